import { sql } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { encounterStartsWritten } from '#app/encounters/encounters.server.ts'
import { findAid, findTool } from '#engine/library.ts'

import type { UsageSummary } from './usage.ts'

const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString()

/** Sessions of the organisation in the UTC days: per tool, per week (Monday, UTC), options reached, shares. */
export async function usageSummary(db: Db, organisationId: string, range: { startDate: string; endDate: string }): Promise<UsageSummary> {
  const from = `${range.startDate}T00:00:00Z`
  const to = dayAfter(range.endDate)
  await encounterStartsWritten(db)
  const inRange = sql`e.organisation_id = ${organisationId} and e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz`
  const [perTool, perWeek, facts] = await Promise.all([
    db.execute<{ slug: string; n: number }>(sql`
      select e.tool_slug as slug, count(*)::int as n from encounters e where ${inRange}
      group by e.tool_slug order by n desc, slug limit 20`),
    db.execute<{ week: string; n: number }>(sql`
      select to_char(date_trunc('week', e.created_at at time zone 'utc'), 'YYYY-MM-DD') as week, count(*)::int as n
      from encounters e where ${inRange} group by 1 order by 1`),
    db.execute<{ sessions: number; options: number; links: number; qr: number; pdfs: number }>(sql`
      select count(*)::int as sessions,
        (count(*) filter (where exists (select 1 from encounter_events v where v.aggregate_id = e.id and v.type = 'PATIENT_OPTIONS_VIEWED')))::int as options,
        (select count(*) from encounter_events v join encounters e on e.id = v.aggregate_id
          where ${inRange} and v.type = 'OPEN_ACCESS_URL_GENERATED' and v.payload->>'task' = 'SNAPSHOT_OPEN_LINK')::int as links,
        (select count(*) from encounter_events v join encounters e on e.id = v.aggregate_id
          where ${inRange} and v.type = 'OPEN_ACCESS_URL_GENERATED' and v.payload->>'task' = 'SNAPSHOT_QR_CODE')::int as qr,
        (select count(*) from encounter_events v join encounters e on e.id = v.aggregate_id
          where ${inRange} and v.type = 'PDF_GENERATED')::int as pdfs
      from encounters e where ${inRange}`),
  ])
  const f = facts.rows[0] ?? { sessions: 0, options: 0, links: 0, qr: 0, pdfs: 0 }
  return {
    ...range,
    sessions: Number(f.sessions),
    perTool: perTool.rows.map((r) => ({ label: (findTool(r.slug) ?? findAid(r.slug))?.name ?? r.slug, value: Number(r.n) })),
    perWeek: perWeek.rows.map((r) => ({ label: `Week of ${r.week}`, value: Number(r.n) })),
    reachedOptions: Number(f.options),
    shared: [
      { label: 'Links', value: Number(f.links) },
      { label: 'QR codes', value: Number(f.qr) },
      { label: 'PDFs', value: Number(f.pdfs) },
    ],
  }
}
