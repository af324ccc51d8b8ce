import { multiplyToolLibrary, toolLibrary } from '#engine/library.ts'
import type { Env } from '#app/utils/env.server.ts'

/**
 * The measurement setting MEASUREMENT_CATALOGUE_COPIES, applied at start-up: the catalogue
 * holds that many times every tool (synthetic copies) so that a bench can compare the pages at
 * 1× and 10× (`node scripts/bench.js --catalogue-only`). Refused next to a real database
 * (DATABASE_URL): it is for the embedded database of a measuring run only.
 */
export function applyMeasurementCatalogue(
  env: Pick<Env, 'MEASUREMENT_CATALOGUE_COPIES' | 'DATABASE_URL'>,
): { tools: number } | { refused: string } | null {
  if (env.MEASUREMENT_CATALOGUE_COPIES === 1) return null
  if (env.DATABASE_URL) {
    return { refused: 'MEASUREMENT_CATALOGUE_COPIES multiplies the catalogue for measurements on the embedded database only: unset it.' }
  }
  multiplyToolLibrary(env.MEASUREMENT_CATALOGUE_COPIES)
  return { tools: toolLibrary().size }
}
