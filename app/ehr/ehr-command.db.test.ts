import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { cdsClients, ehrIssuers, ehrSessions, organisations } from '#app/db/schema.ts'
import { createTestEhrSession } from '#tests/support/ehr-session.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { runEhrCommand } from './ehr-command.server.ts'
import { JWKS_MAX_AGE_SECONDS, loadKeySet, publicJwks, rotateKeys } from './keys.server.ts'
import { DEFAULT_SCOPE, WRITE_BACK_SCOPE } from './smart/scopes.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

async function run(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runEhrCommand(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, t.db)
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe(`npm run ehr (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  test('organisations, issuers (added, changed, listed, removed with their sessions)', async () => {
    expect((await run('organisation', 'add', '--name', 'St Elsewhere')).code).toBe(0)
    expect((await run('issuer', 'add', '--organisation', 'Nowhere', '--iss', 'https://ehr.example.org/fhir', '--client-id', 'c')).err).toMatch(
      /no organisation "Nowhere"/,
    )
    expect((await run('issuer', 'add', '--organisation', 'St Elsewhere', '--iss', 'https://ehr.example.org/fhir/', '--client-id', 'c1')).code).toBe(0)
    let [row] = await t.db.select().from(ehrIssuers).where(eq(ehrIssuers.iss, 'https://ehr.example.org/fhir'))
    expect(row).toMatchObject({ clientId: 'c1', tenant: null, scope: DEFAULT_SCOPE })
    expect(DEFAULT_SCOPE).toBe('launch openid fhirUser online_access patient/Patient.rs patient/Observation.rs patient/Condition.rs patient/MedicationRequest.rs patient/Encounter.r')

    const [org] = await t.db.select().from(organisations).where(eq(organisations.name, 'St Elsewhere'))
    await run('issuer', 'add', '--organisation', org!.id, '--iss', 'https://ehr.example.org/fhir', '--client-id', 'c2', '--tenant', 'T1', '--write-back')
    ;[row] = await t.db.select().from(ehrIssuers).where(eq(ehrIssuers.iss, 'https://ehr.example.org/fhir'))
    expect(row).toMatchObject({ clientId: 'c2', tenant: 'T1', scope: WRITE_BACK_SCOPE })
    expect(WRITE_BACK_SCOPE).toMatch(/patient\/DocumentReference\.c patient\/Observation\.c$/)

    const listed = await run('issuer', 'list')
    expect(listed.out).toContain('https://ehr.example.org/fhir\tSt Elsewhere\tc2\tT1')

    const session = await createTestEhrSession(t.db, { iss: 'https://ehr.example.org/fhir', patientId: 'p' })
    expect((await run('issuer', 'remove', '--iss', 'https://ehr.example.org/fhir')).code).toBe(0)
    expect(await t.db.select().from(ehrIssuers).where(eq(ehrIssuers.iss, 'https://ehr.example.org/fhir'))).toEqual([])
    expect(await t.db.select().from(ehrSessions).where(eq(ehrSessions.idHash, session.idHash))).toEqual([])
    expect((await run('issuer', 'remove', '--iss', 'https://ehr.example.org/fhir')).code).toBe(1)
  })

  test('frame ancestors and CDS clients', async () => {
    await run('organisation', 'add', '--name', 'Framed')
    expect((await run('frame-ancestors', 'set', '--organisation', 'Framed', 'https://ehr.example.org', 'http://127.0.0.1:3999')).code).toBe(0)
    let [org] = await t.db.select().from(organisations).where(eq(organisations.name, 'Framed'))
    expect(org?.frameAncestors).toEqual(['https://ehr.example.org', 'http://127.0.0.1:3999'])
    expect((await run('frame-ancestors', 'set', '--organisation', 'Framed', 'http://ehr.example.org')).code).toBe(2)
    await run('frame-ancestors', 'set', '--organisation', 'Framed')
    ;[org] = await t.db.select().from(organisations).where(eq(organisations.name, 'Framed'))
    expect(org?.frameAncestors).toEqual([])

    expect((await run('cds-client', 'add', '--organisation', 'Framed', '--iss', 'https://ehr.example.org', '--jku', 'https://ehr.example.org/jwks')).code).toBe(0)
    expect(await t.db.select().from(cdsClients).where(eq(cdsClients.iss, 'https://ehr.example.org'))).toHaveLength(1)
    expect((await run('cds-client', 'list')).out).toContain('https://ehr.example.org/jwks')
    expect((await run('cds-client', 'remove', '--iss', 'https://ehr.example.org')).code).toBe(0)
  })

  test('bad input answers 2 with the usage', async () => {
    const answer = await run('issuer', 'add', '--iss', 'ftp://x')
    expect(answer.code).toBe(2)
    expect(answer.err).toMatch(/Usage: npm run ehr/)
  })
})

describe('signing keys and their rotation', () => {
  test('generated once, ES384, current and next published with alg, kid and use', async () => {
    const keys = await loadKeySet(t.db)
    expect(await loadKeySet(t.db)).toEqual(keys)
    const jwks = publicJwks(keys)
    expect(jwks.keys.map((k) => k.kid)).toEqual([keys.current.kid, keys.next.kid])
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-384', alg: 'ES384', use: 'sig' })
      expect(key).not.toHaveProperty('d')
    }
  })

  test('rotation waits until the next key has been published for the JWKS max-age', async () => {
    const before = await loadKeySet(t.db)
    const createdAt = new Date(before.next.createdAt).getTime()
    const tooSoon = await rotateKeys(t.db, { keepPreviousMinutes: 60, now: new Date(createdAt + 1000) })
    expect(tooSoon.ok).toBe(false)

    const at = new Date(createdAt + (JWKS_MAX_AGE_SECONDS + 120) * 1000)
    const rotated = await rotateKeys(t.db, { keepPreviousMinutes: 60, now: at })
    expect(rotated).toMatchObject({ ok: true, current: before.next.kid, retired: before.current.kid })
    const after = await loadKeySet(t.db)
    expect(after.current.kid).toBe(before.next.kid)
    expect(after.next.kid).not.toBe(before.next.kid)
    // The old key stays listed for the configured time, then drops out.
    expect(publicJwks(after, at).keys.map((k) => k.kid)).toEqual([after.current.kid, after.next.kid, before.current.kid])
    expect(publicJwks(after, new Date(at.getTime() + 61 * 60_000)).keys.map((k) => k.kid)).toEqual([after.current.kid, after.next.kid])
  })

  test('the operator command rotates with --force and lists the keys', async () => {
    const before = await loadKeySet(t.db)
    expect((await run('keys', 'rotate')).code).toBe(1)
    const forced = await run('keys', 'rotate', '--force', '--keep-previous-minutes', '5')
    expect(forced.code).toBe(0)
    expect((await loadKeySet(t.db)).current.kid).toBe(before.next.kid)
    expect((await run('keys', 'list')).out).toMatch(/current\t.*\nnext\t.*\nretired/)
  })
})
