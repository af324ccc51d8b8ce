import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import stopBang from './stop-bang.ts'

// Chung F et al., Anesthesiology 2008;108:812–821 (items); Chung F et al., Chest 2016;149:631–638
// (0–2 low, 3–4 intermediate, 5–8 high; STOP ≥ 2 with male sex, BMI > 35 or a large neck: high).
const base = { snoring: 'no', tired: 'no', observed: 'no', pressure: 'no', bmi: 25, age: 40, neck: 'no', sex: 'female' }
const { outcome, refused, expectRange, expectEachRequired } = toolHarness(stopBang, { base })

describe('STOP-Bang', () => {
  test('each item scores 1; BMI and age only strictly above their thresholds', () => {
    expect(outcome({}).stop_bang_score).toBe(0)
    for (const k of ['snoring', 'tired', 'observed', 'pressure', 'neck']) expect(outcome({ [k]: 'yes' }).stop_bang_score, k).toBe(1)
    expect(outcome({ sex: 'male' }).stop_bang_score).toBe(1)
    expect(outcome({ bmi: 35 }).stop_bang_score).toBe(0)
    expect(outcome({ bmi: 35.1 }).stop_bang_score).toBe(1)
    expect(outcome({ age: 50 }).stop_bang_score).toBe(0)
    expect(outcome({ age: 50.5 }).stop_bang_score).toBe(1)
    expect(outcome({ age: 51 }).stop_bang_score).toBe(1)
  })

  test('bands at their edges: 2 low, 3 intermediate, 4 intermediate, 5 high', () => {
    // Only one STOP item, so the 2016 rule does not apply.
    expect(outcome({ snoring: 'yes', age: 60 }).stop_bang_risk).toBe('Low (0–2)')
    expect(outcome({ snoring: 'yes', age: 60, neck: 'yes' }).stop_bang_risk).toBe('Intermediate (3–4)')
    expect(outcome({ snoring: 'yes', age: 60, neck: 'yes', sex: 'male' }).stop_bang_risk).toBe('Intermediate (3–4)')
    expect(outcome({ snoring: 'yes', age: 60, neck: 'yes', sex: 'male', bmi: 40 }).stop_bang_risk).toBe('High (5–8)')
    const all = { snoring: 'yes', tired: 'yes', observed: 'yes', pressure: 'yes', bmi: 40, age: 60, neck: 'yes', sex: 'male' }
    expect(outcome(all).stop_bang_score).toBe(8)
  })

  test('2016 rule: 2 or more STOP items with male sex, BMI above 35 or a large neck is high', () => {
    const two = { snoring: 'yes', observed: 'yes' }
    const rule = 'High (2 or more STOP items with male sex, BMI above 35 or a large neck)'
    expect(outcome({ ...two, sex: 'male' }).stop_bang_risk).toBe(rule)
    expect(outcome({ ...two, bmi: 35.5 }).stop_bang_risk).toBe(rule)
    expect(outcome({ ...two, neck: 'yes' }).stop_bang_risk).toBe(rule)
    // Two STOP items with age only: intermediate.
    expect(outcome({ ...two, age: 55 }).stop_bang_risk).toBe('Intermediate (3–4)')
    // BMI exactly 35 does not count for the rule either.
    expect(outcome({ ...two, age: 55, bmi: 35 }).stop_bang_risk).toBe('Intermediate (3–4)')
    // One STOP item with male sex, BMI and neck: 4 points, intermediate (the rule needs 2 STOP items).
    expect(outcome({ snoring: 'yes', sex: 'male', bmi: 40, neck: 'yes' }).stop_bang_risk).toBe('Intermediate (3–4)')
    expect(String(outcome({ ...two, sex: 'male' }).interpretation)).toMatch(/^High risk/)
    expect(String(outcome({ ...two, age: 55 }).interpretation)).toMatch(/^Intermediate risk/)
    expect(String(outcome({}).interpretation)).toMatch(/^Low risk/)
  })

  test('ranges: BMI 10–150, age 18–120; every item required', () => {
    expectRange('bmi', 10, 150, 9.9, 150.1)
    expectRange('age', 18, 120, 17, 121)
    expect(refused({ age: 95 })).toEqual([])
    expectEachRequired(['snoring', 'tired', 'observed', 'pressure', 'bmi', 'age', 'neck', 'sex'])
  })
})
