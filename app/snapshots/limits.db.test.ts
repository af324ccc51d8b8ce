import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { peek } from '#app/auth/rate-limit.server.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import {
  countMiss,
  limitOrNull,
  missesExceeded,
  pdfBudgets,
  PDF_ADDRESS_LIMIT,
  SNAPSHOT_MISS_LIMIT,
  snapshotCreateBudgets,
  type Requester,
} from './limits.server.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

const anonymous = (address: string): Requester => ({ userId: null, address })
const SNAPSHOT_ID = 'A'.repeat(43)

describe('snapshot budgets', () => {
  test('kept per account, else per tool session or snapshot, and per address', () => {
    const signedIn = { userId: 'u-1', address: '192.0.2.1' }
    expect(snapshotCreateBudgets(signedIn, 'session-1').map((b) => b.key)).toEqual(['snapshot-create-account:u-1', 'snapshot-create-address:192.0.2.1'])
    expect(snapshotCreateBudgets(anonymous('192.0.2.1'), 'session-1').map((b) => b.key)).toEqual(['snapshot-create-session:session-1', 'snapshot-create-address:192.0.2.1'])
    expect(snapshotCreateBudgets(anonymous('192.0.2.1'), null).map((b) => b.key)).toEqual(['snapshot-create-address:192.0.2.1'])
    const [own, address] = pdfBudgets(anonymous('192.0.2.1'), SNAPSHOT_ID)
    // The snapshot id is a capability: only its hash is written anywhere.
    expect(own?.key).toMatch(/^pdf-snapshot:[0-9a-f]{64}$/)
    expect(own?.key).not.toContain(SNAPSHOT_ID)
    expect(address).toEqual({ key: 'pdf-address:192.0.2.1', window: PDF_ADDRESS_LIMIT })
  })

  test("a client refused by its own budget does not use up its address's budget", async () => {
    const budgets = [
      { key: 'own-1', window: { limit: 2, windowSeconds: 600 } },
      { key: 'address-1', window: { limit: 100, windowSeconds: 600 } },
    ]
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await limitOrNull(t.db, budgets))?.status ?? 200)
    expect(answers).toEqual([200, 200, 429, 429, 429])
    expect((await peek(t.db, 'address-1', budgets[1]!.window)).hits).toBe(2)
  })

  test("misses: a signed-in reader has a budget of their own; the address's is far larger", async () => {
    const reader = { userId: 'u-2', address: '192.0.2.2' }
    for (let i = 0; i < SNAPSHOT_MISS_LIMIT.limit; i++) await countMiss(t.db, reader)
    expect((await missesExceeded(t.db, reader))?.status).toBe(429)
    expect(await missesExceeded(t.db, { userId: 'u-3', address: '192.0.2.2' })).toBeNull()
    expect(await missesExceeded(t.db, anonymous('192.0.2.2'))).toBeNull()
  })
})
