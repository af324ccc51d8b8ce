import type { Route } from './+types/user.ts'
import { resolveUserState } from '#app/auth/auth.server.ts'

/** GET /api-tool-experience/user: the user entity of the spec. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return Response.json(await resolveUserState(context, request, { returnHere: false }), {
    headers: { 'Cache-Control': 'no-store' },
  })
}
