import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition from './meld-na.ts'

const base = { creatinine: 1.0, dialysis: 'no', bilirubin: 1.5, inr: 1.5, sodium: 135 }
const { tool, run, outcome, refused, evaluate } = toolHarness(definition, { base })
const bare = toolHarness(definition)

/**
 * An independent implementation of the UNOS/OPTN 2016 rules, written from the policy text
 * (not from the definition's expressions), used to check the tool over many inputs.
 */
function reference(cr: number, bili: number, inr: number, na: number, dialysis: boolean) {
  const c = dialysis ? 4 : Math.min(4, Math.max(1, cr))
  const b = Math.max(1, bili)
  const i = Math.max(1, inr)
  const n = Math.min(137, Math.max(125, na))
  const raw = 0.957 * Math.log(c) + 0.378 * Math.log(b) + 1.12 * Math.log(i) + 0.643
  const meldI = Math.round(Math.round(raw * 10 + 1e-9) / 10 * 10)
  const meldNa = meldI > 11 ? Math.round(meldI + 1.32 * (137 - n) - 0.033 * meldI * (137 - n) + 1e-9) : meldI
  return { meldI, meld: Math.min(40, meldI), meldNa: Math.min(40, meldNa) }
}

// Kim WR et al., N Engl J Med 2008;359:1018–1026 (MELD-Na coefficients 1.32 and 0.033) and the
// UNOS/OPTN policy of January 2016 (floors, creatinine cap and dialysis rule, sodium 125–137,
// sodium term only when MELD(i) > 11, maximum 40). No worked example with numbers is published
// in these sources that we can cite exactly, so every expected value below is a hand calculation
// written out step by step.
describe('MELD-Na: hand-calculated values', () => {
  test('creatinine 1.0, bilirubin 1.5, INR 1.5, Na 135 → MELD 13, MELD-Na 15', () => {
    const raw = 0.957 * 0 + 0.378 * Math.log(1.5) + 1.12 * Math.log(1.5) + 0.643
    expect(raw).toBeCloseTo(1.25039, 5) // 0.15327 + 0.45412 + 0.643
    // 1.25 → 1.3 → 13; 13 + 1.32 × 2 − 0.033 × 13 × 2 = 13 + 2.64 − 0.858 = 14.782 → 15
    expect(outcome({})).toMatchObject({ meld_initial: 13, meld_score: 13, meld_na_score: 15 })
  })

  test('creatinine 2.0, bilirubin 4.0, INR 2.0, Na 128 → MELD 26, MELD-Na 30', () => {
    const raw = 0.957 * Math.log(2) + 0.378 * Math.log(4) + 1.12 * Math.log(2) + 0.643
    expect(raw).toBeCloseTo(2.60669, 5)
    expect(26 + 1.32 * 9 - 0.033 * 26 * 9).toBeCloseTo(30.158, 9)
    expect(outcome({ creatinine: 2, bilirubin: 4, inr: 2, sodium: 128 })).toMatchObject({ meld_initial: 26, meld_na_score: 30 })
  })

  test('creatinine 1.5, bilirubin 3.0, INR 1.8, Na 130 → MELD 21, MELD-Na 25', () => {
    const raw = 0.957 * Math.log(1.5) + 0.378 * Math.log(3) + 1.12 * Math.log(1.8) + 0.643
    expect(raw).toBeCloseTo(2.10463, 5) // → 2.1 → 21
    expect(21 + 1.32 * 7 - 0.033 * 21 * 7).toBeCloseTo(25.389, 9) // → 25
    expect(outcome({ creatinine: 1.5, bilirubin: 3, inr: 1.8, sodium: 130 })).toMatchObject({ meld_initial: 21, meld_na_score: 25 })
  })

  test('the minimum is 6: every value at its floor (ln 1 = 0, 0.643 → 0.6 → 6), no sodium term', () => {
    const o = outcome({ creatinine: 0.5, bilirubin: 0.3, inr: 0.9, sodium: 110 })
    expect(o).toMatchObject({ creatinine_used: 1, bilirubin_used: 1, inr_used: 1, sodium_used: 125, meld_initial: 6, meld_na_score: 6 })
  })

  test('the maximum is 40: MELD(i) 41 (Cr 4, bilirubin 10, INR 3) is reported as 40; MELD-Na 40.604 → 40', () => {
    const o = outcome({ creatinine: 5, bilirubin: 10, inr: 3, sodium: 120 })
    expect(o).toMatchObject({ meld_initial: 41, meld_score: 40, meld_na_score: 40 })
  })
})

describe('UNOS/OPTN limits on the values used (part of the score, not clamping of inputs)', () => {
  test('creatinine below 1.0 counts as 1.0, above 4.0 as 4.0', () => {
    expect(outcome({ creatinine: 0.6 }).creatinine_used).toBe(1)
    expect(outcome({ creatinine: 2.37 }).creatinine_used).toBe(2.37)
    expect(outcome({ creatinine: 6.8 }).creatinine_used).toBe(4)
    expect(outcome({ creatinine: 6.8 }).meld_initial).toBe(outcome({ creatinine: 4 }).meld_initial)
  })

  test('dialysis at least twice in the past week sets creatinine to 4.0 whatever was measured', () => {
    for (const creatinine of [0.4, 1.2, 3.3, 9]) expect(outcome({ creatinine, dialysis: 'yes' }).creatinine_used).toBe(4)
    // Hand calculation: Cr 4 (dialysis), bilirubin 2.5, INR 1.6 → 1.32668 + 0.34636 + 0.52640 + 0.643 = 2.84245 → 28;
    // Na 125: 28 + 1.32 × 12 − 0.033 × 28 × 12 = 32.752 → 33
    expect(outcome({ creatinine: 1.2, dialysis: 'yes', bilirubin: 2.5, inr: 1.6, sodium: 125 })).toMatchObject({ meld_initial: 28, meld_na_score: 33 })
  })

  test('bilirubin and INR below 1.0 count as 1.0', () => {
    expect(outcome({ bilirubin: 0.4 }).bilirubin_used).toBe(1)
    expect(outcome({ inr: 0.85 }).inr_used).toBe(1)
  })

  test('sodium counts within 125–137: 120 scores as 125, 141 as 137', () => {
    const high = { creatinine: 2, bilirubin: 4, inr: 2 }
    expect(outcome({ ...high, sodium: 120 }).sodium_used).toBe(125)
    expect(outcome({ ...high, sodium: 120 }).meld_na_score).toBe(outcome({ ...high, sodium: 125 }).meld_na_score)
    expect(outcome({ ...high, sodium: 141 }).sodium_used).toBe(137)
    // At 137 the sodium term is zero: MELD-Na = MELD.
    expect(outcome({ ...high, sodium: 141 }).meld_na_score).toBe(26)
  })

  test('the sodium term applies only when MELD(i) > 11: 11 is unchanged, 12 is adjusted', () => {
    // Creatinine and bilirubin 1.0 (ln = 0): INR 1.5 → 1.120 × 0.40547 + 0.643 = 1.09713 → 1.1 → 11;
    // INR 1.6 → 1.120 × 0.47000 + 0.643 = 1.16940 → 1.2 → 12.
    const at11 = outcome({ bilirubin: 1, inr: 1.5, sodium: 125 })
    expect(at11).toMatchObject({ meld_initial: 11, meld_na_score: 11 })
    // 12 + 1.32 × 12 − 0.033 × 12 × 12 = 12 + 15.84 − 4.752 = 23.088 → 23
    const at12 = outcome({ bilirubin: 1, inr: 1.6, sodium: 125 })
    expect(at12).toMatchObject({ meld_initial: 12, meld_na_score: 23 })
  })
})

describe('interpretation bands', () => {
  test.each([
    [{ bilirubin: 1, inr: 1.2, sodium: 137 }, /^MELD-Na below 15/],
    [{}, /^MELD-Na 15–29/],
    [{ creatinine: 2, bilirubin: 4, inr: 2, sodium: 137 }, /^MELD-Na 15–29/],
    [{ creatinine: 5, bilirubin: 10, inr: 3, sodium: 120 }, /^MELD-Na 30–40/],
  ])('%o → %s', (inputs, band) => {
    expect(String(outcome(inputs).interpretation)).toMatch(band)
  })

  test('band edges at 15 and 30 follow the displayed score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 400 }), fc.integer({ min: 100, max: 3000 }), fc.integer({ min: 120, max: 140 }), (cr, bili, na) => {
        const o = outcome({ creatinine: cr / 100, bilirubin: bili / 100, inr: 1.5, sodium: na })
        const s = o.meld_na_score as number
        expect(String(o.interpretation)).toMatch(s < 15 ? /below 15/ : s < 30 ? /15–29/ : /30–40/)
      }),
      { numRuns: 200 },
    )
  })
})

describe('valid ranges and required inputs (refused, never clamped)', () => {
  test('creatinine 0.1–60 mg/dL', () => {
    expect(run({ creatinine: 0.1 }).ok).toBe(true)
    expect(run({ creatinine: 60 }).ok).toBe(true)
    expect(refused({ creatinine: 0.09 })).toEqual(['creatinine'])
    expect(refused({ creatinine: 60.01 })).toEqual(['creatinine'])
  })

  test('bilirubin 0.1–100 mg/dL, the same range in µmol/L (1.71–1710)', () => {
    expect(run({ bilirubin: 0.1 }).ok).toBe(true)
    expect(run({ bilirubin: 80 }).ok).toBe(true)
    expect(run({ bilirubin: 100 }).ok).toBe(true)
    expect(refused({ bilirubin: 0.09 })).toEqual(['bilirubin'])
    expect(refused({ bilirubin: 100.01 })).toEqual(['bilirubin'])
    const si = { 'bilirubin.unit': 'µmol/L bilirubin' }
    expect(run({ ...si, bilirubin: 2 }).ok).toBe(true)
    expect(run({ ...si, bilirubin: 1710 }).ok).toBe(true)
    expect(refused({ ...si, bilirubin: 1.7 })).toEqual(['bilirubin'])
    expect(refused({ ...si, bilirubin: 1711 })).toEqual(['bilirubin'])
    expect(refused({ ...si, bilirubin: 25.5 })).toEqual([])
  })

  test('INR 0.5–20 at the precision given', () => {
    expect(run({ inr: 0.5 }).ok).toBe(true)
    expect(run({ inr: 20 }).ok).toBe(true)
    expect(refused({ inr: 0.49 })).toEqual(['inr'])
    expect(refused({ inr: 20.01 })).toEqual(['inr'])
    expect(refused({ inr: 1.234 })).toEqual([])
  })

  test('sodium 80–250 mmol/L (a sodium of 110 scores as 125)', () => {
    expect(run({ sodium: 80 }).ok).toBe(true)
    expect(run({ sodium: 250 }).ok).toBe(true)
    expect(outcome({ creatinine: 2, bilirubin: 4, inr: 2, sodium: 110 }).meld_na_score).toBe(outcome({ creatinine: 2, bilirubin: 4, inr: 2, sodium: 125 }).meld_na_score)
    expect(refused({ sodium: 79 })).toEqual(['sodium'])
    expect(refused({ sodium: 251 })).toEqual(['sodium'])
  })

  test('missing inputs are refused with each field named', () => {
    expect(bare.refused({})).toEqual(['bilirubin', 'creatinine', 'dialysis', 'inr', 'sodium'])
    expect(refused({ dialysis: 'maybe' })).toEqual(['dialysis'])
  })
})

describe('units', () => {
  test('creatinine µmol/L ↔ mg/dL through the shared converter (1 mg/dL = 88.4 µmol/L)', () => {
    expect(convertMeasure(1.0, 'mg/dL creatinine', 'µmol/L creatinine', 0)).toBe(88)
    expect(convertMeasure(354, 'µmol/L creatinine', 'mg/dL creatinine', 2)).toBe(4)
    expect(convertMeasure(4.0, 'mg/dL creatinine', 'µmol/L creatinine', 0)).toBe(354)
    const mg = convertMeasure(177, 'µmol/L creatinine', 'mg/dL creatinine', 2)!
    expect(mg).toBe(2)
    expect(outcome({ creatinine: mg, bilirubin: 4, inr: 2, sodium: 128 }).meld_na_score).toBe(30)
  })

  test('bilirubin: the same quantity in mg/dL or µmol/L (÷ 17.1) gives the same score', () => {
    for (const [umol, mg] of [
      [171, 10],
      [342, 20],
      [855, 50],
      [513, 30],
    ] as const) {
      const si = outcome({ bilirubin: umol, 'bilirubin.unit': 'µmol/L bilirubin' })
      expect(si.bilirubin_used as number).toBeCloseTo(mg, 10)
      expect(si).toEqual(outcome({ bilirubin: mg, 'bilirubin.unit': 'mg/dL bilirubin' }))
      expect(convertMeasure(mg, 'mg/dL bilirubin', 'µmol/L bilirubin', 0)).toBe(umol)
    }
  })

  test('one bilirubin field with the unit beside it; no separate unit question', () => {
    const state = evaluate()
    expect(state.fields.bilirubin!.hidden).toBe(false)
    expect(Object.keys(state.fields).filter((f) => f.startsWith('bilirubin_') && f !== 'bilirubin_used')).toEqual([])
    expect(tool.controls.bilirubin!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mg/dL bilirubin', 'µmol/L bilirubin'])
    expect(refused({ bilirubin: 68, 'bilirubin.unit': 'mmol/L' })).toEqual(['bilirubin'])
  })
})

describe('properties', () => {
  const inputs = fc.record({
    creatinine: fc.integer({ min: 10, max: 2500 }).map((c) => c / 100),
    bilirubin: fc.integer({ min: 10, max: 8000 }).map((b) => b / 100),
    inr: fc.integer({ min: 50, max: 2000 }).map((i) => i / 100),
    sodium: fc.integer({ min: 100, max: 180 }),
    dialysis: fc.boolean(),
  })

  test('every valid input gives whole-number scores 6–40, matching the independent implementation', () => {
    fc.assert(
      fc.property(inputs, (x) => {
        const o = outcome({ creatinine: x.creatinine, bilirubin: x.bilirubin, inr: x.inr, sodium: x.sodium, dialysis: x.dialysis ? 'yes' : 'no' })
        const ref = reference(x.creatinine, x.bilirubin, x.inr, x.sodium, x.dialysis)
        for (const key of ['meld_score', 'meld_na_score'] as const) {
          const v = o[key] as number
          expect(Number.isInteger(v) && v >= 6 && v <= 40).toBe(true)
        }
        expect(o.meld_initial).toBe(ref.meldI)
        expect(o.meld_score).toBe(ref.meld)
        expect(o.meld_na_score).toBe(ref.meldNa)
        // A sodium at or below 137 never lowers the score below MELD.
        expect(o.meld_na_score as number).toBeGreaterThanOrEqual(o.meld_score as number)
      }),
      { numRuns: 500 },
    )
  })
})
