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
  const find = (target: (v: number) => boolean) => {
    for (let e = 5900; e >= 1000; e--) {
      const v = Math.round((outcome({ age: 70, sex: 'female', egfr: e / 100, uacr: 300 }).kfre_4var_5y as number) * 10) / 10
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
