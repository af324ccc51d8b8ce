import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './bisap.ts'

const base = { urea: 5, impaired_mental_status: 'no', sirs: 'no', age: 45, pleural_effusion: 'no' }
const { outcome, refused, expectRange, expectEachRequired } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const bun = { 'urea.unit': 'mg/dL BUN' }

// Wu BU et al., Gut 2008;57:1698–1703: one point each for BUN > 25 mg/dL, impaired mental status, SIRS, age > 60, pleural effusion.
describe('each item at its edge', () => {
  test('BUN 25 mg/dL scores 0, 26 scores 1; urea 8.9 mmol/L (BUN 24.92) 0, 9.0 (BUN 25.2) 1', () => {
    expect(outcome({ urea: 25, ...bun }).bun_point).toBe(0)
    expect(outcome({ urea: 26, ...bun }).bun_point).toBe(1)
    expect(outcome({ urea: 8.9 }).bun_point).toBe(0)
    expect(outcome({ urea: 9 }).bun_point).toBe(1)
    expect(outcome({ urea: 25 / 2.8 }).bun_point).toBe(0) // exactly BUN 25
  })
  test('age 60 scores 0, 61 scores 1', () => {
    expect(outcome({ age: 60 }).bisap_score).toBe(0)
    expect(outcome({ age: 61 }).bisap_score).toBe(1)
  })
  test('each yes/no item adds 1', () => {
    for (const item of ['impaired_mental_status', 'sirs', 'pleural_effusion']) expect(outcome({ [item]: 'yes' }).bisap_score).toBe(1)
  })
})

describe('bands: 0–2 lower, 3–5 higher', () => {
  test('2 is lower risk, 3 is higher risk', () => {
    expect(outcome({ sirs: 'yes', age: 65 })).toMatchObject({ bisap_score: 2, bisap_risk_group: 'Lower risk (0–2)' })
    expect(outcome({ sirs: 'yes', age: 65, pleural_effusion: 'yes' })).toMatchObject({ bisap_score: 3, bisap_risk_group: 'Higher risk (3–5)' })
    expect(String(outcome({}).interpretation)).toMatch(/^BISAP 0–2/)
    expect(String(outcome({ sirs: 'yes', age: 65, pleural_effusion: 'yes' }).interpretation)).toMatch(/^BISAP 3–5/)
  })
})

describe('ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['age', 18, 120, 17, 121],
    ['urea', 0.3, 100, 0.2, 101],
  ] as const)('%s accepts %f and %f, refuses %f and %f', (field, min, max, below, above) => {
    expectRange(field, min, max, below, above)
  })
  test('each input is required', () => {
    expectEachRequired(['urea', 'impaired_mental_status', 'sirs', 'age', 'pleural_effusion'])
    expect(bare.refused({})).toEqual(['age', 'impaired_mental_status', 'pleural_effusion', 'sirs', 'urea'])
    expect(refused({ sirs: 'maybe' })).toEqual(['sirs'])
  })
})

describe('properties', () => {
  test('the score counts the criteria met', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 280 }), fc.boolean(), fc.boolean(), fc.integer({ min: 18, max: 120 }), fc.boolean(), (b, m, s, age, e) => {
        const o = outcome({ urea: b, ...bun, impaired_mental_status: m ? 'yes' : 'no', sirs: s ? 'yes' : 'no', age, pleural_effusion: e ? 'yes' : 'no' })
        expect(o.bisap_score).toBe([b > 25, m, s, age > 60, e].filter(Boolean).length)
      }),
      { numRuns: 300 },
    )
  })
})
