import { z } from 'zod'

const VALUE = z.union([z.string().max(200), z.number(), z.boolean(), z.null(), z.array(z.union([z.string().max(200), z.number()])).max(100)])
const VALUES = z.record(z.string().max(100), VALUE)

/**
 * Body of the option grid's batch executor with overrides (spec 02 §7). In a *.server module:
 * a route module's top-level schema would stay in its browser chunk.
 */
export const BatchBody = z.strictObject({
  requestParams: VALUES,
  /** Per optionKey: the grid's cpdn defaults merged with that option's cpdnOverrides. */
  overrideOptions: z.record(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), VALUES),
})
