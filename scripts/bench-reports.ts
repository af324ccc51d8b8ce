// Encounter report generation for `npm run bench`: time to make the CSV of 10,000 and 100,000
// tool sessions on a fresh in-memory embedded database, and the worker's peak memory.
import { sql } from 'drizzle-orm'

import { openDb } from '#app/db/client.server.ts'
import { organisations, users } from '#app/db/schema.ts'
import { generateReport, requestReport } from '#app/reports/reports.server.ts'

export type ReportBenchRow = { sessions: number; seconds: number; megabytes: number; peakRssMb: number; peakHeapMb: number }

export async function runReportBench(sizes = [10_000, 100_000]): Promise<ReportBenchRow[]> {
  const rows: ReportBenchRow[] = []
  for (const size of sizes) {
    const handle = await openDb({ pgliteDir: 'memory://' })
    try {
      const db = handle.db
      const [org] = await db.insert(organisations).values({ name: 'Bench' }).returning()
      const [user] = await db
        .insert(users)
        .values({ email: 'bench@example.org', name: 'Bench', passwordHash: 'x', organisationId: org!.id, patientEncounterReportAccess: true })
        .returning()
      await db.execute(sql`
        with e as (
          insert into encounters (organisation_id, tool_slug, tool_version, language, brand, created_at)
          select ${org!.id}, 'cha2ds2-vasc', '1.0.0', 'en-US', 'clinician', timestamptz '2026-01-01' + (i * interval '20 seconds')
          from generate_series(1, ${size}) as i
          returning id, organisation_id, created_at
        )
        insert into encounter_events (aggregate_id, type, organisation_id, tool_slug, tool_version, payload, occurred_at)
        select id, 'PATIENT_DATA_UPDATED', organisation_id, 'cha2ds2-vasc', '1.0.0', '{"step":"assessment"}'::jsonb, created_at + interval '1 minute' from e`)
      const asked = await requestReport(db, null, { organisationId: org!.id, userId: user!.id }, { startDate: '2026-01-01', endDate: '2026-12-31' })
      if (!asked.ok) throw new Error('refused')
      let peakRss = process.memoryUsage().rss
      let peakHeap = process.memoryUsage().heapUsed
      const timer = setInterval(() => {
        const m = process.memoryUsage()
        peakRss = Math.max(peakRss, m.rss)
        peakHeap = Math.max(peakHeap, m.heapUsed)
      }, 20)
      const started = performance.now()
      await generateReport(db, asked.id)
      const seconds = (performance.now() - started) / 1000
      clearInterval(timer)
      const size_ = await db.execute<{ bytes: number }>(sql`select coalesce(sum(octet_length(data)), 0)::bigint as bytes from encounter_report_chunks where report_id = ${asked.id}`)
      rows.push({
        sessions: size,
        seconds,
        megabytes: Number(size_.rows[0]?.bytes ?? 0) / 1e6,
        peakRssMb: peakRss / 1e6,
        peakHeapMb: peakHeap / 1e6,
      })
    } finally {
      await handle.close()
    }
  }
  return rows
}
