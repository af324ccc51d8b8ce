import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { snapshots } from '#app/db/schema.ts'
import { startEncounter } from '#app/encounters/encounters.server.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import {
  createSnapshot,
  deleteExpiredSnapshots,
  getSnapshot,
  hashSnapshotId,
  revokeSnapshot,
  type SnapshotPayload,
} from './snapshots.server.ts'

let t: TestDb
let aggregateId: string
beforeAll(async () => {
  t = await createTestDb()
  aggregateId = await startEncounter(t.db, { tool, organisationId: null, userId: null })
})
afterAll(() => t.close())

const tool = { slug: 'cha2ds2-vasc', version: '1.0.0' }
const payload: SnapshotPayload = {
  calculator: { input: { age: 76 }, output: { cha2ds2_vasc_score: 6 } },
  calculatorBatch: { output: null },
  ui: { selected: [], viewType: 'OPTION_GRID_GRID_VIEW' },
}
const make = (now = new Date(), ttlDays = 90) => createSnapshot(t.db, { aggregateId, tool, payload, ttlDays, now })

describe('snapshots', () => {
  test('only the hash of the id is stored; the row never contains the id', async () => {
    const created = await make(new Date('2026-11-22T10:00:00Z'))
    expect(created.createdAt).toBe('2026-11-22T10:00:00.000Z')
    expect(created.expiresAt).toBe('2027-02-20T10:00:00.000Z')
    const rows = await t.db.select().from(snapshots)
    const row = rows.find((r) => r.idHash === hashSnapshotId(created.id))
    expect(row).toBeDefined()
    expect(JSON.stringify(rows)).not.toContain(created.id)
    expect(row?.data).toMatchObject({ ...payload, tool, createdAt: created.createdAt, expiresAt: created.expiresAt })
  })

  test('a live snapshot reads back; unknown, expired and revoked ids all read as null', async () => {
    const now = new Date()
    const live = await make(now)
    expect(await getSnapshot(t.db, live.id, now)).toMatchObject({ aggregateId, data: { calculator: payload.calculator, tool } })

    const old = await make(new Date(now.getTime() - 91 * 86_400_000))
    expect(await getSnapshot(t.db, old.id, now)).toBeNull()
    const revoked = await make(now)
    expect(await revokeSnapshot(t.db, revoked.id, now)).toBe(true)
    expect(await revokeSnapshot(t.db, revoked.id, now)).toBe(false)
    expect(await getSnapshot(t.db, revoked.id, now)).toBeNull()
    for (const id of ['A'.repeat(43), '', 'x'.repeat(10_000), null, 42, hashSnapshotId(live.id)]) {
      expect(await getSnapshot(t.db, id, now)).toBeNull()
    }
    // Expiry is exact: the last millisecond before is live, the expiry itself is not.
    const edge = await make(now, 1)
    expect(await getSnapshot(t.db, edge.id, new Date(now.getTime() + 86_400_000 - 1))).not.toBeNull()
    expect(await getSnapshot(t.db, edge.id, new Date(now.getTime() + 86_400_000))).toBeNull()
  })

  test('the purge removes expired rows (revoked ones once they expire) and keeps live ones', async () => {
    const now = new Date()
    const live = await make(now)
    const revokedLive = await make(now)
    await revokeSnapshot(t.db, revokedLive.id, now)
    const expired = await make(new Date(now.getTime() - 100 * 86_400_000))
    await deleteExpiredSnapshots(t.db, now)
    const hashes = (await t.db.select().from(snapshots)).map((r) => r.idHash)
    expect(hashes).toContain(hashSnapshotId(live.id))
    expect(hashes).toContain(hashSnapshotId(revokedLive.id))
    expect(hashes).not.toContain(hashSnapshotId(expired.id))
  })
})
