import type { Route } from './+types/analytics-events.ts'
import {
  AnalyticsBatchSchema,
  analyticsBudgets,
  forwardEvents,
  sanitise,
  storeEvents,
} from '#app/analytics/analytics.server.ts'
import { hitEach } from '#app/auth/rate-limit.server.ts'
import { consentFor } from '#app/consent/consent.server.ts'
import { databaseContext, requestInfoContext, sessionContext } from '#app/context.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { jsonError, readJsonBody, requireSameOrigin } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST to send analytics events.', {}, { Allow: 'POST', ...noStore })
}

/**
 * POST /api-analytics/events: a batch of product events, stored only when the visitor's
 * consent cookie says ANALYTICS = ACCEPT. The visitor's address is used for the rate limit
 * only (hashed, by its /64 for IPv6); place and address are never stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return jsonError(405, 'method_not_allowed', 'Use POST to send analytics events.', {}, { Allow: 'POST', ...noStore })
  }
  requireSameOrigin(request)
  if (consentFor(request).analytics !== 'ACCEPT') {
    return jsonError(403, 'consent_required', 'Analytics are off: the visitor has not accepted them.', {}, noStore)
  }
  const db = await context.get(databaseContext)
  const limit = await hitEach(db, analyticsBudgets({
    userId: context.get(sessionContext)?.userId ?? null,
    clientIp: context.get(requestInfoContext).clientIp,
  }))
  if (!limit.allowed) {
    return jsonError(429, 'rate_limited', 'Too many analytics requests.', {}, {
      'Retry-After': String(limit.retryAfterSeconds),
      ...noStore,
    })
  }
  const parsed = AnalyticsBatchSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) {
    return jsonError(400, 'invalid_events', 'The events are not valid.', {
      issues: parsed.error.issues.slice(0, 10).map((i) => ({ path: i.path.join('.'), message: i.message })),
    }, noStore)
  }
  const events = sanitise(parsed.data, request.headers.get('referer'))
  await storeEvents(db, events)
  const forwardTo = getEnv().ANALYTICS_FORWARD_URL
  if (forwardTo) void forwardEvents(forwardTo, events)
  return Response.json({ stored: events.length }, { status: 202, headers: noStore })
}
