import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import westley from './westley-croup-score.ts'

// Westley CR et al., Am J Dis Child 1978;132:484–487 (weights); bands 0–2 mild, 3–5 moderate,
// 6–11 severe, 12–17 impending respiratory failure (Bjornson & Johnson).
const base = { consciousness: 'normal', cyanosis: 'none', stridor: 'none', air_entry: 'normal', retractions: 'none' }
const { outcome, refused, expectEachRequired } = toolHarness(westley, { base })
const s = (i: Record<string, string>) => outcome(i).westley_score

describe('Westley croup score', () => {
  test('each finding carries Westley’s weight', () => {
    expect(s({})).toBe(0)
    expect(s({ consciousness: 'disoriented' })).toBe(5)
    expect([s({ cyanosis: 'agitation' }), s({ cyanosis: 'rest' })]).toEqual([4, 5])
    expect([s({ stridor: 'agitation' }), s({ stridor: 'rest' })]).toEqual([1, 2])
    expect([s({ air_entry: 'decreased' }), s({ air_entry: 'marked' })]).toEqual([1, 2])
    expect([s({ retractions: 'mild' }), s({ retractions: 'moderate' }), s({ retractions: 'severe' })]).toEqual([1, 2, 3])
  })

  test('bands at their edges: 2/3, 5/6, 11/12', () => {
    const sev = (i: Record<string, string>) => outcome(i).westley_severity
    expect(sev({ stridor: 'rest' })).toBe('Mild (0–2)')
    expect(sev({ stridor: 'rest', air_entry: 'decreased' })).toBe('Moderate (3–5)')
    expect(sev({ cyanosis: 'rest' })).toBe('Moderate (3–5)')
    expect(sev({ cyanosis: 'rest', air_entry: 'decreased' })).toBe('Severe (6–11)')
    // 11: cyanosis at rest 5 + stridor at rest 2 + air entry markedly decreased 2 + retractions moderate 2.
    const eleven = { cyanosis: 'rest', stridor: 'rest', air_entry: 'marked', retractions: 'moderate' }
    expect(s(eleven)).toBe(11)
    expect(sev(eleven)).toBe('Severe (6–11)')
    expect(sev({ ...eleven, retractions: 'severe' })).toBe('Impending respiratory failure (12–17)')
    expect(sev({ consciousness: 'disoriented', cyanosis: 'rest', stridor: 'rest' })).toBe('Impending respiratory failure (12–17)')
  })

  test('management follows the band', () => {
    expect(String(outcome({}).interpretation)).toMatch(/^Mild croup/)
    expect(String(outcome({ cyanosis: 'rest' }).interpretation)).toMatch(/^Moderate croup/)
    expect(String(outcome({ cyanosis: 'rest', stridor: 'agitation' }).interpretation)).toMatch(/^Severe croup/)
    expect(String(outcome({ consciousness: 'disoriented', cyanosis: 'rest', stridor: 'rest' }).interpretation)).toMatch(/^Impending respiratory failure/)
  })

  test('every finding required; values outside the table refused', () => {
    expectEachRequired(['consciousness', 'cyanosis', 'stridor', 'air_entry', 'retractions'])
    expect(refused({ retractions: 'extreme' })).toEqual(['retractions'])
  })
})
