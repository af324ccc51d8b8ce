import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import definition from './child-pugh.ts'

const base = { bilirubin: 1.0, albumin: 4.0, inr: 1.1, ascites: 'none', encephalopathy: 'none' }
const { tool, outcome, refused, evaluate, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const score = (inputs: Inputs) => outcome(inputs).child_pugh_score

// Pugh RNH et al., Br J Surg 1973;60:646–649 (point table; classes A 5–6, B 7–9, C 10–15), with
// INR limits 1.7 and 2.3 in place of prothrombin-time prolongation. The paper gives no worked
// patient with numbers to reproduce, so expected totals are hand sums of the published points.
describe('Child–Pugh: published point table', () => {
  test('the best value of every item scores 1: total 5, class A', () => {
    expect(outcome({})).toMatchObject({ child_pugh_score: 5, child_pugh_class: 'A' })
  })

  test.each([
    // bilirubin mg/dL: < 2 → 1, 2–3 → 2, > 3 → 3
    [{ bilirubin: 1.99 }, 5],
    [{ bilirubin: 2.0 }, 6],
    [{ bilirubin: 3.0 }, 6],
    [{ bilirubin: 3.01 }, 7],
    // albumin g/dL: > 3.5 → 1, 2.8–3.5 → 2, < 2.8 → 3
    [{ albumin: 3.6 }, 5],
    [{ albumin: 3.5 }, 6],
    [{ albumin: 2.8 }, 6],
    [{ albumin: 2.7 }, 7],
    // INR: < 1.7 → 1, 1.7–2.3 → 2, > 2.3 → 3
    [{ inr: 1.69 }, 5],
    [{ inr: 1.7 }, 6],
    [{ inr: 2.3 }, 6],
    [{ inr: 2.31 }, 7],
    // ascites and encephalopathy: none 1, mild 2, moderate–severe 3
    [{ ascites: 'mild' }, 6],
    [{ ascites: 'severe' }, 7],
    [{ encephalopathy: 'mild' }, 6],
    [{ encephalopathy: 'severe' }, 7],
  ])('%o → %i points', (inputs, total) => {
    expect(score(inputs)).toBe(total)
  })

  test('the worst value of every item scores 3: total 15, class C', () => {
    expect(outcome({ bilirubin: 5, albumin: 2, inr: 3, ascites: 'severe', encephalopathy: 'severe' })).toMatchObject({
      child_pugh_score: 15,
      child_pugh_class: 'C',
      child_pugh_breakdown: 'bilirubin 3, albumin 3, INR 3, ascites 3, encephalopathy 3',
    })
  })

  test('class boundaries: 6 A, 7 B, 9 B, 10 C', () => {
    expect(outcome({ ascites: 'mild' })).toMatchObject({ child_pugh_score: 6, child_pugh_class: 'A' })
    expect(outcome({ ascites: 'severe' })).toMatchObject({ child_pugh_score: 7, child_pugh_class: 'B' })
    expect(outcome({ ascites: 'severe', encephalopathy: 'severe' })).toMatchObject({ child_pugh_score: 9, child_pugh_class: 'B' })
    expect(outcome({ ascites: 'severe', encephalopathy: 'severe', inr: 1.8 })).toMatchObject({ child_pugh_score: 10, child_pugh_class: 'C' })
    expect(String(outcome({ ascites: 'severe', encephalopathy: 'severe', inr: 1.8 }).interpretation)).toMatch(/^Class C/)
  })

  test('the breakdown names each item’s points', () => {
    expect(outcome({ bilirubin: 2.5, albumin: 3.0, inr: 2.5, ascites: 'mild', encephalopathy: 'none' }).child_pugh_breakdown).toBe(
      'bilirubin 2, albumin 2, INR 3, ascites 2, encephalopathy 1',
    )
  })
})

describe('cholestatic disease (PBC/PSC) bilirubin limits: < 4, 4–10, > 10 mg/dL', () => {
  test.each([
    [3.99, 1],
    [4.0, 2],
    [10, 2],
    [10.01, 3],
  ])('bilirubin %f mg/dL → %i point(s)', (bilirubin, points) => {
    expect(outcome({ bilirubin: bilirubin, cholestatic: 'yes' }).bilirubin_points).toBe(points)
  })

  test('the same bilirubin scores differently with and without the cholestatic limits', () => {
    expect(outcome({ bilirubin: 6 }).bilirubin_points).toBe(3)
    expect(outcome({ bilirubin: 6, cholestatic: 'yes' }).bilirubin_points).toBe(2)
  })

  test('by default the standard limits apply', () => {
    expect(evaluate().fields.cholestatic!.value).toBe('no')
  })
})

describe('SI units: bilirubin µmol/L and albumin g/L, with the unit beside the value', () => {
  const umol = (v: number): Inputs => ({ bilirubin: v, 'bilirubin.unit': 'µmol/L bilirubin' })
  const gl = (v: number): Inputs => ({ albumin: v, 'albumin.unit': 'g/L albumin' })

  test('bilirubin bands at the exact equivalents 34.2 and 51.3 µmol/L (and 68.4, 171 for cholestatic disease)', () => {
    const si = (v: number, cholestatic = 'no') => outcome({ ...umol(v), cholestatic }).bilirubin_points
    expect(si(34.1)).toBe(1) // 1.99 mg/dL
    expect(si(34.2)).toBe(2) // exactly 2 mg/dL
    expect(si(51.3)).toBe(2) // exactly 3 mg/dL
    expect(si(51.4)).toBe(3)
    expect(si(68.3, 'yes')).toBe(1)
    expect(si(68.4, 'yes')).toBe(2)
    expect(si(171, 'yes')).toBe(2) // exactly 10 mg/dL
    expect(si(171.1, 'yes')).toBe(3)
  })

  test('the same quantity in µmol/L or mg/dL, g/L or g/dL gives the same result', () => {
    for (let v = 2; v <= 400; v += 1) {
      for (const cholestatic of ['no', 'yes']) {
        expect(outcome({ ...umol(v), cholestatic })).toEqual(outcome({ bilirubin: v / 17.1, cholestatic }))
      }
    }
    for (let v = 5; v <= 70; v++) {
      expect(outcome(gl(v))).toEqual(outcome({ albumin: v / 10, 'albumin.unit': 'g/dL albumin' }))
    }
    expect(outcome(gl(35)).albumin_points).toBe(2)
    expect(outcome(gl(36)).albumin_points).toBe(1)
    expect(outcome(gl(28)).albumin_points).toBe(2)
    expect(outcome(gl(27)).albumin_points).toBe(3)
  })

  test('one field each, with the units of the shared unit control; no separate unit question', () => {
    expect(tool.controls.bilirubin!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mg/dL bilirubin', 'µmol/L bilirubin'])
    expect(tool.controls.albumin!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['g/dL albumin', 'g/L albumin'])
    expect(Object.keys(tool.controls).filter((f) => /_(unit|mgdl|umol|gdl|gl)$/.test(f))).toEqual([])
    expect(refused({ albumin: 30, 'albumin.unit': 'g/dl' })).toEqual(['albumin'])
  })
})

describe('valid ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['bilirubin', {}, 0.1, 100, 0.09, 100.01],
    ['bilirubin', { 'bilirubin.unit': 'µmol/L bilirubin' }, 2, 1710, 1.7, 1711],
    ['albumin', {}, 0.5, 7, 0.4, 7.1],
    ['albumin', { 'albumin.unit': 'g/L albumin' }, 5, 70, 4, 71],
    ['inr', {}, 0.5, 20, 0.49, 20.01],
  ] as const)('%s: %o accepts %f and %f, refuses %f and %f', (field, extra, min, max, below, above) => {
    expectRange(field, min, max, below, above, extra)
  })

  test('missing inputs and unknown choices are refused with each field named', () => {
    expect(bare.refused({})).toEqual(['albumin', 'ascites', 'bilirubin', 'encephalopathy', 'inr'])
    expect(refused({ ascites: 'moderate' })).toEqual(['ascites'])
    expect(refused({ albumin: 3.45, bilirubin: 1.234, inr: 1.255 })).toEqual([])
  })
})

describe('properties', () => {
  test('every valid input gives a whole score 5–15 equal to the sum of the item points, and the matching class', () => {
    const choice = fc.constantFrom('none', 'mild', 'severe')
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 8000 }),
        fc.integer({ min: 5, max: 70 }),
        fc.integer({ min: 50, max: 2000 }),
        choice,
        choice,
        fc.constantFrom('no', 'yes'),
        (bili, alb, inr, ascites, encephalopathy, cholestatic) => {
          const o = outcome({ bilirubin: bili / 100, albumin: alb / 10, inr: inr / 100, ascites, encephalopathy, cholestatic })
          const s = o.child_pugh_score as number
          expect(Number.isInteger(s) && s >= 5 && s <= 15).toBe(true)
          const parts = ['bilirubin_points', 'albumin_points', 'inr_points', 'ascites_points', 'encephalopathy_points'].map((k) => o[k] as number)
          for (const p of parts) expect([1, 2, 3]).toContain(p)
          expect(s).toBe(parts.reduce((a, b) => a + b, 0))
          expect(o.child_pugh_class).toBe(s <= 6 ? 'A' : s <= 9 ? 'B' : 'C')
        },
      ),
      { numRuns: 400 },
    )
  })
})
