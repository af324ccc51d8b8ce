import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import h2fpef from './h2fpef.ts'

// Reddy YNV et al., Circulation 2018;138:861–870: BMI > 30 2, ≥ 2 antihypertensives 1, AF 3,
// PASP > 35 1, age > 60 1, E/e′ > 9 1; 0–1 low, 2–5 intermediate, 6–9 high. Continuous model:
// logit = −9.1917 + 0.0451 age + 0.1307 BMI + 0.0859 E/e′ + 0.0520 PASP + 1.6997 AF.
const base = { age: 55, bmi: 25, antihypertensives: 'no', af: 'no', pasp: 30, e_e_prime: 8 }
const { run, outcome, expectRange, expectEachRequired } = toolHarness(h2fpef, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).h2fpef_score
const logistic = (age: number, bmi: number, ee: number, pasp: number, af: 0 | 1) =>
  100 / (1 + Math.exp(-(-9.1917 + 0.0451 * age + 0.1307 * bmi + 0.0859 * ee + 0.052 * pasp + 1.6997 * af)))

describe('H₂FPEF', () => {
  test('each item carries its points, strict thresholds at their edges', () => {
    expect(score({})).toBe(0)
    expect(score({ bmi: 30 })).toBe(0)
    expect(score({ bmi: 30.1 })).toBe(2)
    expect(score({ antihypertensives: 'yes' })).toBe(1)
    expect(score({ af: 'yes' })).toBe(3)
    expect(score({ pasp: 35 })).toBe(0)
    expect(score({ pasp: 36 })).toBe(1)
    expect(score({ age: 60 })).toBe(0)
    expect(score({ age: 61 })).toBe(1)
    expect(score({ e_e_prime: 9 })).toBe(0)
    expect(score({ e_e_prime: 9.1 })).toBe(1)
  })

  test('likelihood bands: 1 low, 2 intermediate, 5 intermediate, 6 high', () => {
    expect(outcome({ age: 61 }).likelihood).toBe('Low')
    expect(outcome({ bmi: 31 }).likelihood).toBe('Intermediate')
    expect(outcome({ bmi: 31, af: 'yes' }).likelihood).toBe('Intermediate')
    expect(outcome({ bmi: 31, af: 'yes', age: 61 }).likelihood).toBe('High')
  })

  test('continuous model reproduces the published coefficients; the drug count does not enter it', () => {
    expect(outcome({}).probability as number).toBeCloseTo(logistic(55, 25, 8, 30, 0), 9)
    expect(outcome({ age: 78, bmi: 41.3, e_e_prime: 14.5, pasp: 52, af: 'yes' }).probability as number).toBeCloseTo(logistic(78, 41.3, 14.5, 52, 1), 9)
    expect(outcome({ antihypertensives: 'yes' }).probability).toBe(outcome({}).probability)
  })

  test('ranges refuse values outside them with the field named; every item required', () => {
    expectRange('age', 18, 120, 17, 121)
    expectRange('bmi', 10, 150, 9.9, 151)
    expectRange('pasp', 5, 200, 4, 201)
    expectRange('e_e_prime', 1, 80, 0.5, 81)
    expectEachRequired(['age', 'bmi', 'antihypertensives', 'af', 'pasp', 'e_e_prime'])
    expect(run({ af: 'permanent' }).ok).toBe(false)
  })
})
