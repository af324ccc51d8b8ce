import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import feverpain from './feverpain.ts'

// Little P et al., BMJ 2013;347:f5806 and BMJ Open 2013;3:e003943: five features, 1 point each.
// Likelihood of isolating streptococcus as summarised in NICE NG84 (2018): 0–1 13–18 %, 2–3 34–40 %,
// 4–5 62–65 %. Strategy: 0–1 no antibiotic; 2–3 none or back-up; 4–5 immediate or back-up.
const YES_ITEMS = ['fever_24h', 'purulence', 'attend_rapidly', 'inflamed_tonsils'] as const
const base: Record<string, unknown> = { ...Object.fromEntries(YES_ITEMS.map((k) => [k, 'no'])), cough_coryza: 'present' }
const { run, outcome, expectEachRequired } = toolHarness(feverpain, { base })
const bare = toolHarness(feverpain)

describe('FeverPAIN', () => {
  test('each feature adds 1 point', () => {
    expect(outcome({}).feverpain_score).toBe(0)
    for (const k of YES_ITEMS) expect(outcome({ [k]: 'yes' }).feverpain_score, k).toBe(1)
    expect(outcome({ cough_coryza: 'neither' }).feverpain_score).toBe(1)
    expect(outcome({ ...Object.fromEntries(YES_ITEMS.map((k) => [k, 'yes'])), cough_coryza: 'neither' }).feverpain_score).toBe(5)
  })

  test('published likelihood bands (NICE NG84) at every score', () => {
    const expected = ['13–18 %', '13–18 %', '34–40 %', '34–40 %', '62–65 %', '62–65 %']
    const order = [...YES_ITEMS]
    for (let s = 0; s <= 5; s++) {
      const inputs: Record<string, unknown> = Object.fromEntries(order.slice(0, Math.min(s, 4)).map((k) => [k, 'yes']))
      if (s === 5) inputs.cough_coryza = 'neither'
      const o = outcome(inputs)
      expect(o.feverpain_score).toBe(s)
      expect(o.feverpain_strep_likelihood).toBe(expected[s])
    }
  })

  test('antibiotic strategy by band', () => {
    const text = (n: number) => String(outcome(Object.fromEntries(YES_ITEMS.slice(0, n).map((k) => [k, 'yes']))).interpretation)
    expect(text(0)).toMatch(/^Score 0–1: .*Do not prescribe an antibiotic/)
    expect(text(1)).toMatch(/^Score 0–1/)
    expect(text(2)).toMatch(/^Score 2–3: .*back-up/)
    expect(text(3)).toMatch(/^Score 2–3/)
    expect(text(4)).toMatch(/^Score 4–5: .*immediate antibiotic/)
  })

  test('every answer is required; unknown choices refused', () => {
    expectEachRequired(Object.keys(base))
    expect(bare.refused()).toEqual(Object.keys(base).sort())
    for (const [key, bad] of [['cough_coryza', 'no'], ['purulence', 'maybe']] as const) {
      const r = run({ [key]: bad })
      expect(r.ok).toBe(false)
      if (!r.ok) expect(Object.keys(r.errors)).toEqual([key])
    }
  })

  test('property: the score is the count of features (0–5) with the matching band', () => {
    const inputs = fc.record({
      fever_24h: fc.constantFrom('yes', 'no'),
      purulence: fc.constantFrom('yes', 'no'),
      attend_rapidly: fc.constantFrom('yes', 'no'),
      inflamed_tonsils: fc.constantFrom('yes', 'no'),
      cough_coryza: fc.constantFrom('neither', 'present'),
    })
    fc.assert(
      fc.property(inputs, (i) => {
        const o = outcome(i)
        const expected = YES_ITEMS.filter((k) => i[k] === 'yes').length + Number(i.cough_coryza === 'neither')
        const s = o.feverpain_score as number
        expect(s).toBe(expected)
        expect(Number.isInteger(s) && s >= 0 && s <= 5).toBe(true)
        expect(o.feverpain_strep_likelihood).toBe(s <= 1 ? '13–18 %' : s <= 3 ? '34–40 %' : '62–65 %')
      }),
    )
  })
})
