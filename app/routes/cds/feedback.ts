import type { Route } from './+types/feedback.ts'
import { feedbackEndpoint, methodNotAllowed } from '#app/cds/endpoints.server.ts'

/** POST /cds-services/{id}/feedback: what the clinician did with a card. */
export function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST')
  return feedbackEndpoint(request, context, params.serviceId)
}

export function loader() {
  return methodNotAllowed('POST')
}
