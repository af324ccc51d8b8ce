import type { Route } from './+types/event.ts'
import { databaseContext, requestInfoContext } from '#app/context.server.ts'
import { clientEventType, findEncounter, recordEvent } from '#app/encounters/encounters.server.ts'
import { EVENT_LIMIT, limitOrNull } from '#app/snapshots/limits.server.ts'
import { getSnapshot, snapshotNotFound } from '#app/snapshots/snapshots.server.ts'
import { jsonError, readJsonBody, requireSameOrigin } from '#app/utils/http.server.ts'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** A body is optional: none (or an empty one) reads as {}. */
async function readOptionalJson(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')) return readJsonBody(request)
  const text = await request.text()
  if (text.trim() === '') return {}
  throw jsonError(415, 'unsupported_media_type', 'Send the body as application/json.')
}

/**
 * POST /api-tool-experience/event/{eventType}?aggregateId=[&snapshotId=]: one encounter event.
 * 201 when stored; unknown event type or aggregate: 404; a body other than the event's
 * product facts: 400. open-access-url-generated also needs a live snapshot of this aggregate.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST' })
  requireSameOrigin(request)
  const type = clientEventType(params.eventType)
  if (!type) return jsonError(404, 'unknown_event', 'There is no such event.', {}, NO_STORE)
  const url = new URL(request.url)
  const db = await context.get(databaseContext)
  const encounter = await findEncounter(db, url.searchParams.get('aggregateId'))
  if (!encounter) return jsonError(404, 'unknown_aggregate', 'There is no such tool session.', {}, NO_STORE)
  const limited = await limitOrNull(db, [{ key: `encounter-events:${encounter.id}`, window: EVENT_LIMIT }])
  if (limited) return limited
  const body = await readOptionalJson(request)

  if (type === 'OPEN_ACCESS_URL_GENERATED') {
    const snapshot = await getSnapshot(db, url.searchParams.get('snapshotId'))
    if (!snapshot || snapshot.aggregateId !== encounter.id) return snapshotNotFound()
  }

  const outcome = await recordEvent(db, encounter.id, type, body)
  if (!outcome.ok) {
    if (outcome.reason === 'unknown_aggregate') return jsonError(404, 'unknown_aggregate', 'There is no such tool session.', {}, NO_STORE)
    return jsonError(400, 'invalid_payload', 'The event body is not valid for this event.', { issues: outcome.issues }, NO_STORE)
  }
  context.get(requestInfoContext).log.debug({ event: type }, 'encounter event')
  return Response.json({ type, occurredAt: outcome.occurredAt.toISOString() }, { status: 201, headers: NO_STORE })
}

export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST' })
}
