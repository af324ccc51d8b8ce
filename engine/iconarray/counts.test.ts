import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { avoidedText, benefitIconCounts, chooseDenominator, frequencyText, riskToIconCount } from './counts.ts'
import { layoutIconArray } from './layout.ts'

describe('chooseDenominator (1000 when any non-zero value is below 2 per 100)', () => {
  it('uses 100 when every risk and difference is at least 2 per 100', () => {
    expect(chooseDenominator([0.1, 0.075, 0.025])).toBe(100)
    expect(chooseDenominator([0.3, 0.225, 0.02])).toBe(100)
  })

  it('uses 1000 when a risk or a difference is below 2 per 100 (research §3a: avoided < 2 of 100)', () => {
    // 5 % untreated, 3.75 % with a statin: 1.25 avoided per 100 → 1000 icons
    expect(chooseDenominator([0.05, 0.0375, 0.05 - 0.0375])).toBe(1000)
    expect(chooseDenominator([0.004])).toBe(1000)
    expect(chooseDenominator([0.0199])).toBe(1000)
    expect(chooseDenominator([0.3, -0.011])).toBe(1000)
  })

  it('does not switch for exact zeros', () => {
    expect(chooseDenominator([0, 0.1])).toBe(100)
    expect(chooseDenominator([])).toBe(100)
  })

  it('returns null for invalid values', () => {
    expect(chooseDenominator([Number.NaN])).toBeNull()
    expect(chooseDenominator([1.5])).toBeNull()
  })
})

describe('riskToIconCount', () => {
  it('rounds to the nearest icon, halves away from zero, in decimal', () => {
    expect(riskToIconCount(0.08, 100)).toEqual({ count: 8, exact: 8, adjustment: 'none' })
    expect(riskToIconCount(0.145, 100)?.count).toBe(15) // 0.145 × 100 is 14.4999… in binary
    expect(riskToIconCount(0.0538, 100)?.count).toBe(5)
    expect(riskToIconCount(0.0538, 1000)?.count).toBe(54)
    expect(riskToIconCount(0.0125, 1000)).toEqual({ count: 13, exact: 12.5, adjustment: 'none' })
    expect(riskToIconCount(0, 100)).toEqual({ count: 0, exact: 0, adjustment: 'none' })
    expect(riskToIconCount(1, 100)).toEqual({ count: 100, exact: 100, adjustment: 'none' })
  })

  it('never shows 0 icons for a non-zero risk, nor all icons for a risk below 100 %', () => {
    expect(riskToIconCount(0.004, 100)).toEqual({ count: 1, exact: 0.4, adjustment: 'raised-to-one' })
    expect(riskToIconCount(0.0004, 1000)).toEqual({ count: 1, exact: 0.4, adjustment: 'raised-to-one' })
    expect(riskToIconCount(0.998, 100)).toEqual({ count: 99, exact: 99.8, adjustment: 'lowered-to-all-but-one' })
  })

  it('returns null for invalid input', () => {
    expect(riskToIconCount(-0.1, 100)).toBeNull()
    expect(riskToIconCount(1.1, 100)).toBeNull()
    expect(riskToIconCount(Number.NaN, 100)).toBeNull()
    expect(riskToIconCount(0.1, 50)).toBeNull()
  })

  it('property: counts are whole, within range and monotone in the risk', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(100, 1000), (a, b, n) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        const cl = riskToIconCount(lo, n)!
        const ch = riskToIconCount(hi, n)!
        for (const [c, r] of [
          [cl, lo],
          [ch, hi],
        ] as const) {
          expect(Number.isInteger(c.count)).toBe(true)
          expect(c.count).toBeGreaterThanOrEqual(r > 0 ? 1 : 0)
          expect(c.count).toBeLessThanOrEqual(r < 1 ? n - 1 : n)
          expect(Math.abs(c.count - c.exact)).toBeLessThanOrEqual(1)
        }
        expect(cl.count).toBeLessThanOrEqual(ch.count)
      }),
    )
  })
})

describe('benefitIconCounts (three-state arrays)', () => {
  it('10 % untreated, 7.5 % treated, out of 100 → 8 anyway, 2 avoided, 90 none', () => {
    // untreated round(10) = 10; treated round(7.5) = 8; avoided 10 − 8 = 2; none 100 − 10 = 90
    expect(benefitIconCounts({ untreatedRisk: 0.1, treatedRisk: 0.075, denominator: 100 })).toMatchObject({
      eventAnyway: 8,
      avoided: 2,
      noEvent: 90,
      differenceBelowOneIcon: false,
    })
  })

  it('5 % vs 3.75 % out of 1000 → 38 anyway, 12 avoided, 950 none', () => {
    // untreated 50; treated round(37.5) = 38; avoided 12; none 950
    expect(benefitIconCounts({ untreatedRisk: 0.05, treatedRisk: 0.0375, denominator: 1000 })).toMatchObject({
      eventAnyway: 38,
      avoided: 12,
      noEvent: 950,
    })
  })

  it('flags a real difference too small to show', () => {
    expect(benefitIconCounts({ untreatedRisk: 0.0004, treatedRisk: 0.0003, denominator: 1000 })).toMatchObject({
      eventAnyway: 1,
      avoided: 0,
      differenceBelowOneIcon: true,
    })
  })

  it('refuses a treatment that raises the risk, and invalid values', () => {
    expect(benefitIconCounts({ untreatedRisk: 0.05, treatedRisk: 0.06, denominator: 100 })).toBeNull()
    expect(benefitIconCounts({ untreatedRisk: Number.NaN, treatedRisk: 0.06, denominator: 100 })).toBeNull()
    expect(benefitIconCounts({ untreatedRisk: 0.1, treatedRisk: 0.05, denominator: 10 })).toBeNull()
  })

  it('property: the three groups always add up to the denominator and lay out', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(100, 1000), (a, b, n) => {
        const [treatedRisk, untreatedRisk] = a <= b ? [a, b] : [b, a]
        const c = benefitIconCounts({ untreatedRisk, treatedRisk, denominator: n })!
        expect(c.eventAnyway).toBeGreaterThanOrEqual(0)
        expect(c.avoided).toBeGreaterThanOrEqual(0)
        expect(c.noEvent).toBeGreaterThanOrEqual(0)
        expect(c.eventAnyway + c.avoided + c.noEvent).toBe(n)
        const layout = layoutIconArray({
          denominator: n,
          groups: [
            { key: 'anyway', count: c.eventAnyway, icon: 'person', label: 'anyway' },
            { key: 'avoided', count: c.avoided, icon: 'person', label: 'avoided' },
            { key: 'none', count: c.noEvent, icon: 'person', label: 'none' },
          ],
        })
        expect(layout.ok).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})

describe('a benefit is never shown larger than it is', () => {
  it('5.6 % untreated, 4.2 % treated (RR 0.75): 1.4 in 100 avoid, shown as 1, not 6 − 4 = 2', () => {
    // round(5.6) = 6, round(4.2) = 4, but 5.6 − 4.2 = 1.4 → 1
    expect(benefitIconCounts({ untreatedRisk: 0.056, treatedRisk: 0.042, denominator: 100 })).toMatchObject({ eventAnyway: 5, avoided: 1, noEvent: 94 })
  })

  it('1.5 % untreated, 1.125 % treated: 0.375 in 100 avoid, which reads "fewer than 1", not "1"', () => {
    // round(1.5) = 2, round(1.125) = 1, yet the benefit is 1.5 × 0.25 = 0.375 per 100
    expect(benefitIconCounts({ untreatedRisk: 0.015, treatedRisk: 0.01125, denominator: 100 })).toMatchObject({ avoided: 0, eventAnyway: 2 })
    expect(avoidedText({ untreatedRisk: 0.015, treatedRisk: 0.01125, denominator: 100 })).toBe('fewer than 1')
    // the same people out of 1000: 15 − 11.25 = 3.75 → 4
    expect(avoidedText({ untreatedRisk: 0.015, treatedRisk: 0.01125, denominator: 1000 })).toBe('4')
  })

  it('frequencyText: 0 is "0", anything between 0 and 1 is "fewer than 1", else the rounded count', () => {
    expect(frequencyText(0)).toBe('0')
    expect(frequencyText(0.001)).toBe('fewer than 1')
    expect(frequencyText(0.6)).toBe('fewer than 1')
    expect(frequencyText(1)).toBe('1')
    expect(frequencyText(2.5)).toBe('3')
    expect(frequencyText(-1)).toBeNull()
  })

  it('property: the avoided count and its words never exceed the exact benefit rounded to whole people, and a non-zero benefit never reads "0"', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(100, 1000), (a, b, n) => {
        const [treatedRisk, untreatedRisk] = a <= b ? [a, b] : [b, a]
        const c = benefitIconCounts({ untreatedRisk, treatedRisk, denominator: n })!
        // exact benefit in decimal (to 1e-9 of a person), rounded half up to whole people
        const exact = Number(((untreatedRisk - treatedRisk) * n).toFixed(9))
        const roundedExact = Math.round(exact)
        expect(c.avoided).toBeLessThanOrEqual(roundedExact)
        const text = avoidedText({ untreatedRisk, treatedRisk, denominator: n })!
        if (text === 'fewer than 1') expect(exact).toBeLessThan(1)
        else expect(Number(text.replace(/,/g, ''))).toBeLessThanOrEqual(roundedExact)
        if (exact > 0) expect(text).not.toBe('0')
      }),
      { numRuns: 1000 },
    )
  })
})
