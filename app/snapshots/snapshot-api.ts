/**
 * The snapshot API as the browser and the routes both see it (spec 02 §4, §7): its paths, the
 * body of a create request and the answer to one. The routes validate and answer with these;
 * the browser's snapshot machine builds its requests and checks the answers with the same.
 * The schemas: the create body in snapshot-schemas.ts (server only), the answer in
 * created-snapshot.ts (loaded by the browser when it shares).
 */
export type { CreatedSnapshot } from './created-snapshot.ts'
export type { CreateSnapshotBody } from './snapshot-schemas.ts'

/** Path segments of POST /api-tool-experience/event/{eventType} that the browser sends. */
export type SnapshotEventName =
  | 'chart-note-copied'
  | 'patient-data-updated'
  | 'patient-options-viewed'
  | 'interface-changed'
  | 'open-access-url-generated'
  | 'pdf-generated'

const query = (params: Record<string, string>) => new URLSearchParams(params).toString()

/** The addresses of the snapshot API, with their queries. */
export const snapshotApi = {
  /** POST a CreateSnapshotBody: 201 with a CreatedSnapshot. */
  create: (aggregateId: string) => `/api-tool-experience/create?${query({ aggregateId, withData: '0' })}`,
  /** POST: 201 when the event is stored; open-access-url-generated names its snapshot. */
  event: (name: SnapshotEventName, aggregateId: string, snapshotId?: string) =>
    `/api-tool-experience/event/${name}?${query(snapshotId ? { aggregateId, snapshotId } : { aggregateId })}`,
  /** GET: an SVG QR code of the snapshot's link on one of the tool's pages. */
  qr: (snapshotId: string, path: string) => `/api-tool-experience/qr?${query({ snapshotId, path })}`,
  /** GET: the snapshot's option grid as a PDF; the owner's aggregate id records PDF_GENERATED. */
  pdf: (snapshotId: string, aggregateId: string) => `/api-tool-experience/pdf?${query({ snapshotId, aggregateId })}`,
}
