import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import abcd2 from './abcd2.ts'

// Johnston SC et al., Lancet 2007;369:283–292: age ≥ 60 (1), BP ≥ 140/90 (1), unilateral weakness (2)
// or speech disturbance without weakness (1), duration ≥ 60 min (2) or 10–59 min (1), diabetes (1).
// 2-day stroke risk by group, pooled cohorts: 0–3 → 1.0 %, 4–5 → 4.1 %, 6–7 → 8.1 %.
const base = { age: 50, systolic_bp: 120, diastolic_bp: 80, clinical_features: 'other', duration: 'short', diabetes: 'no' }
const { run, outcome, refused, expectRange } = toolHarness(abcd2, { base })
const bare = toolHarness(abcd2)
const score = (inputs: Record<string, unknown>) => outcome(inputs).abcd2_score

describe('ABCD²', () => {
  test('each item carries its published points, at its threshold and not just below', () => {
    expect(score({})).toBe(0)
    expect(score({ age: 59 })).toBe(0)
    expect(score({ age: 60 })).toBe(1)
    expect(score({ systolic_bp: 139 })).toBe(0)
    expect(score({ systolic_bp: 140 })).toBe(1)
    expect(score({ diastolic_bp: 89 })).toBe(0)
    expect(score({ diastolic_bp: 90 })).toBe(1)
    expect(score({ clinical_features: 'speech' })).toBe(1)
    expect(score({ clinical_features: 'weakness' })).toBe(2)
    expect(score({ duration: 'medium' })).toBe(1)
    expect(score({ duration: 'long' })).toBe(2)
    expect(score({ diabetes: 'yes' })).toBe(1)
  })

  test('high systolic and diastolic together score the one blood-pressure point', () => {
    expect(score({ systolic_bp: 180, diastolic_bp: 110 })).toBe(1)
  })

  test('each score maps to its published group and 2-day risk', () => {
    const profiles: [Record<string, unknown>, number, number, RegExp][] = [
      [{}, 0, 1.0, /^Low/],
      [{ age: 60, systolic_bp: 140, diabetes: 'yes' }, 3, 1.0, /^Low/],
      [{ clinical_features: 'weakness', duration: 'long' }, 4, 4.1, /^Moderate/],
      [{ clinical_features: 'weakness', duration: 'long', age: 70 }, 5, 4.1, /^Moderate/],
      [{ clinical_features: 'weakness', duration: 'long', age: 70, diabetes: 'yes' }, 6, 8.1, /^High/],
      [{ clinical_features: 'weakness', duration: 'long', age: 70, diabetes: 'yes', systolic_bp: 150 }, 7, 8.1, /^High/],
    ]
    for (const [inputs, s, r, group] of profiles) {
      const o = outcome(inputs)
      expect(o.abcd2_score).toBe(s)
      expect(o.abcd2_stroke_2day).toBe(r)
      expect(String(o.abcd2_risk_group)).toMatch(group)
    }
  })

  test('every result states that guidelines advise specialist assessment of every suspected TIA, not triage by the score', () => {
    for (const inputs of [{}, { clinical_features: 'weakness', duration: 'long' }, { clinical_features: 'weakness', duration: 'long', age: 70, diabetes: 'yes' }]) {
      const text = String(outcome(inputs).interpretation)
      expect(text).toMatch(/Current guidelines advise against triage by ABCD²/)
      expect(text).toMatch(/specialist assessment of every suspected TIA within 24 hours of symptom onset, whatever the score/)
      expect(text).toMatch(/AHA statement/)
    }
    expect(String(outcome({}).interpretation)).toMatch(/A low score does not make a TIA safe to see routinely/)
  })

  test('a score of 4 or more names its one treatment role (dual antiplatelet therapy criterion); 3 or less does not', () => {
    expect(String(outcome({ age: 60, systolic_bp: 140, diabetes: 'yes' }).interpretation)).not.toMatch(/dual antiplatelet/)
    expect(String(outcome({ clinical_features: 'weakness', duration: 'long' }).interpretation)).toMatch(/dual antiplatelet therapy/)
  })

  describe('ranges and required answers', () => {
    test('age 18–120', () => expectRange('age', 18, 120, 17, 121))
    test('systolic 20–300 mmHg', () => expectRange('systolic_bp', 20, 300, 19, 301, { diastolic_bp: 10 }))
    test('diastolic 0–200 mmHg and below the systolic', () => {
      expectRange('diastolic_bp', 0, 200, -1, 201, { systolic_bp: 250 })
      const r = run({ systolic_bp: 100, diastolic_bp: 100 })
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.errors.diastolic_bp?.[0]?.kind).toBe('rule')
    })
    test('ages above 89 are accepted (no cap)', () => expect(score({ age: 95 })).toBe(1))
    test('every answer is required', () => {
      expect(bare.refused()).toEqual(['age', 'clinical_features', 'diabetes', 'diastolic_bp', 'duration', 'systolic_bp'])
      expect(refused({ duration: 'unknown' })).toEqual(['duration'])
    })
  })
})
