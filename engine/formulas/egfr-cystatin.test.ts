import { describe, expect, it } from 'vitest'

import { CKD_EPI_2012_CYS, CKD_EPI_2021_CR_CYS, egfrCkdEpi2012Cys, egfrCkdEpi2021CrCys } from './egfr-cystatin.ts'
import { getFormulaFunction } from './index.ts'

describe('CKD-EPI cystatin C equations', () => {
  it('uses the published constants (Inker 2021; Inker 2012)', () => {
    expect(CKD_EPI_2021_CR_CYS).toMatchObject({
      multiplier: 135,
      kappa: { female: 0.7, male: 0.9 },
      alpha: { female: -0.219, male: -0.144 },
      creatinineBeta: -0.544,
      cystatinKnee: 0.8,
      cystatinAlpha: -0.323,
      cystatinBeta: -0.778,
      ageBase: 0.9961,
      femaleFactor: 0.963,
    })
    expect(CKD_EPI_2012_CYS).toMatchObject({ multiplier: 133, cystatinKnee: 0.8, cystatinAlpha: -0.499, cystatinBeta: -1.328, ageBase: 0.996, femaleFactor: 0.932 })
  })

  it('man, 60 y, creatinine 1.5 mg/dL, cystatin C 1.4 mg/L → 52.33 (combined) and 49.73 (cystatin C)', () => {
    // 135 × (1.5/0.9)^−0.544 × (1.4/0.8)^−0.778 × 0.9961^60 = 135 × 0.757381 × 0.647018 × 0.791000
    expect(egfrCkdEpi2021CrCys({ creatinineMgDl: 1.5, cystatinMgL: 1.4, age: 60, sex: 'male' })).toBeCloseTo(52.3288, 3)
    // 133 × (1.4/0.8)^−1.328 × 0.996^60 = 133 × 0.475604 × 0.786249
    expect(egfrCkdEpi2012Cys({ cystatinMgL: 1.4, age: 60, sex: 'male' })).toBeCloseTo(49.7345, 3)
  })

  it('returns null outside the mathematical domain', () => {
    expect(egfrCkdEpi2021CrCys({ creatinineMgDl: 0, cystatinMgL: 1, age: 50, sex: 'male' })).toBeNull()
    expect(egfrCkdEpi2021CrCys({ creatinineMgDl: 1, cystatinMgL: -1, age: 50, sex: 'male' })).toBeNull()
    expect(egfrCkdEpi2012Cys({ cystatinMgL: 1, age: -1, sex: 'male' })).toBeNull()
    expect(egfrCkdEpi2012Cys({ cystatinMgL: 1, age: 50, sex: 'x' as 'male' })).toBeNull()
  })

  it('is registered for expressions', () => {
    expect(getFormulaFunction('egfr_ckdepi2021_crcys')!(1.5, 1.4, 60, 'male')).toBe(egfrCkdEpi2021CrCys({ creatinineMgDl: 1.5, cystatinMgL: 1.4, age: 60, sex: 'male' }))
    expect(getFormulaFunction('egfr_ckdepi2012_cys')!(1.4, 60, 'female')).toBe(egfrCkdEpi2012Cys({ cystatinMgL: 1.4, age: 60, sex: 'female' }))
    expect(getFormulaFunction('egfr_ckdepi2012_cys')!(null, 60, 'female')).toBeNull()
  })
})
