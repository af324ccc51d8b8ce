import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition from './kfre.ts'

const base = { age: 60, sex: 'male', egfr: 30, uacr: 300, region: 'north_america' }
const { run, outcome, refused, expectRange, expectEachRequired } = toolHarness(definition, { base })

/** The 4-variable KFRE written out independently (Tangri 2011 coefficients; Tangri 2016 baseline survivals). */
function kfre(age: number, male: boolean, egfr: number, uacrMgG: number, s0: number) {
  const lp = -0.2201 * (age / 10 - 7.036) + 0.2467 * ((male ? 1 : 0) - 0.5642) - 0.5567 * (egfr / 5 - 7.222) + 0.451 * (Math.log(uacrMgG) - 5.137)
  return (1 - s0 ** Math.exp(lp)) * 100
}

describe('hand calculation', () => {
  test('man, 60 y, eGFR 30, UACR 300 mg/g, North America: 8.63 % at 2 years, 24.56 % at 5 years', () => {
    // lp = −0.2201 × (6 − 7.036) + 0.2467 × (1 − 0.5642) − 0.5567 × (6 − 7.222) + 0.4510 × (ln 300 − 5.137)
    //    = 0.228024 + 0.107511 + 0.680287 + 0.255582 = 1.271404; exp(lp) = 3.565
    const lp = 0.2280236 + 0.10751186 + 0.68028740 + 0.451 * (Math.log(300) - 5.137)
    expect(lp).toBeCloseTo(1.2714, 4)
    const o = outcome({})
    expect(o.kfre_4var_2y as number).toBeCloseTo((1 - 0.975 ** Math.exp(lp)) * 100, 9)
    expect(o.kfre_4var_5y as number).toBeCloseTo((1 - 0.924 ** Math.exp(lp)) * 100, 9)
    expect(o.kfre_4var_2y as number).toBeCloseTo(8.6327, 4)
    expect(o.kfre_4var_5y as number).toBeCloseTo(24.5626, 4)
    expect(o.calibration).toBe('North America')
  })

  test('outside North America uses 0.9832 (2 years) and 0.9365 (5 years)', () => {
    const o = outcome({ region: 'other' })
    expect(o.kfre_4var_2y as number).toBeCloseTo(kfre(60, true, 30, 300, 0.9832), 9)
    expect(o.kfre_4var_5y as number).toBeCloseTo(kfre(60, true, 30, 300, 0.9365), 9)
    expect(o.calibration).toBe('outside North America')
  })

  test('women: the sex term is −0.2467 × 0.5642', () => {
    expect(outcome({ sex: 'female' }).kfre_4var_5y as number).toBeCloseTo(kfre(60, false, 30, 300, 0.924), 9)
  })

  test('risk rises with UACR, falls with eGFR and with age', () => {
    const r = (i: Record<string, unknown>) => outcome(i).kfre_4var_5y as number
    expect(r({ uacr: 600 })).toBeGreaterThan(r({}))
    expect(r({ egfr: 40 })).toBeLessThan(r({}))
    expect(r({ age: 80 })).toBeLessThan(r({}))
  })
})

describe('interpretation: KDIGO 2024 referral range 3–5 % at 5 years, on the displayed risk', () => {
  // The displayed 5-year risk at each eGFR from 59.00 downwards, computed once as far as needed.
  const sweep: [number, number][] = []
  const find = (target: (v: number) => boolean) => {
    const seen = sweep.find(([, v]) => target(v))
    if (seen) return seen[0]
    for (let e = 5900 - sweep.length; e >= 1000; e--) {
      const v = Math.round((outcome({ age: 70, sex: 'female', egfr: e / 100, uacr: 300 }).kfre_4var_5y as number) * 10) / 10
      sweep.push([e / 100, v])
      if (target(v)) return e / 100
    }
    throw new Error('not found')
  }
  test('below 3 %, 3–5 %, above 5 %', () => {
    const o = (e: number) => outcome({ age: 70, sex: 'female', egfr: e, uacr: 300 })
    expect(o(find((v) => v === 2.9)).interpretation).toMatch(/^The 5-year risk is below 3 %/)
    expect(o(find((v) => v === 3.0)).interpretation).toMatch(/^The 5-year risk is within 3–5 %/)
    expect(o(find((v) => v === 5.0)).interpretation).toMatch(/^The 5-year risk is within 3–5 %/)
    expect(o(find((v) => v === 5.1)).interpretation).toMatch(/^The 5-year risk is above 5 %/)
  })
})

describe('ranges, units and required fields', () => {
  test('eGFR 10–59 accepted; 9.9 and 60 refused with the reason (CKD G3–G5)', () => {
    expectRange('egfr', 10, 59, 9.9, 60)
    const r = run({ egfr: 60 })
    expect(r.ok ? [] : r.errors.egfr).toEqual([{ type: 'error', kind: 'max', bound: 59, reason: expect.stringMatching(/G3–G5/) }])
    expect(run({ egfr: 32.5 }).ok).toBe(true)
  })

  test('UACR 0.1–25,000 mg/g', () => {
    expectRange('uacr', 0.1, 25000, 0.09, 25001)
  })

  test('age 18–120 (a 93-year-old is computed)', () => {
    expectRange('age', 18, 120, 17, 121)
    expect(outcome({ age: 93 }).kfre_4var_2y as number).toBeCloseTo(kfre(93, true, 30, 300, 0.975), 9)
  })

  test('UACR in mg/mmol converts with 8.84 mg/g per mg/mmol', () => {
    expect(convertMeasure(33.94, 'mg/mmol UACR', 'mg/g UACR', 1)).toBe(300)
    expect(convertMeasure(300, 'mg/g UACR', 'mg/mmol UACR', 2)).toBe(33.94)
    expect(outcome({ uacr: 33.94 * 8.84 }).kfre_4var_2y as number).toBeCloseTo(kfre(60, true, 30, 300.0296, 0.975), 6)
  })

  test('each input is required', () => {
    expectEachRequired(['age', 'sex', 'egfr', 'uacr', 'region'])
    expect(refused({ region: 'europe' })).toEqual(['region'])
  })
})

describe('8-variable equation', () => {
  const eight = { model: 'eight', calcium: 9, phosphate: 4.5, bicarbonate: 22, albumin: 3.5 }
  /** The 8-variable KFRE written out independently; albumin g/dL, phosphate mg/dL, bicarbonate mmol/L, calcium mg/dL. */
  function kfre8(age: number, male: boolean, egfr: number, uacrMgG: number, albumin: number, phosphate: number, bicarbonate: number, calcium: number, s0: number) {
    const lp =
      -0.1992 * (age / 10 - 7.036) +
      0.1602 * ((male ? 1 : 0) - 0.5642) -
      0.4919 * (egfr / 5 - 7.222) +
      0.3364 * (Math.log(uacrMgG) - 5.137) -
      0.3441 * (albumin - 3.997) +
      0.2604 * (phosphate - 3.916) -
      0.07354 * (bicarbonate - 25.57) -
      0.2228 * (calcium - 9.355)
    return (1 - s0 ** Math.exp(lp)) * 100
  }

  test('the written-out coefficients reproduce the published output of the kfre implementation (with its non-North American survivals, not offered here)', () => {
    // kfre documentation, validation page, first patient (eGFR 9.148 is below this tool's range,
    // so this checks the equation, not the tool): 8-variable 0.5811 at 2 years, 0.9800 at 5 years.
    expect(kfre8(61, true, 9.148234, 10, 2.6, 4, 16, 6, 0.9827) / 100).toBeCloseTo(0.5811, 4)
    expect(kfre8(61, true, 9.148234, 10, 2.6, 4, 16, 6, 0.9245) / 100).toBeCloseTo(0.98, 4)
  })

  test('man, 60 y, North America: 11.82 % at 2 years, 33.62 % at 5 years', () => {
    // lp = −0.1992 × (6 − 7.036) + 0.1602 × 0.4358 − 0.4919 × (6 − 7.222) + 0.3364 × (ln 300 − 5.137)
    //      − 0.3441 × (3.5 − 3.997) + 0.2604 × (4.5 − 3.916) − 0.07354 × (22 − 25.57) − 0.2228 × (9 − 9.355) = 1.732677
    const lp = 0.2063712 + 0.06981516 + 0.6011018 + 0.3364 * (Math.log(300) - 5.137) + 0.1710177 + 0.1520736 + 0.2625378 + 0.079094
    expect(lp).toBeCloseTo(1.732677, 5)
    const o = outcome(eight)
    expect(o.kfre_8var_2y as number).toBeCloseTo((1 - 0.978 ** Math.exp(lp)) * 100, 4)
    expect(o.kfre_8var_5y as number).toBeCloseTo((1 - 0.9301 ** Math.exp(lp)) * 100, 4)
    expect(o.kfre_8var_2y as number).toBeCloseTo(11.8223, 4)
    expect(o.kfre_8var_5y as number).toBeCloseTo(33.624, 4)
    expect(o.equation).toBe('8-variable')
    expect(o.kfre_4var_2y).toBeUndefined()
    expect(o.kfre_4var_5y).toBeUndefined()
  })

  test('outside North America it is refused, naming the 4-variable equation (its recalibration there is unconfirmed)', () => {
    const r = run({ ...eight, region: 'other' })
    expect(r.ok).toBe(false)
    expect(r.ok ? [] : r.errors.region).toEqual([expect.objectContaining({ type: 'error', message: expect.stringMatching(/^Outside North America, use the 4-variable equation/) })])
    expect(run({ ...eight, model: 'four', region: 'other' }).ok).toBe(true)
  })

  test('women, and the direction of each laboratory term', () => {
    const r = (i: Record<string, unknown>) => outcome({ ...eight, ...i }).kfre_8var_5y as number
    expect(r({ sex: 'female' })).toBeCloseTo(kfre8(60, false, 30, 300, 3.5, 4.5, 22, 9, 0.9301), 9)
    expect(r({ albumin: 3 })).toBeGreaterThan(r({}))
    expect(r({ phosphate: 6 })).toBeGreaterThan(r({}))
    expect(r({ bicarbonate: 16 })).toBeGreaterThan(r({}))
    expect(r({ calcium: 8 })).toBeGreaterThan(r({}))
  })

  test('the 4-variable equation is the default, its fields hidden and not required', () => {
    const o = outcome({})
    expect(o.equation).toBe('4-variable')
    expect(o.kfre_8var_2y).toBeUndefined()
    expect(run({ calcium: undefined, phosphate: undefined }).ok).toBe(true)
    const hidden = Object.values(toolHarness(definition).evaluate(base).fields).filter((f) => f.hidden).map((f) => f.name)
    expect(hidden).toEqual(expect.arrayContaining(['calcium', 'phosphate', 'bicarbonate', 'albumin', 'risk8_2y', 'risk8_5y']))
  })

  test('each laboratory value is required for 8 variables', () => {
    for (const field of ['calcium', 'phosphate', 'bicarbonate', 'albumin']) expect(refused({ ...eight, [field]: undefined })).toEqual([field])
  })

  test('ranges: calcium 2–20 mg/dL, phosphate 0.1–30 mg/dL, bicarbonate 1–60 mmol/L, albumin 0.5–7 g/dL, refused with the range', () => {
    expectRange('calcium', 2, 20, 1.9, 20.1, eight)
    expectRange('phosphate', 0.1, 30, 0.09, 30.1, eight)
    expectRange('bicarbonate', 1, 60, 0.9, 61, eight)
    expectRange('albumin', 0.5, 7, 0.4, 7.1, eight)
    const r = run({ ...eight, calcium: 25 })
    expect(r.ok ? [] : r.errors.calcium).toEqual([{ type: 'error', kind: 'max', bound: 20, reason: expect.stringContaining('2–20 mg/dL (0.50–4.99 mmol/L)') }])
  })

  test('SI units convert exactly: calcium × 4.008, phosphate × 3.0974, albumin ÷ 10 (g/L)', () => {
    expect(convertMeasure(2.25, 'mmol/L calcium', 'mg/dL calcium', 2)).toBe(9.02)
    expect(convertMeasure(1.45, 'mmol/L phosphate', 'mg/dL phosphate', 2)).toBe(4.49)
    expect(convertMeasure(35, 'g/L albumin', 'g/dL albumin', 1)).toBe(3.5)
    const si = { ...eight, calcium: 2.25, 'calcium.unit': 'mmol/L calcium', phosphate: 1.45, 'phosphate.unit': 'mmol/L phosphate', albumin: 35, 'albumin.unit': 'g/L albumin' }
    const o = outcome(si)
    expect(o.kfre_8var_2y as number).toBeCloseTo(kfre8(60, true, 30, 300, 3.5, 1.45 * 3.0974, 22, 2.25 * 4.008, 0.978), 9)
    // The SI limits convert into the mg/dL range: 0.50 and 4.99 mmol/L of calcium are accepted, 5.0 refused.
    expect(run({ ...si, calcium: 0.5 }).ok).toBe(true)
    expect(run({ ...si, calcium: 4.99 }).ok).toBe(true)
    expect(refused({ ...si, calcium: 5 })).toEqual(['calcium'])
    expect(run({ ...si, phosphate: 0.04 }).ok).toBe(true)
    expect(run({ ...si, phosphate: 9.68 }).ok).toBe(true)
    expect(refused({ ...si, phosphate: 9.69 })).toEqual(['phosphate'])
  })

  test('interpretation and chart note follow the 8-variable 5-year risk', () => {
    const o = outcome(eight)
    expect(o.interpretation).toMatch(/^The 5-year risk is above 5 %/)
    expect(o.risk_text).toBe('11.8 % at 2 years and 33.6 % at 5 years')
    expect(outcome({}).risk_text).toBe('8.6 % at 2 years and 24.6 % at 5 years')
  })
})
