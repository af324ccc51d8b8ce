import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { EGFR_RANGES } from '../formulas/egfr.ts'
import { convertMeasure } from '../units.ts'
import definition from './revised-cardiac-risk-index.ts'

const base = {
  high_risk_surgery: 'no',
  ischemic_heart_disease: 'no',
  heart_failure: 'no',
  cerebrovascular_disease: 'no',
  insulin: 'no',
  creatinine: 1.0,
}
type Inputs = Record<string, unknown>

const { run, outcome, refused: refusedFields } = toolHarness(definition, { base })
const score = (inputs: Inputs) => outcome(inputs).rcri_score

// Lee TH et al., Circulation 1999;100:1043–1049: six items, 1 point each (Abstract; Table 2), classes I–IV and the
// rates of major cardiac complications by class in Table 3 (Abstract, rounded: derivation 0.5, 1.3, 4, 9 %;
// validation 0.4, 0.9, 7, 11 %).
describe('RCRI: items, classes and published rates', () => {
  test('each item scores 1 point', () => {
    expect(score({})).toBe(0)
    for (const item of ['high_risk_surgery', 'ischemic_heart_disease', 'heart_failure', 'cerebrovascular_disease', 'insulin']) {
      expect(score({ [item]: 'yes' })).toBe(1)
    }
    expect(score({ creatinine: 2.1 })).toBe(1)
  })

  test.each([
    [{}, 0, 'I', 0.5, 0.4],
    [{ heart_failure: 'yes' }, 1, 'II', 1.3, 0.9],
    [{ heart_failure: 'yes', insulin: 'yes' }, 2, 'III', 3.6, 6.6],
    [{ heart_failure: 'yes', insulin: 'yes', creatinine: 3 }, 3, 'IV', 9.1, 11.0],
    [{ high_risk_surgery: 'yes', ischemic_heart_disease: 'yes', heart_failure: 'yes', cerebrovascular_disease: 'yes', insulin: 'yes', creatinine: 3 }, 6, 'IV', 9.1, 11.0],
  ] as const)('%o → %s points, class %s, derivation %s %%, validation %s %% (Lee 1999 Table 3)', (inputs, points, cls, derivation, validation) => {
    const o = outcome(inputs)
    expect(o.rcri_score).toBe(points)
    expect(o.risk_class).toBe(cls)
    expect(o.rate_derivation).toBe(derivation)
    expect(o.rate_validation).toBe(validation)
  })

  test('the rates round to the ones printed in the abstract', () => {
    const derivation = [0, 1, 2, 3].map((n) => outcome(n === 0 ? {} : n === 1 ? { insulin: 'yes' } : n === 2 ? { insulin: 'yes', heart_failure: 'yes' } : { insulin: 'yes', heart_failure: 'yes', ischemic_heart_disease: 'yes' }).rate_derivation as number)
    expect(derivation.map((r, i) => (i < 2 ? r : Math.round(r)))).toEqual([0.5, 1.3, 4, 9])
  })

  test('interpretation: classes I–II low, III–IV elevated', () => {
    expect(outcome({}).interpretation).toMatch(/^Class I: low risk/)
    expect(outcome({ insulin: 'yes' }).interpretation).toMatch(/^Class II: low risk/)
    expect(outcome({ insulin: 'yes', heart_failure: 'yes' }).interpretation).toMatch(/^Class III: elevated risk.*4–7 in 100/)
    expect(outcome({ insulin: 'yes', heart_failure: 'yes', ischemic_heart_disease: 'yes' }).interpretation).toMatch(/^Class IV: elevated risk.*9–11 in 100/)
  })

  test('guidance follows the 2024 AHA/ACC guideline, with its classes of recommendation', () => {
    const low = String(outcome({}).interpretation)
    expect(low).toContain('2024 AHA/ACC guideline advises proceeding to surgery without further cardiac testing')
    expect(low).toContain('routine stress testing is not recommended (class 3)')
    const elevated = String(outcome({ insulin: 'yes', heart_failure: 'yes' }).interpretation)
    expect(elevated).toContain('The 2024 AHA/ACC guideline')
    expect(elevated).toContain('Duke Activity Status Index (class 2a)')
    expect(elevated).toContain('4 METs or more (DASI above 34)')
    expect(elevated).toContain('known cardiovascular disease, aged 65 or over, or aged 45 or over with symptoms suggesting cardiovascular disease')
    expect(elevated).toContain('BNP or NT-proBNP before surgery is reasonable (class 2a)')
    expect(elevated).toContain('troponin may be reasonable (class 2b)')
    expect(elevated).toContain('stress testing may be considered (class 2b) only when its result would change management')
    for (const text of [low, elevated]) expect(text).not.toContain('2014')
    expect(definition.references.map((r) => r.id)).toContain('thompson2024')
  })
})

describe('RCRI: the creatinine item (> 2.0 mg/dL) in both units', () => {
  test('2.00 mg/dL does not score; 2.01 mg/dL does', () => {
    expect(outcome({ creatinine: 2.0 }).creatinine_point).toBe('No')
    expect(score({ creatinine: 2.0 })).toBe(0)
    expect(outcome({ creatinine: 2.01 }).creatinine_point).toBe('Yes')
    expect(score({ creatinine: 2.01 })).toBe(1)
  })

  test('µmol/L converts to mg/dL (÷ 88.4) and back (× 88.4)', () => {
    expect(convertMeasure(177, 'µmol/L creatinine', 'mg/dL creatinine', 4)).toBe(2.0023)
    expect(convertMeasure(176, 'µmol/L creatinine', 'mg/dL creatinine', 4)).toBe(1.991)
    expect(convertMeasure(2.0, 'mg/dL creatinine', 'µmol/L creatinine', 0)).toBe(177)
    expect(convertMeasure(2.0, 'mg/dL creatinine', 'µmol/L creatinine', 1)).toBe(176.8)
  })

  test('177 µmol/L (2.002 mg/dL) scores; 176 µmol/L (1.991 mg/dL) does not', () => {
    // The form keeps the canonical precision + 2 (4 decimals for mg/dL), as app/tools/form-inputs.ts does.
    expect(score({ creatinine: convertMeasure(177, 'µmol/L creatinine', 'mg/dL creatinine', 4) })).toBe(1)
    expect(score({ creatinine: convertMeasure(176, 'µmol/L creatinine', 'mg/dL creatinine', 4) })).toBe(0)
  })
})

describe('RCRI: refusals', () => {
  test(`creatinine: ${EGFR_RANGES.creatinineMgDl.min} and ${EGFR_RANGES.creatinineMgDl.max} mg/dL accepted, one step outside refused`, () => {
    expect(run({ creatinine: EGFR_RANGES.creatinineMgDl.min }).ok).toBe(true)
    expect(run({ creatinine: EGFR_RANGES.creatinineMgDl.max }).ok).toBe(true)
    expect(refusedFields({ creatinine: 0.09 })).toEqual(['creatinine'])
    expect(refusedFields({ creatinine: 60.01 })).toEqual(['creatinine'])
    expect(refusedFields({ creatinine: 'high' })).toEqual(['creatinine'])
  })

  test('missing inputs are refused with every field named', () => {
    expect(toolHarness(definition).refused()).toEqual(
      ['cerebrovascular_disease', 'creatinine', 'heart_failure', 'high_risk_surgery', 'insulin', 'ischemic_heart_disease'].sort(),
    )
  })
})

const validInputs = fc.record({
  high_risk_surgery: fc.constantFrom('yes', 'no'),
  ischemic_heart_disease: fc.constantFrom('yes', 'no'),
  heart_failure: fc.constantFrom('yes', 'no'),
  cerebrovascular_disease: fc.constantFrom('yes', 'no'),
  insulin: fc.constantFrom('yes', 'no'),
  creatinine: fc.integer({ min: 10, max: 2500 }).map((n) => n / 100),
})

describe('properties', () => {
  test('every valid input gives a whole score 0–6 equal to the count of items present, with class and rates', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const o = outcome(inputs)
        const s = o.rcri_score as number
        const expected =
          [inputs.high_risk_surgery, inputs.ischemic_heart_disease, inputs.heart_failure, inputs.cerebrovascular_disease, inputs.insulin].filter((v) => v === 'yes').length +
          (inputs.creatinine > 2 ? 1 : 0)
        expect(s).toBe(expected)
        expect(o.risk_class).toBe(['I', 'II', 'III', 'IV'][Math.min(s, 3)])
        expect(o.rate_validation).toBe([0.4, 0.9, 6.6, 11.0][Math.min(s, 3)])
        expect(o.rate_derivation).toBe([0.5, 1.3, 3.6, 9.1][Math.min(s, 3)])
      }),
      { numRuns: 300 },
    )
  })
})
