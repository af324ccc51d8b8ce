import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import nihss from './nihss.ts'

// NIH Stroke Scale (Brott 1989; NINDS form): 15 items with maxima 1a 3, 1b 2, 1c 2, 2 gaze 2,
// 3 visual 3, 4 facial 3, 5a/5b arms 4, 6a/6b legs 4, 7 ataxia 2, 8 sensory 2, 9 language 3,
// 10 dysarthria 2, 11 extinction 2: total 0–42. UN (untestable) adds nothing.
const MAXIMA: Record<string, number> = {
  loc: 3,
  loc_questions: 2,
  loc_commands: 2,
  gaze: 2,
  visual: 3,
  facial: 3,
  arm_left: 4,
  arm_right: 4,
  leg_left: 4,
  leg_right: 4,
  ataxia: 2,
  sensory: 2,
  language: 3,
  dysarthria: 2,
  extinction: 2,
}
const ITEMS = Object.keys(MAXIMA)
const UN_ITEMS = ['arm_left', 'arm_right', 'leg_left', 'leg_right', 'ataxia', 'dysarthria']
const base = Object.fromEntries(ITEMS.map((k) => [k, 0]))
const { tool, run, outcome, refused, expectEachRequired } = toolHarness(nihss, { base })
const total = (inputs: Record<string, unknown>) => outcome(inputs).nihss_total

describe('NIHSS', () => {
  test('15 items, with the published maxima summing to 42', () => {
    expect(ITEMS).toHaveLength(15)
    expect(Object.values(MAXIMA).reduce((a, b) => a + b, 0)).toBe(42)
    for (const item of ITEMS) {
      const values = tool.controls[item]!.attributes!.fieldInfo!.labels!.map((l) => l.value)
      const scores = Array.from({ length: MAXIMA[item]! + 1 }, (_, n) => n)
      expect(values, item).toEqual(UN_ITEMS.includes(item) ? [...scores, 'UN'] : scores)
    }
  })

  test('each item adds its own score', () => {
    expect(total({})).toBe(0)
    for (const item of ITEMS) for (let n = 0; n <= MAXIMA[item]!; n++) expect(total({ [item]: n }), `${item} ${n}`).toBe(n)
    expect(total(MAXIMA)).toBe(42)
  })

  test('UN is allowed only on the limb, ataxia and dysarthria items, adds nothing and is listed', () => {
    for (const item of UN_ITEMS) expect(total({ [item]: 'UN' })).toBe(0)
    for (const item of ITEMS.filter((i) => !UN_ITEMS.includes(i))) expect(refused({ [item]: 'UN' })).toEqual([item])
    const o = outcome({ arm_right: 'UN', dysarthria: 'UN', loc: 1 })
    expect(o.nihss_total).toBe(1)
    expect(o.nihss_untestable).toBe('right arm, dysarthria')
    expect(String(o.severity)).toMatch(/untestable and adds nothing/)
    expect(outcome({}).nihss_untestable).toBe('none')
    expect(String(outcome({}).severity)).not.toMatch(/untestable/)
  })

  test.each([
    [0, /^No measurable deficit/],
    [1, /^Minor stroke/],
    [4, /^Minor stroke/],
    [5, /^Moderate stroke/],
    [15, /^Moderate stroke/],
    [16, /^Moderate to severe/],
    [20, /^Moderate to severe/],
    [21, /^Severe stroke/],
    [42, /^Severe stroke/],
  ])('conventional severity label at total %d', (target, label) => {
    // Fill items in order up to the target total.
    const inputs: Record<string, number> = {}
    let left = target
    for (const item of ITEMS) {
      const n = Math.min(left, MAXIMA[item]!)
      inputs[item] = n
      left -= n
    }
    const o = outcome(inputs)
    expect(o.nihss_total).toBe(target)
    expect(String(o.severity)).toMatch(label)
  })

  test('out-of-range answers are refused with the item named; every item is required', () => {
    expect(refused({ loc: 4 })).toEqual(['loc'])
    expect(refused({ arm_left: 5 })).toEqual(['arm_left'])
    expect(refused({ visual: -1 })).toEqual(['visual'])
    expect(refused({ gaze: 1.5 })).toEqual(['gaze'])
    expectEachRequired(ITEMS)
    expect(run({ loc: '2' }).ok).toBe(true)
  })

  test('property: the total is the sum of the scored items, 0–42', () => {
    const answers = fc.record(Object.fromEntries(ITEMS.map((k) => [k, UN_ITEMS.includes(k) ? fc.oneof(fc.integer({ min: 0, max: MAXIMA[k]! }), fc.constant('UN')) : fc.integer({ min: 0, max: MAXIMA[k]! })])))
    fc.assert(
      fc.property(answers, (a) => {
        const expected = Object.values(a).reduce<number>((s, v) => s + (typeof v === 'number' ? v : 0), 0)
        const t = total(a)
        expect(t).toBe(expected)
        expect(Number(t) >= 0 && Number(t) <= 42).toBe(true)
      }),
    )
  })
})
