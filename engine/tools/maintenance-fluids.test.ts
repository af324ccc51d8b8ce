import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition, { ADULT_COMPARISON_FROM_KG, MAINTENANCE_RANGES } from './maintenance-fluids.ts'

const harness = toolHarness(definition)
const { run, refused } = harness
const outcome = (weight: number) => harness.outcome({ weight })

/** Independent implementation of the published bands, for comparison. */
const hollidaySegarDaily = (kg: number) => (kg <= 10 ? 100 * kg : kg <= 20 ? 1000 + 50 * (kg - 10) : 1500 + 20 * (kg - 20))
const fourTwoOne = (kg: number) => (kg <= 10 ? 4 * kg : kg <= 20 ? 40 + 2 * (kg - 10) : 60 + (kg - 20))

describe('Holliday–Segar bands (Holliday MA, Segar WE, Pediatrics 1957;19:823–832)', () => {
  test('published band edges: 1000 mL/day at 10 kg, 1500 mL/day at 20 kg', () => {
    expect(outcome(10).volume_ml_day).toBe(1000)
    expect(outcome(20).volume_ml_day).toBe(1500)
  })

  test('hourly 4-2-1 form: 40 mL/h at 10 kg, 60 mL/h at 20 kg', () => {
    expect(outcome(10).rate_ml_h).toBe(40)
    expect(outcome(20).rate_ml_h).toBe(60)
  })

  test('hand-derived: 5 kg → 20 mL/h, 500 mL/day; 15 kg → 50 mL/h, 1250 mL/day; 30 kg → 70 mL/h, 1700 mL/day; 70 kg → 110 mL/h, 2500 mL/day', () => {
    expect([outcome(5).rate_ml_h, outcome(5).volume_ml_day]).toEqual([20, 500])
    expect([outcome(15).rate_ml_h, outcome(15).volume_ml_day]).toEqual([50, 1250]) // 40 + 2 × 5; 1000 + 50 × 5
    expect([outcome(30).rate_ml_h, outcome(30).volume_ml_day]).toEqual([70, 1700]) // 40 + 20 + 10; 1000 + 500 + 200
    expect([outcome(70).rate_ml_h, outcome(70).volume_ml_day]).toEqual([110, 2500]) // 40 + 20 + 50; 1500 + 1000
  })

  test('4-2-1 × 24 is slightly below the daily rule (960 vs 1000 mL at 10 kg) — both are reported, not derived from each other', () => {
    expect((outcome(10).rate_ml_h as number) * 24).toBe(960)
    expect(outcome(10).volume_ml_day).toBe(1000)
  })

  test('fractional weights (e.g. converted from lb) are handled continuously across band edges', () => {
    expect(outcome(10.5).rate_ml_h).toBeCloseTo(41, 10)
    expect(outcome(20.5).volume_ml_day).toBeCloseTo(1510, 10)
    expect(outcome(3.4).rate_ml_h).toBeCloseTo(13.6, 10)
  })
})

describe('interpretation and adult comparison', () => {
  test('band text follows the weight', () => {
    expect(String(outcome(10).interpretation)).toMatch(/^Up to 10 kg/)
    expect(String(outcome(10.1).interpretation)).toMatch(/^10–20 kg/)
    expect(String(outcome(20).interpretation)).toMatch(/^10–20 kg/)
    expect(String(outcome(20.1).interpretation)).toMatch(/^Above 20 kg/)
  })

  test(`adult comparison (NICE 25–30 mL/kg/day) appears from ${ADULT_COMPARISON_FROM_KG} kg only`, () => {
    const below = outcome(ADULT_COMPARISON_FROM_KG - 0.1)
    expect(below).not.toHaveProperty('adult_low_ml_day')
    expect(String(below.interpretation)).not.toMatch(/For adults/)
    const at = outcome(ADULT_COMPARISON_FROM_KG)
    expect(at.adult_low_ml_day).toBe(1000)
    expect(at.adult_high_ml_day).toBe(1200)
    expect(String(at.interpretation)).toMatch(/For adults, guidance suggests 25–30 mL\/kg\/day/)
    const adult = outcome(70)
    expect([adult.adult_low_ml_day, adult.adult_high_ml_day]).toEqual([1750, 2100])
  })

  test('the stated crossover: Holliday–Segar exceeds 30 mL/kg/day below 110 kg and equals it at 110 kg', () => {
    expect(outcome(109).volume_ml_day as number).toBeGreaterThan(30 * 109)
    expect(outcome(110).volume_ml_day).toBe(30 * 110)
  })
})

describe('valid range: 2–250 kg', () => {
  test('edges accepted; beyond refused with the field named; missing weight refused', () => {
    expect(run({ weight: MAINTENANCE_RANGES.weightKg.min }).ok).toBe(true)
    expect(run({ weight: MAINTENANCE_RANGES.weightKg.max }).ok).toBe(true)
    expect(refused({ weight: 1.9 })).toEqual(['weight'])
    expect(refused({ weight: 250.1 })).toEqual(['weight'])
    expect(refused({ weight: 0 })).toEqual(['weight'])
    expect(refused({ weight: 'ten' })).toEqual(['weight'])
    expect(refused({})).toEqual(['weight'])
  })
})

describe('units: weight kg ↔ lb (1 lb = 0.45359237 kg)', () => {
  test('conversion both ways', () => {
    expect(convertMeasure(22, 'lb', 'kg', 1)).toBe(10)
    expect(convertMeasure(10, 'kg', 'lb', 1)).toBe(22)
    expect(convertMeasure(44.1, 'lb', 'kg', 3)).toBe(20.003)
  })

  test('a weight entered in lb gives the rate of its kg equivalent', () => {
    const kg = convertMeasure(66.1, 'lb', 'kg', 3)! // 29.982 kg
    expect(outcome(kg).rate_ml_h as number).toBeCloseTo(fourTwoOne(66.1 * 0.45359237), 2)
  })

  test('the stated lb range (4.5–551) converts inside the canonical range', () => {
    const toKg = (lb: number) => convertMeasure(lb, 'lb', 'kg', 3)!
    expect(run({ weight: toKg(4.5) }).ok).toBe(true)
    expect(run({ weight: toKg(551) }).ok).toBe(true)
    expect(refused({ weight: toKg(4.4) })).toEqual(['weight'])
    expect(refused({ weight: toKg(552) })).toEqual(['weight'])
  })
})

describe('properties', () => {
  test('every valid weight gives finite values equal to the bands, increasing with weight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 2500 }).map((n) => n / 10), (kg) => {
        const o = outcome(kg)
        const rate = o.rate_ml_h as number
        const daily = o.volume_ml_day as number
        expect(Number.isFinite(rate) && Number.isFinite(daily)).toBe(true)
        expect(rate).toBeCloseTo(fourTwoOne(kg), 9)
        expect(daily).toBeCloseTo(hollidaySegarDaily(kg), 9)
        // 2 kg → 8 mL/h, 200 mL/day; 250 kg → 290 mL/h, 6100 mL/day.
        expect(rate).toBeGreaterThanOrEqual(8)
        expect(rate).toBeLessThanOrEqual(290)
        expect(daily).toBeGreaterThanOrEqual(200)
        expect(daily).toBeLessThanOrEqual(6100)
        if (kg + 0.1 <= 250) expect(outcome(Math.round((kg + 0.1) * 10) / 10).rate_ml_h as number).toBeGreaterThan(rate)
      }),
      { numRuns: 300 },
    )
  })
})

describe('lower limit from the source', () => {
  test('below 2 kg the refusal says the method starts after the newborn period and what to use instead', () => {
    const r = run({ weight: 1.5 })
    expect(r.ok ? [] : r.errors.weight).toEqual([{ type: 'error', kind: 'min', bound: 2, reason: expect.stringMatching(/28 days.*neonatal/s) }])
  })

  test('a weight with two decimals is accepted: 7.35 kg → 4 × 7.35 = 29.4 mL/h', () => {
    expect(outcome(7.35).rate_ml_h as number).toBeCloseTo(29.4, 10)
  })
})
