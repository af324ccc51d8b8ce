import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './corrected-reticulocyte-count.ts'

// Corrected count = retic % × Hct ÷ 45; maturation 1.0 (Hct ≥ 40), 1.5 (30–39.9), 2.0 (20–29.9),
// 2.5 (< 20) (Hutchinson and Davey, Henry’s Clinical Diagnosis); RPI = corrected ÷ maturation.
const base = { retic: 9, hematocrit: 25 }
const { outcome, refused, evaluate, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const text = (inputs: Record<string, unknown>) => String(outcome(inputs).interpretation)

describe('corrected reticulocyte count and RPI', () => {
  test('9 % at Hct 25: 9 × 25 ÷ 45 = 5; ÷ 2 = 2.5', () => {
    const o = outcome({})
    expect(o.corrected_retic).toBeCloseTo(5, 12)
    expect(o.maturation).toBe(2)
    expect(o.rpi).toBeCloseTo(2.5, 12)
  })

  test('the normal haematocrit defaults to 45 and can be changed', () => {
    expect(evaluate().fields.normal_hct!.value).toBe(45)
    expect(outcome({ normal_hct: 40 }).corrected_retic).toBeCloseTo(5.625, 12)
  })

  test('maturation correction at each haematocrit edge', () => {
    const m = (hematocrit: number) => outcome({ hematocrit }).maturation
    expect(m(40)).toBe(1)
    expect(m(39.9)).toBe(1.5)
    expect(m(30)).toBe(1.5)
    expect(m(29.9)).toBe(2)
    expect(m(20)).toBe(2)
    expect(m(19.9)).toBe(2.5)
    expect(m(2)).toBe(2.5)
  })
})

describe('interpretation bands: < 2 inadequate, 2–3 borderline, > 3 adequate', () => {
  test('edges on the unrounded RPI', () => {
    // Hct 45 (maturation 1): RPI = retic.
    expect(text({ hematocrit: 45, retic: 1.995 })).toMatch(/RPI below 2/)
    expect(text({ hematocrit: 45, retic: 1.99 })).toMatch(/RPI below 2/)
    expect(text({ hematocrit: 45, retic: 3.004 })).toMatch(/RPI above 3/)
    expect(text({ hematocrit: 45, retic: 2 })).toMatch(/RPI 2–3/)
    expect(text({ hematocrit: 45, retic: 3 })).toMatch(/RPI 2–3/)
    expect(text({ hematocrit: 45, retic: 3.01 })).toMatch(/RPI above 3/)
  })

  test('a haematocrit not below normal is flagged', () => {
    expect(text({ hematocrit: 45, retic: 1 })).toMatch(/^The haematocrit is not low/)
    expect(text({ hematocrit: 44.9, retic: 1 })).not.toMatch(/not low/)
  })
})

describe('ranges and required fields', () => {
  test('edges', () => {
    expectRange('retic', 0, 60, -0.1, 60.1)
    expectRange('hematocrit', 2, 80, 1.9, 80.1)
    expectRange('normal_hct', 30, 55, 29.9, 55.1)
  })

  test('reticulocytes and haematocrit required', () => {
    expect(bare.refused({})).toEqual(['hematocrit', 'retic'])
    expect(refused({ normal_hct: '' })).toEqual([])
  })
})
