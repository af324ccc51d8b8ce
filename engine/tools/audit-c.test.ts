import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import auditC from './audit-c.ts'

// Bush K et al., Arch Intern Med 1998;158:1789–1795 (three items, 0–4 each); cut-offs of Bradley
// 2003/2007 as used by the VA: positive from 4 in men, from 3 in women.
const base = { sex: 'male', frequency: 1, typical: 0, heavy: 0 }
const { outcome, refused, evaluate, expectEachRequired } = toolHarness(auditC, { base })

describe('AUDIT-C', () => {
  test('each answer carries its points', () => {
    for (const v of [1, 2, 3, 4]) expect(outcome({ frequency: v }).audit_c_score).toBe(v)
    for (const v of [0, 1, 2, 3, 4]) expect(outcome({ typical: v }).audit_c_score).toBe(1 + v)
    for (const v of [0, 1, 2, 3, 4]) expect(outcome({ heavy: v }).audit_c_score).toBe(1 + v)
  })

  test('"Never" drinking hides questions 2 and 3 and scores 0', () => {
    const e = evaluate({ frequency: 0, typical: undefined, heavy: undefined })
    expect(e.fields.typical!.hidden).toBe(true)
    expect(e.fields.heavy!.hidden).toBe(true)
    expect(e.outcome.audit_c_score).toBe(0)
    expect(e.outcome.audit_c_screen).toBe('Negative')
    expect(refused({ frequency: 0, typical: undefined, heavy: undefined })).toEqual([])
  })

  test('men: 3 negative, 4 positive', () => {
    expect(outcome({ frequency: 3 }).audit_c_screen).toBe('Negative')
    expect(outcome({ frequency: 3, heavy: 1 }).audit_c_screen).toBe('Positive')
    expect(String(outcome({ frequency: 4 }).interpretation)).toMatch(/^Positive screen.*4 or more in men/)
  })

  test('women: 2 negative, 3 positive', () => {
    expect(outcome({ sex: 'female', frequency: 2 }).audit_c_screen).toBe('Negative')
    expect(outcome({ sex: 'female', frequency: 3 }).audit_c_screen).toBe('Positive')
    expect(String(outcome({ sex: 'female', frequency: 2 }).interpretation)).toMatch(/^Negative screen \(below 3 in women\)/)
  })

  test('every shown question is required; answers outside the scale refused', () => {
    expectEachRequired(['sex', 'frequency', 'typical', 'heavy'])
    expect(refused({ typical: 5 })).toEqual(['typical'])
    expect(refused({ sex: 'other' })).toEqual(['sex'])
  })
})
