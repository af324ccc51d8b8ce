/**
 * Martin–Hopkins LDL cholesterol: the 180-cell table of adjustable factors (strata-specific
 * median TG:VLDL-C ratios) of Martin SS, Blaha MJ, Elshazly MB, et al. Comparison of a novel
 * method vs the Friedewald equation for estimating low-density lipoprotein cholesterol levels from
 * the standard lipid profile. JAMA 2013;310(19):2061–2068 (Figure 2).
 *
 *   LDL-C (mg/dL) = non-HDL-C − TG / factor(TG, non-HDL-C)
 *
 * Rows: 30 triglyceride strata (mg/dL) by their lower bounds; columns: non-HDL-C < 100, 100–129,
 * 130–159, 160–189, 190–219, ≥ 220 mg/dL. The table was not opened in the paper here: it is the
 * table on which three independent open-source implementations agree cell for cell (one of them
 * citing Figure 2 of the paper); a fourth copy differs in three cells at non-HDL-C ≥ 220 mg/dL
 * (triglycerides 76–79: 4.3 for 4.2; 101–105: 4.3 for 4.5; 400 and over: 6.2 for 6.7).
 *
 * The step-wise table makes LDL fall as total cholesterol rises across a non-HDL-C column boundary
 * (for example 75.9 mg/dL at non-HDL 99, 75.0 at 100, TG 150): that is the published method, which
 * the ldl-martin-hopkins tool declares as a published step table (decision 0070).
 */
import { deepFreeze, finiteOrNull, isFiniteNumber } from './types.ts'

/** Lower bound (mg/dL) of each triglyceride stratum; the last runs to 13,975 mg/dL. */
export const MARTIN_HOPKINS_TG_LOWER = deepFreeze([
  7, 50, 57, 62, 67, 72, 76, 80, 84, 88, 93, 97, 101, 106, 111, 116, 121, 127, 133, 139, 147, 155, 164, 174, 186, 202, 221, 248, 293, 400,
] as const)
export const MARTIN_HOPKINS_TG_MAX = 13975

/** Lower bound (mg/dL) of each non-HDL-C column. */
export const MARTIN_HOPKINS_NON_HDL_LOWER = deepFreeze([-Infinity, 100, 130, 160, 190, 220] as const)

export const MARTIN_HOPKINS_FACTORS: readonly (readonly number[])[] = deepFreeze([
  [3.5, 3.4, 3.3, 3.3, 3.2, 3.1], // 7–49
  [4.0, 3.9, 3.7, 3.6, 3.6, 3.4], // 50–56
  [4.3, 4.1, 4.0, 3.9, 3.8, 3.6], // 57–61
  [4.5, 4.3, 4.1, 4.0, 3.9, 3.9], // 62–66
  [4.7, 4.4, 4.3, 4.2, 4.1, 3.9], // 67–71
  [4.8, 4.6, 4.4, 4.2, 4.2, 4.1], // 72–75
  [4.9, 4.6, 4.5, 4.3, 4.3, 4.2], // 76–79
  [5.0, 4.8, 4.6, 4.4, 4.3, 4.2], // 80–83
  [5.1, 4.8, 4.6, 4.5, 4.4, 4.3], // 84–87
  [5.2, 4.9, 4.7, 4.6, 4.4, 4.3], // 88–92
  [5.3, 5.0, 4.8, 4.7, 4.5, 4.4], // 93–96
  [5.4, 5.1, 4.8, 4.7, 4.5, 4.3], // 97–100
  [5.5, 5.2, 5.0, 4.7, 4.6, 4.5], // 101–105
  [5.6, 5.3, 5.0, 4.8, 4.6, 4.5], // 106–110
  [5.7, 5.4, 5.1, 4.9, 4.7, 4.5], // 111–115
  [5.8, 5.5, 5.2, 5.0, 4.8, 4.6], // 116–120
  [6.0, 5.5, 5.3, 5.0, 4.8, 4.6], // 121–126
  [6.1, 5.7, 5.3, 5.1, 4.9, 4.7], // 127–132
  [6.2, 5.8, 5.4, 5.2, 5.0, 4.7], // 133–138
  [6.3, 5.9, 5.6, 5.3, 5.0, 4.8], // 139–146
  [6.5, 6.0, 5.7, 5.4, 5.1, 4.8], // 147–154
  [6.7, 6.2, 5.8, 5.4, 5.2, 4.9], // 155–163
  [6.8, 6.3, 5.9, 5.5, 5.3, 5.0], // 164–173
  [7.0, 6.5, 6.0, 5.7, 5.4, 5.1], // 174–185
  [7.3, 6.7, 6.2, 5.8, 5.5, 5.2], // 186–201
  [7.6, 6.9, 6.4, 6.0, 5.6, 5.3], // 202–220
  [8.0, 7.2, 6.6, 6.2, 5.9, 5.4], // 221–247
  [8.5, 7.6, 7.0, 6.5, 6.1, 5.6], // 248–292
  [9.5, 8.3, 7.5, 7.0, 6.5, 5.9], // 293–399
  [11.9, 10.0, 8.8, 8.1, 7.5, 6.7], // 400–13,975
])

/**
 * The factor for a triglyceride and a non-HDL-C (both mg/dL): the row whose stratum holds the
 * triglyceride (a value between two whole-number strata, such as 49.5 after a unit conversion,
 * belongs to the lower one: strata are taken by their lower bounds), the column of the non-HDL-C.
 * Null outside 7–13,975 mg/dL of triglycerides or for a non-finite value.
 */
export function martinHopkinsFactor(triglyceridesMgDl: number, nonHdlMgDl: number): number | null {
  if (!isFiniteNumber(triglyceridesMgDl) || !isFiniteNumber(nonHdlMgDl)) return null
  if (triglyceridesMgDl < MARTIN_HOPKINS_TG_LOWER[0] || triglyceridesMgDl > MARTIN_HOPKINS_TG_MAX) return null
  let row = 0
  MARTIN_HOPKINS_TG_LOWER.forEach((lower, i) => {
    if (triglyceridesMgDl >= lower) row = i
  })
  let column = 0
  MARTIN_HOPKINS_NON_HDL_LOWER.forEach((lower, i) => {
    if (nonHdlMgDl >= lower) column = i
  })
  return MARTIN_HOPKINS_FACTORS[row]![column]!
}

/** LDL-C (mg/dL) = non-HDL-C − TG / factor. Null where the factor is. */
export function ldlMartinHopkins(input: { totalCholesterolMgDl: number; hdlMgDl: number; triglyceridesMgDl: number }): number | null {
  const nonHdl = input.totalCholesterolMgDl - input.hdlMgDl
  const factor = martinHopkinsFactor(input.triglyceridesMgDl, nonHdl)
  return factor === null ? null : finiteOrNull(nonHdl - input.triglyceridesMgDl / factor)
}
