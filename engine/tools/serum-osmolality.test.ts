import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition, { OSM_RANGES } from './serum-osmolality.ts'

const usBase = { sodium: 140, glucose_mg_dl: 90, bun_mg_dl: 14 }
const siBase = { units: 'si', sodium: 140, glucose_mmol_l: 5, urea_mmol_l: 5 }
const US = toolHarness(definition, { base: usBase })
const SI = toolHarness(definition, { base: siBase })
const bare = toolHarness(definition)

const us = US.outcome
const si = SI.outcome

describe('calculated osmolality: hand-derived values', () => {
  // Formula of Smithline N, Gardner KD, JAMA 1976;236:1594–1597; ethanol coefficient of Purssell
  // RA et al., Ann Emerg Med 2001;38:653–659. No published worked example is reproduced; each
  // value is written out step by step.
  test('US: 2 × 140 + 90/18 + 14/2.8 = 280 + 5 + 5 = 290; effective 285', () => {
    const o = us({})
    expect(o.calculated_osmolality).toBeCloseTo(290, 10)
    expect(o.effective_osmolality).toBeCloseTo(285, 10)
  })

  test('SI: 2 × 140 + 5 + 5 = 290; effective 285', () => {
    const o = si({})
    expect(o.calculated_osmolality).toBe(290)
    expect(o.effective_osmolality).toBe(285)
  })

  test('ethanol: 185 mg/dL ÷ 3.7 = 50; 20 mmol/L × 1.25 = 25', () => {
    expect(us({ ethanol_mg_dl: 185 }).calculated_osmolality).toBeCloseTo(340, 10)
    expect(si({ ethanol_mmol_l: 20 }).calculated_osmolality).toBeCloseTo(315, 10)
    // Ethanol does not change the effective osmolality.
    expect(us({ ethanol_mg_dl: 185 }).effective_osmolality).toBeCloseTo(285, 10)
  })

  test('osmolal gap: measured 310 − 290 = 20; with ethanol 185, measured 345 − 340 = 5', () => {
    expect(us({ measured_osmolality: 310 }).osmolal_gap).toBeCloseTo(20, 10)
    expect(us({ ethanol_mg_dl: 185, measured_osmolality: 345 }).osmolal_gap).toBeCloseTo(5, 10)
  })

  test('hyperosmolar state: Na 150, glucose 1000, BUN 56 → 300 + 55.56 + 20 = 375.56; effective 355.56', () => {
    const o = us({ sodium: 150, glucose_mg_dl: 1000, bun_mg_dl: 56 })
    expect(o.calculated_osmolality).toBeCloseTo(300 + 1000 / 18 + 20, 10)
    expect(o.effective_osmolality).toBeCloseTo(300 + 1000 / 18, 10)
    expect(String(o.interpretation)).toMatch(/Effective osmolality above 320/)
  })
})

describe('interpretation', () => {
  test('calculated osmolality bands at 275 and 295 (shown to one decimal)', () => {
    expect(String(si({ sodium: 132.5 }).interpretation)).toMatch(/^Calculated osmolality within/) // 275
    expect(String(si({ sodium: 132.4 }).interpretation)).toMatch(/^Calculated osmolality below/) // 274.8
    expect(String(si({ sodium: 142.5 }).interpretation)).toMatch(/^Calculated osmolality within/) // 295
    expect(String(si({ sodium: 142.6 }).interpretation)).toMatch(/^Calculated osmolality above/) // 295.2
  })

  test('effective osmolality: 320 is not flagged, 320.2 is', () => {
    expect(String(si({ sodium: 150, glucose_mmol_l: 20 }).interpretation)).not.toMatch(/above 320/) // 320
    expect(String(si({ sodium: 150.1, glucose_mmol_l: 20 }).interpretation)).toMatch(/above 320/) // 320.2
  })

  test('osmolal gap: 10 is not raised, 11 is; below −10 suggests error; none without a measured value', () => {
    expect(String(si({ measured_osmolality: 300 }).interpretation)).toMatch(/Osmolal gap 10 or less/)
    expect(String(si({ measured_osmolality: 301 }).interpretation)).toMatch(/Osmolal gap above 10.*ethanol \(not entered\)/)
    expect(String(si({ measured_osmolality: 301, ethanol_mmol_l: 0 }).interpretation)).not.toMatch(/not entered/)
    expect(String(si({ measured_osmolality: 280 }).interpretation)).toMatch(/Osmolal gap 10 or less/) // −10
    expect(String(si({ measured_osmolality: 279 }).interpretation)).toMatch(/below −10/)
    const none = si({})
    expect(none).not.toHaveProperty('osmolal_gap')
    expect(String(none.interpretation)).toMatch(/Enter a measured osmolality/)
  })
})

describe('units: one switch between US (mg/dL) and SI (mmol/L) fields', () => {
  test('US is the default; SI fields are hidden until chosen', () => {
    const e = US.evaluate()
    expect(e.fields.units!.value).toBe('us')
    expect(e.fields.glucose_mmol_l!.hidden).toBe(true)
    expect(e.fields.urea_mmol_l!.hidden).toBe(true)
    const s = SI.evaluate()
    expect(s.fields.glucose_mg_dl!.hidden).toBe(true)
    expect(s.fields.bun_mg_dl!.hidden).toBe(true)
    expect(s.fields.ethanol_mg_dl!.hidden).toBe(true)
  })

  test('each system requires its own fields', () => {
    expect(bare.refused({ sodium: 140 })).toEqual(['bun_mg_dl', 'glucose_mg_dl'])
    expect(bare.refused({ units: 'si', sodium: 140 })).toEqual(['glucose_mmol_l', 'urea_mmol_l'])
    // US values sent with SI chosen are ignored, not mixed in.
    expect(bare.refused({ units: 'si', ...usBase })).toEqual(['glucose_mmol_l', 'urea_mmol_l'])
  })

  test('equivalent values give the same result both ways (glucose ÷ 18 and BUN ÷ 2.8 = mmol/L)', () => {
    for (const [glucoseMg, bunMg] of [
      [90, 14],
      [180, 28],
      [540, 84],
      [1800, 140],
    ] as const) {
      const fromUs = us({ glucose_mg_dl: glucoseMg, bun_mg_dl: bunMg }).calculated_osmolality as number
      const fromSi = si({ glucose_mmol_l: glucoseMg / 18, urea_mmol_l: bunMg / 2.8 }).calculated_osmolality as number
      expect(fromSi).toBeCloseTo(fromUs, 10)
      // And back: mmol/L × 18 and × 2.8 give the US entries.
      expect((glucoseMg / 18) * 18).toBeCloseTo(glucoseMg, 10)
    }
  })

  test('ethanol: 20 mmol/L (92.14 mg/dL) contributes 25 in SI and 24.9 in US (same coefficient, rounded factors)', () => {
    const mg = 20 * 4.607
    expect(us({ ethanol_mg_dl: Math.round(mg * 10) / 10 }).calculated_osmolality as number).toBeCloseTo(290 + 92.1 / 3.7, 10)
    expect(Math.abs(92.1 / 3.7 - 25)).toBeLessThan(0.2)
  })

  test('the SI ranges are the US ranges converted (glucose ÷ 18, BUN ÷ 2.8, ethanol ÷ 4.607)', () => {
    expect(OSM_RANGES.glucoseMmolL.max).toBeLessThanOrEqual(OSM_RANGES.glucoseMgDl.max / 18 + 0.05)
    expect(OSM_RANGES.glucoseMmolL.min).toBeGreaterThanOrEqual(OSM_RANGES.glucoseMgDl.min / 18 - 0.05)
    expect(OSM_RANGES.ureaMmolL.max).toBeCloseTo(OSM_RANGES.bunMgDl.max / 2.8, 0)
    expect(OSM_RANGES.ethanolMmolL.max).toBeCloseTo(OSM_RANGES.ethanolMgDl.max / 4.607, 0)
  })
})

describe('valid ranges: edges accepted, one step beyond refused with the field named', () => {
  test.each([
    ['sodium', OSM_RANGES.sodium.min, OSM_RANGES.sodium.max, 0.1, 'us'],
    ['glucose_mg_dl', OSM_RANGES.glucoseMgDl.min, OSM_RANGES.glucoseMgDl.max, 0.1, 'us'],
    ['bun_mg_dl', OSM_RANGES.bunMgDl.min, OSM_RANGES.bunMgDl.max, 0.1, 'us'],
    ['ethanol_mg_dl', OSM_RANGES.ethanolMgDl.min, OSM_RANGES.ethanolMgDl.max, 0.1, 'us'],
    ['measured_osmolality', OSM_RANGES.measured.min, OSM_RANGES.measured.max, 1, 'us'],
    ['glucose_mmol_l', OSM_RANGES.glucoseMmolL.min, OSM_RANGES.glucoseMmolL.max, 0.1, 'si'],
    ['urea_mmol_l', OSM_RANGES.ureaMmolL.min, OSM_RANGES.ureaMmolL.max, 0.1, 'si'],
    ['ethanol_mmol_l', OSM_RANGES.ethanolMmolL.min, OSM_RANGES.ethanolMmolL.max, 0.1, 'si'],
  ] as const)('%s: %d and %d accepted', (field, min, max, step, system) => {
    (system === 'us' ? US : SI).expectRange(field, min, max, Math.round((min - step) * 100) / 100, Math.round((max + step) * 100) / 100)
  })

  test('missing required inputs are each named; ethanol and measured osmolality are optional', () => {
    expect(bare.refused({})).toEqual(['bun_mg_dl', 'glucose_mg_dl', 'sodium'])
    expect(US.run({}).ok).toBe(true)
    expect(US.refused({ units: 'metric' })).toEqual(['units'])
  })
})

const tenths = (min: number, max: number) => fc.integer({ min: Math.round(min * 10), max: Math.round(max * 10) }).map((n) => n / 10)

describe('properties', () => {
  test('US: every valid input gives finite values equal to the formula, inside the possible range', () => {
    fc.assert(
      fc.property(
        tenths(100, 200),
        tenths(10, 3000),
        tenths(1, 300),
        fc.option(tenths(0, 1000), { nil: undefined }),
        fc.option(fc.integer({ min: 200, max: 500 }), { nil: undefined }),
        (sodium, glucose, bun, ethanol, measured) => {
          const o = us({ sodium, glucose_mg_dl: glucose, bun_mg_dl: bun, ethanol_mg_dl: ethanol, measured_osmolality: measured })
          const calc = 2 * sodium + glucose / 18 + bun / 2.8 + (ethanol ?? 0) / 3.7
          expect(o.calculated_osmolality as number).toBeCloseTo(calc, 9)
          // 200 + 0.56 + 0.36 = 200.9 up to 400 + 166.7 + 107.1 + 270.3 = 944.1.
          expect(o.calculated_osmolality as number).toBeGreaterThan(200)
          expect(o.calculated_osmolality as number).toBeLessThan(945)
          if (measured === undefined) expect(o).not.toHaveProperty('osmolal_gap')
          else expect(o.osmolal_gap as number).toBeCloseTo(measured - calc, 9)
          expect(typeof o.interpretation).toBe('string')
        },
      ),
      { numRuns: 300 },
    )
  })

  test('SI: every valid input gives finite values equal to the formula', () => {
    fc.assert(
      fc.property(tenths(100, 200), tenths(0.6, 166.5), tenths(0.4, 107), fc.option(tenths(0, 217), { nil: undefined }), (sodium, glucose, urea, ethanol) => {
        const o = si({ sodium, glucose_mmol_l: glucose, urea_mmol_l: urea, ethanol_mmol_l: ethanol })
        const calc = 2 * sodium + glucose + urea + 1.25 * (ethanol ?? 0)
        expect(Number.isFinite(o.calculated_osmolality)).toBe(true)
        expect(o.calculated_osmolality as number).toBeCloseTo(calc, 9)
        expect(o.effective_osmolality as number).toBeCloseTo(2 * sodium + glucose, 9)
      }),
      { numRuns: 300 },
    )
  })
})
