import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import canadianCSpineRule from './canadian-c-spine-rule.ts'

// Stiell IG et al., JAMA 2001;286:1841–1848, Figure 2: high-risk factor → imaging; no low-risk
// factor → imaging; unable to rotate 45° left and right → imaging; otherwise no imaging.
const base = vectorInputs(canadianCSpineRule, 'Age 35')
const { outcome, run, refused, expectRange, expectEachRequired } = toolHarness(canadianCSpineRule, { base })
const verdict = (inputs: Record<string, unknown>) => outcome(inputs).ccsr_result
const noRotation = { rotates_45: undefined }

describe('Canadian C-spine Rule', () => {
  test('low risk and rotates: no imaging', () => {
    expect(verdict({})).toBe('No imaging indicated')
  })

  test('each high-risk factor indicates imaging; rotation is then not asked', () => {
    for (const inputs of [{ age: 65 }, { dangerous_mechanism: 'yes' }, { paraesthesias: 'yes' }]) {
      expect(verdict({ ...inputs, ...noRotation })).toBe('Imaging indicated: high-risk factor')
    }
    expect(run({ age: 65, ...noRotation }).ok).toBe(true)
    expect(outcome({ dangerous_mechanism: 'yes', paraesthesias: 'yes', age: 70 }).ccsr_high_risk_factors).toBe(
      'age 65 or over, dangerous mechanism, paraesthesias in the extremities',
    )
  })

  test('age edge: 64.9 low risk, 65 high risk', () => {
    expect(verdict({ age: 64.9 })).toBe('No imaging indicated')
    expect(verdict({ age: 65, ...noRotation })).toBe('Imaging indicated: high-risk factor')
  })

  const noLow = { simple_rear_end: 'no', sitting_in_ed: 'no', ambulatory: 'no', delayed_neck_pain: 'no', midline_tenderness: 'yes', ...noRotation }
  test('no low-risk factor: imaging, without asking rotation', () => {
    expect(verdict(noLow)).toBe('Imaging indicated: no low-risk factor')
  })

  test.each([{ simple_rear_end: 'yes' }, { sitting_in_ed: 'yes' }, { ambulatory: 'yes' }, { delayed_neck_pain: 'yes' }, { midline_tenderness: 'no' }])(
    'one low-risk factor (%o) leads to the rotation test',
    (factor) => {
      expect(refused({ ...noLow, ...factor })).toEqual(['rotates_45'])
      expect(verdict({ ...noLow, ...factor, rotates_45: 'yes' })).toBe('No imaging indicated')
      expect(verdict({ ...noLow, ...factor, rotates_45: 'no' })).toBe('Imaging indicated: unable to rotate the neck 45°')
    },
  )

  test('not included or excluded: not applicable, never "no imaging"', () => {
    expect(verdict({ included: 'no' })).toBe('Not applicable')
    expect(verdict({ excluded: 'yes' })).toBe('Not applicable')
  })

  test('age 16–120; under 16 refused', () => {
    expectRange('age', 16, 64, 15.9, 121)
    expect(run({ age: 120, ...noRotation }).ok).toBe(true)
  })

  test('every answer is required', () => {
    expectEachRequired(Object.keys(base))
  })
})
