import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import sanFranciscoSyncopeRule from './san-francisco-syncope-rule.ts'

// Quinn JV et al., Ann Emerg Med 2004;43:224–232: CHF history, haematocrit < 30 %, abnormal ECG,
// shortness of breath, triage systolic BP < 90 mmHg; any one → not low risk (7-day serious outcome).
const base = vectorInputs(sanFranciscoSyncopeRule, 'No criterion')
const { outcome, expectRange, expectEachRequired } = toolHarness(sanFranciscoSyncopeRule, { base })
const count = (inputs: Record<string, unknown>) => outcome(inputs).sfsr_criteria_count

describe('San Francisco Syncope Rule', () => {
  test('each criterion at its threshold', () => {
    expect(count({ chf: 'yes' })).toBe(1)
    expect(count({ ecg_abnormal: 'yes' })).toBe(1)
    expect(count({ shortness_of_breath: 'yes' })).toBe(1)
    expect(count({ hematocrit: 30 })).toBe(0)
    expect(count({ hematocrit: 29.9 })).toBe(1)
    expect(count({ systolic_bp: 90 })).toBe(0)
    expect(count({ systolic_bp: 89.5 })).toBe(1)
  })

  test('result and interpretation', () => {
    expect(outcome({}).sfsr_result).toBe('Low risk of a serious outcome within 7 days')
    expect(outcome({ chf: 'yes' }).sfsr_result).toBe('Not low risk: at risk of a serious outcome within 7 days')
    expect(String(outcome({}).interpretation)).toMatch(/not sensitive enough to exclude risk alone/)
  })

  test('all five present', () => {
    const o = outcome({ chf: 'yes', hematocrit: 20, ecg_abnormal: 'yes', shortness_of_breath: 'yes', systolic_bp: 70 })
    expect(o.sfsr_criteria_count).toBe(5)
    expect(o.sfsr_criteria_present).toBe('history of congestive heart failure, haematocrit below 30 %, abnormal ECG, shortness of breath, triage systolic blood pressure below 90 mmHg')
  })

  test('shared measurable ranges: haematocrit 2–80 %, SBP 20–300 mmHg', () => {
    expectRange('hematocrit', 2, 80, 1.9, 80.1)
    expectRange('systolic_bp', 20, 300, 19, 301)
  })

  test('every answer is required', () => {
    expectEachRequired(Object.keys(base))
  })
})
