import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { organisations, usedTokenIds } from '#app/db/schema.ts'
import { startCdsClient, type CdsClient } from '#tests/ehr/cds-client.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { addCdsClient, allowedJku, deleteExpiredTokenIds, findCdsClient, verifyCdsCall } from './trust.server.ts'

const AUD = 'https://consilium.example.org/cds-services/consilium-prevent'

let t: TestDb
let ehr: CdsClient
let organisationId: string
beforeAll(async () => {
  t = await createTestDb()
  ehr = await startCdsClient({ iss: 'https://ehr.db-test.example' })
  const [org] = await t.db.insert(organisations).values({ name: 'Harbour Clinic' }).returning()
  organisationId = org!.id
  await addCdsClient(t.db, { organisationId, iss: ehr.iss, jku: ehr.jku })
})
afterAll(async () => {
  await ehr?.stop()
  await t?.close()
})

const request = (jwt: string | null) => new Request(AUD, { method: 'POST', headers: jwt ? { authorization: `Bearer ${jwt}` } : {} })

describe('allow-listing an EHR', () => {
  test('the JWKS URL must be https, or http on a loopback address', async () => {
    expect(allowedJku('https://ehr.example.org/.well-known/jwks.json')).toBe(true)
    expect(allowedJku('http://127.0.0.1:8080/jwks.json')).toBe(true)
    expect(allowedJku('http://ehr.example.org/jwks.json')).toBe(false)
    expect(allowedJku('https://user:pw@ehr.example.org/jwks.json')).toBe(false)
    expect(allowedJku('file:///etc/passwd')).toBe(false)
    await expect(addCdsClient(t.db, { organisationId, iss: 'https://other.example', jku: 'http://10.0.0.5/jwks.json' })).rejects.toThrow(/https/)
  })

  test('one client per iss: adding it again replaces its JWKS URL and tenant', async () => {
    expect(await findCdsClient(t.db, ehr.iss)).toMatchObject({ organisationId, iss: ehr.iss, jku: ehr.jku, tenant: null })
    const moved = `${ehr.jku}?moved`
    const again = await addCdsClient(t.db, { organisationId, iss: ehr.iss, jku: moved, tenant: 't1' })
    expect(await findCdsClient(t.db, ehr.iss)).toEqual(again)
    expect(again).toMatchObject({ jku: moved, tenant: 't1' })
    await addCdsClient(t.db, { organisationId, iss: ehr.iss, jku: ehr.jku })
    expect(await findCdsClient(t.db, ehr.iss)).toMatchObject({ jku: ehr.jku, tenant: null })
  })
})

describe('verifying a call', () => {
  test('a good token passes once and names the client; its jti is kept until it expires', async () => {
    const jwt = await ehr.signCdsJwt({ aud: AUD })
    expect(await verifyCdsCall(t.db, request(jwt), AUD)).toMatchObject({ ok: true, client: { iss: ehr.iss, organisationId } })
    expect(await verifyCdsCall(t.db, request(jwt), AUD)).toEqual({ ok: false, reason: 'replayed' })
    const rows = await t.db.select().from(usedTokenIds)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.key).not.toContain(jwt.split('.')[1]!.slice(0, 20))
    expect(rows[0]!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 31_000)
  })

  test.each<[string, () => Promise<string | null>, string]>([
    ['no token', async () => null, 'no_token'],
    ['not a JWT', async () => 'abc.def', 'malformed'],
    ['alg none', () => ehr.signCdsJwt({ aud: AUD, alg: 'none' }), 'algorithm'],
    ['HS256', () => ehr.signCdsJwt({ aud: AUD, alg: 'HS256' }), 'algorithm'],
    ['unknown iss', () => ehr.signCdsJwt({ aud: AUD, iss: 'https://stranger.example' }), 'unknown_issuer'],
    ['another jku', () => ehr.signCdsJwt({ aud: AUD, jku: 'https://evil.example/jwks.json' }), 'jku_mismatch'],
    ['another audience', () => ehr.signCdsJwt({ aud: `${AUD}/feedback` }), 'invalid'],
    ['an unpublished key', () => ehr.signCdsJwt({ aud: AUD, unpublishedKey: true }), 'invalid'],
  ])('%s is refused (%s)', async (_, make, reason) => {
    expect(await verifyCdsCall(t.db, request(await make()), AUD)).toEqual({ ok: false, reason })
  })

  test('expired token ids are deleted', async () => {
    await t.db.insert(usedTokenIds).values({ key: 'cds:old', expiresAt: new Date(Date.now() - 1000) })
    await deleteExpiredTokenIds(t.db)
    const keys = (await t.db.execute(sql`select key from used_token_ids`)).rows.map((r) => (r as { key: string }).key)
    expect(keys).not.toContain('cds:old')
    expect(keys).toHaveLength(1)
  })
})
