import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition, { FENA_RANGES } from './fractional-excretion-sodium.ts'

const { run, outcome, refused, expectRange } = toolHarness(definition, { base: { sodium: 140, urine_sodium: 10, creatinine: 2.0, urine_creatinine: 100 } })
const bare = toolHarness(definition)
type Inputs = Record<string, unknown>

const fena = (inputs: Inputs) => outcome(inputs).fena as number
const text = (inputs: Inputs) => String(outcome(inputs).interpretation)

describe('FENa: hand-derived values (Espinel CH, JAMA 1976;236:579–581, formula)', () => {
  // No worked numeric example from the paper is reproduced: each value is an independent
  // step-by-step calculation of (UNa × PCr) / (PNa × UCr) × 100.
  test('UNa 10, PNa 140, UCr 100, PCr 2.0 → 20 / 14000 × 100 = 0.1429 %', () => {
    const numerator = 10 * 2.0 // 20
    const denominator = 140 * 100 // 14000
    expect((numerator / denominator) * 100).toBeCloseTo(0.142857, 6)
    expect(fena({})).toBeCloseTo(0.142857142857, 12)
  })

  test('UNa 60, PNa 135, UCr 40, PCr 3.0 → 180 / 5400 × 100 = 3.3333 %', () => {
    expect(fena({ sodium: 135, urine_sodium: 60, urine_creatinine: 40, creatinine: 3.0 })).toBeCloseTo(3.333333333333, 12)
  })

  test('UNa 30, PNa 140, UCr 50, PCr 2.5 → 75 / 7000 × 100 = 1.0714 %', () => {
    expect(fena({ urine_sodium: 30, urine_creatinine: 50, creatinine: 2.5 })).toBeCloseTo(1.071428571429, 12)
  })
})

describe('interpretation bands on the displayed value (two decimals)', () => {
  test('below 1 %, 1–2 % and above 2 %', () => {
    expect(text({})).toMatch(/^FENa below 1 %/)
    expect(text({ urine_sodium: 30, urine_creatinine: 50, creatinine: 2.5 })).toMatch(/^FENa 1–2 %/)
    expect(text({ sodium: 135, urine_sodium: 60, urine_creatinine: 40, creatinine: 3.0 })).toMatch(/^FENa above 2 %/)
  })

  test('exact edges: 1.00 % and 2.00 % are indeterminate; 0.9978 % shows as 1.00 and is not called below 1 %', () => {
    // UNa 14, PNa 140, UCr 100, PCr 10 → 140 / 14000 × 100 = 1.00 %.
    expect(fena({ urine_sodium: 14, creatinine: 10 })).toBeCloseTo(1, 12)
    expect(text({ urine_sodium: 14, creatinine: 10 })).toMatch(/^FENa 1–2 %/)
    // UNa 28 → 2.00 %: still indeterminate; UNa 28.1 → 2.007 % → above 2 %.
    expect(text({ urine_sodium: 28, creatinine: 10 })).toMatch(/^FENa 1–2 %/)
    expect(text({ urine_sodium: 28.1, creatinine: 10 })).toMatch(/^FENa above 2 %/)
    // UNa 13.9, PCr 10.02 → 139.278 / 14000 × 100 = 0.99484 %, shown as 0.99 → below 1 %.
    expect(fena({ urine_sodium: 13.9, creatinine: 10.02 })).toBeCloseTo(0.994843, 6)
    expect(text({ urine_sodium: 13.9, creatinine: 10.02 })).toMatch(/^FENa below 1 %/)
    // UNa 13.9, PCr 10.05 → 139.695 / 14000 × 100 = 0.99782 %, shown as 1.00 → indeterminate, not "below 1 %".
    expect(fena({ urine_sodium: 13.9, creatinine: 10.05 })).toBeCloseTo(0.997821, 6)
    expect(text({ urine_sodium: 13.9, creatinine: 10.05 })).toMatch(/^FENa 1–2 %/)
  })

  test('diuretic answer changes the caveat: yes → FEUrea advice; no → none; unanswered → short caveat when FENa is 1 % or more', () => {
    const high = { sodium: 135, urine_sodium: 60, urine_creatinine: 40, creatinine: 3.0 }
    expect(text({ diuretics: 'yes' })).toMatch(/A diuretic was given.*below 1 % despite the diuretic.*fractional excretion of urea.*35 %/)
    expect(text({ ...high, diuretics: 'yes' })).toMatch(/A diuretic was given/)
    expect(text({ diuretics: 'no' })).not.toMatch(/diuretic/)
    expect(text({ ...high, diuretics: 'no' })).not.toMatch(/diuretic/)
    expect(text({ ...high })).toMatch(/If a diuretic was given in the past day/)
    // A low FENa is not made unreliable by a diuretic: no caveat when unanswered.
    expect(text({})).not.toMatch(/diuretic/)
    // The diuretic answer never changes the number.
    expect(fena({ diuretics: 'yes' })).toBe(fena({ diuretics: 'no' }))
    expect(refused({ diuretics: 'maybe' })).toEqual(['diuretics'])
  })
})

describe('valid ranges: edges accepted, one step beyond refused with the field named', () => {
  test.each([
    ['sodium', FENA_RANGES.serumSodium.min, FENA_RANGES.serumSodium.max, 0.1],
    ['urine_sodium', FENA_RANGES.urineSodium.min, FENA_RANGES.urineSodium.max, 0.1],
    ['creatinine', FENA_RANGES.serumCreatinineMgDl.min, FENA_RANGES.serumCreatinineMgDl.max, 0.01],
    ['urine_creatinine', FENA_RANGES.urineCreatinineMgDl.min, FENA_RANGES.urineCreatinineMgDl.max, 0.1],
  ] as const)('%s: %d and %d accepted', (field, min, max, step) => {
    expectRange(field, min, max, Math.round((min - step) * 1000) / 1000, Math.round((max + step) * 1000) / 1000)
    expect(refused({ [field]: 'abc' })).toEqual([field])
  })

  test('sodium is accepted at the precision the laboratory gives (131.27 mmol/L)', () => {
    expect(run({ sodium: 140.5 }).ok).toBe(true)
    expect(refused({ sodium: 131.27 })).toEqual([])
  })

  test('missing required inputs are each named; the diuretic question is optional', () => {
    expect(bare.refused({})).toEqual(['creatinine', 'sodium', 'urine_creatinine', 'urine_sodium'])
    expect(run({}).ok).toBe(true)
  })
})

describe('units: creatinine in mg/dL or µmol/L, converted to the same unit', () => {
  test('conversion both ways (1 mg/dL = 88.4 µmol/L)', () => {
    expect(convertMeasure(2.0, 'mg/dL creatinine', 'µmol/L creatinine', 0)).toBe(177)
    expect(convertMeasure(176.8, 'µmol/L creatinine', 'mg/dL creatinine', 2)).toBe(2)
    expect(convertMeasure(100, 'mg/dL creatinine', 'µmol/L creatinine', 0)).toBe(8840)
    expect(convertMeasure(8840, 'µmol/L creatinine', 'mg/dL creatinine', 1)).toBe(100)
  })

  test('all-SI entry gives the same FENa as the formula in µmol/L (the unit cancels)', () => {
    // Serum 176.8 µmol/L and urine 8840 µmol/L → (10 × 176.8) / (140 × 8840) × 100 = 0.142857 %.
    const serum = convertMeasure(176.8, 'µmol/L creatinine', 'mg/dL creatinine', 4)!
    const urine = convertMeasure(8840, 'µmol/L creatinine', 'mg/dL creatinine', 3)!
    expect(fena({ creatinine: serum, urine_creatinine: urine })).toBeCloseTo(((10 * 176.8) / (140 * 8840)) * 100, 10)
  })

  test('mixed entry (serum in µmol/L, urine in mg/dL) is converted before dividing, not mixed', () => {
    const serum = convertMeasure(265, 'µmol/L creatinine', 'mg/dL creatinine', 4)! // 2.9977 mg/dL
    const expected = ((60 * (265 / 88.4)) / (135 * 40)) * 100
    expect(fena({ sodium: 135, urine_sodium: 60, urine_creatinine: 40, creatinine: serum })).toBeCloseTo(expected, 3)
  })

  test('the stated µmol/L ranges convert inside the canonical ranges; a urine creatinine typed in mmol/L is refused', () => {
    const toMg = (umol: number) => convertMeasure(umol, 'µmol/L creatinine', 'mg/dL creatinine', 4)!
    expect(run({ creatinine: toMg(9), urine_creatinine: toMg(89) }).ok).toBe(true)
    expect(run({ creatinine: toMg(2210), urine_creatinine: toMg(88400) }).ok).toBe(true)
    expect(refused({ urine_creatinine: toMg(88) })).toEqual(['urine_creatinine'])
    expect(refused({ urine_creatinine: toMg(88401) })).toEqual(['urine_creatinine'])
    // A urine creatinine of 8 mmol/L mistakenly typed as 8 µmol/L.
    expect(refused({ urine_creatinine: toMg(8) })).toEqual(['urine_creatinine'])
  })
})

const tenths = (min: number, max: number) => fc.integer({ min: Math.round(min * 10), max: Math.round(max * 10) }).map((n) => n / 10)
const hundredths = (min: number, max: number) => fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((n) => n / 100)

describe('properties', () => {
  test('every valid input gives a finite, positive FENa equal to the formula, and one of the three bands', () => {
    fc.assert(
      fc.property(
        tenths(100, 200),
        tenths(1, 300),
        hundredths(0.1, 25),
        tenths(1, 1000),
        fc.constantFrom('yes', 'no', undefined),
        (sodium, urineSodium, creatinine, urineCreatinine, diuretics) => {
          const o = outcome({ sodium, urine_sodium: urineSodium, creatinine, urine_creatinine: urineCreatinine, diuretics })
          const v = o.fena as number
          expect(Number.isFinite(v)).toBe(true)
          expect(v).toBeGreaterThan(0)
          // Largest possible: 300 × 25 / (100 × 1) × 100 = 7500 %.
          expect(v).toBeLessThanOrEqual(7500)
          expect(v).toBeCloseTo(((urineSodium * creatinine) / (sodium * urineCreatinine)) * 100, 9)
          expect(String(o.interpretation)).toMatch(/^FENa (below 1 %|1–2 %|above 2 %)/)
        },
      ),
      { numRuns: 400 },
    )
  })
})
