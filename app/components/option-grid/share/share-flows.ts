/**
 * The PDF flow's decisions and steps (spec 02 'PDF flow') on top of the snapshot machine,
 * and the fetch the machine gets in the browser.
 */
import {
  createSnapshot,
  isCreating,
  waitFor,
  type CreateSnapshotBody,
  type SnapshotDeps,
  type SnapshotState,
  type SnapshotStore,
} from '#app/snapshots/snapshot-machine.ts'
import { apiUrl } from '#app/utils/api-client.ts'

/** Our API through the page's session-number (apiUrl), with the session cookie. */
export const ourApiFetch: SnapshotDeps['fetch'] = (url, init) => fetch(apiUrl(url), { credentials: 'same-origin', ...init })

export type PdfStart =
  | { kind: 'snapshot'; snapshotId: string }
  | { kind: 'static'; url: string }
  | { kind: 'warn' }
  | { kind: 'generate' }

/**
 * What the PDF button does now: a snapshot that matches the grid gives its PDF; a tool with
 * a static PDF shows that file; otherwise a new snapshot is made, after a warning when
 * options are hidden (they would be left out).
 */
export function pdfStart(state: SnapshotState, staticPdf: string | null, hiddenOptions: number): PdfStart {
  if (state.snapshot) return { kind: 'snapshot', snapshotId: state.snapshot.id }
  if (staticPdf) return { kind: 'static', url: staticPdf }
  return hiddenOptions > 0 ? { kind: 'warn' } : { kind: 'generate' }
}

/**
 * Makes the snapshot the PDF is drawn from. Resolves with its id once the spinner is gone
 * (as the link and QR flow do), or null when it could not be made.
 */
export async function snapshotForPdf(store: SnapshotStore, deps: SnapshotDeps, body: CreateSnapshotBody): Promise<string | null> {
  const id = await createSnapshot(store, deps, body)
  if (!id) return null
  const settled = await waitFor(store, (s) => !isCreating(s))
  return settled.snapshot?.id === id ? id : null
}
