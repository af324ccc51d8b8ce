import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs, vectorInputs } from '#tests/support/tool-harness.ts'

import { bmiImperial } from '../formulas/bmi.ts'
import { egfrCkdEpi2021 } from '../formulas/egfr.ts'
import {
  PREVENT_CHOLESTEROL_MMOL_PER_MGDL,
  PREVENT_RANGES,
  type PreventInput,
  type PreventModel,
  preventAscvdCategory,
  preventRisk,
} from '../formulas/prevent.ts'
import { roundTo } from '../formulas/rounding.ts'
import { describeIconArray, layoutIconArray, riskToIconCount } from '../iconarray/index.ts'
import { convertMeasure } from '../units.ts'
import definition from './prevent.ts'

// V1 of the research notes (prevent.md §3): the paper's worked example ("Table S25").
const base = vectorInputs(definition, 'V1, paper’s worked example')

const { tool, run, outcome, refused: refusedFields, evaluate } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const KEYS = ['prevent_cvd_10y', 'prevent_ascvd_10y', 'prevent_hf_10y', 'prevent_cvd_30y', 'prevent_ascvd_30y', 'prevent_hf_30y'] as const
const risks = (inputs: Inputs) => {
  const o = outcome(inputs)
  return KEYS.map((k) => (o[k] === undefined ? undefined : (o[k] as number | null)))
}

/** The same profile as the formula module's input (executor inputs are canonical: mg/dL, mg/g, %). */
const formulaInput = (i: Inputs): PreventInput => ({
  age: i.age as number,
  sex: i.sex as 'female' | 'male',
  totalCholesterol: i.total_cholesterol as number,
  hdl: i.hdl_cholesterol as number,
  systolicBp: i.systolic_bp as number,
  bpTreated: i.bp_treated === 'yes',
  statin: i.statin === 'yes',
  diabetes: i.diabetes === 'yes',
  smoker: i.smoker === 'yes',
  egfr: i.egfr as number,
  bmi: i.bmi as number,
  uacr: (i.uacr as number | undefined) ?? null,
  hba1c: (i.hba1c as number | undefined) ?? null,
  sdiDecile: (i.sdi_decile as number | undefined) ?? null,
})

/**
 * Research notes prevent.md §3, V1–V16, through the executor. Risks in percent to 3 decimals
 * (tolerance: half a unit of the 3rd decimal); undefined = not shown (30-year above 59);
 * null = not checked here (V13: lipids were not given in the source, and do not enter HF).
 * Sources: [AHA] = output of the AHA's AHAprevent R code (kingrc15/pyprevent fixtures);
 * [pr] = preventr test suite values (3-decimal proportions); [calc] = the research notes'
 * verified re-implementation, derived rather than published, agreeing with preventr.
 */
const V2 = { ...base, sex: 'male' }
const V4 = { age: 66, sex: 'male', total_cholesterol: 188, hdl_cholesterol: 52, systolic_bp: 148, bp_treated: 'no', statin: 'yes', diabetes: 'yes', smoker: 'yes', egfr: 67, bmi: 30 }
const VECTORS: readonly { id: string; inputs: Inputs; model: PreventModel; pct: readonly (number | null | undefined)[]; source: string }[] = [
  { id: 'V1', inputs: base, model: 'base', pct: [14.684, 9.195, 8.056, 52.985, 35.426, 38.96], source: 'AHA; pr' },
  { id: 'V2', inputs: V2, model: 'base', pct: [16.317, 10.194, 10.591, 51.44, 34.859, 42.36], source: 'pr; calc decimals' },
  {
    id: 'V3',
    inputs: { age: 45, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 60, systolic_bp: 120, bp_treated: 'no', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 95, bmi: 25 },
    model: 'base',
    pct: [3.379, 2.102, 1.698, 20.65, 11.996, 12.794],
    source: 'AHA',
  },
  { id: 'V4', inputs: V4, model: 'base', pct: [22.416, 14.205, 13.795, undefined, undefined, undefined], source: 'AHA' },
  {
    id: 'V5',
    inputs: { age: 75, sex: 'male', total_cholesterol: 240, hdl_cholesterol: 90, systolic_bp: 130, bp_treated: 'yes', statin: 'yes', diabetes: 'no', smoker: 'no', egfr: 105, bmi: 30, uacr: 10 },
    model: 'uacr',
    pct: [17.493, 10.529, 12.068, undefined, undefined, undefined],
    source: 'AHA',
  },
  {
    id: 'V6 (+ BMI 25 for HF)',
    inputs: { age: 39, sex: 'female', total_cholesterol: 190, hdl_cholesterol: 50, systolic_bp: 110, bp_treated: 'no', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 120, bmi: 25, hba1c: 8 },
    model: 'hba1c',
    pct: [2.041, 1.257, 0.941, 13.274, 7.31, 7.624],
    source: 'AHA; HF calc',
  },
  { id: 'V7', inputs: { ...V4, sex: 'female', uacr: 75, hba1c: 9 }, model: 'full', pct: [28.844, 17.815, 21.833, undefined, undefined, undefined], source: 'AHA' },
  { id: 'V8', inputs: { ...base, hba1c: 9.2, uacr: 92, sdi_decile: 3 }, model: 'full', pct: [17.411, 10.504, 11.4, 53.402, 34.792, 44.32], source: 'pr' },
  { id: 'V9', inputs: { ...V2, hba1c: 9.2, uacr: 92, sdi_decile: 3 }, model: 'full', pct: [19.15, 11.192, 13.109, 51.32, 32.56, 43.754], source: 'pr' },
  { id: 'V10', inputs: { ...V2, uacr: 92 }, model: 'uacr', pct: [19.533, 12.26, 13.014, 53.477, 36.808, 44.795], source: 'pr' },
  { id: 'V11', inputs: { ...V2, hba1c: 9.2 }, model: 'hba1c', pct: [18.668, 11.177, 12.985, 52.374, 33.963, 45.651], source: 'pr' },
  { id: 'V12a', inputs: { ...base, sdi_decile: 3 }, model: 'sdi', pct: [12.716, 8.028, 7.043, 48.537, 32.236, 35.752], source: 'pr' },
  { id: 'V12b', inputs: { ...V2, sdi_decile: 3 }, model: 'sdi', pct: [14.277, 8.822, 8.887, 47.957, 31.74, 38.352], source: 'pr' },
  {
    id: 'V13 (HF only)',
    inputs: { age: 58, sex: 'male', total_cholesterol: 267, hdl_cholesterol: 50, systolic_bp: 150, bp_treated: 'yes', statin: 'no', diabetes: 'no', smoker: 'no', egfr: 45, bmi: 35, sdi_decile: 8 },
    model: 'sdi',
    pct: [null, null, 12.525, null, null, 36.454],
    source: 'AHA',
  },
  {
    id: 'V14',
    inputs: { age: 40, sex: 'male', total_cholesterol: 180, hdl_cholesterol: 40, systolic_bp: 100, bp_treated: 'no', statin: 'no', diabetes: 'no', smoker: 'yes', egfr: 45, bmi: 22 },
    model: 'base',
    pct: [4.939, 2.671, 2.289, 19.475, 10.433, 10.014],
    source: 'calc; pr',
  },
  {
    id: 'V15 (exact mg/dL equivalents of TC 5.5, HDL 1.4 mmol/L)',
    inputs: {
      age: 62,
      sex: 'female',
      total_cholesterol: 5.5 / PREVENT_CHOLESTEROL_MMOL_PER_MGDL,
      hdl_cholesterol: 1.4 / PREVENT_CHOLESTEROL_MMOL_PER_MGDL,
      systolic_bp: 142,
      bp_treated: 'yes',
      statin: 'yes',
      diabetes: 'no',
      smoker: 'no',
      egfr: 75,
      bmi: 31,
    },
    model: 'base',
    pct: [8.353, 5.186, 4.297, undefined, undefined, undefined],
    source: 'calc; pr',
  },
  {
    id: 'V16',
    inputs: { age: 55, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 50, systolic_bp: 130, bp_treated: 'no', statin: 'no', diabetes: 'no', smoker: 'no', egfr: 85, bmi: 28, hba1c: 6, sdi_decile: 6 },
    model: 'full',
    pct: [2.707, 1.814, 0.983, 17.605, 11.023, 8.297],
    source: 'calc; pr',
  },
]

describe('PREVENT: published and reference values through the executor', () => {
  test.each(VECTORS.map((v) => [v.id, v] as const))('%s', (_id, v) => {
    const o = outcome(v.inputs)
    expect(o.prevent_model).toBe(v.model)
    KEYS.forEach((key, i) => {
      const expected = v.pct[i]
      if (expected === null) return
      if (expected === undefined) {
        expect(o[key], key).toBeUndefined()
        return
      }
      expect(Math.abs((o[key] as number) - expected), `${key}: ${String(o[key])} vs ${expected} (${v.source})`).toBeLessThanOrEqual(0.0005 + 1e-9)
    })
  })

  // AHAprevent outputs at full precision for the model each profile selects (kingrc15/pyprevent
  // tests/fixtures/r_reference.csv); research notes §0: agreement within 2e-6 percentage points.
  test.each([
    ['vignette_base_female_45 (base)', VECTORS[2]!.inputs, [3.37940958559732, 2.10197806318443, 1.69813841006346, 20.649964963609, 11.9961361012451, 12.7944685124708]],
    ['vignette_uacr_male_75 (UACR)', VECTORS[4]!.inputs, [17.4927056210759, 10.5292794117528, 12.0677786105977]],
    ['vignette_hba1c_female_39 (HbA1c; HF needs BMI, not given there)', VECTORS[5]!.inputs, [2.04098469206886, 1.25688674421605, null, 13.2738448653698, 7.31011819628816]],
    ['vignette_sdi_male_58 (SDI; HF only)', VECTORS[13]!.inputs, [null, null, 12.5247348753605, null, null, 36.4539509893943]],
    ['tables25_female_50 (base, the paper’s example)', base, [14.6839372164812, 9.19508975363287, 8.05609677791426, 52.9850387063578, 35.4255198869041, 38.9602267110663]],
    ['preventr_base_male_66 (base)', V4, [22.4155711977015, 14.2049700817931, 13.7948077945273]],
    ['preventr_full_female_66_missing_sdi (full)', VECTORS[6]!.inputs, [28.8435512139669, 17.8147153790157, 21.8327741671056]],
  ] as const)('AHA reference code at full precision: %s', (_id, inputs, expected) => {
    const o = outcome(inputs)
    expected.forEach((e, i) => {
      if (e === null) return
      expect(Math.abs((o[KEYS[i]!] as number) - e), KEYS[i]).toBeLessThanOrEqual(2e-6)
    })
  })

  test('the outcome equals the formula function at full precision', () => {
    for (const v of VECTORS) {
      const o = outcome(v.inputs)
      const i = formulaInput({ ...base, ...v.inputs })
      expect(o.prevent_cvd_10y).toBe(100 * preventRisk(i, 'cvd', 10)!)
      expect(o.prevent_hf_10y).toBe(100 * preventRisk(i, 'hf', 10)!)
      if ((i.age as number) <= 59) expect(o.prevent_ascvd_30y).toBe(100 * preventRisk(i, 'ascvd', 30)!)
    }
  })

  test('displayed to one decimal, as the AHA calculator shows them; the worked example: 14.7 / 9.2 / 8.1 and 53.0 / 35.4 / 39.0 %', () => {
    for (const key of KEYS) expect(Object.values(tool.controls).find((f) => f.cpdn === key)?.attributes?.fieldInfo?.decimals).toBe(1)
    expect(risks({}).map((r) => roundTo(r as number, 1))).toEqual([14.7, 9.2, 8.1, 53, 35.4, 39])
  })
})

describe('model selection by the optional inputs present', () => {
  const model = (inputs: Inputs) => outcome(inputs).prevent_model
  test('none → base; one → that model; two or three → full', () => {
    expect(model({})).toBe('base')
    expect(model({ uacr: 30 })).toBe('uacr')
    expect(model({ hba1c: 6.5 })).toBe('hba1c')
    expect(model({ sdi_decile: 5 })).toBe('sdi')
    expect(model({ uacr: 30, hba1c: 6.5 })).toBe('full')
    expect(model({ uacr: 30, sdi_decile: 5 })).toBe('full')
    expect(model({ hba1c: 6.5, sdi_decile: 5 })).toBe('full')
    expect(model({ uacr: 30, hba1c: 6.5, sdi_decile: 5 })).toBe('full')
    expect(model({ uacr: '', hba1c: '', sdi_decile: '' })).toBe('base')
  })

  test('the model is named on the page, and the base-model ASCVD risk is shown for comparison only when another model is used', () => {
    expect(outcome({}).model_used).toBe('Base model')
    expect(outcome({}).prevent_ascvd_10y_base_model).toBeUndefined()
    expect(outcome({ uacr: 30 }).model_used).toBe('Base model with UACR')
    expect(outcome({ hba1c: 6.5 }).model_used).toBe('Base model with HbA1c')
    expect(outcome({ sdi_decile: 5 }).model_used).toBe('Base model with SDI')
    expect(outcome({ uacr: 30, hba1c: 6.5 }).model_used).toMatch(/^Full model/)
    const withUacr = outcome({ uacr: 30 })
    expect(withUacr.prevent_ascvd_10y_base_model).toBe(outcome({}).prevent_ascvd_10y)
    expect(withUacr.prevent_ascvd_10y).not.toBe(withUacr.prevent_ascvd_10y_base_model)
  })

  test('a UACR entered in mg/mmol or an HbA1c in mmol/mol selects the same model', () => {
    expect(outcome({ uacr: 3, 'uacr.unit': 'mg/mmol UACR' }).prevent_model).toBe('uacr')
    expect(outcome({ hba1c_unit: 'mmol_mol', hba1c_mmolmol: 48 }).prevent_model).toBe('hba1c')
    expect(outcome({ uacr: 3, 'uacr.unit': 'mg/mmol UACR', hba1c_unit: 'mmol_mol', hba1c_mmolmol: 48 }).prevent_model).toBe('full')
    // A value left in the HbA1c field of the unit not chosen is ignored.
    expect(outcome({ hba1c_unit: 'mmol_mol', hba1c: 6.5 }).prevent_model).toBe('base')
  })
})

describe('30-year risks: ages 30–59 only', () => {
  test('shown at 59, hidden (absent, not zero) at 60 and above, with a sentence saying why', () => {
    const at59 = outcome({ age: 59 })
    for (const key of KEYS) expect(typeof at59[key], key).toBe('number')
    expect(at59.thirty_year_note).toBeUndefined()
    for (const age of [60, 70, 79]) {
      const o = outcome({ age })
      for (const key of KEYS.slice(0, 3)) expect(typeof o[key], `${key} at ${age}`).toBe('number')
      for (const key of KEYS.slice(3)) expect(o[key], `${key} at ${age}`).toBeUndefined()
      expect(o.thirty_year_note).toMatch(/only for people aged 30–59/)
    }
    const fields = evaluate({ age: 60 }).fields
    expect([fields.cvd_30y!.hidden, fields.ascvd_30y!.hidden, fields.hf_30y!.hidden, fields.thirty_year_note!.hidden]).toEqual([true, true, true, false])
  })

  test('the guidance mentions the 30-year view only where it exists', () => {
    expect(outcome({ age: 59 }).guidance).toMatch(/30-year risk shows the longer view/)
    expect(outcome({ age: 60 }).guidance).not.toMatch(/30-year/)
  })
})

describe('valid ranges: refused, never clamped (research notes §1.2, §5.4)', () => {
  const R = PREVENT_RANGES
  test.each([
    ['age', 'age', R.age.min, R.age.max, 1, {}],
    ['total_cholesterol', 'total_cholesterol', R.totalCholesterol.min, R.totalCholesterol.max, 1, { hdl_cholesterol: 20 }],
    ['hdl_cholesterol', 'hdl_cholesterol', R.hdl.min, R.hdl.max, 1, { total_cholesterol: 320 }],
    ['systolic_bp', 'systolic_bp', R.systolicBp.min, R.systolicBp.max, 1, {}],
    ['egfr (entered)', 'egfr', R.egfr.min, R.egfr.max, 1, {}],
    ['bmi (entered)', 'bmi', R.bmi.min, R.bmi.max, 0.1, {}],
    ['uacr (mg/g)', 'uacr', R.uacr.min, R.uacr.max, 0.01, {}],
    ['uacr (mg/mmol)', 'uacr', 0.02, 2828.05, 0.01, { 'uacr.unit': 'mg/mmol UACR' }],
    ['hba1c (%)', 'hba1c', R.hba1c.min, R.hba1c.max, 0.1, {}],
    ['hba1c_mmolmol', 'hba1c_mmolmol', 26, 140, 1, { hba1c_unit: 'mmol_mol' }],
    ['sdi_decile', 'sdi_decile', R.sdiDecile.min, R.sdiDecile.max, 1, {}],
  ] as const)('%s: min and max accepted, one step outside refused', (_label, key, min, max, step, extra) => {
    expect(run({ ...extra, [key]: min }).ok).toBe(true)
    expect(run({ ...extra, [key]: max }).ok).toBe(true)
    expect(refusedFields({ ...extra, [key]: roundTo(min - step, 2) })).toEqual([key])
    expect(refusedFields({ ...extra, [key]: roundTo(max + step, 2) })).toEqual([key])
  })

  test('the refusal carries the bound crossed', () => {
    const r = run({ age: 80 })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors.age?.[0]).toMatchObject({ kind: 'max', bound: 79 })
    const s = run({ systolic_bp: 201 })
    if (!s.ok) expect(s.errors.systolic_bp?.[0]).toMatchObject({ kind: 'max', bound: 200 })
  })

  test('the other-unit ranges map inside the canonical ones', () => {
    expect(0.02 * 8.84).toBeGreaterThanOrEqual(R.uacr.min)
    expect(0.01 * 8.84).toBeLessThan(R.uacr.min)
    expect(2828.05 * 8.84).toBeLessThanOrEqual(R.uacr.max)
    expect(2828.06 * 8.84).toBeGreaterThan(R.uacr.max)
    expect(0.09148 * 26 + 2.152).toBeGreaterThanOrEqual(R.hba1c.min)
    expect(0.09148 * 25 + 2.152).toBeLessThan(R.hba1c.min)
    expect(0.09148 * 140 + 2.152).toBeLessThanOrEqual(R.hba1c.max)
    expect(0.09148 * 141 + 2.152).toBeGreaterThan(R.hba1c.max)
  })

  test('measured values at the precision given; the SDI decile is a whole number; ages outside 30–79 are refused with the reason', () => {
    expect(refusedFields({ age: 55.5 })).toEqual([])
    expect(refusedFields({ systolic_bp: 120.5 })).toEqual([])
    expect(refusedFields({ egfr: 60.5 })).toEqual([])
    expect(refusedFields({ sdi_decile: 2.5 })).toEqual(['sdi_decile'])
    expect(refusedFields({ bmi: 27.45 })).toEqual([])
    expect(refusedFields({ hba1c: 6.55 })).toEqual([])
    const old = run({ age: 85 })
    expect(old.ok ? [] : old.errors.age).toEqual([{ type: 'error', kind: 'max', bound: 79, reason: expect.stringMatching(/derived in adults aged 30–79/) }])
    expect(run({ bmi: 27.4, hba1c: 6.5, uacr: 12.34 }).ok).toBe(true)
  })

  test('missing required inputs are refused with every missing field named; optional ones may stay blank', () => {
    expect(bare.refused()).toEqual(
      ['age', 'bmi', 'bp_treated', 'diabetes', 'egfr', 'hdl_cholesterol', 'sex', 'smoker', 'statin', 'systolic_bp', 'total_cholesterol'].sort(),
    )
    expect(refusedFields({ statin: '' })).toEqual(['statin'])
    expect(refusedFields({ sex: 'other' })).toEqual(['sex'])
    expect(run({ uacr: '', hba1c: '', sdi_decile: '' }).ok).toBe(true)
  })
})

describe('eGFR: entered, or calculated from creatinine with CKD-EPI 2021', () => {
  const viaCreatinine = (creatinine: number, extra: Inputs = {}) => run({ egfr: undefined, egfr_method: 'creatinine', creatinine, ...extra })

  test('the calculated eGFR is the CKD-EPI 2021 value rounded to a whole number, and gives the same risks as entering it', () => {
    for (const [creatinine, sex, age] of [
      [0.8, 'female', 50],
      [1.3, 'male', 66],
      [2.2, 'female', 45],
    ] as const) {
      const r = viaCreatinine(creatinine, { sex, age })
      expect(r.ok).toBe(true)
      if (!r.ok) continue
      const egfr = Math.round(egfrCkdEpi2021({ creatinineMgDl: creatinine, age, sex })!)
      expect(r.outcome.egfr_calculated).toBe(egfr)
      expect(r.outcome.egfr_value).toBe(egfr)
      const direct = outcome({ sex, age, egfr })
      for (const key of KEYS) expect(r.outcome[key], key).toBe(direct[key])
    }
  })

  test('creatinine must give an eGFR of 15–140 (checked on the whole number used) and lie within 0.1–60 mg/dL', () => {
    const egfrOf = (scr: number) => Math.round(egfrCkdEpi2021({ creatinineMgDl: scr, age: 50, sex: 'female' })!)
    // Scan in 0.001 mg/dL steps for the edges of the accepted range for a 50-year-old woman.
    const accepted: number[] = []
    for (let i = 100; i <= 25000; i++) {
      const scr = i / 1000
      if (egfrOf(scr) >= 15 && egfrOf(scr) <= 140) accepted.push(scr)
    }
    const lo = accepted[0]!
    const hi = accepted[accepted.length - 1]!
    expect(egfrOf(lo)).toBe(140)
    expect(egfrOf(hi)).toBe(15)
    expect(viaCreatinine(lo).ok).toBe(true)
    expect(viaCreatinine(hi).ok).toBe(true)
    for (const outside of [roundTo(lo - 0.001, 3)!, roundTo(hi + 0.001, 3)!]) {
      const r = viaCreatinine(outside)
      expect(r.ok).toBe(false)
      if (!r.ok) {
        expect(Object.keys(r.errors)).toEqual(['creatinine'])
        expect(r.errors.creatinine?.[0]?.message).toMatch(/outside 15–140/)
      }
    }
    const tooHigh = viaCreatinine(60.01)
    expect(tooHigh.ok).toBe(false)
    if (!tooHigh.ok) expect(tooHigh.errors.creatinine?.map((e) => e.kind)).toContain('max')
  })

  test('with the creatinine route the entered eGFR is hidden and ignored, and creatinine is required', () => {
    expect(refusedFields({ egfr_method: 'creatinine' })).toEqual(['creatinine'])
    const r = viaCreatinine(1.0, { egfr: 14 })
    expect(r.ok).toBe(true)
  })

  test('creatinine in µmol/L converts to mg/dL (÷ 88.4) both ways', () => {
    expect(convertMeasure(88, 'µmol/L creatinine', 'mg/dL creatinine', 4)).toBe(0.9955)
    expect(convertMeasure(1, 'mg/dL creatinine', 'µmol/L creatinine', 0)).toBe(88)
    const r = viaCreatinine(convertMeasure(88, 'µmol/L creatinine', 'mg/dL creatinine', 4)!)
    expect(r.ok && r.outcome.egfr_calculated).toBe(Math.round(egfrCkdEpi2021({ creatinineMgDl: 88 / 88.4, age: 50, sex: 'female' })!))
  })
})

describe('BMI: entered, or calculated from height and weight', () => {
  const viaHW = (height: number, weight: number, extra: Inputs = {}) => run({ bmi: undefined, bmi_method: 'measure', height, weight, ...extra })

  test('the calculated BMI is rounded to one decimal (as shown) and gives the same risks as entering it', () => {
    const r = viaHW(65, 180)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const bmi = roundTo(bmiImperial({ weightLb: 180, heightIn: 65 })!, 1)!
    expect(bmi).toBe(30)
    expect(r.outcome.bmi_calculated).toBe(bmi)
    const direct = outcome({ bmi })
    for (const key of KEYS) expect(r.outcome[key], key).toBe(direct[key])
  })

  test('BMI from height and weight must come to 18.5–39.9 as shown', () => {
    // Height 70 in: find the weights at the edges.
    const bmiOf = (w: number) => roundTo(bmiImperial({ weightLb: w, heightIn: 70 })!, 1)!
    const weights: number[] = []
    for (let i = 500; i <= 3500; i++) if (bmiOf(i / 10) >= 18.5 && bmiOf(i / 10) <= 39.9) weights.push(i / 10)
    const lo = weights[0]!
    const hi = weights[weights.length - 1]!
    expect([bmiOf(lo), bmiOf(hi)]).toEqual([18.5, 39.9])
    expect(viaHW(70, lo).ok).toBe(true)
    expect(viaHW(70, hi).ok).toBe(true)
    for (const w of [roundTo(lo - 0.1, 1)!, roundTo(hi + 0.1, 1)!]) {
      const r = viaHW(70, w)
      expect(r.ok).toBe(false)
      if (!r.ok) {
        expect(Object.keys(r.errors)).toEqual(['weight'])
        expect(r.errors.weight?.[0]?.message).toMatch(/outside 18.5–39.9/)
      }
    }
  })

  test('metric height and weight convert to the canonical inches and pounds', () => {
    const heightIn = convertMeasure(170, 'cm', 'in', 3)!
    const weightLb = convertMeasure(80, 'kg', 'lb', 3)!
    expect(heightIn).toBe(66.929)
    expect(weightLb).toBe(176.37)
    expect(convertMeasure(heightIn, 'in', 'cm', 1)).toBe(170)
    expect(convertMeasure(weightLb, 'lb', 'kg', 1)).toBe(80)
    const r = viaHW(heightIn, weightLb)
    // 80 kg / 1.70² = 27.68 → 27.7
    expect(r.ok && r.outcome.bmi_calculated).toBe(27.7)
  })

  test('with height and weight, both are required and the entered BMI is ignored', () => {
    expect(refusedFields({ bmi_method: 'measure' })).toEqual(['height', 'weight'])
    expect(viaHW(65, 180, { bmi: 50 }).ok).toBe(true)
  })
})

describe('units', () => {
  const toMmol = (mg: number) => convertMeasure(mg, 'mg/dL cholesterol', 'mmol/L cholesterol', 2)!
  // The page keeps two more decimals than the canonical unit shows (app/tools/form-inputs.ts).
  const toMg = (mmol: number) => convertMeasure(mmol, 'mmol/L cholesterol', 'mg/dL cholesterol', 2)!

  test('cholesterol mmol/L ↔ mg/dL both ways (engine factor 38.67 = 1 / 0.02586 to 8 ppm)', () => {
    expect(toMmol(200)).toBe(5.17)
    expect(toMg(5.17)).toBe(199.92)
    expect(toMmol(45)).toBe(1.16)
    expect(toMg(1.16)).toBe(44.86)
    expect(Math.abs(1 / 38.67 - PREVENT_CHOLESTEROL_MMOL_PER_MGDL) / PREVENT_CHOLESTEROL_MMOL_PER_MGDL).toBeLessThan(1e-5)
  })

  test('V15 entered in mmol/L (TC 5.5, HDL 1.4) gives the research values within 0.001 percentage points', () => {
    const r = risks({ ...VECTORS[15]!.inputs, total_cholesterol: toMg(5.5), hdl_cholesterol: toMg(1.4) })
    expect(toMg(5.5)).toBe(212.69)
    expect(toMg(1.4)).toBe(54.14)
    ;[8.353, 5.186, 4.297].forEach((e, i) => expect(Math.abs(r[i]! - e)).toBeLessThan(0.001))
  })

  test('the stated mmol/L ranges (TC 3.37–8.27, HDL 0.52–2.58) convert inside the accepted ones; one step further is refused', () => {
    expect(run({ total_cholesterol: toMg(3.37) }).ok).toBe(true)
    expect(run({ total_cholesterol: toMg(8.27), hdl_cholesterol: 20 }).ok).toBe(true)
    expect(refusedFields({ total_cholesterol: toMg(3.36) })).toEqual(['total_cholesterol'])
    expect(refusedFields({ total_cholesterol: toMg(8.28) })).toEqual(['total_cholesterol'])
    expect(run({ hdl_cholesterol: toMg(0.52) }).ok).toBe(true)
    expect(run({ hdl_cholesterol: toMg(2.58), total_cholesterol: 320 }).ok).toBe(true)
    expect(refusedFields({ hdl_cholesterol: toMg(0.51) })).toEqual(['hdl_cholesterol'])
    expect(refusedFields({ hdl_cholesterol: toMg(2.59) })).toEqual(['hdl_cholesterol'])
  })

  test('UACR in mg/mmol × 8.84 = mg/g: the same quantity in either unit gives the same result', () => {
    const a = outcome({ uacr: 10, 'uacr.unit': 'mg/mmol UACR' })
    expect(a.uacr_mg_g).toBe(88.4)
    expect(a).toEqual(outcome({ uacr: 88.4, 'uacr.unit': 'mg/g UACR' }))
    for (const mgMmol of [0.02, 0.5, 3, 30, 300, 2828.05]) {
      expect(outcome({ uacr: mgMmol, 'uacr.unit': 'mg/mmol UACR' })).toEqual(outcome({ uacr: Number((mgMmol * 8.84).toPrecision(12)) }))
    }
    expect(tool.controls.uacr!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mg/g UACR', 'mg/mmol UACR'])
    expect(Object.keys(tool.controls).filter((f) => /^uacr_(unit|mgmmol)$/.test(f))).toEqual([])
    // And back: 92 mg/g is 10.41 mg/mmol to two decimals.
    expect(roundTo(92 / 8.84, 2)).toBe(10.41)
  })

  test('HbA1c in mmol/mol → % by the NGSP–IFCC master equation: 53 mmol/mol = 7.0 %, 48 = 6.5 %', () => {
    const a = outcome({ hba1c_unit: 'mmol_mol', hba1c_mmolmol: 53 })
    expect(a.hba1c_percent).toBeCloseTo(7.00044, 10)
    expect(roundTo(0.09148 * 48 + 2.152, 1)).toBe(6.5)
    // And back: 7.0 % is (7.0 − 2.152) / 0.09148 = 53.0 mmol/mol.
    expect(roundTo((7 - 2.152) / 0.09148, 0)).toBe(53)
    const b = outcome({ hba1c: 7 })
    for (const key of KEYS) expect(Math.abs((a[key] as number) - (b[key] as number)), key).toBeLessThan(0.01)
  })
})

describe('2026 ACC/AHA categories of the 10-year ASCVD risk', () => {
  test('the worked examples fall where expected', () => {
    expect(outcome({}).ascvd_category).toBe('Intermediate') // 9.195 %
    expect(outcome({ sex: 'male' }).ascvd_category).toBe('High') // 10.194 %
    expect(outcome(VECTORS[2]!.inputs).ascvd_category).toBe('Low') // 2.102 %
    expect(outcome(VECTORS[2]!.inputs).interpretation).toMatch(/(^|\. )Low risk: under 3 %/) // after the diabetes indication
    expect(outcome({}).interpretation).toMatch(/(^|\. )Intermediate risk: 5 % to under 10 %/)
    expect(outcome({ sex: 'male' }).interpretation).toMatch(/(^|\. )High risk: 10 % or more/)
  })

  test('at each cut-point, a risk displayed as 3.0, 5.0 or 10.0 % takes the upper category', () => {
    for (const [cut, below, above] of [
      [3, 'Low', 'Borderline'],
      [5, 'Borderline', 'Intermediate'],
      [10, 'Intermediate', 'High'],
    ] as const) {
      // Scan systolic pressure and age for profiles just below and at the displayed cut-point.
      let justBelow: Inputs | null = null
      let roundsUp: Inputs | null = null
      for (let age = 40; age <= 79 && !(justBelow && roundsUp); age++) {
        for (let sbp = 110; sbp <= 200; sbp++) {
          const inputs = { ...VECTORS[2]!.inputs, age, systolic_bp: sbp }
          const r = outcome(inputs).prevent_ascvd_10y as number
          if (roundTo(r, 1)! < cut && r > cut - 0.3) justBelow ??= inputs
          if (r < cut && roundTo(r, 1) === cut) roundsUp ??= inputs
        }
      }
      expect(justBelow, `just below ${cut}`).not.toBeNull()
      expect(outcome(justBelow!).ascvd_category).toBe(below)
      expect(outcome(justBelow!).interpretation).toMatch(new RegExp(`(^|\\. )${below} risk`))
      expect(roundsUp, `displayed as ${cut}.0 but below it`).not.toBeNull()
      const o = outcome(roundsUp!)
      expect(preventAscvdCategory((o.prevent_ascvd_10y as number) / 100)?.label).toBe(below) // full precision
      expect(o.ascvd_category).toBe(above) // as displayed
    }
  })

  test('guidance is given for every category and warns against the old Pooled Cohort cut-points', () => {
    for (const inputs of [VECTORS[2]!.inputs, {}, { sex: 'male' }]) {
      expect(outcome(inputs).guidance).toMatch(/do not apply the old 5 %, 7.5 % and 20 % thresholds/)
    }
    expect(outcome({}).guidance).toMatch(/moderate-intensity statin/)
    expect(outcome({ sex: 'male' }).guidance).toMatch(/high-intensity statin/)
  })

  test('TC − HDL ≥ 190 mg/dL warns that LDL may be ≥ 190 mg/dL (not blocking)', () => {
    const warnings = (inputs: Inputs) => evaluate(inputs).fields.total_cholesterol!.validations.filter((v) => v.type === 'warning')
    expect(warnings({ total_cholesterol: 234, hdl_cholesterol: 45 })).toEqual([])
    expect(warnings({ total_cholesterol: 235, hdl_cholesterol: 45 })).toHaveLength(1)
    expect(run({ total_cholesterol: 235, hdl_cholesterol: 45 }).ok).toBe(true)
  })
})

describe('population view (10-year total CVD)', () => {
  test('listed in the population tab with 100 person icons', () => {
    expect(tool.tabs).toEqual(['patientData', 'riskAndGuidelines', 'populationView'])
    expect(tool.toolType).toBe(3)
    expect(tool.population).toEqual(['population_array'])
    const group = tool.controls.population_array!.attributes!.iconGroups![0]!
    expect(group.denominator).toBe(100)
    expect(group.icons.map((i) => i.count)).toEqual(['events_per_100', 'others_per_100'])
  })

  test('worked example: 14.7 % → 15 of 100, and a describable picture', () => {
    const o = outcome({})
    expect(o.events_per_100).toBe(15)
    expect(o.others_per_100).toBe(85)
    const layout = layoutIconArray({
      denominator: 100,
      groups: [
        { key: 'events', count: o.events_per_100 as number, icon: 'person', label: 'develop cardiovascular disease in the next 10 years' },
        { key: 'others', count: o.others_per_100 as number, icon: 'person', label: 'do not' },
      ],
    })
    expect(layout.ok).toBe(true)
    expect(describeIconArray(layout, { denominator: 100 })).toMatch(/^Out of 100 people like you: 15 develop cardiovascular disease/)
  })

  test('a risk below 0.5 % still shows one affected person', () => {
    const o = outcome({ age: 30, sex: 'female', total_cholesterol: 130, hdl_cholesterol: 100, systolic_bp: 110, bp_treated: 'no', diabetes: 'no', bmi: 22, egfr: 100 })
    expect(o.prevent_cvd_10y as number).toBeLessThan(0.5)
    expect(o.events_per_100).toBe(1)
    expect(o.others_per_100).toBe(99)
  })
})

const R = PREVENT_RANGES
const validInputs = fc.record({
  age: fc.integer({ min: R.age.min, max: R.age.max }),
  sex: fc.constantFrom('female', 'male'),
  total_cholesterol: fc.integer({ min: R.totalCholesterol.min, max: R.totalCholesterol.max }),
  hdl_cholesterol: fc.integer({ min: R.hdl.min, max: R.hdl.max }),
  systolic_bp: fc.integer({ min: R.systolicBp.min, max: R.systolicBp.max }),
  bp_treated: fc.constantFrom('yes', 'no'),
  statin: fc.constantFrom('yes', 'no'),
  diabetes: fc.constantFrom('yes', 'no'),
  smoker: fc.constantFrom('yes', 'no'),
  egfr: fc.integer({ min: R.egfr.min, max: R.egfr.max }),
  bmi: fc.integer({ min: 185, max: 399 }).map((b) => b / 10),
  uacr: fc.option(fc.integer({ min: 10, max: 2_500_000 }).map((u) => u / 100), { nil: undefined }),
  hba1c: fc.option(fc.integer({ min: 45, max: 150 }).map((h) => h / 10), { nil: undefined }),
  sdi_decile: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
})

describe('properties', () => {
  test('every valid input gives finite risks strictly between 0 and 100 %, equal to the formula, with consistent model, icons and category', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const o = outcome(inputs)
        const f = formulaInput(inputs)
        for (const [i, key] of KEYS.entries()) {
          if (i >= 3 && inputs.age > 59) {
            expect(o[key]).toBeUndefined()
            continue
          }
          const r = o[key] as number
          expect(Number.isFinite(r), key).toBe(true)
          expect(r).toBeGreaterThan(0)
          expect(r).toBeLessThan(100)
          const [outcomeKey, years] = [(['cvd', 'ascvd', 'hf'] as const)[i % 3]!, i < 3 ? 10 : 30] as const
          expect(r).toBe(100 * preventRisk(f, outcomeKey, years)!)
        }
        const given = [inputs.uacr, inputs.hba1c, inputs.sdi_decile].filter((v) => v !== undefined).length
        expect(o.prevent_model).toBe(given === 0 ? 'base' : given > 1 ? 'full' : inputs.uacr !== undefined ? 'uacr' : inputs.hba1c !== undefined ? 'hba1c' : 'sdi')
        expect((o.events_per_100 as number) + (o.others_per_100 as number)).toBe(100)
        expect(o.events_per_100).toBe(riskToIconCount(preventRisk(f, 'cvd', 10)!, 100)!.count)
        expect(String(o.ascvd_category).toLowerCase()).toBe(preventAscvdCategory(roundTo(o.prevent_ascvd_10y as number, 1)! / 100)!.key)
        expect(typeof o.interpretation).toBe('string')
        expect(typeof o.guidance).toBe('string')
      }),
      { numRuns: 300 },
    )
  })

  test('untreated: every risk rises with systolic pressure from 110 to 200 mmHg, everything else fixed', () => {
    // Below 110 mmHg the published spline slopes the other way in most equations (J shape; see the formula tests).
    fc.assert(
      fc.property(validInputs, fc.integer({ min: 110, max: 200 }), fc.integer({ min: 110, max: 200 }), (inputs, a, b) => {
        fc.pre(a !== b)
        const [lo, hi] = a < b ? [a, b] : [b, a]
        const low = risks({ ...inputs, bp_treated: 'no', systolic_bp: lo })
        const high = risks({ ...inputs, bp_treated: 'no', systolic_bp: hi })
        low.forEach((r, i) => {
          if (r === undefined) return
          expect(high[i]!).toBeGreaterThan(r!)
        })
      }),
      { numRuns: 200 },
    )
  })

  test('out-of-range values are refused for every numeric input, never clamped into a result', () => {
    const cases: [string, number][] = [
      ['age', 29],
      ['age', 80],
      ['total_cholesterol', 129],
      ['total_cholesterol', 321],
      ['hdl_cholesterol', 19],
      ['hdl_cholesterol', 101],
      ['systolic_bp', 89],
      ['systolic_bp', 201],
      ['egfr', 14],
      ['egfr', 141],
      ['bmi', 18.4],
      ['bmi', 40],
      ['uacr', 0.09],
      ['uacr', 25000.01],
      ['hba1c', 4.4],
      ['hba1c', 15.1],
      ['sdi_decile', 0],
      ['sdi_decile', 11],
    ]
    fc.assert(
      fc.property(validInputs, fc.constantFrom(...cases), (inputs, [key, value]) => {
        const r = bare.run({ ...inputs, [key]: value })
        expect(r.ok).toBe(false)
        if (!r.ok) expect(Object.keys(r.errors)).toEqual([key])
      }),
      { numRuns: 100 },
    )
  })
})

// ACC/AHA 2018 cholesterol guideline (Grundy 2019): §4.3 recommendation 1 (Class I, LOE A): "In adults
// 40 to 75 years of age with diabetes mellitus, regardless of estimated 10-year ASCVD risk,
// moderate-intensity statin therapy is indicated"; §4.2: LDL-C ≥ 190 mg/dL, high-intensity statin
// without risk calculation (ages 20–75); §4.1: clinical ASCVD is secondary prevention.
describe('statin benefit groups come before the risk bands', () => {
  // V3 (prevent.md §3): woman 45 with diabetes, 10-year ASCVD 2.102 % → Low.
  const v3: Inputs = { age: 45, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 60, systolic_bp: 120, bp_treated: 'no', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 95, bmi: 25 }

  test('a 45-year-old woman with diabetes at low calculated risk is told a statin is indicated, first', () => {
    const o = outcome(v3)
    expect(o.ascvd_category).toBe('Low')
    expect(String(o.guidance)).toMatch(/^Diabetes at age 40–75: a moderate-intensity statin is indicated whatever the calculated risk \(ACC\/AHA 2018/)
    expect(String(o.guidance)).not.toMatch(/no routine statin/i)
    expect(String(o.interpretation)).toMatch(/^Diabetes at age 40–75/)
    expect(String(o.statin_group_note)).toMatch(/^Diabetes, age 40–75: moderate-intensity statin indicated/)
  })

  test('the diabetes group is bounded by age 40–75', () => {
    expect(String(outcome({ ...v3, age: 39 }).guidance)).not.toMatch(/^Diabetes/)
    expect(String(outcome({ ...v3, age: 40 }).guidance)).toMatch(/^Diabetes at age 40–75/)
    expect(String(outcome({ ...v3, age: 75 }).guidance)).toMatch(/^Diabetes at age 40–75/)
    expect(String(outcome({ ...v3, age: 76 }).guidance)).not.toMatch(/^Diabetes/)
  })

  test('LDL-C ≥ 190 mg/dL: high-intensity statin without the risk calculation', () => {
    const o = outcome({ ...v3, diabetes: 'no', ldl_190: 'yes' })
    expect(String(o.guidance)).toMatch(/^LDL-C 190 mg\/dL \(4.9 mmol\/L\) or higher: a high-intensity statin is indicated/)
  })

  test('clinical ASCVD: the equations do not apply (secondary prevention)', () => {
    const o = outcome({ ...v3, clinical_ascvd: 'yes' })
    expect(String(o.guidance)).toMatch(/^Clinical ASCVD: this is secondary prevention, and the primary-prevention risk equations \(PREVENT, Pooled Cohort Equations\) do not apply/)
    expect(o.ascvd_category).toBe('Not applicable (clinical ASCVD)')
  })

  test('without a group the bands speak for themselves, as direct statements', () => {
    const o = outcome({ ...v3, diabetes: 'no' })
    expect(String(o.guidance)).not.toMatch(/as reported|reports of|summaries of/i)
    expect(o.statin_group_note).toMatch(/^No statin benefit group independent of the calculated risk/)
  })
})
