import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './edacs.ts'

// Than M et al., Emerg Med Australas 2014;26:34–44: age 18–45 +2 rising 2 per 5-year band to
// ≥ 86 +20; male +6; age 18–50 with known CAD or ≥ 3 risk factors +4; diaphoresis +3; radiation
// +5; pain with inspiration −4; reproduced by palpation −6. EDACS-ADP low risk: EDACS < 16, no
// new ischaemia on the ECG, troponin negative at 0 and 2 hours.
const base = {
  age: 40,
  sex: 'female',
  cad_or_risk_factors: 'no',
  diaphoresis: 'no',
  radiation: 'no',
  pleuritic: 'no',
  palpation: 'no',
  ecg_ischaemia: 'no',
  troponin_0h: 'normal',
  troponin_2h: 'normal',
}
const { outcome, refused, expectRange } = toolHarness(definition, { base })
const score = (inputs: Record<string, unknown>) => outcome(inputs).edacs_score

describe('EDACS', () => {
  test('age bands at their edges', () => {
    const edges: [number, number][] = [
      [18, 2], [45, 2], [45.9, 2], [46, 4], [50, 4], [51, 6], [55, 6], [56, 8], [60, 8], [61, 10], [65, 10],
      [66, 12], [70, 12], [71, 14], [75, 14], [76, 16], [80, 16], [81, 18], [85, 18], [86, 20], [104, 20],
    ]
    for (const [age, points] of edges) expect(score({ age }), `age ${age}`).toBe(points)
  })

  test('item points, including the negative ones', () => {
    expect(score({ sex: 'male' })).toBe(8)
    expect(score({ diaphoresis: 'yes' })).toBe(5)
    expect(score({ radiation: 'yes' })).toBe(7)
    expect(score({ pleuritic: 'yes' })).toBe(-2)
    expect(score({ palpation: 'yes' })).toBe(-4)
    expect(score({ pleuritic: 'yes', palpation: 'yes' })).toBe(-8)
  })

  test('coronary disease or 3 risk factors scores 4 only from 18 to 50', () => {
    expect(score({ cad_or_risk_factors: 'yes', age: 50 })).toBe(8)
    expect(score({ cad_or_risk_factors: 'yes', age: 50.9 })).toBe(8)
    expect(score({ cad_or_risk_factors: 'yes', age: 51 })).toBe(6)
  })

  test('EDACS-ADP: 15 is low risk, 16 is not; ECG and either troponin each remove low risk', () => {
    // Man of 46 (4 + 6) with diaphoresis (3): 13; with radiation instead (5): 15; with both: 18.
    expect(score({ age: 61, sex: 'female', diaphoresis: 'yes' })).toBe(13)
    const fifteen = { age: 46, sex: 'male', radiation: 'yes' }
    expect(score(fifteen)).toBe(15)
    expect(outcome(fifteen).edacs_adp_result).toBe('Low risk')
    expect(outcome(fifteen).edacs_band).toBe('Below 16')
    const sixteen = { age: 71, diaphoresis: 'no', radiation: 'no', sex: 'female', pleuritic: 'no' }
    expect(score({ ...sixteen, age: 76 })).toBe(16)
    expect(outcome({ ...sixteen, age: 76 }).edacs_adp_result).toBe('Not low risk')
    expect(outcome({ ...sixteen, age: 76 }).edacs_band).toBe('16 or more')
    expect(String(outcome({ ...sixteen, age: 76 }).interpretation)).toMatch(/^Not low risk by the EDACS-ADP: EDACS 16 or more\./)
    expect(outcome({ ecg_ischaemia: 'yes' }).edacs_adp_result).toBe('Not low risk')
    expect(String(outcome({ ecg_ischaemia: 'yes', troponin_0h: 'above' }).interpretation)).toMatch(/: new ischaemia on the ECG, a troponin above the 99th percentile\./)
    expect(outcome({ troponin_0h: 'above' }).edacs_adp_result).toBe('Not low risk')
    expect(outcome({ troponin_2h: 'above' }).edacs_adp_result).toBe('Not low risk')
    expect(String(outcome().interpretation)).toMatch(/^Low risk by the EDACS-ADP/)
  })

  test('age 18–120; every answer required', () => {
    expectRange('age', 18, 120, 17, 121)
    expect(toolHarness(definition).refused()).toEqual(Object.keys(base).sort())
    expect(refused({ sex: 'x' })).toEqual(['sex'])
  })
})
