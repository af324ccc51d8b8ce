import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import cha2ds2Vasc from './cha2ds2-vasc.ts'

const base = { age: 50, sex: 'male', chf: 'no', hypertension: 'no', stroke_tia: 'no', vascular: 'no', diabetes: 'no' }
const { run, outcome, refused } = toolHarness(cha2ds2Vasc, { base })
const bare = toolHarness(cha2ds2Vasc)
const score = (inputs: Record<string, unknown>) => outcome(inputs).cha2ds2_vasc_score

// Lip GYH et al., Chest 2010;137:263–272, Table 3 (point values); Friberg L et al.,
// Eur Heart J 2012;33:1500–1510, Table 2 (yearly stroke/TIA/systemic embolism rates).
describe('CHA2DS2-VASc', () => {
  test('each item carries its published points', () => {
    expect(score({})).toBe(0)
    expect(score({ chf: 'yes' })).toBe(1)
    expect(score({ hypertension: 'yes' })).toBe(1)
    expect(score({ diabetes: 'yes' })).toBe(1)
    expect(score({ vascular: 'yes' })).toBe(1)
    expect(score({ stroke_tia: 'yes' })).toBe(2)
    expect(score({ sex: 'female' })).toBe(1)
  })

  test('age bands at their edges: 64 → 0, 65 → 1, 74 → 1, 75 → 2', () => {
    expect(score({ age: 64 })).toBe(0)
    expect(score({ age: 65 })).toBe(1)
    expect(score({ age: 74 })).toBe(1)
    expect(score({ age: 75 })).toBe(2)
  })

  test('every score maps to the Swedish cohort rate', () => {
    const rates = [0.3, 0.9, 2.9, 4.6, 6.7, 10.0, 13.6, 15.7, 15.2, 17.4]
    const full = { stroke_tia: 'yes', chf: 'yes', diabetes: 'yes', vascular: 'yes', hypertension: 'yes' }
    const profiles: Record<string, unknown>[] = [
      {},
      { chf: 'yes' },
      { stroke_tia: 'yes' },
      { stroke_tia: 'yes', chf: 'yes' },
      { stroke_tia: 'yes', chf: 'yes', age: 65 },
      { stroke_tia: 'yes', chf: 'yes', age: 65, diabetes: 'yes' },
      { stroke_tia: 'yes', chf: 'yes', age: 65, diabetes: 'yes', vascular: 'yes' },
      { ...full, age: 65 },
      { ...full, age: 75 },
      { ...full, age: 75, sex: 'female' },
    ]
    profiles.forEach((p, s) => {
      const r = run(p)
      expect(r.ok && r.outcome.cha2ds2_vasc_score).toBe(s)
      expect(r.ok && r.outcome.stroke_rate).toBe(rates[s])
    })
  })

  test('interpretation follows sex-specific thresholds', () => {
    const text = (inputs: Record<string, unknown>) => {
      const r = run(inputs)
      return r.ok ? String(r.outcome.interpretation) : ''
    }
    expect(text({ sex: 'female' })).toMatch(/^Low risk/)
    expect(text({ chf: 'yes' })).toMatch(/^Intermediate risk/)
    expect(text({ sex: 'female', chf: 'yes' })).toMatch(/^Intermediate risk/)
    expect(text({ chf: 'yes', diabetes: 'yes' })).toMatch(/^High risk/)
  })

  test('out-of-range and missing inputs are refused with the field named, never clamped', () => {
    for (const age of [17, 121, 'old']) expect(refused({ age })).toEqual(['age'])
    expect(bare.refused({ age: 70 })).toEqual(['chf', 'diabetes', 'hypertension', 'sex', 'stroke_tia', 'vascular'])
    const badChoice = run({ sex: 'unknown' })
    expect(badChoice.ok).toBe(false)
  })

  test('ages above 89 are accepted and score as 75 or over (no cap)', () => {
    expect(score({ age: 89 })).toBe(2)
    expect(score({ age: 95 })).toBe(2)
    expect(run({ age: 18.5 }).ok).toBe(true)
  })

  test('numeric strings are accepted as numbers', () => {
    expect(score({ age: '80' })).toBe(2)
  })
})
