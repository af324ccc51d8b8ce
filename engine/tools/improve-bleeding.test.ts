import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import improveBleeding from './improve-bleeding.ts'

// Decousus H et al., Chest 2011;139:69–79: weights as listed in the definition; ≥ 7 high risk
// (major bleeding 4.1% vs 0.4%; major or clinically relevant non-major 7.9% vs 1.5%, 14 days).
const POINTS = {
  ulcer: 4.5,
  prior_bleeding: 4,
  low_platelets: 4,
  hepatic_failure: 2.5,
  icu_ccu: 2.5,
  central_line: 2,
  rheumatic: 2,
  cancer: 2,
} as const
const ITEMS = Object.keys(POINTS) as (keyof typeof POINTS)[]
const base = { age: 30, sex: 'female', kidney: 'normal', ...Object.fromEntries(ITEMS.map((k) => [k, 'no'])) }
const { run, outcome, expectRange, expectEachRequired } = toolHarness(improveBleeding, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).improve_bleeding_score

describe('IMPROVE bleeding risk score', () => {
  test('each factor carries its published weight', () => {
    expect(score({})).toBe(0)
    for (const k of ITEMS) expect(score({ [k]: 'yes' }), k).toBe(POINTS[k])
    expect(score({ sex: 'male' })).toBe(1)
    expect(score({ kidney: 'moderate' })).toBe(1)
    expect(score({ kidney: 'severe' })).toBe(2.5)
  })

  test('age bands at their edges: 39.9 → 0, 40 → 1.5, 84.9 → 1.5, 85 → 3.5', () => {
    expect(score({ age: 39.9 })).toBe(0)
    expect(score({ age: 40 })).toBe(1.5)
    expect(score({ age: 84.9 })).toBe(1.5)
    expect(score({ age: 85 })).toBe(3.5)
    expect(score({ age: 104 })).toBe(3.5)
  })

  test('threshold: 6.5 not high, 7 high, with the group rates', () => {
    const below = outcome({ ulcer: 'yes', age: 50, sex: 'male' }) // 4.5 + 1.5 + 1 = 7
    expect([below.improve_bleeding_score, below.risk_group]).toEqual([7, 'High'])
    const under = outcome({ ulcer: 'yes', age: 50 }) // 6
    expect([under.improve_bleeding_score, under.risk_group]).toEqual([6, 'Not high'])
    const edge = outcome({ prior_bleeding: 'yes', icu_ccu: 'yes' }) // 6.5
    expect([edge.improve_bleeding_score, edge.risk_group]).toEqual([6.5, 'Not high'])
    expect(String(under.bleeding_rates)).toBe('Score below 7: major bleeding 0.4%; major or clinically relevant non-major bleeding 1.5%.')
    expect(String(below.bleeding_rates)).toContain('major bleeding 4.1%')
  })

  test('age range 18–120; every item required', () => {
    expectRange('age', 18, 120, 17, 121)
    expectEachRequired(['age', 'sex', 'kidney', ...ITEMS])
    expect(run({ kidney: 'dialysis' }).ok).toBe(false)
  })
})
