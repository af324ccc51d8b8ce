import { randomBytes } from 'node:crypto'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { organisations, organisationSignIns, userIdentities, users } from '#app/db/schema.ts'
import { startTestProvider, signInAtProvider, type TestProvider } from '#tests/support/test-oidc-provider.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { signIn as passwordSignIn } from './accounts.server.ts'
import {
  beginOrganisationSignIn,
  completeOrganisationSignIn,
  configureOrganisationSignIn,
  signInForEmail,
  type OrganisationSignIn,
} from './organisation-sign-in.server.ts'

// The whole authorization code flow against a real OpenID provider (oidc-provider, started here):
// our authorization URL, the provider's sign-in page, its redirect back, the code exchange.
const APP = 'https://consilium.example'
const REDIRECT = `${APP}/login/organisation/callback`
const CLIENT_SECRET = randomBytes(24).toString('base64url')

let t: TestDb
let idp: TestProvider
let riverside: OrganisationSignIn
let otherOrgId: string

beforeAll(async () => {
  t = await createTestDb()
  idp = await startTestProvider({
    accounts: {
      ana: { email: 'Ana.Lopez@Riverside.test', email_verified: true, name: 'Ana López' },
      unverified: { email: 'sam@riverside.test', email_verified: false },
      outsider: { email: 'kim@elsewhere.test', email_verified: true },
      existing: { email: 'lee@riverside.test', email_verified: true },
      member: { email: 'max@riverside.test', email_verified: true },
    },
  })
  idp.registerClient({ clientId: 'consilium', clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT] })
  const [org] = await t.db.insert(organisations).values({ name: 'Riverside Health', subscriptionStatus: 'active' }).returning()
  const [other] = await t.db.insert(organisations).values({ name: 'Elsewhere Clinic' }).returning()
  otherOrgId = other!.id
  riverside = await configureOrganisationSignIn(t.db, {
    organisationId: org!.id,
    issuer: idp.issuer,
    clientId: 'consilium',
    clientSecret: CLIENT_SECRET,
    emailDomains: ['riverside.test'],
    linkExistingAccounts: false,
  })
})
afterAll(async () => {
  await idp.stop()
  await t.close()
})

/** Starts a sign-in, signs in at the provider as `username`, and answers the callback URL and the binding. */
async function throughProvider(username: string, returnTo = '/tools') {
  const browserBinding = randomBytes(32).toString('base64url')
  const { authorizeUrl } = await beginOrganisationSignIn(t.db, { signIn: riverside, redirectUri: REDIRECT, returnTo, browserBinding })
  const callbackUrl = await signInAtProvider(authorizeUrl.href, username)
  return { callbackUrl, browserBinding, authorizeUrl }
}

describe('organisation sign-in through a real OpenID provider', () => {
  test('the authorization URL carries PKCE S256, state and nonce, and nothing personal; the secret is not stored in plain text', async () => {
    const { authorizeUrl } = await throughProvider('ana')
    const q = authorizeUrl.searchParams
    expect(q.get('code_challenge_method')).toBe('S256')
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(q.get('state')).toMatch(/^[\w-]{43}$/)
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(q.get('scope')).toBe('openid email profile')
    expect(q.has('login_hint')).toBe(false)
    const [stored] = await t.db.select().from(organisationSignIns).where(eq(organisationSignIns.organisationId, riverside.organisationId))
    expect(stored!.clientSecret).not.toContain(CLIENT_SECRET)
  })

  test('a verified email of the organisation: a new account in the organisation, linked to the subject; the next sign-in finds it', async () => {
    const { callbackUrl, browserBinding } = await throughProvider('ana', '/tool/prevent')
    expect(callbackUrl.href.startsWith(`${REDIRECT}?`)).toBe(true)
    const outcome = await completeOrganisationSignIn(t.db, { callbackUrl, browserBinding })
    expect(outcome).toMatchObject({ ok: true, account: 'created', returnTo: '/tool/prevent' })
    const [user] = await t.db.select().from(users).where(eq(users.email, 'ana.lopez@riverside.test'))
    expect(user).toMatchObject({ name: 'Ana López', organisationId: riverside.organisationId })
    const identities = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, user!.id))
    expect(identities).toEqual([expect.objectContaining({ issuer: idp.issuer, subject: 'ana' })])
    // No password opens an account made this way.
    const byPassword = await passwordSignIn(t.db, { email: user!.email, password: '!organisation-sign-in', clientIp: '10.0.0.1', knownBrowserTokens: [] })
    expect(byPassword.ok).toBe(false)

    const again = await throughProvider('ana')
    const second = await completeOrganisationSignIn(t.db, again)
    expect(second).toMatchObject({ ok: true, account: 'known', userId: user!.id })
  })

  test('email_verified false: refused, no account made', async () => {
    const outcome = await completeOrganisationSignIn(t.db, await throughProvider('unverified'))
    expect(outcome).toMatchObject({ ok: false, reason: 'unverified-email' })
    expect(await t.db.select().from(users).where(eq(users.email, 'sam@riverside.test'))).toEqual([])
  })

  test('a verified email of another domain: refused as the wrong organisation, no account made', async () => {
    const outcome = await completeOrganisationSignIn(t.db, await throughProvider('outsider'))
    expect(outcome).toMatchObject({ ok: false, reason: 'wrong-organisation' })
    expect(await t.db.select().from(users).where(eq(users.email, 'kim@elsewhere.test'))).toEqual([])
  })

  test('state mismatch: a callback whose state is not ours, or from another browser, is refused and uses up nothing', async () => {
    const { callbackUrl, browserBinding } = await throughProvider('ana')
    const forged = new URL(callbackUrl)
    forged.searchParams.set('state', randomBytes(32).toString('base64url'))
    expect(await completeOrganisationSignIn(t.db, { callbackUrl: forged, browserBinding })).toMatchObject({
      ok: false,
      reason: 'failed',
      detail: 'unknown-state',
    })
    // The right state from a browser without the binding cookie, then replayed: both refused.
    expect(await completeOrganisationSignIn(t.db, { callbackUrl, browserBinding: randomBytes(32).toString('base64url') })).toMatchObject({
      ok: false,
      detail: 'wrong-binding',
    })
    expect(await completeOrganisationSignIn(t.db, { callbackUrl, browserBinding })).toMatchObject({ ok: false, detail: 'unknown-state' })
  })

  test('an existing password account: not linked unless the organisation allows it; then linked once', async () => {
    const [lee] = await t.db.insert(users).values({ email: 'lee@riverside.test', name: 'Lee', passwordHash: 'x' }).returning()
    expect(await completeOrganisationSignIn(t.db, await throughProvider('existing'))).toMatchObject({ ok: false, reason: 'account-exists' })
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, lee!.id))).toEqual([])

    riverside = await configureOrganisationSignIn(t.db, { ...riverside, clientSecret: CLIENT_SECRET, linkExistingAccounts: true })
    expect(await completeOrganisationSignIn(t.db, await throughProvider('existing'))).toMatchObject({ ok: true, account: 'linked', userId: lee!.id })
    const [after] = await t.db.select().from(users).where(eq(users.id, lee!.id))
    expect(after!.organisationId).toBe(riverside.organisationId)
  })

  test('an existing account of another organisation is never linked', async () => {
    await t.db.insert(users).values({ email: 'max@riverside.test', name: 'Max', passwordHash: 'x', organisationId: otherOrgId })
    expect(riverside.linkExistingAccounts).toBe(true)
    expect(await completeOrganisationSignIn(t.db, await throughProvider('member'))).toMatchObject({ ok: false, reason: 'other-organisation' })
  })

  test('the provider is found by the email domain only', async () => {
    expect((await signInForEmail(t.db, 'someone@riverside.test'))?.organisationName).toBe('Riverside Health')
    expect(await signInForEmail(t.db, 'someone@sub.riverside.test')).toBeNull()
    expect(await signInForEmail(t.db, 'someone@elsewhere.test')).toBeNull()
  })
})
