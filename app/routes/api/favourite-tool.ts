import type { Route } from './+types/favourite-tool.ts'
import { sessionContext } from '#app/context.server.ts'
import { addFavourite, listFavourites, removeFavourite } from '#app/favourites/favourites.server.ts'
import { AddFavouriteSchema, countFavouriteChange, issuesOf } from '#app/favourites/requests.server.ts'
import { favouriteToolItem, favouriteToolsResponse, releasedToolByAn } from '#app/favourites/tools.server.ts'
import { jsonError, readJsonBody, requireSameOrigin } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/** Only signed-in (personalized) users keep favourites (spec 02 §6). */
function requirePersonalizedUser(context: Route.LoaderArgs['context']): string {
  const session = context.get(sessionContext)
  if (!session) throw jsonError(401, 'not_signed_in', 'Sign in to keep favourite tools.', {}, noStore)
  return session.userId
}

async function requireChangeAllowed(userId: string) {
  const limit = await countFavouriteChange(userId)
  if (!limit.allowed) {
    throw jsonError(429, 'rate_limited', 'Too many changes to favourite tools. Please wait a moment.', {}, {
      ...noStore,
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
}

/** GET /api-tool-metadata/metadata/favourite-tool: sharedTools[] and clinicalTools[]. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if ('favoriteToolId' in params && params.favoriteToolId !== undefined) {
    return jsonError(405, 'method_not_allowed', 'Use DELETE.', {}, { ...noStore, Allow: 'DELETE' })
  }
  const userId = requirePersonalizedUser(context)
  return Response.json(favouriteToolsResponse(await listFavourites(userId)), { headers: noStore })
}

/**
 * POST /api-tool-metadata/metadata/favourite-tool with {an, toolType}: 201 with the new
 * favourite, 409 when the user already keeps the tool.
 * DELETE /api-tool-metadata/metadata/favourite-tool/{favoriteToolId}: 204, or 404 when the
 * user keeps no favourite with that id.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const favoriteToolId = 'favoriteToolId' in params ? params.favoriteToolId : undefined
  const allowed = favoriteToolId === undefined ? 'POST' : 'DELETE'
  if (request.method !== allowed) {
    return jsonError(405, 'method_not_allowed', `Use ${allowed}.`, {}, { ...noStore, Allow: favoriteToolId ? 'DELETE' : 'GET, POST' })
  }
  requireSameOrigin(request)
  const userId = requirePersonalizedUser(context)
  await requireChangeAllowed(userId)

  if (favoriteToolId !== undefined) {
    if (!(await removeFavourite(userId, favoriteToolId))) {
      return jsonError(404, 'favourite_not_found', 'You keep no favourite tool with this id.', {}, noStore)
    }
    return new Response(null, { status: 204, headers: noStore })
  }

  const parsed = AddFavouriteSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) {
    return jsonError(400, 'invalid_favourite', 'The favourite tool is not valid.', { issues: issuesOf(parsed.error) }, noStore)
  }
  const { an, toolType } = parsed.data
  const result = await addFavourite(userId, an, toolType)
  if (result.status === 'exists') {
    return jsonError(409, 'favourite_exists', 'The Tool is already added to your bookmarked tool list', { favoriteToolId: result.id }, noStore)
  }
  const item = favouriteToolItem({ id: result.id, an, toolType, createdAt: result.createdAt }, releasedToolByAn(an)!)
  return Response.json(item, { status: 201, headers: noStore })
}
