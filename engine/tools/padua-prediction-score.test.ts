import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import padua from './padua-prediction-score.ts'

// Barbar S et al., J Thromb Haemost 2010;8:2450–2457 (points as reproduced in Kahn SR et al.,
// Chest 2012;141(2 Suppl):e195S, Table 2): high risk ≥ 4; 90-day VTE 11.0% (high, no prophylaxis),
// 2.2% (high, prophylaxis), 0.3% (low).
const POINTS = {
  active_cancer: 3,
  previous_vte: 3,
  reduced_mobility: 3,
  thrombophilia: 3,
  trauma_surgery: 2,
  heart_resp_failure: 1,
  mi_stroke: 1,
  infection_rheum: 1,
  obesity: 1,
  hormonal: 1,
} as const
const ITEMS = Object.keys(POINTS) as (keyof typeof POINTS)[]
const base = { age: 50, ...Object.fromEntries(ITEMS.map((k) => [k, 'no'])) }
const { run, outcome, expectRange, expectEachRequired } = toolHarness(padua, { base })

describe('Padua Prediction Score', () => {
  test('each item carries its published points', () => {
    expect(outcome({}).padua_score).toBe(0)
    for (const k of ITEMS) expect(outcome({ [k]: 'yes' }).padua_score, k).toBe(POINTS[k])
  })

  test('age edge: 69.9 → 0, 70 → 1; 101 accepted', () => {
    expect(outcome({ age: 69.9 }).padua_score).toBe(0)
    expect(outcome({ age: 70 }).padua_score).toBe(1)
    expect(outcome({ age: 101 }).padua_score).toBe(1)
  })

  test('threshold: 3 low, 4 high, with the derivation rates', () => {
    const three = outcome({ active_cancer: 'yes' })
    expect([three.padua_score, three.risk_group, three.vte_rates]).toEqual([3, 'Low', 'Low-risk patients: 0.3%.'])
    const four = outcome({ active_cancer: 'yes', obesity: 'yes' })
    expect([four.padua_score, four.risk_group]).toEqual([4, 'High'])
    expect(String(four.vte_rates)).toContain('11.0% without thromboprophylaxis, 2.2% with')
    expect(String(four.interpretation)).toMatch(/^High VTE risk/)
    expect(String(three.interpretation)).toMatch(/^Low VTE risk/)
  })

  test('maximum 20 points', () => {
    expect(outcome({ age: 80, ...Object.fromEntries(ITEMS.map((k) => [k, 'yes'])) }).padua_score).toBe(20)
  })

  test('age range 18–120; every item required', () => {
    expectRange('age', 18, 120, 17, 121)
    expectEachRequired(['age', ...ITEMS])
    expect(run({ obesity: 'overweight' }).ok).toBe(false)
  })
})
