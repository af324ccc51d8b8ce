import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './revised-geneva.ts'

// Le Gal G et al., Ann Intern Med 2006;144:165–171 (points; low 0–3, intermediate 4–10, high ≥ 11);
// Klok FA et al., Arch Intern Med 2008;168:2131–2136 (1 point per item, heart rate ≥ 95 2);
// ESC 2019 Table 5 (simplified 0–1 / 2–4 / ≥ 5; two levels: revised ≤ 5, simplified ≤ 2 unlikely).
const base = {
  version: 'revised',
  scheme: 'three',
  age: 40,
  previous_vte: 'no',
  surgery_fracture: 'no',
  malignancy: 'no',
  unilateral_leg_pain: 'no',
  haemoptysis: 'no',
  heart_rate: 70,
  leg_palpation_oedema: 'no',
}
const { outcome, refused, expectRange } = toolHarness(definition, { base })
const revised = (inputs: Record<string, unknown>) => outcome(inputs).revised_geneva_score
const simplified = (inputs: Record<string, unknown>) => outcome({ ...inputs, version: 'simplified' }).simplified_geneva_score

describe('revised Geneva score', () => {
  test('item points in both versions', () => {
    const items: [Record<string, unknown>, number, number][] = [
      [{}, 0, 0],
      [{ age: 65 }, 0, 0],
      [{ age: 65.5 }, 1, 1],
      [{ previous_vte: 'yes' }, 3, 1],
      [{ surgery_fracture: 'yes' }, 2, 1],
      [{ malignancy: 'yes' }, 2, 1],
      [{ unilateral_leg_pain: 'yes' }, 3, 1],
      [{ haemoptysis: 'yes' }, 2, 1],
      [{ heart_rate: 74 }, 0, 0],
      [{ heart_rate: 75 }, 3, 1],
      [{ heart_rate: 94.5 }, 3, 1],
      [{ heart_rate: 95 }, 5, 2],
      [{ leg_palpation_oedema: 'yes' }, 4, 1],
    ]
    for (const [inputs, r, s] of items) {
      expect(revised(inputs), JSON.stringify(inputs)).toBe(r)
      expect(simplified(inputs), JSON.stringify(inputs)).toBe(s)
    }
    const all = { age: 80, previous_vte: 'yes', surgery_fracture: 'yes', malignancy: 'yes', unilateral_leg_pain: 'yes', haemoptysis: 'yes', heart_rate: 120, leg_palpation_oedema: 'yes' }
    expect(revised(all)).toBe(22)
    expect(simplified(all)).toBe(9)
  })

  test('revised: three levels at 3/4 and 10/11, two levels at 5/6', () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ previous_vte: 'yes' }, 3, 'Low (0–3)', 'PE unlikely (0–5)'],
      [{ previous_vte: 'yes', age: 70 }, 4, 'Intermediate (4–10)', 'PE unlikely (0–5)'],
      [{ previous_vte: 'yes', haemoptysis: 'yes' }, 5, 'Intermediate (4–10)', 'PE unlikely (0–5)'],
      [{ previous_vte: 'yes', unilateral_leg_pain: 'yes' }, 6, 'Intermediate (4–10)', 'PE likely (6 or more)'],
      [{ heart_rate: 100, previous_vte: 'yes', haemoptysis: 'yes' }, 10, 'Intermediate (4–10)', 'PE likely (6 or more)'],
      [{ heart_rate: 100, previous_vte: 'yes', haemoptysis: 'yes', age: 70 }, 11, 'High (11 or more)', 'PE likely (6 or more)'],
    ]
    for (const [inputs, s, three, two] of cases) {
      const o = outcome(inputs)
      expect(o.revised_geneva_score).toBe(s)
      expect(o.geneva_three_level).toBe(three)
      expect(o.geneva_two_level).toBe(two)
    }
  })

  test('simplified: three levels at 1/2 and 4/5, two levels at 2/3', () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ haemoptysis: 'yes' }, 1, 'Low (0–1)', 'PE unlikely (0–2)'],
      [{ heart_rate: 95 }, 2, 'Intermediate (2–4)', 'PE unlikely (0–2)'],
      [{ heart_rate: 95, haemoptysis: 'yes' }, 3, 'Intermediate (2–4)', 'PE likely (3 or more)'],
      [{ heart_rate: 95, haemoptysis: 'yes', malignancy: 'yes' }, 4, 'Intermediate (2–4)', 'PE likely (3 or more)'],
      [{ heart_rate: 95, haemoptysis: 'yes', malignancy: 'yes', age: 70 }, 5, 'High (5 or more)', 'PE likely (3 or more)'],
    ]
    for (const [inputs, s, three, two] of cases) {
      const o = outcome({ ...inputs, version: 'simplified' })
      expect(o.simplified_geneva_score).toBe(s)
      expect(o.geneva_three_level).toBe(three)
      expect(o.geneva_two_level).toBe(two)
    }
  })

  test('the next step follows the chosen scheme where the two differ', () => {
    const six = { previous_vte: 'yes', unilateral_leg_pain: 'yes' }
    expect(String(outcome({ ...six, scheme: 'three' }).interpretation)).toMatch(/^Revised Geneva score 6 points\. Three levels: Intermediate \(4–10\) \(PE prevalence 28 %\)\. Measure D-dimer/)
    expect(String(outcome({ ...six, scheme: 'two' }).interpretation)).toMatch(/^Revised Geneva score 6 points\. Two levels: PE likely \(6 or more\)\. Arrange CT pulmonary angiography/)
    expect(String(outcome({ previous_vte: 'yes' }).interpretation)).toContain('(PE prevalence 8 % in the validation cohort). Measure D-dimer')
    expect(String(outcome({ heart_rate: 100, previous_vte: 'yes', haemoptysis: 'yes', age: 70 }).interpretation)).toContain('(PE prevalence 74 %). Arrange CT')
    const three = { heart_rate: 95, haemoptysis: 'yes', version: 'simplified' }
    expect(String(outcome({ ...three, scheme: 'three' }).interpretation)).toMatch(/^Simplified revised Geneva score 3 points\. Three levels: Intermediate \(2–4\)\. Measure D-dimer/)
    expect(String(outcome({ ...three, scheme: 'two' }).interpretation)).toMatch(/Two levels: PE likely \(3 or more\)\. Arrange CT/)
    expect(String(outcome({ heart_rate: 95, version: 'simplified', scheme: 'two' }).interpretation)).toMatch(/PE unlikely \(0–2\)\. Measure D-dimer/)
  })

  test('ranges and required answers', () => {
    expectRange('age', 18, 120, 17, 121)
    expectRange('heart_rate', 5, 350, 4, 351)
    expect(refused({ haemoptysis: undefined })).toEqual(['haemoptysis'])
    expect(toolHarness(definition).refused()).toEqual(['age', 'haemoptysis', 'heart_rate', 'leg_palpation_oedema', 'malignancy', 'previous_vte', 'surgery_fracture', 'unilateral_leg_pain'])
  })
})
