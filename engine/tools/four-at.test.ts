import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import fourAt from './four-at.ts'

// 4AT (Bellelli 2014; www.the4at.com): alertness 0/0/4, AMT4 0/1/2, attention 0/1/2, acute change
// or fluctuating course 0/4; total 0–12; ≥ 4 possible delirium, 1–3 possible cognitive impairment,
// 0 delirium or severe cognitive impairment unlikely.
const base = { alertness: 'normal', amt4: 0, attention: 0, acute_change: 'no' }
const { outcome, refused, expectEachRequired } = toolHarness(fourAt, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).four_at_score

describe('4AT', () => {
  test('each answer carries its published points', () => {
    expect(score({})).toBe(0)
    expect(score({ alertness: 'mild' })).toBe(0)
    expect(score({ alertness: 'abnormal' })).toBe(4)
    expect(score({ amt4: 1 })).toBe(1)
    expect(score({ amt4: 2 })).toBe(2)
    expect(score({ attention: 1 })).toBe(1)
    expect(score({ attention: 2 })).toBe(2)
    expect(score({ acute_change: 'yes' })).toBe(4)
    expect(score({ alertness: 'abnormal', amt4: 2, attention: 2, acute_change: 'yes' })).toBe(12)
  })

  test.each([
    [{}, 0, /^Delirium or severe cognitive impairment unlikely/],
    [{ amt4: 1 }, 1, /^Possible cognitive impairment/],
    [{ amt4: 2, attention: 1 }, 3, /^Possible cognitive impairment/],
    [{ amt4: 2, attention: 2 }, 4, /^Possible delirium/],
    [{ acute_change: 'yes' }, 4, /^Possible delirium/],
    [{ alertness: 'abnormal' }, 4, /^Possible delirium/],
  ])('result bands at their edges: %o → %d', (inputs, s, band) => {
    const o = outcome(inputs)
    expect(o.four_at_score).toBe(s)
    expect(String(o.four_at_result)).toMatch(band)
  })

  test('a score of 0 keeps the caveat about incomplete information for item 4', () => {
    expect(String(outcome({}).interpretation)).toMatch(/incomplete/)
  })

  test('every item is required; other answers are refused', () => {
    expectEachRequired(['alertness', 'amt4', 'attention', 'acute_change'])
    expect(refused({ amt4: 3 })).toEqual(['amt4'])
    expect(refused({ attention: -1 })).toEqual(['attention'])
    expect(refused({ alertness: 'sleepy' })).toEqual(['alertness'])
  })
})
