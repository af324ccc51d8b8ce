import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './heart-pathway.ts'

// Mahler SA et al., Circ Cardiovasc Qual Outcomes 2015;8:195–203: low risk = HEART score 0–3 and
// troponin at or below the 99th percentile at 0 and 3 hours; anything else is not low risk.
// HEART item points: Six AJ et al., Neth Heart J 2008;16:191–196.
const base = { history: 'slight', ecg: 'normal', age: 40, risk_factors: 'none', troponin_0h: 'normal', troponin_3h: 'normal' }
const { run, outcome, refused, expectRange } = toolHarness(definition, { base })

describe('HEART Pathway', () => {
  test('the HEART score keeps the HEART items and points, the 0-hour troponin as its troponin item', () => {
    expect(outcome().heart_score).toBe(0)
    expect(outcome({ history: 'high' }).heart_score).toBe(2)
    expect(outcome({ ecg: 'st_depression' }).heart_score).toBe(2)
    expect(outcome({ risk_factors: 'one_two' }).heart_score).toBe(1)
    expect(outcome({ troponin_0h: 'one_to_three' }).heart_score).toBe(1)
    expect(outcome({ troponin_0h: 'three_plus' }).heart_score).toBe(2)
    expect(outcome({ troponin_3h: 'above' }).heart_score).toBe(0)
  })

  test('age bands at their edges: 44 → 0, 45 → 1, 64 → 1, 65 → 2', () => {
    expect(outcome({ age: 44 }).heart_score).toBe(0)
    expect(outcome({ age: 45 }).heart_score).toBe(1)
    expect(outcome({ age: 64 }).heart_score).toBe(1)
    expect(outcome({ age: 65 }).heart_score).toBe(2)
  })

  test('low risk needs HEART ≤ 3 and both troponins at or below the 99th percentile', () => {
    const three = { history: 'moderate', age: 55, risk_factors: 'one_two' }
    expect(outcome(three).heart_score).toBe(3)
    expect(outcome(three).heart_pathway_result).toBe('Low risk')
    expect(String(outcome(three).interpretation)).toMatch(/^Low risk/)
    const four = { ...three, age: 65 }
    expect(outcome(four).heart_score).toBe(4)
    expect(outcome(four).heart_pathway_result).toBe('Not low risk')
    expect(outcome(four).reasons).toBe('HEART score 4 or more')
    expect(outcome({ troponin_0h: 'one_to_three' }).heart_pathway_result).toBe('Not low risk')
    expect(outcome({ troponin_0h: 'one_to_three' }).reasons).toBe('0-hour troponin above the 99th percentile')
    expect(outcome({ troponin_3h: 'above' }).heart_pathway_result).toBe('Not low risk')
    expect(outcome({ troponin_3h: 'above' }).reasons).toBe('3-hour troponin above the 99th percentile')
    expect(outcome({ ...four, troponin_3h: 'above' }).reasons).toBe('HEART score 4 or more, 3-hour troponin above the 99th percentile')
    expect(String(outcome({ troponin_3h: 'above' }).interpretation)).toMatch(/^Not low risk/)
  })

  test('age range 18–120 (no cap at 89); other fields required', () => {
    expectRange('age', 18, 120, 17, 121)
    expect(run({ age: 95.5 }).ok).toBe(true)
    expect(toolHarness(definition).refused()).toEqual(['age', 'ecg', 'history', 'risk_factors', 'troponin_0h', 'troponin_3h'])
    expect(refused({ troponin_3h: 'one_to_three' })).toEqual(['troponin_3h'])
  })
})
