import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CIGARETTES_PER_PACK,
  PACK_YEARS_DISPLAY,
  PACK_YEARS_RANGES,
  cigarettesToPacks,
  packYears,
  packsToCigarettes,
  smokingDurationYears,
} from './packyears.ts'
import { formatNumber, roundWhole } from './rounding.ts'

describe('packYears = cigarettes/day ÷ 20 × (years since started − years since quit)', () => {
  it('current smoker: 20/day, started 30 years ago, quit 0 → 30 pack-years', () => {
    // 20 / 20 = 1 pack/day; duration 30 − 0 = 30 years; 1 × 30 = 30
    expect(packYears({ cigarettesPerDay: 20, yearsSinceStarted: 30, yearsSinceQuit: 0 })).toBe(30)
  })

  it('former smoker: 20/day, started 30 years ago, quit 10 years ago → 20 pack-years', () => {
    // duration 30 − 10 = 20 years; 1 pack/day × 20 = 20
    expect(packYears({ cigarettesPerDay: 20, yearsSinceStarted: 30, yearsSinceQuit: 10 })).toBe(20)
  })

  it('former smoker, half a pack: 10/day for 25 − 5 = 20 years → 10 pack-years', () => {
    expect(packYears({ cigarettesPerDay: 10, yearsSinceStarted: 25, yearsSinceQuit: 5 })).toBe(10)
  })

  it('heavy smoker: 40/day for 15 years → 30 pack-years', () => {
    expect(packYears({ cigarettesPerDay: 40, yearsSinceStarted: 15, yearsSinceQuit: 0 })).toBe(30)
  })

  it('returns full precision; display rounds to whole pack-years', () => {
    // 15 / 20 = 0.75 pack/day × (12 − 3 = 9) = 6.75 → displays '7'
    const v = packYears({ cigarettesPerDay: 15, yearsSinceStarted: 12, yearsSinceQuit: 3 })
    expect(v).toBe(6.75)
    expect(formatNumber(v, PACK_YEARS_DISPLAY.decimals)).toBe('7')
    // 7 / 20 = 0.35 × 10 = 3.5 → rounds half away from zero to 4
    expect(roundWhole(packYears({ cigarettesPerDay: 7, yearsSinceStarted: 10, yearsSinceQuit: 0 }))).toBe(4)
  })

  it('0 cigarettes per day → 0 pack-years', () => {
    expect(packYears({ cigarettesPerDay: 0, yearsSinceStarted: 10, yearsSinceQuit: 0 })).toBe(0)
  })

  it('quit ≥ started is impossible → null', () => {
    expect(packYears({ cigarettesPerDay: 20, yearsSinceStarted: 10, yearsSinceQuit: 10 })).toBeNull()
    expect(packYears({ cigarettesPerDay: 20, yearsSinceStarted: 10, yearsSinceQuit: 15 })).toBeNull()
    expect(packYears({ cigarettesPerDay: 20, yearsSinceStarted: 0, yearsSinceQuit: 0 })).toBeNull()
    expect(smokingDurationYears({ yearsSinceStarted: 5, yearsSinceQuit: 5 })).toBeNull()
  })

  it('negative or non-finite values → null (never clamped to 0)', () => {
    expect(packYears({ cigarettesPerDay: -1, yearsSinceStarted: 10, yearsSinceQuit: 0 })).toBeNull()
    expect(packYears({ cigarettesPerDay: 20, yearsSinceStarted: -10, yearsSinceQuit: 0 })).toBeNull()
    expect(packYears({ cigarettesPerDay: 20, yearsSinceStarted: 10, yearsSinceQuit: -1 })).toBeNull()
    expect(packYears({ cigarettesPerDay: Number.NaN, yearsSinceStarted: 10, yearsSinceQuit: 0 })).toBeNull()
    expect(packYears({ cigarettesPerDay: 20, yearsSinceStarted: Number.POSITIVE_INFINITY, yearsSinceQuit: 0 })).toBeNull()
  })

  it('property: pack-years × 20 / duration gives back cigarettes per day', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: PACK_YEARS_RANGES.cigarettesPerDay.max, noNaN: true }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 99 }),
        (cigs, started, quit) => {
          fc.pre(quit < started)
          const v = packYears({ cigarettesPerDay: cigs, yearsSinceStarted: started, yearsSinceQuit: quit })
          expect(v).not.toBeNull()
          expect(((v as number) * 20) / (started - quit)).toBeCloseTo(cigs, 8)
        },
      ),
    )
  })
})

describe('packs ↔ cigarettes (20 per pack)', () => {
  it('converts', () => {
    expect(CIGARETTES_PER_PACK).toBe(20)
    expect(packsToCigarettes(1)).toBe(20)
    expect(packsToCigarettes(1.5)).toBe(30)
    expect(packsToCigarettes(0)).toBe(0)
    expect(cigarettesToPacks(10)).toBe(0.5)
    expect(cigarettesToPacks(0)).toBe(0)
  })

  it('rejects negative and non-finite values', () => {
    expect(packsToCigarettes(-1)).toBeNull()
    expect(cigarettesToPacks(Number.NaN)).toBeNull()
  })

  it('exports ranges', () => {
    expect(PACK_YEARS_RANGES.yearsSinceQuit).toMatchObject({ min: 0, unit: 'years' })
    expect(Object.isFrozen(PACK_YEARS_RANGES)).toBe(true)
  })
})
