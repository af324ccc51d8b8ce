import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './score2.ts'

const mmol = { 'total_cholesterol.unit': 'mmol/L cholesterol', 'hdl_cholesterol.unit': 'mmol/L cholesterol' }
const base = { region: 'low', age: 50, sex: 'male', smoker: 'yes', systolic_bp: 140, total_cholesterol: 6.3, hdl_cholesterol: 1.4, diabetes: 'no', ...mmol }
const { outcome, refused, errors, expectRange, expectEachRequired } = toolHarness(definition, { base })

type Sex = 'male' | 'female'
type Region = 'low' | 'moderate' | 'high' | 'very_high'

/**
 * An independent implementation written from the model authors' Stata programs (score2risk,
 * score2oprisk; Kaptoge, Pennells, Hageman, University of Cambridge) with the published
 * rounded values, not from the definition's expressions.
 */
const S2 = {
  male: { c: [0.3742, 0.6012, 0.2777, 0.1458, -0.2698, -0.0755, -0.0255, -0.0281, 0.0426], s0: 0.9605 },
  female: { c: [0.4648, 0.7744, 0.3131, 0.1002, -0.2606, -0.1088, -0.0277, -0.0226, 0.0613], s0: 0.9776 },
}
const OP = {
  male: { c: [0.0634, 0.3524, 0.0094, 0.085, -0.3564, -0.0247, -0.0005, 0.0073, 0.0091], s0: 1 - 0.2424, mean: 0.0929 },
  female: { c: [0.0789, 0.4921, 0.0102, 0.0605, -0.304, -0.0255, -0.0004, -0.0009, 0.0154], s0: 1 - 0.1918, mean: 0.2288 },
}
const SCALE2: Record<Sex, Record<Region, [number, number]>> = {
  male: { low: [-0.569857, 0.747593], moderate: [-0.156481, 0.800869], high: [0.320717, 0.936004], very_high: [0.583578, 0.829368] },
  female: { low: [-0.737966, 0.701868], moderate: [-0.314269, 0.770149], high: [0.570963, 0.936893], very_high: [0.941177, 0.832923] },
}
const SCALEOP: Record<Sex, Record<Region, [number, number]>> = {
  male: { low: [-0.343484, 1.193038], moderate: [0.00532, 1.248514], high: [0.084305, 1.151902], very_high: [0.045959, 0.703625] },
  female: { low: [-0.516054, 1.007238], moderate: [-0.101044, 1.099621], high: [0.37572, 1.089031], very_high: [0.379293, 0.69153] },
}
const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d

function reference(region: Region, age: number, sex: Sex, smoker: boolean, sbp: number, tc: number, hdl: number) {
  const s = smoker ? 1 : 0
  const old = age >= 70
  const [cage, csbp, ctc, chdl] = old ? [age - 73, sbp - 150, tc - 6, hdl - 1.4] : [(age - 60) / 5, (sbp - 120) / 20, tc - 6, (hdl - 1.3) / 0.5]
  const m = old ? OP[sex] : S2[sex]
  const c = m.c
  const lp =
    c[0]! * cage + c[1]! * s + c[2]! * csbp + c[3]! * ctc + c[4]! * chdl + c[5]! * cage * s + c[6]! * cage * csbp + c[7]! * cage * ctc + c[8]! * cage * chdl - (old ? OP[sex].mean : 0)
  const u = 1 - m.s0 ** Math.exp(lp)
  // Published scales: SCORE2 to 4 decimals, SCORE2-OP to 2 decimals (rounded from the Stata values).
  const [a, b] = old ? SCALEOP[sex][region].map((x) => round(x, 2)) : SCALE2[sex][region].map((x) => round(x, 4))
  return { lp, uncalibrated: u * 100, risk: (1 - Math.exp(-Math.exp(a! + b! * Math.log(-Math.log(1 - u))))) * 100 }
}

describe('supplementary worked examples', () => {
  // SCORE2 supplementary methods Table 4: 50-year-old smoker, SBP 140, TC 6.3, HDL 1.4 mmol/L (whole per cent).
  test.each([
    ['low', 'male', 6, 6.314],
    ['low', 'female', 4, 4.332],
    ['moderate', 'male', 8, 8.107],
    ['moderate', 'female', 5, 5.227],
    ['high', 'male', 9, 8.809],
    ['high', 'female', 7, 7.126],
    ['very_high', 'male', 15, 15.058],
    ['very_high', 'female', 14, 14.127],
  ] as const)('SCORE2 %s-risk region, %s: %i %% (%f)', (region, sex, whole, exact) => {
    const r = outcome({ region, sex }).score2_risk as number
    expect(Math.round(r)).toBe(whole)
    expect(r).toBeCloseTo(exact, 3)
  })

  // SCORE2-OP supplementary methods Table 3: 75-year-old smoker, SBP 140, TC 5.5, HDL 1.3 mmol/L, low-risk region.
  test.each([
    ['male', 19, 18.562],
    ['female', 15, 15.161],
  ] as const)('SCORE2-OP low-risk region, %s: %i %% (%f)', (sex, whole, exact) => {
    const r = outcome({ age: 75, sex, total_cholesterol: 5.5, hdl_cholesterol: 1.3 }).score2_risk as number
    expect(Math.round(r)).toBe(whole)
    expect(r).toBeCloseTo(exact, 3)
  })

  // HeartScore values reproduced by the RiskScorescvd test suite for other regions and profiles.
  test.each([
    ['low', 'male', false, 140, 5.5, 1.3, 13],
    ['low', 'female', false, 110, 5, 2, 6],
    ['moderate', 'male', true, 140, 5.5, 1.3, 24],
    ['moderate', 'female', true, 140, 5.5, 1.3, 20],
    ['high', 'male', true, 140, 6, 1.3, 29],
    ['high', 'female', true, 110, 5, 2, 19],
    ['very_high', 'male', true, 140, 6, 1.3, 41],
    ['very_high', 'female', true, 140, 6, 1.3, 46],
  ] as const)('SCORE2-OP age 75, %s region, %s → %i %%', (region, sex, smoker, sbp, tc, hdl, whole) => {
    const o = outcome({ region, age: 75, sex, smoker: smoker ? 'yes' : 'no', systolic_bp: sbp, total_cholesterol: tc, hdl_cholesterol: hdl })
    expect(Math.round(o.score2_risk as number)).toBe(whole)
  })
})

describe('model switch at 70 and categories by age', () => {
  test('69 uses SCORE2, 70 SCORE2-OP', () => {
    expect(outcome({ age: 69 }).score2_model).toBe('SCORE2 (40–69 years)')
    expect(outcome({ age: 70 }).score2_model).toBe('SCORE2-OP (70 years and over)')
  })
  test('category limits: under 50 at 2.5 and 7.5 %; 50–69 at 5 and 10 %; 70+ at 7.5 and 15 %', () => {
    const cat = (age: number, risk: number) => {
      const lower = age < 50 ? 2.5 : age < 70 ? 5 : 7.5
      const upper = age < 50 ? 7.5 : age < 70 ? 10 : 15
      return risk < lower ? 'Low to moderate risk' : risk < upper ? 'High risk' : 'Very high risk'
    }
    // scan SBP to find risks either side of each limit
    for (const age of [45, 60, 75]) {
      const seen = new Set<string>()
      for (let sbp = 90; sbp <= 220; sbp += 2) {
        for (const smoker of ['no', 'yes']) {
          const o = outcome({ age, systolic_bp: sbp, smoker, region: 'moderate' })
          const shown = round(o.score2_risk as number, 1)
          expect(o.score2_category, `age ${age}, risk ${shown}`).toBe(cat(age, shown))
          seen.add(o.score2_category as string)
        }
      }
      expect(seen.size, `age ${age}`).toBeGreaterThanOrEqual(2)
    }
  })
  test('interpretation states the limits for the age', () => {
    expect(String(outcome({ age: 45 }).interpretation)).toMatch(/under 50 years/)
    expect(String(outcome({ age: 55 }).interpretation)).toMatch(/50–69 years/)
    expect(String(outcome({ age: 80 }).interpretation)).toMatch(/70 years and over/)
  })
})

describe('units, ranges and refusals', () => {
  test('cholesterol in mg/dL gives the same risk (1 mmol/L = 38.67 mg/dL)', () => {
    const mg = outcome({ total_cholesterol: 6.3 * 38.67, hdl_cholesterol: 1.4 * 38.67, 'total_cholesterol.unit': 'mg/dL cholesterol', 'hdl_cholesterol.unit': 'mg/dL cholesterol' })
    expect(mg.score2_risk as number).toBeCloseTo(outcome({}).score2_risk as number, 9)
  })
  test('age 40–89 (the models’ ages); 39 and 90 refused with the reason', () => {
    expectRange('age', 40, 89, 39, 90)
    expect(JSON.stringify(errors({ age: 90 }))).toMatch(/SCORE2-OP from 70 to 89/)
  })
  test('SBP accepts every measurable value', () => {
    expectRange('systolic_bp', 20, 300, 19, 301)
  })
  test('diabetes is refused: SCORE2-Diabetes applies', () => {
    expect(refused({ diabetes: 'yes' })).toEqual(['diabetes'])
    expect(JSON.stringify(errors({ diabetes: 'yes' }))).toMatch(/SCORE2-Diabetes/)
  })
  test('HDL must be below total cholesterol', () => {
    expect(refused({ hdl_cholesterol: 6.3 })).toEqual(['hdl_cholesterol'])
  })
  test('every input is required', () => {
    expectEachRequired(['region', 'age', 'sex', 'smoker', 'systolic_bp', 'total_cholesterol', 'hdl_cholesterol', 'diabetes'])
  })
})

describe('properties', () => {
  test('matches the independent implementation for every region, sex and age 40–89', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Region>('low', 'moderate', 'high', 'very_high'),
        fc.integer({ min: 40, max: 89 }),
        fc.constantFrom<Sex>('male', 'female'),
        fc.boolean(),
        fc.integer({ min: 90, max: 200 }),
        fc.integer({ min: 30, max: 90 }).map((x) => x / 10),
        fc.integer({ min: 6, max: 25 }).map((x) => x / 10),
        (region, age, sex, smoker, sbp, tc, hdl) => {
          const o = outcome({ region, age, sex, smoker: smoker ? 'yes' : 'no', systolic_bp: sbp, total_cholesterol: tc, hdl_cholesterol: hdl })
          const ref = reference(region, age, sex, smoker, sbp, tc, hdl)
          expect(o.linear_predictor as number).toBeCloseTo(ref.lp, 9)
          expect(o.uncalibrated as number).toBeCloseTo(ref.uncalibrated, 8)
          expect(o.score2_risk as number).toBeCloseTo(ref.risk, 8)
        },
      ),
      { numRuns: 400 },
    )
  })
})
