/**
 * Shared types for the formula engine.
 *
 * Conventions used by every formula in this folder:
 * - Inputs are assumed to have been validated against the formula's exported
 *   `*_RANGES` data by the form engine (from each tool's definition). The
 *   formula functions never clamp or adjust an input.
 * - If an input is outside the formula's *mathematical* domain (for example a
 *   logarithm of zero, a non-positive height, a non-finite number or a value of
 *   the wrong type), the function returns `null`. It never returns NaN or
 *   Infinity.
 * - Results are returned at full floating-point precision. Rounding happens
 *   only for display (see `rounding.ts` and each formula's `*_DISPLAY` data).
 */

/** A valid input range, inclusive at both ends, for one formula input. */
export interface InputRange {
  readonly min: number
  readonly max: number
  readonly unit: string
  /**
   * Where the limits come from: 'source' when the publication or its reference
   * implementation defines them, 'plausibility' when no source defines a range
   * and the limits are broad physiological plausibility limits chosen by us
   * (tool definitions may narrow them).
   */
  readonly basis: 'source' | 'plausibility'
  readonly note?: string
}

/** How a formula's result is shown. */
export interface DisplayRule {
  readonly decimals: number
  readonly unit: string
}

export type Sex = 'female' | 'male'

export const SEXES: readonly Sex[] = Object.freeze(['female', 'male'])

/** Recursively freezes plain data so exported constants cannot be mutated at run time. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) {
      deepFreeze((value as Record<string, unknown>)[key])
    }
    Object.freeze(value)
  }
  return value
}

/** True for a finite number (not NaN, not ±Infinity, not a numeric string). */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** Returns the value if it is a finite number, otherwise null. Used as a last guard on every result. */
export function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null
}

export function isSex(value: unknown): value is Sex {
  return value === 'female' || value === 'male'
}
