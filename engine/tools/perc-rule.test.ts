import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import percRule from './perc-rule.ts'

// Kline JA et al., J Thromb Haemost 2004;2:1247–1255: eight criteria (age ≥ 50, HR ≥ 100, SaO2 < 95 %,
// unilateral leg swelling, haemoptysis, recent surgery/trauma, prior VTE, hormone use); PERC negative
// only with all absent AND a low gestalt pretest probability (Kline 2008).
const YES_NO = ['leg_swelling', 'haemoptysis', 'recent_surgery_trauma', 'previous_vte', 'hormone_use'] as const
const base = vectorInputs(percRule, 'Low gestalt, 35 years')
const { run, outcome, refused, expectEachRequired } = toolHarness(percRule, { base })
const bare = toolHarness(percRule)

describe('PERC rule', () => {
  test('no criteria and low gestalt: PERC negative, rule-out possible', () => {
    const o = outcome({})
    expect(o.perc_criteria_count).toBe(0)
    expect(o.perc_result).toBe('PERC negative: rule-out possible')
    expect(o.perc_criteria_present).toBe('none')
    expect(String(o.interpretation)).toMatch(/ruled out without a D-dimer/)
  })

  test('each criterion alone makes PERC positive', () => {
    const single: [Record<string, unknown>, string][] = [
      [{ age: 50 }, 'age 50 or over'],
      [{ heart_rate: 100 }, 'heart rate 100 or more'],
      [{ oxygen_saturation: 94 }, 'oxygen saturation below 95 %'],
      [{ leg_swelling: 'yes' }, 'one-sided leg swelling'],
      [{ haemoptysis: 'yes' }, 'haemoptysis'],
      [{ recent_surgery_trauma: 'yes' }, 'recent surgery or trauma'],
      [{ previous_vte: 'yes' }, 'previous PE or DVT'],
      [{ hormone_use: 'yes' }, 'oestrogen or hormone use'],
    ]
    for (const [inputs, label] of single) {
      const o = outcome(inputs)
      expect(o.perc_criteria_count, label).toBe(1)
      expect(o.perc_result).toBe('PERC positive: rule-out not possible')
      expect(o.perc_criteria_present).toBe(label)
      expect(String(o.interpretation)).toMatch(/D-dimer/)
    }
  })

  test('numeric thresholds at their edges: age 49/50, HR 99/100, SpO2 95/94', () => {
    expect(outcome({ age: 49 }).perc_criteria_count).toBe(0)
    expect(outcome({ age: 50 }).perc_criteria_count).toBe(1)
    expect(outcome({ heart_rate: 99 }).perc_criteria_count).toBe(0)
    expect(outcome({ heart_rate: 100 }).perc_criteria_count).toBe(1)
    expect(outcome({ oxygen_saturation: 95 }).perc_criteria_count).toBe(0)
    expect(outcome({ oxygen_saturation: 94 }).perc_criteria_count).toBe(1)
  })

  test('all eight present: 8 of 8, listed in order with separators', () => {
    const o = outcome({ age: 60, heart_rate: 120, oxygen_saturation: 90, ...Object.fromEntries(YES_NO.map((k) => [k, 'yes'])) })
    expect(o.perc_criteria_count).toBe(8)
    expect(o.perc_criteria_present).toBe(
      'age 50 or over, heart rate 100 or more, oxygen saturation below 95 %, one-sided leg swelling, haemoptysis, recent surgery or trauma, previous PE or DVT, oestrogen or hormone use',
    )
  })

  test('gestalt not low: never "PERC negative", whatever the criteria', () => {
    const o = outcome({ gestalt_low: 'no' })
    expect(o.perc_result).toBe('Not applicable: pretest probability not low')
    expect(String(o.interpretation)).toMatch(/must not be used/)
    expect(outcome({ gestalt_low: 'no', age: 70 }).perc_result).toBe('Not applicable: pretest probability not low')
  })

  describe('valid ranges (refused, never clamped) and required answers', () => {
    test('age 18–120: edges accepted (no cap at 89), 17 and 121 refused', () => {
      expect(run({ age: 18 }).ok).toBe(true)
      expect(run({ age: 93 }).ok).toBe(true)
      expect(run({ age: 40.5 }).ok).toBe(true)
      expect(refused({ age: 17 })).toEqual(['age'])
      expect(refused({ age: 121 })).toEqual(['age'])
    })

    test('heart rate 5–350: edges accepted, 4 and 351 refused', () => {
      expect(run({ heart_rate: 5 }).ok).toBe(true)
      expect(run({ heart_rate: 350 }).ok).toBe(true)
      expect(refused({ heart_rate: 4 })).toEqual(['heart_rate'])
      expect(refused({ heart_rate: 351 })).toEqual(['heart_rate'])
    })

    test('oxygen saturation 1–100 %: edges accepted, 0 and 101 refused', () => {
      expect(run({ oxygen_saturation: 1 }).ok).toBe(true)
      expect(run({ oxygen_saturation: 100 }).ok).toBe(true)
      expect(refused({ oxygen_saturation: 0 })).toEqual(['oxygen_saturation'])
      expect(refused({ oxygen_saturation: 101 })).toEqual(['oxygen_saturation'])
    })

    test('every answer is required (no defaults) and unknown choices are refused', () => {
      expectEachRequired(Object.keys(base))
      expect(bare.refused({})).toEqual(Object.keys(base).sort())
      expect(refused({ haemoptysis: 'maybe' })).toEqual(['haemoptysis'])
      expect(refused({ gestalt_low: 'unsure' })).toEqual(['gestalt_low'])
    })
  })

  test('property: the count equals the hand count, lies in 0–8, and the result follows the rule', () => {
    const inputs = fc.record({
      gestalt_low: fc.constantFrom('yes', 'no'),
      age: fc.integer({ min: 18, max: 120 }),
      heart_rate: fc.integer({ min: 20, max: 300 }),
      oxygen_saturation: fc.integer({ min: 50, max: 100 }),
      leg_swelling: fc.constantFrom('yes', 'no'),
      haemoptysis: fc.constantFrom('yes', 'no'),
      recent_surgery_trauma: fc.constantFrom('yes', 'no'),
      previous_vte: fc.constantFrom('yes', 'no'),
      hormone_use: fc.constantFrom('yes', 'no'),
    })
    fc.assert(
      fc.property(inputs, (i) => {
        const o = outcome(i)
        const expected =
          Number(i.age >= 50) +
          Number(i.heart_rate >= 100) +
          Number(i.oxygen_saturation < 95) +
          YES_NO.filter((k) => i[k] === 'yes').length
        const n = o.perc_criteria_count as number
        expect(n).toBe(expected)
        expect(Number.isInteger(n) && n >= 0 && n <= 8).toBe(true)
        if (i.gestalt_low === 'no') expect(o.perc_result).toMatch(/^Not applicable/)
        else expect(o.perc_result).toMatch(n === 0 ? /^PERC negative/ : /^PERC positive/)
        expect(o.perc_criteria_present === 'none').toBe(n === 0)
      }),
    )
  })
})
