import { createHash } from 'node:crypto'

import { eq, lt } from 'drizzle-orm'
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTVerifyGetKey } from 'jose'

import type { Db } from '#app/db/client.server.ts'
import { cdsClients, usedTokenIds } from '#app/db/schema.ts'

import { isLoopback } from './prefetch.server.ts'

/**
 * Trusting CDS clients (CDS Hooks 2.0 "Trusting CDS Clients"): every call carries a JWT the
 * EHR signed with an asymmetric key. The issuer must be allow-listed (cds_clients), its keys
 * come only from the JWKS URL allow-listed for it, the audience is the exact URL called, and
 * each token is used once.
 */

/** No `none`, no HMAC: the asymmetric algorithms CDS Hooks allows (ES384 and RS384 recommended). */
export const CDS_ALGORITHMS = ['ES256', 'ES384', 'ES512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512']
export const MAX_TOKEN_AGE = '5m'
const CLOCK_TOLERANCE_SECONDS = 30
const MAX_TOKEN_CHARS = 8 * 1024

export type CdsClient = { id: string; organisationId: string; iss: string; jku: string; tenant: string | null }

/** Why a token was refused: logged as a category, never with the token or its claims. */
export type Refusal =
  | 'no_token'
  | 'malformed'
  | 'algorithm'
  | 'unknown_issuer'
  | 'jku_mismatch'
  | 'tenant_mismatch'
  | 'invalid'
  | 'replayed'

export type Verified = { ok: true; client: CdsClient } | { ok: false; reason: Refusal }

/** A JWKS URL an operator may allow-list: https, or http on a loopback address (a local EHR). */
export function allowedJku(value: string): boolean {
  try {
    const url = new URL(value)
    if (url.username || url.password || url.hash) return false
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname))
  } catch {
    return false
  }
}

/** Allow-lists an EHR as a CDS client of an organisation. */
export async function addCdsClient(
  db: Db,
  client: { organisationId: string; iss: string; jku: string; tenant?: string | null },
): Promise<CdsClient> {
  if (!client.iss.trim()) throw new Error('The issuer (iss) is required.')
  if (!allowedJku(client.jku)) throw new Error('The JWKS URL (jku) must be https (or http on a loopback address).')
  const [row] = await db
    .insert(cdsClients)
    .values({ organisationId: client.organisationId, iss: client.iss, jku: client.jku, tenant: client.tenant ?? null })
    // Adding an allow-listed issuer again replaces its organisation, JWKS URL and tenant.
    .onConflictDoUpdate({
      target: cdsClients.iss,
      set: { organisationId: client.organisationId, jku: client.jku, tenant: client.tenant ?? null },
    })
    .returning()
  return { id: row!.id, organisationId: row!.organisationId, iss: row!.iss, jku: row!.jku, tenant: row!.tenant }
}

export async function findCdsClient(db: Db, iss: string): Promise<CdsClient | null> {
  const [row] = await db.select().from(cdsClients).where(eq(cdsClients.iss, iss)).limit(1)
  return row ? { id: row.id, organisationId: row.organisationId, iss: row.iss, jku: row.jku, tenant: row.tenant } : null
}

/** How long a node keeps an allow-list answer: a client removed (or added) counts within this time. */
export const CLIENT_CACHE_MS = 30_000
const clientCache = new Map<string, { client: CdsClient | null; until: number }>()
const MAX_CACHED_CLIENTS = 1000

async function cachedClient(db: Db, iss: string, now: number): Promise<CdsClient | null> {
  const hit = clientCache.get(iss)
  if (hit && hit.until > now) return hit.client
  const client = await findCdsClient(db, iss)
  // Unknown issuers are not cached: a flood of made-up ones must not push out the real ones.
  if (client) {
    if (clientCache.size >= MAX_CACHED_CLIENTS) clientCache.delete(clientCache.keys().next().value!)
    clientCache.set(iss, { client, until: now + CLIENT_CACHE_MS })
  } else clientCache.delete(iss)
  return client
}

// One key set per allow-listed URL: jose caches the keys (10 minutes) and refetches at most
// every 30 s for an unknown kid, so a flood of bad kids cannot turn into a flood of fetches.
const keySets = new Map<string, JWTVerifyGetKey>()
const MAX_KEY_SETS = 1000

function keySetFor(jku: string): JWTVerifyGetKey {
  let set = keySets.get(jku)
  if (!set) {
    if (keySets.size >= MAX_KEY_SETS) keySets.delete(keySets.keys().next().value!)
    set = createRemoteJWKSet(new URL(jku), { timeoutDuration: 3_000, cooldownDuration: 30_000, cacheMaxAge: 600_000 })
    keySets.set(jku, set)
  }
  return set
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header ? /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header.trim()) : null
  return match?.[1] ?? null
}

/**
 * Verifies the call's JWT for the endpoint at `audience` (the exact URL, built from
 * PUBLIC_URL) and records its jti. Resolves with the allow-listed client or the refusal's category.
 */
export async function verifyCdsCall(db: Db, request: Request, audience: string, now = new Date()): Promise<Verified> {
  const token = bearerToken(request)
  if (!token) return { ok: false, reason: 'no_token' }
  if (token.length > MAX_TOKEN_CHARS) return { ok: false, reason: 'malformed' }

  let iss: string | undefined
  let jkuHeader: unknown
  try {
    const header = decodeProtectedHeader(token)
    if (typeof header.alg !== 'string' || !CDS_ALGORITHMS.includes(header.alg)) return { ok: false, reason: 'algorithm' }
    jkuHeader = header.jku
    iss = decodeJwt(token).iss
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (typeof iss !== 'string' || iss === '') return { ok: false, reason: 'malformed' }

  const client = await cachedClient(db, iss, Date.now())
  if (!client) return { ok: false, reason: 'unknown_issuer' }
  if (jkuHeader !== undefined && jkuHeader !== client.jku) return { ok: false, reason: 'jku_mismatch' }

  let payload
  try {
    ;({ payload } = await jwtVerify(token, keySetFor(client.jku), {
      algorithms: CDS_ALGORITHMS,
      typ: 'JWT',
      issuer: client.iss,
      audience,
      requiredClaims: ['iss', 'aud', 'iat', 'exp', 'jti'],
      maxTokenAge: MAX_TOKEN_AGE,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
    }))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (client.tenant !== null && payload.tenant !== undefined && payload.tenant !== client.tenant) {
    return { ok: false, reason: 'tenant_mismatch' }
  }
  if (typeof payload.jti !== 'string' || payload.jti === '' || payload.jti.length > 256) return { ok: false, reason: 'invalid' }

  // Kept until the token could no longer pass the checks above (its expiry or its age limit).
  const expiresAt = new Date(Math.min(payload.exp! * 1000, payload.iat! * 1000 + 5 * 60_000) + CLOCK_TOLERANCE_SECONDS * 1000)
  const key = `cds:${createHash('sha256').update(`${client.iss}\n${payload.jti}`).digest('base64url')}`
  const inserted = await db.insert(usedTokenIds).values({ key, expiresAt }).onConflictDoNothing().returning()
  if (inserted.length === 0) return { ok: false, reason: 'replayed' }
  return { ok: true, client }
}

export async function deleteExpiredTokenIds(db: Db, now = new Date()): Promise<void> {
  await db.delete(usedTokenIds).where(lt(usedTokenIds.expiresAt, now))
}
