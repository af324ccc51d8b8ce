import type { Route } from './+types/request.ts'
import { databaseContext, requestInfoContext } from '#app/context.server.ts'
import { getJobs } from '#app/jobs/runtime.server.ts'
import { reportRequesterOf } from '#app/reports/report-access.server.ts'
import { reportRangeSchema } from '#app/reports/report-dates.ts'
import { requestReport, REQUEST_WINDOW_MINUTES } from '#app/reports/reports.server.ts'
import { jsonError, requireSameOrigin } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST', ...noStore })
}

/**
 * POST /api-tool-experience/report/request?startDate=YYYY-MM-DD&endDate=YYYY-MM-DD: 201
 * {id, status: 'pending', startDate, endDate}; 400 bad dates (with the §5 messages by field);
 * 401/403; 429 over the request limit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return loader()
  requireSameOrigin(request)
  const access = await reportRequesterOf(context)
  if (!access.ok) return access.response
  const url = new URL(request.url)
  const parsed = reportRangeSchema(new Date()).safeParse({
    startDate: url.searchParams.get('startDate') ?? '',
    endDate: url.searchParams.get('endDate') ?? '',
  })
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
    return jsonError(400, 'invalid_dates', 'The dates are not valid.', { fields }, noStore)
  }
  const outcome = await requestReport(await context.get(databaseContext), getJobs(), access.who, parsed.data)
  if (!outcome.ok) {
    const retry = String(REQUEST_WINDOW_MINUTES * 60)
    return jsonError(429, 'rate_limited', 'Too many reports requested; please try again later.', {}, { 'Retry-After': retry, ...noStore })
  }
  context.get(requestInfoContext).log.info({ reportId: outcome.id }, 'encounter report requested')
  return Response.json({ id: outcome.id, status: 'pending', ...parsed.data }, { status: 201, headers: noStore })
}
