import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition, { DELTA_DEFAULTS, DELTA_RANGES } from './delta-gap.ts'

const { tool, outcome, refused, evaluate, expectRange } = toolHarness(definition, { base: { sodium: 140, chloride: 100, bicarbonate: 14 } })
const bare = toolHarness(definition)
type Inputs = Record<string, unknown>

const text = (inputs: Inputs) => String(outcome(inputs).interpretation)

describe('delta gap and delta ratio: hand-derived values', () => {
  // Definitions from Rastegar A, J Am Soc Nephrol 2007;18:2429–2431 (ΔAG/ΔHCO₃ with normal
  // values 12 and 24); albumin factor 2.5 per g/dL from Figge J et al., Crit Care Med 1998.
  // No published worked example is reproduced; each value is written out step by step.
  test('Na 140, Cl 100, HCO₃ 14: AG 26, ΔAG 14, ΔHCO₃ 10, ratio 1.4', () => {
    const o = outcome({})
    expect(o.anion_gap).toBe(26) // 140 − (100 + 14)
    expect(o.delta_ag).toBe(14) // 26 − 12
    expect(o.delta_hco3).toBe(10) // 24 − 14
    expect(o.delta_ratio).toBeCloseTo(1.4, 12) // 14 / 10
  })

  test('albumin 2.0 g/dL with Na 140, Cl 110, HCO₃ 12: plain ratio 0.5, corrected 23 − 12 = 11, 11/12 = 0.9167', () => {
    const o = outcome({ chloride: 110, bicarbonate: 12, albumin: 2.0 })
    expect(o.delta_ratio).toBeCloseTo(0.5, 12)
    expect(o.anion_gap_corrected).toBeCloseTo(23, 12)
    expect(o.delta_ag_corrected).toBeCloseTo(11, 12)
    expect(o.delta_ratio_corrected).toBeCloseTo(11 / 12, 12)
  })

  test('the clinician’s normal values replace 12 and 24', () => {
    const o = outcome({ normal_ag: 8, normal_hco3: 26 })
    expect(o.delta_ag).toBe(18) // 26 − 8
    expect(o.delta_hco3).toBe(12) // 26 − 14
    expect(o.delta_ratio).toBeCloseTo(1.5, 12)
  })
})

describe('defaults for the assumed normal values', () => {
  test('normal gap 12 and bicarbonate 24 are filled in with an explanatory message', () => {
    const e = evaluate()
    expect(e.fields.normal_ag!.value).toBe(DELTA_DEFAULTS.normalAg)
    expect(e.fields.normal_hco3!.value).toBe(DELTA_DEFAULTS.normalHco3)
    expect(e.fields.normal_ag!.defaultMessage).toMatch(/Assumed 12 mmol\/L/)
    expect(e.fields.normal_hco3!.defaultMessage).toMatch(/Assumed 24 mmol\/L/)
  })
})

describe('interpretation bands (on the ratio shown, two decimals)', () => {
  // Chloride chosen so that the ratio lands on each band with HCO₃ 14 (ΔHCO₃ 10): ΔAG = (140 − Cl − 14) − 12 = 114 − Cl.
  const ratioFor = (chloride: number) => outcome({ chloride }).delta_ratio as number
  test.each([
    [117, -0.3, /^Delta ratio below 0\.4/],
    [110.1, 0.39, /^Delta ratio below 0\.4/],
    [110, 0.4, /^Delta ratio 0\.4 to below 0\.8/],
    [106.3, 0.77, /^Delta ratio 0\.4 to below 0\.8/],
    [106, 0.8, /^Delta ratio 0\.8 to below 1/],
    [104.1, 0.99, /^Delta ratio 0\.8 to below 1/],
    [104, 1.0, /^Delta ratio 1 to 2/],
    [100, 1.4, /^Delta ratio 1 to 2/],
    [94, 2.0, /^Delta ratio 1 to 2/],
    [93.9, 2.01, /^Delta ratio above 2/],
  ] as const)('Cl %d → ratio %d', (chloride, ratio, band) => {
    expect(ratioFor(chloride)).toBeCloseTo(ratio, 10)
    expect(text({ chloride })).toMatch(band)
  })

  test('a gap not above normal adds a note; bicarbonate equal to normal gives no ratio (nothing to divide by)', () => {
    expect(text({ chloride: 117 })).toMatch(/not above the normal value entered/)
    expect(text({ chloride: 110 })).not.toMatch(/not above the normal value entered/)
    const noFall = outcome({ bicarbonate: 24 })
    expect(noFall).not.toHaveProperty('delta_ratio')
    expect(String(noFall.interpretation)).toMatch(/^Bicarbonate is not below the normal value entered/)
    expect(String(noFall.interpretation)).toMatch(/undefined/)
    // Gap 30 with bicarbonate 26: high-gap acidosis offset by alkalosis.
    expect(text({ chloride: 84, bicarbonate: 26 })).toMatch(/offset by a metabolic alkalosis/)
    // Gap 10 (below the normal 12) with bicarbonate 26: nothing to offset.
    expect(text({ chloride: 104, bicarbonate: 26 })).not.toMatch(/offset by a metabolic alkalosis/)
  })

  test('the corrected ratio drives the reading when albumin is given', () => {
    // Plain ratio 0.5 (0.4–0.8 band) becomes 0.9167 (borderline) after correction for albumin 2.0.
    expect(text({ chloride: 110, bicarbonate: 12 })).toMatch(/^Delta ratio 0\.4 to below 0\.8.*Albumin not entered/)
    expect(text({ chloride: 110, bicarbonate: 12, albumin: 2.0 })).toMatch(/^Delta ratio 0\.8 to below 1.*Based on the albumin-corrected gap/)
    expect(text({ chloride: 110, bicarbonate: 12, albumin: 20, 'albumin.unit': 'g/L albumin' })).toMatch(/^Delta ratio 0\.8 to below 1/)
  })
})

describe('dependent visibility', () => {
  test('corrected values appear only with albumin, in the unit chosen', () => {
    expect(outcome({})).not.toHaveProperty('anion_gap_corrected')
    expect(outcome({})).not.toHaveProperty('delta_ratio_corrected')
    expect(outcome({ albumin: 20, 'albumin.unit': 'g/L albumin' })).toHaveProperty('anion_gap_corrected')
    expect(tool.controls.albumin!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['g/dL albumin', 'g/L albumin'])
    expect(Object.keys(tool.controls).filter((f) => f.startsWith('albumin_'))).toEqual([])
  })

  test('no corrected ratio when bicarbonate has not fallen, even with albumin', () => {
    const o = outcome({ bicarbonate: 24, albumin: 3 })
    expect(o).toHaveProperty('anion_gap_corrected')
    expect(o).not.toHaveProperty('delta_ratio_corrected')
  })
})

describe('valid ranges: edges accepted, one step beyond refused with the field named', () => {
  test.each([
    ['sodium', DELTA_RANGES.sodium.min, DELTA_RANGES.sodium.max, 0.1, {}],
    ['chloride', DELTA_RANGES.chloride.min, DELTA_RANGES.chloride.max, 0.1, {}],
    ['bicarbonate', DELTA_RANGES.bicarbonate.min, DELTA_RANGES.bicarbonate.max, 0.1, {}],
    ['albumin', DELTA_RANGES.albuminGdl.min, DELTA_RANGES.albuminGdl.max, 0.1, {}],
    ['albumin', DELTA_RANGES.albuminGdl.min * 10, DELTA_RANGES.albuminGdl.max * 10, 1, { 'albumin.unit': 'g/L albumin' }],
    ['normal_ag', DELTA_RANGES.normalAg.min, DELTA_RANGES.normalAg.max, 0.1, {}],
    ['normal_hco3', DELTA_RANGES.normalHco3.min, DELTA_RANGES.normalHco3.max, 0.1, {}],
  ] as const)('%s: %d and %d accepted', (field, min, max, step, extra) => {
    expectRange(field, min, max, Math.round((min - step) * 100) / 100, Math.round((max + step) * 100) / 100, extra)
  })

  test('missing required inputs are each named; defaults fill the normal values', () => {
    expect(bare.refused({})).toEqual(['bicarbonate', 'chloride', 'sodium'])
    expect(refused({ normal_ag: 'x' })).toEqual(['normal_ag'])
  })
})

describe('units: albumin g/dL ↔ g/L (1 g/dL = 10 g/L)', () => {
  test('the same quantity in g/L or g/dL gives the same corrected ratio as its g/dL equivalent', () => {
    for (let gl = DELTA_RANGES.albuminGdl.min * 10; gl <= DELTA_RANGES.albuminGdl.max * 10; gl++) {
      const si = outcome({ albumin: gl, 'albumin.unit': 'g/L albumin' })
      const us = outcome({ albumin: gl / 10, 'albumin.unit': 'g/dL albumin' })
      expect(si.delta_ratio_corrected as number).toBeCloseTo(us.delta_ratio_corrected as number, 10)
      expect(si.anion_gap_corrected as number).toBeCloseTo(26 + 0.25 * (40 - gl), 10)
    }
  })
})

const tenths = (min: number, max: number) => fc.integer({ min: Math.round(min * 10), max: Math.round(max * 10) }).map((n) => n / 10)

describe('properties', () => {
  test('every valid input gives finite values equal to the formulas; a ratio exists exactly when bicarbonate fell', () => {
    fc.assert(
      fc.property(
        tenths(100, 200),
        tenths(50, 150),
        tenths(1, 60),
        fc.option(tenths(0.5, 6.5), { nil: undefined }),
        tenths(3, 20),
        tenths(15, 40),
        (sodium, chloride, bicarbonate, albumin, normalAg, normalHco3) => {
          const o = outcome({ sodium, chloride, bicarbonate, albumin: albumin, normal_ag: normalAg, normal_hco3: normalHco3 })
          const gap = sodium - chloride - bicarbonate
          expect(o.anion_gap as number).toBeCloseTo(gap, 9)
          expect(o.delta_ag as number).toBeCloseTo(gap - normalAg, 9)
          expect(o.delta_hco3 as number).toBeCloseTo(normalHco3 - bicarbonate, 9)
          if (bicarbonate !== normalHco3) {
            const ratio = o.delta_ratio as number
            expect(Number.isFinite(ratio)).toBe(true)
            expect(ratio).toBeCloseTo((gap - normalAg) / (normalHco3 - bicarbonate), 6)
            // |ΔAG| ≤ 130 and ΔHCO₃ ≥ 0.1 bound the ratio.
            expect(Math.abs(ratio)).toBeLessThanOrEqual(1300 + 1e-6)
          } else {
            expect(o).not.toHaveProperty('delta_ratio')
          }
          if (albumin !== undefined) expect(o.anion_gap_corrected as number).toBeCloseTo(gap + 2.5 * (4 - albumin), 9)
          expect(typeof o.interpretation).toBe('string')
        },
      ),
      { numRuns: 400 },
    )
  })
})

// Rastegar 2007 (J Am Soc Nephrol 18:2429) reads ΔAG/ΔHCO₃ for a fall in bicarbonate; calculators in
// clinical use (for example MDCalc's delta ratio) report it whatever the bicarbonate, and read a
// raised gap with an unchanged or raised bicarbonate as a coexisting metabolic alkalosis.
describe('delta ratio when bicarbonate is not low', () => {
  test('Na 140, Cl 84, HCO₃ 26 (normal 12/24): gap 30, ΔAG 18, ΔHCO₃ −2 → ratio −9.00, shown, named, interpreted', () => {
    const o = outcome({ chloride: 84, bicarbonate: 26 })
    expect(o.anion_gap).toBe(30) // 140 − 84 − 26
    expect(o.delta_ratio as number).toBeCloseTo(-9, 12) // 18 / (24 − 26)
    const t = String(o.interpretation)
    expect(t).toMatch(/^Bicarbonate is not below the normal value entered/)
    expect(t).toMatch(/Rastegar 2007 reads the delta ratio only when bicarbonate has fallen/)
    expect(t).toMatch(/metabolic alkalosis/)
  })
})
