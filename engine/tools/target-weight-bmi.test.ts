import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { BMI_RANGES, bmiMetric } from '../formulas/bmi.ts'
import { convertMeasure, heightFromFeetInches } from '../units.ts'
import definition from './target-weight-bmi.ts'

/** Height is canonical in inches: tests state centimetres and divide by 2.54 (exact). */
const cm = (v: number) => v / 2.54
const base = { height: cm(170), weight: 90, goal_bmi: 25 }
const { tool, run, outcome, refused, evaluate } = toolHarness(definition, { base })
const bare = toolHarness(definition)

describe('target weight: hand-derived values from the BMI definition (no published worked example)', () => {
  test('170 cm, 90 kg, goal 25: 25 × 1.70² = 72.25 kg (159.3 lb); change −17.75 kg (−39.1 lb, −19.7 %)', () => {
    const o = outcome({})
    expect(o.target_weight as number).toBeCloseTo(25 * 2.89, 10)
    expect(o.target_weight_lb as number).toBeCloseTo(72.25 / 0.45359237, 10)
    expect(o.target_weight_lb as number).toBeCloseTo(159.284, 3)
    expect(o.weight_change as number).toBeCloseTo(-17.75, 10)
    expect(o.weight_change_lb as number).toBeCloseTo(-39.132, 3)
    expect(o.weight_change_percent as number).toBeCloseTo((-17.75 / 90) * 100, 10)
    expect(o.current_bmi as number).toBeCloseTo(90 / 2.89, 10)
    expect(o.goal_bmi_value).toBe(25)
    expect(o.interpretation).toMatch(/^Reaching this goal means losing weight\. The goal lies in the WHO overweight range/)
    expect(o.interpretation).toMatch(/more than 10%/)
  })

  test('160 cm, 45 kg, goal 20: 51.2 kg, a gain of 6.2 kg', () => {
    const o = outcome({ height: cm(160), weight: 45, goal_bmi: 20 })
    expect(o.target_weight as number).toBeCloseTo(51.2, 10)
    expect(o.weight_change as number).toBeCloseTo(6.2, 10)
    expect(o.interpretation).toMatch(/^Reaching this goal means gaining weight\. The goal lies in the WHO normal-weight range/)
    expect(o.interpretation).not.toMatch(/more than 10%/)
  })

  test('the target weight has exactly the goal BMI (round trip through the shared BMI formula)', () => {
    const o = outcome({ height: cm(182.3), goal_bmi: 23.4 })
    expect(bmiMetric({ weightKg: o.target_weight as number, heightCm: 182.3 })).toBeCloseTo(23.4, 10)
  })
})

describe('interpretation', () => {
  test('at goal: a change shown as 0.0 says the weight already matches', () => {
    // 25 × 2.89 = 72.25 kg.
    expect(outcome({ weight: 72.25 }).interpretation).toMatch(/^The current weight already matches/)
    // 72.26 kg: change −0.01 kg, shown as 0.0.
    expect(outcome({ weight: 72.26 }).interpretation).toMatch(/^The current weight already matches/)
    // 72.4 kg: change −0.15 kg, shown as −0.2.
    expect(outcome({ weight: 72.4 }).interpretation).toMatch(/^Reaching this goal means losing weight/)
  })

  test.each([
    [17.5, /underweight range/],
    [18.5, /WHO normal-weight range/],
    [24.9, /WHO normal-weight range/],
    [25, /WHO overweight range/],
    [29.9, /WHO overweight range/],
    [30, /obesity range/],
    [40, /obesity range/],
  ] as const)('goal %s → %s', (goal, text) => {
    expect(outcome({ goal_bmi: goal }).interpretation).toMatch(text)
  })

  test('a goal below 18.5 is accepted with a warning (not refused)', () => {
    const evaluation = evaluate({ goal_bmi: 17 })
    expect(evaluation.errorCount).toBe(0)
    expect(evaluation.fields.goal_bmi?.validations).toEqual([expect.objectContaining({ type: 'warning', kind: 'rule' })])
    expect(evaluate().fields.goal_bmi?.validations).toEqual([])
  })

  test('the 10 % note appears only for losses above 10 %', () => {
    // 170 cm, goal 25 → 72.25 kg; 10 % loss from 80.28 kg.
    expect(outcome({ weight: 80 }).interpretation).not.toMatch(/more than 10%/)
    expect(outcome({ weight: 81 }).interpretation).toMatch(/more than 10%/)
  })
})

describe('units: height canonical in inches, weight in kilograms', () => {
  test('both fields offer imperial and metric units; imperial is the default view', () => {
    const systems = (name: string) => tool.controls[name]!.attributes!.measureInfo!.labels.map((l) => [l.value, l.system])
    expect(systems('height')).toEqual([
      ['in', 'imperial'],
      ['cm', 'metric'],
    ])
    expect(systems('weight')).toEqual([
      ['kg', 'metric'],
      ['lb', 'imperial'],
    ])
    expect(tool.controls.height!.attributes!.measureInfo!.uiDefaultMeasure).toBe('in')
    expect(tool.controls.weight!.attributes!.measureInfo!.uiDefaultMeasure).toBe('lb')
  })

  test('5 ft 7 in and 198.4 lb: conversions both ways, and the result equals the metric formula at 170.18 cm', () => {
    expect(heightFromFeetInches(5, 7)).toEqual({ ok: true, inches: 67 })
    expect(convertMeasure(67, 'in', 'cm', 1)).toBe(170.2)
    expect(convertMeasure(170.18, 'cm', 'in', 3)).toBe(67)
    const kg = convertMeasure(198.4, 'lb', 'kg', 3)!
    expect(kg).toBe(89.993)
    expect(convertMeasure(kg, 'kg', 'lb', 1)).toBe(198.4)
    const o = outcome({ height: 67, weight: kg })
    expect(o.target_weight as number).toBeCloseTo(25 * 1.7018 ** 2, 10)
    expect(o.target_weight_lb as number).toBeCloseTo((25 * 1.7018 ** 2) / 0.45359237, 10)
    expect(o.current_bmi as number).toBeCloseTo(89.993 / 1.7018 ** 2, 10)
  })

  test('170 cm entered in metric (stored as 66.929 in) gives 72.25 kg within 0.001 kg', () => {
    const o = outcome({ height: convertMeasure(170, 'cm', 'in', 3) })
    expect(Math.abs((o.target_weight as number) - 72.25)).toBeLessThan(0.001)
  })
})

describe('valid ranges and required inputs', () => {
  test('goal BMI 15–50 at any precision: edges and 22.45 accepted, 14.9 and 50.1 refused with the field named', () => {
    expect(run({ goal_bmi: 15 }).ok).toBe(true)
    expect(run({ goal_bmi: 50 }).ok).toBe(true)
    expect(refused({ goal_bmi: 14.9 })).toEqual(['goal_bmi'])
    expect(refused({ goal_bmi: 50.1 })).toEqual(['goal_bmi'])
    expect(refused({ goal_bmi: 22.45 })).toEqual([])
  })

  test('height 36–107 in and weight 20–454 kg: edges accepted, just outside refused', () => {
    for (const ok of [{ height: BMI_RANGES.heightIn.min }, { height: BMI_RANGES.heightIn.max }, { weight: 20 }, { weight: 454 }]) expect(run(ok).ok).toBe(true)
    expect(refused({ height: 35.9 })).toEqual(['height'])
    expect(refused({ height: 107.1 })).toEqual(['height'])
    expect(refused({ weight: 19.9 })).toEqual(['weight'])
    expect(refused({ weight: 454.1 })).toEqual(['weight'])
  })

  test('missing inputs are refused with each field named', () => {
    expect(bare.refused({})).toEqual(['goal_bmi', 'height', 'weight'])
    expect(refused({ goal_bmi: '' })).toEqual(['goal_bmi'])
  })
})

describe('properties', () => {
  test('every valid input gives finite results consistent with the BMI definition', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 360, max: 1070 }),
        fc.integer({ min: 200, max: 4540 }),
        fc.integer({ min: 150, max: 500 }),
        (h10, w10, g10) => {
          const height = h10 / 10
          const weight = w10 / 10
          const goal = g10 / 10
          const o = outcome({ height, weight, goal_bmi: goal })
          for (const k of ['target_weight', 'target_weight_lb', 'weight_change', 'weight_change_lb', 'weight_change_percent', 'current_bmi']) {
            expect(Number.isFinite(o[k] as number), k).toBe(true)
          }
          const target = o.target_weight as number
          // 15 × 0.9144² = 12.54 kg to 50 × 2.7178² = 369.32 kg.
          expect(target).toBeGreaterThanOrEqual(12.54)
          expect(target).toBeLessThanOrEqual(369.33)
          expect(target).toBeCloseTo(goal * ((height * 2.54) / 100) ** 2, 9)
          expect((o.weight_change as number) + weight).toBeCloseTo(target, 9)
          expect(o.weight_change_percent as number).toBeGreaterThan(-100)
          expect(typeof o.interpretation).toBe('string')
        },
      ),
      { numRuns: 400 },
    )
  })
})
