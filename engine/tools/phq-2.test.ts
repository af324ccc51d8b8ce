import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import phq2 from './phq-2.ts'

// Kroenke K et al., Med Care 2003;41:1284–1292: two items 0–3, total 0–6, positive from 3.
const { outcome, refused, run, expectEachRequired } = toolHarness(phq2, { base: { interest: 0, mood: 0 } })

describe('PHQ-2', () => {
  test('every combination sums the two answers', () => {
    for (const a of [0, 1, 2, 3]) for (const b of [0, 1, 2, 3]) expect(outcome({ interest: a, mood: b }).phq2_score).toBe(a + b)
  })

  test('cut-off at its edge: 2 negative, 3 positive', () => {
    expect(outcome({ interest: 2, mood: 0 }).phq2_screen).toBe('Negative (below 3)')
    expect(outcome({ interest: 0, mood: 3 }).phq2_screen).toBe('Positive (3 or more)')
    expect(outcome({ interest: 2, mood: 1 }).phq2_screen).toBe('Positive (3 or more)')
    expect(String(outcome({ interest: 2, mood: 1 }).interpretation)).toMatch(/^Positive screen.*PHQ-9/)
    expect(String(outcome({}).interpretation)).toMatch(/^Negative screen/)
  })

  test('both items required; answers outside 0–3 refused', () => {
    expectEachRequired(['interest', 'mood'])
    expect(refused({ mood: 4 })).toEqual(['mood'])
    expect(run({ interest: 'yes' }).ok).toBe(false)
  })
})
