import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './lille-model.ts'

const base = { age: 50, albumin: 3.0, bilirubin_day0: 300 / 17.1, bilirubin_day7: 200 / 17.1, creatinine: 1.0, pt: 20 }
const { outcome, refused, expectRange, expectEachRequired } = toolHarness(definition, { base })
const bare = toolHarness(definition)

/** Louvet 2007, written independently of the definition (albumin g/L, bilirubin µmol/L). */
function lille(age: number, albGl: number, b0: number, b7: number, renal: boolean, pt: number) {
  const r = 3.19 - 0.101 * age + 0.147 * albGl + 0.0165 * (b0 - b7) - 0.206 * (renal ? 1 : 0) - 0.0065 * b0 - 0.0096 * pt
  return { r, score: Math.exp(-r) / (1 + Math.exp(-r)) }
}

describe('Lille model: hand-calculated values', () => {
  test('age 50, albumin 30 g/L, bilirubin 300 → 200 µmol/L, creatinine 1.0, PT 20 s: R 2.058, Lille 0.11325', () => {
    const o = outcome({})
    expect(o.r_value as number).toBeCloseTo(2.058, 9)
    expect(o.lille_score as number).toBeCloseTo(0.113247, 6)
    expect(o.bilirubin_change as number).toBeCloseTo(100, 9)
    expect(o.lille_response).toBe('Responder')
  })
  test('the same patient entered in SI units gives the same score', () => {
    const si = outcome({
      albumin: 30,
      'albumin.unit': 'g/L albumin',
      bilirubin_day0: 300,
      'bilirubin_day0.unit': 'µmol/L bilirubin',
      bilirubin_day7: 200,
      'bilirubin_day7.unit': 'µmol/L bilirubin',
      creatinine: 88.4,
      'creatinine.unit': 'µmol/L creatinine',
    })
    expect(si.lille_score as number).toBeCloseTo(outcome({}).lille_score as number, 10)
  })
  test('renal insufficiency lowers R by 0.206', () => {
    expect((outcome({}).r_value as number) - (outcome({ creatinine: 2 }).r_value as number)).toBeCloseTo(0.206, 10)
  })
})

describe('renal insufficiency: creatinine above 1.3 mg/dL (115 µmol/L)', () => {
  test('1.3 mg/dL is not, 1.31 is; 114 µmol/L is not, 115 µmol/L (1.301 mg/dL) is', () => {
    expect(outcome({ creatinine: 1.3 }).lille_renal_insufficiency).toBe('No')
    expect(outcome({ creatinine: 1.31 }).lille_renal_insufficiency).toBe('Yes')
    expect(outcome({ creatinine: 114, 'creatinine.unit': 'µmol/L creatinine' }).lille_renal_insufficiency).toBe('No')
    expect(outcome({ creatinine: 115, 'creatinine.unit': 'µmol/L creatinine' }).lille_renal_insufficiency).toBe('Yes')
  })
})

describe('threshold 0.45 at its edge (displayed value)', () => {
  test('scores shown as 0.44 are responders, 0.45 non-responders', () => {
    // vary PT: R = 2.058 + 0.192 − 0.0096 × PT; Lille = 0.45 when R = ln(0.55/0.45) = 0.200671
    let lastResponder = 0
    let firstNon = 0
    for (let pt10 = 1000; pt10 <= 3000; pt10++) {
      const o = outcome({ pt: pt10 / 10 })
      const shown = Math.round((o.lille_score as number) * 100) / 100
      if (shown <= 0.44) lastResponder = pt10
      if (shown >= 0.45 && firstNon === 0) firstNon = pt10
      expect(o.lille_response).toBe(shown >= 0.45 ? 'Non-responder' : 'Responder')
    }
    expect(lastResponder).toBeGreaterThan(0)
    expect(firstNon).toBe(lastResponder + 1)
  })
  test('interpretation per band', () => {
    expect(String(outcome({}).interpretation)).toMatch(/^Lille score below 0\.45/)
    expect(String(outcome({ age: 80 }).interpretation)).toMatch(/^Lille score 0\.45 or more/)
  })
})

describe('ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['age', 18, 120, 17, 121],
    ['albumin', 0.5, 7, 0.4, 7.1],
    ['bilirubin_day0', 0.1, 100, 0.09, 101],
    ['bilirubin_day7', 0.1, 100, 0.09, 101],
    ['creatinine', 0.1, 60, 0.09, 61],
    ['pt', 5, 300, 4, 301],
  ] as const)('%s accepts %f and %f, refuses %f and %f', (field, min, max, below, above) => {
    expectRange(field, min, max, below, above)
  })
  test('each input is required', () => {
    expectEachRequired(['age', 'albumin', 'bilirubin_day0', 'bilirubin_day7', 'creatinine', 'pt'])
    expect(bare.refused({})).toEqual(['age', 'albumin', 'bilirubin_day0', 'bilirubin_day7', 'creatinine', 'pt'])
    expect(refused({ pt: 17.4, albumin: 2.75 })).toEqual([])
  })
})

describe('properties', () => {
  test('matches the equation for every valid input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 120 }),
        fc.integer({ min: 5, max: 70 }),
        fc.integer({ min: 2, max: 1700 }),
        fc.integer({ min: 2, max: 1700 }),
        fc.integer({ min: 10, max: 600 }).map((c) => c / 100),
        fc.integer({ min: 50, max: 3000 }).map((p) => p / 10),
        (age, albGl, b0, b7, cr, pt) => {
          const o = outcome({
            age,
            albumin: albGl,
            'albumin.unit': 'g/L albumin',
            bilirubin_day0: b0,
            'bilirubin_day0.unit': 'µmol/L bilirubin',
            bilirubin_day7: b7,
            'bilirubin_day7.unit': 'µmol/L bilirubin',
            creatinine: cr,
            pt,
          })
          const ref = lille(age, albGl, b0, b7, cr > 1.3, pt)
          expect(o.r_value as number).toBeCloseTo(ref.r, 8)
          expect(o.lille_score as number).toBeCloseTo(ref.score, 9)
        },
      ),
      { numRuns: 300 },
    )
  })
})
