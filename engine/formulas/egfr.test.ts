import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CKD_EPI_2009,
  CKD_EPI_2021,
  CREATININE_UMOL_PER_MGDL,
  EGFR_DISPLAY,
  EGFR_RANGES,
  creatinineMgDlToUmol,
  creatinineUmolToMgDl,
  egfrCkdEpi2009,
  egfrCkdEpi2021,
} from './egfr.ts'
import { formatNumber, roundWhole } from './rounding.ts'

/*
 * Hand calculations. Notation: r = Scr / κ; "min term" = min(r,1)^α;
 * "max term" = max(r,1)^β; a^b is computed as exp(b × ln a).
 * ln 0.993 = −0.0070246 and ln 0.9938 = −0.0062193.
 */

describe('egfrCkdEpi2009 (spec §9 / Levey 2009)', () => {
  it('uses the constants spec §9 lists', () => {
    expect(CKD_EPI_2009).toMatchObject({
      multiplier: 141,
      kappa: { female: 0.7, male: 0.9 },
      alpha: { female: -0.329, male: -0.411 },
      beta: -1.209,
      ageBase: 0.993,
      femaleFactor: 1.018,
      africanAmericanFactor: 1.159,
    })
  })

  it('female, Scr below κ: 50 y, 0.6 mg/dL → 106.28', () => {
    // r = 0.6/0.7 = 0.857143; ln r = −0.154151
    // min term = exp(−0.329 × −0.154151) = exp(0.050716) = 1.052024; max term = 1
    // age term = exp(50 × −0.0070246) = exp(−0.351229) = 0.703821
    // 141 × 1.052024 × 0.703821 × 1.018 = 106.2808
    const v = egfrCkdEpi2009({ creatinineMgDl: 0.6, age: 50, sex: 'female', africanAmerican: false })
    expect(v).toBeCloseTo(106.2808, 3)
    expect(v).toBeCloseTo(141 * (0.6 / 0.7) ** -0.329 * 0.993 ** 50 * 1.018, 10)
    expect(formatNumber(v, EGFR_DISPLAY.decimals)).toBe('106')
  })

  it('female, Scr above κ: 50 y, 1.0 mg/dL → 65.64', () => {
    // r = 1.0/0.7 = 1.428571; ln r = 0.356675
    // min term = 1; max term = exp(−1.209 × 0.356675) = exp(−0.431220) = 0.649716
    // 141 × 0.649716 × 0.703821 × 1.018 = 65.6376
    const v = egfrCkdEpi2009({ creatinineMgDl: 1.0, age: 50, sex: 'female', africanAmerican: false })
    expect(v).toBeCloseTo(65.6376, 3)
    expect(roundWhole(v)).toBe(66)
  })

  it('male, Scr below κ: 60 y, 0.8 mg/dL → 97.10', () => {
    // r = 0.8/0.9 = 0.888889; ln r = −0.117783
    // min term = exp(−0.411 × −0.117783) = exp(0.048409) = 1.049600
    // age term = exp(60 × −0.0070246) = exp(−0.421476) = 0.656077
    // 141 × 1.049600 × 0.656077 = 97.0952
    const v = egfrCkdEpi2009({ creatinineMgDl: 0.8, age: 60, sex: 'male', africanAmerican: false })
    expect(v).toBeCloseTo(97.0952, 3)
    expect(roundWhole(v)).toBe(97)
  })

  it('male, Scr above κ: 60 y, 1.5 mg/dL → 49.88', () => {
    // r = 1.5/0.9 = 1.666667; ln r = 0.510826
    // max term = exp(−1.209 × 0.510826) = exp(−0.617588) = 0.539243
    // 141 × 0.539243 × 0.656077 = 49.8837
    const v = egfrCkdEpi2009({ creatinineMgDl: 1.5, age: 60, sex: 'male', africanAmerican: false })
    expect(v).toBeCloseTo(49.8837, 3)
    expect(roundWhole(v)).toBe(50)
  })

  it('applies the 1.159 race multiplier: same man, African-American → 57.82', () => {
    // 49.8837 × 1.159 = 57.8152
    const v = egfrCkdEpi2009({ creatinineMgDl: 1.5, age: 60, sex: 'male', africanAmerican: true })
    expect(v).toBeCloseTo(57.8152, 3)
    const w = egfrCkdEpi2009({ creatinineMgDl: 1.5, age: 60, sex: 'male', africanAmerican: false }) as number
    expect((v as number) / w).toBeCloseTo(1.159, 12)
    expect(roundWhole(v)).toBe(58)
  })

  it('race multiplier for a woman too: 50 y, 1.0 mg/dL → 65.6376 × 1.159 = 76.07', () => {
    expect(egfrCkdEpi2009({ creatinineMgDl: 1.0, age: 50, sex: 'female', africanAmerican: true })).toBeCloseTo(76.074, 3)
  })

  it('at Scr = κ both power terms are 1: female 40 y, 0.7 mg/dL → 141 × 0.993^40 × 1.018 = 108.38', () => {
    // age term = exp(40 × −0.0070246) = exp(−0.280983) = 0.755040; 141 × 0.755040 × 1.018 = 108.3769
    expect(egfrCkdEpi2009({ creatinineMgDl: 0.7, age: 40, sex: 'female', africanAmerican: false })).toBeCloseTo(108.3769, 3)
  })

  it('older man with high creatinine: 75 y, 2.4 mg/dL → 25.43', () => {
    // r = 2.666667; ln r = 0.980829; max term = exp(−1.209 × 0.980829) = exp(−1.185822) = 0.305495
    // age term = exp(75 × −0.0070246) = exp(−0.526845) = 0.590464; 141 × 0.305495 × 0.590464 = 25.4341
    expect(egfrCkdEpi2009({ creatinineMgDl: 2.4, age: 75, sex: 'male', africanAmerican: false })).toBeCloseTo(25.4341, 3)
  })

  it('returns null outside the mathematical domain or for wrong types', () => {
    const ok = { creatinineMgDl: 1, age: 50, sex: 'male', africanAmerican: false } as const
    expect(egfrCkdEpi2009({ ...ok, creatinineMgDl: 0 })).toBeNull()
    expect(egfrCkdEpi2009({ ...ok, creatinineMgDl: -1 })).toBeNull()
    expect(egfrCkdEpi2009({ ...ok, creatinineMgDl: Number.NaN })).toBeNull()
    expect(egfrCkdEpi2009({ ...ok, age: -1 })).toBeNull()
    expect(egfrCkdEpi2009({ ...ok, age: Number.POSITIVE_INFINITY })).toBeNull()
    expect(egfrCkdEpi2009({ ...ok, sex: 'unknown' as 'male' })).toBeNull()
    expect(egfrCkdEpi2009({ ...ok, africanAmerican: 'yes' as unknown as boolean })).toBeNull()
  })
})

describe('egfrCkdEpi2021 (Inker 2021, race-free)', () => {
  it('uses the published constants', () => {
    expect(CKD_EPI_2021).toMatchObject({
      multiplier: 142,
      kappa: { female: 0.7, male: 0.9 },
      alpha: { female: -0.241, male: -0.302 },
      beta: -1.2,
      ageBase: 0.9938,
      femaleFactor: 1.012,
    })
  })

  it('female, Scr below κ: 50 y, 0.6 mg/dL → 109.28', () => {
    // r = 0.857143; min term = exp(−0.241 × −0.154151) = exp(0.037150) = 1.037849
    // age term = exp(50 × −0.0062193) = exp(−0.310966) = 0.732740
    // 142 × 1.037849 × 0.732740 × 1.012 = 109.2830
    const v = egfrCkdEpi2021({ creatinineMgDl: 0.6, age: 50, sex: 'female' })
    expect(v).toBeCloseTo(109.283, 3)
    expect(v).toBeCloseTo(142 * (0.6 / 0.7) ** -0.241 * 0.9938 ** 50 * 1.012, 10)
    expect(roundWhole(v)).toBe(109)
  })

  it('female, Scr above κ: 50 y, 1.0 mg/dL → 68.63', () => {
    // max term = exp(−1.200 × 0.356675) = exp(−0.428010) = 0.651805
    // 142 × 0.651805 × 0.732740 × 1.012 = 68.6335
    const v = egfrCkdEpi2021({ creatinineMgDl: 1.0, age: 50, sex: 'female' })
    expect(v).toBeCloseTo(68.6335, 3)
    expect(roundWhole(v)).toBe(69)
  })

  it('male, Scr below κ: 60 y, 0.8 mg/dL → 101.32', () => {
    // min term = exp(−0.302 × −0.117783) = exp(0.035570) = 1.036211
    // age term = exp(60 × −0.0062193) = exp(−0.373159) = 0.688556
    // 142 × 1.036211 × 0.688556 = 101.3155
    const v = egfrCkdEpi2021({ creatinineMgDl: 0.8, age: 60, sex: 'male' })
    expect(v).toBeCloseTo(101.3155, 3)
    expect(roundWhole(v)).toBe(101)
  })

  it('male, Scr above κ: 60 y, 1.5 mg/dL → 52.97', () => {
    // max term = exp(−1.200 × 0.510826) = exp(−0.612991) = 0.541728
    // 142 × 0.541728 × 0.688556 = 52.9675
    const v = egfrCkdEpi2021({ creatinineMgDl: 1.5, age: 60, sex: 'male' })
    expect(v).toBeCloseTo(52.9675, 3)
    expect(roundWhole(v)).toBe(53)
  })

  it('at Scr = κ: female 40 y, 0.7 mg/dL → 142 × 0.9938^40 × 1.012 = 112.05', () => {
    // age term = exp(40 × −0.0062193) = exp(−0.248773) = 0.779758; 142 × 0.779758 × 1.012 = 112.0543
    expect(egfrCkdEpi2021({ creatinineMgDl: 0.7, age: 40, sex: 'female' })).toBeCloseTo(112.0543, 3)
  })

  it('older man with high creatinine: 75 y, 2.4 mg/dL → 27.45', () => {
    // max term = exp(−1.200 × 0.980829) = exp(−1.176995) = 0.308203
    // age term = exp(75 × −0.0062193) = exp(−0.466449) = 0.627227; 142 × 0.308203 × 0.627227 = 27.4505
    expect(egfrCkdEpi2021({ creatinineMgDl: 2.4, age: 75, sex: 'male' })).toBeCloseTo(27.4505, 3)
  })

  it('returns null outside the mathematical domain', () => {
    expect(egfrCkdEpi2021({ creatinineMgDl: 0, age: 50, sex: 'female' })).toBeNull()
    expect(egfrCkdEpi2021({ creatinineMgDl: 1, age: -0.5, sex: 'female' })).toBeNull()
    expect(egfrCkdEpi2021({ creatinineMgDl: 1, age: 50, sex: 'F' as 'female' })).toBeNull()
  })
})

describe('properties over the valid ranges', () => {
  const scr = fc.double({ min: EGFR_RANGES.creatinineMgDl.min, max: EGFR_RANGES.creatinineMgDl.max, noNaN: true })
  const age = fc.double({ min: EGFR_RANGES.age.min, max: EGFR_RANGES.age.max, noNaN: true })
  const sex = fc.constantFrom('female' as const, 'male' as const)

  it('results are finite and positive', () => {
    fc.assert(
      fc.property(scr, age, sex, fc.boolean(), (s, a, x, aa) => {
        const v09 = egfrCkdEpi2009({ creatinineMgDl: s, age: a, sex: x, africanAmerican: aa })
        const v21 = egfrCkdEpi2021({ creatinineMgDl: s, age: a, sex: x })
        for (const v of [v09, v21]) {
          expect(v).not.toBeNull()
          expect(Number.isFinite(v)).toBe(true)
          expect(v as number).toBeGreaterThan(0)
        }
      }),
    )
  })

  it('eGFR falls as creatinine rises, and as age rises', () => {
    fc.assert(
      fc.property(scr, scr, age, sex, (s1, s2, a, x) => {
        fc.pre(Math.abs(s1 - s2) > 1e-6)
        const [lo, hi] = s1 < s2 ? [s1, s2] : [s2, s1]
        expect(egfrCkdEpi2021({ creatinineMgDl: lo, age: a, sex: x }) as number).toBeGreaterThan(
          egfrCkdEpi2021({ creatinineMgDl: hi, age: a, sex: x }) as number,
        )
        expect(egfrCkdEpi2009({ creatinineMgDl: lo, age: a, sex: x, africanAmerican: false }) as number).toBeGreaterThan(
          egfrCkdEpi2009({ creatinineMgDl: hi, age: a, sex: x, africanAmerican: false }) as number,
        )
      }),
    )
    expect(egfrCkdEpi2021({ creatinineMgDl: 1, age: 40, sex: 'male' }) as number).toBeGreaterThan(
      egfrCkdEpi2021({ creatinineMgDl: 1, age: 41, sex: 'male' }) as number,
    )
  })

  it('the curve is continuous at the knee κ (both terms equal 1 there)', () => {
    for (const [x, k] of [
      ['female', 0.7],
      ['male', 0.9],
    ] as const) {
      const below = egfrCkdEpi2021({ creatinineMgDl: k - 1e-9, age: 50, sex: x }) as number
      const above = egfrCkdEpi2021({ creatinineMgDl: k + 1e-9, age: 50, sex: x }) as number
      expect(Math.abs(below - above)).toBeLessThan(1e-6)
    }
  })
})

describe('creatinine unit conversion (÷ 88.4)', () => {
  it('converts both ways', () => {
    expect(CREATININE_UMOL_PER_MGDL).toBe(88.4)
    expect(creatinineUmolToMgDl(88.4)).toBe(1)
    expect(creatinineUmolToMgDl(132.6)).toBeCloseTo(1.5, 12)
    expect(creatinineMgDlToUmol(1.5)).toBeCloseTo(132.6, 10)
  })

  it('gives the same eGFR from µmol/L as from mg/dL', () => {
    const fromUmol = egfrCkdEpi2021({ creatinineMgDl: creatinineUmolToMgDl(132.6) as number, age: 60, sex: 'male' })
    expect(fromUmol).toBeCloseTo(52.9675, 3)
  })

  it('rejects negative and non-finite values', () => {
    expect(creatinineUmolToMgDl(-1)).toBeNull()
    expect(creatinineMgDlToUmol(Number.NaN)).toBeNull()
  })

  it('exports ranges with units', () => {
    expect(EGFR_RANGES.age).toMatchObject({ min: 18, unit: 'years' })
    expect(EGFR_RANGES.creatinineMgDl.unit).toBe('mg/dL')
    expect(EGFR_RANGES.creatinineUmolL.min).toBeCloseTo((EGFR_RANGES.creatinineMgDl.min * 88.4), 6)
  })
})
