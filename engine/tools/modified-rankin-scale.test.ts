import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import modifiedRankinScale from './modified-rankin-scale.ts'

// Modified Rankin Scale (van Swieten 1988, grade 6 added for trials): grades 0–6; trial outcome
// groups 0–1 (excellent), 0–2 (functional independence), 3–5 (dependent), 6 (dead).
const { tool, outcome, refused, expectEachRequired } = toolHarness(modifiedRankinScale)

describe('Modified Rankin Scale', () => {
  test('seven grades 0–6, each recorded as itself with its description', () => {
    expect(tool.controls.grade!.attributes!.fieldInfo!.labels!.map((l) => l.value)).toEqual([0, 1, 2, 3, 4, 5, 6])
    const names = ['No symptoms', 'No significant disability', 'Slight disability', 'Moderate disability', 'Moderately severe disability', 'Severe disability', 'Dead']
    for (let g = 0; g <= 6; g++) {
      const o = outcome({ grade: g })
      expect(o.mrs_grade).toBe(g)
      expect(String(o.mrs_description)).toMatch(new RegExp(`^${names[g]}:`))
    }
  })

  test.each([
    [0, /^No significant disability \(mRS 0–1\)/],
    [1, /^No significant disability \(mRS 0–1\)/],
    [2, /^Slight disability \(mRS 2\): functionally independent/],
    [3, /^Dependent/],
    [5, /^Dependent/],
    [6, /^Dead/],
  ])('grade %d is in its outcome group', (grade, group) => {
    expect(String(outcome({ grade }).outcome_group)).toMatch(group)
  })

  test('grades outside 0–6 are refused; the grade is required', () => {
    for (const grade of [-1, 7, 2.5, 'three']) expect(refused({ grade })).toEqual(['grade'])
    expectEachRequired(['grade'])
  })
})
