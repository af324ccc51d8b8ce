import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import canadianSyncopeRiskScore, { CSRS_RISK } from './canadian-syncope-risk-score.ts'

// Thiruganasambandamoorthy V et al., CMAJ 2016;188:E289–E298: nine items, score −3 to 11,
// five risk categories, and the estimated 30-day serious adverse event risk per score.
const base = vectorInputs(canadianSyncopeRiskScore, 'No item')
const { outcome, refused, expectRange, expectEachRequired } = toolHarness(canadianSyncopeRiskScore, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).csrs_score

describe('Canadian Syncope Risk Score', () => {
  test('each item carries its published points', () => {
    expect(score({})).toBe(0)
    expect(score({ vasovagal_predisposition: 'yes' })).toBe(-1)
    expect(score({ heart_disease: 'yes' })).toBe(1)
    expect(score({ sbp_abnormal: 'yes' })).toBe(2)
    expect(score({ troponin_elevated: 'yes' })).toBe(2)
    expect(score({ qrs_axis_abnormal: 'yes' })).toBe(1)
    expect(score({ ed_diagnosis: 'vasovagal' })).toBe(-2)
    expect(score({ ed_diagnosis: 'cardiac' })).toBe(2)
  })

  test('QRS duration > 130 ms and QTc > 480 ms at their edges', () => {
    expect(score({ qrs_duration: 130 })).toBe(0)
    expect(score({ qrs_duration: 131 })).toBe(1)
    expect(score({ qrs_duration: 130.5 })).toBe(1)
    expect(score({ qtc: 480 })).toBe(0)
    expect(score({ qtc: 481 })).toBe(2)
  })

  // Profiles reaching every score from −3 to 11.
  const profiles: Record<string, unknown>[] = [
    { vasovagal_predisposition: 'yes', ed_diagnosis: 'vasovagal' },
    { ed_diagnosis: 'vasovagal' },
    { vasovagal_predisposition: 'yes' },
    {},
    { heart_disease: 'yes' },
    { ed_diagnosis: 'cardiac' },
    { ed_diagnosis: 'cardiac', heart_disease: 'yes' },
    { ed_diagnosis: 'cardiac', sbp_abnormal: 'yes' },
    { ed_diagnosis: 'cardiac', sbp_abnormal: 'yes', heart_disease: 'yes' },
    { ed_diagnosis: 'cardiac', sbp_abnormal: 'yes', troponin_elevated: 'yes' },
    { ed_diagnosis: 'cardiac', sbp_abnormal: 'yes', troponin_elevated: 'yes', heart_disease: 'yes' },
    { ed_diagnosis: 'cardiac', sbp_abnormal: 'yes', troponin_elevated: 'yes', qtc: 500 },
    { ed_diagnosis: 'cardiac', sbp_abnormal: 'yes', troponin_elevated: 'yes', qtc: 500, heart_disease: 'yes' },
    { ed_diagnosis: 'cardiac', sbp_abnormal: 'yes', troponin_elevated: 'yes', qtc: 500, heart_disease: 'yes', qrs_axis_abnormal: 'yes' },
    { ed_diagnosis: 'cardiac', sbp_abnormal: 'yes', troponin_elevated: 'yes', qtc: 500, heart_disease: 'yes', qrs_axis_abnormal: 'yes', qrs_duration: 150 },
  ]
  const categories = ['Very low risk', 'Very low risk', 'Low risk', 'Low risk', 'Medium risk', 'Medium risk', 'Medium risk', 'High risk', 'High risk', 'Very high risk', 'Very high risk', 'Very high risk', 'Very high risk', 'Very high risk', 'Very high risk']

  test('every score from −3 to 11 maps to its published risk and category', () => {
    expect(CSRS_RISK.map(([s]) => s)).toEqual([-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    profiles.forEach((p, i) => {
      const o = outcome(p)
      expect(o.csrs_score).toBe(i - 3)
      expect(o.csrs_30_day_risk).toBe(CSRS_RISK[i]![1])
      expect(o.csrs_category).toBe(categories[i])
    })
  })

  test('interpretation by category', () => {
    expect(String(outcome({}).interpretation)).toMatch(/^Low risk/)
    expect(String(outcome({ heart_disease: 'yes' }).interpretation)).toMatch(/^Medium risk/)
    expect(String(outcome(profiles[7]!).interpretation)).toMatch(/^High risk/)
    expect(String(outcome(profiles[14]!).interpretation)).toMatch(/^Very high risk/)
  })

  test('ECG intervals: ranges refused outside, with the field named', () => {
    expectRange('qrs_duration', 40, 400, 39, 401)
    expectRange('qtc', 200, 900, 199, 901)
  })

  test('every answer is required; one diagnosis of three', () => {
    expectEachRequired(Object.keys(base))
    expect(refused({ ed_diagnosis: 'both' })).toEqual(['ed_diagnosis'])
  })
})
