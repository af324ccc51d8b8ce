import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { encounterReportAudit, encounterReports, organisations, users } from '#app/db/schema.ts'
import { recordEvent, startEncounter } from '#app/encounters/encounters.server.ts'
import { startJobs, type Jobs } from '#app/jobs/jobs.server.ts'
import { findTool } from '#engine/library.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { parseCsv } from './csv.ts'
import {
  CSV_HEADER,
  downloadReport,
  generateReport,
  reportQueue,
  reportStatus,
  requestReport,
  REQUEST_LIMIT,
  type ReportJob,
} from './reports.server.ts'

let t: TestDb
let orgA: string
let orgB: string
let userA: string
let userB: string
const tool = { slug: 'cha2ds2-vasc', version: '1.0.0' }

async function text(body: ReadableStream<Uint8Array>) {
  return new Response(body).text()
}

beforeAll(async () => {
  t = await createTestDb()
  const [a] = await t.db.insert(organisations).values({ name: 'Clinic A' }).returning()
  const [b] = await t.db.insert(organisations).values({ name: 'Clinic B' }).returning()
  orgA = a!.id
  orgB = b!.id
  const [ua] = await t.db
    .insert(users)
    .values({ email: 'a@example.org', name: 'A', passwordHash: 'x', organisationId: orgA, patientEncounterReportAccess: true })
    .returning()
  const [ub] = await t.db
    .insert(users)
    .values({ email: 'b@example.org', name: 'B', passwordHash: 'x', organisationId: orgB, patientEncounterReportAccess: true })
    .returning()
  userA = ua!.id
  userB = ub!.id
})
afterAll(() => t.close())

describe('encounter report CSV', () => {
  test('one row per session of the organisation in the UTC days, with the product facts and nothing else', async () => {
    const inRange = await startEncounter(t.db, {
      tool,
      organisationId: orgA,
      userId: userA,
      language: 'es-US',
      brand: 'consumer',
      now: new Date('2026-10-01T00:00:00Z'),
    })
    await recordEvent(t.db, inRange, 'PATIENT_DATA_UPDATED', { step: 'assessment' }, new Date('2026-10-01T00:01:00Z'))
    await recordEvent(t.db, inRange, 'PATIENT_OPTIONS_VIEWED', {}, new Date('2026-10-01T00:02:00Z'))
    await recordEvent(t.db, inRange, 'OPEN_ACCESS_URL_GENERATED', { task: 'SNAPSHOT_QR_CODE' }, new Date('2026-10-01T00:03:00Z'))
    await recordEvent(t.db, inRange, 'PDF_GENERATED', {}, new Date('2026-10-01T00:04:00Z'))
    await recordEvent(t.db, inRange, 'CHART_NOTE_COPIED', {}, new Date('2026-10-01T00:05:00Z'))
    await startEncounter(t.db, { tool, organisationId: orgA, userId: userA, now: new Date('2026-10-02T23:59:59.999Z') })
    // Outside the range by a millisecond on each side, and another organisation's session.
    await startEncounter(t.db, { tool, organisationId: orgA, userId: userA, now: new Date('2026-09-30T23:59:59.999Z') })
    await startEncounter(t.db, { tool, organisationId: orgA, userId: userA, now: new Date('2026-10-03T00:00:00Z') })
    await startEncounter(t.db, { tool, organisationId: orgB, userId: userB, now: new Date('2026-10-01T12:00:00Z') })

    const asked = await requestReport(t.db, null, { organisationId: orgA, userId: userA }, { startDate: '2026-10-01', endDate: '2026-10-02' })
    if (!asked.ok) throw new Error('refused')
    expect(await generateReport(t.db, asked.id)).toBe('ready')
    const got = await downloadReport(t.db, { organisationId: orgA, userId: userA }, asked.id)
    if (!got.ok) throw new Error(got.reason)
    const rows = parseCsv(await text(got.body))
    expect(rows[0]).toEqual([...CSV_HEADER])
    expect(rows).toHaveLength(3)
    expect(rows[1]).toEqual([
      findTool(tool.slug)!.name,
      'cha2ds2-vasc',
      '1.0.0',
      '2026-10-01T00:00:00Z',
      '2026-10-01T00:05:00Z',
      'patient; assessment; options',
      'Yes',
      '0',
      'No',
      'Yes',
      'Yes',
      'Yes',
      'es-US',
      'consumer',
    ])
    expect(rows[2]?.[3]).toBe('2026-10-02T23:59:59Z')
    const [audit] = await t.db.select().from(encounterReportAudit).where(sql`action = 'download' and report_id = ${asked.id}`)
    expect(audit).toMatchObject({ userId: userA, organisationId: orgA, rowCount: 2, startDate: '2026-10-01', endDate: '2026-10-02' })
  })

  test('no sessions in the range: no-data, nothing to download', async () => {
    const asked = await requestReport(t.db, null, { organisationId: orgB, userId: userB }, { startDate: '2020-01-01', endDate: '2020-01-02' })
    if (!asked.ok) throw new Error('refused')
    expect(await generateReport(t.db, asked.id)).toBe('no-data')
    expect(await downloadReport(t.db, { organisationId: orgB, userId: userB }, asked.id)).toEqual({ ok: false, reason: 'not_ready' })
  })

  test("another organisation's report id answers as an unknown one (status and download)", async () => {
    const asked = await requestReport(t.db, null, { organisationId: orgA, userId: userA }, { startDate: '2026-10-01', endDate: '2026-10-01' })
    if (!asked.ok) throw new Error('refused')
    await generateReport(t.db, asked.id)
    expect(await reportStatus(t.db, null, orgB, asked.id)).toBeNull()
    expect(await reportStatus(t.db, null, orgB, '00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(await reportStatus(t.db, null, orgB, 'not-an-id')).toBeNull()
    expect(await downloadReport(t.db, { organisationId: orgB, userId: userB }, asked.id)).toEqual({ ok: false, reason: 'not_found' })
    const mine = await reportStatus(t.db, null, orgA, asked.id)
    expect(mine).toMatchObject({ status: 'ready', statusChecks: 1 })
    expect((await reportStatus(t.db, null, orgA, asked.id))?.statusChecks).toBe(2)
  })

  test('requests are limited per user, and the audit is append-only', async () => {
    const [u] = await t.db
      .insert(users)
      .values({ email: 'c@example.org', name: 'C', passwordHash: 'x', organisationId: orgB, patientEncounterReportAccess: true })
      .returning()
    const who = { organisationId: orgB, userId: u!.id }
    for (let i = 0; i < REQUEST_LIMIT; i++) {
      expect((await requestReport(t.db, null, who, { startDate: '2026-01-01', endDate: '2026-01-01' })).ok).toBe(true)
    }
    expect(await requestReport(t.db, null, who, { startDate: '2026-01-01', endDate: '2026-01-01' })).toEqual({ ok: false, reason: 'rate_limited' })
    await expect(t.db.execute(sql`update encounter_report_audit set row_count = 1`)).rejects.toThrow()
    await expect(t.db.execute(sql`delete from encounter_report_audit`)).rejects.toThrow()
  })
})

describe('report jobs on the test database (' + (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite') + ')', () => {
  test('a requested report is made by the worker; a failing job is retried, then the report is failed', async () => {
    const queue = reportQueue(t.db, { retryLimit: 1, retryDelaySeconds: 1, timeLimitSeconds: 30 })
    let tries = 0
    const failing = { ...queue, name: 'encounter-report-failing', handler: async (job: Parameters<typeof queue.handler>[0]) => {
      tries++
      return queue.handler({ ...job, data: { reportId: 'not-a-uuid' } } as typeof job)
    } }
    const jobs: Jobs = await startJobs(t, { queues: [queue as never, failing as never], pollingIntervalSeconds: 0.5 })
    try {
      const asked = await requestReport(t.db, jobs, { organisationId: orgA, userId: userA }, { startDate: '2026-10-01', endDate: '2026-10-02' })
      if (!asked.ok) throw new Error('refused')
      await expect.poll(async () => (await reportStatus(t.db, jobs, orgA, asked.id))?.status, { timeout: 20_000, interval: 250 }).toBe('ready')

      const failId = await jobs.send(failing, { reportId: asked.id } satisfies ReportJob)
      await expect.poll(async () => jobs.state(failing.name, failId!), { timeout: 30_000, interval: 250 }).toBe('failed')
      expect(tries).toBe(2)
    } finally {
      await jobs.stop()
    }
  })
})

test('reports table keeps the range as requested', async () => {
  const rows = await t.db.select().from(encounterReports).limit(1)
  expect(rows[0]?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
})

describe('usage summary', () => {
  test('sessions per tool and week, options reached and shares, for the organisation only', async () => {
    const { usageSummary } = await import('./usage.server.ts')
    const summary = await usageSummary(t.db, orgA, { startDate: '2026-10-01', endDate: '2026-10-02' })
    expect(summary.sessions).toBe(2)
    expect(summary.perTool).toEqual([{ label: findTool('cha2ds2-vasc')!.name, value: 2 }])
    expect(summary.perWeek).toEqual([{ label: 'Week of 2026-09-28', value: 2 }])
    expect(summary.reachedOptions).toBe(1)
    expect(summary.shared).toEqual([
      { label: 'Links', value: 0 },
      { label: 'QR codes', value: 1 },
      { label: 'PDFs', value: 1 },
    ])
    // Organisation B's one session that day is in B's summary, not in A's.
    expect((await usageSummary(t.db, orgB, { startDate: '2026-10-01', endDate: '2026-10-02' })).sessions).toBe(1)
  })
})
