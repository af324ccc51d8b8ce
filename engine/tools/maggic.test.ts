import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import maggic from './maggic.ts'

// Pocock SJ et al., Eur Heart J 2013;34:1404–1413: point table (Table 3) and the 1- and 3-year
// mortality chart for scores 0–50 (Figure 2, as on heartfailurerisk.org).
const base = {
  age: 50,
  sex: 'female',
  ef: 45,
  systolic_bp: 150,
  bmi: 32,
  creatinine: 0.9,
  nyha: '1',
  smoker: 'no',
  diabetes: 'no',
  copd: 'no',
  hf_over_18_months: 'no',
  beta_blocker: 'yes',
  acei_arb: 'yes',
}
const { run, outcome, expectRange, expectEachRequired } = toolHarness(maggic, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).maggic_score
const umol = (value: number) => ({ creatinine: value, 'creatinine.unit': 'µmol/L creatinine' })

describe('MAGGIC', () => {
  test('ejection fraction bands at their edges', () => {
    const at = (ef: number) => score({ ef, age: 50, systolic_bp: 150 })
    expect([at(19), at(19.9), at(20), at(24.9), at(25), at(29), at(30), at(34), at(35), at(39.9), at(40)]).toEqual([7, 7, 6, 6, 5, 5, 3, 3, 2, 2, 0])
  })

  test('age points depend on the ejection fraction tier', () => {
    const ages = [54, 55, 59, 60, 64, 65, 69, 70, 74, 75, 79, 80, 101]
    const row = (ef: number, efPoints: number) => ages.map((age) => (score({ age, ef, systolic_bp: 150 }) as number) - efPoints)
    expect(row(25, 5)).toEqual([0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 10, 10])
    expect(row(35, 2)).toEqual([0, 2, 2, 4, 4, 6, 6, 8, 8, 10, 10, 13, 13])
    expect(row(45, 0)).toEqual([0, 3, 3, 5, 5, 7, 7, 9, 9, 12, 12, 15, 15])
  })

  test('systolic blood pressure points depend on the ejection fraction tier', () => {
    const pressures = [109, 110, 119, 120, 129, 130, 139, 140, 149, 150]
    const row = (ef: number, efPoints: number) => pressures.map((systolic_bp) => (score({ systolic_bp, ef }) as number) - efPoints)
    expect(row(25, 5)).toEqual([5, 4, 4, 3, 3, 2, 2, 1, 1, 0])
    expect(row(35, 2)).toEqual([3, 2, 2, 1, 1, 1, 1, 0, 0, 0])
    expect(row(45, 0)).toEqual([2, 1, 1, 1, 1, 0, 0, 0, 0, 0])
  })

  test('BMI bands at their edges', () => {
    expect([14.9, 15, 19.9, 20, 24.9, 25, 29.9, 30].map((bmi) => score({ bmi }))).toEqual([6, 5, 5, 3, 3, 2, 2, 0])
  })

  test('creatinine bands in µmol/L at their edges, entered in µmol/L or mg/dL (1 mg/dL = 88.4 µmol/L)', () => {
    const edges = [89, 90, 109, 110, 129, 130, 149, 150, 169, 170, 209, 210, 249, 250]
    expect(edges.map((c) => score(umol(c)))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 8])
    expect(score({ creatinine: 1.01 })).toBe(0) // 89.3 µmol/L
    expect(score({ creatinine: 1.02 })).toBe(1) // 90.2 µmol/L
    expect(score({ creatinine: 2.83 })).toBe(8) // 250.2 µmol/L
    expect(score(umol(5000))).toBe(8)
  })

  test('categorical items carry their published points', () => {
    expect(score({ sex: 'male' })).toBe(1)
    expect(score({ smoker: 'yes' })).toBe(1)
    expect(score({ diabetes: 'yes' })).toBe(3)
    expect(score({ copd: 'yes' })).toBe(2)
    expect(score({ hf_over_18_months: 'yes' })).toBe(2)
    expect(score({ beta_blocker: 'no' })).toBe(3)
    expect(score({ acei_arb: 'no' })).toBe(1)
    expect(['1', '2', '3', '4'].map((nyha) => score({ nyha }))).toEqual([0, 2, 6, 8])
  })

  test('the mortality chart: ends and a middle row, as percentages', () => {
    expect([outcome({}).mortality_1y, outcome({}).mortality_3y]).toEqual([1.5, 3.9])
    const mid = outcome({ diabetes: 'yes', copd: 'yes', beta_blocker: 'no', nyha: '3', sex: 'male' }) // 3 + 2 + 3 + 6 + 1 = 15
    expect([mid.maggic_score, mid.mortality_1y, mid.mortality_3y]).toEqual([15, 6.3, 16])
    const fifty = {
      ef: 15,
      age: 85,
      systolic_bp: 100,
      bmi: 14,
      ...umol(300),
      nyha: '4',
      sex: 'male',
      diabetes: 'yes',
      copd: 'yes',
      hf_over_18_months: 'yes',
      beta_blocker: 'no',
    } // 7 + 10 + 5 + 6 + 8 + 8 + 1 + 3 + 2 + 2 + 3 = 55
    expect(score(fifty)).toBe(55)
    expect(outcome(fifty).mortality_1y ?? null).toBeNull()
    expect(String(outcome(fifty).beyond_table)).toMatch(/above 50/)
    const exactly50 = { ...fifty, copd: 'no', hf_over_18_months: 'no', sex: 'female' } // 55 − 5
    expect([score(exactly50), outcome(exactly50).mortality_1y, outcome(exactly50).mortality_3y]).toEqual([50, 84.2, 98.5])
    expect(outcome(exactly50).beyond_table ?? null).toBeNull()
  })

  test('ranges refuse values outside them; every item required', () => {
    expectRange('age', 18, 120, 17, 121)
    expectRange('ef', 1, 95, 0.5, 96)
    expectRange('bmi', 10, 150, 9, 151)
    expectRange('systolic_bp', 20, 300, 19, 301)
    expectRange('creatinine', 0.1, 60, 0.05, 61)
    expectEachRequired(Object.keys(base))
    expect(run({ nyha: '5' }).ok).toBe(false)
  })
})
