import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition, { NA_CORRECTION_FACTORS, NA_CORRECTION_RANGES } from './sodium-correction-hyperglycemia.ts'

const base = { sodium: 130, glucose: 500 }
const { run, outcome, refused, evaluate } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const text = (inputs: Inputs) => String(outcome(inputs).interpretation)

describe('published factors: Katz 1.6 and Hillier 2.4 mmol/L per 100 mg/dL above 100 mg/dL', () => {
  // Katz MA, N Engl J Med 1973;289:843–844 (1.6); Hillier TA et al., Am J Med 1999;106:399–403,
  // abstract (2.4 on average). The patient values are hand calculations with those factors.
  test('the factors are the published ones', () => {
    expect(NA_CORRECTION_FACTORS).toEqual({ katz: 1.6, hillier: 2.4 })
  })

  test('Na 130, glucose 500: Katz 130 + 1.6 × 4 = 136.4; Hillier 130 + 2.4 × 4 = 139.6', () => {
    const katz = outcome({ factor: 'katz' })
    expect(katz.corrected_sodium).toBeCloseTo(136.4, 10)
    expect(katz.corrected_sodium_hillier).toBeCloseTo(139.6, 10)
    expect(katz).not.toHaveProperty('corrected_sodium_katz')
    const hillier = outcome({ factor: 'hillier' })
    expect(hillier.corrected_sodium).toBeCloseTo(139.6, 10)
    expect(hillier.corrected_sodium_katz).toBeCloseTo(136.4, 10)
    expect(hillier).not.toHaveProperty('corrected_sodium_hillier')
  })

  test('Hillier’s experimental range: glucose 600 mg/dL lowers sodium by 12 mmol/L with 2.4 (8 with 1.6)', () => {
    expect((outcome({ sodium: 128, glucose: 600, factor: 'hillier' }).corrected_sodium as number) - 128).toBeCloseTo(12, 10)
    expect((outcome({ sodium: 128, glucose: 600, factor: 'katz' }).corrected_sodium as number) - 128).toBeCloseTo(8, 10)
  })

  test('no correction at or below 100 mg/dL (never a negative correction)', () => {
    expect(outcome({ sodium: 140, glucose: 100 }).corrected_sodium).toBe(140)
    expect(outcome({ sodium: 140, glucose: 60 }).corrected_sodium).toBe(140)
    expect(outcome({ sodium: 140, glucose: 60, factor: 'hillier' }).corrected_sodium).toBe(140)
    expect(text({ sodium: 140, glucose: 60 })).toMatch(/^Glucose is not above 100 mg\/dL/)
    expect(outcome({ sodium: 140, glucose: 101 }).corrected_sodium).toBeCloseTo(140.016, 10)
  })
})

describe('factor choice', () => {
  test('Katz is preselected with a message explaining why', () => {
    const e = evaluate()
    expect(e.fields.factor!.value).toBe('katz')
    expect(e.fields.factor!.defaultMessage).toMatch(/ADA/)
    expect(e.fields.corrected_sodium_hillier!.hidden).toBe(false)
    expect(e.fields.corrected_sodium_katz!.hidden).toBe(true)
  })

  test('an unknown factor is refused', () => {
    expect(refused({ factor: 'other' })).toEqual(['factor'])
  })
})

describe('interpretation bands on the corrected sodium shown (one decimal)', () => {
  test.each([
    [{ sodium: 126.6, glucose: 500 }, 133, /^Corrected sodium below 135/],
    [{ sodium: 128.6, glucose: 500 }, 135, /^Corrected sodium 135–145/],
    [{ sodium: 138.6, glucose: 500 }, 145, /^Corrected sodium 135–145/],
    [{ sodium: 138.7, glucose: 500 }, 145.1, /^Corrected sodium above 145/],
  ] as const)('%o → %d', (inputs, corrected, band) => {
    expect(outcome(inputs).corrected_sodium as number).toBeCloseTo(corrected, 10)
    expect(text(inputs)).toMatch(band)
  })

  test('above 400 mg/dL with Katz, the reading points to the Hillier value', () => {
    expect(text({ glucose: 401 })).toMatch(/probably underestimates/)
    expect(text({ glucose: 400 })).not.toMatch(/probably underestimates/)
    expect(text({ glucose: 800, factor: 'hillier' })).not.toMatch(/probably underestimates/)
  })
})

describe('valid ranges: edges accepted, one step beyond refused with the field named', () => {
  test('sodium 80 and 250 accepted; 79.9 and 250.1 refused; two decimals accepted', () => {
    expect(run({ sodium: NA_CORRECTION_RANGES.sodium.min }).ok).toBe(true)
    expect(run({ sodium: NA_CORRECTION_RANGES.sodium.max }).ok).toBe(true)
    expect(refused({ sodium: 79.9 })).toEqual(['sodium'])
    expect(refused({ sodium: 250.1 })).toEqual(['sodium'])
    expect(refused({ sodium: 131.27 })).toEqual([])
  })

  test('glucose 10 and 3000 mg/dL accepted; 9.9 and 3000.1 refused', () => {
    expect(run({ glucose: NA_CORRECTION_RANGES.glucoseMgDl.min }).ok).toBe(true)
    expect(run({ glucose: NA_CORRECTION_RANGES.glucoseMgDl.max }).ok).toBe(true)
    expect(refused({ glucose: 9.9 })).toEqual(['glucose'])
    expect(refused({ glucose: 3000.1 })).toEqual(['glucose'])
  })

  test('missing required inputs are each named; the factor has a default', () => {
    expect(bare.refused({})).toEqual(['glucose', 'sodium'])
  })
})

describe('units: glucose mg/dL ↔ mmol/L (1 mmol/L = 18.016 mg/dL)', () => {
  test('conversion both ways', () => {
    expect(convertMeasure(500, 'mg/dL glucose', 'mmol/L glucose', 1)).toBe(27.8)
    expect(convertMeasure(27.8, 'mmol/L glucose', 'mg/dL glucose', 2)).toBe(500.84)
    expect(convertMeasure(5.6, 'mmol/L glucose', 'mg/dL glucose', 0)).toBe(101)
  })

  test('a value entered in mmol/L corrects like its mg/dL equivalent', () => {
    const mg = convertMeasure(27.8, 'mmol/L glucose', 'mg/dL glucose', 2)!
    expect(outcome({ glucose: mg }).corrected_sodium as number).toBeCloseTo(130 + (1.6 * (27.8 * 18.016 - 100)) / 100, 3)
  })

  test('the stated mmol/L range (0.6–166.5) converts inside the canonical range', () => {
    const toMg = (mmol: number) => convertMeasure(mmol, 'mmol/L glucose', 'mg/dL glucose', 2)!
    expect(run({ glucose: toMg(0.6) }).ok).toBe(true)
    expect(run({ glucose: toMg(166.5) }).ok).toBe(true)
    expect(refused({ glucose: toMg(0.5) })).toEqual(['glucose'])
    expect(refused({ glucose: toMg(166.6) })).toEqual(['glucose'])
  })
})

describe('properties', () => {
  test('every valid input gives finite corrected values: never below the measured sodium, Hillier ≥ Katz', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 2000 }).map((n) => n / 10),
        fc.integer({ min: 1000, max: 300000 }).map((n) => n / 100),
        fc.constantFrom('katz', 'hillier'),
        (sodium, glucose, factor) => {
          const o = outcome({ sodium, glucose, factor })
          const corrected = o.corrected_sodium as number
          expect(Number.isFinite(corrected)).toBe(true)
          const excess = Math.max(0, glucose - 100) / 100
          expect(corrected).toBeCloseTo(sodium + NA_CORRECTION_FACTORS[factor] * excess, 9)
          expect(corrected).toBeGreaterThanOrEqual(sodium)
          // Largest: 200 + 2.4 × 29 = 269.6.
          expect(corrected).toBeLessThanOrEqual(269.6 + 1e-9)
          const other = (factor === 'katz' ? o.corrected_sodium_hillier : o.corrected_sodium_katz) as number
          if (factor === 'katz') expect(other).toBeGreaterThanOrEqual(corrected)
          else expect(other).toBeLessThanOrEqual(corrected)
        },
      ),
      { numRuns: 400 },
    )
  })
})
