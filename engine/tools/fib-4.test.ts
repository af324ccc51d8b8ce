import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import definition from './fib-4.ts'

const base = { age: 50, ast: 40, alt: 25, platelets: 200 }
const { outcome, refused, evaluate, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)

// Sterling RK et al., Hepatology 2006;43:1317–1325: FIB-4 = age × AST / (platelets × √ALT),
// limits 1.45 and 3.25 (HIV/HCV). Shah AG et al., Clin Gastroenterol Hepatol 2009: 1.30 and
// 2.67 (NAFLD). McPherson S et al., Am J Gastroenterol 2017;112:740–751: lower limit 2.0 at
// age ≥ 65. No patient-level worked example is published in these papers, so the values below
// are hand calculations chosen so that √ALT is a whole number.
describe('FIB-4: hand-calculated values', () => {
  test.each([
    // age, AST, ALT, platelets, expected = age × AST / (platelets × √ALT)
    [50, 40, 25, 200, 2.0], // 2000 / (200 × 5)
    [45, 20, 16, 250, 0.9], // 900 / (250 × 4)
    [60, 80, 64, 100, 6.0], // 4800 / (100 × 8)
    [70, 27, 25, 200, 1.89], // 1890 / (200 × 5)
    [36, 18, 9, 300, 0.72], // 648 / (300 × 3)
    [55, 33, 36, 150, 2.0166666666666666], // 1815 / (150 × 6)
  ])('age %i, AST %i, ALT %i, platelets %i → %f', (age, ast, alt, platelets, expected) => {
    expect(outcome({ age, ast, alt, platelets }).fib4_index as number).toBeCloseTo(expected, 10)
  })

  test('an ALT that is not a perfect square: age 52, AST 35, ALT 30, platelets 180 → 1.8646', () => {
    const expected = (52 * 35) / (180 * Math.sqrt(30)) // 1820 / (180 × 5.47723) = 1820 / 985.901
    expect(expected).toBeCloseTo(1.84603, 4)
    expect(outcome({ age: 52, ast: 35, alt: 30, platelets: 180 }).fib4_index as number).toBeCloseTo(expected, 12)
  })
})

describe('limits by setting and age', () => {
  test('MASLD (default): below 1.30 low, 1.30–2.67 indeterminate, above 2.67 high', () => {
    expect(evaluate().fields.context!.value).toBe('masld')
    // age 50, ALT 25, platelets 200 → FIB-4 = AST / 20: AST 25 → 1.25, 26 → 1.30, 53 → 2.65, 54 → 2.70
    expect(outcome({ ast: 25 }).fib4_category).toBe('Low')
    expect(outcome({ ast: 26 }).fib4_category).toBe('Indeterminate') // exactly 1.30
    expect(outcome({ ast: 53 }).fib4_category).toBe('Indeterminate')
    expect(outcome({ ast: 54 }).fib4_category).toBe('High')
  })

  test('exactly 2.67 is indeterminate, 2.68 is high', () => {
    // age 89, AST 30, ALT 1 (√1 = 1), platelets 1000 → 2670 / 1000 = 2.67 exactly; platelets 996 → 2.6807
    expect(outcome({ age: 89, ast: 30, alt: 1, platelets: 1000 }).fib4_index as number).toBeCloseTo(2.67, 12)
    expect(outcome({ age: 89, ast: 30, alt: 1, platelets: 1000 }).fib4_category).toBe('Indeterminate')
    expect(outcome({ age: 89, ast: 30, alt: 1, platelets: 996 }).fib4_category).toBe('High')
  })

  test('the displayed value decides the band: 1.2951 shows as 1.30 and is not low', () => {
    let found = false
    for (let platelets = 100; platelets <= 400 && !found; platelets++) {
      const o = outcome({ age: 40, ast: 30, alt: 16, platelets })
      const v = o.fib4_index as number
      if (v >= 1.295 && v < 1.3) {
        found = true
        expect(o.fib4_category).toBe('Indeterminate')
      }
    }
    // 40 × 30 / (p × 4) = 300 / p: p = 231 → 1.2987
    expect(found).toBe(true)
  })

  test('MASLD at 65 or over: lower limit 2.0 (McPherson 2017); at 64 it is 1.30', () => {
    // FIB-4 1.89 at age 70 (AST 27, ALT 25, platelets 200)
    expect(outcome({ age: 70, ast: 27 })).toMatchObject({ lower_limit: 2, fib4_category: 'Low' })
    expect(outcome({ age: 65, ast: 30 }).lower_limit).toBe(2) // FIB-4 1.95
    expect(outcome({ age: 65, ast: 30 }).fib4_category).toBe('Low')
    expect(outcome({ age: 64, ast: 30 }).lower_limit).toBe(1.3) // FIB-4 1.92
    expect(outcome({ age: 64, ast: 30 }).fib4_category).toBe('Indeterminate')
    expect(String(outcome({ age: 70, ast: 27 }).interpretation)).toMatch(/65 or older the lower limit is 2\.0/)
  })

  test('MASLD at 35 or under carries a caution; 36 does not', () => {
    expect(String(outcome({ age: 35 }).interpretation)).toMatch(/Caution/)
    expect(String(outcome({ age: 36 }).interpretation)).not.toMatch(/Caution/)
  })

  test('hepatitis C: 1.45 and 3.25 at every age', () => {
    const hcv = (inputs: Inputs) => outcome({ context: 'hcv', ...inputs })
    // age 50, ALT 25, platelets 200 → AST / 20: 28 → 1.40, 29 → 1.45, 65 → 3.25, 66 → 3.30
    expect(hcv({ ast: 28 }).fib4_category).toBe('Low')
    expect(hcv({ ast: 29 }).fib4_category).toBe('Indeterminate')
    expect(hcv({ ast: 65 }).fib4_category).toBe('Indeterminate')
    expect(hcv({ ast: 66 }).fib4_category).toBe('High')
    expect(hcv({ age: 75 })).toMatchObject({ lower_limit: 1.45, upper_limit: 3.25 })
    expect(String(hcv({ age: 30 }).interpretation)).not.toMatch(/Caution/)
  })
})

describe('valid ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['age', 18, 120, 17, 121],
    ['ast', 1, 10000, 0, 10001],
    ['alt', 1, 10000, 0, 10001],
    ['platelets', 1, 5000, 0, 5001],
  ] as const)('%s accepts %i and %i, refuses %i and %i', (field, min, max, below, above) => {
    expectRange(field, min, max, below, above)
  })

  test('platelets of 151.2 × 10⁹/L are accepted; missing inputs are refused with each field named', () => {
    expect(refused({ platelets: 151.2 })).toEqual([])
    // 50 × 40 / (151.2 × √25) = 2.6455
    expect(outcome({ platelets: 151.2 }).fib4_index as number).toBeCloseTo(2000 / (151.2 * 5), 10)
    expect(bare.refused({})).toEqual(['age', 'alt', 'ast', 'platelets'])
    expect(refused({ context: 'hbv' })).toEqual(['context'])
  })
})

describe('properties', () => {
  test('every valid input gives a finite positive FIB-4 equal to the formula, and one of three bands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 120 }),
        fc.integer({ min: 1, max: 10000 }),
        fc.integer({ min: 1, max: 10000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.constantFrom('masld', 'hcv'),
        (age, ast, alt, platelets, context) => {
          const o = outcome({ age, ast, alt, platelets, context })
          const v = o.fib4_index as number
          expect(Number.isFinite(v) && v > 0).toBe(true)
          expect(v).toBeCloseTo((age * ast) / (platelets * Math.sqrt(alt)), 9)
          const shown = Math.round(v * 100) / 100
          const lower = context === 'hcv' ? 1.45 : age >= 65 ? 2 : 1.3
          const upper = context === 'hcv' ? 3.25 : 2.67
          expect(o.fib4_category).toBe(shown < lower ? 'Low' : shown > upper ? 'High' : 'Indeterminate')
        },
      ),
      { numRuns: 500 },
    )
  })

  test('FIB-4 rises with age and AST and falls with platelets and ALT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 88 }), fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 2, max: 2000 }), (age, ast, platelets) => {
        const v = outcome({ age, ast, platelets }).fib4_index as number
        expect(outcome({ age: age + 1, ast, platelets }).fib4_index as number).toBeGreaterThan(v)
        expect(outcome({ age, ast: ast + 1, platelets }).fib4_index as number).toBeGreaterThan(v)
        expect(outcome({ age, ast, platelets: platelets - 1 }).fib4_index as number).toBeGreaterThan(v)
        expect(outcome({ age, ast, platelets, alt: 26 }).fib4_index as number).toBeLessThan(v)
      }),
      { numRuns: 200 },
    )
  })
})
