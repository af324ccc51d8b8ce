/**
 * 2013 ACC/AHA Pooled Cohort Equations (PCE): estimated 10-year risk of a
 * first hard atherosclerotic cardiovascular disease (ASCVD) event, meaning a
 * non-fatal heart attack, death from coronary heart disease, or a fatal or
 * non-fatal stroke, for adults aged 40 to 79 without known ASCVD.
 *
 * Source: Goff DC Jr, Lloyd-Jones DM, Bennett G, et al. 2013 ACC/AHA guideline
 * on the assessment of cardiovascular risk. Circulation 2014;129(25 Suppl 2):
 * S49–S73 (also J Am Coll Cardiol 2014;63:2935–2959); coefficients in the Work
 * Group report supplement, Table A.
 * Extended-precision values (African-American women coefficients, mean sums
 * and baseline survivals to 4–5 decimals) as recorded in the research notes
 * (sdm-security.md §3a), cross-checked there against open implementations
 * (Cerner ascvd-risk-calculator, vcastro/CVrisk).
 *
 * Model (a Cox proportional-hazards model per sex and race group):
 *   sum  = Σ coefficient × term, with age, cholesterol, HDL and SBP log-transformed
 *   risk = 1 − S10 ^ exp(sum − meanSum)
 * Only one of the two blood-pressure terms applies: the treated-SBP term when
 * the person takes blood-pressure medicine, otherwise the untreated one.
 *
 * Who it is for, and limits worth telling users:
 * - Not for people who already have ASCVD, or with LDL ≥ 190 mg/dL (they are
 *   candidates for statins whatever the calculated risk).
 * - It tends to overestimate risk in many current populations.
 * - It uses race; the equations for white people are used for everyone who is
 *   not African-American ('other'), which is known to be imperfect. The
 *   race-free AHA PREVENT equations (Khan SS et al., Circulation 2024;149:430–449)
 *   are a candidate for a later version.
 * - Quirks of the coefficients (hence no "risk rises with cholesterol" rule at
 *   every age): in white men the net smoking effect shrinks to about zero at
 *   about age 79; in white women higher total cholesterol lowers the estimate
 *   from about age 77 and higher HDL raises it from about age 75; in
 *   African-American women higher HDL raises it from about age 69. Only SBP and
 *   diabetes raise the risk everywhere in the valid range.
 */
import { type DisplayRule, type InputRange, type Sex, deepFreeze, finiteOrNull, isFiniteNumber, isSex } from './types.ts'

export type PceRace = 'white' | 'aa' | 'other'
export const PCE_RACES: readonly PceRace[] = Object.freeze(['white', 'aa', 'other'])

/** The four equations. 'other' race uses the white equations. */
export type PceGroup = 'whiteFemale' | 'aaFemale' | 'whiteMale' | 'aaMale'

export interface PceCoefficients {
  readonly lnAge: number
  readonly lnAgeSquared: number
  readonly lnTotalCholesterol: number
  readonly lnAgeXlnTotalCholesterol: number
  readonly lnHdl: number
  readonly lnAgeXlnHdl: number
  readonly lnTreatedSbp: number
  readonly lnAgeXlnTreatedSbp: number
  readonly lnUntreatedSbp: number
  readonly lnAgeXlnUntreatedSbp: number
  readonly smoker: number
  readonly lnAgeXsmoker: number
  readonly diabetes: number
  /** Mean of the individual sums in the derivation cohort. */
  readonly meanSum: number
  /** Baseline 10-year survival S10. */
  readonly baselineSurvival: number
}

/** Coefficients (Goff 2013, Table A; extended precision per sdm-security.md §3a). Terms not in a group's model are 0. */
export const PCE_COEFFICIENTS: Readonly<Record<PceGroup, PceCoefficients>> = deepFreeze({
  whiteFemale: {
    lnAge: -29.799,
    lnAgeSquared: 4.884,
    lnTotalCholesterol: 13.54,
    lnAgeXlnTotalCholesterol: -3.114,
    lnHdl: -13.578,
    lnAgeXlnHdl: 3.149,
    lnTreatedSbp: 2.019,
    lnAgeXlnTreatedSbp: 0,
    lnUntreatedSbp: 1.957,
    lnAgeXlnUntreatedSbp: 0,
    smoker: 7.574,
    lnAgeXsmoker: -1.665,
    diabetes: 0.661,
    meanSum: -29.1817,
    baselineSurvival: 0.96652,
  },
  aaFemale: {
    lnAge: 17.1141,
    lnAgeSquared: 0,
    lnTotalCholesterol: 0.9396,
    lnAgeXlnTotalCholesterol: 0,
    lnHdl: -18.9196,
    lnAgeXlnHdl: 4.4748,
    lnTreatedSbp: 29.2907,
    lnAgeXlnTreatedSbp: -6.4321,
    lnUntreatedSbp: 27.8197,
    lnAgeXlnUntreatedSbp: -6.0873,
    smoker: 0.6908,
    lnAgeXsmoker: 0,
    diabetes: 0.8738,
    meanSum: 86.6081,
    baselineSurvival: 0.95334,
  },
  whiteMale: {
    lnAge: 12.344,
    lnAgeSquared: 0,
    lnTotalCholesterol: 11.853,
    lnAgeXlnTotalCholesterol: -2.664,
    lnHdl: -7.99,
    lnAgeXlnHdl: 1.769,
    lnTreatedSbp: 1.797,
    lnAgeXlnTreatedSbp: 0,
    lnUntreatedSbp: 1.764,
    lnAgeXlnUntreatedSbp: 0,
    smoker: 7.837,
    lnAgeXsmoker: -1.795,
    diabetes: 0.658,
    meanSum: 61.1816,
    baselineSurvival: 0.91436,
  },
  aaMale: {
    lnAge: 2.469,
    lnAgeSquared: 0,
    lnTotalCholesterol: 0.302,
    lnAgeXlnTotalCholesterol: 0,
    lnHdl: -0.307,
    lnAgeXlnHdl: 0,
    lnTreatedSbp: 1.916,
    lnAgeXlnTreatedSbp: 0,
    lnUntreatedSbp: 1.809,
    lnAgeXlnUntreatedSbp: 0,
    smoker: 0.549,
    lnAgeXsmoker: 0,
    diabetes: 0.645,
    meanSum: 19.5425,
    baselineSurvival: 0.89536,
  },
})

/** Valid input ranges of the equations (Goff 2013; enforced by the ACC estimator). */
export const PCE_RANGES = deepFreeze({
  age: { min: 40, max: 79, unit: 'years', basis: 'source' },
  totalCholesterol: { min: 130, max: 320, unit: 'mg/dL', basis: 'source' },
  hdl: { min: 20, max: 100, unit: 'mg/dL', basis: 'source' },
  systolicBp: { min: 90, max: 200, unit: 'mmHg', basis: 'source' },
} as const satisfies Record<string, InputRange>)

/** Display: risk as a percentage with one decimal (use `displayPercentHalf` or `formatPercent`). */
export const PCE_DISPLAY: DisplayRule = deepFreeze({ decimals: 1, unit: '%' })

export const PCE_SOURCE =
  'Goff DC Jr, Lloyd-Jones DM, Bennett G, et al. 2013 ACC/AHA guideline on the assessment of cardiovascular risk. Circulation 2014;129(25 Suppl 2):S49-S73.'

export type PceRiskCategoryKey = 'low' | 'borderline' | 'intermediate' | 'high'

export interface PceRiskCategory {
  readonly key: PceRiskCategoryKey
  readonly label: string
  /** Inclusive lower bound, as a risk fraction. */
  readonly min: number
  /** Exclusive upper bound, as a risk fraction (null: no upper bound). */
  readonly maxExclusive: number | null
}

/**
 * 10-year ASCVD risk categories for adults 40–75 without ASCVD, from the 2018
 * AHA/ACC cholesterol guideline and the 2019 ACC/AHA primary prevention
 * guideline. Bounds apply to the full-precision risk, not the rounded display.
 */
export const PCE_RISK_CATEGORIES: readonly PceRiskCategory[] = deepFreeze([
  { key: 'low', label: 'Low', min: 0, maxExclusive: 0.05 },
  { key: 'borderline', label: 'Borderline', min: 0.05, maxExclusive: 0.075 },
  { key: 'intermediate', label: 'Intermediate', min: 0.075, maxExclusive: 0.2 },
  { key: 'high', label: 'High', min: 0.2, maxExclusive: null },
])

export const PCE_RISK_CATEGORIES_SOURCE = deepFreeze([
  'Grundy SM, Stone NJ, Bailey AL, et al. 2018 AHA/ACC/AACVPR/AAPA/ABC/ACPM/ADA/AGS/APhA/ASPC/NLA/PCNA guideline on the management of blood cholesterol. Circulation 2019;139:e1082-e1143.',
  'Arnett DK, Blumenthal RS, Albert MA, et al. 2019 ACC/AHA guideline on the primary prevention of cardiovascular disease. Circulation 2019;140:e596-e646.',
])

export interface PceInput {
  /** Years. */
  readonly age: number
  readonly sex: Sex
  readonly race: PceRace
  /** Total cholesterol, mg/dL. */
  readonly totalCholesterol: number
  /** HDL cholesterol, mg/dL. */
  readonly hdl: number
  /** Systolic blood pressure, mmHg. */
  readonly systolicBp: number
  /** Taking medicine for high blood pressure. */
  readonly bpTreated: boolean
  /** Current smoker. */
  readonly smoker: boolean
  readonly diabetes: boolean
}

function isPceRace(value: unknown): value is PceRace {
  return value === 'white' || value === 'aa' || value === 'other'
}

/** Which of the four equations applies. Null for an unknown sex or race. */
export function pceGroup(sex: Sex, race: PceRace): PceGroup | null {
  if (!isSex(sex) || !isPceRace(race)) return null
  const aa = race === 'aa'
  if (sex === 'female') return aa ? 'aaFemale' : 'whiteFemale'
  return aa ? 'aaMale' : 'whiteMale'
}

function positive(value: unknown): value is number {
  return isFiniteNumber(value) && value > 0
}

/**
 * The individual sum Σ coefficient × term ("IndSum") for the person's group.
 * Null if age, cholesterol, HDL or SBP is not a positive finite number (their
 * logarithms are needed), or if sex, race or a flag has the wrong type.
 */
export function pceIndividualSum(input: PceInput): number | null {
  const { age, totalCholesterol, hdl, systolicBp, bpTreated, smoker, diabetes } = input
  if (!positive(age) || !positive(totalCholesterol) || !positive(hdl) || !positive(systolicBp)) return null
  if (typeof bpTreated !== 'boolean' || typeof smoker !== 'boolean' || typeof diabetes !== 'boolean') return null
  const group = pceGroup(input.sex, input.race)
  if (group === null) return null
  const c = PCE_COEFFICIENTS[group]
  const lnAge = Math.log(age)
  const lnTc = Math.log(totalCholesterol)
  const lnHdl = Math.log(hdl)
  const lnSbp = Math.log(systolicBp)
  const smokerTerm = smoker ? 1 : 0
  const sbpTerms = bpTreated
    ? c.lnTreatedSbp * lnSbp + c.lnAgeXlnTreatedSbp * lnAge * lnSbp
    : c.lnUntreatedSbp * lnSbp + c.lnAgeXlnUntreatedSbp * lnAge * lnSbp
  const sum =
    c.lnAge * lnAge +
    c.lnAgeSquared * lnAge * lnAge +
    c.lnTotalCholesterol * lnTc +
    c.lnAgeXlnTotalCholesterol * lnAge * lnTc +
    c.lnHdl * lnHdl +
    c.lnAgeXlnHdl * lnAge * lnHdl +
    sbpTerms +
    c.smoker * smokerTerm +
    c.lnAgeXsmoker * lnAge * smokerTerm +
    c.diabetes * (diabetes ? 1 : 0)
  return finiteOrNull(sum)
}

/**
 * Estimated 10-year risk of a first hard ASCVD event, as a fraction from 0 to 1
 * at full precision (Goff DC Jr et al., Circulation 2014;129(25 Suppl 2):S49–S73).
 *
 * Inputs are not range-checked here (the form validates them against
 * PCE_RANGES; values outside those ranges are extrapolation and must not reach
 * this function in a tool). Returns null when an input is outside the
 * mathematical domain (non-positive or non-finite age, cholesterol, HDL or SBP;
 * unknown sex or race; a flag that is not a boolean), or if the result would
 * not be a finite number strictly between 0 and 1.
 */
export function pce10YearRisk(input: PceInput): number | null {
  const sum = pceIndividualSum(input)
  if (sum === null) return null
  const group = pceGroup(input.sex, input.race)
  if (group === null) return null
  const { meanSum, baselineSurvival } = PCE_COEFFICIENTS[group]
  // 1 − S10^e computed as −expm1(e × ln S10): the same number, without the
  // cancellation error of subtracting from 1 when the risk is small.
  const risk = -Math.expm1(Math.exp(sum - meanSum) * Math.log(baselineSurvival))
  // Far outside the valid ranges the exponent can underflow or overflow, giving
  // exactly 0 or 1, which would be a false certainty: report "cannot calculate".
  if (!Number.isFinite(risk) || risk <= 0 || risk >= 1) return null
  return risk
}

/**
 * Risk category of a full-precision risk fraction (see PCE_RISK_CATEGORIES).
 * Null for a value that is not a finite number from 0 to 1.
 */
export function pceRiskCategory(risk: number | null): PceRiskCategory | null {
  if (risk === null || !Number.isFinite(risk) || risk < 0 || risk > 1) return null
  return PCE_RISK_CATEGORIES.find((c) => risk >= c.min && (c.maxExclusive === null || risk < c.maxExclusive)) ?? null
}
