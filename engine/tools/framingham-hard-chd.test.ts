import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition from './framingham-hard-chd.ts'

const { run, outcome, refused, expectRange } = toolHarness(definition, {
  base: { age: 55, sex: 'male', total_cholesterol: 250, hdl_cholesterol: 45, smoker: 'yes', systolic_bp: 146, bp_treated: 'no' },
})
const bare = toolHarness(definition)

/**
 * An independent re-typing of the NCEP ATP III charts ("Estimate of 10-Year Risk for Men / Women",
 * ATP III At-A-Glance, NIH Publication No. 01-3305, 2001; ATP III final report, Circulation 2002), written as
 * plain lookups, not as the definition's tables. Used to check the definition over every band.
 */
function chartPoints(p: { age: number; sex: 'male' | 'female'; tc: number; hdl: number; smoker: boolean; sbp: number; treated: boolean }) {
  const m = p.sex === 'male'
  const a = p.age
  const agePts = m
    ? a <= 34 ? -9 : a <= 39 ? -4 : a <= 44 ? 0 : a <= 49 ? 3 : a <= 54 ? 6 : a <= 59 ? 8 : a <= 64 ? 10 : a <= 69 ? 11 : a <= 74 ? 12 : 13
    : a <= 34 ? -7 : a <= 39 ? -3 : a <= 44 ? 0 : a <= 49 ? 3 : a <= 54 ? 6 : a <= 59 ? 8 : a <= 64 ? 10 : a <= 69 ? 12 : a <= 74 ? 14 : 16
  const decade = a <= 39 ? '20-39' : a <= 49 ? '40-49' : a <= 59 ? '50-59' : a <= 69 ? '60-69' : '70-79'
  const tcBand = p.tc < 160 ? '<160' : p.tc < 200 ? '160-199' : p.tc < 240 ? '200-239' : p.tc < 280 ? '240-279' : '>=280'
  const tcMen: Record<string, Record<string, number>> = {
    '<160': { '20-39': 0, '40-49': 0, '50-59': 0, '60-69': 0, '70-79': 0 },
    '160-199': { '20-39': 4, '40-49': 3, '50-59': 2, '60-69': 1, '70-79': 0 },
    '200-239': { '20-39': 7, '40-49': 5, '50-59': 3, '60-69': 1, '70-79': 0 },
    '240-279': { '20-39': 9, '40-49': 6, '50-59': 4, '60-69': 2, '70-79': 1 },
    '>=280': { '20-39': 11, '40-49': 8, '50-59': 5, '60-69': 3, '70-79': 1 },
  }
  const tcWomen: Record<string, Record<string, number>> = {
    '<160': { '20-39': 0, '40-49': 0, '50-59': 0, '60-69': 0, '70-79': 0 },
    '160-199': { '20-39': 4, '40-49': 3, '50-59': 2, '60-69': 1, '70-79': 1 },
    '200-239': { '20-39': 8, '40-49': 6, '50-59': 4, '60-69': 2, '70-79': 1 },
    '240-279': { '20-39': 11, '40-49': 8, '50-59': 5, '60-69': 3, '70-79': 2 },
    '>=280': { '20-39': 13, '40-49': 10, '50-59': 7, '60-69': 4, '70-79': 2 },
  }
  const smokeMen: Record<string, number> = { '20-39': 8, '40-49': 5, '50-59': 3, '60-69': 1, '70-79': 1 }
  const smokeWomen: Record<string, number> = { '20-39': 9, '40-49': 7, '50-59': 4, '60-69': 2, '70-79': 1 }
  const hdlPts = p.hdl >= 60 ? -1 : p.hdl >= 50 ? 0 : p.hdl >= 40 ? 1 : 2
  const sbpBand = p.sbp < 120 ? 0 : p.sbp < 130 ? 1 : p.sbp < 140 ? 2 : p.sbp < 160 ? 3 : 4
  const sbpMen = p.treated ? [0, 1, 2, 2, 3] : [0, 0, 1, 1, 2]
  const sbpWomen = p.treated ? [0, 3, 4, 5, 6] : [0, 1, 2, 3, 4]
  return (
    agePts +
    (m ? tcMen : tcWomen)[tcBand]![decade]! +
    (p.smoker ? (m ? smokeMen : smokeWomen)[decade]! : 0) +
    hdlPts +
    (m ? sbpMen : sbpWomen)[sbpBand]!
  )
}
function chartRisk(sex: 'male' | 'female', points: number): number | string {
  if (sex === 'male') {
    if (points < 0) return '< 1'
    if (points >= 17) return '≥ 30'
    return { 0: 1, 1: 1, 2: 1, 3: 1, 4: 1, 5: 2, 6: 2, 7: 3, 8: 4, 9: 5, 10: 6, 11: 8, 12: 10, 13: 12, 14: 16, 15: 20, 16: 25 }[points]!
  }
  if (points < 9) return '< 1'
  if (points >= 25) return '≥ 30'
  return { 9: 1, 10: 1, 11: 1, 12: 1, 13: 2, 14: 2, 15: 3, 16: 4, 17: 5, 18: 6, 19: 8, 20: 11, 21: 14, 22: 17, 23: 22, 24: 27 }[points]!
}

describe('Framingham/ATP III: hand-derived examples from the charts', () => {
  test.each([
    // [inputs, points, risk, category] — each total written out item by item.
    [{}, 17, '≥ 30', 'Above 20 %'], // man 55: age 8 + TC 240–279 (50s) 4 + smoker (50s) 3 + HDL 40–49 1 + SBP 140–159 untreated 1
    [{ age: 45, total_cholesterol: 180, hdl_cholesterol: 62, smoker: 'no', systolic_bp: 118 }, 5, 2, 'Below 10 %'], // 3 + 3 + 0 − 1 + 0
    [{ age: 30, total_cholesterol: 150, hdl_cholesterol: 65, smoker: 'no', systolic_bp: 110 }, -10, '< 1', 'Below 10 %'], // −9 + 0 + 0 − 1 + 0
    [{ age: 62, total_cholesterol: 210, hdl_cholesterol: 48, smoker: 'no', systolic_bp: 132, bp_treated: 'yes' }, 14, 16, '10–20 %'], // 10 + 1 + 0 + 1 + 2
    [{ age: 50, total_cholesterol: 230, hdl_cholesterol: 42, smoker: 'yes', systolic_bp: 125 }, 13, 12, '10–20 %'], // 6 + 3 + 3 + 1 + 0
    [{ sex: 'female', age: 60, total_cholesterol: 220, hdl_cholesterol: 55, smoker: 'no', systolic_bp: 135, bp_treated: 'yes' }, 16, 4, 'Below 10 %'], // 10 + 2 + 0 + 0 + 4
    [{ sex: 'female', age: 72, total_cholesterol: 290, hdl_cholesterol: 35, smoker: 'yes', systolic_bp: 170, bp_treated: 'yes' }, 25, '≥ 30', 'Above 20 %'], // 14 + 2 + 1 + 2 + 6
    [{ sex: 'female', age: 68, total_cholesterol: 260, hdl_cholesterol: 38, smoker: 'yes', systolic_bp: 150 }, 22, 17, '10–20 %'], // 12 + 3 + 2 + 2 + 3
    [{ sex: 'female', age: 42, total_cholesterol: 190, hdl_cholesterol: 58, smoker: 'no', systolic_bp: 118 }, 3, '< 1', 'Below 10 %'], // 0 + 3 + 0 + 0 + 0
  ] as const)('%o → %s points, %s %%, %s', (inputs, points, risk, category) => {
    const o = outcome(inputs)
    expect(o.framingham_points).toBe(points)
    expect(o.framingham_10y_risk).toBe(risk)
    expect(o.risk_category).toBe(category)
  })

  test('category edges: men 11 → 8 % (below 10), 12 → 10 %, 15 → 20 % (10–20), 16 → 25 % (above 20)', () => {
    // Man 60 (10 points), non-smoker, TC < 160 (0), HDL 50–59 (0); add SBP/HDL points to reach each total.
    const man = (hdl: number, sbp: number, treated: string) => outcome({ age: 60, total_cholesterol: 150, smoker: 'no', hdl_cholesterol: hdl, systolic_bp: sbp, bp_treated: treated })
    expect([man(45, 110, 'no').framingham_points, man(45, 110, 'no').framingham_10y_risk, man(45, 110, 'no').risk_category]).toEqual([11, 8, 'Below 10 %'])
    expect([man(35, 110, 'no').framingham_points, man(35, 110, 'no').framingham_10y_risk, man(35, 110, 'no').risk_category]).toEqual([12, 10, '10–20 %'])
    expect([man(35, 170, 'no').framingham_points, man(35, 170, 'no').framingham_10y_risk]).toEqual([14, 16])
    expect([man(35, 165, 'yes').framingham_points, man(35, 165, 'yes').framingham_10y_risk, man(35, 165, 'yes').risk_category]).toEqual([15, 20, '10–20 %'])
    const m16 = outcome({ age: 65, total_cholesterol: 150, smoker: 'no', hdl_cholesterol: 35, systolic_bp: 165, bp_treated: 'yes' })
    expect([m16.framingham_points, m16.framingham_10y_risk, m16.risk_category]).toEqual([16, 25, 'Above 20 %'])
  })

  test('category edges: women 19 → 8 %, 20 → 11 %, 22 → 17 %, 23 → 22 %', () => {
    // Woman 70 (14), TC 200–239 at 70s (1), non-smoker, HDL and SBP vary.
    const woman = (hdl: number, sbp: number, treated: string) => outcome({ sex: 'female', age: 70, total_cholesterol: 220, smoker: 'no', hdl_cholesterol: hdl, systolic_bp: sbp, bp_treated: treated })
    const pick = (o: Record<string, unknown>) => [o.framingham_points, o.framingham_10y_risk, o.risk_category]
    expect(pick(woman(45, 150, 'no'))).toEqual([19, 8, 'Below 10 %']) // 14 + 1 + 1 + 3
    expect(pick(woman(45, 165, 'no'))).toEqual([20, 11, '10–20 %']) // 14 + 1 + 1 + 4
    expect(pick(woman(35, 150, 'yes'))).toEqual([22, 17, '10–20 %']) // 14 + 1 + 2 + 5
    expect(pick(woman(35, 165, 'yes'))).toEqual([23, 22, 'Above 20 %']) // 14 + 1 + 2 + 6
  })
})

describe('Framingham/ATP III: every chart band against an independent transcription', () => {
  // Representatives of each band, including both edges.
  const ages = [20, 34, 35, 39, 40, 44, 45, 49, 50, 54, 55, 59, 60, 64, 65, 69, 70, 74, 75, 79]
  const tcs = [80, 159, 160, 199, 200, 239, 240, 279, 280, 500]
  const hdls = [10, 39, 40, 49, 50, 59, 60, 150]
  const sbps = [80, 119, 120, 129, 130, 139, 140, 159, 160, 260]
  test('all combinations of age, cholesterol, smoking, sex and treatment (HDL and SBP sampled)', () => {
    let checked = 0
    for (const sex of ['male', 'female'] as const) {
      for (const age of ages) {
        for (const tc of tcs) {
          for (const smoker of [true, false]) {
            for (const treated of [true, false]) {
              const hdl = hdls[(age + tc) % hdls.length]!
              const sbp = sbps[(age * 3 + tc) % sbps.length]!
              const o = outcome({ sex, age, total_cholesterol: tc, hdl_cholesterol: Math.min(hdl, tc - 1), smoker: smoker ? 'yes' : 'no', systolic_bp: sbp, bp_treated: treated ? 'yes' : 'no' })
              const points = chartPoints({ age, sex, tc, hdl: Math.min(hdl, tc - 1), smoker, sbp, treated })
              expect(o.framingham_points).toBe(points)
              expect(o.framingham_10y_risk).toBe(chartRisk(sex, points))
              checked++
            }
          }
        }
      }
    }
    expect(checked).toBe(2 * 20 * 10 * 2 * 2)
  })

  test('every HDL and SBP band for both sexes and treatment states', () => {
    for (const sex of ['male', 'female'] as const) {
      for (const hdl of hdls) {
        for (const sbp of sbps) {
          for (const treated of [true, false]) {
            const o = outcome({ sex, age: 52, total_cholesterol: 300, hdl_cholesterol: hdl, smoker: 'no', systolic_bp: sbp, bp_treated: treated ? 'yes' : 'no' })
            expect(o.framingham_points).toBe(chartPoints({ age: 52, sex, tc: 300, hdl, smoker: false, sbp, treated }))
          }
        }
      }
    }
  })
})

describe('Framingham/ATP III: units', () => {
  test('cholesterol in mmol/L converts to mg/dL (× 38.67) and back; bands use the converted value without rounding', () => {
    expect(convertMeasure(4.14, 'mmol/L cholesterol', 'mg/dL cholesterol', 2)).toBe(160.09)
    expect(convertMeasure(4.13, 'mmol/L cholesterol', 'mg/dL cholesterol', 2)).toBe(159.71)
    expect(convertMeasure(160, 'mg/dL cholesterol', 'mmol/L cholesterol', 2)).toBe(4.14)
    // Man 45: TC 4.14 mmol/L is in 160–199 (3 points), 4.13 mmol/L below 160 (0 points).
    const at = (mmol: number) =>
      outcome({ age: 45, smoker: 'no', hdl_cholesterol: 55, systolic_bp: 110, total_cholesterol: convertMeasure(mmol, 'mmol/L cholesterol', 'mg/dL cholesterol', 2) }).cholesterol_points
    expect(at(4.14)).toBe(3)
    expect(at(4.13)).toBe(0)
  })

  test('the stated mmol/L ranges (TC 2.07–12.93, HDL 0.26–3.87) convert inside the mg/dL ranges; one step further is refused', () => {
    const mg = (mmol: number) => convertMeasure(mmol, 'mmol/L cholesterol', 'mg/dL cholesterol', 2)
    expect(run({ total_cholesterol: mg(2.07), hdl_cholesterol: 40 }).ok).toBe(true)
    expect(run({ total_cholesterol: mg(12.93) }).ok).toBe(true)
    expect(refused({ total_cholesterol: mg(2.06), hdl_cholesterol: 40 })).toEqual(['total_cholesterol'])
    expect(refused({ total_cholesterol: mg(12.94) })).toEqual(['total_cholesterol'])
    expect(run({ hdl_cholesterol: mg(0.26) }).ok).toBe(true)
    expect(run({ hdl_cholesterol: mg(3.87), total_cholesterol: 300 }).ok).toBe(true)
    expect(refused({ hdl_cholesterol: mg(0.25) })).toEqual(['hdl_cholesterol'])
    expect(refused({ hdl_cholesterol: mg(3.88), total_cholesterol: 300 })).toEqual(['hdl_cholesterol'])
  })

  test('HDL 1.55 mmol/L (59.94 mg/dL) scores 0; 1.56 mmol/L (60.33 mg/dL) scores −1', () => {
    const hdl = (mmol: number) => outcome({ hdl_cholesterol: convertMeasure(mmol, 'mmol/L cholesterol', 'mg/dL cholesterol', 2) }).hdl_points
    expect(hdl(1.55)).toBe(0)
    expect(hdl(1.56)).toBe(-1)
  })
})

describe('Framingham/ATP III: refusals', () => {
  test.each([
    ['age', 20, 79],
    ['systolic_bp', 20, 300],
  ] as const)('%s: %s and %s accepted, one step outside refused', (field, min, max) => {
    expectRange(field, min, max, min - 1, max + 1)
  })

  test('cholesterol: 80–500 and HDL 10–150 mg/dL accepted; outside refused', () => {
    expect(run({ total_cholesterol: 80, hdl_cholesterol: 40 }).ok).toBe(true)
    expect(run({ total_cholesterol: 500 }).ok).toBe(true)
    expect(refused({ total_cholesterol: 79 })).toEqual(['total_cholesterol'])
    expect(refused({ total_cholesterol: 501 })).toEqual(['total_cholesterol'])
    expect(run({ hdl_cholesterol: 10 }).ok).toBe(true)
    expect(run({ hdl_cholesterol: 150, total_cholesterol: 250 }).ok).toBe(true)
    expect(refused({ hdl_cholesterol: 9 })).toEqual(['hdl_cholesterol'])
    expect(refused({ hdl_cholesterol: 151, total_cholesterol: 300 })).toEqual(['hdl_cholesterol'])
  })

  test('HDL at or above total cholesterol is refused on the HDL field', () => {
    expect(refused({ total_cholesterol: 100, hdl_cholesterol: 100 })).toEqual(['hdl_cholesterol'])
  })

  test('age outside the charts is refused with the reason; missing inputs are refused with every field named', () => {
    expect(refused({ age: 55.5 })).toEqual([])
    const old = run({ age: 85 })
    expect(old.ok ? [] : old.errors.age).toEqual([{ type: 'error', kind: 'max', bound: 79, reason: expect.stringMatching(/point charts/) }])
    expect(bare.refused({})).toEqual(['age', 'bp_treated', 'hdl_cholesterol', 'sex', 'smoker', 'systolic_bp', 'total_cholesterol'])
  })
})

describe('properties', () => {
  test('every valid input gives a whole point total in the chart range and the chart risk', () => {
    const inputs = fc.record({
      sex: fc.constantFrom<'male' | 'female'>('male', 'female'),
      age: fc.integer({ min: 20, max: 79 }),
      tc: fc.integer({ min: 80, max: 500 }),
      hdl: fc.integer({ min: 10, max: 150 }),
      smoker: fc.boolean(),
      sbp: fc.integer({ min: 80, max: 260 }),
      treated: fc.boolean(),
    })
    fc.assert(
      fc.property(inputs, (i) => {
        fc.pre(i.hdl < i.tc)
        const o = outcome({ sex: i.sex, age: i.age, total_cholesterol: i.tc, hdl_cholesterol: i.hdl, smoker: i.smoker ? 'yes' : 'no', systolic_bp: i.sbp, bp_treated: i.treated ? 'yes' : 'no' })
        const p = o.framingham_points as number
        expect(Number.isInteger(p)).toBe(true)
        if (i.sex === 'male') {
          expect(p).toBeGreaterThanOrEqual(-10)
          expect(p).toBeLessThanOrEqual(27)
        } else {
          expect(p).toBeGreaterThanOrEqual(-8)
          expect(p).toBeLessThanOrEqual(29)
        }
        expect(p).toBe(chartPoints({ ...i }))
        expect(o.framingham_10y_risk).toBe(chartRisk(i.sex, p))
        expect(['Below 10 %', '10–20 %', 'Above 20 %']).toContain(o.risk_category)
      }),
      { numRuns: 500 },
    )
  })
})
