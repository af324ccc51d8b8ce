import { roundTo } from './formulas/rounding.ts'

/**
 * Unit conversion for measure fields. Each factor converts one unit of the first into the
 * second. Conversions round to the target unit's precision (spec 02 §9).
 */
const FACTORS: Record<string, Record<string, number>> = {
  in: { cm: 2.54 },
  lb: { kg: 0.45359237 },
  // Cholesterol: 1 mmol/L = 38.67 mg/dL (molar mass of cholesterol 386.65 g/mol).
  'mg/dL cholesterol': { 'mmol/L cholesterol': 1 / 38.67 },
  // Creatinine: 1 mg/dL = 88.4 µmol/L.
  'mg/dL creatinine': { 'µmol/L creatinine': 88.4 },
  // Glucose: 1 mmol/L = 18.016 mg/dL.
  'mg/dL glucose': { 'mmol/L glucose': 1 / 18.016 },
}

export const INCHES_PER_FOOT = 12
export const CIGARETTES_PER_PACK = 20

export function conversionFactor(from: string, to: string): number | null {
  if (from === to) return 1
  const direct = FACTORS[from]?.[to]
  if (direct !== undefined) return direct
  const inverse = FACTORS[to]?.[from]
  if (inverse !== undefined) return 1 / inverse
  return null
}

/** Half away from zero on the printed decimal (1.25 in = 3.175 cm → 3.18), as the formulas round. */
export function roundToPrecision(value: number, decimals: number): number {
  return roundTo(value, decimals) ?? value
}

/** Converts and rounds to the target's precision; null when the units do not convert. */
export function convertMeasure(value: number, from: string, to: string, toPrecision: number): number | null {
  const factor = conversionFactor(from, to)
  if (factor === null) return null
  return roundToPrecision(value * factor, toPrecision)
}

export type HeightParse = { ok: true; inches: number } | { ok: false; reason: 'inches-out-of-range' | 'not-a-number' | 'empty' }

/**
 * Feet and inches into inches. Inches must be 0 to 11 (spec: outside that the input is
 * refused); feet are whole numbers (the form hints 3 to 8, the field's bounds decide).
 */
export function heightFromFeetInches(feet: string | number | null, inches: string | number | null): HeightParse {
  const f = feet === null || feet === '' ? null : Number(feet)
  const i = inches === null || inches === '' ? null : Number(inches)
  if (f === null && i === null) return { ok: false, reason: 'empty' }
  if ((f !== null && !Number.isFinite(f)) || (i !== null && !Number.isFinite(i))) return { ok: false, reason: 'not-a-number' }
  if (f !== null && (!Number.isInteger(f) || f < 0)) return { ok: false, reason: 'not-a-number' }
  if (i !== null && (i < 0 || i >= INCHES_PER_FOOT)) return { ok: false, reason: 'inches-out-of-range' }
  return { ok: true, inches: (f ?? 0) * INCHES_PER_FOOT + (i ?? 0) }
}

export function feetInchesFromHeight(totalInches: number): { feet: number; inches: number } {
  const rounded = roundToPrecision(totalInches, 1)
  const feet = Math.floor(rounded / INCHES_PER_FOOT)
  return { feet, inches: roundToPrecision(rounded - feet * INCHES_PER_FOOT, 1) }
}
