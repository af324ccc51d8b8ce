import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './timi-ua-nstemi.ts'

// Antman EM et al., JAMA 2000;284:835–842: one point per item; 14-day composite event rates in
// TIMI 11B: 0–1 4.7 %, 2 8.3 %, 3 13.2 %, 4 19.9 %, 5 26.2 %, 6–7 40.9 %.
const base = { age: 50, risk_factors: 'no', known_cad: 'no', aspirin: 'no', severe_angina: 'no', st_deviation: 'no', positive_marker: 'no' }
const { outcome, refused, expectRange } = toolHarness(definition, { base })
const ITEMS = ['risk_factors', 'known_cad', 'aspirin', 'severe_angina', 'st_deviation', 'positive_marker']

describe('TIMI risk score for UA/NSTEMI', () => {
  test('each item scores 1; age from 65', () => {
    for (const item of ITEMS) expect(outcome({ [item]: 'yes' }).timi_ua_nstemi_score, item).toBe(1)
    expect(outcome({ age: 64.9 }).timi_ua_nstemi_score).toBe(0)
    expect(outcome({ age: 65 }).timi_ua_nstemi_score).toBe(1)
  })

  test('every score maps to its published 14-day rate', () => {
    const rates = [4.7, 4.7, 8.3, 13.2, 19.9, 26.2, 40.9, 40.9]
    for (let s = 0; s <= 7; s++) {
      const inputs: Record<string, unknown> = { age: s >= 7 ? 70 : 50 }
      ITEMS.slice(0, Math.min(s, 6)).forEach((item) => (inputs[item] = 'yes'))
      const o = outcome(inputs)
      expect(o.timi_ua_nstemi_score).toBe(s)
      expect(o.event_rate).toBe(rates[s])
      expect(String(o.interpretation)).toMatch(new RegExp(`^TIMI risk score ${s} of 7: `))
      expect(String(o.interpretation)).toContain(`${rates[s]} %`)
    }
  })

  test('age 18–120, no cap; all answers required', () => {
    expectRange('age', 18, 120, 17, 121)
    expect(outcome({ age: 99 }).timi_ua_nstemi_score).toBe(1)
    expect(toolHarness(definition).refused()).toEqual(['age', ...ITEMS].sort())
    expect(refused({ aspirin: 'maybe' })).toEqual(['aspirin'])
  })
})
