import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './spesi.ts'

// Jiménez D et al., Arch Intern Med 2010;170:1383–1389: 1 point each for age > 80, cancer, chronic
// cardiopulmonary disease, HR ≥ 110, SBP < 100, SaO₂ < 90 %; 0 = low risk (30-day mortality 1.0 %),
// ≥ 1 = 10.9 %.
const base = { age: 60, cancer: 'no', cardiopulmonary_disease: 'no', heart_rate: 90, systolic_bp: 130, oxygen_saturation: 95 }
const { outcome, expectRange } = toolHarness(definition, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).spesi_score

describe('sPESI', () => {
  test('each item scores 1 at its threshold, not just before it', () => {
    expect(score({})).toBe(0)
    expect(score({ age: 80 })).toBe(0)
    expect(score({ age: 80.5 })).toBe(1)
    expect(score({ cancer: 'yes' })).toBe(1)
    expect(score({ cardiopulmonary_disease: 'yes' })).toBe(1)
    expect(score({ heart_rate: 109 })).toBe(0)
    expect(score({ heart_rate: 110 })).toBe(1)
    expect(score({ systolic_bp: 100 })).toBe(0)
    expect(score({ systolic_bp: 99 })).toBe(1)
    expect(score({ oxygen_saturation: 90 })).toBe(0)
    expect(score({ oxygen_saturation: 89 })).toBe(1)
    expect(score({ age: 90, cancer: 'yes', cardiopulmonary_disease: 'yes', heart_rate: 120, systolic_bp: 80, oxygen_saturation: 80 })).toBe(6)
  })

  test('0 is low risk with 1.0 %; 1 or more is not, with 10.9 %', () => {
    expect(outcome().spesi_risk_group).toBe('Low risk (0 points)')
    expect(outcome().spesi_mortality).toBe('1.0 % (95 % CI 0.0–2.1 %)')
    expect(String(outcome().interpretation)).toMatch(/^sPESI 0: low risk/)
    for (const inputs of [{ cancer: 'yes' }, { age: 85, heart_rate: 120 }]) {
      const o = outcome(inputs)
      expect(o.spesi_risk_group).toBe('Not low risk (1 point or more)')
      expect(o.spesi_mortality).toBe('10.9 % (95 % CI 8.5–13.2 %)')
      expect(String(o.interpretation)).toMatch(/^sPESI [12]: not low risk/)
    }
  })

  test('ranges: age 18–120 (no cap), shared vital-sign ranges; every answer required', () => {
    expectRange('age', 18, 120, 17, 121)
    expectRange('heart_rate', 5, 350, 4, 351)
    expectRange('systolic_bp', 20, 300, 19, 301)
    expectRange('oxygen_saturation', 1, 100, 0, 101)
    expect(toolHarness(definition).refused()).toEqual(Object.keys(base).sort())
  })
})
