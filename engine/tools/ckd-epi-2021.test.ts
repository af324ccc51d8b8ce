import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { EGFR_RANGES, egfrCkdEpi2009, egfrCkdEpi2021 } from '../formulas/egfr.ts'
import { convertMeasure } from '../units.ts'
import definition from './ckd-epi-2021.ts'

const base = { creatinine: 1.0, age: 50, sex: 'female' }
type Inputs = Record<string, unknown>

const { run, outcome, refused, evaluate } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const egfr = (inputs: Inputs) => outcome(inputs).egfr_ckdepi_2021 as number

describe('CKD-EPI 2021: hand-derived step-by-step values', () => {
  test('a 93-year-old woman, creatinine 1.0: 142 × (1/0.7)^−1.200 × 0.9938^93 × 1.012 (no age cap)', () => {
    const expected = 142 * (1.0 / 0.7) ** -1.2 * 0.9938 ** 93 * 1.012
    expect(egfr({ age: 93 })).toBeCloseTo(expected, 10)
    expect(egfr({ age: 93 })).toBeCloseTo(52.528, 3)
  })

  // No published worked example is reproduced here: the expected values are derived independently, term by
  // term, from the coefficients published in Inker LA et al., N Engl J Med 2021;385:1737–1749, and the
  // 2009 constants exactly as spec 02 §9 states them (Levey AS et al., Ann Intern Med 2009).
  test('woman, 50 y, 0.6 mg/dL (below κ 0.7): 142 × (0.6/0.7)^−0.241 × 0.9938^50 × 1.012 = 109.28', () => {
    const ratio = 0.6 / 0.7 // 0.857143
    const below = ratio ** -0.241 // 1.037838
    const agePart = 0.9938 ** 50 // 0.732670
    const expected = 142 * below * agePart * 1.012
    expect(expected).toBeCloseTo(109.283, 3)
    expect(egfr({ creatinine: 0.6 })).toBeCloseTo(expected, 10)
    expect(outcome({ creatinine: 0.6 }).gfr_category).toBe('G1')
  })

  test('man, 60 y, 1.5 mg/dL (above κ 0.9): 142 × (1.5/0.9)^−1.200 × 0.9938^60 = 52.97', () => {
    const ratio = 1.5 / 0.9 // 1.666667
    const above = ratio ** -1.2 // 0.541925
    const agePart = 0.9938 ** 60 // 0.688268
    const expected = 142 * above * agePart
    expect(expected).toBeCloseTo(52.9675, 3)
    expect(egfr({ creatinine: 1.5, age: 60, sex: 'male' })).toBeCloseTo(expected, 10)
    expect(outcome({ creatinine: 1.5, age: 60, sex: 'male' }).gfr_category).toBe('G3a')
  })

  test('at creatinine = κ both power terms are 1: woman, 40 y, 0.7 mg/dL → 142 × 0.9938^40 × 1.012 = 112.05', () => {
    const expected = 142 * 0.9938 ** 40 * 1.012
    expect(expected).toBeCloseTo(112.0543, 3)
    expect(egfr({ creatinine: 0.7, age: 40 })).toBeCloseTo(expected, 10)
  })

  test('2009 comparison as spec §9: man, 60 y, 1.5 mg/dL → 141 × (1.5/0.9)^−1.209 × 0.993^60 = 49.88; × 1.159 if Black = 57.82', () => {
    const expected = 141 * (1.5 / 0.9) ** -1.209 * 0.993 ** 60
    expect(expected).toBeCloseTo(49.8837, 3)
    const notBlack = outcome({ creatinine: 1.5, age: 60, sex: 'male', show_2009_equation: 'yes', aa_status: 'no' })
    const black = outcome({ creatinine: 1.5, age: 60, sex: 'male', show_2009_equation: 'yes', aa_status: 'yes' })
    expect(notBlack.egfr_ckdepi_2009 as number).toBeCloseTo(expected, 10)
    expect(black.egfr_ckdepi_2009 as number).toBeCloseTo(expected * 1.159, 10)
    // The 2021 value does not depend on the race answer.
    expect(black.egfr_ckdepi_2021).toBe(notBlack.egfr_ckdepi_2021)
  })

  test('2009 female factor 1.018, κ 0.7 and α −0.329: woman, 50 y, 0.6 mg/dL → 106.28', () => {
    const expected = 141 * (0.6 / 0.7) ** -0.329 * 0.993 ** 50 * 1.018
    expect(expected).toBeCloseTo(106.2808, 3)
    expect(outcome({ creatinine: 0.6, show_2009_equation: 'yes', aa_status: 'no' }).egfr_ckdepi_2009 as number).toBeCloseTo(expected, 10)
  })
})

describe('KDIGO G categories on the displayed (whole-number) eGFR', () => {
  test.each([
    [{ creatinine: 0.6 }, 'G1'],
    [{ creatinine: 1.0 }, 'G2'],
    [{ creatinine: 1.5, age: 60, sex: 'male' }, 'G3a'],
    [{ creatinine: 2.0, age: 60, sex: 'male' }, 'G3b'],
    [{ creatinine: 2.4, age: 75, sex: 'male' }, 'G4'],
    [{ creatinine: 6.0, age: 60, sex: 'male' }, 'G5'],
  ] as const)('%o → %s', (inputs, category) => {
    const o = outcome(inputs)
    expect(o.gfr_category).toBe(category)
    expect(String(o.interpretation).startsWith(`${category},`)).toBe(true)
    expect(o.interpretation).toMatch(/albumin-to-creatinine ratio/)
  })

  test('an eGFR of 59.5 to < 60 shows as 60 and is G2, not G3a', () => {
    let found: number | null = null
    for (let cs = 100; cs <= 200 && found === null; cs++) {
      const v = egfr({ creatinine: cs / 100, age: 60, sex: 'male' })
      if (v >= 59.5 && v < 60) found = cs / 100
    }
    expect(found).not.toBeNull()
    expect(outcome({ creatinine: found, age: 60, sex: 'male' }).gfr_category).toBe('G2')
  })

  test('category boundaries match the displayed value everywhere', () => {
    const expectedCategory = (shown: number) =>
      shown >= 90 ? 'G1' : shown >= 60 ? 'G2' : shown >= 45 ? 'G3a' : shown >= 30 ? 'G3b' : shown >= 15 ? 'G4' : 'G5'
    for (let cs = 10; cs <= 2500; cs += 7) {
      const o = outcome({ creatinine: cs / 100, age: 70, sex: 'male' })
      expect(o.gfr_category).toBe(expectedCategory(Math.round(o.egfr_ckdepi_2021 as number)))
    }
  })
})

describe('dependent visibility: the race question exists only for the 2009 comparison', () => {
  test('by default the 2009 toggle is off, the race question is hidden and no 2009 value is computed', () => {
    const evaluation = evaluate()
    expect(evaluation.fields.show_2009_equation!.value).toBe('no')
    expect(evaluation.fields.aa_status!.hidden).toBe(true)
    expect(evaluation.fields.egfr_2009!.hidden).toBe(true)
    expect(evaluation.fields.comparison_note!.hidden).toBe(true)
    const o = outcome({})
    expect(o).not.toHaveProperty('egfr_ckdepi_2009')
    expect(o).not.toHaveProperty('comparison_note')
  })

  test('a race answer sent while the comparison is off is ignored', () => {
    const evaluation = evaluate({ aa_status: 'yes' })
    expect(evaluation.fields.aa_status!.value).toBeNull()
    expect(outcome({ aa_status: 'yes' }).egfr_ckdepi_2021).toBe(egfr({}))
  })

  test('turning the comparison on reveals the race question, which is then required', () => {
    const evaluation = evaluate({ show_2009_equation: 'yes' })
    expect(evaluation.fields.aa_status!.hidden).toBe(false)
    expect(refused({ show_2009_equation: 'yes' })).toEqual(['aa_status'])
    const o = outcome({ show_2009_equation: 'yes', aa_status: 'no' })
    expect(typeof o.egfr_ckdepi_2009).toBe('number')
    expect(o.comparison_note).toMatch(/2021 value/)
  })
})

describe('valid ranges and required inputs', () => {
  test('creatinine 0.1 and 60 mg/dL accepted; 0.09 and 60.01 refused', () => {
    expect(run({ creatinine: EGFR_RANGES.creatinineMgDl.min }).ok).toBe(true)
    expect(run({ creatinine: EGFR_RANGES.creatinineMgDl.max }).ok).toBe(true)
    expect(refused({ creatinine: 0.09 })).toEqual(['creatinine'])
    expect(refused({ creatinine: 60.01 })).toEqual(['creatinine'])
    expect(refused({ creatinine: 0 })).toEqual(['creatinine'])
    expect(refused({ creatinine: -1 })).toEqual(['creatinine'])
  })

  test('age 18 to 120 accepted (the equation has no upper age), at any precision; 17 and 121 refused', () => {
    expect(run({ age: 18 }).ok).toBe(true)
    expect(run({ age: 93 }).ok).toBe(true)
    expect(run({ age: 50.5 }).ok).toBe(true)
    expect(refused({ age: 17 })).toEqual(['age'])
    expect(refused({ age: 121 })).toEqual(['age'])
  })

  test('missing inputs are refused with each field named', () => {
    expect(bare.refused()).toEqual(['age', 'creatinine', 'sex'])
    expect(refused({ sex: 'other' })).toEqual(['sex'])
  })
})

describe('units: µmol/L ↔ mg/dL (canonical mg/dL)', () => {
  test('conversion both ways (1 mg/dL = 88.4 µmol/L)', () => {
    expect(convertMeasure(1.0, 'mg/dL creatinine', 'µmol/L creatinine', 0)).toBe(88)
    expect(convertMeasure(88.4, 'µmol/L creatinine', 'mg/dL creatinine', 2)).toBe(1)
    expect(convertMeasure(133, 'µmol/L creatinine', 'mg/dL creatinine', 2)).toBe(1.5)
    expect(convertMeasure(1.5, 'mg/dL creatinine', 'µmol/L creatinine', 0)).toBe(133)
  })

  test('the stated µmol/L range (9–5304) converts inside the canonical range', () => {
    expect(run({ creatinine: convertMeasure(9, 'µmol/L creatinine', 'mg/dL creatinine', 4) }).ok).toBe(true)
    expect(run({ creatinine: convertMeasure(5304, 'µmol/L creatinine', 'mg/dL creatinine', 4) }).ok).toBe(true)
    expect(refused({ creatinine: convertMeasure(8, 'µmol/L creatinine', 'mg/dL creatinine', 4) })).toEqual(['creatinine'])
    expect(refused({ creatinine: convertMeasure(5305, 'µmol/L creatinine', 'mg/dL creatinine', 4) })).toEqual(['creatinine'])
  })

  test('a value entered in µmol/L gives the eGFR of its mg/dL equivalent (round trip within 1 µmol/L)', () => {
    for (let umol = 9; umol <= 5304; umol += 13) {
      const mg = convertMeasure(umol, 'µmol/L creatinine', 'mg/dL creatinine', 4)!
      expect(Math.abs(convertMeasure(mg, 'mg/dL creatinine', 'µmol/L creatinine', 0)! - umol)).toBeLessThanOrEqual(1)
      expect(egfr({ creatinine: mg })).toBeCloseTo(egfrCkdEpi2021({ creatinineMgDl: umol / 88.4, age: 50, sex: 'female' })!, 1)
    }
  })
})

const validInputs = fc.record({
  creatinine: fc.integer({ min: 10, max: 2500 }).map((c) => c / 100),
  age: fc.integer({ min: EGFR_RANGES.age.min, max: 89 }),
  sex: fc.constantFrom('female', 'male'),
  aa_status: fc.constantFrom('yes', 'no'),
})

describe('properties', () => {
  test('every valid input gives finite positive eGFRs equal to the formulas, and one of the six categories', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const o = outcome({ ...inputs, show_2009_equation: 'yes' })
        const v2021 = o.egfr_ckdepi_2021 as number
        const v2009 = o.egfr_ckdepi_2009 as number
        expect(Number.isFinite(v2021) && v2021 > 0).toBe(true)
        expect(Number.isFinite(v2009) && v2009 > 0).toBe(true)
        const sex = inputs.sex as 'female' | 'male'
        expect(v2021).toBe(egfrCkdEpi2021({ creatinineMgDl: inputs.creatinine, age: inputs.age, sex }))
        expect(v2009).toBe(egfrCkdEpi2009({ creatinineMgDl: inputs.creatinine, age: inputs.age, sex, africanAmerican: inputs.aa_status === 'yes' }))
        expect(['G1', 'G2', 'G3a', 'G3b', 'G4', 'G5']).toContain(o.gfr_category)
      }),
      { numRuns: 400 },
    )
  })

  test('eGFR falls as creatinine rises and as age rises', () => {
    fc.assert(
      fc.property(validInputs, fc.integer({ min: 1, max: 100 }), (inputs, delta) => {
        const higherCreatinine = Math.min(60, inputs.creatinine + delta / 100)
        if (higherCreatinine > inputs.creatinine) expect(egfr({ ...inputs, creatinine: higherCreatinine })).toBeLessThan(egfr(inputs))
        if (inputs.age < 89) expect(egfr({ ...inputs, age: inputs.age + 1 })).toBeLessThan(egfr(inputs))
      }),
      { numRuns: 300 },
    )
  })
})

describe('children', () => {
  test('a child is refused with the reason and the equation to use instead', () => {
    const r = run({ age: 12 })
    expect(r.ok ? [] : r.errors.age).toEqual([{ type: 'error', kind: 'min', bound: 18, reason: expect.stringMatching(/adults.*Schwartz/s) }])
  })
})
