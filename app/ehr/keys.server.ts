import { and, eq } from 'drizzle-orm'
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'

import type { Db } from '#app/db/client.server.ts'
import { appSecrets } from '#app/db/schema.ts'
import { decryptJson, encryptJson, tokenKeysFor } from '#app/ehr/token-crypto.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * Consilium's signing keys as a SMART confidential asymmetric client (`private_key_jwt`).
 *
 * Three kinds of key live in one app_secrets row, shared by every node:
 * - `current` signs client assertions;
 * - `next` is already published, so that an EHR that cached our JWKS for its max-age knows it
 *   before it starts signing (oidc-provider does not refetch for an unknown `kid` inside
 *   max-age: research ehr-integration §1.4);
 * - `retired` public keys stay published until their `until` time, for assertions and
 *   EHR caches still in flight.
 *
 * The row is encrypted with the EHR token key (a row written in the clear by an earlier version
 * is read and stored again encrypted). An operator may instead supply the keys in
 * EHR_SIGNING_KEYS (a JWKS of private keys, current first); then the database holds none.
 */
export const SIGNING_ALG = 'ES384'
/** Cache-Control max-age of /.well-known/jwks.json, in seconds. */
export const JWKS_MAX_AGE_SECONDS = 600
/** How long a node keeps the key row before reading it again, in milliseconds. */
const KEY_CACHE_MS = 60_000
const SECRET_NAME = 'ehr-signing-keys'
const SECRET_PURPOSE = 'app_secrets.ehr-signing-keys'

type StoredKey = { kid: string; privateJwk: JWK; publicJwk: JWK; createdAt: string }
type RetiredKey = { kid: string; publicJwk: JWK; until: string }
export type StoredKeySet = { current: StoredKey; next: StoredKey; retired: RetiredKey[] }

export type PublicJwk = JWK & { kid: string; alg: string; use: 'sig' }

async function newKey(now: Date): Promise<StoredKey> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true })
  const publicJwk = await exportJWK(publicKey)
  const kid = await calculateJwkThumbprint(publicJwk)
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG },
    publicJwk: { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' },
    createdAt: now.toISOString(),
  }
}

async function sealed(db: Db, keys: StoredKeySet): Promise<string> {
  return encryptJson(await tokenKeysFor(db), SECRET_PURPOSE, keys)
}

async function readRow(db: Db): Promise<{ raw: string; keys: StoredKeySet } | null> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME))
  if (!row) return null
  if (row.value.startsWith('{')) {
    // Stored in the clear by an earlier version: store it encrypted (compare-and-set, so a
    // rotation running meanwhile is not undone).
    const keys = JSON.parse(row.value) as StoredKeySet
    const value = await sealed(db, keys)
    const [updated] = await db
      .update(appSecrets)
      .set({ value })
      .where(and(eq(appSecrets.name, SECRET_NAME), eq(appSecrets.value, row.value)))
      .returning()
    return updated ? { raw: value, keys } : readRow(db)
  }
  const keys = decryptJson(await tokenKeysFor(db), SECRET_PURPOSE, row.value) as StoredKeySet | null
  // Never replaced by new keys: EHRs know these. The operator must restore the token key.
  if (!keys) throw new Error('The EHR signing keys cannot be decrypted with EHR_TOKEN_KEY; restore the key they were stored with.')
  return { raw: row.value, keys }
}

/** A key set from EHR_SIGNING_KEYS: the first key signs; the others are published as well. */
export async function keySetFromJwks(json: string): Promise<StoredKeySet> {
  const { keys } = JSON.parse(json) as { keys: JWK[] }
  const stored = await Promise.all(
    keys.map(async (jwk): Promise<StoredKey> => {
      const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, key_ops: _ops, ...publicPart } = jwk
      const publicJwk = { kty: publicPart.kty, crv: publicPart.crv, x: publicPart.x, y: publicPart.y }
      // Proves the key is a usable ES384 private key before any assertion is signed with it.
      await importJWK({ ...jwk, alg: SIGNING_ALG }, SIGNING_ALG)
      const kid = jwk.kid ?? (await calculateJwkThumbprint(publicJwk))
      return {
        kid,
        privateJwk: { ...jwk, kid, alg: SIGNING_ALG },
        publicJwk: { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' },
        createdAt: new Date(0).toISOString(),
      }
    }),
  )
  const [current, ...others] = stored
  if (!current) throw new Error('EHR_SIGNING_KEYS holds no key')
  const far = new Date(8.64e15).toISOString()
  return { current, next: others[0] ?? current, retired: others.slice(1).map((k) => ({ kid: k.kid, publicJwk: k.publicJwk, until: far })) }
}

/**
 * The key set: from EHR_SIGNING_KEYS when set, else from the database, generated and stored on
 * first use (every node agrees: the first insert wins).
 */
export async function loadKeySet(db: Db, now = new Date(), configured = getEnv().EHR_SIGNING_KEYS): Promise<StoredKeySet> {
  if (configured) return keySetFromJwks(configured)
  const found = await readRow(db)
  if (found) return found.keys
  const fresh: StoredKeySet = { current: await newKey(now), next: await newKey(now), retired: [] }
  await db.insert(appSecrets).values({ name: SECRET_NAME, value: await sealed(db, fresh) }).onConflictDoNothing()
  const stored = await readRow(db)
  if (!stored) throw new Error('EHR signing keys could not be stored')
  return stored.keys
}

/** What /.well-known/jwks.json lists: current, next and the retired keys not yet past their time. */
export function publicJwks(keys: StoredKeySet, now = new Date()): { keys: PublicJwk[] } {
  const listed = [keys.current.publicJwk]
  if (keys.next.kid !== keys.current.kid) listed.push(keys.next.publicJwk)
  for (const old of keys.retired) if (new Date(old.until) > now) listed.push(old.publicJwk)
  return { keys: listed.map((jwk) => ({ ...jwk, alg: SIGNING_ALG, use: 'sig' }) as PublicJwk) }
}

export type RotationResult =
  | { ok: true; current: string; next: string; retired: string; retiredUntil: Date }
  | { ok: false; reason: 'next-too-new'; publishableAt: Date }
  | { ok: false; reason: 'keys-from-env' }

/**
 * Promotes `next` to `current`, generates a new `next` and keeps the old current's public key
 * listed until `keepPreviousMinutes` from now. Refuses while `next` has been published for
 * less than the JWKS max-age plus the nodes' key cache (an EHR could not know it yet), unless forced.
 */
export async function rotateKeys(
  db: Db,
  { keepPreviousMinutes, force = false, now = new Date() }: { keepPreviousMinutes: number; force?: boolean; now?: Date },
): Promise<RotationResult> {
  if (getEnv().EHR_SIGNING_KEYS) return { ok: false, reason: 'keys-from-env' }
  await loadKeySet(db, now)
  const found = await readRow(db)
  if (!found) throw new Error('EHR signing keys are missing')
  const { keys, raw } = found
  const publishableAt = new Date(new Date(keys.next.createdAt).getTime() + JWKS_MAX_AGE_SECONDS * 1000 + KEY_CACHE_MS)
  if (!force && publishableAt > now) return { ok: false, reason: 'next-too-new', publishableAt }
  const retiredUntil = new Date(now.getTime() + keepPreviousMinutes * 60_000)
  const rotated: StoredKeySet = {
    current: keys.next,
    next: await newKey(now),
    retired: [
      ...keys.retired.filter((k) => new Date(k.until) > now),
      { kid: keys.current.kid, publicJwk: keys.current.publicJwk, until: retiredUntil.toISOString() },
    ],
  }
  // Compare-and-set: two operators rotating at once cannot both win.
  const updated = await db
    .update(appSecrets)
    .set({ value: await sealed(db, rotated) })
    .where(and(eq(appSecrets.name, SECRET_NAME), eq(appSecrets.value, raw)))
    .returning()
  if (!updated.length) throw new Error('The keys changed during the rotation; run it again.')
  clearKeyCache()
  return { ok: true, current: rotated.current.kid, next: rotated.next.kid, retired: keys.current.kid, retiredUntil }
}

let cached: { at: number; db: Db; keys: Promise<StoredKeySet> } | undefined

/** The key set, read at most once a minute per node. */
export function cachedKeySet(db: Db): Promise<StoredKeySet> {
  if (!cached || cached.db !== db || Date.now() - cached.at > KEY_CACHE_MS) {
    const keys = loadKeySet(db)
    cached = { at: Date.now(), db, keys }
    keys.catch(() => {
      cached = undefined
    })
  }
  return cached.keys
}

export function clearKeyCache() {
  cached = undefined
}

/** The current private key, ready for openid-client's PrivateKeyJwt. */
export async function currentSigningKey(db: Db): Promise<{ key: CryptoKey; kid: string }> {
  const { current } = await cachedKeySet(db)
  const key = (await importJWK(current.privateJwk, SIGNING_ALG)) as CryptoKey
  return { key, kid: current.kid }
}
