import type { CreateSnapshotBody, SnapshotDeps, SnapshotStore } from '#app/snapshots/snapshot-machine.ts'

import type { OpenPdf } from './pdf-document.ts'
import type { ShareFlow } from '#app/snapshots/share-intents.ts'

export type ShareActionsProps = {
  tool: { slug: string; name: string; version: string }
  /** null: no tool session, so nothing can be shared (spec 02 'Snapshot creation'). */
  aggregateId: string | null
  /** The page's snapshot store: createSnapshotStore(initialSnapshotState(aggregateId)). */
  store: SnapshotStore
  /** What a snapshot made now would hold: calculator.input, ui.selected, ui.viewType. */
  snapshotBody: () => CreateSnapshotBody
  /** How many options are hidden now (the PDF's warning). */
  hiddenOptions: number
  /** A static PDF for this tool, shown by the PDF button instead of one made from a snapshot. */
  staticPdf: string | null
  /** Tests only: our API's fetch and the timers (the browser's, through apiUrl, otherwise). */
  deps?: SnapshotDeps
  /** Tests only: how the viewer opens a PDF (pdf.js otherwise). */
  openPdf?: OpenPdf
}

export type ShareRequest = { flow: ShareFlow; id: number }

export type ShareDialogsProps = Omit<ShareActionsProps, 'aggregateId' | 'deps' | 'openPdf'> & {
  aggregateId: string
  /** A new id starts the flow again. */
  request: ShareRequest
  /** Everything is closed: focus goes back to the button that asked. */
  onDone: () => void
  deps?: SnapshotDeps
  openPdf?: OpenPdf
}
