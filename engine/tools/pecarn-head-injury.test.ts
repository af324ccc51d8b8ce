import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import pecarnHeadInjury from './pecarn-head-injury.ts'

// Kuppermann N et al., Lancet 2009;374:1160–1170, Figure 3: the under-2 and 2-and-older
// algorithms, with the risk of clinically important TBI in each branch.
const under2 = vectorInputs(pecarnHeadInjury, 'Age 1, no finding')
const from2 = vectorInputs(pecarnHeadInjury, 'Age 8, no finding')
const young = toolHarness(pecarnHeadInjury, { base: under2 })
const older = toolHarness(pecarnHeadInjury, { base: from2 })

describe('PECARN under 2 years', () => {
  const rec = (inputs: Record<string, unknown>) => young.outcome(inputs).pecarn_recommendation
  test.each([{ gcs: 14 }, { ams: 'yes' }, { palpable_skull_fracture: 'yes' }])('top branch: %o → CT recommended, 4.4 %', (inputs) => {
    expect(rec(inputs)).toBe('CT recommended')
    expect(young.outcome(inputs).pecarn_citbi_risk).toBe('4.4 %')
  })
  test.each([{ scalp_haematoma: 'yes' }, { loc: 'long' }, { not_acting_normally: 'yes' }, { severe_mechanism: 'yes' }])('middle branch: %o → observation versus CT, 0.9 %', (inputs) => {
    expect(rec(inputs)).toBe('Observation versus CT')
    expect(young.outcome(inputs).pecarn_citbi_risk).toBe('0.9 %')
  })
  test('loss of consciousness under 5 seconds does not count under 2 years', () => {
    expect(rec({ loc: 'short' })).toBe('CT not recommended')
    expect(young.outcome({}).pecarn_citbi_risk).toBe('below 0.02 %')
  })
  test('top branch wins over the middle branch', () => {
    expect(rec({ gcs: 14, scalp_haematoma: 'yes' })).toBe('CT recommended')
  })
  test('questions of the older rule are not asked', () => {
    expect(young.refused({ vomiting: undefined, severe_headache: undefined, basilar_skull_fracture: undefined })).toEqual([])
    young.expectEachRequired(Object.keys(under2))
  })
})

describe('PECARN 2 years and older', () => {
  const rec = (inputs: Record<string, unknown>) => older.outcome(inputs).pecarn_recommendation
  test.each([{ gcs: 14 }, { ams: 'yes' }, { basilar_skull_fracture: 'yes' }])('top branch: %o → CT recommended, 4.3 %', (inputs) => {
    expect(rec(inputs)).toBe('CT recommended')
    expect(older.outcome(inputs).pecarn_citbi_risk).toBe('4.3 %')
  })
  test.each([{ loc: 'short' }, { loc: 'long' }, { vomiting: 'yes' }, { severe_headache: 'yes' }, { severe_mechanism: 'yes' }])('middle branch: %o → observation versus CT, 0.9 %', (inputs) => {
    expect(rec(inputs)).toBe('Observation versus CT')
    expect(older.outcome(inputs).pecarn_citbi_risk).toBe('0.9 %')
  })
  test('no finding: CT not recommended, below 0.05 %', () => {
    expect(rec({})).toBe('CT not recommended')
    expect(older.outcome({}).pecarn_citbi_risk).toBe('below 0.05 %')
  })
  test('questions of the younger rule are not asked', () => {
    older.expectEachRequired(Object.keys(from2))
  })
})

describe('age edge and applicability', () => {
  test('1.99 years uses the under-2 rule, 2 years the older rule', () => {
    const both = { ...under2, ...from2 }
    const h = toolHarness(pecarnHeadInjury, { base: both })
    expect(h.outcome({ age: 1.99, loc: 'short' }).pecarn_recommendation).toBe('CT not recommended')
    expect(h.outcome({ age: 2, loc: 'short' }).pecarn_recommendation).toBe('Observation versus CT')
    expect(h.outcome({ age: 1.99 }).pecarn_citbi_risk).toBe('below 0.02 %')
    expect(h.outcome({ age: 2 }).pecarn_citbi_risk).toBe('below 0.05 %')
  })
  test('age 0–17.99; 18 refused naming the adult rule', () => {
    expect(young.run({ age: 0 }).ok).toBe(true)
    expect(young.refused({ age: -0.1 })).toEqual(['age'])
    expect(older.run({ age: 17.99 }).ok).toBe(true)
    expect(older.refused({ age: 18 })).toEqual(['age'])
    const r = older.run({ age: 18 })
    expect(r.ok ? '' : JSON.stringify(r.errors.age)).toMatch(/Canadian CT Head Rule/)
  })
  test('not included or excluded: not applicable, never "CT not recommended"', () => {
    expect(older.outcome({ included: 'no' }).pecarn_recommendation).toBe('Not applicable')
    expect(older.outcome({ excluded: 'yes' }).pecarn_recommendation).toBe('Not applicable')
    expect(older.outcome({ excluded: 'yes' }).pecarn_citbi_risk).toBe('not applicable')
  })
  test('GCS below 14 is not a choice', () => {
    expect(older.refused({ gcs: 13 })).toEqual(['gcs'])
  })
})
