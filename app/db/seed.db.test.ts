import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { getOrCreateSecret } from '#app/auth/secrets.server.ts'
import { signIn } from '#app/auth/accounts.server.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { organisations, users } from './schema.ts'
import { DEMO_ACCOUNTS, isEmpty, seedDemoData } from './seed.server.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

const limits = {
  perAccountFailures: { limit: 100, windowSeconds: 3600 },
  perAddressFailures: { limit: 100, windowSeconds: 300 },
  perKnownBrowserFailures: { limit: 10, windowSeconds: 3600 },
}

describe('demo data', () => {
  test('a fresh database is empty; seeding twice gives the same data', async () => {
    expect(await isEmpty(t.db)).toBe(true)
    await seedDemoData(t.db)
    await seedDemoData(t.db)
    expect(await isEmpty(t.db)).toBe(false)
    const orgs = await t.db.select().from(organisations)
    expect(orgs).toHaveLength(1)
    expect(orgs[0]).toMatchObject({
      name: 'Riverside Health',
      subscriptionStatus: 'active',
      ipAccessEnabled: false,
      ipRanges: ['127.0.0.0/8'],
    })
    const people = await t.db.select().from(users)
    expect(people.map((u) => u.email).sort()).toEqual([DEMO_ACCOUNTS.clinician.email, DEMO_ACCOUNTS.personal.email])
    expect(people.find((u) => u.email === DEMO_ACCOUNTS.clinician.email)).toMatchObject({
      organisationId: orgs[0]?.id,
      patientEncounterReportAccess: true,
    })
    expect(people.find((u) => u.email === DEMO_ACCOUNTS.personal.email)?.organisationId).toBeNull()
  })

  test('the README sign-ins work', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const r = await signIn(t.db, { email: account.email, password: account.password, clientIp: '127.0.0.1', knownBrowserTokens: [] }, limits)
      expect(r.ok).toBe(true)
    }
  })
})

describe('generated secrets', () => {
  test('are created once and then kept', async () => {
    const first = await getOrCreateSecret(t.db, 'session-cookie')
    const second = await getOrCreateSecret(t.db, 'session-cookie')
    expect(first).toEqual(second)
    expect(first[0]?.length).toBeGreaterThanOrEqual(43)
  })

  test('a secret given in the environment wins, comma-separated for rotation', async () => {
    expect(await getOrCreateSecret(t.db, 'session-cookie', 'a'.repeat(32) + ',' + 'b'.repeat(32))).toEqual([
      'a'.repeat(32),
      'b'.repeat(32),
    ])
  })
})
