import { useSearchParams } from 'react-router'

import type { ClientTool } from '#engine/schema/tool.ts'
import { DeferredOptionGrid as OptionGrid } from '#app/components/option-grid/deferred.tsx'
import type { GridState } from '#app/tools/tool-view.ts'

import { AgreeDialog } from './agree-dialog.tsx'
import { ToolHeader } from './tool-header.tsx'

export type SnapshotViewData = { createdAt: string; grid: Pick<GridState, 'view' | 'ui'> }

/** The recipient's read-only view of a shared option grid (`?snapshotId=`). */
export function SnapshotView({ tool, snapshot }: { tool: ClientTool; snapshot: SnapshotViewData }) {
  const [searchParams] = useSearchParams()
  return (
    <article className="space-y-6" aria-labelledby="tool-title">
      <AgreeDialog slug={tool.slug} items={tool.popUpComponents} />
      <ToolHeader tool={tool} />
      <OptionGrid
        tool={tool}
        view={snapshot.grid.view}
        ui={snapshot.grid.ui}
        method="get"
        carried={<input type="hidden" name="snapshotId" value={searchParams.get('snapshotId') ?? ''} />}
        snapshotCreatedAt={snapshot.createdAt}
      />
    </article>
  )
}
