/**
 * From risk fractions to icon counts.
 *
 * Rules chosen (research notes sdm-security.md §2 rules 7–8 and §3a):
 *
 * 1. One denominator per decision aid, chosen once from every risk and every
 *    risk difference the aid shows (`chooseDenominator`):
 *    - 1000 if any non-zero value is below 2 out of 100 (|value| × 100 < 2,
 *      exact, before rounding), because such a value or difference would show
 *      as 0 or 1 icons out of 100, or be dominated by rounding ("where avoided
 *      is < 2 out of 100, show the 1000-icon array");
 *    - otherwise 100 (person icons read best; 1000-icon arrays make risks look
 *      larger, so they are used only when needed).
 *    Exactly-zero values do not force 1000: a 0 is shown truthfully as 0 icons.
 *
 * 2. Count = risk × denominator rounded to the nearest whole icon, halves away
 *    from zero, computed in decimal (0.145 × 100 = 14.5 → 15, not 14).
 *
 * 3. Never a misleading extreme: a non-zero risk that rounds to 0 icons is
 *    shown as 1 icon, and a risk below 100 % that rounds to all icons is shown
 *    as all but 1, with `adjustment` set so the caption can say "fewer than 1
 *    in 1000" / "more than 999 in 1000". Both adjustments keep counts
 *    monotone in the risk, so a lower risk never gets more icons.
 *
 * 4. Three-state benefit arrays (`benefitIconCounts`): the people who avoid the
 *    event are never shown as more than the benefit rounded on its own:
 *    avoided = min(count(untreated) − count(treated), round(exact difference)),
 *    eventAnyway = count(untreated) − avoided, noEvent = N − count(untreated).
 *    The difference of two rounded risks can exceed the rounded difference by
 *    one (5.6 % and 4.2 % show 6 and 4, yet 1.4 in 100 avoid); the minimum
 *    keeps the benefit at or below both roundings. The three add up to N.
 *
 * 5. Words for a benefit (`frequencyText`): a non-zero value below 1 reads
 *    "fewer than 1", never "0" and never "1".
 */
import { roundTo, scaleByPowerOfTen } from '#engine/formulas/rounding.ts'
import { type IconArrayDenominator, isSupportedDenominator } from './layout.ts'

/** Values (per 100) below which the 1000-icon array is used. */
export const SMALL_VALUE_PER_100 = 2

/**
 * Picks the single denominator for an aid from all the risks and absolute risk
 * differences it shows (fractions; differences may be negative). Null if any
 * value is not finite or lies outside −1…1.
 */
export function chooseDenominator(values: readonly number[]): IconArrayDenominator | null {
  let needsThousand = false
  for (const v of values) {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < -1 || v > 1) return null
    const per100 = Math.abs(scaleByPowerOfTen(v, 2) as number)
    if (per100 > 0 && per100 < SMALL_VALUE_PER_100) needsThousand = true
  }
  return needsThousand ? 1000 : 100
}

export type IconCountAdjustment = 'none' | 'raised-to-one' | 'lowered-to-all-but-one'

export interface IconCount {
  /** Whole number of icons to show. */
  readonly count: number
  /** risk × denominator before rounding. */
  readonly exact: number
  readonly adjustment: IconCountAdjustment
}

function powerOfTen(denominator: IconArrayDenominator): number {
  return denominator === 100 ? 2 : 3
}

/**
 * risk × denominator, cleaned of binary noise at 9 decimals: a risk that is a decimal product
 * (0.3 × 0.75 = 0.22499999999999998 in binary) counts as the decimal 22.5.
 */
function decimalCount(risk: number, denominator: IconArrayDenominator): number {
  return roundTo(scaleByPowerOfTen(risk, powerOfTen(denominator)) as number, 9) as number
}

/**
 * Icons out of `denominator` for a risk fraction (rules 2–3 above). Null for a
 * risk that is not a finite number from 0 to 1, or an unsupported denominator.
 */
export function riskToIconCount(risk: number, denominator: number): IconCount | null {
  if (!isSupportedDenominator(denominator)) return null
  if (typeof risk !== 'number' || !Number.isFinite(risk) || risk < 0 || risk > 1) return null
  const exact = decimalCount(risk, denominator)
  const rounded = roundTo(exact, 0) as number
  if (risk > 0 && rounded === 0) return { count: 1, exact, adjustment: 'raised-to-one' }
  if (risk < 1 && rounded === denominator) return { count: denominator - 1, exact, adjustment: 'lowered-to-all-but-one' }
  return { count: rounded, exact, adjustment: 'none' }
}

export interface BenefitIconCounts {
  readonly denominator: IconArrayDenominator
  /** Would have the event even with treatment. */
  readonly eventAnyway: number
  /** Avoid the event because of treatment. */
  readonly avoided: number
  /** (untreated − treated risk) × denominator before rounding. */
  readonly exactAvoided: number
  /** Would not have the event anyway. */
  readonly noEvent: number
  /** count(untreated risk). */
  readonly untreated: IconCount
  /** count(treated risk). */
  readonly treated: IconCount
  /**
   * True when treatment lowers the risk but the picture shows 0 avoided (the
   * difference is below half an icon): say so in words next to the array.
   */
  readonly differenceBelowOneIcon: boolean
}

/**
 * Three-state counts for a treatment that lowers risk (rule 4). Requires
 * 0 ≤ treatedRisk ≤ untreatedRisk ≤ 1; otherwise null (a treatment that raises
 * the risk needs a harm array, not this one).
 */
export function benefitIconCounts(input: {
  readonly untreatedRisk: number
  readonly treatedRisk: number
  readonly denominator: number
}): BenefitIconCounts | null {
  const { untreatedRisk, treatedRisk, denominator } = input
  if (!isSupportedDenominator(denominator)) return null
  if (!(treatedRisk <= untreatedRisk)) return null
  const untreated = riskToIconCount(untreatedRisk, denominator)
  const treated = riskToIconCount(treatedRisk, denominator)
  if (untreated === null || treated === null) return null
  const exactDifference = roundTo(decimalCount(untreatedRisk, denominator) - decimalCount(treatedRisk, denominator), 9) as number
  const avoided = Math.min(untreated.count - treated.count, roundTo(exactDifference, 0) as number)
  return {
    denominator,
    eventAnyway: untreated.count - avoided,
    avoided,
    exactAvoided: exactDifference,
    noEvent: denominator - untreated.count,
    untreated,
    treated,
    differenceBelowOneIcon: treatedRisk < untreatedRisk && avoided === 0,
  }
}

/**
 * A count out of the denominator in words, from its exact value (risk × denominator):
 * "fewer than 1" for a non-zero value below 1, else the whole number it rounds to.
 * Null for a value that is negative or not finite. `fewerThanOne` gives those words in another language.
 */
export function frequencyText(exact: number, fewerThanOne = 'fewer than 1'): string | null {
  if (typeof exact !== 'number' || !Number.isFinite(exact) || exact < 0) return null
  if (exact > 0 && exact < 1) return fewerThanOne
  return (roundTo(roundTo(exact, 9), 0) as number).toLocaleString('en-US')
}

/** The benefit of a treatment out of `denominator`, in words (rule 5); null for invalid input. */
export function avoidedText(
  input: { readonly untreatedRisk: number; readonly treatedRisk: number; readonly denominator: number },
  fewerThanOne?: string,
): string | null {
  const counts = benefitIconCounts(input)
  if (counts === null) return null
  return counts.avoided === 0 ? frequencyText(counts.exactAvoided, fewerThanOne) : counts.avoided.toLocaleString('en-US')
}
