import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import { MARTIN_HOPKINS_FACTORS, MARTIN_HOPKINS_NON_HDL_LOWER, MARTIN_HOPKINS_TG_LOWER, martinHopkinsFactor } from '../formulas/martin-hopkins.ts'
import definition from './ldl-martin-hopkins.ts'

const { run, outcome, errors, refused, evaluate } = toolHarness(definition)
const mg = (tc: number, hdl: number, tg: number): Inputs => ({ units: 'mgdl', total_cholesterol: tc, hdl_cholesterol: hdl, triglycerides: tg })
const mmol = (tc: number, hdl: number, tg: number): Inputs => ({ units: 'mmol', tc_mmol: tc, hdl_mmol: hdl, tg_mmol: tg })

// Martin SS et al., JAMA 2013;310:2061–2068: LDL-C = non-HDL-C − TG / factor, the factor from the 180-cell table of
// Figure 2 (engine/formulas/martin-hopkins.ts). No published worked example was found: the expected values are
// hand calculations from the table, written out here.
describe('Martin/Hopkins: hand-derived values from the table', () => {
  test('TC 200, HDL 50, TG 150 mg/dL: factor 5.7 (TG 147–154, non-HDL 130–159); 150 − 150/5.7 = 123.68 mg/dL', () => {
    const o = outcome(mg(200, 50, 150))
    expect(o.martin_hopkins_factor).toBe(5.7)
    expect(o.ldl_martin_hopkins_mgdl as number).toBeCloseTo(150 - 150 / 5.7, 10)
    expect(o.non_hdl_mgdl).toBe(150)
    expect(o.ldl_category).toBe('Near or above optimal')
    expect(o.ldl_text).toBe('124 mg/dL')
    expect(o.non_hdl_text).toBe('150 mg/dL')
  })

  test('TC 150, HDL 35, TG 300 mg/dL: factor 8.3 (TG 293–399, non-HDL 100–129); 115 − 300/8.3 = 78.86 mg/dL, where Friedewald gives 55', () => {
    const o = outcome(mg(150, 35, 300))
    expect(o.martin_hopkins_factor).toBe(8.3)
    expect(o.ldl_martin_hopkins_mgdl as number).toBeCloseTo(115 - 300 / 8.3, 10)
    expect(o.ldl_category).toBe('Optimal')
  })

  test('TC 300, HDL 40, TG 60 mg/dL: factor 3.6 (TG 57–61, non-HDL ≥ 220); 260 − 60/3.6 = 243.33 mg/dL, very high', () => {
    const o = outcome(mg(300, 40, 60))
    expect(o.martin_hopkins_factor).toBe(3.6)
    expect(o.ldl_martin_hopkins_mgdl as number).toBeCloseTo(260 - 60 / 3.6, 10)
    expect(o.ldl_category).toBe('Very high')
  })

  test('TC 140, HDL 60, TG 40 mg/dL: factor 3.5 (TG 7–49, non-HDL < 100); 80 − 40/3.5 = 68.57 mg/dL', () => {
    const o = outcome(mg(140, 60, 40))
    expect(o.martin_hopkins_factor).toBe(3.5)
    expect(o.ldl_martin_hopkins_mgdl as number).toBeCloseTo(80 - 40 / 3.5, 10)
  })

  test('every one of the 180 cells is reached from a lipid panel: the tool reads the factor the table holds', () => {
    const nonHdls = [80, 115, 145, 175, 205, 240]
    for (const [row, tgLower] of MARTIN_HOPKINS_TG_LOWER.entries()) {
      for (const [column, nonHdl] of nonHdls.entries()) {
        expect(MARTIN_HOPKINS_NON_HDL_LOWER[column]! <= nonHdl).toBe(true)
        const o = evaluate(mg(nonHdl + 50, 50, tgLower)).outcome
        expect(o.martin_hopkins_factor, `TG ${tgLower}, non-HDL ${nonHdl}`).toBe(MARTIN_HOPKINS_FACTORS[row]![column])
      }
    }
  })
})

describe('Martin/Hopkins: table edges as the tool reads them', () => {
  test('non-HDL-C 99 → column < 100 (6.5), 100 → column 100–129 (6.0) at TG 150: LDL 75.9 then 75.0 (the published step)', () => {
    const below = outcome(mg(149, 50, 150))
    const at = outcome(mg(150, 50, 150))
    expect(below.martin_hopkins_factor).toBe(6.5)
    expect(at.martin_hopkins_factor).toBe(6.0)
    expect(below.ldl_martin_hopkins_mgdl as number).toBeCloseTo(99 - 150 / 6.5, 10)
    expect(at.ldl_martin_hopkins_mgdl as number).toBeCloseTo(75, 10)
  })

  test.each([
    [49, 50, 3.4, 3.9],
    [56, 57, 3.9, 4.1],
    [399, 400, 8.3, 10.0],
  ])('triglycerides %s → %s mg/dL at non-HDL 110: factor %s → %s', (lower, upper, fLower, fUpper) => {
    expect(outcome(mg(160, 50, lower)).martin_hopkins_factor).toBe(fLower)
    expect(outcome(mg(160, 50, upper)).martin_hopkins_factor).toBe(fUpper)
  })

  test('a converted triglyceride between two whole-number strata belongs to the lower one (0.56 mmol/L = 49.6 mg/dL → row 7–49)', () => {
    // non-HDL 3.0 mmol/L = 116.0 mg/dL: column 100–129
    expect(outcome(mmol(4.3, 1.3, 0.56)).martin_hopkins_factor).toBe(martinHopkinsFactor(49.6, 116))
    expect(outcome(mmol(4.3, 1.3, 0.56)).martin_hopkins_factor).toBe(3.4)
    expect(outcome(mmol(4.3, 1.3, 0.57)).martin_hopkins_factor).toBe(3.9) // 50.5 mg/dL
  })
})

describe('Martin/Hopkins: mmol/L, converted exactly for the mg/dL table and back', () => {
  test('TC 5.2, HDL 1.3, TG 1.7 mmol/L: non-HDL 150.81 mg/dL, TG 150.57 mg/dL, factor 5.7; LDL 3.2169 mmol/L', () => {
    const o = outcome(mmol(5.2, 1.3, 1.7))
    const nonHdlMg = 3.9 * 38.67
    const tgMg = 1.7 * 88.57
    expect(o.martin_hopkins_factor).toBe(5.7)
    expect(o.ldl_martin_hopkins_mmol as number).toBeCloseTo((nonHdlMg - tgMg / 5.7) / 38.67, 10)
    expect(o.ldl_martin_hopkins_mmol as number).toBeCloseTo(3.2169, 4)
    expect(o.non_hdl_mmol as number).toBeCloseTo(3.9, 10)
    expect(o.ldl_category).toBe('Near or above optimal')
    expect(o.ldl_text).toBe('3.22 mmol/L')
  })

  test('results are given in the unit entered: mmol/L panels show no mg/dL results, and the reverse', () => {
    const inMmol = evaluate(mmol(5.2, 1.3, 1.7))
    expect(inMmol.fields.ldl_mgdl!.hidden).toBe(true)
    expect(inMmol.fields.non_hdl_mgdl!.hidden).toBe(true)
    expect(inMmol.fields.ldl_mmol!.hidden).toBe(false)
    const inMg = evaluate(mg(200, 50, 150))
    expect(inMg.fields.ldl_mmol!.hidden).toBe(true)
    expect(inMg.fields.non_hdl_mmol!.hidden).toBe(true)
    expect(inMg.fields.ldl_mgdl!.hidden).toBe(false)
  })

  test('the same panel in either unit gives the same LDL when it reads the same cell (the conversion is exact, no TG/2.2)', () => {
    // 5.17 / 1.29 / 1.69 mmol/L = 199.92 / 49.88 / 149.68 mg/dL: the cell of 200/50/150 (5.7)
    const a = outcome(mg(199.92, 49.88, 149.68)).ldl_martin_hopkins_mgdl as number
    const b = (outcome(mmol(5.17, 1.29, 1.69)).ldl_martin_hopkins_mmol as number) * 38.67
    expect(b).toBeCloseTo(a, 1)
  })
})

describe('Martin/Hopkins: triglyceride range (the table: 7–13,975 mg/dL) and the note from 400 mg/dL', () => {
  test('7 and 13,975 mg/dL accepted; 6 and 13,976 refused with the reason naming the table', () => {
    expect(run(mg(300, 40, 7)).ok).toBe(true)
    expect(errors(mg(1900, 40, 13975)).triglycerides?.map((e) => e.kind)).toEqual(['rule']) // accepted by the range; LDL ≤ 0
    for (const tg of [6, 13976]) {
      const errs = errors(mg(300, 40, tg))
      expect(Object.keys(errs)).toEqual(['triglycerides'])
      expect(errs.triglycerides?.[0]).toMatchObject({ kind: tg < 7 ? 'min' : 'max', reason: expect.stringMatching(/7 to 13,975 mg\/dL/) })
    }
  })

  test('mmol/L: 0.08 and 157.78 accepted by the range; 0.07 and 157.79 refused', () => {
    expect(run(mmol(7.8, 1, 0.08)).ok).toBe(true)
    expect(refused(mmol(7.8, 1, 0.07))).toEqual(['tg_mmol'])
    expect(errors(mmol(51.72, 1, 157.78)).tg_mmol?.map((e) => e.kind) ?? []).not.toContain('max')
    expect(refused(mmol(7.8, 1, 157.79))).toEqual(['tg_mmol'])
  })

  test('triglycerides 400 mg/dL and more calculate, with the note on validation and on the extended (Sajja 2021) method', () => {
    const shown = (inputs: Inputs) => !evaluate(inputs).fields.high_tg_note!.hidden
    expect(shown(mg(250, 35, 399))).toBe(false)
    expect(shown(mg(250, 35, 400))).toBe(true)
  })

  test('the note follows the converted mg/dL value: 4.51 mmol/L (399.45 mg/dL) hidden, 4.52 mmol/L (400.34) shown', () => {
    const note = (inputs: Inputs) => evaluate(inputs).fields.high_tg_note!
    expect(note(mmol(6.5, 0.9, 4.51)).hidden).toBe(true)
    expect(note(mmol(6.5, 0.9, 4.52)).hidden).toBe(false)
    const o = outcome(mg(250, 35, 500))
    expect(o.high_tg_note).toMatch(/validated for triglycerides below 400 mg\/dL/)
    expect(o.high_tg_note).toMatch(/extended Martin\/Hopkins method for 400–799 mg\/dL \(Sajja 2021\).*not what is calculated here/)
    expect(o.martin_hopkins_factor).toBe(7.5)
    expect(o.ldl_martin_hopkins_mgdl as number).toBeCloseTo(215 - 500 / 7.5, 10)
  })
})

describe('Martin/Hopkins: other refusals', () => {
  test.each([
    ['total_cholesterol', 50, 2000, mg(0, 5, 50)],
    ['hdl_cholesterol', 5, 200, mg(2000, 0, 50)],
  ] as const)('mg/dL %s: %s and %s accepted, one step outside refused', (field, min, max, template) => {
    const at = (v: number) => ({ ...template, [field]: v })
    expect(run(at(min)).ok).toBe(true)
    expect(run(at(max)).ok).toBe(true)
    expect(refused(at(min - 1))).toEqual([field])
    expect(refused(at(max + 1))).toEqual([field])
  })

  test('HDL at or above total cholesterol is refused on the HDL field', () => {
    expect(refused(mg(100, 100, 50))).toEqual(['hdl_cholesterol'])
    expect(refused(mmol(3, 3.5, 1))).toEqual(['hdl_mmol'])
  })

  test('an LDL of zero or less is refused on the triglyceride field', () => {
    // non-HDL 40 (column < 100): TG 200 (row 186–201) 7.3, 40 − 200/7.3 = 12.6; TG 400 (row 400–13,975) 11.9, 40 − 33.6 = 6.4; TG 500: 40 − 42.0 < 0
    expect(outcome(mg(100, 60, 200)).ldl_martin_hopkins_mgdl as number).toBeCloseTo(40 - 200 / 7.3, 10)
    expect(outcome(mg(100, 60, 400)).ldl_martin_hopkins_mgdl as number).toBeCloseTo(40 - 400 / 11.9, 10)
    const errs = errors(mg(100, 60, 500))
    expect(Object.keys(errs)).toEqual(['triglycerides'])
    expect(errs.triglycerides?.[0]?.message).toMatch(/zero or less/)
  })

  test('missing inputs are refused with the visible fields named; mg/dL is the default unit', () => {
    expect(refused({})).toEqual(['hdl_cholesterol', 'total_cholesterol', 'triglycerides'])
    expect(refused({ units: 'mmol' })).toEqual(['hdl_mmol', 'tc_mmol', 'tg_mmol'])
  })

  test('values are accepted at the precision the laboratory gives', () => {
    expect(refused(mmol(5.205, 1.3, 1.7))).toEqual([])
    expect(refused(mg(200.5, 50, 150.5))).toEqual([])
  })
})

describe('properties', () => {
  test('every valid mg/dL panel gives LDL = non-HDL − TG / (the table cell), above 0 and below non-HDL', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 700 }), fc.integer({ min: 5, max: 200 }), fc.integer({ min: 7, max: 1000 }), (tc, hdl, tg) => {
        const factor = martinHopkinsFactor(tg, tc - hdl)!
        fc.pre(hdl < tc && tc - hdl - tg / factor > 0)
        const o = outcome(mg(tc, hdl, tg))
        const ldl = o.ldl_martin_hopkins_mgdl as number
        expect(o.martin_hopkins_factor).toBe(factor)
        expect(ldl).toBeCloseTo(tc - hdl - tg / factor, 10)
        expect(ldl).toBeGreaterThan(0)
        expect(ldl).toBeLessThan(o.non_hdl_mgdl as number)
      }),
      { numRuns: 400 },
    )
  })
})
