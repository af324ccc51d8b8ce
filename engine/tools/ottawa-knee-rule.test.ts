import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import ottawaKneeRule from './ottawa-knee-rule.ts'

// Stiell IG et al., Ann Emerg Med 1995;26:405–413 and JAMA 1996;275:611–615: any one of five findings → X-ray.
const base = vectorInputs(ottawaKneeRule, 'Age 30, no finding')
const { outcome, expectRange, expectEachRequired } = toolHarness(ottawaKneeRule, { base })
const xray = (inputs: Record<string, unknown>) => outcome(inputs).ottawa_knee_xray

describe('Ottawa knee rule', () => {
  test('no finding: no X-ray', () => {
    expect(xray({})).toBe('Not indicated')
  })

  test.each(['isolated_patellar_tenderness', 'fibular_head_tenderness', 'unable_to_flex_90', 'unable_to_bear_weight'])('%s alone indicates an X-ray', (field) => {
    expect(xray({ [field]: 'yes' })).toBe('Indicated')
    expect(outcome({ [field]: 'yes' }).ottawa_knee_findings_count).toBe(1)
  })

  test('age at its edge: 54.9 → none, 55 → X-ray', () => {
    expect(xray({ age: 54.9 })).toBe('Not indicated')
    expect(xray({ age: 55 })).toBe('Indicated')
  })

  test('findings are listed in order', () => {
    expect(outcome({ age: 70, unable_to_bear_weight: 'yes' }).ottawa_knee_findings).toBe('age 55 or over, unable to bear weight')
  })

  test('age 18–120 (adults); every answer required', () => {
    expectRange('age', 18, 120, 17.9, 121)
    expectEachRequired(Object.keys(base))
  })
})
