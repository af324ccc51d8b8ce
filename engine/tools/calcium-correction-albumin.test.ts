import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition, { CA_MG_DL_PER_MMOL_L, CA_RANGES } from './calcium-correction-albumin.ts'

const usBase = { calcium_mg_dl: 8.0, albumin_g_dl: 2.0 }
const siBase = { units: 'si', calcium_mmol_l: 2.0, albumin_g_l: 20 }
const US = toolHarness(definition, { base: usBase })
const SI = toolHarness(definition, { base: siBase })
const bare = toolHarness(definition)
const us = US.outcome
const si = SI.outcome

describe('albumin-corrected calcium: hand-derived values', () => {
  // Albumin adjustment after Payne RB et al., BMJ 1973;4:643–646, with the conventional
  // factor 0.8 mg/dL per g/dL (0.02 mmol/L per g/L). No published worked example is
  // reproduced; each value is written out step by step.
  test('US: 8.0 + 0.8 × (4.0 − 2.0) = 9.6 mg/dL', () => {
    expect(us({}).corrected_calcium_mg_dl).toBeCloseTo(9.6, 10)
  })

  test('SI: 2.00 + 0.02 × (40 − 20) = 2.40 mmol/L', () => {
    expect(si({}).corrected_calcium_mmol_l).toBeCloseTo(2.4, 10)
  })

  test('normal albumin leaves calcium unchanged; high albumin lowers it (10.0, 5.0 → 9.2)', () => {
    expect(us({ calcium_mg_dl: 10, albumin_g_dl: 4 }).corrected_calcium_mg_dl).toBeCloseTo(10, 10)
    expect(us({ calcium_mg_dl: 10, albumin_g_dl: 5 }).corrected_calcium_mg_dl).toBeCloseTo(9.2, 10)
    expect(si({ calcium_mmol_l: 2.5, albumin_g_l: 40 }).corrected_calcium_mmol_l).toBeCloseTo(2.5, 10)
  })
})

describe('interpretation bands', () => {
  test.each([
    [{ calcium_mg_dl: 6.8 }, 8.4, /^Corrected calcium below 8\.5/],
    [{ calcium_mg_dl: 6.9 }, 8.5, /^Corrected calcium 8\.5–10\.5/],
    [{ calcium_mg_dl: 8.9 }, 10.5, /^Corrected calcium 8\.5–10\.5/],
    [{ calcium_mg_dl: 9.0 }, 10.6, /^Corrected calcium above 10\.5/],
    [{ calcium_mg_dl: 12.3 }, 13.9, /^Corrected calcium above 10\.5/],
    [{ calcium_mg_dl: 12.4 }, 14.0, /^Corrected calcium 14 mg\/dL or more/],
  ] as const)('US %o → %d mg/dL', (inputs, value, band) => {
    const o = us(inputs)
    expect(o.corrected_calcium_mg_dl as number).toBeCloseTo(value, 10)
    expect(String(o.interpretation)).toMatch(band)
  })

  test.each([
    [{ calcium_mmol_l: 1.71 }, 2.11, /^Corrected calcium below 2\.12/],
    [{ calcium_mmol_l: 1.72 }, 2.12, /^Corrected calcium 2\.12–2\.62/],
    [{ calcium_mmol_l: 2.22 }, 2.62, /^Corrected calcium 2\.12–2\.62/],
    [{ calcium_mmol_l: 2.23 }, 2.63, /^Corrected calcium above 2\.62/],
    [{ calcium_mmol_l: 3.09 }, 3.49, /^Corrected calcium above 2\.62/],
    [{ calcium_mmol_l: 3.1 }, 3.5, /^Corrected calcium 3\.5 mmol\/L or more/],
  ] as const)('SI %o → %d mmol/L', (inputs, value, band) => {
    const o = si(inputs)
    expect(o.corrected_calcium_mmol_l as number).toBeCloseTo(value, 10)
    expect(String(o.interpretation)).toMatch(band)
  })

  test('the reading uses the unit system entered (SI 2.11 mmol/L is low even though 8.46 mg/dL would round to 8.5)', () => {
    const o = si({ calcium_mmol_l: 1.71 })
    expect(o.corrected_calcium_mmol_l as number).toBeCloseTo(2.11, 10)
    expect(String(o.interpretation)).toMatch(/^Corrected calcium below 2\.12/)
  })

  test('every reading recommends ionised calcium when it matters', () => {
    expect(String(us({}).interpretation)).toMatch(/measure ionised calcium/)
    expect(String(si({}).interpretation)).toMatch(/measure ionised calcium/)
  })

  test('the limits are the same in both unit systems (8.5 and 10.5 mg/dL = 2.12 and 2.62 mmol/L)', () => {
    expect(8.5 / CA_MG_DL_PER_MMOL_L).toBeCloseTo(2.12, 2)
    expect(10.5 / CA_MG_DL_PER_MMOL_L).toBeCloseTo(2.62, 2)
    expect(14 / CA_MG_DL_PER_MMOL_L).toBeCloseTo(3.5, 1)
  })
})

describe('units: one switch between US (mg/dL, g/dL) and SI (mmol/L, g/L)', () => {
  test('US is the default; each system shows and requires its own fields; the result is given in both units', () => {
    const e = US.evaluate()
    expect(e.fields.units!.value).toBe('us')
    expect(e.fields.calcium_mmol_l!.hidden).toBe(true)
    expect(e.fields.albumin_g_l!.hidden).toBe(true)
    // US entry: 9.6 mg/dL is also shown as 9.6 / 4.008 = 2.395 mmol/L.
    expect(us({}).corrected_calcium_mmol_l as number).toBeCloseTo(9.6 / CA_MG_DL_PER_MMOL_L, 10)
    // SI entry: 2.40 mmol/L is also shown as 2.40 × 4.008 = 9.619 mg/dL.
    expect(si({}).corrected_calcium_mg_dl as number).toBeCloseTo(2.4 * CA_MG_DL_PER_MMOL_L, 10)
    expect(bare.refused()).toEqual(['albumin_g_dl', 'calcium_mg_dl'])
    expect(bare.refused({ units: 'si' })).toEqual(['albumin_g_l', 'calcium_mmol_l'])
    // US values sent with SI chosen are ignored, not mixed in.
    expect(bare.refused({ units: 'si', ...usBase })).toEqual(['albumin_g_l', 'calcium_mmol_l'])
  })

  test('both forms agree: the SI result × 4.008 matches the US result for the same patient (within 0.02 mg/dL)', () => {
    for (const [caMg, albGdl] of [
      [8.0, 2.0],
      [7.2, 1.5],
      [10.4, 3.1],
      [12.0, 5.5],
    ] as const) {
      const fromUs = us({ calcium_mg_dl: caMg, albumin_g_dl: albGdl }).corrected_calcium_mg_dl as number
      const fromSi = si({ calcium_mmol_l: Math.round((caMg / CA_MG_DL_PER_MMOL_L) * 100) / 100, albumin_g_l: albGdl * 10 }).corrected_calcium_mmol_l as number
      expect(Math.abs(fromSi * CA_MG_DL_PER_MMOL_L - fromUs)).toBeLessThan(0.03)
      // And back: the US result ÷ 4.008 is within 0.01 mmol/L of the SI result.
      expect(Math.abs(fromUs / CA_MG_DL_PER_MMOL_L - fromSi)).toBeLessThan(0.01)
    }
  })
})

describe('valid ranges: edges accepted, one step beyond refused with the field named', () => {
  test.each([
    ['calcium_mg_dl', CA_RANGES.calciumMgDl.min, CA_RANGES.calciumMgDl.max, 0.1, 'us'],
    ['albumin_g_dl', CA_RANGES.albuminGdl.min, CA_RANGES.albuminGdl.max, 0.1, 'us'],
    ['calcium_mmol_l', CA_RANGES.calciumMmolL.min, CA_RANGES.calciumMmolL.max, 0.01, 'si'],
    ['albumin_g_l', CA_RANGES.albuminGl.min, CA_RANGES.albuminGl.max, 1, 'si'],
  ] as const)('%s: %d and %d accepted', (field, min, max, step, system) => {
    (system === 'us' ? US : SI).expectRange(field, min, max, Math.round((min - step) * 1000) / 1000, Math.round((max + step) * 1000) / 1000)
  })

  test('measured values are accepted at the precision the laboratory gives', () => {
    expect(US.refused({ calcium_mg_dl: 8.05 })).toEqual([])
    expect(SI.refused({ calcium_mmol_l: 2.005 })).toEqual([])
    expect(SI.refused({ albumin_g_l: 20.5 })).toEqual([])
  })
})

const steps = (min: number, max: number, per: number) => fc.integer({ min: Math.round(min * per), max: Math.round(max * per) }).map((n) => n / per)

describe('properties', () => {
  test('US: finite, equal to the formula, within the possible range', () => {
    fc.assert(
      fc.property(steps(2, 20, 10), steps(0.5, 6.5, 10), (ca, alb) => {
        const v = us({ calcium_mg_dl: ca, albumin_g_dl: alb }).corrected_calcium_mg_dl as number
        expect(Number.isFinite(v)).toBe(true)
        expect(v).toBeCloseTo(ca + 0.8 * (4 - alb), 9)
        // 2 + 0.8 × (−2.5) = 0 up to 20 + 0.8 × 3.5 = 22.8.
        expect(v).toBeGreaterThanOrEqual(-1e-9)
        expect(v).toBeLessThanOrEqual(22.8 + 1e-9)
      }),
      { numRuns: 300 },
    )
  })

  test('SI: finite, equal to the formula, within the possible range', () => {
    fc.assert(
      fc.property(steps(0.5, 5, 100), fc.integer({ min: 5, max: 65 }), (ca, alb) => {
        const v = si({ calcium_mmol_l: ca, albumin_g_l: alb }).corrected_calcium_mmol_l as number
        expect(Number.isFinite(v)).toBe(true)
        expect(v).toBeCloseTo(ca + 0.02 * (40 - alb), 9)
        // 0.5 − 0.5 = 0 up to 5 + 0.7 = 5.7.
        expect(v).toBeGreaterThanOrEqual(-1e-9)
        expect(v).toBeLessThanOrEqual(5.7 + 1e-9)
      }),
      { numRuns: 300 },
    )
  })
})
