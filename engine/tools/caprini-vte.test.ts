import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import definition from './caprini-vte.ts'

const base = { age: 30, sex: 'male', one_point: ['none'], two_point: ['none'], three_point: ['none'], five_point: ['none'] }
const { run, outcome, refused, evaluate } = toolHarness(definition, { base })
const bare = toolHarness(definition)

const score = (inputs: Inputs) => outcome(inputs).caprini_score as number
const warnings = (inputs: Inputs) =>
  Object.values(evaluate(inputs).fields)
    .flatMap((f) => f.validations)
    .filter((v) => v.type === 'warning')
    .map((v) => v.message)

const GROUPS = {
  one_point: ['minor_surgery', 'major_surgery_history', 'varicose_veins', 'ibd', 'swollen_legs', 'obesity', 'acute_mi', 'chf', 'sepsis', 'lung_disease', 'copd', 'bed_rest'],
  two_point: ['arthroscopic', 'malignancy', 'major_surgery', 'laparoscopic', 'confined_bed', 'cast', 'central_line'],
  three_point: ['vte_history', 'family_history', 'factor_v_leiden', 'prothrombin', 'homocysteine', 'lupus_anticoagulant', 'anticardiolipin', 'hit', 'other_thrombophilia'],
  five_point: ['arthroplasty', 'fracture', 'stroke', 'multiple_trauma', 'spinal_cord_injury'],
} as const
const WEIGHT = { one_point: 1, two_point: 2, three_point: 3, five_point: 5 } as const
const WOMEN = ['hormones', 'pregnancy', 'obstetric_history']

describe('Caprini 2005 weights (Caprini JA, Dis Mon 2005;51:70–78)', () => {
  for (const [group, factors] of Object.entries(GROUPS) as [keyof typeof GROUPS, readonly string[]][]) {
    test.each(factors.map((f) => [f]))(`${group}: %s scores ${WEIGHT[group]}`, (f) => {
      expect(score({ [group]: [f] })).toBe(WEIGHT[group])
    })
  }

  test('women-only factors score 1 each', () => {
    for (const f of WOMEN) expect(score({ sex: 'female', women: [f] })).toBe(1)
    expect(score({ sex: 'female', women: WOMEN })).toBe(3)
    expect(score({ sex: 'female', women: ['none'] })).toBe(0)
  })

  test.each([
    [18, 0],
    [40, 0],
    [41, 1],
    [60, 1],
    [61, 2],
    [74, 2],
    [75, 3],
    [89, 3],
  ] as const)('age %s scores %s', (age, points) => {
    expect(score({ age })).toBe(points)
  })

  test('hand calculations: man of 65 with cancer, major surgery and BMI > 25 = 2 + 2 + 2 + 1 = 7 (high)', () => {
    const o = outcome({ age: 65, one_point: ['obesity'], two_point: ['malignancy', 'major_surgery'] })
    expect(o.caprini_score).toBe(7)
    expect(o.risk_category).toBe('High')
  })

  test('maximum: every factor at age ≥ 75 in a woman = 3 + 12 + 14 + 27 + 25 + 3 = 84', () => {
    expect(score({ age: 80, sex: 'female', ...GROUPS, women: WOMEN })).toBe(84)
  })
})

describe('ACCP 2012 risk categories (Gould MK et al., Chest 2012)', () => {
  test.each([
    [{}, 0, 'Very low', 'below 0.5%', /^Very low risk: encourage early and frequent walking/],
    [{ one_point: ['minor_surgery'] }, 1, 'Low', 'about 1.5%', /^Low risk: mechanical prophylaxis/],
    [{ age: 45, one_point: ['minor_surgery'] }, 2, 'Low', 'about 1.5%', /^Low risk/],
    [{ two_point: ['laparoscopic'], one_point: ['obesity'] }, 3, 'Moderate', 'about 3%', /^Moderate risk: low-molecular-weight heparin/],
    [{ two_point: ['major_surgery', 'malignancy'] }, 4, 'Moderate', 'about 3%', /^Moderate risk/],
    [{ five_point: ['stroke'] }, 5, 'High', 'about 6%', /^High risk: .* about 4 weeks/],
  ] as const)('%j → %s points, %s', (inputs, points, category, baseline, text) => {
    const o = outcome(inputs)
    expect(o.caprini_score).toBe(points)
    expect(o.risk_category).toBe(category)
    expect(o.baseline_risk).toBe(baseline)
    expect(o.interpretation).toMatch(text)
  })
})

describe('women-only factors: dependent visibility', () => {
  test('hidden for men (and ignored if sent), shown and required for women', () => {
    const men = evaluate({ women: ['hormones', 'pregnancy'] })
    expect(men.fields.women?.hidden).toBe(true)
    expect(men.outcome.caprini_score).toBe(0)
    const women = evaluate({ sex: 'female' })
    expect(women.fields.women?.hidden).toBe(false)
    expect(refused({ sex: 'female' })).toEqual(['women'])
  })
})

describe('overlap warnings (the score still sums every ticked box)', () => {
  test('two operation types: warned, both counted', () => {
    expect(warnings({ one_point: ['minor_surgery'], two_point: ['major_surgery'] })).toEqual([expect.stringMatching(/^More than one type of operation/)])
    expect(score({ one_point: ['minor_surgery'], two_point: ['major_surgery'] })).toBe(3)
    expect(warnings({ two_point: ['laparoscopic'], five_point: ['arthroplasty'] })).toHaveLength(1)
  })

  test('both bed-rest factors: warned', () => {
    expect(warnings({ one_point: ['bed_rest'], two_point: ['confined_bed'] })).toEqual([expect.stringMatching(/^Both bed-rest factors/)])
  })

  test('a single operation type and unrelated factors raise no warning', () => {
    expect(warnings({ one_point: ['obesity', 'varicose_veins'], two_point: ['major_surgery', 'malignancy'], three_point: ['vte_history'] })).toEqual([])
  })
})

describe('valid ranges and required inputs', () => {
  test('age 18–120 accepted (95 scores as 75 or over); 17 and 121 refused with the field named', () => {
    expect(run({ age: 18 }).ok).toBe(true)
    expect(run({ age: 95 }).ok).toBe(true)
    expect(run({ age: 50.5 }).ok).toBe(true)
    for (const age of [17, 121]) expect(refused({ age })).toEqual(['age'])
  })

  test('every group is required; "None of these" with a factor and unknown factors are refused', () => {
    expect(bare.refused({})).toEqual(['age', 'five_point', 'one_point', 'sex', 'three_point', 'two_point'])
    for (const group of ['one_point', 'two_point', 'three_point', 'five_point']) {
      expect(refused({ [group]: [] })).toEqual([group])
      expect(refused({ [group]: ['none', GROUPS[group as keyof typeof GROUPS][0]] })).toEqual([group])
    }
    expect(refused({ sex: 'female', women: ['none', 'hormones'] })).toEqual(['women'])
    expect(refused({ three_point: ['smoking'] })).toEqual(['three_point'])
  })
})

describe('properties', () => {
  test('every valid answer gives a whole score 0–84 equal to an independent sum, and the matching category', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 120 }),
        fc.constantFrom('male', 'female'),
        fc.subarray([...GROUPS.one_point]),
        fc.subarray([...GROUPS.two_point]),
        fc.subarray([...GROUPS.three_point]),
        fc.subarray([...GROUPS.five_point]),
        fc.subarray(WOMEN),
        (age, sex, one, two, three, five, women) => {
          const orNone = (xs: string[]) => (xs.length ? xs : ['none'])
          const o = outcome({ age, sex, one_point: orNone(one), two_point: orNone(two), three_point: orNone(three), five_point: orNone(five), women: orNone(women) })
          const expected =
            (age >= 75 ? 3 : age >= 61 ? 2 : age >= 41 ? 1 : 0) + one.length + 2 * two.length + 3 * three.length + 5 * five.length + (sex === 'female' ? women.length : 0)
          const s = o.caprini_score as number
          expect(s).toBe(expected)
          expect(s).toBeGreaterThanOrEqual(0)
          expect(s).toBeLessThanOrEqual(84)
          expect(o.risk_category).toBe(s === 0 ? 'Very low' : s <= 2 ? 'Low' : s <= 4 ? 'Moderate' : 'High')
          expect(typeof o.interpretation).toBe('string')
        },
      ),
      { numRuns: 400 },
    )
  })
})
