import { expect, test, type Page } from '@playwright/test'

import {
  accountNav,
  anonymousSignInLink,
  DEMO,
  fillRegistration,
  fillSignIn,
  newUser,
  open,
  register,
  signedInAs,
  signIn,
  signOut,
  waitForHydration,
} from './helpers.ts'

/**
 * Clicks a submit button and returns the answer to the POST it sends to /login: a full page
 * POST without JavaScript, React Router's fetch to /login.data with it.
 */
async function submitLogin(page: Page, button: string) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && ['/login', '/login.data'].includes(new URL(r.url()).pathname),
    ),
    page.getByRole('button', { name: button, exact: true }).click(),
  ])
  return response
}

test.describe('accounts', () => {
  test('register, sign out, then sign in again', async ({ page, javaScriptEnabled }) => {
    await open(page, '/', javaScriptEnabled)
    await expect(anonymousSignInLink(page)).toBeVisible()

    const user = await register(page, javaScriptEnabled)
    await expect(page.getByText(`Welcome, ${user.name}.`).filter({ visible: true })).toBeVisible()
    await expect(anonymousSignInLink(page)).toHaveCount(0)

    await signOut(page)
    await expect(page).toHaveURL('/')
    await expect(page.getByText(`Welcome, ${user.name}.`)).toHaveCount(0)

    await signIn(page, javaScriptEnabled, user)
    await expect(page).toHaveURL('/')
    await expect(page.getByText(`Welcome, ${user.name}.`).filter({ visible: true })).toBeVisible()
  })

  test('a wrong password is refused: alert, email kept, password emptied', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await register(page, javaScriptEnabled)
    await signOut(page)

    await open(page, '/login', javaScriptEnabled)
    await fillSignIn(page, { email: user.email, password: 'not the right password' })
    const response = await submitLogin(page, 'Sign in')
    expect(response.status()).toBe(400)

    await expect(page.getByRole('alert')).toHaveText('The email address or password is incorrect.')
    await expect(page).toHaveURL('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.getByLabel('Email address')).toHaveValue(user.email)
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
    await expect(anonymousSignInLink(page)).toBeVisible()

    // The right password still works afterwards.
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(signedInAs(page, user.name)).toBeVisible()
  })

  test('registration shows errors for a bad email and a short password, then succeeds', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = newUser('validation')
    await open(page, '/login?action=register', javaScriptEnabled)
    const email = page.getByLabel('Email address')
    const password = page.getByLabel('Password', { exact: true })
    const badEmail = 'Enter a valid email address, such as name@example.org.'
    const shortPassword = 'Use at least 12 characters.'

    if (javaScriptEnabled) {
      // Validated in the browser as each field is left.
      await fillRegistration(page, { name: user.name, email: 'not-an-email' })
      await email.blur()
      await expect(email).toHaveAccessibleDescription(badEmail)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
    }

    await fillRegistration(page, { name: user.name, email: 'not-an-email', password: 'too short' })
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    if (javaScriptEnabled) {
      await page.getByRole('button', { name: 'Create account' }).click()
    } else {
      // A full page POST, answered by the server with the same messages.
      const response = await submitLogin(page, 'Create account')
      expect(response.status()).toBe(400)
    }

    await expect(email).toHaveAccessibleDescription(badEmail)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAccessibleDescription(new RegExp(`${shortPassword}$`))
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(badEmail).filter({ visible: true })).toBeVisible()
    await expect(page.getByText(shortPassword).filter({ visible: true })).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveValue(user.name)
    await expect(email).toHaveValue('not-an-email')
    await expect(page).toHaveURL('/login?action=register')
    // With JavaScript nothing reached the server; without it, the one POST did.
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1)

    await fillRegistration(page, { email: user.email, password: user.password })
    if (javaScriptEnabled) {
      // Errors clear as the fields are corrected.
      await expect(page.getByText(badEmail)).toHaveCount(0)
      await expect(page.getByText(shortPassword)).toHaveCount(0)
    }
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Your account is ready').filter({ visible: true })).toBeVisible()
    await expect(page).toHaveURL('/login?registered=1')
    await expect(anonymousSignInLink(page)).toBeVisible()
  })

  test('registering an email already in use answers as for a new one; the owner is told at the next sign-in', async ({
    page,
    javaScriptEnabled,
  }) => {
    const owner = await register(page, javaScriptEnabled)
    await signOut(page)

    await open(page, '/login?action=register', javaScriptEnabled)
    await fillRegistration(page, { name: 'Someone Else', email: owner.email.toUpperCase(), password: 'another long passphrase' })
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Your account is ready').filter({ visible: true })).toBeVisible()
    await expect(page).toHaveURL('/login?registered=1')
    await expect(anonymousSignInLink(page)).toBeVisible()

    await waitForHydration(page, javaScriptEnabled)
    await fillSignIn(page, owner)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Since you last signed in' })).toBeVisible()
    await expect(page.getByText('someone tried to create an account with your email address').filter({ visible: true })).toBeVisible()
    await page.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/')
    await expect(signedInAs(page, owner.name)).toBeVisible()
  })

  test('a common password is refused on registration with the reason', async ({ page, javaScriptEnabled }) => {
    const user = newUser('common')
    await open(page, '/login?action=register', javaScriptEnabled)
    await fillRegistration(page, { ...user, password: 'qwertyuiop123' })
    const response = await submitLogin(page, 'Create account')
    expect(response.status()).toBe(400)
    const common = 'This password is on a list of common passwords that attackers try first. Choose another, such as a few unrelated words.'
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(new RegExp(`${common}$`))
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Email address')).toHaveValue(user.email)
  })

  test('signing in follows a same-site returnToUrl', async ({ page, javaScriptEnabled }) => {
    const user = await register(page, javaScriptEnabled)
    await signOut(page)

    await signIn(page, javaScriptEnabled, user, '/login?returnToUrl=/access-denied')
    await expect(page).toHaveURL('/access-denied')
    await expect(
      page.getByRole('heading', { name: "We're sorry! You do not have permission to access this page." }),
    ).toBeVisible()
  })

  test('signing in ignores an off-site returnToUrl', async ({ page, javaScriptEnabled }) => {
    const user = await register(page, javaScriptEnabled)
    await signOut(page)

    await signIn(page, javaScriptEnabled, user, '/login?returnToUrl=//evil.example')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Clinical decisions, with the evidence at hand' })).toBeVisible()
  })

  test('the demo clinician sees the organisation and the reports link', async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, DEMO.clinician)
    const nav = accountNav(page)
    await expect(nav.getByText(DEMO.clinician.organisation, { exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Patient Encounter Reports' })).toHaveAttribute(
      'href',
      '/patient-encounter-reports',
    )
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible()
  })

  test('the demo reader has no organisation and no reports link', async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, DEMO.reader)
    const nav = accountNav(page)
    await expect(nav.getByText(DEMO.clinician.organisation)).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Patient Encounter Reports' })).toHaveCount(0)
  })

  test('GET /logout asks for confirmation, and its button signs out', async ({ page, javaScriptEnabled }) => {
    const user = await register(page, javaScriptEnabled)

    const response = await open(page, '/logout', javaScriptEnabled)
    expect(response?.status()).toBe(200)
    // A GET alone does not sign out.
    await expect(signedInAs(page, user.name)).toBeVisible()
    await expect(page.getByText('Sign out of Consilium on this device?').filter({ visible: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Stay signed in' })).toBeVisible()

    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click()
    await expect(anonymousSignInLink(page)).toBeVisible()
    await expect(page).toHaveURL('/')

    // Signed out for real: the server no longer knows the session.
    await open(page, '/logout', javaScriptEnabled)
    await expect(page.getByText('You are not signed in.').filter({ visible: true })).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign out' })).toHaveCount(0)
  })

  test('the sign-in page sends signed-in users on', async ({ page, javaScriptEnabled }) => {
    await register(page, javaScriptEnabled)
    await page.goto('/login?returnToUrl=/unavailable')
    await expect(page).toHaveURL('/unavailable')
  })
})
