import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import { convertMeasure, heightFromFeetInches } from '../units.ts'
import definition from './ideal-body-weight.ts'

const { tool, run, outcome, refused: refusedFields } = toolHarness(definition, { base: { sex: 'male', height: 70 } })
const bare = toolHarness(definition)
const ibw = (inputs: Inputs) => outcome(inputs).ibw as number

describe('Devine: published starting weights and hand-derived values', () => {
  test('at exactly 5 ft the published constants: men 50 kg, women 45.5 kg', () => {
    // Devine BJ, Drug Intell Clin Pharm 1974;8:650–655.
    expect(ibw({ height: 60 })).toBe(50)
    expect(ibw({ sex: 'female', height: 60 })).toBe(45.5)
  })

  test('2.3 kg per inch over 5 ft: man 5 ft 10 in → 73.0 kg (160.9 lb); woman 5 ft 4 in → 54.7 kg', () => {
    expect(heightFromFeetInches(5, 10)).toEqual({ ok: true, inches: 70 })
    const o = outcome({})
    expect(o.ibw as number).toBeCloseTo(50 + 2.3 * 10, 10)
    expect(o.ibw_lb as number).toBeCloseTo(73 / 0.45359237, 10)
    expect(o.ibw_lb as number).toBeCloseTo(160.937, 3)
    expect(ibw({ sex: 'female', height: 64 })).toBeCloseTo(45.5 + 2.3 * 4, 10)
  })

  test('the sexes differ by exactly 4.5 kg at every height', () => {
    for (let h = 60; h <= 107; h += 0.5) expect(ibw({ height: h }) - ibw({ sex: 'female', height: h })).toBeCloseTo(4.5, 10)
  })

  test('the interpretation states it is a dosing weight', () => {
    expect(outcome({}).interpretation).toMatch(/^A dosing weight, not a target/)
  })
})

describe('heights below 5 ft are refused with an explanation (not extrapolated)', () => {
  test('59.9 in is refused with the Devine message; 60 in is accepted', () => {
    const r = run({ height: 59.9 })
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(Object.keys(r.errors)).toEqual(['height'])
      expect(r.errors.height?.[0]).toMatchObject({ kind: 'rule', type: 'error' })
      expect(r.errors.height?.[0]?.message).toMatch(/not defined below/)
    }
    expect(run({ height: 60 }).ok).toBe(true)
  })

  test('152.4 cm (exactly 5 ft) is accepted and 152 cm refused after conversion', () => {
    const five = convertMeasure(152.4, 'cm', 'in', 3)!
    expect(five).toBe(60)
    expect(ibw({ height: five })).toBe(50)
    const short = convertMeasure(152, 'cm', 'in', 3)!
    expect(short).toBe(59.843)
    expect(refusedFields({ height: short })).toEqual(['height'])
  })
})

describe('units: canonical inches, centimetres converted', () => {
  test('height offers inches (canonical) and centimetres', () => {
    expect(tool.controls.height!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['in', 'cm'])
  })

  test('conversions both ways, and 177.8 cm gives the 70-inch result', () => {
    expect(convertMeasure(70, 'in', 'cm', 1)).toBe(177.8)
    expect(convertMeasure(177.8, 'cm', 'in', 3)).toBe(70)
    expect(ibw({ height: convertMeasure(177.8, 'cm', 'in', 3) })).toBeCloseTo(73, 10)
    // 170 cm = 66.929 in → 50 + 2.3 × 6.929 = 65.94 kg.
    expect(ibw({ height: convertMeasure(170, 'cm', 'in', 3) })).toBeCloseTo(65.937, 3)
  })
})

describe('valid ranges and required inputs', () => {
  test('range edges: 36 in is the plausibility floor (still refused by the Devine rule), 107 in accepted, 35.9 and 107.1 refused', () => {
    expect(run({ height: 107 }).ok).toBe(true)
    expect(ibw({ height: 107 })).toBeCloseTo(50 + 2.3 * 47, 10)
    expect(refusedFields({ height: 107.1 })).toEqual(['height'])
    const floor = run({ height: 35.9 })
    expect(floor.ok).toBe(false)
    if (!floor.ok) expect(floor.errors.height?.[0]?.kind).toBe('min')
    const atFloor = run({ height: 36 })
    expect(atFloor.ok).toBe(false)
    if (!atFloor.ok) expect(atFloor.errors.height?.[0]?.kind).toBe('rule')
  })

  test('missing or invalid inputs are refused with each field named', () => {
    expect(bare.refused()).toEqual(['height', 'sex'])
    expect(refusedFields({ sex: 'other' })).toEqual(['sex'])
    expect(refusedFields({ height: 'tall' })).toEqual(['height'])
    expect(bare.evaluate({ sex: 'male' }).outcome).toEqual({})
  })
})

describe('properties', () => {
  test('every valid input gives a finite IBW between 45.5 and 158.1 kg, linear in height', () => {
    fc.assert(
      fc.property(fc.integer({ min: 600, max: 1070 }), fc.constantFrom('male', 'female'), (tenths, sex) => {
        const height = tenths / 10
        const o = outcome({ sex, height })
        const kg = o.ibw as number
        expect(Number.isFinite(kg)).toBe(true)
        expect(kg).toBeGreaterThanOrEqual(45.5)
        expect(kg).toBeLessThanOrEqual(158.1 + 1e-9)
        expect(kg).toBeCloseTo((sex === 'male' ? 50 : 45.5) + 2.3 * (height - 60), 10)
        expect((o.ibw_lb as number) * 0.45359237).toBeCloseTo(kg, 10)
      }),
      { numRuns: 300 },
    )
  })
})
