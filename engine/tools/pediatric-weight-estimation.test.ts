import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition from './pediatric-weight-estimation.ts'

const { tool, run, outcome, refused, errors } = toolHarness(definition)
const years = (v: number) => ({ age: v })
const months = (v: number) => ({ age: v, 'age.unit': 'months' })
const weight = (inputs: Record<string, unknown>) => outcome(inputs).estimated_weight_apls

// APLS 5th edition (2011) formulas, as given by the Resuscitation Council (UK) PLS FAQ, Marikar
// (BMJ Innov 2015) and Flannigan (Resuscitation 2014): 1–12 months (0.5 × months) + 4;
// 1–5 years (2 × years) + 8; 6–12 years (3 × years) + 7.
describe('published values', () => {
  test('Marikar 2015: 10 kg for a 1-year-old and 25 kg for a 6-year-old', () => {
    expect(weight(months(12))).toBe(10)
    expect(weight(years(1))).toBe(10)
    expect(weight(months(72))).toBe(25)
    expect(weight(years(6))).toBe(25)
  })

  test.each([
    [1, 4.5],
    [3, 5.5],
    [6, 7],
    [9, 8.5],
    [11, 9.5],
  ])('%s months: (0.5 × months) + 4 = %s kg', (m, kg) => {
    expect(weight(months(m))).toBe(kg)
    expect(outcome(months(m)).formula_used).toBe('1–12 months: (0.5 × age in months) + 4')
  })

  test.each([
    [1, 10],
    [2, 12],
    [3, 14],
    [4, 16],
    [5, 18],
  ])('%s years: (2 × years) + 8 = %s kg', (y, kg) => {
    expect(weight(years(y))).toBe(kg)
    expect(outcome(years(y)).formula_used).toBe('1–5 years: (2 × age in years) + 8')
  })

  test.each([
    [6, 25],
    [7, 28],
    [8, 31],
    [10, 37],
    [12, 43],
  ])('%s years: (3 × years) + 7 = %s kg', (y, kg) => {
    expect(weight(years(y))).toBe(kg)
    expect(outcome(years(y)).formula_used).toBe('6–12 years: (3 × age in years) + 7')
  })
})

describe('completed months and years', () => {
  test('the age used is named with its unit', () => {
    expect(outcome(months(1)).age_used).toBe('1 month')
    expect(outcome(months(7.9)).age_used).toBe('7 months')
    expect(outcome(months(12)).age_used).toBe('1 year')
    expect(outcome(years(2.5)).age_used).toBe('2 years')
  })

  test('under 1 year the completed months count: 7.9 months is 7 (7.5 kg)', () => {
    expect(weight(months(7.9))).toBe(7.5)
    expect(weight(months(11.99))).toBe(9.5)
  })

  test('from 1 year the completed years count: 5 years 11 months is 5 (18 kg); 6 years is 25 kg', () => {
    expect(weight(months(71))).toBe(18)
    expect(weight(years(5.99))).toBe(18)
    expect(weight(months(72))).toBe(25)
  })

  test('the two formulas meet at 12 months (10 kg); 18 months and 1.5 years are the same entry', () => {
    expect(weight(months(11))).toBe(9.5)
    expect(weight(months(12))).toBe(10)
    expect(weight(months(18))).toBe(10)
    expect(weight(years(1.5))).toBe(10)
    expect(outcome(years(1.5))).toEqual(outcome(months(18)))
  })

  test('an age typed in years converts exactly (1 year = 12 months)', () => {
    expect(convertMeasure(1.5, 'years', 'months', 1)).toBe(18)
    expect(convertMeasure(4, 'months', 'years', 2)).toBe(0.33)
    expect(convertMeasure(30, 'months', 'years', 2)).toBe(2.5)
    expect(weight(years(0.5))).toBe(7)
    expect(weight(years(0.25))).toBe(5.5)
    expect(weight(years(12.99))).toBe(43)
  })

  test('age is in years (canonical) or months', () => {
    const labels = tool.controls.age!.attributes!.measureInfo!.labels.map((l) => l.value)
    expect(labels).toEqual(['years', 'months'])
  })

  test('every whole number of months from 1 to 155 entered in months gives the same as in years', () => {
    for (let m = 1; m <= 155; m++) expect(outcome(months(m)), `${m} months`).toEqual(outcome(years(m / 12)))
  })
})

describe('valid ages: 1 month to the 13th birthday', () => {
  test('1 month and 12 years 11 months accepted', () => {
    expect(run(months(1)).ok).toBe(true)
    expect(run(months(155.9)).ok).toBe(true)
  })

  test('under 1 month refused with the reason', () => {
    expect(refused(months(0.9))).toEqual(['age'])
    expect(refused(months(0))).toEqual(['age'])
    expect(refused(years(0.05))).toEqual(['age'])
    const [error] = errors(months(0.5)).age!
    expect(error).toMatchObject({ type: 'error' })
    expect(error!.message).toMatch(/from 1 month of age/)
  })

  test('from the 13th birthday refused (13 years = 156 months), never estimated with the 6–12 year formula', () => {
    expect(refused(months(156))).toEqual(['age'])
    expect(refused(years(13))).toEqual(['age'])
    expect(refused(years(15))).toEqual(['age'])
    expect(errors(years(13)).age![0]!.message).toMatch(/13th birthday/)
    expect(errors(years(15)).age![0]).toMatchObject({ kind: 'max', bound: 13 })
    expect(errors(years(15)).age![0]!.reason).toMatch(/13th birthday/)
  })

  test('missing, negative and non-numeric ages refused', () => {
    expect(refused({})).toEqual(['age'])
    expect(refused(years(-3))).toEqual(['age'])
    expect(refused({ age: 'toddler' })).toEqual(['age'])
    expect(refused({ age: 24, 'age.unit': 'weeks' })).toEqual(['age'])
  })
})

describe('labelled as an estimate', () => {
  test('the result, the chart note and the next step say it is an estimate to replace with a measured weight', () => {
    expect(tool.controls.estimated_weight!.attributes!.fieldInfo!.baseContent).toMatch(/estimate, not a measured weight/)
    expect(tool.controls.estimated_weight!.cpdn).toBe('estimated_weight_apls')
    expect(tool.chartNote?.cc).toMatch(/ESTIMATED from age \(not measured\)/)
    expect(outcome(months(36)).interpretation).toMatch(/not this child’s weight/)
    expect(tool.nextSteps.advice[0]).toMatch(/measured weight/)
  })
})

describe('properties', () => {
  test('every valid age gives the formula of its band, between 4.5 and 43 kg', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1559 }).map((v) => v / 10), (age) => {
        const w = weight(months(age)) as number
        const m = Math.floor(age)
        const y = Math.floor(age / 12)
        const expected = age < 12 ? 0.5 * m + 4 : y <= 5 ? 2 * y + 8 : 3 * y + 7
        expect(w).toBe(expected)
        expect(w).toBeGreaterThanOrEqual(4.5)
        expect(w).toBeLessThanOrEqual(43)
      }),
      { numRuns: 400 },
    )
  })

  test('the estimate never falls as age rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1558 }), fc.integer({ min: 1, max: 100 }), (a, d) => {
        const b = Math.min(a + d, 1559)
        expect(weight(months(b / 10)) as number).toBeGreaterThanOrEqual(weight(months(a / 10)) as number)
      }),
      { numRuns: 200 },
    )
  })
})
