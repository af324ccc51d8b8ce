import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition from './ldl-sampson.ts'

const base = { total_cholesterol: 200, hdl_cholesterol: 50, triglycerides: 150 }
const { run, outcome, refused, expectRange, expectEachRequired } = toolHarness(definition, { base })

const sampson = (tc: number, hdl: number, tg: number) => tc / 0.948 - hdl / 0.971 - (tg / 8.56 + (tg * (tc - hdl)) / 2140 - tg ** 2 / 16100) - 9.44

describe('Sampson/NIH equation 2', () => {
  test('TC 200, HDL 50, TG 150: 210.970 − 51.493 − (17.523 + 10.514 − 1.398 = 26.640) − 9.44 = 123.40 mg/dL', () => {
    expect(200 / 0.948).toBeCloseTo(210.97, 2)
    expect(50 / 0.971).toBeCloseTo(51.493, 3)
    expect(150 / 8.56 + (150 * 150) / 2140 - 150 ** 2 / 16100).toBeCloseTo(26.6399, 4)
    const o = outcome({})
    expect(o.ldl_sampson_mgdl as number).toBeCloseTo(123.3973, 4)
    expect(o.ldl_sampson_mmol as number).toBeCloseTo(123.3973 / 38.67, 4)
    expect(o.ldl_friedewald_mgdl).toBe(120)
    expect(o.non_hdl_mgdl).toBe(150)
  })

  test('high triglycerides: Friedewald is not calculated from 400 mg/dL, Sampson is, up to 800', () => {
    const at399 = outcome({ triglycerides: 399 })
    expect(at399.ldl_friedewald_mgdl).toBeCloseTo(200 - 50 - 399 / 5, 10)
    const at400 = outcome({ triglycerides: 400 })
    expect(at400).not.toHaveProperty('ldl_friedewald_mgdl')
    expect(at400.friedewald_note).toMatch(/^Not calculated/)
    expect(outcome({ total_cholesterol: 250, hdl_cholesterol: 40, triglycerides: 800 }).ldl_sampson_mgdl as number).toBeCloseTo(sampson(250, 40, 800), 10)
  })

  test('the comparison note names a gap of 10 mg/dL or more', () => {
    expect(outcome({}).friedewald_note).toMatch(/less than 10/)
    expect(outcome({ total_cholesterol: 180, hdl_cholesterol: 35, triglycerides: 350 }).friedewald_note).toMatch(/lower by 10 mg\/dL or more/)
  })

  test('ATP III classes on the rounded mg/dL value', () => {
    // Find total cholesterols that give LDL just either side of 100 mg/dL (HDL 50, TG 100)
    const cls = (tc: number) => outcome({ total_cholesterol: tc, triglycerides: 100 })
    let tc = 165
    while (Math.round(cls(tc).ldl_sampson_mgdl as number) < 100) tc += 0.01
    expect(cls(tc).ldl_category).toBe('Near or above optimal')
    expect(cls(tc - 0.01).ldl_category).toBe('Optimal')
    expect(cls(300).ldl_category).toBe('Very high')
  })
})

describe('units: each lipid in mg/dL or mmol/L', () => {
  test('conversions (cholesterol 38.67, triglycerides 88.57)', () => {
    expect(convertMeasure(5.17, 'mmol/L cholesterol', 'mg/dL cholesterol', 0)).toBe(200)
    expect(convertMeasure(1.69, 'mmol/L triglycerides', 'mg/dL triglycerides', 0)).toBe(150)
    expect(convertMeasure(800, 'mg/dL triglycerides', 'mmol/L triglycerides', 2)).toBe(9.03)
  })
  test('values entered in mmol/L reach the equation in mg/dL', () => {
    const o = outcome({ total_cholesterol: 5.17 * 38.67, hdl_cholesterol: 1.29 * 38.67, triglycerides: 1.69 * 88.57 })
    expect(o.ldl_sampson_mgdl as number).toBeCloseTo(sampson(5.17 * 38.67, 1.29 * 38.67, 1.69 * 88.57), 10)
  })
})

describe('ranges and required fields', () => {
  test('triglycerides 10–800 mg/dL; above 800 refused with the reason', () => {
    expectRange('triglycerides', 10, 800, 9, 801)
    const r = run({ triglycerides: 900 })
    expect(r.ok ? [] : r.errors.triglycerides).toEqual([{ type: 'error', kind: 'max', bound: 800, reason: expect.stringMatching(/800 mg\/dL/) }])
  })
  test('total cholesterol 50–700, HDL 5–200 mg/dL; HDL must be below total cholesterol', () => {
    expectRange('total_cholesterol', 50, 700, 49, 701, { hdl_cholesterol: 10, triglycerides: 10 })
    expectRange('hdl_cholesterol', 5, 200, 4, 201, { total_cholesterol: 400, triglycerides: 100 })
    expect(refused({ hdl_cholesterol: 200 })).toEqual(['hdl_cholesterol'])
  })
  test('an LDL of zero or less is refused', () => {
    expect(refused({ total_cholesterol: 60, hdl_cholesterol: 50, triglycerides: 100 })).toEqual(['triglycerides'])
  })
  test('each input is required', () => {
    expectEachRequired(['total_cholesterol', 'hdl_cholesterol', 'triglycerides'])
  })
})
