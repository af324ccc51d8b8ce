import type { Route } from './+types/status.ts'
import { databaseContext } from '#app/context.server.ts'
import { getJobs } from '#app/jobs/runtime.server.ts'
import { reportRequesterOf } from '#app/reports/report-access.server.ts'
import { reportStatus } from '#app/reports/reports.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/** GET /api-tool-experience/report/status?id=: {id, status, statusChecks, errorCode}; 404 for an id not of the user's organisation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await reportRequesterOf(context)
  if (!access.ok) return access.response
  const id = new URL(request.url).searchParams.get('id') ?? ''
  const answer = await reportStatus(await context.get(databaseContext), getJobs(), access.who.organisationId, id)
  if (!answer) return jsonError(404, 'not_found', 'No such report.', {}, noStore)
  return Response.json(answer, { headers: noStore })
}
