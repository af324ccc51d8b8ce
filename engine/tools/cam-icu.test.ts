import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import camIcu from './cam-icu.ts'

// CAM-ICU (Ely 2001; current worksheet): RASS −4/−5 unable to assess; delirium = feature 1 (acute
// change or fluctuation) + feature 2 (> 2 letter errors) + feature 3 (RASS ≠ 0) or feature 4
// (> 1 error on questions and command).
const { run, outcome, refused, evaluate } = toolHarness(camIcu)
const verdict = (inputs: Record<string, unknown>) => String(outcome(inputs).cam_icu_result)

describe('CAM-ICU', () => {
  test('RASS −4 and −5: unable to assess; the other questions are hidden and not required', () => {
    for (const rass of [-4, -5]) {
      expect(verdict({ rass })).toMatch(/^Unable to assess/)
      const e = evaluate({ rass })
      for (const f of ['acute_change', 'letter_errors', 'thinking_errors']) expect(e.fields[f]?.hidden, f).toBe(true)
    }
    expect(String(outcome({ rass: -4 }).interpretation)).toMatch(/reassess when the RASS is −3 or above/)
  })

  test('RASS −3 to +4 are assessable', () => {
    for (const rass of [-3, -2, -1, 0, 1, 2, 3, 4]) expect(verdict({ rass, acute_change: 'no' }), String(rass)).toMatch(/^CAM-ICU negative/)
  })

  test('feature 1 absent: negative, without further questions', () => {
    expect(verdict({ rass: 1, acute_change: 'no' })).toMatch(/negative/)
    expect(evaluate({ rass: 1, acute_change: 'no' }).fields.letter_errors?.hidden).toBe(true)
  })

  test('feature 2 at its edge: 2 errors absent, 3 errors present', () => {
    expect(verdict({ rass: 1, acute_change: 'yes', letter_errors: 2 })).toMatch(/negative/)
    expect(verdict({ rass: 1, acute_change: 'yes', letter_errors: 3 })).toMatch(/positive/)
    expect(verdict({ rass: 1, acute_change: 'yes', letter_errors: 0 })).toMatch(/negative/)
    expect(verdict({ rass: 1, acute_change: 'yes', letter_errors: 10 })).toMatch(/positive/)
  })

  test('feature 3: any RASS other than 0 completes the diagnosis; feature 4 is then not asked', () => {
    for (const rass of [-3, -2, -1, 1, 2, 3, 4]) {
      expect(verdict({ rass, acute_change: 'yes', letter_errors: 5 }), String(rass)).toMatch(/positive/)
      expect(evaluate({ rass, acute_change: 'yes', letter_errors: 5 }).fields.thinking_errors?.hidden).toBe(true)
    }
  })

  test('RASS 0: feature 4 decides, at its edge (1 error absent, 2 present)', () => {
    const base = { rass: 0, acute_change: 'yes', letter_errors: 5 }
    expect(evaluate(base).fields.thinking_errors?.hidden).toBe(false)
    expect(refused(base)).toEqual(['thinking_errors'])
    expect(verdict({ ...base, thinking_errors: 0 })).toMatch(/negative/)
    expect(verdict({ ...base, thinking_errors: 1 })).toMatch(/negative/)
    expect(verdict({ ...base, thinking_errors: 2 })).toMatch(/positive/)
    expect(verdict({ ...base, thinking_errors: 5 })).toMatch(/positive/)
    expect(outcome({ ...base, thinking_errors: 2 }).cam_icu_features).toBe('1, 2 and 4')
  })

  test('ranges: letter errors 0–10 and thinking errors 0–5, whole numbers; RASS −5 to +4', () => {
    const f2 = { rass: 1, acute_change: 'yes' }
    expect(refused({ ...f2, letter_errors: 11 })).toEqual(['letter_errors'])
    expect(refused({ ...f2, letter_errors: -1 })).toEqual(['letter_errors'])
    expect(refused({ ...f2, letter_errors: 2.5 })).toEqual(['letter_errors'])
    const f4 = { rass: 0, acute_change: 'yes', letter_errors: 3 }
    expect(refused({ ...f4, thinking_errors: 6 })).toEqual(['thinking_errors'])
    expect(run({ ...f4, thinking_errors: 5 }).ok).toBe(true)
    expect(refused({ rass: 5, acute_change: 'no' })).toEqual(['rass'])
    expect(refused({ rass: -6, acute_change: 'no' })).toEqual(['rass'])
    expect(refused({})).toEqual(['rass'])
    expect(refused({ rass: 0 })).toEqual(['acute_change'])
    expect(refused({ rass: 0, acute_change: 'yes' })).toEqual(['letter_errors'])
  })
})
