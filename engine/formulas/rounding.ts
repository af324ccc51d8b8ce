/**
 * Rounding and display helpers.
 *
 * Policy: every formula computes at full floating-point precision; these
 * helpers are applied only when a value is shown (or turned into a whole count
 * such as icons). Never feed a rounded value back into a calculation.
 *
 * Rounding rule: half away from zero, applied to the value's shortest decimal
 * representation (the text JavaScript prints for it), so the result matches
 * what a person would get by rounding the printed number by hand:
 *   roundTo(1.005, 2) === 1.01   (Math.round(1.005 * 100) / 100 gives 1)
 *   roundTo(-2.5, 0)  === -3
 *   roundTo(0.145 * 100, 0) is 14, because 0.145 * 100 is 14.499999999999998 in
 *   binary; use `fractionToPercent` / `scaleByPowerOfTen` to move the decimal
 *   point exactly instead of multiplying.
 * A negative result that rounds to zero is returned as 0 (never -0).
 *
 * All helpers accept `null` and return `null` for null, NaN or ±Infinity, so a
 * formula's `null` ("cannot be calculated") flows through to the display.
 */

/** Largest number of decimals accepted by the rounding helpers. */
export const MAX_DECIMALS = 15

interface DecimalParts {
  /** Decimal digits of |x|, possibly with leading zeros. */
  readonly digits: string
  /** |x| = 0.digits × 10^pointPosition, i.e. the decimal point sits after `pointPosition` digits. */
  readonly pointPosition: number
}

/** Splits |x| (finite) into its shortest decimal digits and the position of the decimal point. */
function decimalParts(x: number): DecimalParts {
  const text = Math.abs(x).toString() // shortest round-trip representation, e.g. "1.005", "1e-7", "1.5e+21"
  const [mantissa = '0', exponentText] = text.split('e')
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  const [integerPart = '0', fractionPart = ''] = mantissa.split('.')
  return { digits: integerPart + fractionPart, pointPosition: integerPart.length + exponent }
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${String(decimals)}`)
  }
}

function isValidDecimals(decimals: unknown): decimals is number {
  return typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= MAX_DECIMALS
}

/** Removes negative zero. */
function positiveZero(x: number): number {
  return x === 0 ? 0 : x
}

/**
 * Rounds `x` to `decimals` places, half away from zero, decimal-correct.
 * Returns null when `x` is null or not finite. Throws RangeError when
 * `decimals` is not an integer from 0 to MAX_DECIMALS (a programming error, not
 * a clinical input).
 */
export function roundTo(x: number | null, decimals: number): number | null {
  assertDecimals(decimals)
  if (x === null || !Number.isFinite(x)) return null
  if (x === 0) return 0
  const { digits, pointPosition } = decimalParts(x)
  const keep = pointPosition + decimals // number of leading digits that survive
  if (keep >= digits.length) return positiveZero(x) // already has no more than `decimals` places
  if (keep < 0) return 0 // the first significant digit is beyond the rounding position
  const nextDigit = digits.charCodeAt(keep) - 48
  let kept = BigInt(keep === 0 ? '0' : digits.slice(0, keep))
  if (nextDigit >= 5) kept += 1n // remaining digits are > 0 or exactly a half: away from zero
  const magnitude = Number(`${kept.toString()}e${pointPosition - keep}`)
  return positiveZero(x < 0 ? -magnitude : magnitude)
}

/** Rounds to a whole number (half away from zero). */
export function roundWhole(x: number | null): number | null {
  return roundTo(x, 0)
}

/** Rounds to 1 decimal place. */
export function round1(x: number | null): number | null {
  return roundTo(x, 1)
}

/** Rounds to 2 decimal places. */
export function round2(x: number | null): number | null {
  return roundTo(x, 2)
}

/** Rounds to 3 decimal places. */
export function round3(x: number | null): number | null {
  return roundTo(x, 3)
}

/**
 * Multiplies `x` by 10^places by moving the decimal point in its shortest
 * decimal representation (exact in decimal, then converted to the nearest
 * double). `scaleByPowerOfTen(0.145, 2)` is 14.5, whereas `0.145 * 100` is
 * 14.499999999999998. `places` may be negative. Returns null for null or
 * non-finite input, or when the result would overflow.
 */
export function scaleByPowerOfTen(x: number | null, places: number): number | null {
  if (!Number.isInteger(places)) throw new RangeError(`places must be an integer, got ${String(places)}`)
  if (x === null || !Number.isFinite(x)) return null
  if (x === 0) return 0
  const { digits, pointPosition } = decimalParts(x)
  const magnitude = Number(`${digits}e${pointPosition - digits.length + places}`)
  if (!Number.isFinite(magnitude)) return null
  return x < 0 ? -magnitude : magnitude
}

/** Converts a fraction (0.054) to a percentage (5.4), moving the decimal point exactly. */
export function fractionToPercent(fraction: number | null): number | null {
  return scaleByPowerOfTen(fraction, 2)
}

/**
 * Rounds and formats with exactly `decimals` places ('25.0', '1.84', '7').
 * Uses '.' as decimal separator and no digit grouping. Returns null for null or
 * non-finite input.
 */
export function formatNumber(x: number | null, decimals: number): string | null {
  const rounded = roundTo(x, decimals)
  if (rounded === null) return null
  // `rounded` is the double nearest to a number with at most `decimals` places,
  // so toFixed only pads with zeros here; it never rounds a second time.
  return rounded.toFixed(decimals)
}

export interface FormatPercentOptions {
  /** Decimal places of the percentage (default 0). */
  readonly decimals?: number
}

/**
 * Plain percentage text of a fraction, rounded half away from zero to
 * `decimals` places, without a '%' sign (the page adds the unit):
 * formatPercent(0.0538, { decimals: 1 }) → '5.4'. No '< 1' substitution: use
 * this for values that are not risks shown to patients (e.g. a threshold or a
 * relative reduction), and `displayPercent` / `displayPercentHalf` for risks.
 * Accepts any finite number (negative values are allowed, e.g. a risk
 * difference). Returns null for null/non-finite input.
 */
export function formatPercent(fraction: number | null, options: FormatPercentOptions = {}): string | null {
  const decimals = options.decimals ?? 0
  return formatNumber(fractionToPercent(fraction), decimals)
}

/** Display texts used by `displayPercent` and `displayPercentHalf`. */
export const PERCENT_DISPLAY = Object.freeze({
  belowOne: '< 1',
  aboveNinetyNine: '> 99',
  belowHalf: '< 0.5',
  aboveNinetyNineAndHalf: '> 99.5',
})

function riskPercent(riskFraction: number | null): number | null {
  if (riskFraction === null || !Number.isFinite(riskFraction) || riskFraction < 0 || riskFraction > 1) return null
  return fractionToPercent(riskFraction)
}

/**
 * Whole-percent display of a risk (a fraction from 0 to 1), without the '%' sign.
 *
 * When it applies: any risk shown to whole percent (icon-array captions,
 * summary sentences, "X out of 100" style displays).
 * - exactly 0            → '0'
 * - above 0 and below 1% → '< 1'   (never '0', which would read as "no risk",
 *                                    and never '1', which would overstate it)
 * - 1% to 99%            → rounded to a whole number, half away from zero
 * - above 99, below 100% → '> 99'  (never '100', which would read as certainty)
 * - exactly 1 (100%)     → '100'
 * Returns null for null, non-finite, negative or > 1 input.
 */
export function displayPercent(riskFraction: number | null): string | null {
  const percent = riskPercent(riskFraction)
  if (percent === null) return null
  if (percent === 0) return '0'
  if (percent < 1) return PERCENT_DISPLAY.belowOne
  if (percent > 99 && percent < 100) return PERCENT_DISPLAY.aboveNinetyNine
  return formatNumber(percent, 0)
}

export interface DisplayPercentHalfOptions {
  /** Decimal places for values from 0.5% up (default 1; 1 or more). */
  readonly decimals?: number
}

/**
 * Half-percent-precision display of a risk (a fraction from 0 to 1), without
 * the '%' sign.
 *
 * When it applies: risks shown with decimals (by default one decimal place,
 * e.g. the PCE 10-year risk '5.4'), where a tiny risk would otherwise print as
 * a spuriously precise '0.1' or '0.0'. The floor is 0.5%:
 * - exactly 0                → '0'
 * - above 0 and below 0.5%   → '< 0.5'
 * - 0.5% to 99.5%            → rounded to `decimals` places ('0.5', '5.4', '99.5')
 * - above 99.5, below 100%   → '> 99.5'
 * - exactly 1 (100%)         → '100' with `decimals` places ('100.0')
 * Returns null for null, non-finite, negative or > 1 input. Throws RangeError
 * when `decimals` is not an integer from 1 to MAX_DECIMALS.
 */
export function displayPercentHalf(riskFraction: number | null, options: DisplayPercentHalfOptions = {}): string | null {
  const decimals = options.decimals ?? 1
  if (!isValidDecimals(decimals) || decimals < 1) {
    throw new RangeError(`decimals must be an integer from 1 to ${MAX_DECIMALS}, got ${String(decimals)}`)
  }
  const percent = riskPercent(riskFraction)
  if (percent === null) return null
  if (percent === 0) return '0'
  if (percent < 0.5) return PERCENT_DISPLAY.belowHalf
  if (percent > 99.5 && percent < 100) return PERCENT_DISPLAY.aboveNinetyNineAndHalf
  return formatNumber(percent, decimals)
}

/** Exposed for `index.ts` (formula functions reject bad `decimals` with null instead of throwing). */
export { isValidDecimals }
