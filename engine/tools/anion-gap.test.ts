import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import definition, { AG_RANGES } from './anion-gap.ts'

const base = { sodium: 140, chloride: 104, bicarbonate: 24 }
const { tool, outcome, refused, evaluate, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const text = (inputs: Inputs) => String(outcome(inputs).interpretation)

describe('anion gap: hand-derived values', () => {
  // Definition (Kraut JA, Madias NE, Clin J Am Soc Nephrol 2007;2:162–174) and albumin factor
  // 2.5 mmol/L per g/dL (Figge J et al., Crit Care Med 1998;26:1807–1810). No published worked
  // example is reproduced; each value is written out step by step.
  test('Na 140 − (Cl 104 + HCO₃ 24) = 12', () => {
    expect(outcome({}).anion_gap).toBe(12)
  })

  test('with potassium 4.0: 140 + 4 − 128 = 16', () => {
    expect(outcome({ include_potassium: 'yes', potassium: 4 }).anion_gap).toBe(16)
  })

  test('albumin 2.0 g/dL: 12 + 2.5 × (4.0 − 2.0) = 17; albumin 20 g/L gives the same', () => {
    expect(outcome({ albumin: 2.0 }).anion_gap_corrected).toBeCloseTo(17, 10)
    expect(outcome({ albumin: 20, 'albumin.unit': 'g/L albumin' }).anion_gap_corrected).toBeCloseTo(17, 10)
  })

  test('albumin 4.8 g/dL lowers the corrected gap: 12 + 2.5 × (4.0 − 4.8) = 10', () => {
    expect(outcome({ albumin: 4.8 }).anion_gap_corrected).toBeCloseTo(10, 10)
  })

  test('ketoacidosis pattern: 135 − (98 + 10) = 27, raised', () => {
    const o = outcome({ sodium: 135, chloride: 98, bicarbonate: 10 })
    expect(o.anion_gap).toBe(27)
    expect(String(o.interpretation)).toMatch(/^Raised anion gap/)
  })
})

describe('interpretation against the upper limit entered', () => {
  test('default upper limit 12 without potassium, 16 with, each with a message', () => {
    const without = evaluate()
    expect(without.fields.upper_limit_no_k!.value).toBe(12)
    expect(without.fields.upper_limit_no_k!.defaultMessage).toMatch(/laboratory/)
    expect(without.fields.upper_limit_with_k!.hidden).toBe(true)
    const withK = evaluate({ include_potassium: 'yes', potassium: 4 })
    expect(withK.fields.upper_limit_with_k!.value).toBe(16)
    expect(withK.fields.upper_limit_no_k!.hidden).toBe(true)
  })

  test('gap equal to the limit is not raised; 0.1 above is raised', () => {
    expect(text({})).toMatch(/^Anion gap not above the upper limit/)
    expect(text({ sodium: 140.1 })).toMatch(/^Raised anion gap/)
    // With potassium: 16 against 16 is not raised, 16.1 is.
    expect(text({ include_potassium: 'yes', potassium: 4 })).toMatch(/^Anion gap not above/)
    expect(text({ include_potassium: 'yes', potassium: 4.1 })).toMatch(/^Raised anion gap/)
  })

  test('a laboratory limit replaces the default', () => {
    expect(text({ upper_limit_no_k: 11 })).toMatch(/^Raised anion gap/)
    expect(text({ sodium: 143, upper_limit_no_k: 16 })).toMatch(/^Anion gap not above/)
  })

  test('the corrected gap drives the reading and flags a gap hidden by low albumin', () => {
    const t = text({ albumin: 2.0 })
    expect(t).toMatch(/^Raised albumin-corrected anion gap/)
    expect(t).toMatch(/looked normal only because albumin is low/)
    expect(text({ albumin: 4.0 })).toMatch(/^Albumin-corrected anion gap not above/)
  })

  test('without albumin the reading reminds that low albumin hides a raised gap', () => {
    expect(text({})).toMatch(/Albumin not entered/)
    expect(text({ albumin: 3.5 })).not.toMatch(/Albumin not entered/)
  })

  test('a gap below 3 mmol/L (without potassium) is flagged as unusual', () => {
    expect(text({ chloride: 114, bicarbonate: 24 })).toMatch(/below about 3 mmol\/L is unusual/) // gap 2
    expect(text({ chloride: 113, bicarbonate: 24 })).not.toMatch(/unusual/) // gap 3
  })
})

describe('dependent visibility', () => {
  test('potassium is asked only when it is included, and is then required', () => {
    expect(evaluate().fields.potassium!.hidden).toBe(true)
    expect(refused({ include_potassium: 'yes' })).toEqual(['potassium'])
    // A potassium sent while excluded is ignored.
    expect(outcome({ potassium: 5 }).anion_gap).toBe(12)
  })

  test('one albumin field with the units of the shared unit control; no separate unit question', () => {
    expect(tool.controls.albumin!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['g/dL albumin', 'g/L albumin'])
    expect(Object.keys(tool.controls).filter((f) => f.startsWith('albumin_'))).toEqual([])
    expect(refused({ albumin: 20, 'albumin.unit': 'g_l' })).toEqual(['albumin'])
  })

  test('the corrected gap exists only when albumin is entered', () => {
    expect(outcome({})).not.toHaveProperty('anion_gap_corrected')
    expect(outcome({ albumin: 3 })).toHaveProperty('anion_gap_corrected')
  })
})

describe('valid ranges: edges accepted, one step beyond refused with the field named', () => {
  test.each([
    ['sodium', AG_RANGES.sodium.min, AG_RANGES.sodium.max, 0.1, {}],
    ['chloride', AG_RANGES.chloride.min, AG_RANGES.chloride.max, 0.1, {}],
    ['bicarbonate', AG_RANGES.bicarbonate.min, AG_RANGES.bicarbonate.max, 0.1, {}],
    ['potassium', AG_RANGES.potassium.min, AG_RANGES.potassium.max, 0.1, { include_potassium: 'yes' }],
    ['upper_limit_no_k', AG_RANGES.upperLimit.min, AG_RANGES.upperLimit.max, 0.1, {}],
    ['upper_limit_with_k', AG_RANGES.upperLimit.min, AG_RANGES.upperLimit.max, 0.1, { include_potassium: 'yes', potassium: 4 }],
    ['albumin', AG_RANGES.albuminGdl.min, AG_RANGES.albuminGdl.max, 0.1, {}],
    ['albumin', AG_RANGES.albuminGdl.min * 10, AG_RANGES.albuminGdl.max * 10, 1, { 'albumin.unit': 'g/L albumin' }],
  ] as const)('%s: %d and %d accepted', (field, min, max, step, extra) => {
    expectRange(field, min, max, Math.round((min - step) * 100) / 100, Math.round((max + step) * 100) / 100, extra)
  })

  test('measured values are accepted at the precision the laboratory gives', () => {
    expect(refused({ chloride: 104.05, sodium: 131.27 })).toEqual([])
    expect(refused({ albumin: 20.5, 'albumin.unit': 'g/L albumin' })).toEqual([])
  })

  test('missing required inputs are each named; albumin is optional', () => {
    expect(bare.refused({})).toEqual(['bicarbonate', 'chloride', 'sodium'])
    expect(refused({ upper_limit_no_k: '' })).toEqual([])
    expect(refused({ albumin: 2, 'albumin.unit': 'mg' })).toEqual(['albumin'])
  })
})

describe('units: albumin g/dL ↔ g/L (1 g/dL = 10 g/L)', () => {
  test('the same quantity in g/L or g/dL gives the same corrected gap as its g/dL equivalent', () => {
    for (let gl = AG_RANGES.albuminGdl.min * 10; gl <= AG_RANGES.albuminGdl.max * 10; gl++) {
      const si = outcome({ albumin: gl, 'albumin.unit': 'g/L albumin' }).anion_gap_corrected as number
      const us = outcome({ albumin: gl / 10, 'albumin.unit': 'g/dL albumin' }).anion_gap_corrected as number
      expect(si).toBeCloseTo(us, 10)
      // Per g/L: 0.25 × (40 − albumin).
      expect(si).toBeCloseTo(12 + 0.25 * (40 - gl), 10)
    }
  })
})

const tenths = (min: number, max: number) => fc.integer({ min: Math.round(min * 10), max: Math.round(max * 10) }).map((n) => n / 10)

describe('properties', () => {
  test('every valid input gives finite gaps equal to the formulas, within the possible range', () => {
    fc.assert(
      fc.property(
        tenths(100, 200),
        tenths(50, 150),
        tenths(1, 60),
        fc.option(tenths(1, 10), { nil: undefined }),
        fc.option(tenths(0.5, 6.5), { nil: undefined }),
        (sodium, chloride, bicarbonate, potassium, albumin) => {
          const inputs: Inputs = { sodium, chloride, bicarbonate, albumin: albumin }
          if (potassium !== undefined) Object.assign(inputs, { include_potassium: 'yes', potassium })
          const o = outcome(inputs)
          const gap = o.anion_gap as number
          expect(Number.isFinite(gap)).toBe(true)
          expect(gap).toBeCloseTo(sodium + (potassium ?? 0) - chloride - bicarbonate, 9)
          // Bounds from the input ranges: 100 − 150 − 60 = −110 up to 200 + 10 − 50 − 1 = 159.
          expect(gap).toBeGreaterThanOrEqual(-110)
          expect(gap).toBeLessThanOrEqual(159)
          if (albumin === undefined) expect(o).not.toHaveProperty('anion_gap_corrected')
          else expect(o.anion_gap_corrected as number).toBeCloseTo(gap + 2.5 * (4 - albumin), 9)
          expect(String(o.interpretation)).toMatch(/^(Raised (albumin-corrected )?anion gap|(Albumin-corrected anion gap|Anion gap) not above)/)
        },
      ),
      { numRuns: 400 },
    )
  })
})
