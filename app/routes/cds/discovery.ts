import type { Route } from './+types/discovery.ts'
import { discoveryEndpoint, methodNotAllowed } from '#app/cds/endpoints.server.ts'

/** GET /cds-services: the CDS Hooks discovery document (the caller's JWT is verified first). */
export function loader({ request, context }: Route.LoaderArgs) {
  return discoveryEndpoint(request, context)
}

export function action() {
  return methodNotAllowed('GET')
}
