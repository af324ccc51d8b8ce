import { createHash, randomBytes } from 'node:crypto'

import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { createCookie, type Cookie } from 'react-router'

import type { Db } from '#app/db/client.server.ts'
import type * as schema from '#app/db/schema.ts'
import { ehrIssuers, ehrSessions } from '#app/db/schema.ts'
import type { EhrSession } from '#app/ehr/ehr-session.ts'
import { createFhirReader } from '#app/ehr/fhir-client.server.ts'
import { refreshTokens, type SmartEndpoints, type TokenAnswer } from '#app/ehr/smart/client.server.ts'
import { decryptJson, encryptJson, tokenKeysFor } from '#app/ehr/token-crypto.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

/** What only the server may know about an EHR session: encrypted at rest in `ehr_sessions.secret`. */
export type EhrSessionSecret = TokenAnswer & {
  endpoints: SmartEndpoints
  patientId: string | null
  encounterId: string | null
  /** Granted scopes (the token response's `scope`, else what was asked for). */
  scopes: string[]
  needPatientBanner: boolean
  /** The id_token's `fhirUser` (absent in sessions stored before it was kept). */
  fhirUser?: string | null
  intent: string | null
  appContext: string | null
  /** SMART 2.2 `fhirContext`, as the EHR sent it. */
  fhirContext: unknown[] | null
  tenant: string | null
}

export type EhrSessionPolicy = { idleMinutes: number; absoluteMinutes: number }

export function ehrSessionPolicy(): EhrSessionPolicy {
  const env = getEnv()
  return { idleMinutes: env.EHR_SESSION_IDLE_MINUTES, absoluteMinutes: env.EHR_SESSION_ABSOLUTE_MINUTES }
}

const SECRET_PURPOSE = 'ehr_sessions.secret'

export const hashEhrSessionId = (id: string) => createHash('sha256').update(id).digest('hex')

/**
 * The EHR session cookie: separate from the account session, and usable inside the EHR's
 * cross-site frame, hence `SameSite=None; Secure; Partitioned` (CHIPS). Over HTTPS it is
 * `__Host-` prefixed. Over plain http (loopback only: tests, `npm start`) it keeps `Secure`:
 * Chromium and Firefox treat http://localhost and http://127.0.0.1 as secure contexts and
 * store Secure cookies from them (decision 0045); a `__Host-` name is left out there.
 */
export function ehrSessionCookie(request: Request, maxAgeSeconds?: number): Cookie {
  const https = new URL(request.url).protocol === 'https:'
  return createCookie(https ? '__Host-consilium_ehr' : 'consilium_ehr', {
    httpOnly: true,
    secure: true,
    sameSite: 'none',
    partitioned: true,
    path: '/',
    maxAge: maxAgeSeconds ?? ehrSessionPolicy().absoluteMinutes * 60,
  })
}

export type NewEhrSession = {
  issuerId: string
  organisationId: string
  userHash: string | null
  secret: EhrSessionSecret
}

/** Stores a new EHR session; answers the random id for the cookie (only its hash is stored). */
export async function createEhrSession(
  db: Db,
  session: NewEhrSession,
  { policy = ehrSessionPolicy(), now = new Date() }: { policy?: EhrSessionPolicy; now?: Date } = {},
): Promise<{ id: string; idHash: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url')
  const idHash = hashEhrSessionId(id)
  const expiresAt = new Date(now.getTime() + policy.absoluteMinutes * 60_000)
  const keys = await tokenKeysFor(db)
  await db.insert(ehrSessions).values({
    idHash,
    issuerId: session.issuerId,
    organisationId: session.organisationId,
    userHash: session.userHash,
    secret: encryptJson(keys, SECRET_PURPOSE, session.secret),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  })
  return { id, idHash, expiresAt }
}

export type StoredEhrSession = {
  idHash: string
  organisationId: string
  issuerId: string
  iss: string
  clientId: string
  userHash: string | null
  secret: EhrSessionSecret
}

/**
 * The session when it exists and is neither idle too long nor too old; every read moves its
 * last-seen time. A row whose secret no key opens counts as no session.
 */
export async function readEhrSession(
  db: Db,
  id: string,
  { policy = ehrSessionPolicy(), now = new Date() }: { policy?: EhrSessionPolicy; now?: Date } = {},
): Promise<StoredEhrSession | null> {
  const idHash = hashEhrSessionId(id)
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000)
  const [row] = await db
    .update(ehrSessions)
    .set({ lastSeenAt: sql`greatest(${ehrSessions.lastSeenAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(ehrSessions.idHash, idHash), gt(ehrSessions.expiresAt, now), gt(ehrSessions.lastSeenAt, idleCutoff)))
    .returning()
  if (!row) return null
  const [issuer] = await db.select().from(ehrIssuers).where(eq(ehrIssuers.id, row.issuerId))
  if (!issuer) return null
  const secret = decryptJson(await tokenKeysFor(db), SECRET_PURPOSE, row.secret) as EhrSessionSecret | null
  if (!secret) return null
  return {
    idHash,
    organisationId: row.organisationId,
    issuerId: row.issuerId,
    iss: issuer.iss,
    clientId: issuer.clientId,
    userHash: row.userHash,
    secret,
  }
}

/** Refreshes in flight on this node (per database handle), per session: the next one waits for the one before. */
const nodeLocksOf = new WeakMap<Db, Map<string, Promise<unknown>>>()

/** PGlite runs every query of the process one after another, and blocks them all during a transaction. */
const isPglite = (db: Db) => typeof (db as { $client?: { dumpDataDir?: unknown } }).$client?.dumpDataDir === 'function'

/**
 * Runs a refresh with the session locked, so two requests of one session never spend the same
 * refresh token: the second waits, then finds the first one's tokens in `latest`. What `work`
 * answers is stored before the lock is released. Within a node an in-process lock per session
 * does it (PGlite means a single process); on PostgreSQL the row is also locked
 * (`SELECT … FOR UPDATE` in a transaction) for the other nodes.
 */
async function refreshLocked(
  db: Db,
  idHash: string,
  work: (latest: EhrSessionSecret | null) => Promise<EhrSessionSecret | null>,
): Promise<void> {
  let nodeLocks = nodeLocksOf.get(db)
  if (!nodeLocks) nodeLocksOf.set(db, (nodeLocks = new Map()))
  const before = nodeLocks.get(idHash) ?? Promise.resolve()
  const mine = before.catch(() => undefined).then(async () => {
    const keys = await tokenKeysFor(db)
    const decrypt = (rows: { secret: string }[]) => (rows[0] ? (decryptJson(keys, SECRET_PURPOSE, rows[0].secret) as EhrSessionSecret | null) : null)
    const store = (target: Db, next: EhrSessionSecret) =>
      target.update(ehrSessions).set({ secret: encryptJson(keys, SECRET_PURPOSE, next) }).where(eq(ehrSessions.idHash, idHash))
    const select = (target: Db) => target.select({ secret: ehrSessions.secret }).from(ehrSessions).where(eq(ehrSessions.idHash, idHash))
    if (isPglite(db)) {
      // A transaction would stop every other query of the process while the EHR answers.
      const next = await work(decrypt(await select(db)))
      if (next) await store(db, next)
      return
    }
    // Both drivers' transactions take the same callback; the union type hides it.
    await (db as PgliteDatabase<typeof schema>).transaction(async (tx) => {
      const next = await work(decrypt(await select(tx as unknown as Db).for('update')))
      if (next) await store(tx as unknown as Db, next)
    })
  })
  nodeLocks.set(idHash, mine)
  try {
    await mine
  } finally {
    if (nodeLocks.get(idHash) === mine) nodeLocks.delete(idHash)
  }
}

/** Replaces the tokens of a session after a refresh. */
export async function updateEhrSessionTokens(db: Db, idHash: string, secret: EhrSessionSecret) {
  const keys = await tokenKeysFor(db)
  await db.update(ehrSessions).set({ secret: encryptJson(keys, SECRET_PURPOSE, secret) }).where(eq(ehrSessions.idHash, idHash))
}

export async function deleteEhrSession(db: Db, id: string) {
  await db.delete(ehrSessions).where(eq(ehrSessions.idHash, hashEhrSessionId(id)))
}

export async function deleteExpiredEhrSessions(db: Db, { policy = ehrSessionPolicy(), now = new Date() } = {}) {
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000)
  await db.delete(ehrSessions).where(or(lt(ehrSessions.expiresAt, now), lt(ehrSessions.lastSeenAt, idleCutoff)))
}

export type RefreshFn = (stored: StoredEhrSession, refreshToken: string) => Promise<TokenAnswer>

/**
 * The EhrSession a request sees: its FhirReader refreshes the access token once on a 401 (or
 * when `expires_in` has run out) with `private_key_jwt`, and stores the new tokens. Calls of one
 * request that fail with the same token share one refresh, so a refresh token is used once.
 */
export function toEhrSession(
  db: Db,
  stored: StoredEhrSession,
  {
    refresh = (s, refreshToken) => refreshTokens(db, { clientId: s.clientId, endpoints: s.secret.endpoints, refreshToken }),
    fetch: doFetch,
  }: { refresh?: RefreshFn; fetch?: typeof fetch } = {},
): EhrSession {
  let secret = stored.secret
  let refreshing: Promise<string | null> | undefined
  const fhir = createFhirReader({
    base: stored.iss,
    timeoutMs: getEnv().EHR_FETCH_TIMEOUT_MS,
    fetch: doFetch,
    tokens: {
      current: async () => ({ accessToken: secret.accessToken, expiresAt: secret.accessExpiresAt }),
      refresh: async (failedToken) => {
        // Another call of this request has already replaced the token that failed.
        if (secret.accessToken !== failedToken) return secret.accessToken
        refreshing ??= refreshLocked(db, stored.idHash, async (latest) => {
          // Another request of this session may have refreshed meanwhile: its tokens win.
          if (latest && latest.accessToken !== failedToken) {
            secret = latest
            return null
          }
          if (!secret.refreshToken) return null
          const answer = await refresh(stored, secret.refreshToken)
          secret = { ...secret, ...answer, scopes: answer.scope ? answer.scope.split(/\s+/).filter(Boolean) : secret.scopes }
          return secret
        }).then(() => (secret.accessToken !== failedToken ? secret.accessToken : null)).finally(() => {
          refreshing = undefined
        })
        return refreshing
      },
    },
  })
  return {
    idHash: stored.idHash,
    organisationId: stored.organisationId,
    issuerId: stored.issuerId,
    iss: stored.iss,
    tenant: secret.tenant,
    patientId: secret.patientId,
    encounterId: secret.encounterId,
    scopes: secret.scopes,
    userHash: stored.userHash,
    fhirUser: secret.fhirUser ?? null,
    needPatientBanner: secret.needPatientBanner,
    intent: secret.intent,
    appContext: secret.appContext,
    fhir,
  }
}
