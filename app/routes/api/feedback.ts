import type { Route } from './+types/feedback.ts'
import { databaseContext, requestInfoContext, sessionContext } from '#app/context.server.ts'
import { fieldErrorsOf, FeedbackSchema } from '#app/feedback/feedback.ts'
import { submitFeedback } from '#app/feedback/feedback.server.ts'
import { jsonError, readJsonBody, requireSameOrigin } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST', ...noStore })
}

/**
 * POST /api-feedback/api/feedbacks/v2/messages with JSON {message, category, email?, path}:
 * 201 {id} when stored; 400 with `fields` (translation keys by field); 429 with Retry-After.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST', ...noStore })
  }
  requireSameOrigin(request)
  const parsed = FeedbackSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) {
    return jsonError(400, 'invalid_feedback', 'The feedback is not valid.', { fields: fieldErrorsOf(parsed.error) }, noStore)
  }
  const { clientIp, log } = context.get(requestInfoContext)
  const outcome = await submitFeedback(await context.get(databaseContext), parsed.data, {
    clientIp,
    userId: context.get(sessionContext)?.userId ?? null,
  })
  if (!outcome.ok) {
    return jsonError(
      429,
      'rate_limited',
      'Too many messages from this address; please try again later.',
      { retryAfterSeconds: outcome.retryAfterSeconds },
      { 'Retry-After': String(outcome.retryAfterSeconds), ...noStore },
    )
  }
  log.info({ feedbackId: outcome.id, category: parsed.data.category }, 'feedback received')
  return Response.json({ id: outcome.id }, { status: 201, headers: noStore })
}
