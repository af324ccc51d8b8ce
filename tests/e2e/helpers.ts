import { expect, type Locator, type Page } from '@playwright/test'

/** Seeded on the empty database by the server (app/db/seed.server.ts). */
export const DEMO = {
  clinician: {
    email: 'clinician@consilium.test',
    password: 'consilium-clinician',
    name: 'Dr. Alex Rivera',
    organisation: 'Riverside Health',
  },
  reader: { email: 'reader@consilium.test', password: 'consilium-reader', name: 'Sam Patel' },
} as const

export type Credentials = { email: string; password: string }
export type NewUser = Credentials & { name: string }

/** An address no other test (in this or the other project, in this run) will use. */
export function uniqueEmail(prefix = 'e2e'): string {
  const random = Math.random().toString(36).slice(2, 10)
  return `${prefix}-${Date.now().toString(36)}-${random}@example.org`
}

export function newUser(prefix?: string): NewUser {
  return {
    name: 'Casey Example',
    email: uniqueEmail(prefix),
    password: 'a long enough passphrase',
  }
}

/** The header's account navigation. */
export function accountNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Account' })
}

/** Text the header shows a signed-in user. */
export function signedInAs(page: Page, name: string): Locator {
  return accountNav(page).getByText(`Signed in as ${name}`, { exact: true })
}

/** The header's link for anonymous visitors. */
export function anonymousSignInLink(page: Page): Locator {
  return accountNav(page).getByRole('link', { name: 'Already subscribed? Sign in now' })
}

/**
 * With JavaScript on, waits until React has hydrated the page, so that typing, blurring
 * and submitting go through the client (conform validation, fetch submissions) and not
 * the plain HTML form. React keeps its props on the DOM nodes it has hydrated; the footer's
 * button is the last interactive element it renders. Without JavaScript it does nothing.
 */
export async function waitForHydration(page: Page, javaScriptEnabled: boolean): Promise<void> {
  if (!javaScriptEnabled) return
  await page.waitForFunction(() => {
    const button = document.querySelector('footer button')
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps$'))
  })
  // What switches to its JavaScript form after hydration does so in a transition (useHydrated),
  // which React renders in slices: the browser is idle once it has finished.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })))
}

/** Opens a page and, with JavaScript on, waits for hydration. */
export async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  const response = await page.goto(path)
  await waitForHydration(page, javaScriptEnabled)
  return response
}

export async function fillRegistration(page: Page, user: Partial<NewUser>): Promise<void> {
  if (user.name !== undefined) await page.getByLabel('Full name').fill(user.name)
  if (user.email !== undefined) await page.getByLabel('Email address').fill(user.email)
  if (user.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(user.password)
}

export async function fillSignIn(page: Page, credentials: Credentials): Promise<void> {
  await page.getByLabel('Email address').fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
}

/**
 * Creates an account through the form, then signs in on the page that answers (registration
 * never signs in by itself: it answers alike whether the email is new or not). The new user
 * ends up signed in on the home page.
 */
export async function register(
  page: Page,
  javaScriptEnabled: boolean,
  user: NewUser = newUser(),
): Promise<NewUser> {
  await open(page, '/login?action=register', javaScriptEnabled)
  await fillRegistration(page, user)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Your account is ready')).toBeVisible()
  await expect(page).toHaveURL('/login?registered=1')
  await waitForHydration(page, javaScriptEnabled)
  await fillSignIn(page, user)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(signedInAs(page, user.name)).toBeVisible()
  await expect(page).toHaveURL('/')
  return user
}

/**
 * Signs in through the form at `path` (a /login URL). Expects success: the header then
 * greets `name`. Use fillSignIn directly for attempts that should fail.
 */
export async function signIn(
  page: Page,
  javaScriptEnabled: boolean,
  user: Credentials & { name: string },
  path = '/login',
): Promise<void> {
  await open(page, path, javaScriptEnabled)
  await fillSignIn(page, user)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(signedInAs(page, user.name)).toBeVisible()
}

/** Signs out with the header's button and checks the header is anonymous again. */
export async function signOut(page: Page): Promise<void> {
  await accountNav(page).getByRole('button', { name: 'Sign out' }).click()
  await expect(anonymousSignInLink(page)).toBeVisible()
  await expect(accountNav(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0)
}

/** The consent drawer shown on a first visit; it sits over the bottom of the page until a choice. */
export function consentDrawer(page: Page): Locator {
  return page.getByRole('region', { name: 'Cookies and usage statistics' })
}

/** Answers the consent drawer with 'Reject all' when it is shown (works with and without JavaScript). */
export async function rejectConsent(page: Page): Promise<void> {
  if ((await consentDrawer(page).count()) === 0) return
  await consentDrawer(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(consentDrawer(page)).toHaveCount(0)
}
