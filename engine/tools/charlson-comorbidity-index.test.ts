import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './charlson-comorbidity-index.ts'

const base = { age: 45, one_point: ['none'], two_point: ['none'], high_point: ['none'] }
const { run, outcome, refused: refusedFields, evaluate } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const cci = (inputs: Record<string, unknown>) => outcome(inputs).charlson_index as number
const warnings = (inputs: Record<string, unknown>) =>
  Object.values(evaluate(inputs).fields)
    .flatMap((f) => f.validations)
    .filter((v) => v.type === 'warning')
    .map((v) => v.message)

const ONE = ['mi', 'chf', 'pvd', 'cvd', 'dementia', 'pulmonary', 'connective_tissue', 'ulcer', 'liver_mild', 'diabetes']
const TWO = ['hemiplegia', 'renal', 'diabetes_organ', 'tumour', 'leukaemia', 'lymphoma']

describe('Charlson 1987 weights', () => {
  // Charlson ME et al., J Chronic Dis 1987;40:373–383, Table of weights.
  test.each(ONE)('%s scores 1', (c) => expect(cci({ one_point: [c] })).toBe(1))
  test.each(TWO)('%s scores 2', (c) => expect(cci({ two_point: [c] })).toBe(2))
  test('moderate–severe liver disease 3; metastatic solid tumour 6; AIDS 6', () => {
    expect(cci({ high_point: ['liver_severe'] })).toBe(3)
    expect(cci({ high_point: ['metastatic'] })).toBe(6)
    expect(cci({ high_point: ['aids'] })).toBe(6)
  })

  test('no conditions scores 0; conditions add up (hand calculation: CHF + COPD + diabetes with damage = 4)', () => {
    expect(cci({})).toBe(0)
    expect(cci({ one_point: ['chf', 'pulmonary'], two_point: ['diabetes_organ'] })).toBe(4)
  })

  test('maximum: every condition, pairs at the higher weight = 8 + 10 + 3 + 12 = 33', () => {
    expect(cci({ one_point: ONE, two_point: TWO, high_point: ['liver_severe', 'metastatic', 'aids'] })).toBe(33)
  })
})

describe('mutually exclusive pairs count once, at the higher weight, with a warning', () => {
  test('diabetes: uncomplicated (1) + end-organ damage (2) → 2', () => {
    expect(cci({ one_point: ['diabetes'], two_point: ['diabetes_organ'] })).toBe(2)
    expect(warnings({ one_point: ['diabetes'], two_point: ['diabetes_organ'] })).toEqual([expect.stringMatching(/^Diabetes is counted once/)])
  })

  test('liver: mild (1) + moderate–severe (3) → 3', () => {
    expect(cci({ one_point: ['liver_mild'], high_point: ['liver_severe'] })).toBe(3)
    expect(warnings({ one_point: ['liver_mild'], high_point: ['liver_severe'] })).toEqual([expect.stringMatching(/^Liver disease is counted once/)])
  })

  test('solid tumour: non-metastatic (2) + metastatic (6) → 6', () => {
    expect(cci({ two_point: ['tumour'], high_point: ['metastatic'] })).toBe(6)
    expect(warnings({ two_point: ['tumour'], high_point: ['metastatic'] })).toEqual([expect.stringMatching(/^A solid tumour is counted once/)])
  })

  test('leukaemia and lymphoma are not in a pair with metastatic tumour: 2 + 2 + 6 = 10, no warning', () => {
    expect(cci({ two_point: ['leukaemia', 'lymphoma'], high_point: ['metastatic'] })).toBe(10)
    expect(warnings({ two_point: ['leukaemia', 'lymphoma'], high_point: ['metastatic'] })).toEqual([])
  })

  test('each member alone carries its own weight and no warning', () => {
    expect(warnings({ one_point: ['diabetes', 'liver_mild'], two_point: ['tumour'] })).toEqual([])
    expect(cci({ one_point: ['diabetes', 'liver_mild'], two_point: ['tumour'] })).toBe(4)
  })
})

describe('age adjustment (Charlson 1994): 1 point per decade from 50', () => {
  test.each([
    [18, 0],
    [49, 0],
    [50, 1],
    [59, 1],
    [60, 2],
    [69, 2],
    [70, 3],
    [79, 3],
    [80, 4],
    [89, 4],
  ] as const)('age %s → %s', (age, points) => {
    const o = outcome({ age, one_point: ['chf'] })
    expect(o.age_points).toBe(points)
    expect(o.charlson_index_age_adjusted).toBe(1 + points)
  })
})

describe('interpretation groups (0, 1–2, 3–4, ≥ 5 as in the 1987 paper)', () => {
  test.each([
    [{}, /^Index 0/],
    [{ one_point: ['mi'] }, /^Index 1–2/],
    [{ two_point: ['renal'] }, /^Index 1–2/],
    [{ high_point: ['liver_severe'] }, /^Index 3–4/],
    [{ two_point: ['renal', 'lymphoma'] }, /^Index 3–4/],
    [{ one_point: ['mi'], two_point: ['renal', 'lymphoma'] }, /^Index 5 or more/],
  ] as const)('%j → %s', (inputs, text) => {
    expect(outcome(inputs).interpretation).toMatch(text)
  })
})

describe('valid ranges and required inputs', () => {
  test('age 18–120 accepted (no cap at 89); 17, 121 and text refused with the field named', () => {
    expect(run({ age: 18 }).ok).toBe(true)
    expect(run({ age: 95 }).ok).toBe(true)
    expect(run({ age: 45.5 }).ok).toBe(true)
    for (const age of [17, 121, 'old']) expect(refusedFields({ age })).toEqual(['age'])
  })

  test('every group must be answered (an empty group never scores 0 silently)', () => {
    expect(bare.refused()).toEqual(['age', 'high_point', 'one_point', 'two_point'])
    expect(refusedFields({ two_point: [] })).toEqual(['two_point'])
  })

  test('"None of these" with a condition is refused; unknown conditions are refused', () => {
    expect(refusedFields({ one_point: ['none', 'mi'] })).toEqual(['one_point'])
    expect(refusedFields({ two_point: ['none', 'renal'] })).toEqual(['two_point'])
    expect(refusedFields({ high_point: ['none', 'aids'] })).toEqual(['high_point'])
    expect(refusedFields({ one_point: ['asthma'] })).toEqual(['one_point'])
  })
})

describe('properties', () => {
  const weightOf = (one: string[], two: string[], high: string[]) => {
    let s = one.filter((c) => c !== 'liver_mild' && c !== 'diabetes').length
    if (one.includes('liver_mild') && !high.includes('liver_severe')) s += 1
    if (one.includes('diabetes') && !two.includes('diabetes_organ')) s += 1
    s += 2 * two.filter((c) => c !== 'tumour').length
    if (two.includes('tumour') && !high.includes('metastatic')) s += 2
    if (high.includes('liver_severe')) s += 3
    s += 6 * high.filter((c) => c === 'metastatic' || c === 'aids').length
    return s
  }

  test('every valid answer gives a whole index 0–33 matching an independent count, and an age-adjusted index 0–37', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 120 }),
        fc.subarray(ONE),
        fc.subarray(TWO),
        fc.subarray(['liver_severe', 'metastatic', 'aids']),
        (age, one, two, high) => {
          const o = outcome({
            age,
            one_point: one.length ? one : ['none'],
            two_point: two.length ? two : ['none'],
            high_point: high.length ? high : ['none'],
          })
          const index = o.charlson_index as number
          expect(Number.isInteger(index)).toBe(true)
          expect(index).toBeGreaterThanOrEqual(0)
          expect(index).toBeLessThanOrEqual(33)
          expect(index).toBe(weightOf(one, two, high))
          const adjusted = o.charlson_index_age_adjusted as number
          expect(adjusted - index).toBe(age >= 80 ? 4 : age >= 70 ? 3 : age >= 60 ? 2 : age >= 50 ? 1 : 0)
          expect(adjusted).toBeLessThanOrEqual(37)
          expect(typeof o.interpretation).toBe('string')
        },
      ),
      { numRuns: 400 },
    )
  })
})
