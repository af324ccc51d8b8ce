import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import cha2ds2Va from './cha2ds2-va.ts'

// Van Gelder IC et al., 2024 ESC AF guideline: CHA₂DS₂-VA items and the recommendations by score
// (≥ 2: class I, level C; 1: class IIa, level C; reassessment class I, level B).
const ITEMS = ['chf', 'hypertension', 'diabetes', 'stroke_tia', 'vascular'] as const
const base = { age: 50, chf: 'no', hypertension: 'no', diabetes: 'no', stroke_tia: 'no', vascular: 'no' }
const { run, outcome, refused, expectRange, expectEachRequired } = toolHarness(cha2ds2Va, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).cha2ds2_va_score

describe('CHA₂DS₂-VA', () => {
  test('each item carries its published points; sex is not asked', () => {
    expect(score({})).toBe(0)
    for (const k of ['chf', 'hypertension', 'diabetes', 'vascular']) expect(score({ [k]: 'yes' }), k).toBe(1)
    expect(score({ stroke_tia: 'yes' })).toBe(2)
    expect(Object.keys(cha2ds2Va.controls)).not.toContain('sex')
  })

  test('age bands at their edges: 64 → 0, 65 → 1, 74 → 1, 75 → 2; 95 still 2 (no cap)', () => {
    expect(score({ age: 64 })).toBe(0)
    expect(score({ age: 64.9 })).toBe(0)
    expect(score({ age: 65 })).toBe(1)
    expect(score({ age: 74 })).toBe(1)
    expect(score({ age: 75 })).toBe(2)
    expect(score({ age: 95 })).toBe(2)
  })

  test('maximum 8 points', () => {
    expect(score({ age: 80, ...Object.fromEntries(ITEMS.map((k) => [k, 'yes'])) })).toBe(8)
  })

  test('recommendation by score, with class and level: 0, 1 (IIa C), 2 (I C)', () => {
    const rec = (inputs: Record<string, unknown>) => String(outcome(inputs).recommendation)
    expect(rec({})).toMatch(/^No recommendation to start/)
    expect(rec({})).toMatch(/class I, level B/)
    expect(rec({ chf: 'yes' })).toMatch(/should be considered.*class IIa, level C/)
    expect(rec({ chf: 'yes', diabetes: 'yes' })).toMatch(/is recommended.*class I, level C/)
    expect(rec({ age: 75 })).toMatch(/class I, level C/)
    expect(String(outcome({ age: 75 }).interpretation)).toMatch(/^Elevated thromboembolic risk \(2 or more/)
  })

  test('age range 18–120, refused outside with the field named; every item required', () => {
    expectRange('age', 18, 120, 17, 121)
    expect(refused({ age: 'old' })).toEqual(['age'])
    expectEachRequired(['age', ...ITEMS])
    expect(run({ chf: 'maybe' }).ok).toBe(false)
  })
})
