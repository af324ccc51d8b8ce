import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './nafld-fibrosis-score.ts'

const base = { age: 50, bmi: 30, diabetes: 'no', ast: 30, alt: 30, platelets: 250, albumin: 4.5 }
const { outcome, refused, expectRange, expectEachRequired } = toolHarness(definition, { base })
const bare = toolHarness(definition)

/** Angulo 2007 equation, written independently of the definition. */
const nfs = (age: number, bmi: number, dm: boolean, ast: number, alt: number, plt: number, alb: number) =>
  -1.675 + 0.037 * age + 0.094 * bmi + (dm ? 1.13 : 0) + 0.99 * (ast / alt) - 0.013 * plt - 0.66 * alb

describe('NAFLD fibrosis score: hand-calculated values', () => {
  test('base profile: −2.235', () => {
    expect(outcome({}).nafld_fibrosis_score as number).toBeCloseTo(-2.235, 10)
  })
  test('each term moves the score by its coefficient', () => {
    const b = outcome({}).nafld_fibrosis_score as number
    expect((outcome({ age: 51 }).nafld_fibrosis_score as number) - b).toBeCloseTo(0.037, 10)
    expect((outcome({ bmi: 31 }).nafld_fibrosis_score as number) - b).toBeCloseTo(0.094, 10)
    expect((outcome({ diabetes: 'yes' }).nafld_fibrosis_score as number) - b).toBeCloseTo(1.13, 10)
    expect((outcome({ ast: 60 }).nafld_fibrosis_score as number) - b).toBeCloseTo(0.99, 10) // AST/ALT 1 → 2
    expect((outcome({ platelets: 251 }).nafld_fibrosis_score as number) - b).toBeCloseTo(-0.013, 10)
    expect((outcome({ albumin: 5.5 }).nafld_fibrosis_score as number) - b).toBeCloseTo(-0.66, 10)
  })
  test('albumin in g/L gives the same score as in g/dL', () => {
    expect(outcome({ albumin: 38, 'albumin.unit': 'g/L albumin' }).nafld_fibrosis_score as number).toBeCloseTo(outcome({ albumin: 3.8 }).nafld_fibrosis_score as number, 10)
  })
})

describe('cut-offs at their edges (on the displayed value)', () => {
  // Vary platelets: score = S0 − 0.013 × platelets. Find platelets giving exactly −1.455 and 0.676.
  test('−1.455 is indeterminate, −1.456 is low; 0.676 is indeterminate, 0.677 is high', () => {
    // base without platelets: −2.235 + 3.25 = 1.015; score = 1.015 − 0.013 p
    // p = 190 → −1.455 exactly; p = 190.1 → −1.4563 (shown −1.456)
    expect(outcome({ platelets: 190 }).nafld_fibrosis_score as number).toBeCloseTo(-1.455, 10)
    expect(outcome({ platelets: 190 }).nfs_category).toBe('Indeterminate')
    expect(outcome({ platelets: 190.1 }).nfs_category).toBe('Low probability')
    // p = 26 → 0.677; p = 26.1 → 0.6757 (shown 0.676)
    expect(outcome({ platelets: 26.1 }).nfs_category).toBe('Indeterminate')
    expect(outcome({ platelets: 26 }).nfs_category).toBe('High probability')
    expect(outcome({ platelets: 26 }).nafld_fibrosis_score as number).toBeCloseTo(0.677, 10)
  })
  test('interpretation per band, and the caution at 65 or over', () => {
    expect(String(outcome({}).interpretation)).toMatch(/^Below −1\.455/)
    expect(String(outcome({ platelets: 100 }).interpretation)).toMatch(/^From −1\.455 to 0\.676/)
    expect(String(outcome({ platelets: 20 }).interpretation)).toMatch(/^Above 0\.676/)
    expect(String(outcome({ age: 65 }).interpretation)).toMatch(/65 or older/)
    expect(String(outcome({ age: 64 }).interpretation)).not.toMatch(/65 or older/)
  })
})

describe('ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['age', 18, 120, 17, 121],
    ['bmi', 10, 100, 9, 101],
    ['ast', 1, 10000, 0, 10001],
    ['alt', 1, 10000, 0, 10001],
    ['platelets', 0, 5000, -1, 5001],
    ['albumin', 0.5, 7, 0.4, 7.1],
  ] as const)('%s accepts %f and %f, refuses %f and %f', (field, min, max, below, above) => {
    expectRange(field, min, max, below, above)
  })
  test('each input is required', () => {
    expectEachRequired(['age', 'bmi', 'diabetes', 'ast', 'alt', 'platelets', 'albumin'])
    expect(bare.refused({})).toEqual(['age', 'alt', 'ast', 'bmi', 'diabetes', 'platelets', 'albumin'].sort())
    expect(refused({ bmi: 31.4, albumin: 4.15 })).toEqual([])
  })
})

describe('properties', () => {
  test('every valid input matches the equation and one of three bands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 120 }),
        fc.integer({ min: 100, max: 1000 }).map((b) => b / 10),
        fc.boolean(),
        fc.integer({ min: 1, max: 10000 }),
        fc.integer({ min: 1, max: 10000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 5, max: 70 }).map((a) => a / 10),
        (age, bmi, dm, ast, alt, platelets, albumin) => {
          const o = outcome({ age, bmi, diabetes: dm ? 'yes' : 'no', ast, alt, platelets, albumin })
          const v = nfs(age, bmi, dm, ast, alt, platelets, albumin)
          expect(o.nafld_fibrosis_score as number).toBeCloseTo(v, 9)
          const shown = Math.round(v * 1000) / 1000
          expect(o.nfs_category).toBe(shown < -1.455 ? 'Low probability' : shown > 0.676 ? 'High probability' : 'Indeterminate')
        },
      ),
      { numRuns: 300 },
    )
  })
})
