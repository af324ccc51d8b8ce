/**
 * The snapshot API's create body (spec 02 §7). The route validates with it; the browser imports
 * its type only (the answer's schema, which the browser runs, is in created-snapshot.ts).
 */
import { z } from 'zod'

import { OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW } from '#app/encounters/option-keys.ts'

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
