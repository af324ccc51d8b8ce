import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { BMI_RANGES, KG_PER_LB } from '../formulas/bmi.ts'
import { EGFR_RANGES } from '../formulas/egfr.ts'
import { roundTo } from '../formulas/rounding.ts'
import { convertMeasure } from '../units.ts'
import definition from './cockcroft-gault.ts'

// Man 60 y, 70 in (5 ft 10 in), 176.37 lb (80.0 kg), creatinine 1.0 mg/dL.
const { tool, run, outcome, refused, evaluate, expectRange } = toolHarness(definition, { base: { age: 60, sex: 'male', creatinine: 1.0, height: 70, weight: 176.37 } })
const bare = toolHarness(definition)
type Inputs = Record<string, unknown>

const crcl = (inputs: Inputs) => outcome(inputs).crcl_cockcroft_gault as number

// Cockcroft DW, Gault MH, Nephron 1976;16:31–41: CrCl = (140 − age) × kg / (72 × SCr mg/dL), × 0.85 for women.
// Devine 1974 ideal body weight; adjusted = IBW + 0.4 × (actual − IBW). No published worked example is used:
// every expected value below is a hand calculation written out step by step.
describe('Cockcroft–Gault: hand-derived values', () => {
  test('man 60, 80.0 kg, 70 in, SCr 1.0: actual 88.89, ideal 81.11, adjusted 84.22 mL/min', () => {
    const o = outcome({})
    // 176.37 lb × 0.45359237 = 80.00009 kg
    expect(o.weight_kg as number).toBeCloseTo(80.00009, 5)
    // IBW = 50 + 2.3 × (70 − 60) = 73 kg; adjusted = 73 + 0.4 × 7.00009 = 75.80003 kg
    expect(o.ideal_weight as number).toBeCloseTo(73, 10)
    expect(o.adjusted_weight as number).toBeCloseTo(75.80003, 5)
    // (140 − 60) / (72 × 1.0) = 1.11111 per kg
    expect(o.crcl_actual as number).toBeCloseTo(88.889, 3)
    expect(o.crcl_ideal as number).toBeCloseTo(81.1111, 4)
    expect(o.crcl_adjusted as number).toBeCloseTo(84.2223, 4)
  })

  test('the 0.85 factor for women, and (140 − age) / (72 × SCr) scaling', () => {
    // Same weight used (actual) so only the sex factor differs.
    const man = crcl({ weight_choice: 'actual' })
    const woman = crcl({ weight_choice: 'actual', sex: 'female' })
    expect(woman / man).toBeCloseTo(0.85, 12)
    expect(crcl({ weight_choice: 'actual', creatinine: 2.0 })).toBeCloseTo(man / 2, 10)
    expect(crcl({ weight_choice: 'actual', age: 80 })).toBeCloseTo((man * 60) / 80, 10)
  })

  test('a 93-year-old is calculated with age 93, not 89: (140 − 93) × 80.00009 / 72 = 52.22 mL/min', () => {
    // Entering 89 instead would give (140 − 89) × 80.00009 / 72 = 56.67, 8.5 % higher.
    expect(crcl({ weight_choice: 'actual', age: 93 })).toBeCloseTo((47 * 80.00009) / 72, 3)
    expect(crcl({ weight_choice: 'actual', age: 93 })).toBeCloseTo(52.2223, 3)
  })

  test('measured values keep their precision: creatinine 1.235 mg/dL, weight 176.37 lb', () => {
    expect(crcl({ weight_choice: 'actual', creatinine: 1.235 })).toBeCloseTo((80 * 176.37 * 0.45359237) / (72 * 1.235), 4)
  })

  test('woman 75, 64 in, 130 lb, SCr 1.2 → ideal weight 54.7 kg → 34.98 mL/min', () => {
    // IBW = 45.5 + 2.3 × 4 = 54.7 kg; CrCl = 65 × 54.7 × 0.85 / 86.4 = 34.9789
    const o = outcome({ age: 75, sex: 'female', creatinine: 1.2, height: 64, weight: 130 })
    expect(o.ideal_weight as number).toBeCloseTo(54.7, 10)
    expect(o.crcl_cockcroft_gault as number).toBeCloseTo(34.9789, 4)
  })
})

describe('Cockcroft–Gault: default weight by BMI (Winter 2012 convention)', () => {
  test('BMI ≥ 25 → adjusted weight', () => {
    const o = outcome({})
    expect(roundTo(o.bmi as number, 1)).toBe(25.3)
    expect(o.weight_basis).toBe('adjusted')
    expect(o.weight_used).toBe(o.adjusted_weight)
    expect(o.weight_used_label).toBe('Adjusted body weight (default: BMI 25 or more)')
    expect(o.crcl_cockcroft_gault).toBe(o.crcl_adjusted)
  })

  test('BMI 18.5–24.9 with actual above ideal → ideal weight', () => {
    // 70 in, 165 lb: BMI = 703.07 × 165 / 4900 = 23.67; actual 74.84 kg > IBW 73 kg → ideal.
    const o = outcome({ weight: 165 })
    expect(roundTo(o.bmi as number, 1)).toBe(23.7)
    expect(o.weight_basis).toBe('ideal')
    expect(o.weight_used_label).toBe('Ideal body weight (default: BMI 18.5–24.9)')
    expect(o.crcl_cockcroft_gault).toBe(o.crcl_ideal)
  })

  test('BMI 18.5–24.9 with actual below ideal → actual weight', () => {
    // 70 in, 160 lb: BMI 22.96; actual 72.57 kg < IBW 73 kg → actual.
    const o = outcome({ weight: 160 })
    expect(roundTo(o.bmi as number, 1)).toBe(23)
    expect(o.weight_kg as number).toBeLessThan(o.ideal_weight as number)
    expect(o.weight_basis).toBe('actual')
    expect(o.weight_used_label).toBe('Actual body weight (default: BMI 18.5–24.9 and actual weight below ideal weight)')
  })

  test('BMI < 18.5 → actual weight', () => {
    // 72 in, 130 lb: BMI 17.63; CrCl = 110 × 58.96701 / 72 = 90.0885 at age 30
    const o = outcome({ age: 30, height: 72, weight: 130 })
    expect(roundTo(o.bmi as number, 1)).toBe(17.6)
    expect(o.weight_basis).toBe('actual')
    expect(o.weight_used_label).toBe('Actual body weight (default: BMI below 18.5)')
    expect(o.crcl_cockcroft_gault as number).toBeCloseTo(90.0885, 4)
  })

  test('BMI edges follow the displayed BMI: 24.96 shows as 25.0 → adjusted; 18.45 shows as 18.5 → normal group', () => {
    // 65 in: BMI = 703.07 × lb / 4225. 150 lb → 24.961 (25.0).
    const o = outcome({ height: 65, weight: 150 })
    expect(o.bmi as number).toBeCloseTo(24.961, 3)
    expect(o.weight_basis).toBe('adjusted')
    // 110.9 lb → 18.455 (18.5); IBW at 65 in = 61.5 kg > 50.3 kg actual → actual (normal group, lower than ideal)
    const o2 = outcome({ height: 65, weight: 110.9 })
    expect(roundTo(o2.bmi as number, 1)).toBe(18.5)
    expect(o2.weight_used_label).toBe('Actual body weight (default: BMI 18.5–24.9 and actual weight below ideal weight)')
  })

  test('BMI ≥ 25: actual weight is always above Devine ideal weight at accepted heights (guard never needed)', () => {
    // The BMI of the Devine ideal weight peaks at about 23.3 (men, about 77 in), so BMI ≥ 25 implies actual > ideal.
    for (let h = 60; h <= 96; h += 0.5) {
      for (const base of [50, 45.5]) {
        const ibw = base + 2.3 * (h - 60)
        expect(ibw / (h * 0.0254) ** 2).toBeLessThan(24)
      }
    }
    // Tallest woman at BMI just over 25: 96 in, 330 lb (BMI 25.2), actual 149.7 kg > IBW 128.3 kg → adjusted.
    const o = outcome({ sex: 'female', height: 96, weight: 330 })
    expect(roundTo(o.bmi as number, 1)).toBe(25.2)
    expect(o.ideal_weight as number).toBeCloseTo(128.3, 10)
    expect(o.weight_basis).toBe('adjusted')
  })

  test('the clinician can choose any weight; the label says it was chosen', () => {
    for (const [choice, key, label] of [
      ['actual', 'crcl_actual', 'Actual body weight (chosen)'],
      ['ideal', 'crcl_ideal', 'Ideal body weight (chosen)'],
      ['adjusted', 'crcl_adjusted', 'Adjusted body weight (chosen)'],
    ] as const) {
      const o = outcome({ weight_choice: choice })
      expect(o.crcl_cockcroft_gault).toBe(o[key])
      expect(o.weight_used_label).toBe(label)
    }
  })

  test('choosing a weight above the actual weight adds a caution to the interpretation', () => {
    // 70 in, 120 lb (54.4 kg) man: IBW 73 kg > actual.
    expect(outcome({ weight: 120, weight_choice: 'ideal' }).interpretation).toMatch(/chosen weight is higher than the actual weight/)
    expect(outcome({ weight: 120 }).interpretation).not.toMatch(/chosen weight/)
    expect(outcome({ weight: 120 }).weight_basis).toBe('actual')
  })
})

describe('Cockcroft–Gault: renal function groups on the displayed value', () => {
  // Actual weight 80.00009 kg, man 60: CrCl = 88.8890 / SCr.
  test.each([
    [1.0, 88.889, 'Mildly decreased (60–89)'],
    [0.98, 90.703, 'Normal (90 or more)'],
    [0.99, 89.787, 'Normal (90 or more)'], // shows as 90
    [2.0, 44.444, 'Moderately decreased (30–59)'],
    [4.0, 22.222, 'Severely decreased (15–29)'],
    [8.0, 11.111, 'Kidney failure range (below 15)'],
  ] as const)('SCr %s → %s mL/min → %s', (creatinine, value, group) => {
    const o = outcome({ weight_choice: 'actual', creatinine })
    expect(o.crcl_cockcroft_gault as number).toBeCloseTo(value, 3)
    expect(o.renal_function_group).toBe(group)
  })
})

describe('Cockcroft–Gault: units', () => {
  test('height and weight convert both ways (house height/weight container)', () => {
    expect(tool.controls.height_weight!.type).toBe('numeric.heightweight')
    expect(tool.controls.height_weight!.children).toEqual(['height', 'weight'])
    expect(convertMeasure(80, 'kg', 'lb', 3)).toBe(176.37)
    expect(convertMeasure(176.37, 'lb', 'kg', 1)).toBe(80)
    expect(convertMeasure(177.8, 'cm', 'in', 3)).toBe(70)
    expect(convertMeasure(70, 'in', 'cm', 1)).toBe(177.8)
  })

  test('creatinine 88 µmol/L → 0.9955 mg/dL gives the same clearance as 1.0 mg/dL to within 0.5 %', () => {
    const mg = convertMeasure(88, 'µmol/L creatinine', 'mg/dL creatinine', 4)!
    expect(mg).toBe(0.9955)
    expect(convertMeasure(1.0, 'mg/dL creatinine', 'µmol/L creatinine', 0)).toBe(88)
    expect(Math.abs(crcl({ creatinine: mg }) / crcl({}) - 1)).toBeLessThan(0.005)
  })

  test('the stated metric ranges convert inside the canonical ranges (122–243 cm, 20–453 kg)', () => {
    expect(run({ height: convertMeasure(122, 'cm', 'in', 3) }).ok).toBe(true)
    expect(run({ height: convertMeasure(243, 'cm', 'in', 3) }).ok).toBe(true)
    expect(refused({ height: convertMeasure(121, 'cm', 'in', 3) })).toEqual(['height'])
    expect(refused({ height: convertMeasure(244, 'cm', 'in', 3) })).toEqual(['height'])
    expect(run({ weight: convertMeasure(20, 'kg', 'lb', 3) }).ok).toBe(true)
    expect(run({ weight: convertMeasure(453, 'kg', 'lb', 3) }).ok).toBe(true)
    expect(refused({ weight: convertMeasure(19.9, 'kg', 'lb', 3) })).toEqual(['weight'])
    expect(refused({ weight: convertMeasure(454, 'kg', 'lb', 3) })).toEqual(['weight'])
  })

  test('metric entry (80 kg, 177.8 cm) converted as the form does gives the imperial result', () => {
    const o = outcome({ weight: convertMeasure(80, 'kg', 'lb', 3), height: convertMeasure(177.8, 'cm', 'in', 3) })
    expect(o.weight_kg as number).toBeCloseTo(80, 3)
    expect(o.ideal_weight as number).toBeCloseTo(73, 10)
  })
})

describe('Cockcroft–Gault: refusals', () => {
  test.each([
    ['height', 48, 96, 0.1],
    ['weight', BMI_RANGES.weightLb.min, BMI_RANGES.weightLb.max, 0.1],
    ['creatinine', EGFR_RANGES.creatinineMgDl.min, EGFR_RANGES.creatinineMgDl.max, 0.01],
  ] as const)('%s: %s and %s accepted, one step outside refused', (field, min, max, step) => {
    expectRange(field, min, max, roundTo(min - step, 2), roundTo(max + step, 2))
  })

  test('age: 18 to 120 accepted (the equation has no upper age); 17 and 121 refused', () => {
    expect(run({ age: 18 }).ok).toBe(true)
    expect(run({ age: 120 }).ok).toBe(true)
    expect(refused({ age: 17 })).toEqual(['age'])
    expect(refused({ age: 121 })).toEqual(['age'])
  })

  test('heights below 5 ft warn, calculate with actual weight, and refuse an explicit ideal or adjusted weight', () => {
    const e = evaluate({ height: 59 })
    expect(e.fields.height!.validations.map((v) => v.type)).toEqual(['warning'])
    expect(e.errorCount).toBe(0)
    expect(evaluate({ height: 60 }).fields.height!.validations).toEqual([])
    // 59 in, 176.37 lb: BMI 35.6 would call for adjusted weight, but ideal weight is undefined below 60 in.
    const o = outcome({ height: 59 })
    expect(o.ideal_weight).toBeNull()
    expect(o.adjusted_weight).toBeNull()
    expect(o.crcl_ideal).toBeNull()
    expect(o.weight_basis).toBe('actual')
    expect(o.weight_used_label).toBe('Actual body weight (default: height below 5 ft, ideal weight not defined)')
    expect(o.crcl_cockcroft_gault).toBe(o.crcl_actual)
    expect(outcome({ height: 48, weight_choice: 'actual' }).crcl_cockcroft_gault).toBe(o.crcl_actual)
    for (const choice of ['ideal', 'adjusted']) {
      const r = run({ height: 59.9, weight_choice: choice })
      expect(r.ok).toBe(false)
      if (!r.ok) {
        expect(Object.keys(r.errors)).toEqual(['weight_choice'])
        expect(r.errors.weight_choice?.[0]?.message).toMatch(/need a height of 5 ft/)
      }
      expect(run({ height: 60, weight_choice: choice }).ok).toBe(true)
    }
  })

  test('missing inputs are refused with every field named; the weight choice defaults to BMI-based', () => {
    expect(bare.refused({})).toEqual(['age', 'creatinine', 'height', 'sex', 'weight'])
    expect(evaluate().fields.weight_choice!.value).toBe('auto')
    expect(refused({ weight_choice: 'lean' })).toEqual(['weight_choice'])
  })
})

describe('properties', () => {
  test('every valid input gives a finite positive clearance equal to the formula with the weight shown', () => {
    const inputs = fc.record({
      age: fc.integer({ min: 18, max: 120 }),
      sex: fc.constantFrom('female', 'male'),
      creatinine: fc.integer({ min: 10, max: 2500 }).map((n) => n / 100),
      height: fc.integer({ min: 480, max: 960 }).map((n) => n / 10),
      weight: fc.integer({ min: BMI_RANGES.weightLb.min * 10, max: BMI_RANGES.weightLb.max * 10 }).map((n) => n / 10),
      weight_choice: fc.constantFrom('auto', 'actual', 'ideal', 'adjusted'),
    })
    fc.assert(
      fc.property(inputs, (i) => {
        fc.pre(i.height >= 60 || i.weight_choice === 'auto' || i.weight_choice === 'actual')
        const o = outcome(i)
        const c = o.crcl_cockcroft_gault as number
        expect(Number.isFinite(c)).toBe(true)
        expect(c).toBeGreaterThan(0)
        const kg = i.weight * KG_PER_LB
        const ibw = (i.sex === 'female' ? 45.5 : 50) + 2.3 * (i.height - 60)
        const adj = ibw + 0.4 * (kg - ibw)
        const bmi = roundTo((703.07 * i.weight) / i.height ** 2, 1)!
        const basis =
          i.weight_choice !== 'auto'
            ? i.weight_choice
            : i.height < 60 || bmi < 18.5
              ? 'actual'
              : bmi < 25
                ? kg < ibw
                  ? 'actual'
                  : 'ideal'
                : kg <= ibw
                  ? 'actual'
                  : 'adjusted'
        expect(o.weight_basis).toBe(basis)
        const w = basis === 'ideal' ? ibw : basis === 'adjusted' ? adj : kg
        expect(c).toBeCloseTo(((140 - i.age) * w * (i.sex === 'female' ? 0.85 : 1)) / (72 * i.creatinine), 8)
      }),
      { numRuns: 500 },
    )
  })
})

describe('children', () => {
  test('a child is refused with the reason and the equation to use instead', () => {
    const r = run({ age: 12 })
    expect(r.ok ? [] : r.errors.age).toEqual([{ type: 'error', kind: 'min', bound: 18, reason: expect.stringMatching(/adults.*Schwartz/s) }])
  })
})
