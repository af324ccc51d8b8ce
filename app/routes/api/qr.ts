import type { Route } from './+types/qr.ts'
import { getDb } from '#app/db/db.server.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { countMiss, missesExceeded, requesterOf } from '#app/snapshots/limits.server.ts'
import { renderQrSvg, snapshotLink, toolPagePaths } from '#app/snapshots/qr.server.ts'
import { getSnapshot, SNAPSHOT_HEADERS, snapshotNotFound } from '#app/snapshots/snapshots.server.ts'
import { jsonError } from '#app/utils/http.server.ts'
import { findTool } from '#engine/library.ts'

/**
 * GET /api-tool-experience/qr?snapshotId=[&path=]: an SVG QR code of the snapshot's link on
 * one of our own tool page addresses for that tool (default /tool/{slug}). Only links to a
 * live snapshot are drawn, never an address the caller chose.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const requester = requesterOf(context)
  const db = await getDb()
  const refused = await missesExceeded(db, requester, SNAPSHOT_HEADERS)
  if (refused) return refused
  const snapshotId = url.searchParams.get('snapshotId')
  const found = await getSnapshot(db, snapshotId)
  if (!found || !snapshotId) {
    await countMiss(db, requester)
    return snapshotNotFound()
  }
  const { slug, version } = found.data.tool
  const tool = findTool(slug, version) ?? { slug, version, pubType: undefined }
  const allowed = toolPagePaths(tool)
  const path = url.searchParams.get('path') ?? allowed[0]!
  if (!allowed.includes(path)) {
    return jsonError(400, 'invalid_path', 'The link must be a page of this tool.', {}, SNAPSHOT_HEADERS)
  }
  const svg = await renderQrSvg(snapshotLink(url.origin, path, snapshotId), getInstance(context).t('snapshot.qrTitle'))
  return new Response(svg, { headers: { ...SNAPSHOT_HEADERS, 'Content-Type': 'image/svg+xml; charset=utf-8' } })
}
