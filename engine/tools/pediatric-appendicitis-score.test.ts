import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import pediatricAppendicitisScore from './pediatric-appendicitis-score.ts'

// Samuel M, J Pediatr Surg 2002;37:877–881: cough/percussion/hopping tenderness 2, right iliac fossa
// tenderness 2; anorexia, fever, nausea/vomiting, migration, leukocytosis, neutrophilia 1 each.
// Groups of the prospective validation (Goldman 2008): 0–2 low, 3–6 intermediate, 7–10 high.
const POINTS: Record<string, number> = {
  hop_cough_tenderness: 2,
  rif_tenderness: 2,
  anorexia: 1,
  fever: 1,
  nausea_vomiting: 1,
  migration: 1,
  leukocytosis: 1,
  neutrophilia: 1,
}
const ITEMS = Object.keys(POINTS)
const base = Object.fromEntries(ITEMS.map((k) => [k, 'no']))
const { outcome, refused, expectEachRequired } = toolHarness(pediatricAppendicitisScore, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).pas_score
const yes = (...items: string[]) => Object.fromEntries(items.map((i) => [i, 'yes']))

describe('Paediatric Appendicitis Score', () => {
  test('each finding carries its published points; the maximum is 10', () => {
    expect(score({})).toBe(0)
    for (const item of ITEMS) expect(score(yes(item)), item).toBe(POINTS[item])
    expect(score(yes(...ITEMS))).toBe(10)
  })

  test.each([
    [[], 0, /^Low/, /^Score 5 or less/],
    [['hop_cough_tenderness'], 2, /^Low/, /^Score 5 or less/],
    [['hop_cough_tenderness', 'anorexia'], 3, /^Intermediate/, /^Score 5 or less/],
    [['hop_cough_tenderness', 'rif_tenderness'], 4, /^Intermediate/, /^Score 5 or less/],
    [['hop_cough_tenderness', 'rif_tenderness', 'fever'], 5, /^Intermediate/, /^Score 5 or less/],
    [['hop_cough_tenderness', 'rif_tenderness', 'fever', 'anorexia'], 6, /^Intermediate/, /^Score 6 or more/],
    [['hop_cough_tenderness', 'rif_tenderness', 'fever', 'anorexia', 'migration'], 7, /^High/, /^Score 6 or more/],
  ])('band edges: %o → %d', (items, s, group, cutoff) => {
    const o = outcome(yes(...items))
    expect(o.pas_score).toBe(s)
    expect(String(o.pas_group)).toMatch(group)
    expect(String(o.pas_samuel_cutoff)).toMatch(cutoff)
  })

  test('management text follows the group', () => {
    expect(String(outcome({}).interpretation)).toMatch(/^Low score \(2 or less\)/)
    expect(String(outcome(yes('hop_cough_tenderness', 'rif_tenderness')).interpretation)).toMatch(/^Intermediate score \(3–6\).*ultrasound/)
    expect(String(outcome(yes('hop_cough_tenderness', 'rif_tenderness', 'fever', 'anorexia', 'migration')).interpretation)).toMatch(/^High score \(7 or more\): .*surgical opinion/)
  })

  test('every finding is required; other answers are refused', () => {
    expectEachRequired(ITEMS)
    expect(refused({ fever: 'maybe' })).toEqual(['fever'])
  })
})
