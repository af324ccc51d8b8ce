import type { Route } from './+types/snapshot-create.ts'
import { getDb } from '#app/db/db.server.ts'
import { findEncounter } from '#app/encounters/encounters.server.ts'
import { requesterOf } from '#app/snapshots/limits.server.ts'
import { shareSnapshot } from '#app/snapshots/snapshot-service.server.ts'
import { SNAPSHOT_HEADERS } from '#app/snapshots/snapshots.server.ts'
import { jsonError, readJsonBody, requireSameOrigin } from '#app/utils/http.server.ts'
import { findTool } from '#engine/library.ts'

/**
 * POST /api-tool-experience/create?aggregateId=&withData=0: a read-only snapshot of the tool
 * session. The body carries calculator.input and the option grid's ui state; the outputs are
 * computed here. 201 {id, createdAt, expiresAt}; the id is shown this once and never stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST' })
  requireSameOrigin(request)
  const db = await getDb()
  const url = new URL(request.url)
  const encounter = await findEncounter(db, url.searchParams.get('aggregateId'))
  if (!encounter) return jsonError(404, 'unknown_aggregate', 'There is no such tool session.', {}, SNAPSHOT_HEADERS)
  const shared = await shareSnapshot(db, {
    requester: requesterOf(context),
    session: { aggregateId: encounter.id },
    async read() {
      const tool = findTool(encounter.toolSlug, encounter.toolVersion)
      if (!tool || tool.status === 'draft') return jsonError(404, 'tool_not_found', 'This tool version is no longer available.', {}, SNAPSHOT_HEADERS)
      return { tool, body: await readJsonBody(request) }
    },
  })
  switch (shared.status) {
    case 'refused':
      return shared.response
    case 'invalid':
      return jsonError(400, shared.failure.code, shared.failure.message, shared.failure.extra ?? {}, SNAPSHOT_HEADERS)
    case 'failed':
      throw shared.error
    case 'created':
      return Response.json(shared.snapshot, { status: 201, headers: SNAPSHOT_HEADERS })
  }
}

export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST' })
}
