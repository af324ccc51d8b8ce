import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import atriaBleeding from './atria-bleeding.ts'

// Fang MC et al., J Am Coll Cardiol 2011;58:395–401: anaemia 3, severe kidney disease 3, age ≥ 75 2,
// prior haemorrhage 1, hypertension 1; low 0–3 (0.76%/y), intermediate 4 (2.62%/y), high 5–10 (5.76%/y).
const ITEMS = ['anaemia', 'renal', 'prior_haemorrhage', 'hypertension'] as const
const base = { age: 60, anaemia: 'no', renal: 'no', prior_haemorrhage: 'no', hypertension: 'no' }
const { run, outcome, expectRange, expectEachRequired } = toolHarness(atriaBleeding, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).atria_bleeding_score

describe('ATRIA bleeding score', () => {
  test('each item carries its published points', () => {
    expect(score({})).toBe(0)
    expect(score({ anaemia: 'yes' })).toBe(3)
    expect(score({ renal: 'yes' })).toBe(3)
    expect(score({ prior_haemorrhage: 'yes' })).toBe(1)
    expect(score({ hypertension: 'yes' })).toBe(1)
  })

  test('age edge: 74.9 → 0, 75 → 2; 100 accepted', () => {
    expect(score({ age: 74.9 })).toBe(0)
    expect(score({ age: 75 })).toBe(2)
    expect(score({ age: 100 })).toBe(2)
  })

  test('group edges: 3 low, 4 intermediate, 5 high, 10 high, with their rates', () => {
    const at = (inputs: Record<string, unknown>) => {
      const o = outcome(inputs)
      return [o.atria_bleeding_score, o.risk_group, o.bleed_rate]
    }
    expect(at({ anaemia: 'yes' })).toEqual([3, 'Low', 0.76])
    expect(at({ anaemia: 'yes', hypertension: 'yes' })).toEqual([4, 'Intermediate', 2.62])
    expect(at({ age: 75, renal: 'yes' })).toEqual([5, 'High', 5.76])
    expect(at({ age: 80, ...Object.fromEntries(ITEMS.map((k) => [k, 'yes'])) })).toEqual([10, 'High', 5.76])
  })

  test('age range 18–120; every item required', () => {
    expectRange('age', 18, 120, 17, 121)
    expectEachRequired(['age', ...ITEMS])
    expect(run({ renal: 'dialysis' }).ok).toBe(false)
  })
})
