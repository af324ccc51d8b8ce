import type { Route } from './+types/systemcheck.ts'
import { systemCheckEnabled } from '#app/system-check/gate.server.ts'
import { runSystemCheck } from '#app/system-check/system-check.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * GET /api-tool-experience/systemcheck: the system check as JSON
 * ({checkedAt, ok, results: [{id, status, ms, detail}]}); 404 while the flag is off.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await systemCheckEnabled(request, context))) {
    return jsonError(404, 'not_found', 'Page Not Available', {}, noStore)
  }
  return Response.json(await runSystemCheck(), { headers: noStore })
}

export function action() {
  return jsonError(405, 'method_not_allowed', 'Use GET.', {}, { Allow: 'GET', ...noStore })
}
