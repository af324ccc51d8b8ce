import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import chads2 from './chads2.ts'

// Gage BF et al., JAMA 2001;285:2864–2870: items (C, H, A ≥ 75, D 1 point; S2 2 points) and the
// adjusted stroke rate per 100 patient-years by score (Table 3).
const base = { age: 70, chf: 'no', hypertension: 'no', diabetes: 'no', stroke_tia: 'no' }
const { run, outcome, expectRange, expectEachRequired } = toolHarness(chads2, { base })

describe('CHADS₂', () => {
  test('each item carries its published points', () => {
    expect(outcome({}).chads2_score).toBe(0)
    for (const k of ['chf', 'hypertension', 'diabetes']) expect(outcome({ [k]: 'yes' }).chads2_score, k).toBe(1)
    expect(outcome({ stroke_tia: 'yes' }).chads2_score).toBe(2)
  })

  test('age edge: 74.9 → 0, 75 → 1; no cap above 89', () => {
    expect(outcome({ age: 74.9 }).chads2_score).toBe(0)
    expect(outcome({ age: 75 }).chads2_score).toBe(1)
    expect(outcome({ age: 99 }).chads2_score).toBe(1)
  })

  test('every score maps to the published adjusted stroke rate', () => {
    const rates = [1.9, 2.8, 4.0, 5.9, 8.5, 12.5, 18.2]
    const profiles: Record<string, unknown>[] = [
      {},
      { chf: 'yes' },
      { chf: 'yes', hypertension: 'yes' },
      { chf: 'yes', hypertension: 'yes', diabetes: 'yes' },
      { stroke_tia: 'yes', hypertension: 'yes', diabetes: 'yes' },
      { stroke_tia: 'yes', hypertension: 'yes', diabetes: 'yes', chf: 'yes' },
      { stroke_tia: 'yes', hypertension: 'yes', diabetes: 'yes', chf: 'yes', age: 80 },
    ]
    profiles.forEach((p, s) => {
      const o = outcome(p)
      expect(o.chads2_score).toBe(s)
      expect(o.stroke_rate).toBe(rates[s])
    })
    expect(String(outcome({}).rate_statement)).toContain('1.9 per 100 patient-years (95% CI 1.2–3.0)')
  })

  test('labelled as a legacy score that points to CHA₂DS₂-VA', () => {
    expect(chads2.name).toMatch(/Legacy/)
    expect(String(outcome({}).interpretation)).toMatch(/legacy score.*CHA₂DS₂-VA/)
  })

  test('age range 18–120; every item required', () => {
    expectRange('age', 18, 120, 17, 121)
    expectEachRequired(['age', 'chf', 'hypertension', 'diabetes', 'stroke_tia'])
    expect(run({ diabetes: 'perhaps' }).ok).toBe(false)
  })
})
