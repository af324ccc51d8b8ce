import { createHash, randomBytes } from 'node:crypto'

import { and, eq, gt, lt, sql } from 'drizzle-orm'
import * as oidc from 'openid-client'
import { createCookie } from 'react-router'

import type { Db } from '#app/db/client.server.ts'
import { ehrIssuers, smartLaunches } from '#app/db/schema.ts'
import { decryptJson, encryptJson, tokenKeysFor } from '#app/ehr/token-crypto.server.ts'

import { smartClientConfig, type SmartEndpoints } from './client.server.ts'
import { launchScope } from './scopes.ts'

/** How long a launch may take between our redirect to the EHR and its callback. */
export const LAUNCH_TTL_MS = 10 * 60_000
const SECRET_PURPOSE = 'smart_launches.secret'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/**
 * Binds a launch to the browser that started it: a random value set with the redirect to the
 * EHR, whose hash is stored with the state. Like the EHR session cookie it must survive a
 * cross-site frame, and it is sent only to the callback.
 */
export function launchBindingCookie(request: Request) {
  const https = new URL(request.url).protocol === 'https:'
  return createCookie(https ? '__Secure-consilium_smart_launch' : 'consilium_smart_launch', {
    httpOnly: true,
    secure: true,
    sameSite: 'none',
    partitioned: true,
    path: '/smart/callback',
    maxAge: LAUNCH_TTL_MS / 1000,
  })
}

export async function launchBindingFrom(request: Request): Promise<string | null> {
  const header = request.headers.get('cookie')
  if (!header?.includes('consilium_smart_launch=')) return null
  const value: unknown = await launchBindingCookie(request).parse(header)
  return typeof value === 'string' && value.length >= 40 ? value : null
}

/** What the callback needs from the launch; encrypted in `smart_launches.secret`. */
export type LaunchSecret = {
  codeVerifier: string
  redirectUri: string
  endpoints: SmartEndpoints
  scope: string
  standalone: boolean
}

export type Issuer = typeof ehrIssuers.$inferSelect

/** The allow-listed issuer for an `iss` (trailing slashes ignored), or null. Nothing is fetched. */
export async function findIssuer(db: Db, iss: string): Promise<Issuer | null> {
  const normalised = iss.replace(/\/+$/, '')
  const [issuer] = await db.select().from(ehrIssuers).where(eq(ehrIssuers.iss, normalised))
  return issuer ?? null
}

/**
 * Stores a new launch and answers the EHR's authorize URL: state of 256 bits (its hash stored),
 * PKCE S256, `aud` = the FHIR base, and the EHR's `launch` value in an EHR launch.
 */
export async function beginLaunch(
  db: Db,
  {
    issuer,
    endpoints,
    launch,
    redirectUri,
    browserBinding,
    now = new Date(),
  }: { issuer: Issuer; endpoints: SmartEndpoints; launch: string | null; redirectUri: string; browserBinding: string; now?: Date },
): Promise<{ authorizeUrl: URL; state: string }> {
  const state = randomBytes(32).toString('base64url')
  const codeVerifier = oidc.randomPKCECodeVerifier()
  const scope = launchScope(issuer.scope, launch === null)
  const secret: LaunchSecret = { codeVerifier, redirectUri, endpoints, scope, standalone: launch === null }
  await db.insert(smartLaunches).values({
    stateHash: sha256(state),
    browserHash: sha256(browserBinding),
    issuerId: issuer.id,
    secret: encryptJson(await tokenKeysFor(db), SECRET_PURPOSE, secret),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LAUNCH_TTL_MS),
  })
  const config = await smartClientConfig(db, { clientId: issuer.clientId, endpoints })
  const parameters: Record<string, string> = {
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    state,
    aud: issuer.iss,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }
  if (launch !== null) parameters.launch = launch
  return { authorizeUrl: oidc.buildAuthorizationUrl(config, parameters), state }
}

export type ClaimedLaunch =
  | { ok: true; issuer: Issuer; secret: LaunchSecret }
  | { ok: false; reason: 'unknown-state' | 'expired' | 'missing-binding' | 'wrong-binding' | 'unreadable' }

/**
 * Takes the launch for a callback's `state`, once: the row is deleted in the same statement
 * that reads it, so a replayed state finds nothing. The browser must carry the binding cookie
 * set when the launch began.
 */
export async function claimLaunch(
  db: Db,
  { state, browserBinding, now = new Date() }: { state: string; browserBinding: string | null; now?: Date },
): Promise<ClaimedLaunch> {
  const [row] = await db.delete(smartLaunches).where(eq(smartLaunches.stateHash, sha256(state))).returning()
  if (!row) return { ok: false, reason: 'unknown-state' }
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' }
  if (!browserBinding) return { ok: false, reason: 'missing-binding' }
  if (sha256(browserBinding) !== row.browserHash) return { ok: false, reason: 'wrong-binding' }
  const [issuer] = await db.select().from(ehrIssuers).where(eq(ehrIssuers.id, row.issuerId))
  const secret = decryptJson(await tokenKeysFor(db), SECRET_PURPOSE, row.secret) as LaunchSecret | null
  if (!issuer || !secret) return { ok: false, reason: 'unreadable' }
  return { ok: true, issuer, secret }
}

export async function deleteExpiredLaunches(db: Db, now = new Date()) {
  await db.delete(smartLaunches).where(lt(smartLaunches.expiresAt, now))
}

/** Launches waiting for their callback (for tests and monitoring). */
export async function pendingLaunchCount(db: Db, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smartLaunches)
    .where(and(gt(smartLaunches.expiresAt, now)))
  return Number(row?.n ?? 0)
}
