import type { Route } from './+types/browse.ts'
import { browse } from '#app/catalogue/catalogue.server.ts'
import { CATEGORY_TYPES, isCategoryType } from '#app/catalogue/types.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/** GET /api-tool-experience/browse/{categoryType}: the categories, in cdh[0].nestedElementsPath. */
export function loader({ params, context }: Route.LoaderArgs) {
  if (!isCategoryType(params.categoryType)) {
    return jsonError(404, 'category_type_not_found', `Category types are ${CATEGORY_TYPES.join(', ')}.`, {}, noStore)
  }
  return Response.json(browse(params.categoryType, undefined, getLocale(context)), { headers: noStore })
}
