/**
 * The snapshot API as the browser and the routes both see it (spec 02 §4, §7): its paths, the
 * body of a create request and the answer to one. The routes validate and answer with these;
 * the browser's snapshot machine builds its requests and checks the answers with the same.
 */
import { z } from 'zod'

import { OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW } from '#app/encounters/option-keys.ts'

/** Path segments of POST /api-tool-experience/event/{eventType} that the snapshot flows send. */
export type SnapshotEventName =
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

const INPUT_VALUE = z.union([
  z.string().max(200),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(200), z.number()])).max(100),
])

/**
 * POST /api-tool-experience/create body. The client's outputs (calculator.output,
 * calculatorBatch.output) are accepted for the spec's payload shape but never stored:
 * the server computes them again from the input.
 */
export const CreateSnapshotBody = z.object({
  calculator: z.object({
    input: z.record(z.string().max(100), INPUT_VALUE),
    output: z.unknown().optional(),
  }),
  calculatorBatch: z.object({ output: z.unknown().optional() }).nullish(),
  ui: z.strictObject({
    selected: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).max(50),
    viewType: z.enum([OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW]),
  }),
})
/** What the browser sends (its outputs are optional). */
export type CreateSnapshotBody = z.input<typeof CreateSnapshotBody>

/** 201 from POST /api-tool-experience/create: the id is shown this once and never stored. */
export const CreatedSnapshot = z.object({ id: z.string().min(1), createdAt: z.string(), expiresAt: z.string() })
export type CreatedSnapshot = z.infer<typeof CreatedSnapshot>
