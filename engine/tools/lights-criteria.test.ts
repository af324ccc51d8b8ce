import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './lights-criteria.ts'

// Light RW et al., Ann Intern Med 1972;77:507–513: exudate if pleural/serum protein > 0.5, or
// pleural/serum LDH > 0.6, or pleural LDH > two-thirds of the upper limit of normal serum LDH.
const base = { pleural_protein: 2, serum_protein: 7, pleural_ldh: 90, serum_ldh: 200, ldh_uln: 222 }
const { tool, outcome, refused, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const met = (inputs: Record<string, unknown>) => outcome(inputs).lights_criteria_met

describe('Light’s criteria', () => {
  test('transudate when none is met; exudate when any one is', () => {
    expect(outcome({}).lights_classification).toBe('Transudate')
    expect(outcome({}).criteria_list).toBe('none')
    const o = outcome({ pleural_protein: 4.5, pleural_ldh: 300 })
    expect(o.lights_classification).toBe('Exudate')
    expect(o.lights_criteria_met).toBe(3)
    expect(o.criteria_list).toBe('protein ratio above 0.5, LDH ratio above 0.6, pleural LDH above two-thirds of the upper limit of normal')
  })

  test('protein ratio: exactly 0.5 not met, just above met (unrounded)', () => {
    expect(met({ pleural_protein: 3.5 })).toBe(0) // 0.500
    expect(met({ pleural_protein: 3.51 })).toBe(1) // 0.5014
    expect(met({ pleural_protein: 3.53 })).toBe(1) // 0.504
    expect(outcome({ pleural_protein: 3.53 }).protein_ratio as number).toBeCloseTo(3.53 / 7, 12)
  })

  test('LDH ratio: exactly 0.6 not met, just above met', () => {
    // ULN 1000 keeps the third criterion out of the way (two-thirds = 666.7).
    expect(met({ pleural_ldh: 120, ldh_uln: 1000 })).toBe(0)
    expect(met({ pleural_ldh: 120.1, ldh_uln: 1000 })).toBe(1)
  })

  test('pleural LDH against two-thirds of the upper limit, exactly: 148 of 222 not met, 148.1 met', () => {
    expect(outcome({}).ldh_threshold).toBeCloseTo(148, 10)
    expect(met({ pleural_ldh: 148, serum_ldh: 1000 })).toBe(0)
    expect(met({ pleural_ldh: 148.1, serum_ldh: 1000 })).toBe(1)
  })

  test('one criterion only mentions the diuretic pseudo-exudate', () => {
    expect(String(outcome({ pleural_protein: 3.6 }).interpretation)).toMatch(/albumin gradient above 1.2/)
    expect(String(outcome({ pleural_protein: 4.5, pleural_ldh: 300 }).interpretation)).not.toMatch(/albumin gradient/)
  })

  test('protein in g/L gives the same ratios as in g/dL (1 g/dL = 10 g/L)', () => {
    expect(outcome({ pleural_protein: 35.7, 'pleural_protein.unit': 'g/L protein', serum_protein: 70, 'serum_protein.unit': 'g/L protein' })).toEqual(outcome({ pleural_protein: 3.57 }))
    expect(tool.controls.serum_protein!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['g/dL protein', 'g/L protein'])
    expect(refused({ serum_protein: 70, 'serum_protein.unit': 'g/l' })).toEqual(['serum_protein'])
  })

  test('ranges and required fields', () => {
    expectRange('pleural_protein', 0, 10, -0.1, 10.1)
    expectRange('serum_protein', 1, 15, 0.9, 15.1)
    expectRange('pleural_ldh', 0, 100000, -1, 100001)
    expectRange('serum_ldh', 10, 50000, 9, 50001)
    expectRange('ldh_uln', 100, 1000, 99, 1001)
    expect(bare.refused({})).toEqual(['ldh_uln', 'pleural_ldh', 'pleural_protein', 'serum_ldh', 'serum_protein'])
  })
})
