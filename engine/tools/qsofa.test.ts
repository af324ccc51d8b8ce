import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import qsofa from './qsofa.ts'

// Seymour CW et al., JAMA 2016;315:762–774 and Singer M et al., JAMA 2016;315:801–810: respiratory
// rate ≥ 22/min, altered mentation, systolic BP ≤ 100 mmHg; 1 point each; ≥ 2 positive.
const base: Record<string, unknown> = { resp_rate: 16, systolic_bp: 120, altered_mentation: 'no' }
const { run, outcome, refused, expectEachRequired } = toolHarness(qsofa, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).qsofa_score

describe('qSOFA', () => {
  test('thresholds are inclusive as published: RR 21/22, SBP 101/100', () => {
    expect(score({})).toBe(0)
    expect(score({ resp_rate: 21 })).toBe(0)
    expect(score({ resp_rate: 22 })).toBe(1)
    expect(score({ systolic_bp: 101 })).toBe(0)
    expect(score({ systolic_bp: 100 })).toBe(1)
    expect(score({ altered_mentation: 'yes' })).toBe(1)
    expect(score({ resp_rate: 22, systolic_bp: 100, altered_mentation: 'yes' })).toBe(3)
  })

  test('positive at 2 or more, with advice to look for organ dysfunction; negative does not exclude sepsis', () => {
    const one = outcome({ resp_rate: 24 })
    expect(one.qsofa_result).toBe('Negative (below 2)')
    expect(String(one.interpretation)).toMatch(/does not rule out sepsis/)
    const two = outcome({ resp_rate: 24, altered_mentation: 'yes' })
    expect(two.qsofa_result).toBe('Positive (2 or more)')
    expect(String(two.interpretation)).toMatch(/organ dysfunction/)
  })

  test('profound shock and bradypnoea are accepted and scored: SBP 30 and 25 meet the criterion, RR 4 does not', () => {
    expect(score({ systolic_bp: 30 })).toBe(1)
    expect(score({ systolic_bp: 25, resp_rate: 30 })).toBe(2)
    expect(score({ resp_rate: 4 })).toBe(0)
  })

  describe('valid ranges and required answers', () => {
    test('respiratory rate 0–100 and systolic 20–300: edges accepted, beyond refused', () => {
      expect(run({ resp_rate: 2 }).ok).toBe(true)
      expect(run({ resp_rate: 100 }).ok).toBe(true)
      expect(run({ resp_rate: 0 }).ok).toBe(true)
      expect(refused({ resp_rate: -1 })).toEqual(['resp_rate'])
      expect(refused({ resp_rate: 101 })).toEqual(['resp_rate'])
      expect(refused({ resp_rate: 22.5 })).toEqual([])
      expect(run({ systolic_bp: 20 }).ok).toBe(true)
      expect(run({ systolic_bp: 300 }).ok).toBe(true)
      expect(refused({ systolic_bp: 19 })).toEqual(['systolic_bp'])
      expect(refused({ systolic_bp: 301 })).toEqual(['systolic_bp'])
    })

    test('every answer is required', () => {
      expectEachRequired(Object.keys(base))
      expect(refused({ altered_mentation: 'unsure' })).toEqual(['altered_mentation'])
    })
  })

  test('property: score 0–3 equals the hand count; positive exactly when ≥ 2', () => {
    const inputs = fc.record({
      resp_rate: fc.integer({ min: 2, max: 80 }),
      systolic_bp: fc.integer({ min: 40, max: 300 }),
      altered_mentation: fc.constantFrom('yes', 'no'),
    })
    fc.assert(
      fc.property(inputs, (i) => {
        const o = outcome(i)
        const expected = Number(i.resp_rate >= 22) + Number(i.systolic_bp <= 100) + Number(i.altered_mentation === 'yes')
        const s = o.qsofa_score as number
        expect(s).toBe(expected)
        expect(Number.isInteger(s) && s >= 0 && s <= 3).toBe(true)
        expect(o.qsofa_result).toBe(s >= 2 ? 'Positive (2 or more)' : 'Negative (below 2)')
      }),
    )
  })
})
