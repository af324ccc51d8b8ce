import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import improveVte from './improve-vte.ts'

// Spyropoulos AC et al., Chest 2011;140:706–714: previous VTE 3, thrombophilia 2, lower-limb
// paralysis 2, current cancer 2, immobilisation ≥ 7 days 1, ICU/CCU 1, age > 60 1; observed VTE risk
// 1.5% for 2–3 points, 5.7% for ≥ 4.
const POINTS = { previous_vte: 3, thrombophilia: 2, paralysis: 2, cancer: 2, immobilised: 1, icu_ccu: 1 } as const
const ITEMS = Object.keys(POINTS) as (keyof typeof POINTS)[]
const base = { age: 50, ...Object.fromEntries(ITEMS.map((k) => [k, 'no'])) }
const { run, outcome, expectRange, expectEachRequired } = toolHarness(improveVte, { base })

describe('IMPROVE VTE risk score', () => {
  test('each item carries its published points', () => {
    expect(outcome({}).improve_vte_score).toBe(0)
    for (const k of ITEMS) expect(outcome({ [k]: 'yes' }).improve_vte_score, k).toBe(POINTS[k])
  })

  test('age edge: 60 → 0 (older than 60 scores), 60.5 → 1; 100 accepted', () => {
    expect(outcome({ age: 60 }).improve_vte_score).toBe(0)
    expect(outcome({ age: 60.5 }).improve_vte_score).toBe(1)
    expect(outcome({ age: 100 }).improve_vte_score).toBe(1)
  })

  test('group edges: 1 low, 2 moderate, 3 moderate, 4 high', () => {
    const at = (inputs: Record<string, unknown>) => {
      const o = outcome(inputs)
      return [o.improve_vte_score, o.risk_group]
    }
    expect(at({ icu_ccu: 'yes' })).toEqual([1, 'Low'])
    expect(at({ cancer: 'yes' })).toEqual([2, 'Moderate'])
    expect(at({ previous_vte: 'yes' })).toEqual([3, 'Moderate'])
    expect(at({ previous_vte: 'yes', immobilised: 'yes' })).toEqual([4, 'High'])
    expect(String(outcome({ cancer: 'yes' }).vte_risk)).toMatch(/^1\.5%/)
    expect(String(outcome({ previous_vte: 'yes', immobilised: 'yes' }).vte_risk)).toMatch(/^5\.7%/)
    expect(String(outcome({}).vte_risk)).toMatch(/no separate rate for 0–1/)
  })

  test('maximum 12 points', () => {
    expect(outcome({ age: 80, ...Object.fromEntries(ITEMS.map((k) => [k, 'yes'])) }).improve_vte_score).toBe(12)
  })

  test('age range 18–120; every item required', () => {
    expectRange('age', 18, 120, 17, 121)
    expectEachRequired(['age', ...ITEMS])
    expect(run({ cancer: 'past' }).ok).toBe(false)
  })
})
