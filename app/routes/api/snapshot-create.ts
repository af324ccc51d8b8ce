import type { Route } from './+types/snapshot-create.ts'
import { getDb } from '#app/db/db.server.ts'
import { findEncounter, recordEvent } from '#app/encounters/encounters.server.ts'
import { buildSnapshotPayload } from '#app/snapshots/build-snapshot.server.ts'
import { limitOrNull, requesterOf, snapshotCreateBudgets } from '#app/snapshots/limits.server.ts'
import { createSnapshot, SNAPSHOT_HEADERS } from '#app/snapshots/snapshots.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
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
  const limited = await limitOrNull(db, snapshotCreateBudgets(requesterOf(context), encounter.id), SNAPSHOT_HEADERS)
  if (limited) return limited
  const tool = findTool(encounter.toolSlug, encounter.toolVersion)
  if (!tool || tool.status === 'draft') return jsonError(404, 'tool_not_found', 'This tool version is no longer available.', {}, SNAPSHOT_HEADERS)

  const built = buildSnapshotPayload(tool, await readJsonBody(request))
  if (!built.ok) return jsonError(400, built.code, built.message, built.extra ?? {}, SNAPSHOT_HEADERS)

  const created = await createSnapshot(db, {
    aggregateId: encounter.id,
    tool,
    payload: built.payload,
    ttlDays: getEnv().SNAPSHOT_TTL_DAYS,
  })
  await recordEvent(db, encounter.id, 'SNAPSHOT_CREATED', {
    selectedCount: built.payload.ui.selected.length,
    viewType: built.payload.ui.viewType,
  })
  return Response.json(created, { status: 201, headers: SNAPSHOT_HEADERS })
}

export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST' })
}
