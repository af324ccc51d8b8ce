/**
 * Pack-years of cigarette smoking: a summary of lifetime tobacco exposure.
 * One pack-year is the exposure of smoking one pack (20 cigarettes) a day for
 * one year, so 10 cigarettes a day for 20 years is also 10 pack-years. It is
 * the exposure measure used, for example, in lung-cancer screening eligibility
 * (USPSTF, JAMA 2021;325:962–970). It ignores changes in intensity over time.
 *
 * Interpretation of spec §9 ("cigarettes per day divided by 20 times (years
 * started minus years quit, quit years 0 for current smokers), rounded"):
 * the form fields `numeric.startsmoking` and `numeric.quitsmoking` hold
 * YEARS SINCE the person started smoking and YEARS SINCE they quit (0 for a
 * current smoker). The smoking duration is therefore
 *   duration (years) = yearsSinceStarted − yearsSinceQuit
 * and
 *   pack-years = cigarettesPerDay / 20 × duration.
 * Example: started 30 years ago, quit 10 years ago, 20 cigarettes a day →
 * 1 pack/day × 20 years = 20 pack-years.
 *
 * Impossible combinations return null (never a clamped value): a negative
 * value, or yearsSinceQuit ≥ yearsSinceStarted (the person cannot have quit
 * before, or at the same time as, starting; a duration of zero is treated as
 * inconsistent data rather than as 0 pack-years).
 * Results are at full precision; PACK_YEARS_DISPLAY rounds to a whole number.
 */
import { type DisplayRule, type InputRange, deepFreeze, finiteOrNull, isFiniteNumber } from './types.ts'

/** Cigarettes per pack (spec §9). */
export const CIGARETTES_PER_PACK = 20

export const PACK_YEARS_DISPLAY: DisplayRule = deepFreeze({ decimals: 0, unit: 'pack-years' })

/** No publication defines input limits; these are plausibility limits. */
export const PACK_YEARS_RANGES = deepFreeze({
  cigarettesPerDay: { min: 0, max: 200, unit: 'cigarettes/day', basis: 'plausibility' },
  packsPerDay: { min: 0, max: 10, unit: 'packs/day', basis: 'plausibility' },
  yearsSinceStarted: { min: 0, max: 100, unit: 'years', basis: 'plausibility' },
  yearsSinceQuit: { min: 0, max: 100, unit: 'years', basis: 'plausibility', note: '0 for a current smoker' },
} as const satisfies Record<string, InputRange>)

export const PACK_YEARS_SOURCE =
  'US Preventive Services Task Force. Screening for lung cancer: recommendation statement. JAMA 2021;325:962-970 (definition of pack-years).'

/** Packs → cigarettes (× 20). Null for negative or non-finite input. */
export function packsToCigarettes(packs: number): number | null {
  if (!isFiniteNumber(packs) || packs < 0) return null
  return finiteOrNull(packs * CIGARETTES_PER_PACK)
}

/** Cigarettes → packs (÷ 20). Null for negative or non-finite input. */
export function cigarettesToPacks(cigarettes: number): number | null {
  if (!isFiniteNumber(cigarettes) || cigarettes < 0) return null
  return finiteOrNull(cigarettes / CIGARETTES_PER_PACK)
}

export interface PackYearsInput {
  readonly cigarettesPerDay: number
  /** Years since the person started smoking (field numeric.startsmoking). */
  readonly yearsSinceStarted: number
  /** Years since the person quit; 0 for a current smoker (field numeric.quitsmoking). */
  readonly yearsSinceQuit: number
}

/**
 * Smoking duration in years = yearsSinceStarted − yearsSinceQuit.
 * Null for negative/non-finite values or when quit ≥ started.
 */
export function smokingDurationYears(input: Omit<PackYearsInput, 'cigarettesPerDay'>): number | null {
  const { yearsSinceStarted, yearsSinceQuit } = input
  if (!isFiniteNumber(yearsSinceStarted) || !isFiniteNumber(yearsSinceQuit)) return null
  if (yearsSinceStarted < 0 || yearsSinceQuit < 0) return null
  if (yearsSinceQuit >= yearsSinceStarted) return null
  return finiteOrNull(yearsSinceStarted - yearsSinceQuit)
}

/** Pack-years = cigarettesPerDay / 20 × (yearsSinceStarted − yearsSinceQuit). See the file comment. */
export function packYears(input: PackYearsInput): number | null {
  const { cigarettesPerDay } = input
  if (!isFiniteNumber(cigarettesPerDay) || cigarettesPerDay < 0) return null
  const duration = smokingDurationYears(input)
  if (duration === null) return null
  return finiteOrNull((cigarettesPerDay / CIGARETTES_PER_PACK) * duration)
}
