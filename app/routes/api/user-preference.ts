import type { Route } from './+types/user-preference.ts'
import { getPreference, PreferenceUpdateSchema, updatePreference } from '#app/auth/preferences.server.ts'
import { databaseContext } from '#app/context.server.ts'
import { preferenceOwnerOf } from '#app/tools/ehr-notices.server.ts'
import { jsonError, readJsonBody, requireSameOrigin } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/** A signed-in account, or a clinician launched from an EHR (their preferences are kept by EHR user). */
async function requireOwner(context: Route.LoaderArgs['context']) {
  const owner = await preferenceOwnerOf(context)
  if (!owner) throw jsonError(401, 'not_signed_in', 'Sign in to read or save preferences.', {}, noStore)
  return owner
}

/** GET /api-tool-experience/users/preference */
export async function loader({ context }: Route.LoaderArgs) {
  const owner = await requireOwner(context)
  return Response.json(await getPreference(await context.get(databaseContext), owner), { headers: noStore })
}

/** POST /api-tool-experience/users/preference with a JSON body. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return jsonError(405, 'method_not_allowed', 'Use GET or POST.', {}, { Allow: 'GET, POST' })
  }
  requireSameOrigin(request)
  const owner = await requireOwner(context)
  const parsed = PreferenceUpdateSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) {
    return jsonError(400, 'invalid_preference', 'The preference is not valid.', {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    })
  }
  return Response.json(await updatePreference(await context.get(databaseContext), owner, parsed.data), { headers: noStore })
}
