import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import phq9 from './phq-9.ts'

// Kroenke K et al., J Gen Intern Med 2001;16:606–613: nine items 0–3, total 0–27; scores of 5,
// 10, 15 and 20 mark mild, moderate, moderately severe and severe depression. Item 9 above 0
// raises the suicide risk statement whatever the total.
const ITEMS = ['interest', 'mood', 'sleep', 'energy', 'appetite', 'self_worth', 'concentration', 'psychomotor', 'self_harm']
const zero = Object.fromEntries(ITEMS.map((k) => [k, 0]))
const { tool, run, outcome, refused, evaluate, expectEachRequired } = toolHarness(phq9, { base: zero })
const bare = toolHarness(phq9)

/** A profile with `total` points spread over items 1–8 (item 9 stays 0). */
const withTotal = (total: number) => {
  const inputs: Record<string, number> = { ...zero }
  let left = total
  for (const k of ITEMS.slice(0, 8)) {
    inputs[k] = Math.min(3, left)
    left -= inputs[k]
  }
  return inputs
}

describe('PHQ-9', () => {
  test('each item adds its answer (0–3) to the total', () => {
    for (const k of ITEMS) for (const v of [0, 1, 2, 3]) expect(outcome({ [k]: v }).phq9_score).toBe(v)
    expect(outcome(Object.fromEntries(ITEMS.map((k) => [k, 3]))).phq9_score).toBe(27)
  })

  test('severity bands at their edges: 4/5, 9/10, 14/15, 19/20', () => {
    const band = (t: number) => String(outcome(withTotal(t)).phq9_severity)
    expect(band(0)).toBe('None or minimal (0–4)')
    expect(band(4)).toBe('None or minimal (0–4)')
    expect(band(5)).toBe('Mild (5–9)')
    expect(band(9)).toBe('Mild (5–9)')
    expect(band(10)).toBe('Moderate (10–14)')
    expect(band(14)).toBe('Moderate (10–14)')
    expect(band(15)).toBe('Moderately severe (15–19)')
    expect(band(19)).toBe('Moderately severe (15–19)')
    expect(band(20)).toBe('Severe (20–27)')
    expect(band(24)).toBe('Severe (20–27)')
  })

  test('management follows the band', () => {
    const text = (t: number) => String(outcome(withTotal(t)).interpretation)
    expect(text(4)).toMatch(/^No or minimal/)
    expect(text(5)).toMatch(/^Mild.*watchful waiting/)
    expect(text(10)).toMatch(/^Moderate depression: make a treatment plan/)
    expect(text(15)).toMatch(/^Moderately severe depression: start active treatment/)
    expect(text(20)).toMatch(/^Severe depression: start treatment now/)
  })

  test('item 9 above 0 raises the suicide risk statement whatever the total; 0 does not', () => {
    for (const v of [1, 2, 3]) {
      const e = evaluate({ self_harm: v })
      expect(e.fields.safety!.hidden).toBe(false)
      expect(String(e.outcome.phq9_safety)).toMatch(/^Item 9 is positive: assess suicide risk now/)
      expect(e.outcome.phq9_item9).toBe('Positive: assess suicide risk now')
    }
    const none = evaluate({})
    expect(none.fields.safety!.hidden).toBe(true)
    expect(none.outcome.phq9_item9).toBe('Not endorsed')
    // Shown first in the results, before the score.
    expect(tool.risk[0]).toBe('safety')
    // A severe total without item 9 has no statement.
    expect(evaluate(withTotal(24)).fields.safety!.hidden).toBe(true)
  })

  test('every item is required; no answer is assumed', () => {
    expectEachRequired(ITEMS)
    expect(bare.refused()).toEqual([...ITEMS].sort())
  })

  test('answers outside 0–3 are refused', () => {
    expect(refused({ mood: 4 })).toEqual(['mood'])
    expect(refused({ self_harm: -1 })).toEqual(['self_harm'])
    expect(run({ mood: 'often' }).ok).toBe(false)
  })

  test('not offered on the patient site: its results speak to the clinician (item 9 asks for a suicide risk assessment now)', () => {
    expect(tool.patient).toBeUndefined()
  })
})
