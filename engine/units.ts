import { roundTo } from './formulas/rounding.ts'
import { convertValue, toNumber } from './values.ts'

/**
 * Unit conversion for measure fields. Each factor converts one unit of the first into the
 * second. Conversions round to the target unit's precision (spec 02 §9).
 */
const FACTORS: Record<string, Record<string, number>> = {
  in: { cm: 2.54 },
  // Metres to centimetres (exact; UCUM 'm', as EHRs may report body height).
  m: { cm: 100 },
  lb: { kg: 0.45359237 },
  // Cholesterol: 1 mmol/L = 38.67 mg/dL (molar mass of cholesterol 386.65 g/mol).
  'mg/dL cholesterol': { 'mmol/L cholesterol': 1 / 38.67 },
  // Creatinine: 1 mg/dL = 88.4 µmol/L.
  'mg/dL creatinine': { 'µmol/L creatinine': 88.4 },
  // Glucose: 1 mmol/L = 18.016 mg/dL.
  'mg/dL glucose': { 'mmol/L glucose': 1 / 18.016 },
  // Bilirubin: 1 mg/dL = 17.1 µmol/L (molar mass 584.66 g/mol), the factor laboratories and the
  // UNOS/OPTN SI calculator use.
  'mg/dL bilirubin': { 'µmol/L bilirubin': 17.1 },
  'g/dL albumin': { 'g/L albumin': 10 },
  // Urea and blood urea nitrogen: 1 mmol/L of urea carries 28 mg of nitrogen per litre, so
  // BUN (mg/dL) = urea (mmol/L) × 2.8.
  'mmol/L urea': { 'mg/dL BUN': 2.8 },
  'g/dL haemoglobin': { 'g/L haemoglobin': 10 },
  // Insulin: 1 µU/mL = 6.00 pmol/L (Vølund A, Am J Clin Nutr 1993;58:714–715).
  'µU/mL insulin': { 'pmol/L insulin': 6 },
  // Urine albumin-to-creatinine ratio: 1 mg/mmol = 8.84 mg/g (creatinine 113.12 g/mol, the
  // molar mass behind 88.4 µmol/L per mg/dL).
  'mg/mmol UACR': { 'mg/g UACR': 8.84 },
  // Blood gas partial pressures: 1 kPa = 7.50062 mmHg (1 mmHg = 133.322 Pa).
  kPa: { mmHg: 7.50062 },
  // Triglycerides: 1 mmol/L = 88.57 mg/dL (as triolein, 885.7 g/mol), the factor behind the
  // conventional SI conversion 0.0113 (AMA Manual of Style SI conversion table; NCEP ATP III).
  'mmol/L triglycerides': { 'mg/dL triglycerides': 88.57 },
  // Total calcium: 1 mmol/L = 4.008 mg/dL (atomic mass 40.078 g/mol), as the albumin-corrected
  // calcium tool converts (CA_MG_DL_PER_MMOL_L).
  'mmol/L calcium': { 'mg/dL calcium': 4.008 },
  // Inorganic phosphate, reported as phosphorus: 1 mmol/L = 3.097 mg/dL (atomic mass of
  // phosphorus 30.974 g/mol).
  'mmol/L phosphate': { 'mg/dL phosphate': 3.0974 },
  // D-dimer in fibrinogen-equivalent units (FEU): 1 mg/L FEU = 1 µg/mL FEU = 1000 ng/mL FEU
  // (exact: a change of metric prefix). D-dimer units (DDU, about half the FEU value) are a
  // different quantity and do not convert here.
  'mg/L FEU D-dimer': { 'ng/mL FEU D-dimer': 1000 },
  // Ethanol: 1 mmol/L = 4.607 mg/dL (molar mass of ethanol 46.07 g/mol), the factor Purssell
  // et al. used (Ann Emerg Med 2001;38:653–659).
  'mmol/L ethanol': { 'mg/dL ethanol': 4.607 },
  // Total protein (serum or pleural fluid): 1 g/dL = 10 g/L (by definition of the units).
  'g/dL protein': { 'g/L protein': 10 },
  // Fibrinogen: 1 g/L = 100 mg/dL (by definition of the units).
  'g/L fibrinogen': { 'mg/dL fibrinogen': 100 },
  // Age: 1 year = 12 months (exact, as ages are stated clinically).
  years: { months: 12 },
}

export const INCHES_PER_FOOT = 12
export const CIGARETTES_PER_PACK = 20

/**
 * Conversions with an offset: to = from × scale + offset. Temperature: °F = °C × 9/5 + 32
 * (exact by definition of the Fahrenheit scale).
 */
const AFFINE: Record<string, Record<string, { scale: number; offset: number }>> = {
  '°C': { '°F': { scale: 9 / 5, offset: 32 } },
  // HbA1c: IFCC (mmol/mol) = 10.929 × (NGSP % − 2.15), the IFCC–NGSP master equation
  // (Hoelzel W et al., Clin Chem 2004;50:166–174; ngsp.org), so the offset is −10.929 × 2.15.
  '% HbA1c': { 'mmol/mol HbA1c': { scale: 10.929, offset: -10.929 * 2.15 } },
}

/** The factor of a proportional conversion; null for units that do not convert or convert with an offset. */
export function conversionFactor(from: string, to: string): number | null {
  if (from === to) return 1
  const direct = FACTORS[from]?.[to]
  if (direct !== undefined) return direct
  const inverse = FACTORS[to]?.[from]
  if (inverse !== undefined) return 1 / inverse
  return null
}

/**
 * `value` in `from` expressed in `to`, unrounded (proportional or with an offset); null when
 * the units do not convert.
 */
export function convertUnit(value: number, from: string, to: string): number | null {
  const factor = conversionFactor(from, to)
  if (factor !== null) return value * factor
  const direct = Object.hasOwn(AFFINE, from) ? AFFINE[from]![to] : undefined
  if (direct !== undefined) return value * direct.scale + direct.offset
  const inverse = Object.hasOwn(AFFINE, to) ? AFFINE[to]![from] : undefined
  if (inverse !== undefined) return (value - inverse.offset) / inverse.scale
  return null
}

/** Half away from zero on the printed decimal (1.25 in = 3.175 cm → 3.18), as the formulas round. */
export function roundToPrecision(value: number, decimals: number): number {
  return roundTo(value, decimals) ?? value
}

/** Converts and rounds to the target's precision; null when the units do not convert. */
export function convertMeasure(value: number, from: string, to: string, toPrecision: number): number | null {
  const converted = convertUnit(value, from, to)
  return converted === null ? null : roundToPrecision(converted, toPrecision)
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

/** Posted beside a measured value (`weight` and `weight.unit`): the unit that value is in. */
export const UNIT_SUFFIX = '.unit'

/** The unit keys a field's values may be given in (the first is canonical); none for a unitless field. */
export function unitsOfField(field: { attributes?: { measureInfo?: { labels: { value: string }[] }; fieldInfo?: { units?: string } } }): string[] {
  const measure = field.attributes?.measureInfo
  if (measure) return measure.labels.map((l) => l.value)
  const fixed = field.attributes?.fieldInfo?.units
  return fixed ? [fixed] : []
}

/**
 * A value given in `from` expressed in `canonical` at full precision: no display rounding,
 * only the binary noise of the arithmetic removed (12 significant digits), so that the
 * same quantity typed in either unit computes the same result. Null when they do not convert.
 */
export function toCanonicalUnit(value: number, from: string, canonical: string): number | null {
  if (from === canonical) return value
  const converted = convertUnit(value, from, canonical)
  return converted === null ? null : Number(converted.toPrecision(12))
}

export type UnitReading = { ok: true; value: unknown } | { ok: false; reason: 'unknown-unit' }

/**
 * Reads one value with the unit it was given in into the field's canonical unit. A unit the
 * field does not have is refused; a value that is not a number is passed on for the engine to
 * refuse. `unit` undefined means the value is in the canonical unit (the executor's contract).
 */
export function readInUnit(field: Parameters<typeof unitsOfField>[0], value: unknown, unit: unknown): UnitReading {
  if (unit === undefined || unit === null || unit === '') return { ok: true, value }
  const units = unitsOfField(field)
  if (typeof unit !== 'string' || !units.includes(unit)) return { ok: false, reason: 'unknown-unit' }
  const canonical = units[0]!
  // Only what the engine reads as a number converts ('0x50' or '1e999' stay as they are and are refused).
  const n = typeof value === 'number' || typeof value === 'string' ? toNumber(convertValue(value)) : undefined
  if (unit === canonical || n === undefined || n === null) return { ok: true, value }
  const converted = toCanonicalUnit(n, unit, canonical)
  return converted === null ? { ok: false, reason: 'unknown-unit' } : { ok: true, value: converted }
}
