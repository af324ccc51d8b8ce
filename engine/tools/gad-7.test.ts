import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import gad7 from './gad-7.ts'

// Spitzer RL et al., Arch Intern Med 2006;166:1092–1097: seven items 0–3, total 0–21; 5, 10 and
// 15 mark mild, moderate and severe anxiety; 10 is the cut-point for further evaluation.
const ITEMS = ['nervous', 'uncontrolled_worry', 'worry_too_much', 'trouble_relaxing', 'restless', 'irritable', 'afraid']
const zero = Object.fromEntries(ITEMS.map((k) => [k, 0]))
const { tool, outcome, refused, expectEachRequired } = toolHarness(gad7, { base: zero })

const withTotal = (total: number) => {
  const inputs: Record<string, number> = { ...zero }
  let left = total
  for (const k of ITEMS) {
    inputs[k] = Math.min(3, left)
    left -= inputs[k]
  }
  return inputs
}

describe('GAD-7', () => {
  test('each item adds its answer (0–3)', () => {
    for (const k of ITEMS) for (const v of [0, 1, 2, 3]) expect(outcome({ [k]: v }).gad7_score).toBe(v)
    expect(outcome(withTotal(21)).gad7_score).toBe(21)
  })

  test('bands at their edges: 4/5, 9/10, 14/15', () => {
    const band = (t: number) => outcome(withTotal(t)).gad7_severity
    expect(band(0)).toBe('Minimal (0–4)')
    expect(band(4)).toBe('Minimal (0–4)')
    expect(band(5)).toBe('Mild (5–9)')
    expect(band(9)).toBe('Mild (5–9)')
    expect(band(10)).toBe('Moderate (10–14)')
    expect(band(14)).toBe('Moderate (10–14)')
    expect(band(15)).toBe('Severe (15–21)')
    expect(band(21)).toBe('Severe (15–21)')
  })

  test('further evaluation from 10', () => {
    expect(String(outcome(withTotal(9)).interpretation)).toMatch(/^Mild anxiety symptoms/)
    expect(String(outcome(withTotal(10)).interpretation)).toMatch(/^Score of 10 or more/)
    expect(String(outcome(withTotal(4)).interpretation)).toMatch(/^Minimal/)
  })

  test('every item required; answers outside 0–3 refused', () => {
    expectEachRequired(ITEMS)
    expect(refused({ afraid: 4 })).toEqual(['afraid'])
  })

  test('not offered on the patient site: its results speak to the clinician', () => {
    expect(tool.patient).toBeUndefined()
  })
})
