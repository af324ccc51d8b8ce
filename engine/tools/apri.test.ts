import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './apri.ts'

const base = { ast: 40, ast_uln: 40, platelets: 200 }
const { outcome, refused, expectRange, expectEachRequired } = toolHarness(definition, { base })
const bare = toolHarness(definition)

// Wai CT et al., Hepatology 2003;38:518–526: APRI = (AST / ULN) × 100 / platelets (10⁹/L);
// significant fibrosis ≤ 0.5 unlikely, > 1.5 likely; cirrhosis ≤ 1.0 unlikely, > 2.0 likely.
describe('APRI: hand-calculated values', () => {
  test.each([
    [40, 40, 200, 0.5],
    [80, 40, 200, 1.0],
    [64, 40, 100, 1.6],
    [105, 35, 120, 2.5],
    [30, 40, 250, 0.3],
    [52, 34, 151, 1.012855], // 1.529412 × 100 / 151
  ])('AST %i, ULN %i, platelets %i → %f', (ast, ast_uln, platelets, expected) => {
    expect(outcome({ ast, ast_uln, platelets }).apri_score as number).toBeCloseTo(expected, 4)
  })
})

describe('cut-offs at their edges (on the displayed value)', () => {
  // ULN 40, platelets 100 → APRI = AST / 40: AST 20 → 0.50, 21 → 0.525, 40 → 1.00, 41 → 1.025, 60 → 1.50, 61 → 1.525, 80 → 2.00, 81 → 2.025
  const at = (ast: number) => outcome({ ast, platelets: 100 })
  test('significant fibrosis: 0.50 unlikely, just above indeterminate; 1.50 indeterminate, just above likely', () => {
    expect(at(20).apri_fibrosis).toBe('Unlikely')
    expect(at(21).apri_fibrosis).toBe('Indeterminate')
    expect(at(60).apri_fibrosis).toBe('Indeterminate')
    expect(at(61).apri_fibrosis).toBe('Likely')
  })
  test('cirrhosis: 1.00 unlikely, just above indeterminate; 2.00 indeterminate, just above likely', () => {
    expect(at(40).apri_cirrhosis).toBe('Unlikely')
    expect(at(41).apri_cirrhosis).toBe('Indeterminate')
    expect(at(80).apri_cirrhosis).toBe('Indeterminate')
    expect(at(81).apri_cirrhosis).toBe('Likely')
  })
  test('a value displayed as 0.50 (0.5049) is in the 0.50-or-less band', () => {
    // AST 50.49, ULN 100, platelets 100 → 0.5049
    const o = outcome({ ast: 50.49, ast_uln: 100, platelets: 100 })
    expect(o.apri_score as number).toBeCloseTo(0.5049, 10)
    expect(o.apri_fibrosis).toBe('Unlikely')
  })
  test('each interpretation band', () => {
    expect(String(at(20).interpretation)).toMatch(/^APRI 0\.5 or less/)
    expect(String(at(30).interpretation)).toMatch(/^APRI above 0\.5 up to 1\.0/)
    expect(String(at(50).interpretation)).toMatch(/^APRI above 1\.0 up to 1\.5/)
    expect(String(at(70).interpretation)).toMatch(/^APRI above 1\.5/)
    expect(String(at(90).interpretation)).toMatch(/^APRI above 2\.0/)
  })
})

describe('ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['ast', 1, 10000, 0, 10001],
    ['ast_uln', 5, 200, 4, 201],
    ['platelets', 1, 5000, 0, 5001],
  ] as const)('%s accepts %i and %i, refuses %i and %i', (field, min, max, below, above) => {
    expectRange(field, min, max, below, above)
  })
  test('each input is required; decimals accepted', () => {
    expectEachRequired(['ast', 'ast_uln', 'platelets'])
    expect(bare.refused({})).toEqual(['ast', 'ast_uln', 'platelets'])
    expect(refused({ platelets: 151.5, ast: 38.5 })).toEqual([])
  })
})

describe('properties', () => {
  test('APRI equals the formula and rises with AST, falls with platelets and ULN', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 5, max: 199 }), fc.integer({ min: 2, max: 5000 }), (ast, uln, platelets) => {
        const v = outcome({ ast, ast_uln: uln, platelets }).apri_score as number
        expect(v).toBeCloseTo(((ast / uln) * 100) / platelets, 9)
        expect(outcome({ ast: ast + 1, ast_uln: uln, platelets }).apri_score as number).toBeGreaterThan(v)
        expect(outcome({ ast, ast_uln: uln + 1, platelets }).apri_score as number).toBeLessThan(v)
        expect(outcome({ ast, ast_uln: uln, platelets: platelets - 1 }).apri_score as number).toBeGreaterThan(v)
      }),
      { numRuns: 200 },
    )
  })
})
