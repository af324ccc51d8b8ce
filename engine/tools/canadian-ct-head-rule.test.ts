import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import canadianCtHeadRule from './canadian-ct-head-rule.ts'

// Stiell IG et al., Lancet 2001;357:1391–1396: five high-risk findings (GCS < 15 at 2 h, suspected
// open or depressed fracture, sign of basal skull fracture, vomiting ≥ 2, age ≥ 65) and two
// medium-risk findings (amnesia before impact ≥ 30 min, dangerous mechanism); any one → CT.
const base = vectorInputs(canadianCtHeadRule, 'Included, no exclusion')
const { outcome, refused, expectRange, expectEachRequired } = toolHarness(canadianCtHeadRule, { base })
const verdict = (inputs: Record<string, unknown>) => outcome(inputs).ccthr_result

describe('Canadian CT Head Rule', () => {
  test('no finding: CT not required', () => {
    expect(verdict({})).toBe('CT head not required by the rule')
    expect(String(outcome({}).interpretation)).toMatch(/not required/)
  })

  test.each(['gcs_below_15_at_2h', 'open_depressed_fracture', 'basal_skull_fracture', 'vomiting'])('%s alone is high risk', (field) => {
    expect(verdict({ [field]: 'yes' })).toBe('CT head required: high risk')
    expect(outcome({ [field]: 'yes' }).ccthr_high_risk_count).toBe(1)
  })

  test.each(['amnesia_before_impact', 'dangerous_mechanism'])('%s alone is medium risk', (field) => {
    expect(verdict({ [field]: 'yes' })).toBe('CT head required: medium risk')
  })

  test('age at its edge: 64 → no finding, 65 → high risk', () => {
    expect(verdict({ age: 64 })).toBe('CT head not required by the rule')
    expect(verdict({ age: 64.9 })).toBe('CT head not required by the rule')
    expect(verdict({ age: 65 })).toBe('CT head required: high risk')
  })

  test('high risk takes precedence over medium risk; findings are listed', () => {
    const o = outcome({ vomiting: 'yes', dangerous_mechanism: 'yes', age: 70 })
    expect(o.ccthr_result).toBe('CT head required: high risk')
    expect(o.ccthr_findings).toBe('vomiting 2 or more times, age 65 or over, dangerous mechanism')
    expect(o.ccthr_high_risk_count).toBe(2)
    expect(o.ccthr_medium_risk_count).toBe(1)
  })

  test('not included or excluded: the rule does not apply, never "not required"', () => {
    expect(verdict({ included: 'no' })).toBe('Not applicable')
    expect(verdict({ excluded: 'yes' })).toBe('Not applicable')
    expect(verdict({ excluded: 'yes', vomiting: 'yes' })).toBe('Not applicable')
    expect(String(outcome({ included: 'no' }).interpretation)).toMatch(/does not apply/)
  })

  test('age 16–120; a child is refused with PECARN named', () => {
    expectRange('age', 16, 120, 15.9, 121)
    expect(refused({ age: 10 })).toEqual(['age'])
    const r = toolHarness(canadianCtHeadRule, { base }).run({ age: 10 })
    expect(r.ok ? '' : JSON.stringify(r.errors.age)).toMatch(/PECARN/)
  })

  test('every answer is required (no finding is assumed absent)', () => {
    expectEachRequired(Object.keys(base))
  })
})
