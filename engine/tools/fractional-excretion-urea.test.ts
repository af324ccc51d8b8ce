import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition from './fractional-excretion-urea.ts'

const base = { urea: 20, urine_urea: 300, creatinine: 2.0, urine_creatinine: 100 }
const { run, outcome, refused, expectRange, expectEachRequired } = toolHarness(definition, { base })
const fe = (inputs: Record<string, unknown>) => outcome(inputs).feurea as number

describe('formula (Carvounis 2002)', () => {
  test('(300 × 2.0) / (20 × 100) × 100 = 30 %', () => {
    expect(fe({})).toBeCloseTo(30, 10)
  })

  test('BUN and UUN in mg/dL give the same FEUrea as urea in mmol/L (factor 2.8 cancels)', () => {
    // BUN 56 mg/dL = 20 mmol/L; UUN 840 mg/dL = 300 mmol/L
    expect(convertMeasure(56, 'mg/dL BUN', 'mmol/L urea', 1)).toBe(20)
    expect(convertMeasure(840, 'mg/dL BUN', 'mmol/L urea', 0)).toBe(300)
    expect(fe({ urea: 56 / 2.8, urine_urea: 840 / 2.8 })).toBeCloseTo(30, 9)
  })

  test('creatinine in µmol/L converts with 88.4 (both creatinines reach the formula in mg/dL)', () => {
    expect(fe({ creatinine: 176.8 / 88.4, urine_creatinine: 8840 / 88.4 })).toBeCloseTo(30, 9)
  })
})

describe('bands on the displayed value (one decimal): ≤ 35 prerenal, > 50 intrinsic', () => {
  // serum urea 20, serum creatinine 2, urine creatinine 100: FEUrea = urine urea / 10
  test.each([
    [350, /^FEUrea 35 % or less/],
    [350.4, /^FEUrea 35 % or less/],
    [350.5, /^FEUrea above 35 % and up to 50 %/],
    [500, /^FEUrea above 35 % and up to 50 %/],
    [500.5, /^FEUrea above 50 %/],
    [600, /^FEUrea above 50 %/],
  ] as const)('urine urea %s mmol/L', (urineUrea, text) => {
    expect(outcome({ urine_urea: urineUrea }).interpretation).toMatch(text)
  })
})

describe('ranges and required fields', () => {
  test('serum urea 0.3–107 mmol/L; urine urea 1–2000 mmol/L; urine creatinine 1–1000 mg/dL; serum creatinine shared range', () => {
    expectRange('urea', 0.3, 107, 0.29, 108)
    expectRange('urine_urea', 1, 2000, 0.9, 2001)
    expectRange('urine_creatinine', 1, 1000, 0.9, 1001)
    expectRange('creatinine', 0.1, 60, 0.09, 60.1)
  })

  test('each laboratory value is required; the diuretic question is optional', () => {
    expectEachRequired(['urea', 'urine_urea', 'creatinine', 'urine_creatinine'])
    expect(run({ diuretics: 'yes' }).ok).toBe(true)
    expect(refused({ diuretics: 'maybe' })).toEqual(['diuretics'])
  })
})
