import type { Route } from './+types/snapshot.ts'
import { getDb } from '#app/db/db.server.ts'
import { requesterOf } from '#app/snapshots/limits.server.ts'
import { openSnapshot } from '#app/snapshots/snapshot-service.server.ts'
import { SNAPSHOT_HEADERS } from '#app/snapshots/snapshots.server.ts'

/**
 * GET /api-tool-experience/snapshot/{snapshotId}: the stored snapshot, or one and the same
 * 404 for an unknown, expired or revoked id. Never cached, referred or indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const opened = await openSnapshot(await getDb(), requesterOf(context), params.snapshotId)
  if (opened.status !== 'open') return opened.response
  return Response.json(opened.snapshot.data, { headers: SNAPSHOT_HEADERS })
}
