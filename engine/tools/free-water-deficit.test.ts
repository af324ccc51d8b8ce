import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition, { FWD_RANGES, OLDER_AGE, TBW_FRACTIONS } from './free-water-deficit.ts'

const base = { sex: 'male', age: 40, weight: 70, sodium: 160 }
const { run, outcome, refused, evaluate, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const fwd = (inputs: Inputs) => outcome(inputs).free_water_deficit as number
const text = (inputs: Inputs) => String(outcome(inputs).interpretation)

describe('free-water deficit: hand-derived values (fractions from Adrogué HJ, Madias NE, N Engl J Med 2000)', () => {
  // No published worked example is reproduced; each value is written out step by step.
  test('man 40 y, 70 kg, Na 160: TBW 70 × 0.6 = 42 L; 42 × (160/140 − 1) = 6.0 L', () => {
    const o = outcome({})
    expect(o.tbw_fraction).toBe(0.6)
    expect(o.total_body_water).toBeCloseTo(42, 10)
    expect(o.free_water_deficit).toBeCloseTo(6, 10)
    expect(o.target_sodium_used).toBe(140)
  })

  test('woman 80 y, 60 kg, Na 155: TBW 60 × 0.45 = 27 L; 27 × (155/140 − 1) = 2.893 L', () => {
    const o = outcome({ sex: 'female', age: 80, weight: 60, sodium: 155 })
    expect(o.tbw_fraction).toBe(0.45)
    expect(o.free_water_deficit).toBeCloseTo(27 * (15 / 140), 10)
    expect(o.free_water_deficit).toBeCloseTo(2.892857, 6)
  })

  test('interim target 145: 42 × (160/145 − 1) = 4.345 L', () => {
    expect(fwd({ target_sodium: 145 })).toBeCloseTo(4.344828, 6)
  })

  test('the four body-water fractions, with 65 as the first "older" age', () => {
    const fraction = (sex: string, age: number) => outcome({ sex, age }).tbw_fraction
    expect(fraction('male', OLDER_AGE - 1)).toBe(TBW_FRACTIONS.youngerMale)
    expect(fraction('female', OLDER_AGE - 1)).toBe(TBW_FRACTIONS.youngerFemale)
    expect(fraction('male', OLDER_AGE)).toBe(TBW_FRACTIONS.olderMale)
    expect(fraction('female', OLDER_AGE)).toBe(TBW_FRACTIONS.olderFemale)
    expect(TBW_FRACTIONS).toEqual({ child: 0.6, youngerMale: 0.6, youngerFemale: 0.5, olderMale: 0.5, olderFemale: 0.45 })
  })
})

describe('negative values are reported, never clipped', () => {
  test('man 70 y, 80 kg, Na 120: 40 × (120/140 − 1) = −5.714 L, read as a free-water excess', () => {
    expect(fwd({ age: 70, weight: 80, sodium: 120 })).toBeCloseTo(-5.714286, 6)
    expect(text({ age: 70, weight: 80, sodium: 120 })).toMatch(/^Negative value: .*free-water excess.*Do not give free water/)
  })

  test('sodium equal to the target gives 0 and says so', () => {
    expect(fwd({ sodium: 140 })).toBe(0)
    expect(text({ sodium: 140 })).toMatch(/^Sodium is at the target/)
  })

  test('tiny deficits and excesses follow the displayed value (one decimal)', () => {
    // 42 × (140.1/140 − 1) = 0.03 L → shown 0.0 → "at the target".
    expect(text({ sodium: 140.1 })).toMatch(/^Sodium is at the target/)
    // 42 × (140.4/140 − 1) = 0.12 L → shown 0.1 → positive.
    expect(text({ sodium: 140.4 })).toMatch(/^Positive value/)
    expect(text({ sodium: 139.6 })).toMatch(/^Negative value/)
  })

  test('positive deficit carries the rate limit', () => {
    expect(text({})).toMatch(/no more than about 10 mmol\/L in 24 hours/)
  })
})

describe('target sodium default', () => {
  test('140 mmol/L is filled in with an explanatory message and can be changed', () => {
    const e = evaluate()
    expect(e.fields.target_sodium!.value).toBe(140)
    expect(e.fields.target_sodium!.defaultMessage).toMatch(/140 mmol\/L/)
    expect(outcome({ target_sodium: 145 }).target_sodium_used).toBe(145)
  })
})

describe('valid ranges: edges accepted, one step beyond refused with the field named', () => {
  test.each([
    ['age', FWD_RANGES.age.min, FWD_RANGES.age.max, 1],
    ['weight', FWD_RANGES.weightKg.min, FWD_RANGES.weightKg.max, 0.1],
    ['sodium', FWD_RANGES.sodium.min, FWD_RANGES.sodium.max, 0.1],
    ['target_sodium', FWD_RANGES.targetSodium.min, FWD_RANGES.targetSodium.max, 0.1],
  ] as const)('%s: %d and %d accepted', (field, min, max, step) => {
    expectRange(field, min, max, Math.round((min - step) * 100) / 100, Math.round((max + step) * 100) / 100)
  })

  test('age is measured: 40.5 and 95 are accepted (no cap at 89)', () => {
    expect(run({ age: 40.5 }).ok).toBe(true)
    expect(outcome({ sex: 'female', age: 95 }).tbw_fraction).toBe(0.45)
  })

  test('sodium and weight keep the precision given (sodium 151.27 mmol/L, weight 3.45 kg)', () => {
    // 70 × 0.6 × (151.27 / 140 − 1) = 3.381 L
    expect(fwd({ sodium: 151.27 })).toBeCloseTo(70 * 0.6 * (151.27 / 140 - 1), 10)
    expect(run({ age: 1.5, weight: 3.45 }).ok).toBe(true)
  })
})

describe('children (Adrogué & Madias 2000: total body water 0.6 of weight in children)', () => {
  test('a child of 6, 20 kg, sodium 158: fraction 0.6 for both sexes, TBW 12 L, deficit 1.54 L', () => {
    // 20 × 0.6 = 12 L; 12 × (158 / 140 − 1) = 1.542857 L
    for (const sex of ['female', 'male']) {
      const o = outcome({ sex, age: 6, weight: 20, sodium: 158 })
      expect(o.tbw_fraction).toBe(0.6)
      expect(o.free_water_deficit as number).toBeCloseTo(1.542857, 6)
    }
  })

  test('a girl of 17 has the child fraction, a woman of 18 the adult one', () => {
    expect(outcome({ sex: 'female', age: 17 }).tbw_fraction).toBe(0.6)
    expect(outcome({ sex: 'female', age: 18 }).tbw_fraction).toBe(0.5)
  })

  test('an infant under 1 year is refused, saying why (more body water than the 0.6 the formula assumes)', () => {
    const age = evaluate({ age: 0.5, weight: 7 }).fields.age!
    expect(age.validations).toEqual([{ type: 'error', kind: 'min', bound: 1, reason: expect.stringMatching(/infant/i) }])
  })

  test('missing required inputs are each named; the target has a default', () => {
    expect(bare.refused({})).toEqual(['age', 'sex', 'sodium', 'weight'])
    expect(refused({ sex: 'other' })).toEqual(['sex'])
  })
})

describe('units: weight kg ↔ lb (1 lb = 0.45359237 kg)', () => {
  test('conversion both ways', () => {
    expect(convertMeasure(154, 'lb', 'kg', 1)).toBe(69.9)
    expect(convertMeasure(70, 'kg', 'lb', 1)).toBe(154.3)
  })

  test('a weight entered in lb gives the deficit of its kg equivalent', () => {
    const kg = convertMeasure(154.3, 'lb', 'kg', 3)!
    expect(fwd({ weight: kg })).toBeCloseTo(154.3 * 0.45359237 * 0.6 * (20 / 140), 3)
  })

  test('the stated lb range (4.4–661) converts inside the canonical range', () => {
    const toKg = (lb: number) => convertMeasure(lb, 'lb', 'kg', 3)!
    expect(run({ weight: toKg(4.41) }).ok).toBe(true)
    expect(run({ weight: toKg(661) }).ok).toBe(true)
    expect(refused({ weight: toKg(4.3) })).toEqual(['weight'])
    expect(refused({ weight: toKg(662) })).toEqual(['weight'])
  })
})

describe('properties', () => {
  test('every valid input gives a finite deficit equal to the formula, with the sign of (sodium − target)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('female', 'male'),
        fc.integer({ min: 18, max: 120 }),
        fc.integer({ min: 300, max: 3000 }).map((n) => n / 10),
        fc.integer({ min: 1000, max: 2000 }).map((n) => n / 10),
        fc.integer({ min: 1300, max: 1500 }).map((n) => n / 10),
        (sex, age, weight, sodium, target) => {
          const o = outcome({ sex, age, weight, sodium, target_sodium: target })
          const v = o.free_water_deficit as number
          expect(Number.isFinite(v)).toBe(true)
          const fraction = age >= 65 ? (sex === 'male' ? 0.5 : 0.45) : sex === 'male' ? 0.6 : 0.5
          expect(v).toBeCloseTo(weight * fraction * (sodium / target - 1), 9)
          if (sodium > target) expect(v).toBeGreaterThan(0)
          if (sodium < target) expect(v).toBeLessThan(0)
          // Bounds: 300 × 0.6 × (100/150 − 1) = −60 L up to 300 × 0.6 × (200/130 − 1) = 96.9 L.
          expect(v).toBeGreaterThanOrEqual(-60 - 1e-9)
          expect(v).toBeLessThanOrEqual(96.93)
        },
      ),
      { numRuns: 400 },
    )
  })
})
