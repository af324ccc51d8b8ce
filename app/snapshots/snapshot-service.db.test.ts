import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import { peek } from '#app/auth/rate-limit.server.ts'
import { encounterEvents, encounters, snapshots } from '#app/db/schema.ts'
import { startEncounter } from '#app/encounters/encounters.server.ts'
import { findTool } from '#engine/library.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { SNAPSHOT_CREATE_LIMIT, SNAPSHOT_MISS_ADDRESS_LIMIT, SNAPSHOT_MISS_LIMIT, type Requester } from './limits.server.ts'
import { openSnapshot, shareSnapshot } from './snapshot-service.server.ts'
import { createSnapshot, getSnapshot, hashSnapshotId, revokeSnapshot, type SnapshotPayload } from './snapshots.server.ts'

let t: TestDb
let aggregateId: string
beforeAll(async () => {
  t = await createTestDb()
  aggregateId = await startEncounter(t.db, { tool, organisationId: null, userId: null })
})
afterAll(() => t.close())

const tool = findTool('cha2ds2-vasc')!
const input = { age: 76, sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'yes', vascular: 'no', diabetes: 'no' }
const body = { calculator: { input }, ui: { selected: [], viewType: 'OPTION_GRID_GRID_VIEW' } }
const payload: SnapshotPayload = {
  calculator: { input: { age: 76 }, output: { cha2ds2_vasc_score: 6 } },
  calculatorBatch: { output: null },
  ui: { selected: [], viewType: 'OPTION_GRID_GRID_VIEW' },
}
const make = (now = new Date(), ttlDays = 90) => createSnapshot(t.db, { aggregateId, tool, payload, ttlDays, now })

let addresses = 0
/** Each test asks from an address (and account) of its own, so budgets do not carry over. */
const someone = (signedIn = true): Requester => {
  addresses++
  return { userId: signedIn ? `reader-${addresses}` : null, address: `198.51.100.${addresses}` }
}
const misses = async (r: Requester) => ({
  account: r.userId ? (await peek(t.db, `snapshot-miss-account:${r.userId}`, SNAPSHOT_MISS_LIMIT)).hits : null,
  address: (await peek(t.db, `snapshot-miss-address:${r.address}`, SNAPSHOT_MISS_ADDRESS_LIMIT)).hits,
})

async function answer(response: Response) {
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() }
}

describe('openSnapshot', () => {
  test('a live snapshot opens with its id and data, and counts no miss', async () => {
    const reader = someone()
    const created = await make()
    const opened = await openSnapshot(t.db, reader, created.id)
    expect(opened).toMatchObject({ status: 'open', id: created.id, snapshot: { aggregateId, data: { tool: { slug: tool.slug } } } })
    expect(await misses(reader)).toEqual({ account: 0, address: 0 })
  })

  test('unknown, expired, revoked, malformed and unwanted ids all get one and the same 404, each counted as a miss', async () => {
    const reader = someone()
    const expired = await make(new Date(Date.now() - 2 * 86_400_000), 1)
    const revoked = await make()
    await revokeSnapshot(t.db, revoked.id)
    const live = await make()
    const attempts = [
      () => openSnapshot(t.db, reader, 'A'.repeat(43)),
      () => openSnapshot(t.db, reader, expired.id),
      () => openSnapshot(t.db, reader, revoked.id),
      () => openSnapshot(t.db, reader, null),
      () => openSnapshot(t.db, reader, 'x'.repeat(300)),
      () => openSnapshot(t.db, reader, live.id, { read: () => null }),
    ]
    const answers = []
    for (const attempt of attempts) {
      const opened = await attempt()
      expect(opened.status).toBe('missing')
      if (opened.status !== 'open') answers.push(await answer(opened.response))
    }
    expect(answers[0]).toEqual({
      status: 404,
      headers: expect.objectContaining({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow' }),
      body: JSON.stringify({ error: { code: 'snapshot_not_found', message: 'There is no such snapshot.' } }),
    })
    for (const other of answers) expect(other).toEqual(answers[0])
    expect(await misses(reader)).toEqual({ account: attempts.length, address: attempts.length })
  })

  test('read takes what the caller needs; a snapshot it refuses is a miss', async () => {
    const reader = someone()
    const live = await make()
    const opened = await openSnapshot(t.db, reader, live.id, { read: ({ data }) => data.tool.version })
    expect(opened).toMatchObject({ status: 'open', value: tool.version })
    await openSnapshot(t.db, reader, live.id, { read: ({ data }) => (data.tool.slug === 'another-tool' ? data : null) })
    expect(await misses(reader)).toEqual({ account: 1, address: 1 })
  })

  test('a client that missed too often is refused before any check or lookup, and the refusal is not counted', async () => {
    const reader = someone()
    const live = await make()
    for (let i = 0; i < SNAPSHOT_MISS_LIMIT.limit; i++) await openSnapshot(t.db, reader, 'B'.repeat(43))
    const before = vi.fn(() => null)
    const read = vi.fn(() => 'seen')
    const opened = await openSnapshot(t.db, reader, live.id, { before, read })
    expect(opened.status).toBe('refused')
    if (opened.status === 'open') return
    expect(opened.response.status).toBe(429)
    expect(opened.response.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(opened.response.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(before).not.toHaveBeenCalled()
    expect(read).not.toHaveBeenCalled()
    expect(await misses(reader)).toEqual({ account: SNAPSHOT_MISS_LIMIT.limit, address: SNAPSHOT_MISS_LIMIT.limit })
    // Another account at the same address still reads.
    expect((await openSnapshot(t.db, { ...reader, userId: 'someone-else' }, live.id)).status).toBe('open')
  })

  test("before runs once the client may look up ids; its answer ends the request with no lookup and no miss", async () => {
    const reader = someone(false)
    const stop = Response.json({ error: { code: 'invalid' } }, { status: 400 })
    const opened = await openSnapshot(t.db, reader, 'C'.repeat(43), { before: () => Promise.resolve(stop) })
    expect(opened).toEqual({ status: 'refused', response: stop })
    expect(await misses(reader)).toEqual({ account: null, address: 0 })
    const live = await make()
    expect((await openSnapshot(t.db, reader, live.id, { before: () => null })).status).toBe('open')
  })
})

describe('shareSnapshot', () => {
  const createHits = async (key: string) => (await peek(t.db, `snapshot-create-${key}`, SNAPSHOT_CREATE_LIMIT)).hits
  const eventsOf = (id: string) => t.db.select().from(encounterEvents).where(eq(encounterEvents.aggregateId, id))

  test("of a known tool session: stored under it with SNAPSHOT_CREATED, outputs computed here, the session's and the address's budgets counted", async () => {
    const requester = someone(false)
    const shared = await shareSnapshot(t.db, { requester, session: { aggregateId }, read: () => ({ tool, body }) })
    expect(shared).toMatchObject({ status: 'created', aggregateId })
    if (shared.status !== 'created') return
    const stored = await getSnapshot(t.db, shared.snapshot.id)
    expect(stored?.aggregateId).toBe(aggregateId)
    expect(stored?.data.calculator.output).toMatchObject({ cha2ds2_vasc_score: 6 })
    expect(stored?.data).toMatchObject({ createdAt: shared.snapshot.createdAt, expiresAt: shared.snapshot.expiresAt })
    const events = await eventsOf(aggregateId)
    expect(events.filter((e) => e.type === 'SNAPSHOT_CREATED').at(-1)?.payload).toEqual({ selectedCount: 0, viewType: 'OPTION_GRID_GRID_VIEW' })
    expect(await createHits(`session:${aggregateId}`)).toBeGreaterThanOrEqual(1)
    expect(await createHits(`address:${requester.address}`)).toBe(1)
  })

  test('without a tool session one is started for the snapshot; a signed-in account has the budget', async () => {
    const requester = someone()
    const shared = await shareSnapshot(t.db, { requester, session: { start: { organisationId: null, userId: null } }, read: () => ({ tool, body }) })
    expect(shared.status).toBe('created')
    if (shared.status !== 'created') return
    expect(shared.aggregateId).not.toBe(aggregateId)
    const [session] = await t.db.select().from(encounters).where(eq(encounters.id, shared.aggregateId))
    expect(session).toMatchObject({ toolSlug: tool.slug, toolVersion: tool.version })
    expect((await eventsOf(shared.aggregateId)).map((e) => e.type)).toEqual(['TOOL_LAUNCHED', 'SNAPSHOT_CREATED'])
    expect(await createHits(`account:${requester.userId}`)).toBe(1)
  })

  test('a spent budget refuses with 429 before anything is read or stored', async () => {
    const requester = someone()
    for (let i = 0; i < SNAPSHOT_CREATE_LIMIT.limit; i++) {
      expect((await shareSnapshot(t.db, { requester, session: { aggregateId }, read: () => ({ tool, body: null }) })).status).toBe('invalid')
    }
    const read = vi.fn(() => ({ tool, body }))
    const rows = (await t.db.select().from(snapshots)).length
    const shared = await shareSnapshot(t.db, { requester, session: { aggregateId }, read })
    expect(shared.status).toBe('refused')
    if (shared.status === 'refused') {
      expect(shared.response.status).toBe(429)
      expect(shared.response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    }
    expect(read).not.toHaveBeenCalled()
    expect((await t.db.select().from(snapshots)).length).toBe(rows)
  })

  test("read's answer ends the request once counted; a body that is not a snapshot of the tool stores nothing", async () => {
    const requester = someone()
    const gone = Response.json({}, { status: 404 })
    expect(await shareSnapshot(t.db, { requester, session: { aggregateId }, read: () => Promise.resolve(gone) })).toEqual({ status: 'refused', response: gone })
    expect(await createHits(`account:${requester.userId}`)).toBe(1)
    const rows = (await t.db.select().from(snapshots)).length
    const invalid = await shareSnapshot(t.db, {
      requester,
      session: { start: { organisationId: null, userId: null } },
      read: () => ({ tool, body: { ...body, calculator: { input: { ...input, patient_name: 'Ann Example' } } } }),
    })
    expect(invalid).toEqual({ status: 'invalid', failure: expect.objectContaining({ code: 'unknown_fields', extra: { fields: ['patient_name'] } }) })
    expect((await t.db.select().from(snapshots)).length).toBe(rows)
  })

  test('a failure to store is answered, not thrown', async () => {
    const requester = someone()
    // A tool session that does not exist: the snapshot's row cannot refer to it.
    const shared = await shareSnapshot(t.db, { requester, session: { aggregateId: '00000000-0000-4000-8000-000000000000' }, read: () => ({ tool, body }) })
    expect(shared.status).toBe('failed')
  })
})

test('only the hash of a shared id is kept', async () => {
  const shared = await shareSnapshot(t.db, { requester: someone(), session: { aggregateId }, read: () => ({ tool, body }) })
  if (shared.status !== 'created') throw new Error(shared.status)
  const rows = await t.db.select().from(snapshots).where(eq(snapshots.idHash, hashSnapshotId(shared.snapshot.id)))
  expect(rows).toHaveLength(1)
  expect(JSON.stringify(rows)).not.toContain(shared.snapshot.id)
})
