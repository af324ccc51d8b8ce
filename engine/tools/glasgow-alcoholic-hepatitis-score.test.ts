import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './glasgow-alcoholic-hepatitis-score.ts'

const umol = { 'bilirubin.unit': 'µmol/L bilirubin' }
const base = { age: 40, wbc: 8, urea: 4, inr: 1.2, bilirubin: 100, ...umol }
const { outcome, refused, expectRange, expectEachRequired } = toolHarness(definition, { base })
const bare = toolHarness(definition)

// Forrest EH et al., Gut 2005;54:1174–1179 (table reproduced as Table 1 of Forrest 2007, Gut 56:1743).
describe('points at each limit', () => {
  test('age: 49 → 1, 50 → 2', () => {
    expect(outcome({ age: 49 }).age_points).toBe(1)
    expect(outcome({ age: 50 }).age_points).toBe(2)
  })
  test('white cell count: 14.9 → 1, 15 → 2', () => {
    expect(outcome({ wbc: 14.9 }).wbc_points).toBe(1)
    expect(outcome({ wbc: 15 }).wbc_points).toBe(2)
  })
  test('urea: 4.9 → 1, 5 → 2; BUN 13.9 → 1, 14 (= 5 mmol/L) → 2', () => {
    expect(outcome({ urea: 4.9 }).urea_points).toBe(1)
    expect(outcome({ urea: 5 }).urea_points).toBe(2)
    expect(outcome({ urea: 13.9, 'urea.unit': 'mg/dL BUN' }).urea_points).toBe(1)
    expect(outcome({ urea: 14, 'urea.unit': 'mg/dL BUN' }).urea_points).toBe(2)
  })
  test('INR: 1.49 → 1, 1.5 → 2, 2.0 → 2, 2.01 → 3', () => {
    expect(outcome({ inr: 1.49 }).inr_points).toBe(1)
    expect(outcome({ inr: 1.5 }).inr_points).toBe(2)
    expect(outcome({ inr: 2 }).inr_points).toBe(2)
    expect(outcome({ inr: 2.01 }).inr_points).toBe(3)
  })
  test('bilirubin: 124 → 1, 125 → 2, 250 → 2, 251 µmol/L → 3; in mg/dL 7.3 → 1, 7.31 (125.0 µmol/L) → 2, 14.62 → 3', () => {
    expect(outcome({ bilirubin: 124 }).bilirubin_points).toBe(1)
    expect(outcome({ bilirubin: 125 }).bilirubin_points).toBe(2)
    expect(outcome({ bilirubin: 250 }).bilirubin_points).toBe(2)
    expect(outcome({ bilirubin: 251 }).bilirubin_points).toBe(3)
    const mg = { 'bilirubin.unit': 'mg/dL bilirubin' }
    expect(outcome({ bilirubin: 7.3, ...mg }).bilirubin_points).toBe(1) // 124.83 µmol/L
    expect(outcome({ bilirubin: 7.31, ...mg }).bilirubin_points).toBe(2) // 125.001 µmol/L
    expect(outcome({ bilirubin: 14.62, ...mg }).bilirubin_points).toBe(3) // 250.002 µmol/L
    expect(outcome({ bilirubin: 14.61, ...mg }).bilirubin_points).toBe(2) // 249.83 µmol/L
  })
})

describe('total and prognosis band at 9', () => {
  test('8 is below 9, 9 is poor', () => {
    // base 5; age 50, WCC 15, urea 5 → 8; + INR 1.5 → 9
    expect(outcome({ age: 50, wbc: 15, urea: 5 })).toMatchObject({ gahs_score: 8, gahs_prognosis: 'Better (below 9)' })
    expect(outcome({ age: 50, wbc: 15, urea: 5, inr: 1.5 })).toMatchObject({ gahs_score: 9, gahs_prognosis: 'Poor (9 or more)' })
    expect(String(outcome({ age: 50, wbc: 15, urea: 5, inr: 1.5 }).interpretation)).toMatch(/^Score 9 or more/)
    expect(String(outcome({}).interpretation)).toMatch(/^Score below 9/)
  })
  test('range 5–12', () => {
    expect(outcome({}).gahs_score).toBe(5)
    expect(outcome({ age: 70, wbc: 30, urea: 20, inr: 3, bilirubin: 500 }).gahs_score).toBe(12)
  })
})

describe('ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['age', 18, 120, 17, 121],
    ['wbc', 0, 1000, -1, 1001],
    ['urea', 0.3, 100, 0.2, 101],
    ['inr', 0.5, 20, 0.4, 21],
  ] as const)('%s accepts %f and %f, refuses %f and %f', (field, min, max, below, above) => {
    expectRange(field, min, max, below, above)
  })
  test('bilirubin accepts 2–1710 µmol/L', () => {
    expectRange('bilirubin', 1.71, 1710, 1.5, 1720)
  })
  test('each input is required', () => {
    expectEachRequired(['age', 'wbc', 'urea', 'inr', 'bilirubin'])
    expect(bare.refused({})).toEqual(['age', 'bilirubin', 'inr', 'urea', 'wbc'])
    expect(refused({ wbc: 14.95, urea: 4.95 })).toEqual([])
  })
})

describe('properties', () => {
  test('total equals the sum of the published points', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 120 }),
        fc.integer({ min: 0, max: 600 }).map((w) => w / 10),
        fc.integer({ min: 3, max: 400 }).map((u) => u / 10),
        fc.integer({ min: 50, max: 500 }).map((i) => i / 100),
        fc.integer({ min: 2, max: 1700 }),
        (age, wbc, urea, inr, bili) => {
          const o = outcome({ age, wbc, urea, inr, bilirubin: bili })
          const expected = (age >= 50 ? 2 : 1) + (wbc >= 15 ? 2 : 1) + (urea >= 5 ? 2 : 1) + (inr > 2 ? 3 : inr >= 1.5 ? 2 : 1) + (bili > 250 ? 3 : bili >= 125 ? 2 : 1)
          expect(o.gahs_score).toBe(expected)
        },
      ),
      { numRuns: 300 },
    )
  })
})
