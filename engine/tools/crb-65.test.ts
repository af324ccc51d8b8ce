import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import crb65 from './crb-65.ts'
import curb65 from './curb-65.ts'

// CRB-65 (Lim WS et al., Thorax 2003;58:377–382): one point each for new confusion, respiratory
// rate ≥ 30/min, systolic < 90 or diastolic ≤ 60 mmHg, age ≥ 65. Groups (BTS 2009, NICE CG191):
// 0 low (< 1 %), 1–2 intermediate (1–10 %), 3–4 high (> 10 % mortality).
const base: Record<string, unknown> = { confusion: 'no', resp_rate: 18, systolic_bp: 130, diastolic_bp: 80, age: 40 }
const { run, outcome, refused, expectRange } = toolHarness(crb65, { base })
const bare = toolHarness(crb65)
const curb = toolHarness(curb65, { base: { ...base, urea: 5 } })
const score = (inputs: Record<string, unknown>) => outcome(inputs).crb65_score

describe('CRB-65', () => {
  test('each criterion scores 1 at its threshold, and not just below it', () => {
    expect(score({})).toBe(0)
    expect(score({ confusion: 'yes' })).toBe(1)
    expect(score({ resp_rate: 29 })).toBe(0)
    expect(score({ resp_rate: 30 })).toBe(1)
    expect(score({ systolic_bp: 90 })).toBe(0)
    expect(score({ systolic_bp: 89 })).toBe(1)
    expect(score({ diastolic_bp: 61 })).toBe(0)
    expect(score({ diastolic_bp: 60 })).toBe(1)
    expect(score({ age: 64 })).toBe(0)
    expect(score({ age: 65 })).toBe(1)
    expect(score({ systolic_bp: 85, diastolic_bp: 50 })).toBe(1)
  })

  test('risk groups and place of care: 0, 1–2, 3–4', () => {
    const groups: [Record<string, unknown>, number, RegExp, RegExp][] = [
      [{}, 0, /^Low risk/, /home/],
      [{ age: 65 }, 1, /^Intermediate risk/, /hospital assessment/],
      [{ age: 65, confusion: 'yes' }, 2, /^Intermediate risk/, /hospital assessment/],
      [{ age: 65, confusion: 'yes', resp_rate: 30 }, 3, /^High risk/, /urgent admission/],
      [{ age: 65, confusion: 'yes', resp_rate: 30, systolic_bp: 80, diastolic_bp: 40 }, 4, /^High risk/, /urgent admission/],
    ]
    for (const [inputs, s, group, place] of groups) {
      const o = outcome(inputs)
      expect(o.crb65_score).toBe(s)
      expect(String(o.crb65_risk)).toMatch(group)
      expect(String(o.interpretation)).toMatch(place)
    }
  })

  test('consistent with CURB-65: with a normal urea both scores are equal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('yes', 'no'),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 20, max: 300 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 18, max: 120 }),
        (confusion, resp_rate, systolic_bp, dia, age) => {
          const inputs = { confusion, resp_rate, systolic_bp, diastolic_bp: Math.min(dia, systolic_bp - 1), age }
          expect(score(inputs)).toBe(curb.outcome(inputs).curb65_score)
        },
      ),
      { numRuns: 200 },
    )
  })

  test('ranges and required fields', () => {
    expectRange('resp_rate', 0, 100, -1, 101)
    expectRange('systolic_bp', 20, 300, 19, 301, { diastolic_bp: 10 })
    expectRange('age', 18, 120, 17, 121)
    expect(run({ diastolic_bp: 0 }).ok).toBe(true)
    expect(refused({ systolic_bp: 100, diastolic_bp: 100 })).toEqual(['diastolic_bp'])
    expect(bare.refused()).toEqual(['age', 'confusion', 'diastolic_bp', 'resp_rate', 'systolic_bp'])
  })
})
