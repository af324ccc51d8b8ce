import { describe, expect, it } from 'vitest'

import { getFormulaFunction } from './index.ts'
import { MARTIN_HOPKINS_FACTORS, MARTIN_HOPKINS_TG_LOWER, ldlMartinHopkins, martinHopkinsFactor } from './martin-hopkins.ts'

describe('Martin–Hopkins 180-cell table (Martin 2013, Figure 2)', () => {
  it('has 30 triglyceride strata × 6 non-HDL-C columns, factors 3.1 to 11.9', () => {
    expect(MARTIN_HOPKINS_FACTORS).toHaveLength(30)
    expect(MARTIN_HOPKINS_TG_LOWER).toHaveLength(30)
    expect(MARTIN_HOPKINS_FACTORS.every((r) => r.length === 6)).toBe(true)
    const all = MARTIN_HOPKINS_FACTORS.flat()
    expect(Math.min(...all)).toBe(3.1)
    expect(Math.max(...all)).toBe(11.9)
  })

  it('corner and landmark cells', () => {
    expect(martinHopkinsFactor(7, 50)).toBe(3.5)
    expect(martinHopkinsFactor(49, 250)).toBe(3.1)
    expect(martinHopkinsFactor(399, 99)).toBe(9.5)
    expect(martinHopkinsFactor(400, 220)).toBe(6.7)
    expect(martinHopkinsFactor(13975, 99.9)).toBe(11.9)
    expect(martinHopkinsFactor(100, 150)).toBe(4.8)
    expect(martinHopkinsFactor(350, 140)).toBe(7.5)
    // the three cells where one copy differs: the value three agreeing copies give
    expect(martinHopkinsFactor(78, 230)).toBe(4.2)
    expect(martinHopkinsFactor(103, 230)).toBe(4.5)
    expect(martinHopkinsFactor(500, 230)).toBe(6.7)
  })

  it('stratum edges: triglycerides 49 → row 7–49, 50 → row 50–56; 49.5 (a converted value) stays in the lower row', () => {
    expect(martinHopkinsFactor(49, 120)).toBe(3.4)
    expect(martinHopkinsFactor(49.5, 120)).toBe(3.4)
    expect(martinHopkinsFactor(50, 120)).toBe(3.9)
  })

  it('column edges: non-HDL-C 99.9 / 100, 129.9 / 130, 159.9 / 160, 189.9 / 190, 219.9 / 220', () => {
    const row = 11 // triglycerides 97–100
    expect(MARTIN_HOPKINS_FACTORS[row]).toEqual([5.4, 5.1, 4.8, 4.7, 4.5, 4.3])
    expect([99.9, 100, 129.9, 130, 159.9, 160, 189.9, 190, 219.9, 220].map((n) => martinHopkinsFactor(98, n))).toEqual([5.4, 5.1, 5.1, 4.8, 4.8, 4.7, 4.7, 4.5, 4.5, 4.3])
  })

  it('outside the table: null', () => {
    expect(martinHopkinsFactor(6.9, 100)).toBeNull()
    expect(martinHopkinsFactor(13976, 100)).toBeNull()
    expect(martinHopkinsFactor(Number.NaN, 100)).toBeNull()
  })

  it('LDL = non-HDL − TG / factor: TC 200, HDL 50, TG 150 → 150 − 150/5.7 = 123.68', () => {
    expect(ldlMartinHopkins({ totalCholesterolMgDl: 200, hdlMgDl: 50, triglyceridesMgDl: 150 })).toBeCloseTo(150 - 150 / 5.7, 10)
    expect(getFormulaFunction('martin_hopkins_factor')!(150, 150)).toBe(5.7)
    expect(getFormulaFunction('martin_hopkins_factor')!(null, 150)).toBeNull()
  })
})
