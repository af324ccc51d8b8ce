import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import curb65 from './curb-65.ts'

// Lim WS et al., Thorax 2003;58:377–382: one point each for new confusion, urea > 7 mmol/L,
// respiratory rate ≥ 30/min, systolic < 90 or diastolic ≤ 60 mmHg, age ≥ 65. Severity groups with
// their published 30-day mortality: 0–1 → 1.5 %, 2 → 9.2 %, 3–5 → 22 %.
const base: Record<string, unknown> = {
  confusion: 'no',
  urea: 5,
  resp_rate: 18,
  systolic_bp: 130,
  diastolic_bp: 80,
  age: 40,
}
const { tool, run, outcome, refused, expectRange } = toolHarness(curb65, { base })
const bare = toolHarness(curb65)
const score = (inputs: Record<string, unknown>) => outcome(inputs).curb65_score

describe('CURB-65', () => {
  test('each criterion scores 1 at its published threshold, and not just below it', () => {
    expect(score({})).toBe(0)
    expect(score({ confusion: 'yes' })).toBe(1)
    expect(score({ urea: 7 })).toBe(0)
    expect(score({ urea: 7.1 })).toBe(1)
    expect(score({ resp_rate: 29 })).toBe(0)
    expect(score({ resp_rate: 30 })).toBe(1)
    expect(score({ systolic_bp: 90 })).toBe(0)
    expect(score({ systolic_bp: 89 })).toBe(1)
    expect(score({ diastolic_bp: 61 })).toBe(0)
    expect(score({ diastolic_bp: 60 })).toBe(1)
    expect(score({ age: 64 })).toBe(0)
    expect(score({ age: 65 })).toBe(1)
  })

  test('low systolic and low diastolic together still score 1 (one blood-pressure item)', () => {
    expect(score({ systolic_bp: 85, diastolic_bp: 50 })).toBe(1)
  })

  test('published severity groups and mortality: 0–1 → 1.5 %, 2 → 9.2 %, 3–5 → 22 %', () => {
    const profiles: [Record<string, unknown>, number, number, RegExp][] = [
      [{}, 0, 1.5, /^Low severity/],
      [{ age: 65 }, 1, 1.5, /^Low severity/],
      [{ age: 65, confusion: 'yes' }, 2, 9.2, /^Moderate severity/],
      [{ age: 65, confusion: 'yes', resp_rate: 30 }, 3, 22, /^High severity/],
      [{ age: 65, confusion: 'yes', resp_rate: 30, urea: 9 }, 4, 22, /^High severity/],
      [{ age: 65, confusion: 'yes', resp_rate: 30, urea: 9, systolic_bp: 80, diastolic_bp: 40 }, 5, 22, /^High severity/],
    ]
    for (const [inputs, s, m, sev] of profiles) {
      const o = outcome(inputs)
      expect(o.curb65_score).toBe(s)
      expect(o.curb65_mortality).toBe(m)
      expect(String(o.curb65_severity)).toMatch(sev)
    }
  })

  test('management bands: home, hospital-based care, severe with critical care for 4–5', () => {
    expect(String(outcome({}).interpretation)).toMatch(/^Low severity: usually suitable for treatment at home/)
    expect(String(outcome({ age: 65, confusion: 'yes' }).interpretation)).toMatch(/^Moderate severity/)
    const three = String(outcome({ age: 65, confusion: 'yes', resp_rate: 30 }).interpretation)
    expect(three).toMatch(/^High severity/)
    expect(three).toMatch(/consider critical care review/)
    expect(String(outcome({ age: 65, confusion: 'yes', resp_rate: 30, urea: 9 }).interpretation)).toMatch(/urgent critical care assessment/)
  })

  describe('urea units: mmol/L (urea) or mg/dL (BUN), the unit beside the value', () => {
    const bun = (v: number) => ({ urea: v, 'urea.unit': 'mg/dL BUN' })

    test('the same cut-off in both units: urea 7 = BUN 19.6 does not count; urea 7.1 / BUN 19.7 does', () => {
      // BUN (mg/dL) = urea (mmol/L) × 2.8: 7 × 2.8 = 19.6.
      expect(7 * 2.8).toBeCloseTo(19.6, 10)
      expect(score(bun(19.6))).toBe(0)
      expect(score(bun(19.7))).toBe(1)
      expect(score(bun(19))).toBe(0)
      expect(score(bun(20))).toBe(1)
    })

    test('the same quantity in either unit gives the same result (urea × 2.8 = BUN)', () => {
      for (const urea of [0.3, 3, 6.9, 7, 7.2, 10, 25, 100]) {
        expect(outcome(bun(urea * 2.8)), `${urea} mmol/L`).toEqual(outcome({ urea, 'urea.unit': 'mmol/L urea' }))
      }
    })

    test('one urea field with the units of the shared unit control; no separate unit question', () => {
      expect(tool.controls.urea!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmol/L urea', 'mg/dL BUN'])
      expect(Object.keys(tool.controls).filter((f) => /^(urea_|bun_)/.test(f))).toEqual([])
      expect(refused({ urea: 20, 'urea.unit': 'mg/dL' })).toEqual(['urea'])
      expect(refused({ urea: undefined })).toEqual(['urea'])
    })
  })

  test('SBP 30 (below 90) and diastolic 15 (60 or less) score the blood pressure point once', () => {
    expect(score({ systolic_bp: 30, diastolic_bp: 15 })).toBe(Number(score({})) + 1)
  })

  describe('valid ranges: edges accepted, beyond refused with the field named', () => {
    const edges: [string, number, number, number][] = [
      ['urea', 0.3, 100, 0.1],
      ['resp_rate', 0, 100, 1],
      ['systolic_bp', 20, 300, 1],
      ['age', 18, 120, 1],
    ]
    test.each(edges)('%s from %d to %d', (field, min, max, step) => {
      const extra = field === 'systolic_bp' ? { diastolic_bp: 10 } : {}
      expectRange(field, min, max, Math.round((min - step) * 10) / 10, Math.round((max + step) * 10) / 10, extra)
    })

    test('BUN 1–280 mg/dL', () => {
      const bun = { 'urea.unit': 'mg/dL BUN' }
      expect(run({ ...bun, urea: 1 }).ok).toBe(true)
      expect(run({ ...bun, urea: 280 }).ok).toBe(true)
      expect(refused({ ...bun, urea: 0.8 })).toEqual(['urea'])
      expect(refused({ ...bun, urea: 280.1 })).toEqual(['urea'])
    })

    test('diastolic 0–200 and below the systolic', () => {
      expect(run({ diastolic_bp: 0 }).ok).toBe(true)
      expect(run({ systolic_bp: 250, diastolic_bp: 200 }).ok).toBe(true)
      expect(refused({ diastolic_bp: -1 })).toEqual(['diastolic_bp'])
      expect(refused({ systolic_bp: 250, diastolic_bp: 201 })).toEqual(['diastolic_bp'])
      const r = run({ systolic_bp: 100, diastolic_bp: 100 })
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.errors.diastolic_bp?.[0]?.kind).toBe('rule')
    })

    test('missing answers are refused with each field named', () => {
      expect(bare.refused()).toEqual(['age', 'confusion', 'diastolic_bp', 'resp_rate', 'systolic_bp', 'urea'])
      expect(refused({ confusion: 'maybe' })).toEqual(['confusion'])
    })
  })

  test('property: valid inputs give an integer 0–5 equal to the hand count, with the matching group', () => {
    const inputs = fc
      .record({
        confusion: fc.constantFrom('yes', 'no'),
        mmol: fc.boolean(),
        urea10: fc.integer({ min: 5, max: 1000 }),
        resp_rate: fc.integer({ min: 2, max: 80 }),
        systolic_bp: fc.integer({ min: 41, max: 300 }),
        dia: fc.integer({ min: 20, max: 200 }),
        age: fc.integer({ min: 18, max: 120 }),
      })
      .map((i) => ({ ...i, diastolic_bp: Math.min(i.dia, i.systolic_bp - 1) }))
    fc.assert(
      fc.property(inputs, (i) => {
        const urea = i.urea10 / 10
        const bun = Math.round(urea * 28) / 10
        const o = outcome({
          confusion: i.confusion,
          urea: i.mmol ? urea : Math.max(1, bun),
          'urea.unit': i.mmol ? 'mmol/L urea' : 'mg/dL BUN',
          resp_rate: i.resp_rate,
          systolic_bp: i.systolic_bp,
          diastolic_bp: i.diastolic_bp,
          age: i.age,
        })
        const ureaPoint = i.mmol ? urea > 7 : Math.max(1, bun) > 19.6
        const expected =
          Number(i.confusion === 'yes') + Number(ureaPoint) + Number(i.resp_rate >= 30) + Number(i.systolic_bp < 90 || i.diastolic_bp <= 60) + Number(i.age >= 65)
        const s = o.curb65_score as number
        expect(s).toBe(expected)
        expect(Number.isInteger(s) && s >= 0 && s <= 5).toBe(true)
        expect(o.curb65_mortality).toBe(s <= 1 ? 1.5 : s === 2 ? 9.2 : 22)
      }),
    )
  })
})
