import type { Route } from './+types/experiences-home.ts'
import { homeDataFor } from '#app/catalogue/home.server.ts'

/** GET /api-tool-experience/experiences/home: home data (spec 01 §3), never cached. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return Response.json(await homeDataFor(context, request), {
    headers: { 'Cache-Control': 'no-store, no-cache' },
  })
}
