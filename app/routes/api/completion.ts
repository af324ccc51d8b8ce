import type { Route } from './+types/completion.ts'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { completion, MAX_QUERY_LENGTH } from '#app/search/search.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * GET /api/decisions/v1/completion?query={text}&max={n}: autocomplete (spec 01 §3, §7).
 * `topics` are tools (id: content name, resolved by byANs), `terms` search phrases;
 * max defaults to 5 and is clamped to 1–10. Blank text gives empty lists.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const query = params.get('query') ?? ''
  if (query.length > MAX_QUERY_LENGTH) {
    return jsonError(400, 'query_too_long', `The query may have at most ${MAX_QUERY_LENGTH} characters.`, {}, noStore)
  }
  const rawMax = params.get('max')
  let max = 5
  if (rawMax !== null && rawMax.trim() !== '') {
    if (!/^\d{1,6}$/.test(rawMax.trim())) {
      return jsonError(400, 'invalid_max', 'max must be a whole number from 1 to 10.', {}, noStore)
    }
    max = Math.min(10, Math.max(1, Number(rawMax.trim())))
  }
  return Response.json(completion(query, max, brandForRequest(request).variant), { headers: noStore })
}

export function action() {
  return jsonError(405, 'method_not_allowed', 'Use GET.', {}, { Allow: 'GET', ...noStore })
}
