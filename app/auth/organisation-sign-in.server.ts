import { createHash, randomBytes } from 'node:crypto'

import { and, arrayContains, eq, lt } from 'drizzle-orm'
import * as oidc from 'openid-client'
import { createCookie } from 'react-router'

import type { Db } from '#app/db/client.server.ts'
import { organisationSignInAttempts, organisations, organisationSignIns, userIdentities, users } from '#app/db/schema.ts'
import { decryptJson, encryptJson, tokenKeysFor } from '#app/ehr/token-crypto.server.ts'
import { isAllowedEndpoint, isLoopbackHttp } from '#app/ehr/smart/urls.ts'
import { getEnv } from '#app/utils/env.server.ts'

import { NO_PASSWORD } from './password.server.ts'
import { emailDomain, type Refusal } from './organisation-sign-in.ts'

/**
 * Sign-in through an organisation's own OpenID provider (decision 0063): the authorization code
 * flow with PKCE S256, state and nonce; the transaction lives in the database (state hashed,
 * verifier and nonce encrypted) and is bound to the browser by a cookie; codes and access tokens
 * are never stored, logged or put in a URL of ours. The ID token is kept (encrypted, with the
 * session) only to end the provider's session at sign-out (organisation-sign-out.server.ts).
 */

/** How long a sign-in may take between our redirect to the provider and its callback. */
export const ATTEMPT_TTL_MS = 10 * 60_000
const ATTEMPT_PURPOSE = 'organisation_sign_in_attempts.secret'
const CLIENT_SECRET_PURPOSE = 'organisation_sign_ins.client_secret'
export const CALLBACK_PATH = '/login/organisation/callback'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

export type OrganisationSignIn = typeof organisationSignIns.$inferSelect

/** A provider's issuer as stored: https (http only on loopback), no query, fragment or credentials. */
export function normaliseIssuer(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (!isAllowedEndpoint(url.href) || url.username || url.password || url.search || url.hash) return null
  return url.href.replace(/\/+$/, '')
}

/** Stores (or replaces) an organisation's provider; the client secret is encrypted first. */
export async function configureOrganisationSignIn(
  db: Db,
  input: {
    organisationId: string
    issuer: string
    clientId: string
    clientSecret: string
    emailDomains: string[]
    linkExistingAccounts: boolean
    endProviderSession?: boolean
  },
): Promise<OrganisationSignIn> {
  const values = {
    organisationId: input.organisationId,
    issuer: input.issuer,
    clientId: input.clientId,
    clientSecret: encryptJson(await tokenKeysFor(db), CLIENT_SECRET_PURPOSE, input.clientSecret),
    emailDomains: [...new Set(input.emailDomains.map((d) => d.toLowerCase()))],
    linkExistingAccounts: input.linkExistingAccounts,
    endProviderSession: input.endProviderSession ?? true,
    updatedAt: new Date(),
  }
  const [saved] = await db
    .insert(organisationSignIns)
    .values(values)
    .onConflictDoUpdate({ target: organisationSignIns.organisationId, set: values })
    .returning()
  configCache.clear()
  return saved!
}

/** The organisation that signs in people of this email's domain, or null. */
export async function signInForEmail(db: Db, email: string): Promise<{ signIn: OrganisationSignIn; organisationName: string } | null> {
  const domain = emailDomain(email)
  if (!domain) return null
  const [row] = await db
    .select({ signIn: organisationSignIns, organisationName: organisations.name })
    .from(organisationSignIns)
    .innerJoin(organisations, eq(organisations.id, organisationSignIns.organisationId))
    .where(arrayContains(organisationSignIns.emailDomains, [domain]))
    .limit(1)
  return row ?? null
}

const CONFIG_CACHE_MS = 5 * 60_000
const configCache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>()

export function clearProviderCache() {
  configCache.clear()
}

const timedFetch: oidc.CustomFetch = (url, options) =>
  fetch(url, { ...(options as RequestInit), signal: options.signal ?? AbortSignal.timeout(getEnv().EHR_FETCH_TIMEOUT_MS) })

/** The provider's openid-client configuration from its discovery document, cached five minutes per node. */
export async function providerConfig(db: Db, signIn: OrganisationSignIn): Promise<oidc.Configuration> {
  const key = `${signIn.organisationId}\n${signIn.issuer}\n${signIn.clientId}\n${signIn.updatedAt.getTime()}`
  const hit = configCache.get(key)
  if (hit && Date.now() - hit.at < CONFIG_CACHE_MS) return hit.config
  const config = (async () => {
    const secret = decryptJson(await tokenKeysFor(db), CLIENT_SECRET_PURPOSE, signIn.clientSecret)
    if (typeof secret !== 'string') throw new ProviderUnavailable('client secret unreadable')
    const loopback = isLoopbackHttp(signIn.issuer)
    const discovered = await oidc.discovery(new URL(signIn.issuer), signIn.clientId, undefined, undefined, {
      [oidc.customFetch]: timedFetch,
      execute: loopback ? [oidc.allowInsecureRequests] : [],
    })
    // Basic is the default of OpenID Connect; post only for a provider that offers nothing else.
    const methods = discovered.serverMetadata().token_endpoint_auth_methods_supported
    const basic = !Array.isArray(methods) || methods.includes('client_secret_basic')
    const auth = basic ? oidc.ClientSecretBasic(secret) : oidc.ClientSecretPost(secret)
    const config = new oidc.Configuration(discovered.serverMetadata(), signIn.clientId, {}, auth)
    config[oidc.customFetch] = timedFetch
    if (loopback) oidc.allowInsecureRequests(config)
    return config
  })()
  configCache.set(key, { at: Date.now(), config })
  config.catch(() => configCache.delete(key))
  return config
}

/** The provider could not be reached or answered something unusable (for the log: no token, no code). */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable'
}

/**
 * Binds a sign-in to the browser that started it. SameSite=Lax: the provider's redirect back is a
 * top-level GET from another site. Sent only to the callback.
 */
export function attemptBindingCookie(request: Request) {
  const https = new URL(request.url).protocol === 'https:'
  return createCookie(https ? '__Secure-consilium_org_sign_in' : 'consilium_org_sign_in', {
    httpOnly: true,
    secure: https,
    sameSite: 'lax',
    path: CALLBACK_PATH,
    maxAge: ATTEMPT_TTL_MS / 1000,
  })
}

/** A new random value for the binding cookie. */
export const newBrowserBinding = () => randomBytes(32).toString('base64url')

export async function attemptBindingFrom(request: Request): Promise<string | null> {
  const header = request.headers.get('cookie')
  if (!header?.includes('consilium_org_sign_in=')) return null
  const value: unknown = await attemptBindingCookie(request).parse(header)
  return typeof value === 'string' && value.length >= 40 ? value : null
}

/** What the callback needs; encrypted in `organisation_sign_in_attempts.secret`. */
type AttemptSecret = { codeVerifier: string; nonce: string; redirectUri: string; returnTo: string }

/**
 * Stores a new sign-in and answers the provider's authorization URL: state and nonce of 256 bits
 * each, PKCE S256, scope `openid email profile`. The email typed on our page is not sent along
 * (no login_hint): nothing personal goes into the URL.
 */
export async function beginOrganisationSignIn(
  db: Db,
  {
    signIn,
    redirectUri,
    returnTo,
    browserBinding,
    now = new Date(),
  }: { signIn: OrganisationSignIn; redirectUri: string; returnTo: string; browserBinding: string; now?: Date },
): Promise<{ authorizeUrl: URL; state: string }> {
  let config: oidc.Configuration
  try {
    config = await providerConfig(db, signIn)
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw error
    throw new ProviderUnavailable(`discovery failed: ${(error as { code?: string }).code ?? 'error'}`)
  }
  const state = randomBytes(32).toString('base64url')
  const nonce = randomBytes(32).toString('base64url')
  const codeVerifier = oidc.randomPKCECodeVerifier()
  const secret: AttemptSecret = { codeVerifier, nonce, redirectUri, returnTo }
  await db.delete(organisationSignInAttempts).where(lt(organisationSignInAttempts.expiresAt, now))
  await db.insert(organisationSignInAttempts).values({
    stateHash: sha256(state),
    browserHash: sha256(browserBinding),
    organisationId: signIn.organisationId,
    secret: encryptJson(await tokenKeysFor(db), ATTEMPT_PURPOSE, secret),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
  })
  const authorizeUrl = oidc.buildAuthorizationUrl(config, {
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  })
  return { authorizeUrl, state }
}

/** What signing out needs to end the provider's session too: the organisation and the provider the session came from. */
export type ProviderSession = { organisationId: string; issuer: string }

export type OrganisationSignInOutcome =
  | { ok: true; userId: string; returnTo: string; account: 'created' | 'linked' | 'known'; providerSession: ProviderSession | null }
  | { ok: false; reason: Refusal; returnTo: string; detail: string }

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim().length > 0 ? value.trim() : null)

/**
 * The provider's redirect back: the attempt is taken once (deleted as it is read) and must come
 * from this browser; the code is exchanged (PKCE, state, nonce checked by openid-client), then the
 * account is found, linked or made by the rules of decision 0063.
 */
export async function completeOrganisationSignIn(
  db: Db,
  { callbackUrl, browserBinding, now = new Date() }: { callbackUrl: URL; browserBinding: string | null; now?: Date },
): Promise<OrganisationSignInOutcome> {
  const refuse = (reason: Refusal, detail: string, returnTo = '/'): OrganisationSignInOutcome => ({ ok: false, reason, detail, returnTo })
  const state = callbackUrl.searchParams.get('state')
  if (!state || state.length > 512) return refuse('failed', 'missing-state')
  const [row] = await db.delete(organisationSignInAttempts).where(eq(organisationSignInAttempts.stateHash, sha256(state))).returning()
  if (!row) return refuse('failed', 'unknown-state')
  if (row.expiresAt <= now) return refuse('failed', 'expired')
  if (!browserBinding) return refuse('failed', 'missing-binding')
  if (sha256(browserBinding) !== row.browserHash) return refuse('failed', 'wrong-binding')
  const secret = decryptJson(await tokenKeysFor(db), ATTEMPT_PURPOSE, row.secret) as AttemptSecret | null
  if (!secret) return refuse('failed', 'unreadable')
  const back = (reason: Refusal, detail: string) => refuse(reason, detail, secret.returnTo)

  const providerError = callbackUrl.searchParams.get('error')
  if (providerError !== null) return back('failed', `provider error: ${/^[a-z_]{1,64}$/.test(providerError) ? providerError : 'other'}`)
  if (!callbackUrl.searchParams.get('code')) return back('failed', 'missing-code')

  const [signIn] = await db.select().from(organisationSignIns).where(eq(organisationSignIns.organisationId, row.organisationId))
  if (!signIn) return back('failed', 'organisation sign-in removed')

  let config: oidc.Configuration
  try {
    config = await providerConfig(db, signIn)
  } catch {
    return back('unavailable', 'discovery failed')
  }
  // The URL the provider sent the browser to, on the redirect URI we registered (the Host header
  // of this request has no say in it).
  const currentUrl = new URL(secret.redirectUri)
  for (const [k, v] of callbackUrl.searchParams) currentUrl.searchParams.append(k, v)
  let claims: Record<string, unknown>
  try {
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: secret.codeVerifier,
      expectedState: state,
      expectedNonce: secret.nonce,
      idTokenExpected: true,
    })
    const idClaims = tokens.claims()
    if (!idClaims) return back('failed', 'no id token')
    claims = { ...idClaims }
    // Providers that keep email claims out of the ID token give them at userinfo, for the same subject.
    if ((claims.email === undefined || claims.email_verified === undefined) && config.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)
      claims = { ...info, ...claims, email: claims.email ?? info.email, email_verified: claims.email_verified ?? info.email_verified }
    }
  } catch (error) {
    const code = (error as { error?: unknown }).error ?? (error as { code?: unknown }).code
    return back('failed', `token exchange failed: ${typeof code === 'string' ? code : 'error'}`)
  }

  const subject = text(claims.sub)
  const email = text(claims.email)?.toLowerCase() ?? null
  if (!subject) return back('failed', 'no subject')
  if (claims.email_verified !== true || !email) return back('unverified-email', 'email not verified')
  const domain = emailDomain(email)
  if (!domain || !signIn.emailDomains.includes(domain)) return back('wrong-organisation', 'email domain not configured')

  const account = await accountFor(db, { signIn, subject, email, name: text(claims.name), now })
  if (!account.ok) return back(account.reason, account.reason)
  // Kept only when signing out will use it: the organisation wants it and the provider can.
  const endsSessions = signIn.endProviderSession && typeof config.serverMetadata().end_session_endpoint === 'string'
  const providerSession = endsSessions ? { organisationId: signIn.organisationId, issuer: signIn.issuer } : null
  return { ok: true, userId: account.userId, returnTo: secret.returnTo, account: account.account, providerSession }
}

/** Whom to tell that an organisation sign-in linked their account: its address and the organisation's name. */
export async function linkedAccountContact(db: Db, userId: string): Promise<{ email: string; organisation: string } | null> {
  const [row] = await db
    .select({ email: users.email, organisation: organisations.name })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, userId))
  return row ?? null
}

type AccountOutcome = { ok: true; userId: string; account: 'created' | 'linked' | 'known' } | { ok: false; reason: 'account-exists' | 'other-organisation' }

/**
 * The account for a provider's subject: the one already linked to it; else a new one when the
 * email has none; else the existing account of that email, linked only when the organisation's
 * configuration allows it and the account belongs to no other organisation.
 */
async function accountFor(
  db: Db,
  { signIn, subject, email, name, now }: { signIn: OrganisationSignIn; subject: string; email: string; name: string | null; now: Date },
): Promise<AccountOutcome> {
  const identityKey = and(eq(userIdentities.issuer, signIn.issuer), eq(userIdentities.subject, subject))
  const [linked] = await db.select().from(userIdentities).where(identityKey)
  if (linked) {
    const [user] = await db.select().from(users).where(eq(users.id, linked.userId))
    if (user && (user.organisationId === null || user.organisationId === signIn.organisationId)) {
      await db.update(userIdentities).set({ lastSignInAt: now }).where(identityKey)
      await db.update(users).set({ lastSignInAt: now, organisationId: signIn.organisationId }).where(eq(users.id, user.id))
      return { ok: true, userId: user.id, account: 'known' }
    }
    if (user) return { ok: false, reason: 'other-organisation' }
  }

  const [existing] = await db.select().from(users).where(eq(users.email, email))
  let userId: string
  let account: 'created' | 'linked'
  if (!existing) {
    const [created] = await db
      .insert(users)
      .values({ email, name: (name ?? email.split('@')[0]!).slice(0, 100), passwordHash: NO_PASSWORD, organisationId: signIn.organisationId, lastSignInAt: now })
      .onConflictDoNothing({ target: users.email })
      .returning()
    // Another request made the account a moment ago: that one links it.
    if (!created) return { ok: false, reason: 'account-exists' }
    userId = created.id
    account = 'created'
  } else {
    if (existing.organisationId !== null && existing.organisationId !== signIn.organisationId) return { ok: false, reason: 'other-organisation' }
    if (!signIn.linkExistingAccounts) return { ok: false, reason: 'account-exists' }
    // An account already linked to another subject of this provider is not linked to a second one.
    const [other] = await db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, existing.id), eq(userIdentities.issuer, signIn.issuer)))
    if (other) return { ok: false, reason: 'account-exists' }
    await db.update(users).set({ organisationId: signIn.organisationId, lastSignInAt: now }).where(eq(users.id, existing.id))
    userId = existing.id
    account = 'linked'
  }
  await db
    .insert(userIdentities)
    .values({ issuer: signIn.issuer, subject, userId, organisationId: signIn.organisationId, lastSignInAt: now })
    .onConflictDoNothing()
  return { ok: true, userId, account }
}
