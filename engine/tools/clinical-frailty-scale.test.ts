import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import clinicalFrailtyScale from './clinical-frailty-scale.ts'

// Clinical Frailty Scale version 2.0 (Rockwood & Theou 2020): levels 1–9 with their names.
const NAMES = [
  'Very fit',
  'Fit',
  'Managing well',
  'Living with very mild frailty',
  'Living with mild frailty',
  'Living with moderate frailty',
  'Living with severe frailty',
  'Living with very severe frailty',
  'Terminally ill',
]
const { tool, outcome, refused, expectEachRequired } = toolHarness(clinicalFrailtyScale)

describe('Clinical Frailty Scale', () => {
  test('nine levels, each recorded as itself with its version 2.0 name', () => {
    expect(tool.controls.level!.attributes!.fieldInfo!.labels!.map((l) => l.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    NAMES.forEach((name, i) => {
      const o = outcome({ level: i + 1 })
      expect(o.cfs_level).toBe(i + 1)
      expect(o.cfs_level_name).toBe(name)
    })
  })

  test.each([
    [1, /^Not frail/],
    [3, /^Not frail/],
    [4, /^Very mild frailty/],
    [5, /^Frail/],
    [8, /^Frail/],
    [9, /^Terminally ill/],
  ])('level %d is in its group', (level, group) => {
    expect(String(outcome({ level }).group)).toMatch(group)
  })

  test('levels outside 1–9 are refused; the level is required', () => {
    for (const level of [0, 10, 4.5, 'frail']) expect(refused({ level })).toEqual(['level'])
    expectEachRequired(['level'])
  })

  test('the official form is linked', () => {
    expect(tool.references.some((r) => r.url?.startsWith('https://www.dal.ca/'))).toBe(true)
  })
})
