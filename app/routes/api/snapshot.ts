import type { Route } from './+types/snapshot.ts'
import { getDb } from '#app/db/db.server.ts'
import { countMiss, missesExceeded, requesterOf } from '#app/snapshots/limits.server.ts'
import { getSnapshot, SNAPSHOT_HEADERS, snapshotNotFound } from '#app/snapshots/snapshots.server.ts'

/**
 * GET /api-tool-experience/snapshot/{snapshotId}: the stored snapshot, or one and the same
 * 404 for an unknown, expired or revoked id. Never cached, referred or indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const requester = requesterOf(context)
  const db = await getDb()
  const refused = await missesExceeded(db, requester, SNAPSHOT_HEADERS)
  if (refused) return refused
  const found = await getSnapshot(db, params.snapshotId)
  if (!found) {
    await countMiss(db, requester)
    return snapshotNotFound()
  }
  return Response.json(found.data, { headers: SNAPSHOT_HEADERS })
}
