import { eq } from 'drizzle-orm'
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, createLocalJWKSet } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { appSecrets } from '#app/db/schema.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { clearKeyCache, loadKeySet, publicJwks, SIGNING_ALG, type StoredKeySet } from './keys.server.ts'
import { decryptJson, tokenKeysFor } from './token-crypto.server.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

const NAME = 'ehr-signing-keys'
const row = async () => (await t.db.select().from(appSecrets).where(eq(appSecrets.name, NAME)))[0]?.value

async function privateJwk(kid?: string) {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true })
  return { ...(await exportJWK(privateKey)), ...(kid ? { kid } : {}) }
}

describe(`signing keys at rest (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  test('stored encrypted with the EHR token key: no private key material in the row', async () => {
    clearKeyCache()
    const keys = await loadKeySet(t.db, new Date(), undefined)
    const stored = (await row())!
    expect(stored.startsWith('v1.')).toBe(true)
    expect(stored).not.toContain(keys.current.privateJwk.d!)
    expect(stored).not.toContain('"d"')
    expect(decryptJson(await tokenKeysFor(t.db), 'app_secrets.ehr-signing-keys', stored)).toEqual(keys)
    expect(await loadKeySet(t.db, new Date(), undefined)).toEqual(keys)
  })

  test('a row stored in the clear by an earlier version is read, and stored again encrypted', async () => {
    const keys = await loadKeySet(t.db, new Date(), undefined)
    await t.db.update(appSecrets).set({ value: JSON.stringify(keys) }).where(eq(appSecrets.name, NAME))
    const read: StoredKeySet = await loadKeySet(t.db, new Date(), undefined)
    expect(read).toEqual(keys)
    const stored = (await row())!
    expect(stored.startsWith('v1.')).toBe(true)
    expect(stored).not.toContain(keys.current.privateJwk.d!)
    expect(await loadKeySet(t.db, new Date(), undefined)).toEqual(keys)
  })

  test('a row no token key opens is an error, never replaced by new keys', async () => {
    const before = (await row())!
    await t.db.update(appSecrets).set({ value: `v1.${'A'.repeat(16)}.${'B'.repeat(40)}` }).where(eq(appSecrets.name, NAME))
    await expect(loadKeySet(t.db, new Date(), undefined)).rejects.toThrow(/cannot be decrypted/)
    await t.db.update(appSecrets).set({ value: before }).where(eq(appSecrets.name, NAME))
  })
})

describe('signing keys from EHR_SIGNING_KEYS', () => {
  test('the first key signs, every key is published without its private part, nothing is stored', async () => {
    await t.db.delete(appSecrets).where(eq(appSecrets.name, NAME))
    const first = await privateJwk('ops-2026-11')
    const second = await privateJwk()
    const third = await privateJwk('ops-2026-05')
    const json = JSON.stringify({ keys: [first, second, third] })
    expect(parseEnv({ EHR_SIGNING_KEYS: json }).EHR_SIGNING_KEYS).toBe(json)

    const keys = await loadKeySet(t.db, new Date(), json)
    expect(keys.current.kid).toBe('ops-2026-11')
    const published = publicJwks(keys)
    expect(published.keys).toHaveLength(3)
    expect(published.keys[0]!.kid).toBe('ops-2026-11')
    for (const key of published.keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-384', alg: 'ES384', use: 'sig' })
      expect(key).not.toHaveProperty('d')
    }
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: SIGNING_ALG, kid: keys.current.kid })
      .sign(await importJWK(keys.current.privateJwk, SIGNING_ALG))
    await expect(jwtVerify(jwt, createLocalJWKSet(published))).resolves.toBeTruthy()
    expect(await row()).toBeUndefined()

    // A single key is published once.
    expect(publicJwks(await loadKeySet(t.db, new Date(), JSON.stringify({ keys: [first] }))).keys).toHaveLength(1)
  })

  test('public keys, other curves and bad JSON are refused at start', async () => {
    const { publicKey } = await generateKeyPair(SIGNING_ALG)
    const rsa = await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)
    for (const value of ['{"keys":[]}', JSON.stringify({ keys: [await exportJWK(publicKey)] }), JSON.stringify({ keys: [rsa] }), 'not json', '[]']) {
      expect(() => parseEnv({ EHR_SIGNING_KEYS: value })).toThrow(/EHR_SIGNING_KEYS/)
    }
  })
})
