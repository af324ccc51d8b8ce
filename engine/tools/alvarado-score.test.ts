import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import alvaradoScore from './alvarado-score.ts'

// Alvarado A, Ann Emerg Med 1986;15:557–564 (MANTRELS): migration 1, anorexia 1, nausea/vomiting 1,
// RLQ tenderness 2, rebound 1, temperature ≥ 37.3 °C 1, WBC > 10 × 10⁹/L 2, neutrophils > 75 % 1.
const base = { migration: 'no', anorexia: 'no', nausea_vomiting: 'no', rlq_tenderness: 'no', rebound: 'no', temperature: 36.8, wbc: 7, neutrophil_percent: 60 }
const { outcome, refused, expectRange, expectEachRequired } = toolHarness(alvaradoScore, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).alvarado_score

describe('Alvarado score', () => {
  test('each item carries its published points', () => {
    expect(score({})).toBe(0)
    expect(score({ migration: 'yes' })).toBe(1)
    expect(score({ anorexia: 'yes' })).toBe(1)
    expect(score({ nausea_vomiting: 'yes' })).toBe(1)
    expect(score({ rlq_tenderness: 'yes' })).toBe(2)
    expect(score({ rebound: 'yes' })).toBe(1)
  })

  test('measured thresholds at their edges: 37.3 °C counts, WBC 10 does not, neutrophils 75 % do not', () => {
    expect(score({ temperature: 37.29 })).toBe(0)
    expect(score({ temperature: 37.3 })).toBe(1)
    expect(score({ wbc: 10 })).toBe(0)
    expect(score({ wbc: 10.01 })).toBe(2)
    expect(score({ neutrophil_percent: 75 })).toBe(0)
    expect(score({ neutrophil_percent: 75.1 })).toBe(1)
  })

  test('temperature in °F: 99.1 °F (37.28 °C) does not count, 99.2 °F (37.33 °C) does', () => {
    expect(score({ temperature: 99.1, 'temperature.unit': '°F' })).toBe(0)
    expect(score({ temperature: 99.2, 'temperature.unit': '°F' })).toBe(1)
    expect(score({ temperature: 100.4, 'temperature.unit': '°F' })).toBe(1)
  })

  test.each([
    [{}, 0, /^Appendicitis unlikely/, /^Score below 5/],
    [{ rlq_tenderness: 'yes', wbc: 12 }, 4, /^Appendicitis unlikely/, /^Score below 5/],
    [{ rlq_tenderness: 'yes', wbc: 12, rebound: 'yes' }, 5, /^Compatible/, /^Score 5–6/],
    [{ rlq_tenderness: 'yes', wbc: 12, rebound: 'yes', migration: 'yes' }, 6, /^Compatible/, /^Score 5–6/],
    [{ rlq_tenderness: 'yes', wbc: 12, rebound: 'yes', migration: 'yes', anorexia: 'yes' }, 7, /^Probable/, /^Score 7 or more/],
    [{ rlq_tenderness: 'yes', wbc: 12, rebound: 'yes', migration: 'yes', anorexia: 'yes', temperature: 38 }, 8, /^Probable/, /^Score 7 or more/],
    [{ rlq_tenderness: 'yes', wbc: 12, rebound: 'yes', migration: 'yes', anorexia: 'yes', temperature: 38, neutrophil_percent: 80 }, 9, /^Very probable/, /^Score 7 or more/],
  ])('band edges: %o → %d', (inputs, s, group, management) => {
    const o = outcome(inputs)
    expect(o.alvarado_score).toBe(s)
    expect(String(o.alvarado_group)).toMatch(group)
    expect(String(o.interpretation)).toMatch(management)
  })

  test('the findings scored are listed', () => {
    expect(outcome({ rlq_tenderness: 'yes', wbc: 12 }).alvarado_findings).toBe('right lower quadrant tenderness, white cells > 10 × 10⁹/L')
  })

  describe('ranges', () => {
    test('temperature 13–47 °C', () => expectRange('temperature', 13, 47, 12.9, 47.1))
    test('white cells 0–1000 × 10⁹/L', () => expectRange('wbc', 0, 1000, -0.1, 1000.1))
    test('neutrophils 0–100 %', () => expectRange('neutrophil_percent', 0, 100, -1, 100.1))
    test('every answer is required', () => {
      expectEachRequired(['migration', 'anorexia', 'nausea_vomiting', 'rlq_tenderness', 'rebound', 'temperature', 'wbc', 'neutrophil_percent'])
      expect(refused({ rebound: 'maybe' })).toEqual(['rebound'])
    })
  })
})
