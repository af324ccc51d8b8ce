import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './heart-score.ts'

const base = { history: 'slight', ecg: 'normal', age: 40, risk_factors: 'none', troponin: 'normal' }
type Inputs = Record<string, unknown>

const { tool, run, outcome, refused: refusedFields } = toolHarness(definition, { base })
const score = (inputs: Inputs) => outcome(inputs).heart_score

// Item points: Six AJ et al., Neth Heart J 2008;16:191–196 (the HEART score table); age bands < 45 / 45–64 / ≥ 65
// as used in the validation study. Band rates: Backus BE et al., Int J Cardiol 2013;168:2153–2158, Abstract and
// Results: MACE within 6 weeks 1.7 % (0–3), 16.6 % (4–6), 50.1 % (7–10).
describe('HEART score: item points', () => {
  test('every item carries its published 0 / 1 / 2 points', () => {
    expect(score({})).toBe(0)
    expect(score({ history: 'moderate' })).toBe(1)
    expect(score({ history: 'high' })).toBe(2)
    expect(score({ ecg: 'nonspecific' })).toBe(1)
    expect(score({ ecg: 'st_depression' })).toBe(2)
    expect(score({ risk_factors: 'one_two' })).toBe(1)
    expect(score({ risk_factors: 'three_plus' })).toBe(2)
    expect(score({ troponin: 'one_to_three' })).toBe(1)
    expect(score({ troponin: 'three_plus' })).toBe(2)
  })

  test('age bands at their edges: 44 → 0, 45 → 1, 64 → 1, 65 → 2', () => {
    expect(score({ age: 18 })).toBe(0)
    expect(score({ age: 44 })).toBe(0)
    expect(score({ age: 45 })).toBe(1)
    expect(score({ age: 64 })).toBe(1)
    expect(score({ age: 65 })).toBe(2)
    expect(score({ age: 89 })).toBe(2)
  })

  test('the maximum is 10', () => {
    expect(score({ history: 'high', ecg: 'st_depression', age: 70, risk_factors: 'three_plus', troponin: 'three_plus' })).toBe(10)
  })
})

describe('HEART score: bands and published 6-week MACE rates (Backus 2013)', () => {
  // Profiles for every total 0–10, built up one item at a time.
  const profiles: Inputs[] = [
    {},
    { history: 'moderate' },
    { history: 'high' },
    { history: 'high', ecg: 'nonspecific' },
    { history: 'high', ecg: 'st_depression' },
    { history: 'high', ecg: 'st_depression', age: 50 },
    { history: 'high', ecg: 'st_depression', age: 66 },
    { history: 'high', ecg: 'st_depression', age: 66, risk_factors: 'one_two' },
    { history: 'high', ecg: 'st_depression', age: 66, risk_factors: 'three_plus' },
    { history: 'high', ecg: 'st_depression', age: 66, risk_factors: 'three_plus', troponin: 'one_to_three' },
    { history: 'high', ecg: 'st_depression', age: 66, risk_factors: 'three_plus', troponin: 'three_plus' },
  ]

  test.each(profiles.map((p, s) => [s, p] as const))('score %s → band and rate', (s, p) => {
    const o = outcome(p)
    expect(o.heart_score).toBe(s)
    if (s <= 3) {
      expect(o.risk_band).toBe('Low (0–3)')
      expect(o.mace_rate).toBe(1.7)
      expect(o.interpretation).toMatch(/^Low risk/)
    } else if (s <= 6) {
      expect(o.risk_band).toBe('Moderate (4–6)')
      expect(o.mace_rate).toBe(16.6)
      expect(o.interpretation).toMatch(/^Moderate risk/)
    } else {
      expect(o.risk_band).toBe('High (7–10)')
      expect(o.mace_rate).toBe(50.1)
      expect(o.interpretation).toMatch(/^High risk/)
    }
  })
})

describe('HEART score: refusals', () => {
  test('age: 18 to 120 accepted (no cap at 89); 17 and 121 refused with the field named', () => {
    expect(run({ age: 18 }).ok).toBe(true)
    expect(run({ age: 93 }).ok).toBe(true)
    expect(run({ age: 50.5 }).ok).toBe(true)
    expect(refusedFields({ age: 17 })).toEqual(['age'])
    expect(refusedFields({ age: 121 })).toEqual(['age'])
  })

  test('missing inputs are refused with every field named', () => {
    expect(toolHarness(definition).refused()).toEqual(['age', 'ecg', 'history', 'risk_factors', 'troponin'])
  })

  test('an unknown choice is refused', () => {
    expect(refusedFields({ troponin: 'high' })).toEqual(['troponin'])
    expect(refusedFields({ ecg: '' })).toEqual(['ecg'])
  })
})

const validInputs = fc.record({
  history: fc.constantFrom('slight', 'moderate', 'high'),
  ecg: fc.constantFrom('normal', 'nonspecific', 'st_depression'),
  age: fc.integer({ min: 18, max: 120 }),
  risk_factors: fc.constantFrom('none', 'one_two', 'three_plus'),
  troponin: fc.constantFrom('normal', 'one_to_three', 'three_plus'),
})

describe('properties', () => {
  test('every valid input gives a whole score 0–10, the sum of the label points, with a matching band rate', () => {
    const points = (field: string, value: unknown) => tool.controls[field]!.attributes!.fieldInfo!.labels!.find((l) => l.value === value)!.points!
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const o = outcome(inputs)
        const s = o.heart_score as number
        expect(Number.isInteger(s)).toBe(true)
        expect(s).toBeGreaterThanOrEqual(0)
        expect(s).toBeLessThanOrEqual(10)
        const agePoints = inputs.age >= 65 ? 2 : inputs.age >= 45 ? 1 : 0
        const sum = points('history', inputs.history) + points('ecg', inputs.ecg) + agePoints + points('risk_factors', inputs.risk_factors) + points('troponin', inputs.troponin)
        expect(s).toBe(sum)
        expect(o.mace_rate).toBe(s <= 3 ? 1.7 : s <= 6 ? 16.6 : 50.1)
      }),
      { numRuns: 300 },
    )
  })
})
