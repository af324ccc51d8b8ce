import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition from './ldl-friedewald.ts'

const { run, outcome, errors, refused, evaluate } = toolHarness(definition)
const mg = (tc: number, hdl: number, tg: number): Inputs => ({ units: 'mgdl', total_cholesterol: tc, hdl_cholesterol: hdl, triglycerides: tg })
const mmol = (tc: number, hdl: number, tg: number): Inputs => ({ units: 'mmol', tc_mmol: tc, hdl_mmol: hdl, tg_mmol: tg })

// Friedewald WT et al., Clin Chem 1972;18:499–502: LDL = TC − HDL − TG/5 (mg/dL); TG/2.2 is the conventional
// mmol/L divisor. No published worked example is used: expected values are hand calculations written out here.
describe('Friedewald: hand-derived values', () => {
  test('mg/dL: 200 − 50 − 150/5 = 120 mg/dL (= 120 / 38.67 = 3.10 mmol/L)', () => {
    const o = outcome(mg(200, 50, 150))
    expect(o.ldl_friedewald_mgdl).toBe(120)
    expect(o.ldl_friedewald_mmol as number).toBeCloseTo(3.1032, 4)
    expect(o.non_hdl_mgdl).toBe(150)
    expect(o.non_hdl_mmol as number).toBeCloseTo(150 / 38.67, 10)
    expect(o.ldl_category).toBe('Near or above optimal')
  })

  test('mmol/L: 5.2 − 1.3 − 1.7/2.2 = 3.1273 mmol/L (× 38.67 = 120.93 mg/dL)', () => {
    const o = outcome(mmol(5.2, 1.3, 1.7))
    expect(o.ldl_friedewald_mmol as number).toBeCloseTo(3.12727, 5)
    expect(o.ldl_friedewald_mgdl as number).toBeCloseTo(120.9316, 4)
    expect(o.non_hdl_mmol as number).toBeCloseTo(3.9, 10)
  })

  test.each([
    [mg(150, 60, 50), 80, 'Optimal'],
    [mg(210, 45, 125), 140, 'Borderline high'],
    [mg(250, 50, 100), 180, 'High'],
    [mg(280, 40, 100), 220, 'Very high'],
  ])('%o → %s mg/dL (%s, ATP III classes)', (inputs, ldl, category) => {
    const o = outcome(inputs)
    expect(o.ldl_friedewald_mgdl).toBe(ldl)
    expect(o.ldl_category).toBe(category)
  })

  test('classes follow the mg/dL value rounded to a whole number: 99.6 → 100 (near optimal), 99.4 → 99 (optimal)', () => {
    // 180 − 50 − 152/5 = 99.6; 180 − 50 − 153/5 = 99.4
    expect(outcome(mg(180, 50, 152)).ldl_category).toBe('Near or above optimal')
    expect(outcome(mg(180, 50, 153)).ldl_category).toBe('Optimal')
  })
})

describe('Friedewald: refusal at triglycerides ≥ 400 mg/dL (4.5 mmol/L)', () => {
  test('399 mg/dL calculates; 400 mg/dL is refused on the triglyceride field with the alternative methods named', () => {
    expect(run(mg(300, 40, 399)).ok).toBe(true)
    const errs = errors(mg(300, 40, 400))
    expect(Object.keys(errs)).toEqual(['triglycerides'])
    expect(errs.triglycerides?.[0]?.message).toMatch(/400 mg\/dL \(4\.5 mmol\/L\) or more.*directly.*Martin\/Hopkins/)
  })

  test('4.49 mmol/L calculates; 4.5 mmol/L is refused', () => {
    expect(run(mmol(7, 1, 4.49)).ok).toBe(true)
    const errs = errors(mmol(7, 1, 4.5))
    expect(Object.keys(errs)).toEqual(['tg_mmol'])
    expect(errs.tg_mmol?.[0]?.message).toMatch(/Martin\/Hopkins/)
  })
})

describe('Friedewald: other refusals', () => {
  test.each([
    ['total_cholesterol', 50, 700, mg(0, 5, 10)],
    ['hdl_cholesterol', 5, 200, mg(700, 0, 10)],
    ['triglycerides', 10, 399, mg(700, 5, 0)],
  ] as const)('mg/dL %s: %s and %s accepted, one step outside refused', (field, min, max, template) => {
    const at = (v: number) => ({ ...template, [field]: v })
    expect(run(at(min)).ok).toBe(true)
    expect(run(at(max)).ok).toBe(true)
    expect(refused(at(min - 1))).toEqual([field])
    expect(refused(at(max + 1))).toEqual([field])
  })

  test('triglyceride plausibility maximum 5000 mg/dL (the ≥ 400 rule refuses before it)', () => {
    // 5000 also gives a negative LDL, so both rules fire; the 400 mg/dL message comes first.
    expect(errors(mg(300, 40, 5000)).triglycerides?.[0]).toMatchObject({ kind: 'rule', message: expect.stringMatching(/^Triglycerides of 400/) })
    expect(errors(mg(300, 40, 5001)).triglycerides?.map((e) => e.kind)).toEqual(['max'])
  })

  test.each([
    ['tc_mmol', 1.3, 18.1, mmol(0, 0.13, 0.11)],
    ['hdl_mmol', 0.13, 5.17, mmol(18.1, 0, 0.11)],
    ['tg_mmol', 0.11, 4.49, mmol(18.1, 0.13, 0)],
  ] as const)('mmol/L %s: %s and %s accepted, one step (0.01) outside refused', (field, min, max, template) => {
    const at = (v: number) => ({ ...template, [field]: v })
    expect(run(at(min)).ok).toBe(true)
    expect(run(at(max)).ok).toBe(true)
    expect(refused(at(Math.round((min - 0.01) * 100) / 100))).toEqual([field])
    expect(refused(at(Math.round((max + 0.01) * 100) / 100))).toEqual([field])
  })

  test('HDL at or above total cholesterol is refused on the HDL field', () => {
    expect(refused(mg(100, 100, 50))).toEqual(['hdl_cholesterol'])
    expect(refused(mmol(3, 3.5, 1))).toEqual(['hdl_mmol'])
  })

  test('an LDL of zero or less is refused on the triglyceride field', () => {
    // 100 − 60 − 200/5 = 0
    const errs = errors(mg(100, 60, 200))
    expect(Object.keys(errs)).toEqual(['triglycerides'])
    expect(errs.triglycerides?.[0]?.message).toMatch(/zero or less/)
    // 100 − 60 − 195/5 = 1
    expect(outcome(mg(100, 60, 195)).ldl_friedewald_mgdl).toBe(1)
  })

  test('missing inputs are refused with the visible fields named; mg/dL is the default unit', () => {
    expect(refused({})).toEqual(['hdl_cholesterol', 'total_cholesterol', 'triglycerides'])
    expect(refused({ units: 'mmol' })).toEqual(['hdl_mmol', 'tc_mmol', 'tg_mmol'])
  })

  test('values are accepted at the precision the laboratory gives', () => {
    expect(refused(mmol(5.205, 1.3, 1.7))).toEqual([])
    expect(refused(mg(200.5, 50, 150))).toEqual([])
  })
})

describe('Friedewald: units (dependent visibility and conversion)', () => {
  test('each unit shows its own three fields and ignores the others', () => {
    const e = evaluate({ ...mg(200, 50, 150), tc_mmol: 99 })
    expect(e.fields.tc_mmol!.hidden).toBe(true)
    expect(e.fields.tc_mgdl!.hidden).toBe(false)
    expect(e.errorCount).toBe(0)
    const e2 = evaluate({ ...mmol(5.2, 1.3, 1.7), total_cholesterol: 9999 })
    expect(e2.fields.tc_mgdl!.hidden).toBe(true)
    expect(e2.errorCount).toBe(0)
  })

  test('cholesterol conversion both ways uses the engine factor (1 mmol/L = 38.67 mg/dL)', () => {
    expect(convertMeasure(120, 'mg/dL cholesterol', 'mmol/L cholesterol', 4)).toBe(3.1032)
    expect(convertMeasure(3.1032, 'mmol/L cholesterol', 'mg/dL cholesterol', 2)).toBe(120)
    const viaMg = outcome(mg(200, 50, 150))
    expect(viaMg.ldl_friedewald_mmol as number).toBeCloseTo(convertMeasure(120, 'mg/dL cholesterol', 'mmol/L cholesterol', 10)!, 8)
  })

  test('the same lipid panel entered in either unit gives LDL within about 1 % (TG/2.2 vs the exact TG/2.18)', () => {
    // 200/50/150 mg/dL ≈ 5.17/1.29/1.69 mmol/L (TG: 150 / 88.57 = 1.69).
    const a = outcome(mg(200, 50, 150)).ldl_friedewald_mgdl as number
    const b = outcome(mmol(5.17, 1.29, 1.69)).ldl_friedewald_mgdl as number
    expect(Math.abs(a - b) / a).toBeLessThan(0.015)
  })
})

describe('Friedewald: accuracy note (Martin 2013)', () => {
  const shown = (inputs: Inputs) => !evaluate(inputs).fields.accuracy_note!.hidden
  test('shown with triglycerides ≥ 150 mg/dL or LDL < 70 mg/dL, hidden otherwise', () => {
    expect(shown(mg(200, 50, 149))).toBe(false)
    expect(shown(mg(200, 50, 150))).toBe(true)
    expect(shown(mg(150, 60, 100))).toBe(false) // LDL 150 − 60 − 20 = 70: not below 70, TG below 150
    expect(shown(mg(149, 60, 100))).toBe(true) // LDL 69
  })
  test('mmol/L thresholds 1.7 and 1.8', () => {
    expect(shown(mmol(5.2, 1.3, 1.69))).toBe(false)
    expect(shown(mmol(5.2, 1.3, 1.7))).toBe(true)
    expect(shown(mmol(3.6, 1.5, 0.5))).toBe(false) // LDL 3.6 − 1.5 − 0.227 = 1.87
    expect(shown(mmol(3.5, 1.5, 0.5))).toBe(true) // LDL 1.77, below 1.8
  })
})

describe('properties', () => {
  test('every valid mg/dL panel gives a finite LDL above 0 and below non-HDL cholesterol', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 700 }), fc.integer({ min: 5, max: 200 }), fc.integer({ min: 10, max: 399 }), (tc, hdl, tg) => {
        fc.pre(hdl < tc && tc - hdl - tg / 5 > 0)
        const o = outcome(mg(tc, hdl, tg))
        const ldl = o.ldl_friedewald_mgdl as number
        expect(Number.isFinite(ldl)).toBe(true)
        expect(ldl).toBeGreaterThan(0)
        expect(ldl).toBeLessThan(o.non_hdl_mgdl as number)
        expect(ldl).toBeCloseTo(tc - hdl - tg / 5, 10)
        expect(o.ldl_friedewald_mmol as number).toBeCloseTo(ldl / 38.67, 10)
      }),
      { numRuns: 400 },
    )
  })

  test('every valid mmol/L panel gives a finite LDL above 0', () => {
    const cents = (min: number, max: number) => fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((n) => n / 100)
    fc.assert(
      fc.property(cents(1.3, 18.1), cents(0.13, 5.17), cents(0.11, 4.49), (tc, hdl, tg) => {
        fc.pre(hdl < tc && tc - hdl - tg / 2.2 > 0)
        const o = outcome(mmol(tc, hdl, tg))
        const ldl = o.ldl_friedewald_mmol as number
        expect(Number.isFinite(ldl)).toBe(true)
        expect(ldl).toBeGreaterThan(0)
        expect(ldl).toBeCloseTo(tc - hdl - tg / 2.2, 10)
      }),
      { numRuns: 400 },
    )
  })
})
