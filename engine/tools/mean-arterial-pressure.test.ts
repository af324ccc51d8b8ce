import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import definition from './mean-arterial-pressure.ts'

const { run, outcome, refused: refusedFields, expectRange } = toolHarness(definition, { base: { systolic_bp: 120, diastolic_bp: 80 } })
const bare = toolHarness(definition)
const map = (inputs: Inputs) => outcome(inputs).mean_arterial_pressure as number

// No published worked example is used: every expected value is a hand calculation of the one-third rule,
// MAP = DBP + (SBP − DBP) / 3, the convention whose accuracy Bos 2007 (J Hypertens 25:751) and Meaney 2000
// (Heart 84:64) examined.
describe('MAP: hand-derived values', () => {
  test('120/80 → 80 + 40/3 = 93.33 (shown as 93)', () => {
    expect(map({})).toBeCloseTo(93.3333, 4)
    expect(outcome({}).pulse_pressure).toBe(40)
  })

  test.each([
    [90, 60, 70],
    [80, 40, 53.3333],
    [140, 90, 106.6667],
    [180, 110, 133.3333],
    [100, 65, 76.6667],
  ])('%s/%s → %s', (sbp, dbp, expected) => {
    expect(map({ systolic_bp: sbp, diastolic_bp: dbp })).toBeCloseTo(expected, 4)
    // Same as the (SBP + 2 × DBP) / 3 form.
    expect(map({ systolic_bp: sbp, diastolic_bp: dbp })).toBeCloseTo((sbp + 2 * dbp) / 3, 10)
  })
})

describe('MAP: interpretation on the displayed (whole mmHg) value', () => {
  test('below 65, 65–100, above 100', () => {
    expect(outcome({ systolic_bp: 80, diastolic_bp: 40 }).interpretation).toMatch(/^Below 65/)
    expect(outcome({}).interpretation).toMatch(/^65–100/)
    expect(outcome({ systolic_bp: 180, diastolic_bp: 110 }).interpretation).toMatch(/^Above 100/)
  })

  test('64.67 shows as 65 and is not called below 65; 100.33 shows as 100 and is in range', () => {
    // 92/51: 51 + 41/3 = 64.667 → 65.
    expect(map({ systolic_bp: 92, diastolic_bp: 51 })).toBeCloseTo(64.667, 3)
    expect(outcome({ systolic_bp: 92, diastolic_bp: 51 }).interpretation).toMatch(/^65–100/)
    // 91/51: 64.333 → 64.
    expect(outcome({ systolic_bp: 91, diastolic_bp: 51 }).interpretation).toMatch(/^Below 65/)
    // 131/85: 85 + 46/3 = 100.333 → 100.
    expect(outcome({ systolic_bp: 131, diastolic_bp: 85 }).interpretation).toMatch(/^65–100/)
    // 132/85: 100.667 → 101.
    expect(outcome({ systolic_bp: 132, diastolic_bp: 85 }).interpretation).toMatch(/^Above 100/)
  })
})

describe('MAP: refusals', () => {
  test.each([
    ['systolic_bp', 20, 300, { diastolic_bp: 10 }],
    ['diastolic_bp', 0, 200, { systolic_bp: 300 }],
  ] as const)('%s: %s and %s accepted, one step outside refused', (field, min, max, other) => {
    expectRange(field, min, max, min - 1, max + 1, other)
  })

  test('diastolic equal to or above systolic is refused on the diastolic field with a message', () => {
    for (const [sbp, dbp] of [
      [80, 80],
      [80, 120],
    ]) {
      const r = run({ systolic_bp: sbp, diastolic_bp: dbp })
      expect(r.ok).toBe(false)
      if (!r.ok) {
        expect(Object.keys(r.errors)).toEqual(['diastolic_bp'])
        expect(r.errors.diastolic_bp?.[0]?.message).toMatch(/must be lower than the systolic/)
      }
    }
    expect(run({ systolic_bp: 81, diastolic_bp: 80 }).ok).toBe(true)
  })

  test('no spurious diastolic error while the systolic is empty', () => {
    const e = bare.evaluate({ diastolic_bp: 80 })
    expect(e.fields.diastolic_bp!.validations).toEqual([])
    expect(e.fields.systolic_bp!.validations.map((v) => v.kind)).toEqual(['required'])
  })

  test('missing inputs are refused; an averaged pressure such as 120.5 is accepted', () => {
    expect(bare.refused()).toEqual(['diastolic_bp', 'systolic_bp'])
    expect(refusedFields({ systolic_bp: 120.5 })).toEqual([])
  })
})

describe('properties', () => {
  test('every valid pair gives a finite MAP strictly between diastolic and systolic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 300 }), fc.integer({ min: 20, max: 200 }), (sbp, dbp) => {
        fc.pre(dbp < sbp)
        const o = outcome({ systolic_bp: sbp, diastolic_bp: dbp })
        const m = o.mean_arterial_pressure as number
        expect(Number.isFinite(m)).toBe(true)
        expect(m).toBeGreaterThan(dbp)
        expect(m).toBeLessThan(sbp)
        expect(m).toBeCloseTo(dbp + (sbp - dbp) / 3, 10)
        expect(o.pulse_pressure).toBe(sbp - dbp)
        expect(typeof o.interpretation).toBe('string')
      }),
      { numRuns: 400 },
    )
  })
})
