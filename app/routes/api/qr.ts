import type { Route } from './+types/qr.ts'
import { getDb } from '#app/db/db.server.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { requesterOf } from '#app/snapshots/limits.server.ts'
import { renderQrSvg, snapshotLink, toolPagePaths } from '#app/snapshots/qr.server.ts'
import { openSnapshot } from '#app/snapshots/snapshot-service.server.ts'
import { SNAPSHOT_HEADERS } from '#app/snapshots/snapshots.server.ts'
import { jsonError } from '#app/utils/http.server.ts'
import { findTool } from '#engine/library.ts'

/**
 * GET /api-tool-experience/qr?snapshotId=[&path=]: an SVG QR code of the snapshot's link on
 * one of our own tool page addresses for that tool (default /tool/{slug}). Only links to a
 * live snapshot are drawn, never an address the caller chose.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const opened = await openSnapshot(await getDb(), requesterOf(context), url.searchParams.get('snapshotId'))
  if (opened.status !== 'open') return opened.response
  const { slug, version } = opened.snapshot.data.tool
  const tool = findTool(slug, version) ?? { slug, version, pubType: undefined }
  const allowed = toolPagePaths(tool)
  const path = url.searchParams.get('path') ?? allowed[0]!
  if (!allowed.includes(path)) {
    return jsonError(400, 'invalid_path', 'The link must be a page of this tool.', {}, SNAPSHOT_HEADERS)
  }
  const svg = await renderQrSvg(snapshotLink(url.origin, path, opened.id), getInstance(context).t('snapshot.qrTitle'))
  return new Response(svg, { headers: { ...SNAPSHOT_HEADERS, 'Content-Type': 'image/svg+xml; charset=utf-8' } })
}
