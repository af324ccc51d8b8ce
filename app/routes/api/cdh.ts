import type { Route } from './+types/cdh.ts'
import { resolveUserState } from '#app/auth/auth.server.ts'
import { categoryTools } from '#app/catalogue/catalogue.server.ts'
import { CATEGORY_TYPES, isCategoryType } from '#app/catalogue/types.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * GET /api-tool-experience/cdh/{categoryType}?path={nestedElementsPath}: the tools of one
 * category, with isForbidden decided for the asking user. `filter=consumer` on sharedTools
 * leaves out tools with patient data or for shared decisions in the encounter (spec 01 §5).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isCategoryType(params.categoryType)) {
    return jsonError(404, 'category_type_not_found', `Category types are ${CATEGORY_TYPES.join(', ')}.`, {}, noStore)
  }
  const search = new URL(request.url).searchParams
  const path = search.get('path')
  if (!path || path.length > 200) {
    return jsonError(400, 'path_required', 'Send the category as ?path={nestedElementsPath}.', {}, noStore)
  }
  const filter = search.get('filter')
  if (filter !== null && !(filter === 'consumer' && params.categoryType === 'sharedTools')) {
    return jsonError(400, 'invalid_filter', 'Only filter=consumer on sharedTools is offered.', {}, noStore)
  }
  const user = await resolveUserState(context, request, { returnHere: false })
  const list = categoryTools(params.categoryType, path, user, { filter: filter === 'consumer', language: getLocale(context) })
  if (!list) return jsonError(404, 'category_not_found', 'There is no such category.', {}, noStore)
  return Response.json(list, { headers: noStore })
}
