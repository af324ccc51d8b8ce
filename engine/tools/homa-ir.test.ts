import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { conversionFactor, convertMeasure } from '../units.ts'
import definition, { HOMA_B_MIN_MGDL, HOMA_RANGES, MGDL_PER_MMOL_GLUCOSE } from './homa-ir.ts'

/** Glucose is canonical in mg/dL: tests state mmol/L and multiply by the engine's factor (exact). */
const mmol = (v: number) => v * MGDL_PER_MMOL_GLUCOSE
const base = { glucose: mmol(4.5), insulin: 5 }
const { tool, run, outcome, refused: refusedFields, evaluate } = toolHarness(definition, { base })
const bare = toolHarness(definition)
/** As the page converts a mmol/L entry: to mg/dL at the canonical precision + 2 decimals. */
const fromMmol = (v: number) => convertMeasure(v, 'mmol/L glucose', 'mg/dL glucose', 2)!

describe('Matthews 1985 formulas', () => {
  test('the tool uses the engine’s glucose factor', () => {
    expect(1 / conversionFactor('mg/dL glucose', 'mmol/L glucose')!).toBeCloseTo(MGDL_PER_MMOL_GLUCOSE, 12)
  })

  test('the reference person (4.5 mmol/L, 5 µU/mL) scores HOMA-IR 1.0 and HOMA-%B 100 %', () => {
    // Matthews DR et al., Diabetologia 1985;28:412–419: 22.5 = 4.5 × 5; %B = 20 × 5 / (4.5 − 3.5) = 100.
    const o = outcome({})
    expect(o.homa_ir as number).toBeCloseTo(1, 12)
    expect(o.homa_b as number).toBeCloseTo(100, 10)
    expect(o.interpretation).toMatch(/^1\.0 or more/)
  })

  test('hand calculation: 6.0 mmol/L and 12 µU/mL → 6 × 12 / 22.5 = 3.20; 20 × 12 / 2.5 = 96 %', () => {
    const o = outcome({ glucose: mmol(6), insulin: 12 })
    expect(o.homa_ir as number).toBeCloseTo(3.2, 10)
    expect(o.homa_b as number).toBeCloseTo(96, 9)
  })

  test('below the reference: 4.0 mmol/L and 3 µU/mL → 12 / 22.5 = 0.53', () => {
    const o = outcome({ glucose: mmol(4), insulin: 3 })
    expect(o.homa_ir as number).toBeCloseTo(12 / 22.5, 10)
    expect(o.interpretation).toMatch(/^Below 1\.0/)
  })

  test('the band reads the value shown: 4.4 × 5.1 / 22.5 = 0.997, shown 1.00, is not "below 1.0"; 4.4 × 5.0 = 0.978 is', () => {
    expect(outcome({ glucose: mmol(4.4), insulin: 5.1 }).interpretation).toMatch(/^1\.0 or more/)
    expect(outcome({ glucose: mmol(4.4), insulin: 5 }).interpretation).toMatch(/^Below 1\.0/)
  })
})

describe('glucose units (canonical mg/dL; mmol/L converted with 18.016)', () => {
  test('conversions both ways', () => {
    expect(fromMmol(4.5)).toBe(81.07)
    expect(convertMeasure(81.07, 'mg/dL glucose', 'mmol/L glucose', 1)).toBe(4.5)
    expect(convertMeasure(100, 'mg/dL glucose', 'mmol/L glucose', 3)).toBe(5.551)
    expect(fromMmol(5.551)).toBe(100.01)
  })

  test('100 mg/dL and 10 µU/mL: 2.467 here against 2.469 with the ÷405 shortcut (0.09 % apart, both shown as 2.47)', () => {
    const o = outcome({ glucose: 100, insulin: 10 })
    expect(o.homa_ir as number).toBeCloseTo((100 / 18.016) * (10 / 22.5), 12)
    const shortcut = (100 * 10) / 405
    expect(Math.abs((o.homa_ir as number) / shortcut - 1)).toBeLessThan(0.001)
    expect(Math.round((o.homa_ir as number) * 100) / 100).toBe(Math.round(shortcut * 100) / 100)
  })

  test('4.5 mmol/L entered in SI units gives HOMA-IR 1.00 to display precision', () => {
    const o = outcome({ glucose: fromMmol(4.5) })
    expect(Math.abs((o.homa_ir as number) - 1)).toBeLessThan(0.0005)
  })

  test('the stated mmol/L range 3.0–24.9 converts inside 54–450 mg/dL; 2.9 and 25.0 fall outside', () => {
    expect(run({ glucose: fromMmol(3) }).ok).toBe(true)
    expect(run({ glucose: fromMmol(24.9) }).ok).toBe(true)
    expect(refusedFields({ glucose: fromMmol(2.9) })).toEqual(['glucose'])
    expect(refusedFields({ glucose: fromMmol(25) })).toEqual(['glucose'])
  })
})

describe('insulin units: µU/mL or pmol/L beside the value', () => {
  const PMOL = { 'insulin.unit': 'pmol/L insulin' }

  test('one insulin field with the units of the shared unit control; no separate unit question', () => {
    expect(tool.controls.insulin!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['µU/mL insulin', 'pmol/L insulin'])
    expect(Object.keys(tool.controls).filter((f) => f.startsWith('insulin_') && f !== 'insulin_used')).toEqual([])
    expect(refusedFields({ insulin: 30, 'insulin.unit': 'pmol_L' })).toEqual(['insulin'])
  })

  test('the same quantity in µU/mL or pmol/L (× 6.00) gives the same result: 30 pmol/L = 5 µU/mL', () => {
    const o = outcome({ ...PMOL, insulin: 30 })
    expect(o.insulin_used).toBe(5)
    expect(o.homa_ir as number).toBeCloseTo(1, 12)
    for (let u = 10; u <= 3000; u += 7) {
      expect(outcome({ ...PMOL, insulin: (u / 10) * 6 })).toEqual(outcome({ insulin: u / 10, 'insulin.unit': 'µU/mL insulin' }))
    }
    expect(convertMeasure(5, 'µU/mL insulin', 'pmol/L insulin', 0)).toBe(30)
  })

  test('the insulin is required', () => {
    expect(refusedFields({ insulin: '' })).toEqual(['insulin'])
    expect(refusedFields({ ...PMOL, insulin: '' })).toEqual(['insulin'])
  })
})

describe('HOMA-%B near 3.5 mmol/L and the diabetes-range note', () => {
  test('below 64 mg/dL %B is hidden and explained; a 3.5 mmol/L entry (63.06 mg/dL) never divides by ~0', () => {
    for (const glucose of [54, fromMmol(3.5), 63.9]) {
      const evaluation = evaluate({ glucose })
      expect(evaluation.fields.homa_b?.hidden, String(glucose)).toBe(true)
      expect(evaluation.outcome).not.toHaveProperty('homa_b')
      expect(evaluation.outcome.interpretation).toMatch(/HOMA-%B is not calculated/)
    }
    // 64 mg/dL = 3.5524 mmol/L: 20 × 5 / 0.0524 = 1908 %.
    const o = outcome({ glucose: HOMA_B_MIN_MGDL })
    expect(o.homa_b as number).toBeCloseTo(100 / (64 / 18.016 - 3.5), 9)
    expect(o.interpretation).not.toMatch(/HOMA-%B is not calculated/)
  })

  test('fasting glucose ≥ 126 mg/dL (7.0 mmol/L, even after conversion) adds the diabetes-range note', () => {
    expect(outcome({ glucose: 126 }).interpretation).toMatch(/diabetes range/)
    expect(outcome({ glucose: fromMmol(7) }).interpretation).toMatch(/diabetes range/)
    expect(outcome({ glucose: 125 }).interpretation).not.toMatch(/diabetes range/)
  })
})

describe('valid ranges and required inputs', () => {
  test('glucose 54–450 mg/dL: edges accepted, outside refused', () => {
    expect(run({ glucose: HOMA_RANGES.glucoseMgDl.min }).ok).toBe(true)
    expect(run({ glucose: HOMA_RANGES.glucoseMgDl.max }).ok).toBe(true)
    expect(refusedFields({ glucose: 53 })).toEqual(['glucose'])
    expect(refusedFields({ glucose: 451 })).toEqual(['glucose'])
  })

  test('insulin 1–300 µU/mL and 6–1800 pmol/L at any precision: edges accepted, outside refused', () => {
    expect(run({ insulin: 1 }).ok).toBe(true)
    expect(run({ insulin: 300 }).ok).toBe(true)
    expect(refusedFields({ insulin: 0.9 })).toEqual(['insulin'])
    expect(refusedFields({ insulin: 300.1 })).toEqual(['insulin'])
    expect(refusedFields({ insulin: 5.05 })).toEqual([])
    const pmol = (v: number) => ({ insulin: v, 'insulin.unit': 'pmol/L insulin' })
    expect(run(pmol(6)).ok).toBe(true)
    expect(run(pmol(1800)).ok).toBe(true)
    expect(refusedFields(pmol(5.9))).toEqual(['insulin'])
    expect(refusedFields(pmol(1800.1))).toEqual(['insulin'])
  })

  test('missing inputs are refused with each field named', () => {
    expect(bare.refused()).toEqual(['glucose', 'insulin'])
    expect(refusedFields({ insulin: 5, 'insulin.unit': 'mg' })).toEqual(['insulin'])
  })
})

describe('properties', () => {
  test('every valid input gives a finite HOMA-IR in [0.13, 333.1] and, from 64 mg/dL, a finite positive %B', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: HOMA_RANGES.glucoseMgDl.min * 10, max: HOMA_RANGES.glucoseMgDl.max * 10 }),
        fc.boolean(),
        fc.integer({ min: 10, max: 3000 }),
        (g10, pmol, i10) => {
          const glucose = g10 / 10
          const microUnits = i10 / 10
          const inputs = pmol ? { glucose, insulin: Math.round(microUnits * 6 * 10) / 10, 'insulin.unit': 'pmol/L insulin' } : { glucose, insulin: microUnits }
          const o = outcome(inputs)
          const ir = o.homa_ir as number
          expect(Number.isFinite(ir)).toBe(true)
          // 54 / 18.016 × 1 / 22.5 = 0.133; 450 / 18.016 × 300 / 22.5 = 333.04.
          expect(ir).toBeGreaterThanOrEqual(0.133)
          expect(ir).toBeLessThanOrEqual(333.05)
          expect(ir).toBeCloseTo(((glucose / 18.016) * (o.insulin_used as number)) / 22.5, 10)
          if (glucose >= HOMA_B_MIN_MGDL) {
            expect(Number.isFinite(o.homa_b as number)).toBe(true)
            expect(o.homa_b as number).toBeGreaterThan(0)
          } else {
            expect(o).not.toHaveProperty('homa_b')
          }
          expect(typeof o.interpretation).toBe('string')
        },
      ),
      { numRuns: 400 },
    )
  })
})

describe('a glucose outside the model says why', () => {
  test('a glucose of 1200 mg/dL is refused with the reason, not silently', () => {
    const r = run({ glucose: 1200 })
    expect(r.ok ? [] : r.errors.glucose).toEqual([{ type: 'error', kind: 'max', bound: 450, reason: expect.stringMatching(/HOMA model/) }])
  })
})
