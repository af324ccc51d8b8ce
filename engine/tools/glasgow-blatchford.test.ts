import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs, vectorInputs } from '#tests/support/tool-harness.ts'

import definition from './glasgow-blatchford.ts'

// SI base (the published units): every item normal → 0.
const base = vectorInputs(definition, 'Every item normal')
const { tool, run, outcome, refused, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const score = (inputs: Inputs) => outcome(inputs).gbs_score

// Blatchford O et al., Lancet 2000;356:1318–1321, point table (urea mmol/L, haemoglobin g/L by
// sex, systolic pressure, pulse ≥ 100, melaena, syncope, hepatic disease, cardiac failure; 0–23).
// The paper gives no worked patient to reproduce; expected totals are hand sums of its points.
describe('Glasgow-Blatchford: published point table', () => {
  test('no item: 0; maximum 23', () => {
    expect(score({})).toBe(0)
    expect(
      score({ urea: 30, sex: 'female', haemoglobin: 80, sbp: 80, heart_rate: 120, melaena: 'yes', syncope: 'yes', hepatic_disease: 'yes', cardiac_failure: 'yes' }),
    ).toBe(23)
  })

  test.each([
    [6.4, 0],
    [6.5, 2],
    [7.9, 2],
    [8.0, 3],
    [9.9, 3],
    [10.0, 4],
    [24.9, 4],
    [25.0, 6],
  ])('urea %f mmol/L → %i', (urea, points) => {
    expect(outcome({ urea }).urea_points).toBe(points)
  })

  test.each([
    ['male', 130, 0],
    ['male', 129, 1],
    ['male', 120, 1],
    ['male', 119, 3],
    ['male', 100, 3],
    ['male', 99, 6],
    ['female', 120, 0],
    ['female', 119, 1],
    ['female', 100, 1],
    ['female', 99, 6],
  ] as const)('%s, haemoglobin %i g/L → %i', (sex, haemoglobin, points) => {
    expect(outcome({ sex, haemoglobin }).hb_points).toBe(points)
  })

  test.each([
    [110, 0],
    [109, 1],
    [100, 1],
    [99, 2],
    [90, 2],
    [89, 3],
  ])('systolic %i mmHg → %i', (sbp, points) => {
    expect(outcome({ sbp }).sbp_points).toBe(points)
  })

  test('pulse ≥ 100 → 1; melaena 1; syncope, hepatic disease and cardiac failure 2 each', () => {
    expect(score({ heart_rate: 99 })).toBe(0)
    expect(score({ heart_rate: 100 })).toBe(1)
    expect(score({ melaena: 'yes' })).toBe(1)
    expect(score({ syncope: 'yes' })).toBe(2)
    expect(score({ hepatic_disease: 'yes' })).toBe(2)
    expect(score({ cardiac_failure: 'yes' })).toBe(2)
  })

  test('man, urea 9, Hb 115 g/L, SBP 95, pulse 105, melaena → 3 + 3 + 2 + 1 + 1 = 10', () => {
    expect(score({ urea: 9, haemoglobin: 115, sbp: 95, heart_rate: 105, melaena: 'yes' })).toBe(10)
  })
})

describe('outpatient threshold 0–1 (Stanley AJ et al., BMJ 2017;356:i6432) and 7 or more', () => {
  test('0 and 1 are very low risk; 2 is not; 7 is high', () => {
    expect(String(outcome({}).interpretation)).toMatch(/^Score 0–1/)
    expect(String(outcome({ melaena: 'yes' }).interpretation)).toMatch(/^Score 0–1/)
    expect(String(outcome({ syncope: 'yes' }).interpretation)).toMatch(/^Score 2–6/)
    expect(String(outcome({ urea: 25, heart_rate: 100 }).interpretation)).toMatch(/^Score 7 or more/)
    expect(String(outcome({ urea: 25 }).interpretation)).toMatch(/^Score 2–6/)
  })
})

describe('US units: BUN mg/dL (= urea mmol/L × 2.8) and haemoglobin g/dL (= g/L ÷ 10), each beside its value', () => {
  const BUN = { 'urea.unit': 'mg/dL BUN' }
  const GDL = { 'haemoglobin.unit': 'g/dL haemoglobin' }

  test.each([
    [18.1, 0],
    [18.2, 2],
    [22.3, 2],
    [22.4, 3],
    [27.9, 3],
    [28, 4],
    [69.9, 4],
    [70, 6],
  ])('BUN %f mg/dL → %i', (urea, points) => {
    expect(outcome({ ...BUN, urea }).urea_points).toBe(points)
  })

  test('the same quantity in either unit gives the same result', () => {
    expect([6.5 * 2.8, 8 * 2.8, 10 * 2.8, 25 * 2.8].map((x) => Math.round(x * 10) / 10)).toEqual([18.2, 22.4, 28, 70])
    for (let urea = 3; urea <= 300; urea++) {
      const mmol = urea / 10
      expect(outcome({ ...BUN, urea: mmol * 2.8 })).toEqual(outcome({ urea: mmol, 'urea.unit': 'mmol/L urea' }))
    }
    for (const sex of ['male', 'female']) {
      for (let gl = 20; gl <= 250; gl++) {
        expect(outcome({ sex, ...GDL, haemoglobin: gl / 10 })).toEqual(outcome({ sex, haemoglobin: gl, 'haemoglobin.unit': 'g/L haemoglobin' }))
      }
    }
  })

  test('woman, BUN 25 mg/dL, Hb 11.0 g/dL, SBP 105 → 3 + 1 + 1 = 5', () => {
    expect(score({ ...BUN, ...GDL, sex: 'female', urea: 25, haemoglobin: 11, sbp: 105 })).toBe(5)
  })

  test('one field each, with the units of the shared unit control (shown first in US units); no separate unit question', () => {
    expect(tool.controls.urea!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmol/L urea', 'mg/dL BUN'])
    expect(tool.controls.urea!.attributes!.measureInfo!.uiDefaultMeasure).toBe('mg/dL BUN')
    expect(tool.controls.haemoglobin!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['g/L haemoglobin', 'g/dL haemoglobin'])
    expect(tool.controls.haemoglobin!.attributes!.measureInfo!.uiDefaultMeasure).toBe('g/dL haemoglobin')
    expect(Object.keys(tool.controls).filter((f) => /^(urea_|bun_|hb_)(?!points)/.test(f))).toEqual([])
    expect(refused({ urea: 25, 'urea.unit': 'mg/dL' })).toEqual(['urea'])
  })
})

describe('values beyond the outermost bands', () => {
  test('SBP 30 scores as below 90 mmHg (3), haemoglobin 1.5 g/dL as below 10 g/dL, heart rate 15 scores no points', () => {
    expect(score({ sbp: 30 })).toBe(score({ sbp: 89 }))
    expect(score({ hb_gl: 15 })).toBe(score({ hb_gl: 99 }))
    expect(run({ heart_rate: 15 }).ok).toBe(true)
  })
})

describe('valid ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['urea', {}, 0.3, 100, 0.2, 100.1],
    ['urea', { 'urea.unit': 'mg/dL BUN' }, 1, 280, 0.8, 280.1],
    ['haemoglobin', {}, 5, 250, 4, 251],
    ['haemoglobin', { 'haemoglobin.unit': 'g/dL haemoglobin' }, 0.5, 25, 0.4, 25.1],
    ['sbp', {}, 20, 300, 19, 301],
    ['heart_rate', {}, 5, 350, 4, 351],
  ] as const)('%s (%o) accepts %f and %f, refuses %f and %f', (field, extra, min, max, below, above) => {
    expectRange(field, min, max, below, above, extra)
  })

  test('missing inputs are refused with each field named', () => {
    expect(bare.refused({})).toEqual(['cardiac_failure', 'haemoglobin', 'heart_rate', 'hepatic_disease', 'melaena', 'sbp', 'sex', 'syncope', 'urea'].sort())
    expect(refused({ sex: 'x' })).toEqual(['sex'])
    expect(refused({ urea: 7.25 })).toEqual([])
    expect(refused({ urea: 12.45, 'urea.unit': 'mg/dL BUN', haemoglobin: 11.25, 'haemoglobin.unit': 'g/dL haemoglobin' })).toEqual([])
  })
})

describe('properties', () => {
  test('every valid input gives a whole score 0–23 equal to the sum of the published item points', () => {
    const yn = fc.constantFrom('yes', 'no')
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 1000 }),
        fc.integer({ min: 20, max: 250 }),
        fc.constantFrom('male', 'female'),
        fc.integer({ min: 40, max: 300 }),
        fc.integer({ min: 20, max: 300 }),
        yn,
        yn,
        yn,
        yn,
        (urea10, hb, sex, sbp, hr, melaena, syncope, hepatic, cardiac) => {
          const urea = urea10 / 10
          const o = outcome({ urea: urea, haemoglobin: hb, sex, sbp, heart_rate: hr, melaena, syncope, hepatic_disease: hepatic, cardiac_failure: cardiac })
          const s = o.gbs_score as number
          expect(Number.isInteger(s) && s >= 0 && s <= 23).toBe(true)
          const ureaPts = urea >= 25 ? 6 : urea >= 10 ? 4 : urea >= 8 ? 3 : urea >= 6.5 ? 2 : 0
          const hbPts = sex === 'male' ? (hb >= 130 ? 0 : hb >= 120 ? 1 : hb >= 100 ? 3 : 6) : hb >= 120 ? 0 : hb >= 100 ? 1 : 6
          const sbpPts = sbp >= 110 ? 0 : sbp >= 100 ? 1 : sbp >= 90 ? 2 : 3
          const other = (hr >= 100 ? 1 : 0) + (melaena === 'yes' ? 1 : 0) + 2 * [syncope, hepatic, cardiac].filter((x) => x === 'yes').length
          expect(s).toBe(ureaPts + hbPts + sbpPts + other)
        },
      ),
      { numRuns: 400 },
    )
  })
})
