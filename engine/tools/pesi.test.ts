import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './pesi.ts'

// Aujesky D et al., Am J Respir Crit Care Med 2005;172:1041–1046: points and classes; 30-day
// mortality by class across the derivation and validation samples (abstract).
const base = {
  age: 40,
  sex: 'female',
  cancer: 'no',
  heart_failure: 'no',
  chronic_lung_disease: 'no',
  heart_rate: 80,
  systolic_bp: 130,
  resp_rate: 16,
  temperature: 37,
  altered_mental_status: 'no',
  oxygen_saturation: 97,
}
const { outcome, refused, expectRange } = toolHarness(definition, { base })
const extra = (inputs: Record<string, unknown>) => (outcome(inputs).pesi_score as number) - 40

describe('PESI', () => {
  test('age scores one point per year, at every age', () => {
    expect(outcome({ age: 18 }).pesi_score).toBe(18)
    expect(outcome({ age: 95 }).pesi_score).toBe(95)
    expect(refused({ age: 40.5 })).toEqual(['age'])
  })

  test('item points and vital-sign thresholds at their edges', () => {
    expect(extra({ sex: 'male' })).toBe(10)
    expect(extra({ cancer: 'yes' })).toBe(30)
    expect(extra({ heart_failure: 'yes' })).toBe(10)
    expect(extra({ chronic_lung_disease: 'yes' })).toBe(10)
    expect(extra({ altered_mental_status: 'yes' })).toBe(60)
    expect(extra({ heart_rate: 109 })).toBe(0)
    expect(extra({ heart_rate: 110 })).toBe(20)
    expect(extra({ systolic_bp: 100 })).toBe(0)
    expect(extra({ systolic_bp: 99 })).toBe(30)
    expect(extra({ resp_rate: 29 })).toBe(0)
    expect(extra({ resp_rate: 30 })).toBe(20)
    expect(extra({ temperature: 36 })).toBe(0)
    expect(extra({ temperature: 35.9 })).toBe(20)
    expect(extra({ oxygen_saturation: 90 })).toBe(0)
    expect(extra({ oxygen_saturation: 89 })).toBe(20)
  })

  test('temperature in °F: 96.8 °F is 36 °C (no points), 96.7 °F is below', () => {
    expect(extra({ temperature: 96.8, 'temperature.unit': '°F' })).toBe(0)
    expect(extra({ temperature: 96.7, 'temperature.unit': '°F' })).toBe(20)
  })

  test('classes at their edges with the published mortality ranges', () => {
    const cases: [number, string, string][] = [
      [65, 'I', '0–1.6 %'],
      [66, 'II', '1.7–3.5 %'],
      [85, 'II', '1.7–3.5 %'],
      [86, 'III', '3.2–7.1 %'],
      [105, 'III', '3.2–7.1 %'],
      [106, 'IV', '4.0–11.4 %'],
      [120, 'IV', '4.0–11.4 %'],
    ]
    for (const [age, cls, rate] of cases) {
      const o = outcome({ age })
      expect(o.pesi_class, `age ${age}`).toBe(cls)
      expect(o.pesi_mortality).toBe(rate)
    }
    // 125 and 126: age 95 + cancer 30 = 125; + 1 year = 126.
    expect(outcome({ age: 95, cancer: 'yes' }).pesi_class).toBe('IV')
    expect(outcome({ age: 96, cancer: 'yes' }).pesi_class).toBe('V')
    expect(outcome({ age: 96, cancer: 'yes' }).pesi_mortality).toBe('10.0–24.5 %')
    expect(String(outcome({ age: 85 }).interpretation)).toMatch(/^PESI class II \(85 points\): low risk; 30-day mortality 1\.7–3\.5 %.*Classes I–II are low risk/)
    expect(String(outcome({ age: 86 }).interpretation)).toMatch(/Classes III–V are intermediate risk/)
  })

  test('ranges: shared measurable ranges, temperature 13–47 °C; every answer required', () => {
    expectRange('age', 18, 120, 17, 121)
    expectRange('heart_rate', 5, 350, 4, 351)
    expectRange('systolic_bp', 20, 300, 19, 301)
    expectRange('resp_rate', 0, 100, -1, 101)
    expectRange('oxygen_saturation', 1, 100, 0, 101)
    expectRange('temperature', 13, 47, 12.9, 47.1)
    expect(toolHarness(definition).refused()).toEqual(Object.keys(base).sort())
  })
})
