import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { eq } from 'drizzle-orm'
import * as oidc from 'openid-client'

import type { Db } from '#app/db/client.server.ts'
import { organisations, organisationSessions, organisationSignIns } from '#app/db/schema.ts'

import { providerConfig, type ProviderSession } from './organisation-sign-in.server.ts'

/**
 * Signing out of a session opened by an organisation sign-in ends the provider's session too
 * (OpenID Connect RP-Initiated Logout 1.0, decision 0063 addendum): the session remembers which
 * organisation and provider it came from; at sign-out the Consilium session ends first, then the
 * browser is sent to the provider's end_session_endpoint with client_id, post_logout_redirect_uri
 * and state. No id_token_hint: the ID token holds the clinician's name and email, which would stay
 * in the browser's history with the provider's address.
 */

/** Where the provider sends the browser back after its sign-out; registered with the provider. */
export const POST_LOGOUT_PATH = '/logout/organisation/callback'
/** How long a sign-out at the provider may take before its return is no longer recognised. */
export const SIGN_OUT_STATE_TTL_MS = 30 * 60_000
const STATE_CONTEXT = 'consilium organisation sign-out state'

/** Keeps what signing out will need, with the session (`sessionIdHash`: the stored hash of its id). */
export async function rememberProviderSession(db: Db, sessionIdHash: string, session: ProviderSession): Promise<void> {
  await db
    .insert(organisationSessions)
    .values({
      sessionIdHash,
      organisationId: session.organisationId,
      issuer: session.issuer,
    })
    .onConflictDoNothing()
}

/** Takes (reads and deletes) what the session kept for the provider's sign-out, or null. */
export async function takeProviderSession(db: Db, sessionIdHash: string): Promise<ProviderSession | null> {
  const [row] = await db.delete(organisationSessions).where(eq(organisationSessions.sessionIdHash, sessionIdHash)).returning()
  if (!row) return null
  return { organisationId: row.organisationId, issuer: row.issuer }
}

export type ProviderSignOut = { ok: true; url: URL; organisationName: string } | { ok: false; reason: string }

/**
 * The provider's end-session URL for a session that came from it: client_id,
 * post_logout_redirect_uri and state, nothing else (no token, no email, no page of ours). Not when the
 * organisation has turned it off, its provider changed since the sign-in, or the provider
 * publishes no end_session_endpoint. The reason is for the log.
 */
export async function providerSignOutUrl(
  db: Db,
  { session, postLogoutRedirectUri, state }: { session: ProviderSession; postLogoutRedirectUri: string; state: string },
): Promise<ProviderSignOut> {
  const [row] = await db
    .select({ signIn: organisationSignIns, organisationName: organisations.name })
    .from(organisationSignIns)
    .innerJoin(organisations, eq(organisations.id, organisationSignIns.organisationId))
    .where(eq(organisationSignIns.organisationId, session.organisationId))
  if (!row) return { ok: false, reason: 'organisation sign-in removed' }
  if (!row.signIn.endProviderSession) return { ok: false, reason: 'turned off for the organisation' }
  if (row.signIn.issuer !== session.issuer) return { ok: false, reason: 'provider changed since the sign-in' }
  let config: oidc.Configuration
  try {
    config = await providerConfig(db, row.signIn)
  } catch {
    return { ok: false, reason: 'discovery failed' }
  }
  if (typeof config.serverMetadata().end_session_endpoint !== 'string') return { ok: false, reason: 'no end_session_endpoint' }
  const url = oidc.buildEndSessionUrl(config, {
    client_id: config.clientMetadata().client_id,
    post_logout_redirect_uri: postLogoutRedirectUri,
    state,
  })
  return { ok: true, url, organisationName: row.organisationName }
}

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`${STATE_CONTEXT}\n${body}`).digest('base64url')

/**
 * The `state` of a sign-out at the provider: when it was made, 128 random bits, and an HMAC under
 * the session-cookie secret. Nothing is stored: the session it belonged to has already ended.
 */
export function newSignOutState(secrets: readonly string[], now = new Date()): string {
  const body = `${Math.floor(now.getTime() / 1000).toString(36)}.${randomBytes(16).toString('base64url')}`
  return `${body}.${mac(secrets[0]!, body)}`
}

/** Whether a returning `state` is one of ours (any listed secret) and recent. */
export function isSignOutState(secrets: readonly string[], state: string | null, now = new Date()): boolean {
  if (!state || state.length > 200) return false
  const match = /^([0-9a-z]{1,12})\.([\w-]{22})\.([\w-]{43})$/.exec(state)
  if (!match) return false
  const body = `${match[1]}.${match[2]}`
  const given = Buffer.from(match[3]!)
  const signed = secrets.some((secret) => {
    const expected = Buffer.from(mac(secret, body))
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
  if (!signed) return false
  const age = now.getTime() - Number.parseInt(match[1]!, 36) * 1000
  return age >= -60_000 && age <= SIGN_OUT_STATE_TTL_MS
}
