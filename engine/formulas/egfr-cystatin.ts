/**
 * eGFR from serum cystatin C, CKD-EPI equations, in mL/min/1.73 m².
 *
 * (a) 2021 CKD-EPI creatinine–cystatin C equation, refitted without race
 *     (Inker LA, Eneanya ND, Coresh J, et al. N Engl J Med 2021;385:1737–1749):
 *     eGFRcr-cys = 135 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−0.544 × min(Scys/0.8, 1)^−0.323
 *                  × max(Scys/0.8, 1)^−0.778 × 0.9961^age × 0.963 [if female];
 *     κ 0.7 (female) / 0.9 (male); α −0.219 (female) / −0.144 (male).
 * (b) 2012 CKD-EPI cystatin C equation (Inker LA, Schmid CH, Tighiouart H, et al.
 *     N Engl J Med 2012;367:20–29), which never used race:
 *     eGFRcys = 133 × min(Scys/0.8, 1)^−0.499 × max(Scys/0.8, 1)^−1.328 × 0.996^age × 0.932 [if female].
 *
 * Scr in mg/dL (IDMS-traceable), Scys in mg/L (standardised to ERM-DA471/IFCC). Coefficients
 * cross-checked against the NKF equation pages (kidney.org) and the CRAN package nephro
 * (CKDEpi_RF.creat.cys, CKDEpi.cys). Full precision; display rounds to a whole number.
 */
import { type Sex, deepFreeze, finiteOrNull, isFiniteNumber, isSex } from './types.ts'

export const CKD_EPI_2021_CR_CYS = deepFreeze({
  multiplier: 135,
  kappa: { female: 0.7, male: 0.9 },
  alpha: { female: -0.219, male: -0.144 },
  creatinineBeta: -0.544,
  cystatinKnee: 0.8,
  cystatinAlpha: -0.323,
  cystatinBeta: -0.778,
  ageBase: 0.9961,
  femaleFactor: 0.963,
})

export const CKD_EPI_2012_CYS = deepFreeze({
  multiplier: 133,
  cystatinKnee: 0.8,
  cystatinAlpha: -0.499,
  cystatinBeta: -1.328,
  ageBase: 0.996,
  femaleFactor: 0.932,
})

/** Plausibility limits of serum cystatin C (mg/L), not from the source: assays report about 0.3–8 mg/L. */
export const CYSTATIN_C_RANGE = deepFreeze({ min: 0.1, max: 20 })

const valid = (x: unknown): x is number => isFiniteNumber(x) && x > 0

/** 2021 CKD-EPI creatinine–cystatin C eGFR (race-free). Null for a non-positive or non-finite input. */
export function egfrCkdEpi2021CrCys(input: { creatinineMgDl: number; cystatinMgL: number; age: number; sex: Sex }): number | null {
  const { creatinineMgDl, cystatinMgL, age, sex } = input
  if (!valid(creatinineMgDl) || !valid(cystatinMgL) || !isFiniteNumber(age) || age < 0 || !isSex(sex)) return null
  const c = CKD_EPI_2021_CR_CYS
  const cr = creatinineMgDl / c.kappa[sex]
  const cys = cystatinMgL / c.cystatinKnee
  return finiteOrNull(
    c.multiplier *
      Math.min(cr, 1) ** c.alpha[sex] *
      Math.max(cr, 1) ** c.creatinineBeta *
      Math.min(cys, 1) ** c.cystatinAlpha *
      Math.max(cys, 1) ** c.cystatinBeta *
      c.ageBase ** age *
      (sex === 'female' ? c.femaleFactor : 1),
  )
}

/** 2012 CKD-EPI cystatin C eGFR. Null for a non-positive or non-finite input. */
export function egfrCkdEpi2012Cys(input: { cystatinMgL: number; age: number; sex: Sex }): number | null {
  const { cystatinMgL, age, sex } = input
  if (!valid(cystatinMgL) || !isFiniteNumber(age) || age < 0 || !isSex(sex)) return null
  const c = CKD_EPI_2012_CYS
  const cys = cystatinMgL / c.cystatinKnee
  return finiteOrNull(
    c.multiplier * Math.min(cys, 1) ** c.cystatinAlpha * Math.max(cys, 1) ** c.cystatinBeta * c.ageBase ** age * (sex === 'female' ? c.femaleFactor : 1),
  )
}
