/**
 * Estimated glomerular filtration rate (eGFR) from serum creatinine, CKD-EPI
 * equations, in mL/min/1.73 m².
 *
 * What it estimates: how much blood the kidneys filter per minute, scaled to a
 * standard body surface area of 1.73 m². It is an estimate from a blood test,
 * age and sex; it is least reliable when creatinine production is unusual
 * (very high or low muscle mass, amputation, some diets and drugs), when kidney
 * function is changing quickly (acute kidney injury), and in pregnancy.
 *
 * Shape of both equations:
 *   eGFR = A × min(Scr/κ, 1)^α × max(Scr/κ, 1)^β × B^age × [sex factor] (× [race factor], 2009 only)
 * where Scr is serum creatinine in mg/dL. Below the sex-specific "knee" κ the
 * curve uses the shallow exponent α; above it the steeper exponent β.
 *
 * (a) 2009 CKD-EPI creatinine equation, as the product specification §9 states
 *     it: A = 141; female κ 0.7, α −0.329, factor 1.018; male κ 0.9, α −0.411;
 *     β −1.209; B = 0.993; × 1.159 for African-American patients.
 *     Source: Levey AS, Stevens LA, Schmid CH, et al. A new equation to estimate
 *     glomerular filtration rate. Ann Intern Med 2009;150:604–612.
 *     The race factor is contested and has been dropped from current practice;
 *     the 2009 equation is kept because existing tool definitions use it.
 *
 * (b) 2021 CKD-EPI creatinine equation, refitted without race:
 *     A = 142; female κ 0.7, α −0.241, factor 1.012; male κ 0.9, α −0.302;
 *     β −1.200; B = 0.9938.
 *     Source: Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and
 *     cystatin C-based equations to estimate GFR without race.
 *     N Engl J Med 2021;385:1737–1749.
 *
 * Results are at full precision; the display rule (EGFR_DISPLAY) rounds to a
 * whole number, as the spec requires ("result rounded").
 */
import { SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_UMOL_RANGE } from '../schema/fields.ts'
import { type DisplayRule, type InputRange, type Sex, deepFreeze, finiteOrNull, isFiniteNumber, isSex } from './types.ts'

/** µmol/L per mg/dL of creatinine (molar mass 113.12 g/mol → 88.4). */
export const CREATININE_UMOL_PER_MGDL = 88.4

export const EGFR_DISPLAY: DisplayRule = deepFreeze({ decimals: 0, unit: 'mL/min/1.73m2' })

/**
 * Valid input ranges. Both equations were developed in adults, hence age ≥ 18;
 * the publications set no upper age or creatinine limit, so the upper limits
 * and the creatinine range are plausibility limits (tool definitions may narrow
 * them; the spec's default age maximum of 89 applies at form level).
 */
export const EGFR_RANGES = deepFreeze({
  creatinineMgDl: { min: SERUM_CREATININE_MGDL_RANGE.min, max: SERUM_CREATININE_MGDL_RANGE.max, unit: 'mg/dL', basis: 'plausibility' },
  creatinineUmolL: { min: SERUM_CREATININE_UMOL_RANGE.min, max: SERUM_CREATININE_UMOL_RANGE.max, unit: 'umol/L', basis: 'plausibility' },
  age: { min: 18, max: 120, unit: 'years', basis: 'source', note: 'Adults only (lower limit from the derivation cohorts); the upper limit is a plausibility limit.' },
} as const satisfies Record<string, InputRange>)

export const EGFR_CKDEPI_2009_SOURCE =
  'Levey AS, Stevens LA, Schmid CH, et al. A new equation to estimate glomerular filtration rate. Ann Intern Med 2009;150:604-612.'
export const EGFR_CKDEPI_2021_SOURCE =
  'Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to estimate GFR without race. N Engl J Med 2021;385:1737-1749.'

interface CkdEpiConstants {
  readonly multiplier: number
  readonly kappa: Readonly<Record<Sex, number>>
  readonly alpha: Readonly<Record<Sex, number>>
  readonly beta: number
  readonly ageBase: number
  readonly femaleFactor: number
}

/** 2009 constants exactly as spec §9 lists them (Levey 2009). */
export const CKD_EPI_2009: CkdEpiConstants & { readonly africanAmericanFactor: number } = deepFreeze({
  multiplier: 141,
  kappa: { female: 0.7, male: 0.9 },
  alpha: { female: -0.329, male: -0.411 },
  beta: -1.209,
  ageBase: 0.993,
  femaleFactor: 1.018,
  africanAmericanFactor: 1.159,
})

/** 2021 race-free constants (Inker 2021). */
export const CKD_EPI_2021: CkdEpiConstants = deepFreeze({
  multiplier: 142,
  kappa: { female: 0.7, male: 0.9 },
  alpha: { female: -0.241, male: -0.302 },
  beta: -1.2,
  ageBase: 0.9938,
  femaleFactor: 1.012,
})

/** Creatinine µmol/L → mg/dL (÷ 88.4). Null for negative or non-finite input. */
export function creatinineUmolToMgDl(umolPerL: number): number | null {
  if (!isFiniteNumber(umolPerL) || umolPerL < 0) return null
  return finiteOrNull(umolPerL / CREATININE_UMOL_PER_MGDL)
}

/** Creatinine mg/dL → µmol/L (× 88.4). Null for negative or non-finite input. */
export function creatinineMgDlToUmol(mgPerDl: number): number | null {
  if (!isFiniteNumber(mgPerDl) || mgPerDl < 0) return null
  return finiteOrNull(mgPerDl * CREATININE_UMOL_PER_MGDL)
}

function ckdEpiCore(c: CkdEpiConstants, creatinineMgDl: unknown, age: unknown, sex: unknown): number | null {
  // Creatinine must be > 0 (a power with a negative exponent of 0 is infinite);
  // a negative age is impossible.
  if (!isFiniteNumber(creatinineMgDl) || creatinineMgDl <= 0) return null
  if (!isFiniteNumber(age) || age < 0) return null
  if (!isSex(sex)) return null
  const ratio = creatinineMgDl / c.kappa[sex]
  const value =
    c.multiplier *
    Math.min(ratio, 1) ** c.alpha[sex] *
    Math.max(ratio, 1) ** c.beta *
    c.ageBase ** age *
    (sex === 'female' ? c.femaleFactor : 1)
  return finiteOrNull(value)
}

export interface EgfrInput {
  /** Serum creatinine in mg/dL (convert µmol/L with `creatinineUmolToMgDl`). */
  readonly creatinineMgDl: number
  /** Age in years. */
  readonly age: number
  readonly sex: Sex
}

/**
 * 2009 CKD-EPI creatinine eGFR (Levey AS et al., Ann Intern Med 2009;150:604–612),
 * as spec §9 defines it. `africanAmerican` is true when the tool's aa_status is
 * 'yes' or its race is 'aa' (× 1.159). Full precision, mL/min/1.73 m².
 * Null if creatinine ≤ 0, age < 0, any value is non-finite or of the wrong type.
 */
export function egfrCkdEpi2009(input: EgfrInput & { readonly africanAmerican: boolean }): number | null {
  if (typeof input.africanAmerican !== 'boolean') return null
  const base = ckdEpiCore(CKD_EPI_2009, input.creatinineMgDl, input.age, input.sex)
  if (base === null) return null
  return finiteOrNull(input.africanAmerican ? base * CKD_EPI_2009.africanAmericanFactor : base)
}

/**
 * 2021 CKD-EPI race-free creatinine eGFR (Inker LA et al., N Engl J Med
 * 2021;385:1737–1749). Full precision, mL/min/1.73 m².
 * Null if creatinine ≤ 0, age < 0, any value is non-finite or of the wrong type.
 */
export function egfrCkdEpi2021(input: EgfrInput): number | null {
  return ckdEpiCore(CKD_EPI_2021, input.creatinineMgDl, input.age, input.sex)
}
