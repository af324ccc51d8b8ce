import { data, type RouterContextProvider } from 'react-router'

import { getDb } from '#app/db/db.server.ts'
import { readGridUi } from '#app/tools/grid-ui.ts'
import type { GridState } from '#app/tools/tool-page.server.ts'
import { optionGridView } from '#engine/aids/grid-view.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

import { requesterOf } from './limits.server.ts'
import { SHARE_LINK_MISS } from './share-link-miss.ts'
import { openSnapshot } from './snapshot-service.server.ts'
import { SNAPSHOT_HEADERS } from './snapshots.server.ts'

export type SnapshotPageData = { createdAt: string; grid: GridState }

/**
 * The recipient's view of `?snapshotId=` on a tool page: the stored option grid, read-only, with
 * the recipient's own show/hide choice from the query. Unknown, expired and revoked ids, and a
 * snapshot of another tool or version, all get the same 404; repeated misses are limited.
 */
export async function snapshotPage(context: Readonly<RouterContextProvider>, request: Request, tool: ToolDefinition): Promise<SnapshotPageData> {
  const url = new URL(request.url)
  const opened = await openSnapshot(await getDb(), requesterOf(context), url.searchParams.get('snapshotId'), {
    read: ({ data: stored }) =>
      stored.tool.slug === tool.slug && stored.tool.version === tool.version ? optionGridView(tool, stored.calculatorBatch.output ?? {}) : null,
  })
  // The page's own 404 (its error boundary, the same page for every miss), not the API's JSON one.
  if (opened.status === 'missing') throw data(SHARE_LINK_MISS, { status: 404, headers: SNAPSHOT_HEADERS })
  if (opened.status === 'refused') throw opened.response
  const { value: view, snapshot: { data: stored } } = opened
  return {
    createdAt: stored.createdAt,
    grid: { view, ui: readGridUi(view, url.searchParams, stored.ui), note: null, input: stored.calculator.input },
  }
}
