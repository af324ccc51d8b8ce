import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition from './meld-3.ts'

const base = { sex: 'male', creatinine: 1.0, dialysis: 'no', bilirubin: 1.5, inr: 1.5, sodium: 135, albumin: 3.0 }
const { tool, outcome, refused, expectRange, expectEachRequired } = toolHarness(definition, { base })
const bare = toolHarness(definition)

/**
 * An independent implementation of MELD 3.0 (Kim 2021) with the OPTN bounds, written from the
 * published equation (not from the definition's expressions).
 */
function reference(female: boolean, cr: number, bili: number, inr: number, na: number, alb: number, dialysis: boolean) {
  const c = dialysis ? 3 : Math.min(3, Math.max(1, cr))
  const b = Math.max(1, bili)
  const i = Math.max(1, inr)
  const n = Math.min(137, Math.max(125, na))
  const a = Math.min(3.5, Math.max(1.5, alb))
  const raw =
    (female ? 1.33 : 0) +
    4.56 * Math.log(b) +
    0.82 * (137 - n) -
    0.24 * (137 - n) * Math.log(b) +
    9.09 * Math.log(i) +
    11.14 * Math.log(c) +
    1.85 * (3.5 - a) -
    1.83 * (3.5 - a) * Math.log(c) +
    6
  return { raw, score: Math.min(40, Math.max(6, Math.round(raw))) }
}

describe('MELD 3.0: hand-calculated values', () => {
  test('male, creatinine 1.0, bilirubin 1.5, INR 1.5, sodium 135, albumin 3.0', () => {
    // 4.56 × ln 1.5 (1.84890) + 0.82 × 2 (1.64) − 0.24 × 2 × ln 1.5 (0.19462) + 9.09 × ln 1.5 (3.68569) + 0 + 1.85 × 0.5 (0.925) − 0 + 6 = 13.90497 → 14
    const raw = 4.56 * Math.log(1.5) + 1.64 - 0.48 * Math.log(1.5) + 9.09 * Math.log(1.5) + 0.925 + 6
    expect(raw).toBeCloseTo(13.90497, 4)
    const o = outcome({})
    expect(o.meld3_unrounded as number).toBeCloseTo(raw, 10)
    expect(o.meld3_score).toBe(14)
  })

  test('female sex adds exactly 1.33 before rounding', () => {
    const m = outcome({}).meld3_unrounded as number
    const f = outcome({ sex: 'female' }).meld3_unrounded as number
    expect(f - m).toBeCloseTo(1.33, 10)
    expect(outcome({ sex: 'female' }).meld3_score).toBe(15) // 15.23497
  })

  test('female, creatinine 1.5, bilirubin 3.0, INR 1.8, sodium 130, albumin 2.8 → 26.86946 → 27', () => {
    const o = outcome({ sex: 'female', creatinine: 1.5, bilirubin: 3, inr: 1.8, sodium: 130, albumin: 2.8 })
    expect(o.meld3_unrounded as number).toBeCloseTo(26.869465, 5)
    expect(o.meld3_score).toBe(27)
  })
})

describe('bounds of the model (part of the equation, not clamping of inputs)', () => {
  test('creatinine below 1.0 counts as 1.0, above 3.0 as 3.0 (not 4.0 as in MELD-Na)', () => {
    expect(outcome({ creatinine: 0.6 }).creatinine_used).toBe(1)
    expect(outcome({ creatinine: 2.37 }).creatinine_used).toBe(2.37)
    expect(outcome({ creatinine: 3.5 }).creatinine_used).toBe(3)
    expect(outcome({ creatinine: 3.5 }).meld3_unrounded).toBe(outcome({ creatinine: 3 }).meld3_unrounded)
  })

  test('dialysis sets creatinine to 3.0 whatever was measured', () => {
    for (const creatinine of [0.4, 1.2, 2.9, 9]) expect(outcome({ creatinine, dialysis: 'yes' }).creatinine_used).toBe(3)
  })

  test('bilirubin and INR below 1.0 count as 1.0', () => {
    expect(outcome({ bilirubin: 0.4, inr: 0.8 })).toMatchObject({ bilirubin_used: 1, inr_used: 1 })
  })

  test('sodium counts within 125–137; albumin within 1.5–3.5', () => {
    expect(outcome({ sodium: 110 }).sodium_used).toBe(125)
    expect(outcome({ sodium: 125 }).sodium_used).toBe(125)
    expect(outcome({ sodium: 137 }).sodium_used).toBe(137)
    expect(outcome({ sodium: 150 }).sodium_used).toBe(137)
    expect(outcome({ albumin: 1.0 }).albumin_used).toBe(1.5)
    expect(outcome({ albumin: 4.5 }).albumin_used).toBe(3.5)
    expect(outcome({ albumin: 4.5 }).meld3_unrounded).toBe(outcome({ albumin: 3.5 }).meld3_unrounded)
  })

  test('reported from 6 to 40', () => {
    expect(outcome({ creatinine: 0.7, bilirubin: 0.5, inr: 1, sodium: 140, albumin: 4 }).meld3_score).toBe(6)
    expect(outcome({ creatinine: 5, bilirubin: 10, inr: 3, sodium: 120, albumin: 1.2 }).meld3_score).toBe(40)
  })

  test('the page says the bounds belong to the model', () => {
    expect(tool.pearls.join(' ')).toMatch(/part of the published equation, not a correction of your entry/)
    expect(tool.instructions).toMatch(/bounds that are part of the published equation/)
  })
})

describe('interpretation bands at their edges', () => {
  test('14 → below 15; 15 → 15–29; 29 → 15–29; 30 → 30–40', () => {
    const band = (o: Record<string, unknown>) => String(o.interpretation).slice(0, 16)
    expect(outcome({}).meld3_score).toBe(14)
    expect(band(outcome({}))).toBe('MELD 3.0 below 1')
    expect(outcome({ sex: 'female' }).meld3_score).toBe(15)
    expect(band(outcome({ sex: 'female' }))).toBe('MELD 3.0 15–29: ')
    // find inputs giving exactly 29 and 30
    const at = (inr: number) => outcome({ creatinine: 2, bilirubin: 4, inr, sodium: 130, albumin: 2.5 })
    const found = new Map<number, Record<string, unknown>>()
    for (let k = 100; k <= 400; k++) {
      const o = at(k / 100)
      found.set(o.meld3_score as number, o)
    }
    expect(band(found.get(29)!)).toBe('MELD 3.0 15–29: ')
    expect(band(found.get(30)!)).toBe('MELD 3.0 30–40: ')
  })
})

describe('units', () => {
  test('bilirubin, creatinine and albumin in SI units give the same score as in conventional units', () => {
    const si = outcome({ bilirubin: 68, 'bilirubin.unit': 'µmol/L bilirubin', creatinine: 106, 'creatinine.unit': 'µmol/L creatinine', albumin: 30, 'albumin.unit': 'g/L albumin', sodium: 132 })
    const us = outcome({ bilirubin: 68 / 17.1, creatinine: 106 / 88.4, albumin: 3, sodium: 132 })
    expect(si.meld3_unrounded as number).toBeCloseTo(us.meld3_unrounded as number, 10)
    expect(si.meld3_score).toBe(21)
    expect(convertMeasure(3, 'mg/dL creatinine', 'µmol/L creatinine', 1)).toBe(265.2)
    expect(convertMeasure(3.5, 'g/dL albumin', 'g/L albumin', 0)).toBe(35)
  })
})

describe('ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['creatinine', 0.1, 60, 0.09, 61],
    ['bilirubin', 0.1, 100, 0.09, 101],
    ['inr', 0.5, 20, 0.4, 21],
    ['sodium', 80, 250, 79, 251],
    ['albumin', 0.5, 7, 0.4, 7.1],
  ] as const)('%s accepts %f and %f, refuses %f and %f', (field, min, max, below, above) => {
    expectRange(field, min, max, below, above)
  })

  test('each input is required', () => {
    expectEachRequired(['sex', 'creatinine', 'dialysis', 'bilirubin', 'inr', 'sodium', 'albumin'])
    expect(bare.refused({})).toEqual(['albumin', 'bilirubin', 'creatinine', 'dialysis', 'inr', 'sex', 'sodium'])
    expect(refused({ sex: 'other' })).toEqual(['sex'])
  })
})

describe('properties', () => {
  test('every valid input matches the independent implementation', () => {
    fc.assert(
      fc.property(
        fc.record({
          female: fc.boolean(),
          creatinine: fc.integer({ min: 10, max: 2500 }).map((c) => c / 100),
          bilirubin: fc.integer({ min: 10, max: 8000 }).map((b) => b / 100),
          inr: fc.integer({ min: 50, max: 2000 }).map((i) => i / 100),
          sodium: fc.integer({ min: 100, max: 180 }),
          albumin: fc.integer({ min: 5, max: 70 }).map((a) => a / 10),
          dialysis: fc.boolean(),
        }),
        (x) => {
          const o = outcome({
            sex: x.female ? 'female' : 'male',
            creatinine: x.creatinine,
            bilirubin: x.bilirubin,
            inr: x.inr,
            sodium: x.sodium,
            albumin: x.albumin,
            dialysis: x.dialysis ? 'yes' : 'no',
          })
          const ref = reference(x.female, x.creatinine, x.bilirubin, x.inr, x.sodium, x.albumin, x.dialysis)
          expect(o.meld3_unrounded as number).toBeCloseTo(ref.raw, 9)
          expect(o.meld3_score).toBe(ref.score)
        },
      ),
      { numRuns: 300 },
    )
  })
})
