import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_DECIMALS,
  displayPercent,
  displayPercentHalf,
  formatNumber,
  formatPercent,
  fractionToPercent,
  round1,
  round2,
  round3,
  roundTo,
  roundWhole,
  scaleByPowerOfTen,
} from './rounding.ts'

describe('roundTo', () => {
  it('is decimal-correct where naive Math.round(x * 100) / 100 is not', () => {
    expect(Math.round(1.005 * 100) / 100).toBe(1) // the binary pitfall
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(1.255, 2)).toBe(1.26)
    expect(roundTo(8.345, 2)).toBe(8.35)
    expect(roundTo(1.45, 1)).toBe(1.5)
    expect(roundTo(2.675, 2)).toBe(2.68)
  })

  it('rounds halves away from zero, on both signs', () => {
    expect(roundTo(0.5, 0)).toBe(1)
    expect(roundTo(1.5, 0)).toBe(2)
    expect(roundTo(2.5, 0)).toBe(3)
    expect(roundTo(-0.5, 0)).toBe(-1)
    expect(roundTo(-2.5, 0)).toBe(-3)
    expect(roundTo(-1.005, 2)).toBe(-1.01)
  })

  it('rounds non-halves to nearest', () => {
    expect(roundTo(24.96108, 1)).toBe(25)
    expect(roundTo(22.857142857142858, 1)).toBe(22.9)
    expect(roundTo(1.8446619684315, 2)).toBe(1.84)
    expect(roundTo(0.0449, 2)).toBe(0.04)
    expect(roundTo(9.995, 2)).toBe(10)
    expect(roundTo(99.96, 1)).toBe(100)
  })

  it('handles zero, tiny and huge values and never returns -0', () => {
    expect(roundTo(0, 2)).toBe(0)
    expect(Object.is(roundTo(-0, 2), 0)).toBe(true)
    expect(Object.is(roundTo(-0.004, 2), 0)).toBe(true)
    expect(roundTo(1e-7, 2)).toBe(0)
    expect(roundTo(5e-7, 6)).toBe(0.000001)
    expect(roundTo(4e-7, 6)).toBe(0)
    expect(roundTo(0.005, 2)).toBe(0.01)
    expect(roundTo(1.5e21, 2)).toBe(1.5e21)
    expect(roundTo(123.4, 3)).toBe(123.4)
  })

  it('returns null for null and non-finite input', () => {
    expect(roundTo(null, 1)).toBeNull()
    expect(roundTo(Number.NaN, 1)).toBeNull()
    expect(roundTo(Number.POSITIVE_INFINITY, 1)).toBeNull()
    expect(roundTo(Number.NEGATIVE_INFINITY, 1)).toBeNull()
  })

  it('throws RangeError for an invalid number of decimals (a programming error)', () => {
    expect(() => roundTo(1, -1)).toThrow(RangeError)
    expect(() => roundTo(1, 1.5)).toThrow(RangeError)
    expect(() => roundTo(1, MAX_DECIMALS + 1)).toThrow(RangeError)
  })

  it('named helpers use 0 to 3 decimals', () => {
    expect(roundWhole(2.5)).toBe(3)
    expect(round1(0.05)).toBe(0.1)
    expect(round2(1.005)).toBe(1.01)
    expect(round3(1.0005)).toBe(1.001)
    expect(roundWhole(null)).toBeNull()
  })

  it('property: within half a unit of the input, and idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 6 }), (x, d) => {
        const r = roundTo(x, d)
        expect(r).not.toBeNull()
        const unit = 10 ** -d
        expect(Math.abs((r as number) - x)).toBeLessThanOrEqual(unit / 2 + Math.abs(x) * 1e-15 + 1e-300)
        expect(roundTo(r, d)).toBe(r)
      }),
    )
  })

  it('property: agrees with exact decimal arithmetic on k/1000 values', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (k) => {
        // x = k / 1000 has three decimals; round it to 2 by integer arithmetic.
        const x = Number(`${k}e-3`)
        const sign = k < 0 ? -1 : 1
        const abs = Math.abs(k)
        const expected = (sign * (Math.floor(abs / 10) + (abs % 10 >= 5 ? 1 : 0))) / 100
        expect(roundTo(x, 2)).toBe(expected === 0 ? 0 : expected)
      }),
    )
  })
})

describe('scaleByPowerOfTen / fractionToPercent', () => {
  it('moves the decimal point exactly', () => {
    expect(0.145 * 100).not.toBe(14.5)
    expect(scaleByPowerOfTen(0.145, 2)).toBe(14.5)
    expect(fractionToPercent(0.07)).toBe(7)
    expect(fractionToPercent(0.0538)).toBe(5.38)
    expect(scaleByPowerOfTen(14.5, -2)).toBe(0.145)
    expect(scaleByPowerOfTen(-0.5, 3)).toBe(-500)
    expect(scaleByPowerOfTen(0, 3)).toBe(0)
  })

  it('returns null for null, non-finite input and overflow', () => {
    expect(fractionToPercent(null)).toBeNull()
    expect(fractionToPercent(Number.NaN)).toBeNull()
    expect(scaleByPowerOfTen(1e308, 10)).toBeNull()
  })
})

describe('formatNumber and formatPercent', () => {
  it('pads to a fixed number of decimals', () => {
    expect(formatNumber(24.96108, 1)).toBe('25.0')
    expect(formatNumber(1.005, 2)).toBe('1.01')
    expect(formatNumber(7, 0)).toBe('7')
    expect(formatNumber(null, 1)).toBeNull()
  })

  it('formats a fraction as a percentage without a sign', () => {
    expect(formatPercent(0.0538)).toBe('5')
    expect(formatPercent(0.0538, { decimals: 1 })).toBe('5.4')
    expect(formatPercent(0.145)).toBe('15') // decimal-correct: 14.5 → 15
    expect(formatPercent(0.004)).toBe('0') // no '< 1' substitution here
    expect(formatPercent(-0.012, { decimals: 1 })).toBe('-1.2')
    expect(formatPercent(null)).toBeNull()
  })
})

describe('displayPercent (whole percent, "< 1")', () => {
  it.each([
    [0, '0'],
    [0.004, '< 1'],
    [0.0001, '< 1'],
    [0.0099, '< 1'],
    [0.01, '1'],
    [0.0149, '1'],
    [0.015, '2'],
    [0.0538, '5'],
    [0.145, '15'],
    [0.99, '99'],
    [0.991, '> 99'],
    [0.9999, '> 99'],
    [1, '100'],
  ])('displayPercent(%s) → %s', (fraction, text) => {
    expect(displayPercent(fraction)).toBe(text)
  })

  it('returns null outside 0–1 and for null/non-finite', () => {
    expect(displayPercent(-0.01)).toBeNull()
    expect(displayPercent(1.01)).toBeNull()
    expect(displayPercent(null)).toBeNull()
    expect(displayPercent(Number.NaN)).toBeNull()
  })
})

describe('displayPercentHalf (decimals, "< 0.5")', () => {
  it.each([
    [0, '0'],
    [0.004, '< 0.5'],
    [0.00499, '< 0.5'],
    [0.005, '0.5'],
    [0.0099, '1.0'],
    [0.0538, '5.4'],
    [0.0205, '2.1'],
    [0.995, '99.5'],
    [0.9951, '> 99.5'],
    [1, '100.0'],
  ])('displayPercentHalf(%s) → %s', (fraction, text) => {
    expect(displayPercentHalf(fraction)).toBe(text)
  })

  it('supports more decimals and rejects fewer than 1', () => {
    expect(displayPercentHalf(0.053786, { decimals: 2 })).toBe('5.38')
    expect(() => displayPercentHalf(0.05, { decimals: 0 })).toThrow(RangeError)
  })

  it('returns null outside 0–1', () => {
    expect(displayPercentHalf(-0.001)).toBeNull()
    expect(displayPercentHalf(2)).toBeNull()
  })
})
