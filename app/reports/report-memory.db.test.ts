import v8 from 'node:v8'
import vm from 'node:vm'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { organisations, users } from '#app/db/schema.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { downloadReport, generateReport, requestReport } from './reports.server.ts'

const SESSIONS = 100_000

let t: TestDb
let orgId: string
let userId: string

beforeAll(async () => {
  t = await createTestDb()
  const [org] = await t.db.insert(organisations).values({ name: 'Big Clinic' }).returning()
  orgId = org!.id
  const [user] = await t.db
    .insert(users)
    .values({ email: 'big@example.org', name: 'B', passwordHash: 'x', organisationId: orgId, patientEncounterReportAccess: true })
    .returning()
  userId = user!.id
  await t.db.execute(sql`
    with e as (
      insert into encounters (organisation_id, tool_slug, tool_version, language, brand, created_at)
      select ${orgId}, 'cha2ds2-vasc', '1.0.0', 'en-US', 'clinician', timestamptz '2026-10-01' + (i * interval '20 seconds')
      from generate_series(1, ${SESSIONS}) as i
      returning id, organisation_id, created_at
    )
    insert into encounter_events (aggregate_id, type, organisation_id, tool_slug, tool_version, payload, occurred_at)
    select id, 'TOOL_LAUNCHED', organisation_id, 'cha2ds2-vasc', '1.0.0', '{}'::jsonb, created_at from e`)
}, 300_000)
afterAll(() => t.close())

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void
const liveHeap = () => {
  gc()
  return process.memoryUsage().heapUsed
}

/** Peak growth of the live JavaScript heap (after a collection) over `fn`, sampled every 100 ms. */
async function peakHeapGrowth(fn: () => Promise<void>) {
  const base = liveHeap()
  let peak = base
  const timer = setInterval(() => (peak = Math.max(peak, liveHeap())), 100)
  try {
    await fn()
  } finally {
    clearInterval(timer)
  }
  return Math.max(peak, liveHeap()) - base
}

test(`${SESSIONS.toLocaleString('en')} sessions: made and downloaded without holding the file in memory`, async () => {
  const asked = await requestReport(t.db, null, { organisationId: orgId, userId }, { startDate: '2026-10-01', endDate: '2026-11-30' })
  if (!asked.ok) throw new Error('refused')
  let bytes = 0
  let lines = 0
  const growth = await peakHeapGrowth(async () => {
    expect(await generateReport(t.db, asked.id)).toBe('ready')
    const got = await downloadReport(t.db, { organisationId: orgId, userId }, asked.id)
    if (!got.ok) throw new Error(got.reason)
    expect(got.rowCount).toBe(SESSIONS)
    const reader = got.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      bytes += value.byteLength
      for (const b of value) if (b === 10) lines++
    }
  })
  expect(lines).toBe(SESSIONS + 1)
  // The file is over 10 MB; what is alive at any time (a page of 1,000 rows) stays far below it.
  expect(bytes).toBeGreaterThan(10_000_000)
  expect(growth).toBeLessThan(bytes / 4)
  console.log(`report of ${SESSIONS} sessions: ${(bytes / 1e6).toFixed(1)} MB, peak heap growth ${(growth / 1e6).toFixed(1)} MB`)
}, 600_000)
