import type { Route } from './+types/download.ts'
import { databaseContext, requestInfoContext } from '#app/context.server.ts'
import { reportRequesterOf } from '#app/reports/report-access.server.ts'
import { reportFileName } from '#app/reports/report-dates.ts'
import { downloadReport } from '#app/reports/reports.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * GET /api-tool-experience/report/download?id=&session-number=: the ready report's CSV as an
 * attachment, streamed; 404 for an id not of the user's organisation, 409 when not ready.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await reportRequesterOf(context)
  if (!access.ok) return access.response
  const id = new URL(request.url).searchParams.get('id') ?? ''
  const outcome = await downloadReport(await context.get(databaseContext), access.who, id)
  if (!outcome.ok) {
    return outcome.reason === 'not_found'
      ? jsonError(404, 'not_found', 'No such report.', {}, noStore)
      : jsonError(409, 'not_ready', 'The report has no file to download.', {}, noStore)
  }
  context.get(requestInfoContext).log.info({ reportId: id, rows: outcome.rowCount }, 'encounter report downloaded')
  return new Response(outcome.body, {
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${reportFileName(outcome.startDate, outcome.endDate)}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
