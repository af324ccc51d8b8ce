import { z } from 'zod'

import type { Route } from './+types/slugs-by-an.ts'
import { slugsByContentName } from '#app/search/search.server.ts'
import { jsonError, readJsonBody, requireSameOrigin } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

const BodySchema = z.object({ listAN: z.array(z.string().min(1).max(200)).max(100) })

/** GET is not offered: the ids travel in a JSON body. */
export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST with a JSON body.', {}, { Allow: 'POST', ...noStore })
}

/**
 * POST /api-tool-experience/tool/content/slug/byANs with `{ listAN: [id] }`: the slug of
 * each released tool by content name, `[{ an, slug }]` in the order asked; unknown ids are skipped.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return jsonError(405, 'method_not_allowed', 'Use POST with a JSON body.', {}, { Allow: 'POST', ...noStore })
  }
  requireSameOrigin(request)
  const parsed = BodySchema.safeParse(await readJsonBody(request))
  if (!parsed.success) {
    return jsonError(400, 'invalid_body', 'Send { "listAN": ["content name", …] }.', {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    }, noStore)
  }
  return Response.json(slugsByContentName(parsed.data.listAN), { headers: noStore })
}
