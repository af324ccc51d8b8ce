import type { Route } from './+types/user-preference.ts'
import { getPreference, PreferenceUpdateSchema, updatePreference } from '#app/auth/preferences.server.ts'
import { databaseContext, sessionContext } from '#app/context.server.ts'
import { jsonError, readJsonBody, requireSameOrigin } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

function requireUser(context: Route.LoaderArgs['context']) {
  const session = context.get(sessionContext)
  if (!session) throw jsonError(401, 'not_signed_in', 'Sign in to read or save preferences.', {}, noStore)
  return session.userId
}

/** GET /api-tool-experience/users/preference */
export async function loader({ context }: Route.LoaderArgs) {
  const userId = requireUser(context)
  return Response.json(await getPreference(await context.get(databaseContext), userId), { headers: noStore })
}

/** POST /api-tool-experience/users/preference with a JSON body. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return jsonError(405, 'method_not_allowed', 'Use GET or POST.', {}, { Allow: 'GET, POST' })
  }
  requireSameOrigin(request)
  const userId = requireUser(context)
  const parsed = PreferenceUpdateSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) {
    return jsonError(400, 'invalid_preference', 'The preference is not valid.', {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    })
  }
  return Response.json(await updatePreference(await context.get(databaseContext), userId, parsed.data), { headers: noStore })
}
