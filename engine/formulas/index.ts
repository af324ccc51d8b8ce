/**
 * Formula engine: public API and the function table used by tool-definition
 * expressions.
 */
import { bmiImperial, bmiMetric, bsaMosteller } from './bmi.ts'
import { creatinineUmolToMgDl, egfrCkdEpi2009, egfrCkdEpi2021 } from './egfr.ts'
import { egfrCkdEpi2012Cys, egfrCkdEpi2021CrCys } from './egfr-cystatin.ts'
import { martinHopkinsFactor } from './martin-hopkins.ts'
import { cigarettesToPacks, packYears, packsToCigarettes } from './packyears.ts'
import { type PceRace, pce10YearRisk, pceRiskCategory } from './pce.ts'
import { type PreventHorizon, type PreventOutcome, preventAscvdCategory, preventModelFor, preventRisk } from './prevent.ts'
import { avoidedText, benefitIconCounts, riskToIconCount } from '../iconarray/counts.ts'
import { isValidDecimals, roundTo } from './rounding.ts'
import { type Sex, isFiniteNumber } from './types.ts'

export * from './types.ts'
export * from './rounding.ts'
export * from './bmi.ts'
export * from './egfr.ts'
export * from './egfr-cystatin.ts'
export * from './martin-hopkins.ts'
export * from './packyears.ts'
export * from './pce.ts'
export * from './prevent.ts'

/** A plain value as it arrives from a tool definition's expression. */
export type FormulaValue = number | string | boolean | null

/** Signature of every entry in `formulaFunctions`. */
export type FormulaFunction = (...args: FormulaValue[]) => FormulaValue

// ---------------------------------------------------------------------------
// Coercion of plain values. Every coercer returns null for anything it does
// not recognise; a null argument makes the whole call return null.
// ---------------------------------------------------------------------------

const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/

/**
 * A finite number, or a string that is exactly a decimal number ('55', ' 1.2 ',
 * '-3', '1e2'). Booleans, empty strings and anything else → null.
 */
export function coerceNumber(value: FormulaValue | undefined): number | null {
  if (isFiniteNumber(value)) return value
  if (typeof value === 'string') {
    const text = value.trim()
    if (!NUMERIC_TEXT.test(text)) return null
    const n = Number(text)
    return Number.isFinite(n) ? n : null
  }
  return null
}

const TRUE_TEXT = new Set(['yes', 'true', '1'])
const FALSE_TEXT = new Set(['no', 'false', '0'])

/**
 * true/false; the numbers 1/0; the strings 'yes'/'no', 'true'/'false', '1'/'0'
 * (case-insensitive, trimmed). Anything else → null.
 */
export function coerceBoolean(value: FormulaValue | undefined): boolean | null {
  if (typeof value === 'boolean') return value
  if (value === 1) return true
  if (value === 0) return false
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    if (TRUE_TEXT.has(text)) return true
    if (FALSE_TEXT.has(text)) return false
  }
  return null
}

/** 'female' or 'male' (case-insensitive, trimmed). Anything else → null. */
export function coerceSex(value: FormulaValue | undefined): Sex | null {
  if (typeof value !== 'string') return null
  const text = value.trim().toLowerCase()
  return text === 'female' || text === 'male' ? text : null
}

/** 'white', 'aa' or 'other' (case-insensitive, trimmed). Anything else → null. */
export function coercePceRace(value: FormulaValue | undefined): PceRace | null {
  if (typeof value !== 'string') return null
  const text = value.trim().toLowerCase()
  return text === 'white' || text === 'aa' || text === 'other' ? text : null
}

/**
 * The 2009 eGFR race flag. Spec §9: the factor applies "when aa_status is yes
 * or race is aa", so this accepts a boolean-like value (see coerceBoolean) or a
 * PCE race code ('aa' → true, 'white'/'other' → false). Anything else → null.
 */
export function coerceAfricanAmerican(value: FormulaValue | undefined): boolean | null {
  const flag = coerceBoolean(value)
  if (flag !== null) return flag
  const race = coercePceRace(value)
  return race === null ? null : race === 'aa'
}

/** Wraps an implementation so a call with the wrong number of arguments returns null. */
function fixedArity(arity: number, impl: (args: readonly (FormulaValue | undefined)[]) => FormulaValue): FormulaFunction {
  return (...args) => (args.length === arity ? impl(args) : null)
}

function roundingFunction(decimals: number): FormulaFunction {
  return fixedArity(1, ([x]) => roundTo(coerceNumber(x), decimals))
}

function unary(fn: (x: number) => number | null): FormulaFunction {
  return fixedArity(1, ([x]) => {
    const n = coerceNumber(x)
    return n === null ? null : fn(n)
  })
}

const table: Record<string, FormulaFunction> = {
  /** pce10(age, sex, race, tc, hdl, sbp, bp_treated, smoker, diabetes) → 10-year risk fraction (full precision). */
  pce10: fixedArity(9, ([age, sex, race, tc, hdl, sbp, bpTreated, smoker, diabetes]) => {
    const ageYears = coerceNumber(age)
    const s = coerceSex(sex)
    const r = coercePceRace(race)
    const totalCholesterol = coerceNumber(tc)
    const hdlMgDl = coerceNumber(hdl)
    const systolicBp = coerceNumber(sbp)
    const treated = coerceBoolean(bpTreated)
    const smokes = coerceBoolean(smoker)
    const diabetic = coerceBoolean(diabetes)
    if (ageYears === null || s === null || r === null || totalCholesterol === null || hdlMgDl === null) return null
    if (systolicBp === null || treated === null || smokes === null || diabetic === null) return null
    return pce10YearRisk({
      age: ageYears,
      sex: s,
      race: r,
      totalCholesterol,
      hdl: hdlMgDl,
      systolicBp,
      bpTreated: treated,
      smoker: smokes,
      diabetes: diabetic,
    })
  }),
  /** pce10_category(risk) → 'low' | 'borderline' | 'intermediate' | 'high'. */
  pce10_category: fixedArity(1, ([risk]) => pceRiskCategory(coerceNumber(risk))?.key ?? null),
  /**
   * prevent_risk(outcome, years, age, sex, tc_mg_dl, hdl_mg_dl, sbp, bp_treated, statin, diabetes, smoker,
   * egfr, bmi, uacr_mg_g, hba1c_pct, sdi_decile) → AHA PREVENT risk fraction (full precision).
   * outcome 'cvd' | 'ascvd' | 'hf'; years 10 | 30 (30 gives null above age 59). The variant is chosen
   * by which of the last three (optional) arguments are given: an empty (null) optional argument
   * means "not measured", unlike every other function here. Empty lipids or statin make only
   * 'cvd'/'ascvd' null and an empty BMI only 'hf' (as in the AHA reference code); any other empty
   * or unrecognised argument gives null.
   */
  prevent_risk: fixedArity(16, ([outcome, years, age, sex, tc, hdl, sbp, bpTreated, statin, diabetes, smoker, egfr, bmi, uacr, hba1c, sdi]) => {
    const o = typeof outcome === 'string' ? outcome.trim().toLowerCase() : null
    const horizon = coerceNumber(years)
    if (o !== 'cvd' && o !== 'ascvd' && o !== 'hf') return null
    if (horizon !== 10 && horizon !== 30) return null
    const ageYears = coerceNumber(age)
    const s = coerceSex(sex)
    const systolicBp = coerceNumber(sbp)
    const treated = coerceBoolean(bpTreated)
    const diabetic = coerceBoolean(diabetes)
    const smokes = coerceBoolean(smoker)
    const gfr = coerceNumber(egfr)
    if (ageYears === null || s === null || systolicBp === null || treated === null || diabetic === null || smokes === null || gfr === null) return null
    // Optional-by-design arguments: null means absent; anything given must be readable.
    const optional = <T>(value: FormulaValue | undefined, coerce: (v: FormulaValue | undefined) => T | null): T | null | undefined =>
      value === null || value === undefined ? null : (coerce(value) ?? undefined)
    const totalCholesterol = optional(tc, coerceNumber)
    const hdlMgDl = optional(hdl, coerceNumber)
    const onStatin = optional(statin, coerceBoolean)
    const bmiValue = optional(bmi, coerceNumber)
    const uacrValue = optional(uacr, coerceNumber)
    const hba1cValue = optional(hba1c, coerceNumber)
    const sdiDecile = optional(sdi, coerceNumber)
    if ([totalCholesterol, hdlMgDl, onStatin, bmiValue, uacrValue, hba1cValue, sdiDecile].includes(undefined)) return null
    return preventRisk(
      {
        age: ageYears,
        sex: s,
        totalCholesterol: totalCholesterol ?? null,
        hdl: hdlMgDl ?? null,
        systolicBp,
        bpTreated: treated,
        statin: onStatin ?? null,
        diabetes: diabetic,
        smoker: smokes,
        egfr: gfr,
        bmi: bmiValue ?? null,
        uacr: uacrValue ?? null,
        hba1c: hba1cValue ?? null,
        sdiDecile: sdiDecile ?? null,
      },
      o satisfies PreventOutcome,
      horizon satisfies PreventHorizon,
    )
  }),
  /** prevent_model(uacr, hba1c, sdi_decile) → 'base' | 'uacr' | 'hba1c' | 'sdi' | 'full' (empty = not measured). */
  prevent_model: fixedArity(3, ([uacr, hba1c, sdi]) => preventModelFor({ uacr, hba1c, sdiDecile: sdi })),
  /** prevent_ascvd_category(risk) → 'low' | 'borderline' | 'intermediate' | 'high' (2026 ACC/AHA, 10-year PREVENT-ASCVD). */
  prevent_ascvd_category: fixedArity(1, ([risk]) => preventAscvdCategory(coerceNumber(risk))?.key ?? null),
  /** icon_count(risk, denominator) → whole people out of 100 or 1000 (engine/iconarray/counts.ts rules 2–3). */
  icon_count: fixedArity(2, ([risk, denominator]) => {
    const r = coerceNumber(risk)
    const n = coerceNumber(denominator)
    return r === null || n === null ? null : (riskToIconCount(r, n)?.count ?? null)
  }),
  /** icons_avoided(untreated_risk, treated_risk, denominator) → people who avoid the event, never more than the rounded benefit (rule 4). */
  icons_avoided: fixedArity(3, ([untreated, treated, denominator]) => {
    const u = coerceNumber(untreated)
    const t = coerceNumber(treated)
    const n = coerceNumber(denominator)
    return u === null || t === null || n === null ? null : (benefitIconCounts({ untreatedRisk: u, treatedRisk: t, denominator: n })?.avoided ?? null)
  }),
  /**
   * avoided_text(untreated_risk, treated_risk, denominator[, fewer_than_one]) → the same benefit in
   * words: '3', or 'fewer than 1' (rule 5); a translated aid passes those words in its language.
   */
  avoided_text: (...args) => {
    if (args.length !== 3 && args.length !== 4) return null
    const [u, t, n] = args.slice(0, 3).map(coerceNumber)
    const words = args[3]
    if (args.length === 4 && (typeof words !== 'string' || !words)) return null
    return u == null || t == null || n == null ? null : avoidedText({ untreatedRisk: u, treatedRisk: t, denominator: n }, words as string | undefined)
  },
  /** bmi_imperial(lb, inches) → kg/m² (full precision). */
  bmi_imperial: fixedArity(2, ([lb, inches]) => {
    const weightLb = coerceNumber(lb)
    const heightIn = coerceNumber(inches)
    return weightLb === null || heightIn === null ? null : bmiImperial({ weightLb, heightIn })
  }),
  /** bmi_metric(kg, cm) → kg/m² (full precision). */
  bmi_metric: fixedArity(2, ([kg, cm]) => {
    const weightKg = coerceNumber(kg)
    const heightCm = coerceNumber(cm)
    return weightKg === null || heightCm === null ? null : bmiMetric({ weightKg, heightCm })
  }),
  /** bsa_mosteller(kg, cm) → m² (full precision). */
  bsa_mosteller: fixedArity(2, ([kg, cm]) => {
    const weightKg = coerceNumber(kg)
    const heightCm = coerceNumber(cm)
    return weightKg === null || heightCm === null ? null : bsaMosteller({ weightKg, heightCm })
  }),
  /** egfr_ckdepi2009(scr_mg_dl, age, sex, race_aa) → mL/min/1.73 m² (full precision). */
  egfr_ckdepi2009: fixedArity(4, ([scr, age, sex, raceAa]) => {
    const creatinineMgDl = coerceNumber(scr)
    const ageYears = coerceNumber(age)
    const s = coerceSex(sex)
    const africanAmerican = coerceAfricanAmerican(raceAa)
    if (creatinineMgDl === null || ageYears === null || s === null || africanAmerican === null) return null
    return egfrCkdEpi2009({ creatinineMgDl, age: ageYears, sex: s, africanAmerican })
  }),
  /** egfr_ckdepi2021(scr_mg_dl, age, sex) → mL/min/1.73 m² (full precision). */
  egfr_ckdepi2021: fixedArity(3, ([scr, age, sex]) => {
    const creatinineMgDl = coerceNumber(scr)
    const ageYears = coerceNumber(age)
    const s = coerceSex(sex)
    if (creatinineMgDl === null || ageYears === null || s === null) return null
    return egfrCkdEpi2021({ creatinineMgDl, age: ageYears, sex: s })
  }),
  /** egfr_ckdepi2021_crcys(scr_mg_dl, cys_mg_l, age, sex) → mL/min/1.73 m² (full precision). */
  egfr_ckdepi2021_crcys: fixedArity(4, ([scr, cys, age, sex]) => {
    const creatinineMgDl = coerceNumber(scr)
    const cystatinMgL = coerceNumber(cys)
    const ageYears = coerceNumber(age)
    const s = coerceSex(sex)
    if (creatinineMgDl === null || cystatinMgL === null || ageYears === null || s === null) return null
    return egfrCkdEpi2021CrCys({ creatinineMgDl, cystatinMgL, age: ageYears, sex: s })
  }),
  /** egfr_ckdepi2012_cys(cys_mg_l, age, sex) → mL/min/1.73 m² (full precision). */
  egfr_ckdepi2012_cys: fixedArity(3, ([cys, age, sex]) => {
    const cystatinMgL = coerceNumber(cys)
    const ageYears = coerceNumber(age)
    const s = coerceSex(sex)
    if (cystatinMgL === null || ageYears === null || s === null) return null
    return egfrCkdEpi2012Cys({ cystatinMgL, age: ageYears, sex: s })
  }),
  /** martin_hopkins_factor(tg_mg_dl, non_hdl_mg_dl) → the Martin–Hopkins 180-cell table factor (Martin 2013). */
  martin_hopkins_factor: fixedArity(2, ([tg, nonHdl]) => {
    const triglyceridesMgDl = coerceNumber(tg)
    const nonHdlMgDl = coerceNumber(nonHdl)
    if (triglyceridesMgDl === null || nonHdlMgDl === null) return null
    return martinHopkinsFactor(triglyceridesMgDl, nonHdlMgDl)
  }),
  /** scr_umol_to_mgdl(umol_per_l) → mg/dL. */
  scr_umol_to_mgdl: unary(creatinineUmolToMgDl),
  /** pack_years(cigs_per_day, years_since_started, years_since_quit) → pack-years (full precision). */
  pack_years: fixedArity(3, ([cigs, started, quit]) => {
    const cigarettesPerDay = coerceNumber(cigs)
    const yearsSinceStarted = coerceNumber(started)
    const yearsSinceQuit = coerceNumber(quit)
    if (cigarettesPerDay === null || yearsSinceStarted === null || yearsSinceQuit === null) return null
    return packYears({ cigarettesPerDay, yearsSinceStarted, yearsSinceQuit })
  }),
  /** packs_to_cigarettes(packs) → cigarettes (× 20). */
  packs_to_cigarettes: unary(packsToCigarettes),
  /** cigarettes_to_packs(cigarettes) → packs (÷ 20). */
  cigarettes_to_packs: unary(cigarettesToPacks),
  /** round_to(x, decimals): half away from zero; decimals an integer 0–15, otherwise null. */
  round_to: fixedArity(2, ([x, d]) => {
    const decimals = coerceNumber(d)
    return isValidDecimals(decimals) ? roundTo(coerceNumber(x), decimals) : null
  }),
  round_whole: roundingFunction(0),
  round1: roundingFunction(1),
  round2: roundingFunction(2),
  round3: roundingFunction(3),
}

/**
 * Function table for tool-definition expressions: name → function of plain
 * values. Any null, missing, extra or unrecognised argument gives null.
 * The object has no prototype (so names such as 'constructor' or 'toString'
 * are not functions) and is frozen. Look names up with `getFormulaFunction`.
 */
export const formulaFunctions: Readonly<Record<string, FormulaFunction>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, FormulaFunction>, table),
)

/** Names available to expressions. */
export const formulaFunctionNames: readonly string[] = Object.freeze(Object.keys(table).sort())

/** The function registered under `name`, or undefined (own properties only). */
export function getFormulaFunction(name: string): FormulaFunction | undefined {
  return Object.hasOwn(formulaFunctions, name) ? formulaFunctions[name] : undefined
}
