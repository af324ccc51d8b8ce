import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './maddrey-discriminant-function.ts'

const base = { pt: 20, pt_control: 12, bilirubin: 10 }
const { outcome, refused, expectRange, expectEachRequired } = toolHarness(definition, { base })
const bare = toolHarness(definition)

// Carithers RL et al., Ann Intern Med 1989;110:685–690: DF = 4.6 × (PT − control) + bilirubin (mg/dL); ≥ 32 severe.
describe('discriminant function: hand-calculated values', () => {
  test.each([
    [20, 12, 10, 46.8],
    [15, 12, 5, 18.8],
    [12, 12, 1.2, 1.2],
    [11, 12, 2, -2.6],
    [18.5, 11.5, 4.3, 36.5],
  ])('PT %f, control %f, bilirubin %f mg/dL → %f', (pt, pt_control, bilirubin, expected) => {
    expect(outcome({ pt, pt_control, bilirubin }).maddrey_df as number).toBeCloseTo(expected, 10)
  })
  test('bilirubin in µmol/L is divided by 17.1', () => {
    const si = outcome({ bilirubin: 171, 'bilirubin.unit': 'µmol/L bilirubin' }).maddrey_df as number
    expect(si).toBeCloseTo(36.8 + 10, 10)
    expect(outcome({ bilirubin: 100, 'bilirubin.unit': 'µmol/L bilirubin' }).maddrey_df as number).toBeCloseTo(36.8 + 100 / 17.1, 10)
  })
})

describe('threshold 32 at its edge', () => {
  test('32.0 is severe, 31.9 is not; a value shown as 32.0 (31.96) is severe', () => {
    // PT − control 5 → 23; bilirubin 9 → 32.0; 8.9 → 31.9; 8.96 → 31.96 (shown 32.0)
    expect(outcome({ pt: 17, bilirubin: 9 })).toMatchObject({ maddrey_severity: 'Severe' })
    expect(outcome({ pt: 17, bilirubin: 9 }).maddrey_df as number).toBeCloseTo(32, 10)
    expect(outcome({ pt: 17, bilirubin: 8.9 }).maddrey_severity).toBe('Not severe')
    expect(outcome({ pt: 17, bilirubin: 8.96 }).maddrey_severity).toBe('Severe')
    expect(outcome({ pt: 17, bilirubin: 8.94 }).maddrey_severity).toBe('Not severe')
  })
  test('interpretation per band', () => {
    expect(String(outcome({}).interpretation)).toMatch(/^Discriminant function 32 or more/)
    expect(String(outcome({ pt: 13 }).interpretation)).toMatch(/^Discriminant function below 32/)
  })
})

describe('ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['pt', 5, 300, 4, 301],
    ['pt_control', 5, 30, 4, 31],
    ['bilirubin', 0.1, 100, 0.09, 101],
  ] as const)('%s accepts %f and %f, refuses %f and %f', (field, min, max, below, above) => {
    expectRange(field, min, max, below, above)
  })
  test('each input is required; tenths of a second accepted', () => {
    expectEachRequired(['pt', 'pt_control', 'bilirubin'])
    expect(bare.refused({})).toEqual(['bilirubin', 'pt', 'pt_control'])
    expect(refused({ pt: 16.7, pt_control: 11.9 })).toEqual([])
  })
})

describe('properties', () => {
  test('matches the formula for every valid input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 3000 }), fc.integer({ min: 50, max: 300 }), fc.integer({ min: 1, max: 1000 }), (pt10, c10, b10) => {
        const o = outcome({ pt: pt10 / 10, pt_control: c10 / 10, bilirubin: b10 / 10 })
        const v = 4.6 * (pt10 / 10 - c10 / 10) + b10 / 10
        expect(o.maddrey_df as number).toBeCloseTo(v, 9)
        expect(o.maddrey_severity).toBe(Math.round(v * 10) / 10 >= 32 ? 'Severe' : 'Not severe')
      }),
      { numRuns: 300 },
    )
  })
})
