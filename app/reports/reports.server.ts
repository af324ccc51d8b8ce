import { and, eq, gt, sql } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { encounterReportAudit, encounterReportChunks, encounterReports } from '#app/db/schema.ts'
import { optionKeysOf } from '#app/encounters/option-keys.ts'
import { encounterStartsWritten } from '#app/encounters/encounters.server.ts'
import type { Jobs, QueueDefinition } from '#app/jobs/jobs.server.ts'
import { findAid, findTool } from '#engine/library.ts'

import { csvLine } from './csv.ts'

/**
 * Patient encounter reports: one CSV row per tool session of an organisation in a range of UTC
 * days, made by a background job in pages of sessions and kept as CSV chunks, so neither the
 * job nor a download ever holds the whole file.
 */

export const REPORT_QUEUE = 'encounter-report'
export const PAGE_SIZE = 1_000
/** Report requests per user in REQUEST_WINDOW_MINUTES. */
export const REQUEST_LIMIT = 10
export const REQUEST_WINDOW_MINUTES = 10

export type ServerReportStatus = (typeof encounterReports.$inferSelect)['status']
export type ReportRequester = { organisationId: string; userId: string }

export const CSV_HEADER = [
  'Tool',
  'Tool Slug',
  'Tool Version',
  'Started (UTC)',
  'Ended (UTC)',
  'Steps Reached',
  'Options Viewed',
  'Options Hidden',
  'Link Generated',
  'QR Code Generated',
  'PDF Generated',
  'Chart Note Copied',
  'Language',
  'Brand',
] as const

const STEP_ORDER = ['patient', 'assessment', 'population', 'options']
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const dayStart = (iso: string) => `${iso}T00:00:00Z`
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString()
const utcTime = (value: string | Date | null) =>
  value === null ? '' : new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z')

export type RequestOutcome = { ok: true; id: string } | { ok: false; reason: 'rate_limited' }

export async function requestReport(
  db: Db,
  jobs: Pick<Jobs, 'send'> | null,
  who: ReportRequester,
  range: { startDate: string; endDate: string },
  now = new Date(),
): Promise<RequestOutcome> {
  const since = new Date(now.getTime() - REQUEST_WINDOW_MINUTES * 60_000)
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(encounterReportAudit)
    .where(
      and(
        eq(encounterReportAudit.userId, who.userId),
        eq(encounterReportAudit.action, 'request'),
        gt(encounterReportAudit.at, since),
      ),
    )
  if ((recent?.n ?? 0) >= REQUEST_LIMIT) return { ok: false, reason: 'rate_limited' }
  const [report] = await db
    .insert(encounterReports)
    .values({ organisationId: who.organisationId, requestedBy: who.userId, ...range, createdAt: now })
    .returning()
  if (!report) throw new Error('the report was not stored')
  await db.insert(encounterReportAudit).values({
    action: 'request',
    reportId: report.id,
    organisationId: who.organisationId,
    userId: who.userId,
    ...range,
    at: now,
  })
  // Without a queue (it failed to start) the report stays pending; the next start sends it.
  if (jobs) await jobs.send(reportQueue(db), { reportId: report.id }, { id: report.id })
  return { ok: true, id: report.id }
}

async function reportOf(db: Db, organisationId: string, id: string) {
  if (!UUID.test(id)) return null
  const [row] = await db
    .select()
    .from(encounterReports)
    .where(and(eq(encounterReports.id, id.toLowerCase()), eq(encounterReports.organisationId, organisationId)))
  return row ?? null
}

export type StatusAnswer = { id: string; status: ServerReportStatus; statusChecks: number; errorCode: string | null }

/**
 * The report's status, for its organisation only (another organisation's id is as unknown as a
 * made-up one). Counts the check; a job that used up its tries marks the report failed.
 */
export async function reportStatus(
  db: Db,
  jobs: Pick<Jobs, 'state'> | null,
  organisationId: string,
  id: string,
): Promise<StatusAnswer | null> {
  const report = await reportOf(db, organisationId, id)
  if (!report) return null
  let { status, errorCode } = report
  if ((status === 'pending' || status === 'generating') && jobs) {
    const state = await jobs.state(REPORT_QUEUE, report.id)
    if (state === 'failed' || state === 'cancelled') {
      status = 'failed'
      errorCode = 'job_failed'
      await db
        .update(encounterReports)
        .set({ status, errorCode, finishedAt: new Date() })
        .where(eq(encounterReports.id, report.id))
    }
  }
  const [updated] = await db
    .update(encounterReports)
    .set({ statusChecks: sql`${encounterReports.statusChecks} + 1` })
    .where(eq(encounterReports.id, report.id))
    .returning()
  return { id: report.id, status, statusChecks: updated?.statusChecks ?? report.statusChecks + 1, errorCode }
}

export type DownloadOutcome =
  | { ok: true; startDate: string; endDate: string; rowCount: number; body: ReadableStream<Uint8Array> }
  | { ok: false; reason: 'not_found' | 'not_ready' }

/** The ready report's CSV, streamed chunk by chunk; the download is audited before it starts. */
export async function downloadReport(db: Db, who: ReportRequester, id: string, now = new Date()): Promise<DownloadOutcome> {
  const report = await reportOf(db, who.organisationId, id)
  if (!report) return { ok: false, reason: 'not_found' }
  if (report.status !== 'ready') return { ok: false, reason: 'not_ready' }
  await db.insert(encounterReportAudit).values({
    action: 'download',
    reportId: report.id,
    organisationId: who.organisationId,
    userId: who.userId,
    startDate: report.startDate,
    endDate: report.endDate,
    rowCount: report.rowCount,
    at: now,
  })
  const encoder = new TextEncoder()
  let seq = -1
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const [chunk] = await db
        .select({ seq: encounterReportChunks.seq, data: encounterReportChunks.data })
        .from(encounterReportChunks)
        .where(and(eq(encounterReportChunks.reportId, report.id), gt(encounterReportChunks.seq, seq)))
        .orderBy(encounterReportChunks.seq)
        .limit(1)
      if (!chunk) {
        controller.close()
        return
      }
      seq = chunk.seq
      controller.enqueue(encoder.encode(chunk.data))
    },
  })
  return { ok: true, startDate: report.startDate, endDate: report.endDate, rowCount: report.rowCount ?? 0, body }
}

type SessionRow = {
  id: string
  cursor: string
  tool_slug: string
  tool_version: string
  created_at: string
  ended_at: string | null
  language: string | null
  brand: string | null
  steps: string[] | null
  options_viewed: number
  last_selected: number | null
  links: number
  qr_codes: number
  pdfs: number
  chart_notes: number
}

const toolCache = new Map<string, { name: string; optionCount: number } | null>()
function toolFacts(slug: string, version: string) {
  const key = `${slug}@${version}`
  if (!toolCache.has(key)) {
    const tool = findTool(slug, version) ?? findTool(slug) ?? findAid(slug)
    toolCache.set(key, tool ? { name: tool.name, optionCount: optionKeysOf(tool).length } : null)
  }
  return toolCache.get(key) ?? null
}

function rowOf(session: SessionRow): string {
  const tool = toolFacts(session.tool_slug, session.tool_version)
  const steps = new Set(['patient', ...(session.steps ?? [])])
  if (session.options_viewed > 0) steps.add('options')
  const hidden =
    tool && session.last_selected !== null && tool.optionCount > 0
      ? Math.max(0, tool.optionCount - session.last_selected)
      : 0
  return csvLine([
    tool?.name ?? session.tool_slug,
    session.tool_slug,
    session.tool_version,
    utcTime(session.created_at),
    utcTime(session.ended_at ?? session.created_at),
    STEP_ORDER.filter((s) => steps.has(s)).join('; '),
    session.options_viewed > 0 ? 'Yes' : 'No',
    hidden,
    session.links > 0 ? 'Yes' : 'No',
    session.qr_codes > 0 ? 'Yes' : 'No',
    session.pdfs > 0 ? 'Yes' : 'No',
    session.chart_notes > 0 ? 'Yes' : 'No',
    session.language ?? '',
    session.brand ?? '',
  ])
}

/** One page of the organisation's sessions after the cursor (created_at as text keeps microseconds). */
async function sessionPage(
  db: Db,
  organisationId: string,
  range: { startDate: string; endDate: string },
  after: { cursor: string; id: string } | null,
): Promise<SessionRow[]> {
  const afterClause = after
    ? sql`and (e.created_at, e.id) > (${after.cursor}::timestamptz, ${after.id}::uuid)`
    : sql``
  await encounterStartsWritten(db)
  // The page of sessions first (the index on organisation and time, with the limit), then their events.
  const result = await db.execute(sql`
    with page as (
      select e.id, e.created_at, e.tool_slug, e.tool_version, e.language, e.brand
      from encounters e
      where e.organisation_id = ${organisationId}
        and e.created_at >= ${dayStart(range.startDate)}::timestamptz
        and e.created_at < ${dayAfter(range.endDate)}::timestamptz
        ${afterClause}
      order by e.created_at, e.id
      limit ${PAGE_SIZE}
    )
    select e.id, e.created_at::text as cursor, e.tool_slug, e.tool_version, e.language, e.brand,
      e.created_at, max(ev.occurred_at) as ended_at,
      array_agg(distinct ev.payload->>'step') filter (where ev.type = 'PATIENT_DATA_UPDATED' and ev.payload ? 'step') as steps,
      (count(*) filter (where ev.type = 'PATIENT_OPTIONS_VIEWED'))::int as options_viewed,
      (array_agg(jsonb_array_length(ev.payload->'selected') order by ev.occurred_at desc)
        filter (where ev.type = 'INTERFACE_CHANGED'))[1] as last_selected,
      (count(*) filter (where ev.type = 'OPEN_ACCESS_URL_GENERATED' and ev.payload->>'task' = 'SNAPSHOT_OPEN_LINK'))::int as links,
      (count(*) filter (where ev.type = 'OPEN_ACCESS_URL_GENERATED' and ev.payload->>'task' = 'SNAPSHOT_QR_CODE'))::int as qr_codes,
      (count(*) filter (where ev.type = 'PDF_GENERATED'))::int as pdfs,
      (count(*) filter (where ev.type = 'CHART_NOTE_COPIED'))::int as chart_notes
    from page e
    left join encounter_events ev on ev.aggregate_id = e.id
    group by e.id, e.created_at, e.tool_slug, e.tool_version, e.language, e.brand
    order by e.created_at, e.id`)
  return result.rows as SessionRow[]
}

/**
 * Makes the report's CSV. A try starts over (chunks of an earlier, interrupted try are
 * replaced), so a retried or restarted job gives the same file.
 */
export async function generateReport(db: Db, reportId: string): Promise<ServerReportStatus | null> {
  const [report] = await db.select().from(encounterReports).where(eq(encounterReports.id, reportId))
  if (!report) return null
  if (report.status === 'ready' || report.status === 'no-data' || report.status === 'failed') return report.status
  await db
    .update(encounterReports)
    .set({ status: 'generating', attempts: sql`${encounterReports.attempts} + 1` })
    .where(eq(encounterReports.id, reportId))
  await db.delete(encounterReportChunks).where(eq(encounterReportChunks.reportId, reportId))
  let after: { cursor: string; id: string } | null = null
  let rowCount = 0
  let seq = 0
  for (;;) {
    const page = await sessionPage(db, report.organisationId, report, after)
    if (page.length === 0) break
    const text = (seq === 0 ? csvLine(CSV_HEADER) : '') + page.map(rowOf).join('')
    await db.insert(encounterReportChunks).values({ reportId, seq, data: text })
    seq++
    rowCount += page.length
    const last = page[page.length - 1]!
    after = { cursor: last.cursor, id: last.id }
    if (page.length < PAGE_SIZE) break
  }
  const status = rowCount === 0 ? 'no-data' : 'ready'
  await db
    .update(encounterReports)
    .set({ status, rowCount, finishedAt: new Date(), errorCode: null })
    .where(eq(encounterReports.id, reportId))
  return status
}

/** Marks a report failed when its job gave up (the last try threw). */
export async function failReport(db: Db, reportId: string, errorCode: string): Promise<void> {
  await db
    .update(encounterReports)
    .set({ status: 'failed', errorCode, finishedAt: new Date() })
    .where(and(eq(encounterReports.id, reportId), sql`${encounterReports.status} in ('pending', 'generating')`))
}

export type ReportJob = { reportId: string }

export type ReportQueueOptions = { timeLimitSeconds?: number; retryLimit?: number; retryDelaySeconds?: number }

export function reportQueue(db: Db, options: ReportQueueOptions = {}): QueueDefinition<ReportJob> {
  const retryLimit = options.retryLimit ?? 2
  return {
    name: REPORT_QUEUE,
    retryLimit,
    retryDelaySeconds: options.retryDelaySeconds ?? 5,
    timeLimitSeconds: options.timeLimitSeconds ?? 600,
    async handler(job) {
      try {
        await generateReport(db, job.data.reportId)
      } catch (error) {
        if (job.retryCount >= job.retryLimit) await failReport(db, job.data.reportId, 'generation_failed').catch(() => {})
        throw error
      }
    },
  }
}

/** Reports still waiting when a process starts: sent again (the job id is the report id, so a job already queued is kept). */
export async function resendPendingReports(db: Db, jobs: Pick<Jobs, 'send'>, queue: QueueDefinition<ReportJob>) {
  const pending = await db
    .select({ id: encounterReports.id })
    .from(encounterReports)
    .where(sql`${encounterReports.status} in ('pending', 'generating')`)
  for (const { id } of pending) await jobs.send(queue, { reportId: id }, { id })
  return pending.length
}

export type AuditRow = typeof encounterReportAudit.$inferSelect

export async function auditLog(db: Db, limit = 100): Promise<AuditRow[]> {
  return db.select().from(encounterReportAudit).orderBy(sql`${encounterReportAudit.at} desc`).limit(limit)
}
