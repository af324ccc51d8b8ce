import type { Route } from './+types/tool-info.ts'
import { toolInfo } from '#app/catalogue/catalogue.server.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

/** GET /api-tool-experience/content/{an}/{version}/info: the tool's eligibility as html. */
export function loader({ params, context }: Route.LoaderArgs) {
  const info = toolInfo(params.an, params.version, undefined, getLocale(context))
  if (!info) return jsonError(404, 'tool_not_found', 'There is no such tool or version.', {}, { 'Cache-Control': 'no-store' })
  return Response.json(info, { headers: { 'Cache-Control': 'no-store' } })
}
