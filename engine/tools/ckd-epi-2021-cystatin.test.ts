import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { egfrCkdEpi2012Cys, egfrCkdEpi2021CrCys } from '../formulas/egfr-cystatin.ts'
import { convertMeasure } from '../units.ts'
import definition from './ckd-epi-2021-cystatin.ts'

const base = { creatinine: 1.0, cystatin_c: 1.0, age: 50, sex: 'female' }
const { run, outcome, refused, expectRange, expectEachRequired } = toolHarness(definition, { base })
const combined = (inputs: Record<string, unknown>) => outcome(inputs).egfr_ckdepi_2021_cr_cys as number
const cystatin = (inputs: Record<string, unknown>) => outcome(inputs).egfr_ckdepi_2012_cys as number

describe('hand-derived values (coefficients of Inker 2021 and Inker 2012)', () => {
  test('woman, 50 y, creatinine 1.0, cystatin C 1.0: both above their knees', () => {
    // 135 × (1.0/0.7)^−0.544 × (1.0/0.8)^−0.778 × 0.9961^50 × 0.963
    const cr = (1.0 / 0.7) ** -0.544 // 0.823632
    const cys = 1.25 ** -0.778 // 0.840628
    const age = 0.9961 ** 50 // 0.822521
    expect(135 * cr * cys * age * 0.963).toBeCloseTo(74.0362, 3)
    expect(combined({})).toBeCloseTo(135 * cr * cys * age * 0.963, 10)
    // 133 × 1.25^−1.328 × 0.996^50 × 0.932
    expect(cystatin({})).toBeCloseTo(133 * 1.25 ** -1.328 * 0.996 ** 50 * 0.932, 10)
    expect(cystatin({})).toBeCloseTo(75.4289, 3)
  })

  test('woman, 50 y, creatinine 0.6, cystatin C 0.7: both below their knees (α −0.219, −0.323; −0.499)', () => {
    expect(combined({ creatinine: 0.6, cystatin_c: 0.7 })).toBeCloseTo(135 * (0.6 / 0.7) ** -0.219 * (0.7 / 0.8) ** -0.323 * 0.9961 ** 50 * 0.963, 10)
    expect(combined({ creatinine: 0.6, cystatin_c: 0.7 })).toBeCloseTo(115.4781, 3)
    expect(cystatin({ cystatin_c: 0.7 })).toBeCloseTo(133 * (0.7 / 0.8) ** -0.499 * 0.996 ** 50 * 0.932, 10)
  })

  test('man: κ 0.9, α −0.144, no sex factor', () => {
    const o = outcome({ creatinine: 0.8, cystatin_c: 0.8, age: 40, sex: 'male' })
    expect(o.egfr_ckdepi_2021_cr_cys as number).toBeCloseTo(135 * (0.8 / 0.9) ** -0.144 * 0.9961 ** 40, 10)
    expect(o.egfr_ckdepi_2012_cys as number).toBeCloseTo(133 * 0.996 ** 40, 10)
  })

  test('at the knees (creatinine = κ, cystatin C = 0.8) only age and sex remain', () => {
    expect(combined({ creatinine: 0.7, cystatin_c: 0.8, age: 30 })).toBeCloseTo(135 * 0.9961 ** 30 * 0.963, 10)
    expect(cystatin({ cystatin_c: 0.8, age: 30 })).toBeCloseTo(133 * 0.996 ** 30 * 0.932, 10)
  })

  test('a 93-year-old is computed (no age cap)', () => {
    expect(combined({ age: 93 })).toBeCloseTo(egfrCkdEpi2021CrCys({ creatinineMgDl: 1, cystatinMgL: 1, age: 93, sex: 'female' })!, 10)
    expect(cystatin({ age: 93 })).toBeCloseTo(egfrCkdEpi2012Cys({ cystatinMgL: 1, age: 93, sex: 'female' })!, 10)
  })
})

describe('KDIGO G categories on the displayed eGFR, as ckd-epi-2021', () => {
  const expected = (shown: number) => (shown >= 90 ? 'G1' : shown >= 60 ? 'G2' : shown >= 45 ? 'G3a' : shown >= 30 ? 'G3b' : shown >= 15 ? 'G4' : 'G5')
  test('every category is reached, for both equations, on the rounded value', () => {
    const seen = new Set<string>()
    for (let c = 30; c <= 800; c += 7) {
      const o = outcome({ creatinine: c / 100, cystatin_c: c / 100, age: 60, sex: 'male' })
      expect(o.gfr_category).toBe(expected(Math.round(o.egfr_ckdepi_2021_cr_cys as number)))
      expect(o.gfr_category_cys).toBe(expected(Math.round(o.egfr_ckdepi_2012_cys as number)))
      expect(String(o.interpretation).startsWith(`${String(o.gfr_category)},`)).toBe(true)
      seen.add(String(o.gfr_category))
    }
    expect([...seen].sort()).toEqual(['G1', 'G2', 'G3a', 'G3b', 'G4', 'G5'])
  })

  test('a value of 59.5 to < 60 shows as 60 and is G2', () => {
    let found: number | null = null
    for (let c = 1000; c <= 2000 && found === null; c++) {
      const v = combined({ cystatin_c: c / 1000, creatinine: 1.0 })
      if (v >= 59.5 && v < 60) found = c / 1000
    }
    expect(found).not.toBeNull()
    expect(outcome({ cystatin_c: found }).gfr_category).toBe('G2')
  })
})

describe('ranges, units and required fields', () => {
  test('cystatin C 0.1–20 mg/L accepted; outside refused', () => {
    expectRange('cystatin_c', 0.1, 20, 0.09, 20.1)
    expect(run({ cystatin_c: 1.234 }).ok).toBe(true)
  })

  test('creatinine uses the shared measurable range (0.1–60 mg/dL)', () => {
    expectRange('creatinine', 0.1, 60, 0.09, 60.01)
  })

  test('age 18–120; a child is refused with the reason', () => {
    expectRange('age', 18, 120, 17, 121)
    const r = run({ age: 12 })
    expect(r.ok ? [] : r.errors.age).toEqual([{ type: 'error', kind: 'min', bound: 18, reason: expect.stringMatching(/adults/) }])
  })

  test('creatinine in µmol/L gives the value of its mg/dL equivalent (÷ 88.4)', () => {
    expect(convertMeasure(133, 'µmol/L creatinine', 'mg/dL creatinine', 2)).toBe(1.5)
    const mg = 133 / 88.4
    expect(combined({ creatinine: mg, sex: 'male', age: 60, cystatin_c: 1.4 })).toBeCloseTo(
      egfrCkdEpi2021CrCys({ creatinineMgDl: mg, cystatinMgL: 1.4, age: 60, sex: 'male' })!,
      10,
    )
  })

  test('each input is required', () => {
    expectEachRequired(['creatinine', 'cystatin_c', 'age', 'sex'])
    expect(refused({ sex: 'other' })).toEqual(['sex'])
  })
})
