import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './timi-stemi.ts'

// Morrow DA et al., Circulation 2000;102:2031–2037: age 65–74 +2, ≥ 75 +3; DM/HTN/angina +1;
// SBP < 100 +3; HR > 100 +2; Killip II–IV +2; weight < 67 kg +1; anterior STE or LBBB +1;
// time to treatment > 4 h +1. 30-day mortality 0.8, 1.6, 2.2, 4.4, 7.3, 12.4, 16.1, 23.4, 26.8, > 8 35.9 %.
const base = { age: 50, history: 'no', systolic_bp: 130, heart_rate: 80, killip: 'I', weight: 80, anterior_lbbb: 'no', late_treatment: 'no' }
const { outcome, refused, expectRange } = toolHarness(definition, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).timi_stemi_score

describe('TIMI risk score for STEMI', () => {
  test('thresholds at their edges', () => {
    expect(score({})).toBe(0)
    expect(score({ age: 64.9 })).toBe(0)
    expect(score({ age: 65 })).toBe(2)
    expect(score({ age: 74.9 })).toBe(2)
    expect(score({ age: 75 })).toBe(3)
    expect(score({ systolic_bp: 100 })).toBe(0)
    expect(score({ systolic_bp: 99 })).toBe(3)
    expect(score({ heart_rate: 100 })).toBe(0)
    expect(score({ heart_rate: 101 })).toBe(2)
    expect(score({ weight: 67 })).toBe(0)
    expect(score({ weight: 66.9 })).toBe(1)
    for (const k of ['II', 'III', 'IV']) expect(score({ killip: k })).toBe(2)
    expect(score({ history: 'yes' })).toBe(1)
    expect(score({ anterior_lbbb: 'yes' })).toBe(1)
    expect(score({ late_treatment: 'yes' })).toBe(1)
  })

  test('weight in pounds converts to kilograms (1 lb = 0.45359237 kg)', () => {
    expect(score({ weight: 176.4, 'weight.unit': 'lb' })).toBe(0)
    expect(score({ weight: 140, 'weight.unit': 'lb' })).toBe(1)
  })

  test('every score maps to its published 30-day mortality', () => {
    const rates = [0.8, 1.6, 2.2, 4.4, 7.3, 12.4, 16.1, 23.4, 26.8, 35.9, 35.9, 35.9, 35.9, 35.9, 35.9]
    const profiles: Record<string, unknown>[] = [
      {},
      { history: 'yes' },
      { killip: 'II' },
      { systolic_bp: 90 },
      { systolic_bp: 90, weight: 60 },
      { systolic_bp: 90, killip: 'II' },
      { systolic_bp: 90, age: 76 },
      { systolic_bp: 90, age: 76, weight: 60 },
      { systolic_bp: 90, age: 76, killip: 'II' },
      { systolic_bp: 90, age: 76, killip: 'II', history: 'yes' },
      { systolic_bp: 90, age: 76, killip: 'II', heart_rate: 120 },
      { systolic_bp: 90, age: 76, killip: 'II', heart_rate: 120, history: 'yes' },
      { systolic_bp: 90, age: 76, killip: 'II', heart_rate: 120, history: 'yes', weight: 60 },
      { systolic_bp: 90, age: 76, killip: 'II', heart_rate: 120, history: 'yes', weight: 60, anterior_lbbb: 'yes' },
      { systolic_bp: 90, age: 76, killip: 'II', heart_rate: 120, history: 'yes', weight: 60, anterior_lbbb: 'yes', late_treatment: 'yes' },
    ]
    profiles.forEach((p, s) => {
      const o = outcome(p)
      expect(o.timi_stemi_score).toBe(s)
      expect(o.timi_stemi_mortality).toBe(rates[s])
      expect(String(o.interpretation)).toContain(`${rates[s]} %`)
    })
  })

  test('ranges: shared measurable ranges, refusals name the field; all required', () => {
    expectRange('age', 18, 120, 17, 121)
    expectRange('systolic_bp', 20, 300, 19, 301)
    expectRange('heart_rate', 5, 350, 4, 351)
    expectRange('weight', 20, 450, 19.9, 450.1)
    expect(toolHarness(definition).refused()).toEqual(Object.keys(base).sort())
    expect(refused({ killip: 'V' })).toEqual(['killip'])
  })
})
