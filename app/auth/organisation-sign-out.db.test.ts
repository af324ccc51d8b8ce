import { randomBytes } from 'node:crypto'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { organisations, organisationSessions, users } from '#app/db/schema.ts'
import { startTestProvider, signInAtProvider, type TestProvider } from '#tests/support/test-oidc-provider.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import {
  beginOrganisationSignIn,
  completeOrganisationSignIn,
  configureOrganisationSignIn,
  type OrganisationSignIn,
  type ProviderSession,
} from './organisation-sign-in.server.ts'
import { POST_LOGOUT_PATH, providerSignOutUrl, rememberProviderSession, takeProviderSession } from './organisation-sign-out.server.ts'
import { createSession, deleteSession, hashSessionId } from './session.server.ts'

// Signing out at the provider (RP-Initiated Logout) against real OpenID providers (oidc-provider,
// started here): one that ends sessions on request, one that publishes no end_session_endpoint.
const APP = 'https://consilium.example'
const REDIRECT = `${APP}/login/organisation/callback`
const POST_LOGOUT = `${APP}${POST_LOGOUT_PATH}`
const CLIENT_SECRET = randomBytes(24).toString('base64url')
const POLICY = { idleMinutes: 30, absoluteHours: 12, secrets: ['s'] }

let t: TestDb
let idp: TestProvider
let plainIdp: TestProvider
let riverside: OrganisationSignIn
let hillside: OrganisationSignIn

beforeAll(async () => {
  t = await createTestDb()
  const accounts = {
    ana: { email: 'ana.lopez@riverside.test', email_verified: true, name: 'Ana López' },
    hal: { email: 'hal@hillside.test', email_verified: true, name: 'Hal' },
  }
  idp = await startTestProvider({ accounts })
  plainIdp = await startTestProvider({ accounts, endSession: false })
  for (const provider of [idp, plainIdp]) {
    provider.registerClient({ clientId: 'consilium', clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT], postLogoutRedirectUris: [POST_LOGOUT] })
  }
  const [org] = await t.db.insert(organisations).values({ name: 'Riverside Health', subscriptionStatus: 'active' }).returning()
  const [other] = await t.db.insert(organisations).values({ name: 'Hillside Clinic', subscriptionStatus: 'active' }).returning()
  const common = { clientId: 'consilium', clientSecret: CLIENT_SECRET, linkExistingAccounts: false }
  riverside = await configureOrganisationSignIn(t.db, { ...common, organisationId: org!.id, issuer: idp.issuer, emailDomains: ['riverside.test'] })
  hillside = await configureOrganisationSignIn(t.db, { ...common, organisationId: other!.id, issuer: plainIdp.issuer, emailDomains: ['hillside.test'] })
})
afterAll(async () => {
  await idp.stop()
  await plainIdp.stop()
  await t.close()
})

/** A whole organisation sign-in as `username`; answers what the session would keep for the sign-out. */
async function signInThrough(signIn: OrganisationSignIn, username: string): Promise<ProviderSession | null> {
  const browserBinding = randomBytes(32).toString('base64url')
  const { authorizeUrl } = await beginOrganisationSignIn(t.db, { signIn, redirectUri: REDIRECT, returnTo: '/tool/prevent?session-number=E123', browserBinding })
  const outcome = await completeOrganisationSignIn(t.db, { callbackUrl: await signInAtProvider(authorizeUrl.href, username), browserBinding })
  if (!outcome.ok) throw new Error(`sign-in refused: ${outcome.detail}`)
  return outcome.providerSession
}

/** A Consilium session for the user of that email, with `kept` remembered for it. */
async function sessionWith(email: string, kept: ProviderSession) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email))
  const { id } = await createSession(t.db, user!.id, POLICY)
  await rememberProviderSession(t.db, hashSessionId(id), kept)
  return id
}

describe('signing out at the organisation provider', () => {
  test('the session keeps only its organisation and provider (no token), taken once', async () => {
    const kept = await signInThrough(riverside, 'ana')
    expect(kept).toEqual({ organisationId: riverside.organisationId, issuer: idp.issuer })

    const id = await sessionWith('ana.lopez@riverside.test', kept!)
    const [row] = await t.db.select().from(organisationSessions).where(eq(organisationSessions.sessionIdHash, hashSessionId(id)))
    expect(Object.keys(row!).sort()).toEqual(['createdAt', 'issuer', 'organisationId', 'sessionIdHash'])
    expect(await takeProviderSession(t.db, hashSessionId(id))).toEqual(kept)
    expect(await takeProviderSession(t.db, hashSessionId(id))).toBeNull()
  })

  test('it goes with the session: a session ended or expired leaves nothing behind', async () => {
    const kept = await signInThrough(riverside, 'ana')
    const id = await sessionWith('ana.lopez@riverside.test', kept!)
    await deleteSession(t.db, id)
    expect(await t.db.select().from(organisationSessions).where(eq(organisationSessions.sessionIdHash, hashSessionId(id)))).toEqual([])
  })

  test('the end-session URL: the discovered endpoint with client_id, post_logout_redirect_uri and state, nothing else (no ID token)', async () => {
    const kept = (await signInThrough(riverside, 'ana'))!
    const signOut = await providerSignOutUrl(t.db, { session: kept, postLogoutRedirectUri: POST_LOGOUT, state: 'the-state' })
    if (!signOut.ok) throw new Error(signOut.reason)
    const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as { end_session_endpoint: string }
    expect(`${signOut.url.origin}${signOut.url.pathname}`).toBe(discovery.end_session_endpoint)
    expect(Object.fromEntries(signOut.url.searchParams)).toEqual({
      client_id: 'consilium',
      post_logout_redirect_uri: POST_LOGOUT,
      state: 'the-state',
    })
    expect(signOut.organisationName).toBe('Riverside Health')
    // Nothing of the person or of the page they were on.
    for (const personal of ['ana', 'riverside.test', 'prevent', 'E123']) expect(signOut.url.search).not.toContain(personal)
    // The provider takes it (its client, the return address registered) and goes on to
    // its confirmation; an unregistered return address it refuses.
    const answer = await fetch(signOut.url, { redirect: 'manual' })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('/session/end/confirm')
    const elsewhere = new URL(signOut.url)
    elsewhere.searchParams.set('post_logout_redirect_uri', `${APP}/`)
    expect((await fetch(elsewhere, { redirect: 'manual' })).status).toBe(400)
  })

  test('a provider without an end_session_endpoint: nothing is kept, signing out is ours only', async () => {
    expect(await signInThrough(hillside, 'hal')).toBeNull()
    const kept = { organisationId: hillside.organisationId, issuer: plainIdp.issuer }
    expect(await providerSignOutUrl(t.db, { session: kept, postLogoutRedirectUri: POST_LOGOUT, state: 's' })).toEqual({
      ok: false,
      reason: 'no end_session_endpoint',
    })
  })

  test('an organisation that keeps the provider session, or whose provider changed: nothing kept, no end-session URL', async () => {
    const kept = (await signInThrough(riverside, 'ana'))!
    riverside = await configureOrganisationSignIn(t.db, { ...riverside, clientSecret: CLIENT_SECRET, endProviderSession: false })
    expect(riverside.endProviderSession).toBe(false)
    expect(await signInThrough(riverside, 'ana')).toBeNull()
    expect(await providerSignOutUrl(t.db, { session: kept, postLogoutRedirectUri: POST_LOGOUT, state: 's' })).toEqual({
      ok: false,
      reason: 'turned off for the organisation',
    })

    riverside = await configureOrganisationSignIn(t.db, { ...riverside, clientSecret: CLIENT_SECRET, endProviderSession: true })
    const moved = { ...kept, issuer: 'https://old-idp.riverside.test' }
    expect(await providerSignOutUrl(t.db, { session: moved, postLogoutRedirectUri: POST_LOGOUT, state: 's' })).toEqual({
      ok: false,
      reason: 'provider changed since the sign-in',
    })
  })
})
