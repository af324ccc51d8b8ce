import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import epds from './epds.ts'

// Cox JL et al., Br J Psychiatry 1987;150:782–786: ten items 0–3; items 1, 2 and 4 score 0–3 from
// the first answer down, items 3 and 5–10 are reverse-scored (3–0). Total 0–30; 10 or more
// possible, 13 or more probable depression; item 10 above 0 raises the self-harm statement.
const ITEMS = ['laugh', 'enjoyment', 'self_blame', 'anxious', 'scared', 'coping', 'sleep', 'sad', 'crying', 'self_harm']
const zero = Object.fromEntries(ITEMS.map((k) => [k, 0]))
const { tool, outcome, refused, evaluate, expectEachRequired } = toolHarness(epds, { base: zero })

const withTotal = (total: number) => {
  const inputs: Record<string, number> = { ...zero }
  let left = total
  for (const k of ITEMS.slice(0, 9)) {
    inputs[k] = Math.min(3, left)
    left -= inputs[k]
  }
  return inputs
}

describe('EPDS', () => {
  test('published answer order: items 1, 2, 4 ascend 0–3; items 3, 5–10 descend 3–0 (reverse-scored)', () => {
    const points = (name: string) => tool.controls[name]!.attributes!.fieldInfo!.labels!.map((l) => l.points)
    for (const k of ['laugh', 'enjoyment', 'anxious']) expect(points(k), k).toEqual([0, 1, 2, 3])
    for (const k of ['self_blame', 'scared', 'coping', 'sleep', 'sad', 'crying', 'self_harm']) expect(points(k), k).toEqual([3, 2, 1, 0])
    // The first answer of item 3 ("Yes, most of the time") scores 3; the last of item 4 ("Yes, very often") scores 3.
    expect(tool.controls.self_blame!.attributes!.fieldInfo!.labels![0]).toMatchObject({ name: 'Yes, most of the time', points: 3 })
    expect(tool.controls.anxious!.attributes!.fieldInfo!.labels![3]).toMatchObject({ name: 'Yes, very often', points: 3 })
  })

  test('each item adds its points; maximum 30', () => {
    for (const k of ITEMS) for (const v of [0, 1, 2, 3]) expect(outcome({ [k]: v }).epds_score).toBe(v)
    expect(outcome(Object.fromEntries(ITEMS.map((k) => [k, 3]))).epds_score).toBe(30)
  })

  test('cut-offs at their edges: 9/10 possible, 12/13 probable', () => {
    const screen = (t: number) => outcome(withTotal(t)).epds_screen
    expect(screen(0)).toBe('Depression unlikely (below 10)')
    expect(screen(9)).toBe('Depression unlikely (below 10)')
    expect(screen(10)).toBe('Possible depression (10–12)')
    expect(screen(12)).toBe('Possible depression (10–12)')
    expect(screen(13)).toBe('Probable depression (13 or more)')
    expect(screen(27)).toBe('Probable depression (13 or more)')
    expect(String(outcome(withTotal(10)).interpretation)).toMatch(/^Possible depression: assess clinically/)
    expect(String(outcome(withTotal(13)).interpretation)).toMatch(/^Probable depression: make a full clinical assessment/)
  })

  test('item 10 above 0 raises the self-harm statement whatever the total; "Never" does not', () => {
    for (const v of [1, 2, 3]) {
      const e = evaluate({ self_harm: v })
      expect(e.fields.safety!.hidden).toBe(false)
      expect(String(e.outcome.epds_safety)).toMatch(/^Item 10 is positive: assess the risk of self-harm and suicide now/)
      expect(e.outcome.epds_item10).toBe('Positive: assess self-harm risk now')
      expect(e.outcome.epds_screen).toBe('Depression unlikely (below 10)')
    }
    expect(evaluate({}).fields.safety!.hidden).toBe(true)
    expect(evaluate(withTotal(20)).fields.safety!.hidden).toBe(true)
    expect(tool.risk[0]).toBe('safety')
  })

  test('every item required; answers outside 0–3 refused', () => {
    expectEachRequired(ITEMS)
    expect(refused({ coping: 4 })).toEqual(['coping'])
  })

  test('not offered on the patient site (its results speak to the clinician); the source is quoted on the page', () => {
    expect(tool.patient).toBeUndefined()
    expect(tool.pearls.join(' ')).toMatch(/Cox JL, Holden JM, Sagovsky R\. Detection of postnatal depression/)
  })
})
