import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { openDb, type DbHandle } from '#app/db/client.server.ts'
import { encounterReports, organisations, users } from '#app/db/schema.ts'
import { startEncounter } from '#app/encounters/encounters.server.ts'
import { startJobs, type Jobs } from '#app/jobs/jobs.server.ts'
import { reportQueue, requestReport } from '#app/reports/reports.server.ts'
import { adminQuery } from '#tests/support/test-db.ts'

const serverUrl = process.env.TEST_DATABASE_URL

// Two app nodes = two connection pools and two workers on one PostgreSQL database.
describe.skipIf(!serverUrl)('report jobs with two workers on one PostgreSQL server', () => {
  const dbName = `consilium_jobs_${randomBytes(5).toString('hex')}`
  let a: DbHandle
  let b: DbHandle
  let jobsA: Jobs
  let jobsB: Jobs

  beforeAll(async () => {
    await adminQuery(serverUrl!, `create database ${dbName}`)
    const url = new URL(serverUrl!)
    url.pathname = `/${dbName}`
    a = await openDb({ databaseUrl: url.toString(), poolSize: 4 })
    b = await openDb({ databaseUrl: url.toString(), poolSize: 4 })
    ;[jobsA, jobsB] = await Promise.all([
      startJobs(a, { queues: [reportQueue(a.db) as never], pollingIntervalSeconds: 0.5 }),
      startJobs(b, { queues: [reportQueue(b.db) as never], pollingIntervalSeconds: 0.5 }),
    ])
  })

  afterAll(async () => {
    await Promise.all([jobsA?.stop(), jobsB?.stop()])
    await Promise.all([a?.close(), b?.close()])
    await adminQuery(serverUrl!, `drop database if exists ${dbName} with (force)`)
  })

  test('every report is made exactly once, whichever node takes it', async () => {
    const [org] = await a.db.insert(organisations).values({ name: 'Clinic' }).returning()
    for (let i = 0; i < 5; i++) {
      await startEncounter(a.db, { tool: { slug: 'cha2ds2-vasc', version: '1.0.0' }, organisationId: org!.id, userId: null, now: new Date('2026-10-01T10:00:00Z') })
    }
    const ids: string[] = []
    for (let i = 0; i < 30; i++) {
      const [user] = await a.db
        .insert(users)
        .values({ email: `u${i}@example.org`, name: 'U', passwordHash: 'x', organisationId: org!.id, patientEncounterReportAccess: true })
        .returning()
      // Sent through either node.
      const outcome = await requestReport(i % 2 ? a.db : b.db, i % 2 ? jobsA : jobsB, { organisationId: org!.id, userId: user!.id }, { startDate: '2026-10-01', endDate: '2026-10-01' })
      if (outcome.ok) ids.push(outcome.id)
    }
    expect(ids).toHaveLength(30)
    await expect
      .poll(async () => (await a.db.select().from(encounterReports).where(sql`status = 'ready'`)).length, { timeout: 60_000, interval: 500 })
      .toBe(30)
    const rows = await a.db.select().from(encounterReports)
    expect(rows.every((r) => r.attempts === 1 && r.rowCount === 5)).toBe(true)
  })
})
