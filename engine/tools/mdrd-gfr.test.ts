import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import { EGFR_RANGES } from '../formulas/egfr.ts'
import { roundTo } from '../formulas/rounding.ts'
import { convertMeasure } from '../units.ts'
import definition from './mdrd-gfr.ts'

const { run, outcome, refused: refusedFields } = toolHarness(definition, { base: { creatinine: 1.0, age: 50, sex: 'male', black: 'no' } })
const bare = toolHarness(definition)
const egfr = (inputs: Inputs) => outcome(inputs).egfr_mdrd as number

// Levey AS et al., Ann Intern Med 2006;145:247–254: eGFR = 175 × Scr^−1.154 × age^−0.203 × 0.742 (female)
// × 1.212 (Black). No published worked example is used: expected values are hand calculations written out here.
describe('MDRD: hand-derived values', () => {
  test('a 93-year-old man, creatinine 1.0: 175 × 93^−0.203 = 69.98 (no age cap)', () => {
    // ln 93 = 4.532599; × −0.203 = −0.920118; e^−0.920118 = 0.398476; × 175 = 69.7333
    expect(egfr({ age: 93 })).toBeCloseTo(175 * Math.exp(-0.203 * Math.log(93)), 8)
    expect(egfr({ age: 93 })).toBeCloseTo(69.733, 2)
  })

  test('man 50, creatinine 1.0: 175 × 1 × 50^−0.203', () => {
    // ln 50 = 3.912023; × −0.203 = −0.794141; e^−0.794141 = 0.451969; × 175 = 79.0947
    expect(Math.exp(-0.203 * Math.log(50))).toBeCloseTo(0.451969, 6)
    expect(egfr({})).toBeCloseTo(79.0947, 4)
    expect(outcome({}).gfr_category).toBe('G2')
  })

  test('woman 65, creatinine 1.4: 175 × 1.4^−1.154 × 65^−0.203 × 0.742', () => {
    // 1.4^−1.154 = e^(−1.154 × 0.336472) = e^(−0.388289) = 0.678216
    // 65^−0.203 = e^(−0.203 × 4.174387) = e^(−0.847401) = 0.428527
    // 175 × 0.678216 × 0.428527 × 0.742 = 37.7389
    expect(egfr({ creatinine: 1.4, age: 65, sex: 'female' })).toBeCloseTo(37.7389, 4)
    expect(outcome({ creatinine: 1.4, age: 65, sex: 'female' }).gfr_category).toBe('G3b')
  })

  test('man 70, creatinine 3.0, Black: 175 × 3^−1.154 × 70^−0.203 × 1.212', () => {
    // 3^−1.154 = e^(−1.154 × 1.098612) = 0.281451; 70^−0.203 = e^(−0.203 × 4.248495) = 0.422129
    // 175 × 0.281451 × 0.422129 × 1.212 = 25.1993
    expect(egfr({ creatinine: 3.0, age: 70, black: 'yes' })).toBeCloseTo(25.1993, 4)
  })

  test('the sex and race factors are exactly 0.742 and 1.212', () => {
    expect(egfr({ sex: 'female' }) / egfr({})).toBeCloseTo(0.742, 12)
    expect(egfr({ black: 'yes' }) / egfr({})).toBeCloseTo(1.212, 12)
    expect(egfr({ sex: 'female', black: 'yes' }) / egfr({})).toBeCloseTo(0.742 * 1.212, 12)
  })
})

describe('MDRD: categories and the note above 60', () => {
  test('G categories follow the displayed (whole-number) value', () => {
    const cat = (e: number) => (e >= 90 ? 'G1' : e >= 60 ? 'G2' : e >= 45 ? 'G3a' : e >= 30 ? 'G3b' : e >= 15 ? 'G4' : 'G5')
    for (let scr = 0.3; scr <= 12; scr += 0.07) {
      const o = outcome({ creatinine: roundTo(scr, 2) })
      expect(o.gfr_category).toBe(cat(roundTo(o.egfr_mdrd as number, 0)!))
    }
  })

  test('at or above 60 the interpretation says MDRD underestimates and names CKD-EPI 2021', () => {
    expect(outcome({}).interpretation).toMatch(/^At or above 60: the MDRD equation underestimates GFR/)
    expect(outcome({ creatinine: 1.4, age: 65, sex: 'female' }).interpretation).toMatch(/^G3b/)
    expect(outcome({ creatinine: 8 }).interpretation).toMatch(/^G5/)
  })
})

describe('MDRD: units', () => {
  test('µmol/L ↔ mg/dL (÷ / × 88.4)', () => {
    expect(convertMeasure(88.4, 'µmol/L creatinine', 'mg/dL creatinine', 4)).toBe(1)
    expect(convertMeasure(1.4, 'mg/dL creatinine', 'µmol/L creatinine', 0)).toBe(124)
    expect(convertMeasure(124, 'µmol/L creatinine', 'mg/dL creatinine', 4)).toBe(1.4027)
  })

  test('124 µmol/L gives the same eGFR as 1.4 mg/dL to within 0.3 (display rounding of µmol/L)', () => {
    const a = egfr({ creatinine: 1.4, age: 65, sex: 'female' })
    const b = egfr({ creatinine: convertMeasure(124, 'µmol/L creatinine', 'mg/dL creatinine', 4), age: 65, sex: 'female' })
    expect(Math.abs(a - b)).toBeLessThan(0.3)
  })
})

describe('MDRD: refusals', () => {
  test('creatinine range edges', () => {
    expect(run({ creatinine: EGFR_RANGES.creatinineMgDl.min }).ok).toBe(true)
    expect(run({ creatinine: EGFR_RANGES.creatinineMgDl.max }).ok).toBe(true)
    expect(refusedFields({ creatinine: 0.09 })).toEqual(['creatinine'])
    expect(refusedFields({ creatinine: 60.01 })).toEqual(['creatinine'])
    expect(refusedFields({ creatinine: 0 })).toEqual(['creatinine'])
  })

  test('age: 18 to 120 accepted (the equation has no upper age), at any precision; 17 and 121 refused', () => {
    expect(run({ age: 18 }).ok).toBe(true)
    expect(run({ age: 95 }).ok).toBe(true)
    expect(run({ age: 40.5 }).ok).toBe(true)
    expect(refusedFields({ age: 17 })).toEqual(['age'])
    expect(refusedFields({ age: 121 })).toEqual(['age'])
  })

  test('missing inputs are refused with every field named', () => {
    expect(bare.refused()).toEqual(['age', 'black', 'creatinine', 'sex'])
  })
})

describe('properties', () => {
  test('every valid input gives a finite positive eGFR equal to the formula, falling as creatinine rises', () => {
    const inputs = fc.record({
      creatinine: fc.integer({ min: 10, max: 2500 }).map((n) => n / 100),
      age: fc.integer({ min: 18, max: 120 }),
      sex: fc.constantFrom('female', 'male'),
      black: fc.constantFrom('yes', 'no'),
    })
    fc.assert(
      fc.property(inputs, (i) => {
        const e = egfr(i)
        expect(Number.isFinite(e)).toBe(true)
        expect(e).toBeGreaterThan(0)
        const expected = 175 * i.creatinine ** -1.154 * i.age ** -0.203 * (i.sex === 'female' ? 0.742 : 1) * (i.black === 'yes' ? 1.212 : 1)
        expect(e).toBeCloseTo(expected, 8)
        if (i.creatinine < 60) expect(egfr({ ...i, creatinine: i.creatinine + 0.01 })).toBeLessThan(e)
      }),
      { numRuns: 400 },
    )
  })
})

describe('children', () => {
  test('a child is refused with the reason and the equation to use instead', () => {
    const r = run({ age: 12 })
    expect(r.ok ? [] : r.errors.age).toEqual([{ type: 'error', kind: 'min', bound: 18, reason: expect.stringMatching(/adults.*Schwartz/s) }])
  })
})
