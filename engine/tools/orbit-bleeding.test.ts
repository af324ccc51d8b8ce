import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import orbitBleeding from './orbit-bleeding.ts'

// O'Brien EC et al., Eur Heart J 2015;36:3258–3264: age ≥ 75 1, anaemia 2, bleeding history 2,
// eGFR < 60 1, antiplatelet 1; low 0–2 (2.4), medium 3 (4.7), high 4–7 (8.1) per 100 patient-years.
const ITEMS = ['anaemia', 'bleeding', 'kidney', 'antiplatelet'] as const
const base = { age: 60, anaemia: 'no', bleeding: 'no', kidney: 'no', antiplatelet: 'no' }
const { run, outcome, expectRange, expectEachRequired } = toolHarness(orbitBleeding, { base })

describe('ORBIT bleeding score', () => {
  test('each item carries its published points', () => {
    expect(outcome({}).orbit_score).toBe(0)
    expect(outcome({ anaemia: 'yes' }).orbit_score).toBe(2)
    expect(outcome({ bleeding: 'yes' }).orbit_score).toBe(2)
    expect(outcome({ kidney: 'yes' }).orbit_score).toBe(1)
    expect(outcome({ antiplatelet: 'yes' }).orbit_score).toBe(1)
  })

  test('age edge: 74.9 → 0, 75 → 1; 100 accepted', () => {
    expect(outcome({ age: 74.9 }).orbit_score).toBe(0)
    expect(outcome({ age: 75 }).orbit_score).toBe(1)
    expect(outcome({ age: 100 }).orbit_score).toBe(1)
  })

  test('group edges: 2 low, 3 medium, 4 high, 7 high, with their rates', () => {
    const at = (inputs: Record<string, unknown>) => {
      const o = outcome(inputs)
      return [o.orbit_score, o.risk_group, o.bleed_rate]
    }
    expect(at({ bleeding: 'yes' })).toEqual([2, 'Low', 2.4])
    expect(at({ bleeding: 'yes', kidney: 'yes' })).toEqual([3, 'Medium', 4.7])
    expect(at({ bleeding: 'yes', kidney: 'yes', antiplatelet: 'yes' })).toEqual([4, 'High', 8.1])
    expect(at({ age: 80, ...Object.fromEntries(ITEMS.map((k) => [k, 'yes'])) })).toEqual([7, 'High', 8.1])
    expect(String(outcome({ bleeding: 'yes', kidney: 'yes', antiplatelet: 'yes' }).interpretation)).toMatch(/not a reason to withhold/)
  })

  test('age range 18–120; every item required', () => {
    expectRange('age', 18, 120, 17, 121)
    expectEachRequired(['age', ...ITEMS])
    expect(run({ kidney: 'unknown' }).ok).toBe(false)
  })
})
