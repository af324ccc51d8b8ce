import type { Route } from './+types/service.ts'
import { methodNotAllowed, serviceEndpoint } from '#app/cds/endpoints.server.ts'

/** POST /cds-services/{id}: a hook call; answers with cards (or none), 412 when the data cannot be had. */
export function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST')
  return serviceEndpoint(request, context, params.serviceId)
}

export function loader() {
  return methodNotAllowed('POST')
}
