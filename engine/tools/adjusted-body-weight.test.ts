import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition from './adjusted-body-weight.ts'

const { tool, run, outcome, refused } = toolHarness(definition, { base: { sex: 'male', height: 70, weight: 120 } })
const bare = toolHarness(definition)

describe('adjusted body weight: hand-derived values (no published worked example is reproduced)', () => {
  test('man 5 ft 10 in, 120 kg: IBW 73.0, AdjBW 73 + 0.4 × 47 = 91.8 kg (202.4 lb), 164 % of IBW', () => {
    const o = outcome({})
    expect(o.ibw as number).toBeCloseTo(73, 10)
    expect(o.adjbw as number).toBeCloseTo(73 + 0.4 * 47, 10)
    expect(o.adjbw as number).toBeCloseTo(91.8, 10)
    expect(o.adjbw_lb as number).toBeCloseTo(91.8 / 0.45359237, 10)
    expect(o.adjbw_lb as number).toBeCloseTo(202.384, 3)
    expect(o.percent_ibw as number).toBeCloseTo((120 / 73) * 100, 10)
    expect(o.interpretation).toMatch(/more than 120% of ideal body weight/)
  })

  test('woman 5 ft 4 in, 100 kg: IBW 54.7, AdjBW 54.7 + 0.4 × 45.3 = 72.82 kg', () => {
    const o = outcome({ sex: 'female', height: 64, weight: 100 })
    expect(o.ibw as number).toBeCloseTo(54.7, 10)
    expect(o.adjbw as number).toBeCloseTo(72.82, 10)
  })

  test('AdjBW lies 40 % of the way from IBW to the actual weight', () => {
    const o = outcome({ weight: 150 })
    const ibw = o.ibw as number
    expect(((o.adjbw as number) - ibw) / (150 - ibw)).toBeCloseTo(0.4, 10)
  })
})

describe('interpretation bands on the displayed percentage of IBW', () => {
  // IBW for a man of 70 in is 73 kg.
  test.each([
    [60, /^Actual weight is below ideal/],
    [72.6, /^Actual weight is below ideal/], // 99.45 % → shown 99
    [72.7, /^Actual weight is within 120%/], // 99.59 % → shown 100
    [73, /^Actual weight is within 120%/],
    [87.9, /^Actual weight is within 120%/], // 120.41 % → shown 120
    [88, /^Actual weight is more than 120%/], // 120.55 % → shown 121
    [200, /^Actual weight is more than 120%/],
  ] as const)('%s kg → %s', (weight, band) => {
    expect(outcome({ weight }).interpretation).toMatch(band)
  })

  test('below IBW the AdjBW exceeds the actual weight, which is why the text says it does not apply', () => {
    const o = outcome({ weight: 60 })
    expect(o.adjbw as number).toBeGreaterThan(60)
    expect(o.interpretation).toMatch(/does not apply/)
  })
})

describe('heights below 5 ft are refused with an explanation', () => {
  test('59.9 in refused by the Devine rule; 60 in accepted', () => {
    const r = run({ height: 59.9 })
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(Object.keys(r.errors)).toEqual(['height'])
      expect(r.errors.height?.[0]).toMatchObject({ kind: 'rule', type: 'error' })
      expect(r.errors.height?.[0]?.message).toMatch(/not defined below/)
    }
    expect(outcome({ height: 60 }).ibw).toBe(50)
  })
})

describe('units: height canonical in inches, weight canonical in kilograms', () => {
  test('each field offers an imperial and a metric unit for the container switch', () => {
    const systems = (name: string) => tool.controls[name]!.attributes!.measureInfo!.labels.map((l) => [l.value, l.system])
    expect(systems('height')).toEqual([
      ['in', 'imperial'],
      ['cm', 'metric'],
    ])
    expect(systems('weight')).toEqual([
      ['kg', 'metric'],
      ['lb', 'imperial'],
    ])
  })

  test('conversions both ways, and 264.6 lb with 177.8 cm reproduce the metric result', () => {
    expect(convertMeasure(264.6, 'lb', 'kg', 3)).toBe(120.021)
    expect(convertMeasure(120, 'kg', 'lb', 1)).toBe(264.6)
    expect(convertMeasure(177.8, 'cm', 'in', 3)).toBe(70)
    expect(convertMeasure(70, 'in', 'cm', 1)).toBe(177.8)
    const o = outcome({ height: convertMeasure(177.8, 'cm', 'in', 3), weight: convertMeasure(264.6, 'lb', 'kg', 3) })
    expect(Math.abs((o.adjbw as number) - 91.8)).toBeLessThan(0.01)
  })
})

describe('valid ranges and required inputs', () => {
  test('edges: height up to 107 in, weight 20–454 kg accepted; just outside refused with the field named', () => {
    expect(run({ height: 107 }).ok).toBe(true)
    expect(run({ weight: 20 }).ok).toBe(true)
    expect(run({ weight: 454 }).ok).toBe(true)
    expect(refused({ height: 107.1 })).toEqual(['height'])
    expect(refused({ height: 35.9 })).toEqual(['height'])
    expect(refused({ weight: 19.9 })).toEqual(['weight'])
    expect(refused({ weight: 454.1 })).toEqual(['weight'])
    expect(refused({ weight: -1 })).toEqual(['weight'])
  })

  test('missing inputs are refused with each field named', () => {
    expect(bare.refused({})).toEqual(['height', 'sex', 'weight'])
    expect(refused({ weight: '' })).toEqual(['weight'])
  })
})

describe('properties', () => {
  test('every valid input gives finite values: AdjBW between IBW and the actual weight, 40 % of the way', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 600, max: 1070 }),
        fc.integer({ min: 200, max: 4540 }),
        fc.constantFrom('male', 'female'),
        (h10, w10, sex) => {
          const height = h10 / 10
          const weight = w10 / 10
          const o = outcome({ sex, height, weight })
          const ibw = o.ibw as number
          const adj = o.adjbw as number
          for (const v of [ibw, adj, o.adjbw_lb, o.percent_ibw]) expect(Number.isFinite(v as number)).toBe(true)
          expect(adj).toBeGreaterThanOrEqual(Math.min(ibw, weight) - 1e-9)
          expect(adj).toBeLessThanOrEqual(Math.max(ibw, weight) + 1e-9)
          expect(adj).toBeCloseTo(0.6 * ibw + 0.4 * weight, 10)
          expect(o.percent_ibw as number).toBeGreaterThan(0)
          expect(typeof o.interpretation).toBe('string')
        },
      ),
      { numRuns: 400 },
    )
  })
})
