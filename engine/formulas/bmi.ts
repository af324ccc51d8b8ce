/**
 * Body mass index and body surface area.
 *
 * BMI (Quetelet index) is weight divided by the square of height. It is a
 * screening measure of body size, not a diagnosis: it does not separate muscle
 * from fat and reads differently across ages and body types.
 * Source: Keys A, Fidanza F, Karvonen MJ, Kimura N, Taylor HL. Indices of
 * relative weight and obesity. J Chronic Dis 1972;25:329–343.
 *
 * Body surface area (BSA) by the Mosteller formula estimates skin area from
 * height and weight; it is used mainly to scale drug doses and physiological
 * measures (e.g. eGFR is reported per 1.73 m²).
 * Source: Mosteller RD. Simplified calculation of body-surface area.
 * N Engl J Med 1987;317:1098.
 */
import { type DisplayRule, type InputRange, deepFreeze, finiteOrNull, isFiniteNumber } from './types.ts'

/** Pounds to kilograms, exact by definition (international avoirdupois pound, 1959). */
export const KG_PER_LB = 0.45359237
/** Inches to centimetres, exact by definition (international inch, 1959). */
export const CM_PER_INCH = 2.54
/** Inches per foot. */
export const INCHES_PER_FOOT = 12

/**
 * Imperial BMI factor fixed by the product specification (§9). The exact
 * conversion is KG_PER_LB / (0.0254 m)² = 703.0695796…; the 0.00042 difference
 * (0.00006 %) never changes a BMI shown to one decimal by more than the last
 * rounding step.
 */
export const BMI_IMPERIAL_FACTOR = 703.07

export const BMI_DISPLAY: DisplayRule = deepFreeze({ decimals: 1, unit: 'kg/m2' })
export const BSA_DISPLAY: DisplayRule = deepFreeze({ decimals: 2, unit: 'm2' })

/**
 * Valid input ranges. No publication defines input limits for BMI or BSA, so
 * these are broad plausibility limits for adults (height 3 ft 0 in to 8 ft 11 in,
 * matching the spec's feet hint of 3 to 8; weight 44 to 1000 lb). Tool
 * definitions may narrow them.
 */
export const BMI_RANGES = deepFreeze({
  weightLb: { min: 44, max: 1000, unit: 'lb', basis: 'plausibility' },
  heightIn: { min: 36, max: 107, unit: 'in', basis: 'plausibility' },
  weightKg: { min: 20, max: 454, unit: 'kg', basis: 'plausibility' },
  heightCm: { min: 91, max: 272, unit: 'cm', basis: 'plausibility' },
} as const satisfies Record<string, InputRange>)

/**
 * BSA is used at every age (children's chemotherapy and fluids, preterm infants), so its ranges
 * start at the smallest live-born infants: 0.2 kg and 8 in (20.3 cm). Upper limits as for BMI.
 */
export const BSA_RANGES = deepFreeze({
  weightKg: { min: 0.2, max: 454, unit: 'kg', basis: 'plausibility' },
  heightIn: { min: 8, max: 107, unit: 'in', basis: 'plausibility' },
  heightCm: { min: 20.32, max: 272, unit: 'cm', basis: 'plausibility' },
} as const satisfies Record<string, InputRange>)

export const BMI_SOURCE =
  'Keys A, Fidanza F, Karvonen MJ, Kimura N, Taylor HL. Indices of relative weight and obesity. J Chronic Dis 1972;25:329-343.'
export const BSA_MOSTELLER_SOURCE =
  'Mosteller RD. Simplified calculation of body-surface area. N Engl J Med 1987;317:1098.'

function positive(value: unknown): value is number {
  return isFiniteNumber(value) && value > 0
}

function nonNegativeOrNull(value: unknown, factor: number): number | null {
  if (!isFiniteNumber(value) || value < 0) return null
  return finiteOrNull(value * factor)
}

/** Pounds → kilograms (exact factor). Null for negative or non-finite input. */
export function lbToKg(lb: number): number | null {
  return nonNegativeOrNull(lb, KG_PER_LB)
}

/** Kilograms → pounds. Null for negative or non-finite input. */
export function kgToLb(kg: number): number | null {
  return nonNegativeOrNull(kg, 1 / KG_PER_LB)
}

/** Inches → centimetres. Null for negative or non-finite input. */
export function inchesToCm(inches: number): number | null {
  return nonNegativeOrNull(inches, CM_PER_INCH)
}

/** Centimetres → inches. Null for negative or non-finite input. */
export function cmToInches(cm: number): number | null {
  return nonNegativeOrNull(cm, 1 / CM_PER_INCH)
}

/**
 * Feet and inches → total inches (5 ft 5 in → 65). Inches must be from 0 to
 * below 12 (spec §5: inches outside 0–11 are rejected); feet must be ≥ 0.
 */
export function feetInchesToInches(feet: number, inches: number): number | null {
  if (!isFiniteNumber(feet) || !isFiniteNumber(inches) || feet < 0 || inches < 0 || inches >= INCHES_PER_FOOT) return null
  return finiteOrNull(feet * INCHES_PER_FOOT + inches)
}

/**
 * BMI from pounds and inches, as the product specifies:
 * 703.07 × weight (lb) / height (in)², in kg/m². Full precision; display with
 * BMI_DISPLAY (1 decimal). Null unless both inputs are finite and > 0.
 */
export function bmiImperial(input: { readonly weightLb: number; readonly heightIn: number }): number | null {
  const { weightLb, heightIn } = input
  if (!positive(weightLb) || !positive(heightIn)) return null
  return finiteOrNull((BMI_IMPERIAL_FACTOR * weightLb) / (heightIn * heightIn))
}

/**
 * BMI from kilograms and centimetres: weight (kg) / height (m)², in kg/m².
 * Agrees with `bmiImperial` on converted inputs to within 0.00006 % (the
 * rounding of the 703.07 factor). Null unless both inputs are finite and > 0.
 */
export function bmiMetric(input: { readonly weightKg: number; readonly heightCm: number }): number | null {
  const { weightKg, heightCm } = input
  if (!positive(weightKg) || !positive(heightCm)) return null
  const heightM = heightCm / 100
  return finiteOrNull(weightKg / (heightM * heightM))
}

/**
 * Body surface area (Mosteller RD, N Engl J Med 1987;317:1098):
 * √(height cm × weight kg / 3600), in m². Full precision; display with
 * BSA_DISPLAY (2 decimals). Null unless both inputs are finite and > 0.
 */
export function bsaMosteller(input: { readonly weightKg: number; readonly heightCm: number }): number | null {
  const { weightKg, heightCm } = input
  if (!positive(weightKg) || !positive(heightCm)) return null
  return finiteOrNull(Math.sqrt((heightCm * weightKg) / 3600))
}
