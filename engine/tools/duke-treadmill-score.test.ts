import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import duke from './duke-treadmill-score.ts'

// Mark DB et al., Ann Intern Med 1987;106:793–800 and N Engl J Med 1991;325:849–853:
// score = time − 5 × ST − 4 × angina index; low ≥ +5, moderate −10 to +4, high ≤ −11; average annual
// mortality 0.25%, 1.25%, 5.25%.
const base = { exercise_time: 10, st_deviation: 0, angina_index: '0' }
const { run, outcome, expectRange, expectEachRequired } = toolHarness(duke, { base })
const at = (inputs: Record<string, unknown>) => {
  const o = outcome(inputs)
  return [o.duke_treadmill_score, o.risk_group]
}

describe('Duke treadmill score', () => {
  test('the formula: time − 5 × ST − 4 × angina index', () => {
    expect(outcome({}).duke_treadmill_score).toBe(10)
    expect(outcome({ exercise_time: 9, st_deviation: 1.5, angina_index: '1' }).duke_treadmill_score).toBe(-2.5)
    expect(outcome({ exercise_time: 0, st_deviation: 4, angina_index: '2' }).duke_treadmill_score).toBe(-28)
  })

  test('group edges: +5 low, +4 moderate, −10 moderate, −11 high; fractional scores between groups go to the higher risk', () => {
    expect(at({ exercise_time: 5 })).toEqual([5, 'Low'])
    expect(at({ exercise_time: 4 })).toEqual([4, 'Moderate'])
    expect(at({ exercise_time: 4.5 })).toEqual([4.5, 'Moderate'])
    expect(at({ exercise_time: 10, st_deviation: 4 })).toEqual([-10, 'Moderate'])
    expect(at({ exercise_time: 9.5, st_deviation: 4 })).toEqual([-10.5, 'High'])
    expect(at({ exercise_time: 9, st_deviation: 4 })).toEqual([-11, 'High'])
  })

  test('each group gives its annual mortality; no 4-year survival is shown (not in an opened source for every group)', () => {
    const group = (inputs: Record<string, unknown>) => outcome(inputs).annual_mortality
    expect(group({})).toEqual(0.25)
    expect(group({ exercise_time: 4 })).toEqual(1.25)
    expect(group({ exercise_time: 4, st_deviation: 3 })).toEqual(5.25)
    expect(outcome({}).survival_4y).toBeUndefined()
    expect(String(outcome({ exercise_time: 4, st_deviation: 3 }).interpretation)).toMatch(/angiography/)
  })

  test('ranges refuse values outside them; every item required', () => {
    expectRange('exercise_time', 0, 40, -1, 41)
    expectRange('st_deviation', 0, 20, -0.5, 21)
    expectEachRequired(['exercise_time', 'st_deviation', 'angina_index'])
    expect(run({ angina_index: '3' }).ok).toBe(false)
  })
})
