import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import shockIndex from './shock-index.ts'

// Allgöwer M, Burri C, 1967 (SI = HR ÷ SBP); Mutschler M et al., Crit Care 2013;17:R172 (groups
// < 0.6, 0.6 to < 1.0, 1.0 to < 1.4, ≥ 1.4); Liu YC et al. 2012 (MSI = HR ÷ MAP).
const base = { heart_rate: 70, systolic_bp: 130, diastolic_bp: 80 }
const { outcome, run, refused, expectRange } = toolHarness(shockIndex, { base })
const group = (heart_rate: number, systolic_bp: number) => String(outcome({ heart_rate, systolic_bp, diastolic_bp: 40 }).shock_index_trauma_group)

describe('Shock index', () => {
  test('the ratios as hand-calculated', () => {
    const o = outcome({ heart_rate: 110, systolic_bp: 100, diastolic_bp: 70 })
    expect(o.shock_index).toBeCloseTo(1.1, 12)
    expect(o.map).toBeCloseTo(80, 12)
    expect(o.modified_shock_index).toBeCloseTo(110 / 80, 12)
  })

  test('group edges on the value as shown: 0.59/0.60, 0.99/1.00, 1.39/1.40', () => {
    expect(group(59, 100)).toMatch(/^Group I /)
    expect(group(60, 100)).toMatch(/^Group II /)
    expect(group(99, 100)).toMatch(/^Group II /)
    expect(group(100, 100)).toMatch(/^Group III /)
    expect(group(139, 100)).toMatch(/^Group III /)
    expect(group(140, 100)).toMatch(/^Group IV /)
    // 0.996 is shown as 1.00 and banded as 1.0 or more, never as below 1.0.
    expect(group(99.6, 100)).toMatch(/^Group III /)
  })

  test('interpretation: Allgöwer reading and the trauma mortality of groups I and IV', () => {
    expect(String(outcome({}).interpretation)).toMatch(/^Shock index below 1\.0.*10\.9 %/)
    expect(String(outcome({ heart_rate: 100, systolic_bp: 100, diastolic_bp: 60 }).interpretation)).toMatch(/^Shock index 1\.0 or more: .*incipient/)
    expect(String(outcome({ heart_rate: 150, systolic_bp: 100, diastolic_bp: 60 }).interpretation)).toMatch(/^Shock index 1\.5 or more.*39\.8 %/)
  })

  test('modified shock index above 1.7 is flagged; not shown without a diastolic pressure', () => {
    // MAP (80 + 2 × 50) ÷ 3 = 60; 110 ÷ 60 = 1.83.
    expect(String(outcome({ heart_rate: 110, systolic_bp: 80, diastolic_bp: 50 }).interpretation)).toMatch(/above 1\.7/)
    const o = outcome({ diastolic_bp: undefined })
    expect(o.modified_shock_index ?? null).toBeNull()
    expect(String(o.interpretation)).not.toMatch(/Modified/)
  })

  test('shared measurable ranges; diastolic below systolic', () => {
    expectRange('heart_rate', 5, 350, 4, 351)
    expectRange('systolic_bp', 20, 300, 19, 301, { diastolic_bp: 10 })
    expect(run({ diastolic_bp: 0 }).ok).toBe(true)
    expect(refused({ diastolic_bp: 130 })).toEqual(['diastolic_bp'])
    expect(refused({ heart_rate: undefined })).toEqual(['heart_rate'])
    expect(refused({ systolic_bp: undefined, diastolic_bp: undefined })).toEqual(['systolic_bp'])
  })
})
