import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { registerUser } from '#app/auth/accounts.server.ts'
import { configureOrganisationSignIn } from '#app/auth/organisation-sign-in.server.ts'
import { openDb } from '#app/db/client.server.ts'
import { organisations } from '#app/db/schema.ts'

import { newDataDir, startServer, type RunningServer } from '../support/server.ts'
import { startTestProvider, type TestProvider } from '../support/test-oidc-provider.ts'
import { expectAxeClean } from './axe.ts'
import { accountNav, anonymousSignInLink, signedInAs, waitForHydration } from './helpers.ts'
import { nthMailTo, smtpE2ePort } from './mail/mailbox.ts'

/**
 * A clinician of Riverside Health signs in through the hospital's own OpenID provider (a real
 * oidc-provider started here, with a plain HTML sign-in page): work email on our page, the
 * provider's page, back to the page they came from, signed in. Unverified emails and addresses
 * of another organisation get the page that says why. Signing out ends the session at the
 * provider too, unless the organisation keeps it. One provider and app server per worker.
 */

test.describe.configure({ mode: 'default', timeout: 90_000 })

let idp: TestProvider
let app: RunningServer
/** A clinician who had a password account before the hospital's sign-in; one per project (the mailbox is shared). */
let lee: { username: string; email: string }

test.beforeAll(async ({ javaScriptEnabled }) => {
  test.setTimeout(120_000)
  lee = { username: 'lee', email: `lee.${javaScriptEnabled ? 'js' : 'no-js'}@riverside.test` }
  idp = await startTestProvider({
    // Another host than the app's 127.0.0.1: signing out clears the app's cookies (Clear-Site-Data), which would otherwise be the provider's too.
    hostname: 'localhost',
    accounts: {
      lee: { email: lee.email, email_verified: true, name: 'Lee Park' },
      ana: { email: 'ana.lopez@riverside.test', email_verified: true, name: 'Ana López' },
      unverified: { email: 'sam@riverside.test', email_verified: false, name: 'Sam Unverified' },
      outsider: { email: 'kim@elsewhere.test', email_verified: true, name: 'Kim Elsewhere' },
      noor: { email: 'noor@northfield.test', email_verified: true, name: 'Noor Haddad' },
    },
  })
  const clientSecret = randomBytes(24).toString('base64url')
  const dataDir = newDataDir()
  const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
  const [org] = await handle.db.insert(organisations).values({ name: 'Riverside Health', subscriptionStatus: 'active' }).returning()
  await configureOrganisationSignIn(handle.db, {
    organisationId: org!.id,
    issuer: idp.issuer,
    clientId: 'consilium',
    clientSecret,
    emailDomains: ['riverside.test'],
    linkExistingAccounts: true,
  })
  // Another hospital on the same provider, whose sign-out keeps the provider's session.
  const [northfield] = await handle.db.insert(organisations).values({ name: 'Northfield Hospital', subscriptionStatus: 'active' }).returning()
  await configureOrganisationSignIn(handle.db, {
    organisationId: northfield!.id,
    issuer: idp.issuer,
    clientId: 'consilium-northfield',
    clientSecret,
    emailDomains: ['northfield.test'],
    linkExistingAccounts: false,
    endProviderSession: false,
  })
  const registered = await registerUser(handle.db, { name: 'Lee Park', email: lee.email, password: 'a password of long standing' })
  if (!registered.ok) throw new Error('setup failed')
  await handle.close()
  app = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMTP_URL: `smtp://127.0.0.1:${smtpE2ePort()}`, MAIL_FROM: 'Consilium <no-reply@consilium.test>' })
  for (const clientId of ['consilium', 'consilium-northfield']) {
    idp.registerClient({
      clientId,
      clientSecret,
      redirectUris: [`${app.url}/login/organisation/callback`],
      postLogoutRedirectUris: [`${app.url}/logout/organisation/callback`],
    })
  }
})

test.afterAll(async () => {
  await app?.stop()
  await idp?.stop()
})

/** From the sign-in page (with a return path) to the organisation page, then the work email. */
async function startAt(page: Page, javaScriptEnabled: boolean, email: string) {
  await page.goto(`${app.url}/login?returnToUrl=%2Ftools`)
  await waitForHydration(page, javaScriptEnabled)
  await page.getByRole('link', { name: 'Sign in with your organisation' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with your organisation' })).toBeVisible()
  await waitForHydration(page, javaScriptEnabled)
  await page.getByLabel('Work email address').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** The provider's own page: sign in as `username`. */
async function atProvider(page: Page, username: string) {
  await expect(page.getByRole('heading', { name: 'Hospital sign-in' })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(idp.issuer)
  await page.getByLabel('Username').fill(username)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a verified work email: through the hospital provider and back to the page asked for, signed in', async ({ page, javaScriptEnabled }) => {
  await page.goto(`${app.url}/login/organisation`)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with your organisation' })).toBeVisible()
  await expectAxeClean(page, javaScriptEnabled)

  await startAt(page, javaScriptEnabled, 'Ana.Lopez@riverside.test')
  await atProvider(page, 'ana')
  await expect(page).toHaveURL(`${app.url}/tools`)
  await expect(signedInAs(page, 'Ana López')).toBeVisible()
  // The browser-binding cookie is cleared by the callback.
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('consilium_org_sign_in')
})

test('an existing password account, linked by the first organisation sign-in: its owner is told by email', async ({ page, javaScriptEnabled }) => {
  await startAt(page, javaScriptEnabled, lee.email)
  await atProvider(page, lee.username)
  await expect(page).toHaveURL(`${app.url}/tools`)
  await expect(signedInAs(page, 'Lee Park')).toBeVisible()
  const mail = await nthMailTo(lee.email)
  expect(mail.subject).toBe('Your Consilium account is now linked to your organisation')
  expect(mail.text).toContain('signing in through Riverside Health')
  expect(mail.text).toMatch(new RegExp(`${app.url.replace(/[.]/g, '\\.')}/forgot-password`))
})

test('an email domain no organisation signs in: the field says so, the page stays', async ({ page, javaScriptEnabled }) => {
  await startAt(page, javaScriptEnabled, 'someone@unknown.test')
  const field = page.getByLabel('Work email address')
  await expect(page.getByText('No organisation signs in to Consilium with this email address.', { exact: false }).filter({ visible: true })).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveValue('someone@unknown.test')
  await expectAxeClean(page, javaScriptEnabled)
})

test('the provider does not vouch for the email: the refusal page says why, nobody is signed in', async ({ page, javaScriptEnabled }) => {
  await startAt(page, javaScriptEnabled, 'sam@riverside.test')
  await atProvider(page, 'unverified')
  await expect(page.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeVisible()
  await expect(page.getByText("did not confirm that your email address is verified", { exact: false }).filter({ visible: true })).toBeVisible()
  await expect(signedInAs(page, 'Sam Unverified')).toHaveCount(0)
  await waitForHydration(page, javaScriptEnabled)
  await expectAxeClean(page, javaScriptEnabled)
  await expect(page.getByRole('link', { name: 'Try signing in with your organisation again' })).toHaveAttribute('href', '/login/organisation?returnToUrl=%2Ftools')
})

test('an account of another organisation at the provider: refused as not this organisation', async ({ page, javaScriptEnabled }) => {
  await startAt(page, javaScriptEnabled, 'kim@riverside.test')
  await atProvider(page, 'outsider')
  await expect(page.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeVisible()
  await expect(page.getByText('is not one of the addresses this organisation signs in to Consilium', { exact: false }).filter({ visible: true })).toBeVisible()
  await expect(signedInAs(page, 'Kim Elsewhere')).toHaveCount(0)
})

test('a callback this browser did not start is refused', async ({ page }) => {
  await page.goto(`${app.url}/login/organisation/callback?code=forged&state=${randomBytes(32).toString('base64url')}`)
  await expect(page.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeVisible()
  await expect(page.getByText('was not completed', { exact: false }).filter({ visible: true })).toBeVisible()
})

/** The header's sign-out button (a plain form post, with or without JavaScript). */
async function signOutOfConsilium(page: Page, javaScriptEnabled: boolean) {
  await waitForHydration(page, javaScriptEnabled)
  await accountNav(page).getByRole('button', { name: 'Sign out' }).click()
}

test('signing out ends the session at the hospital provider too: the next organisation sign-in asks for credentials again', async ({
  page,
  javaScriptEnabled,
}) => {
  await startAt(page, javaScriptEnabled, 'ana.lopez@riverside.test')
  await atProvider(page, 'ana')
  await expect(page).toHaveURL(`${app.url}/tools`)
  await expect(signedInAs(page, 'Ana López')).toBeVisible()

  await signOutOfConsilium(page, javaScriptEnabled)
  // The provider's own sign-out, reached with the Consilium session already ended.
  await expect(page.getByRole('heading', { name: 'Hospital sign-out' })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(idp.issuer)
  expect((await page.context().cookies(app.url)).map((c) => c.name)).not.toContain('consilium_session')
  await page.getByRole('button', { name: 'Yes, sign me out' }).click()
  // Back where signing out always lands, without the provider's state in the address.
  await expect(page).toHaveURL(`${app.url}/`)
  await expect(anonymousSignInLink(page)).toBeVisible()

  await startAt(page, javaScriptEnabled, 'ana.lopez@riverside.test')
  await atProvider(page, 'ana')
  await expect(page).toHaveURL(`${app.url}/tools`)
  await expect(signedInAs(page, 'Ana López')).toBeVisible()
})

test('an organisation that keeps the provider session: signing out is Consilium only, the next sign-in goes straight through', async ({
  page,
  javaScriptEnabled,
}) => {
  await startAt(page, javaScriptEnabled, 'noor@northfield.test')
  await atProvider(page, 'noor')
  await expect(page).toHaveURL(`${app.url}/tools`)
  await expect(signedInAs(page, 'Noor Haddad')).toBeVisible()

  await signOutOfConsilium(page, javaScriptEnabled)
  await expect(page).toHaveURL(`${app.url}/`)
  await expect(anonymousSignInLink(page)).toBeVisible()

  // The provider still knows the browser: no sign-in page there this time.
  await startAt(page, javaScriptEnabled, 'noor@northfield.test')
  await expect(page).toHaveURL(`${app.url}/tools`)
  await expect(signedInAs(page, 'Noor Haddad')).toBeVisible()
})
