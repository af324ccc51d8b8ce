import { data, type RouterContextProvider } from 'react-router'

import { getDb } from '#app/db/db.server.ts'
import { readGridUi } from '#app/tools/grid-ui.ts'
import type { GridState } from '#app/tools/tool-page.server.ts'
import { optionGridView } from '#engine/aids/grid-view.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

import { countMiss, missesExceeded, requesterOf } from './limits.server.ts'
import { getSnapshot, SNAPSHOT_HEADERS } from './snapshots.server.ts'

export type SnapshotPageData = { createdAt: string; grid: GridState }

/**
 * The recipient's view of `?snapshotId=` on a tool page: the stored option grid, read-only, with
 * the recipient's own show/hide choice from the query. Unknown, expired and revoked ids, and a
 * snapshot of another tool or version, all get the same 404; repeated misses are limited.
 */
export async function snapshotPage(context: Readonly<RouterContextProvider>, request: Request, tool: ToolDefinition): Promise<SnapshotPageData> {
  const url = new URL(request.url)
  const requester = requesterOf(context)
  const db = await getDb()
  const refused = await missesExceeded(db, requester, SNAPSHOT_HEADERS)
  if (refused) throw refused
  const found = await getSnapshot(db, url.searchParams.get('snapshotId'))
  const stored = found?.data
  const view = stored && stored.tool.slug === tool.slug && stored.tool.version === tool.version ? optionGridView(tool, stored.calculatorBatch.output ?? {}) : null
  if (!stored || !view) {
    await countMiss(db, requester)
    throw data(null, { status: 404, headers: SNAPSHOT_HEADERS })
  }
  return {
    createdAt: stored.createdAt,
    grid: { view, ui: readGridUi(view, url.searchParams, stored.ui), note: null, input: stored.calculator.input },
  }
}
