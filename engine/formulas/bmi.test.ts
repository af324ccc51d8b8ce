import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BMI_DISPLAY,
  BMI_IMPERIAL_FACTOR,
  BMI_RANGES,
  BSA_DISPLAY,
  BSA_RANGES,
  bmiImperial,
  bmiMetric,
  bsaMosteller,
  cmToInches,
  feetInchesToInches,
  inchesToCm,
  kgToLb,
  lbToKg,
} from './bmi.ts'
import { formatNumber, round1, round2 } from './rounding.ts'

describe('bmiImperial (spec §9: 703.07 × lb / in²)', () => {
  it('150 lb, 65 in → 25.0 kg/m2', () => {
    // 703.07 × 150 = 105460.5; 65² = 4225; 105460.5 / 4225 = 24.96107…
    const bmi = bmiImperial({ weightLb: 150, heightIn: 65 })
    expect(bmi).toBeCloseTo(105460.5 / 4225, 12)
    expect(bmi).toBeCloseTo(24.96107, 5)
    expect(formatNumber(bmi, BMI_DISPLAY.decimals)).toBe('25.0')
    expect(BMI_DISPLAY.unit).toBe('kg/m2')
  })

  it('200 lb, 70 in → 28.7', () => {
    // 703.07 × 200 = 140614; 70² = 4900; 140614 / 4900 = 28.6967…
    expect(round1(bmiImperial({ weightLb: 200, heightIn: 70 }))).toBe(28.7)
  })

  it('returns full precision (no rounding inside the formula)', () => {
    const bmi = bmiImperial({ weightLb: 150, heightIn: 65 })
    expect(bmi).not.toBe(round1(bmi))
  })

  it('returns null outside the mathematical domain, never NaN/Infinity', () => {
    expect(bmiImperial({ weightLb: 150, heightIn: 0 })).toBeNull()
    expect(bmiImperial({ weightLb: 0, heightIn: 65 })).toBeNull()
    expect(bmiImperial({ weightLb: -1, heightIn: 65 })).toBeNull()
    expect(bmiImperial({ weightLb: 150, heightIn: -65 })).toBeNull()
    expect(bmiImperial({ weightLb: Number.NaN, heightIn: 65 })).toBeNull()
    expect(bmiImperial({ weightLb: 150, heightIn: Number.POSITIVE_INFINITY })).toBeNull()
    expect(bmiImperial({ weightLb: '150' as unknown as number, heightIn: 65 })).toBeNull()
  })

  it('does not clamp values outside the plausibility ranges', () => {
    // 703.07 × 1200 / 36² = 843684 / 1296 = 650.9907…
    expect(bmiImperial({ weightLb: 1200, heightIn: 36 })).toBeCloseTo(843684 / 1296, 10)
  })
})

describe('bmiMetric (kg / m²)', () => {
  it('70 kg, 175 cm → 22.9', () => {
    // 1.75² = 3.0625; 70 / 3.0625 = 22.857142…
    const bmi = bmiMetric({ weightKg: 70, heightCm: 175 })
    expect(bmi).toBeCloseTo(22.857142857, 8)
    expect(formatNumber(bmi, 1)).toBe('22.9')
  })

  it('returns null for non-positive values', () => {
    expect(bmiMetric({ weightKg: 70, heightCm: 0 })).toBeNull()
    expect(bmiMetric({ weightKg: -70, heightCm: 175 })).toBeNull()
  })

  it('property: agrees with bmiImperial on converted inputs within rounding of the 703.07 factor', () => {
    fc.assert(
      fc.property(
        fc.double({ min: BMI_RANGES.weightLb.min, max: BMI_RANGES.weightLb.max, noNaN: true }),
        fc.double({ min: BMI_RANGES.heightIn.min, max: BMI_RANGES.heightIn.max, noNaN: true }),
        (lb, inches) => {
          const imperial = bmiImperial({ weightLb: lb, heightIn: inches }) as number
          const metric = bmiMetric({ weightKg: lbToKg(lb) as number, heightCm: inchesToCm(inches) as number }) as number
          // Exact factor is 703.06958; 703.07 is 6e-7 relative higher.
          expect(Math.abs(imperial - metric) / metric).toBeLessThan(1e-6)
          expect(Math.abs(imperial - metric)).toBeLessThan(0.05)
        },
      ),
    )
  })

  it('the spec factor differs from the exact conversion by under 1e-6 relative', () => {
    const exact = 0.45359237 / 0.0254 ** 2
    expect(exact).toBeCloseTo(703.0695796, 6)
    expect(Math.abs(BMI_IMPERIAL_FACTOR - exact) / exact).toBeLessThan(1e-6)
  })
})

describe('bsaMosteller (Mosteller 1987: √(cm × kg / 3600))', () => {
  it('70 kg, 175 cm → 1.84 m2', () => {
    // 175 × 70 = 12250; / 3600 = 3.402777…; √ = 1.844662…
    const bsa = bsaMosteller({ weightKg: 70, heightCm: 175 })
    expect(bsa).toBeCloseTo(1.844662, 6)
    expect(formatNumber(bsa, BSA_DISPLAY.decimals)).toBe('1.84')
  })

  it('100 kg, 180 cm → 2.24 m2', () => {
    // 180 × 100 / 3600 = 5; √5 = 2.236068
    expect(bsaMosteller({ weightKg: 100, heightCm: 180 })).toBeCloseTo(Math.sqrt(5), 12)
    expect(round2(bsaMosteller({ weightKg: 100, heightCm: 180 }))).toBe(2.24)
  })

  it('54 kg, 150 cm → exactly 1.5 m2', () => {
    // 150 × 54 = 8100; / 3600 = 2.25; √2.25 = 1.5
    expect(bsaMosteller({ weightKg: 54, heightCm: 150 })).toBe(1.5)
  })

  it('returns null for non-positive or non-finite values', () => {
    expect(bsaMosteller({ weightKg: 0, heightCm: 175 })).toBeNull()
    expect(bsaMosteller({ weightKg: 70, heightCm: -1 })).toBeNull()
    expect(bsaMosteller({ weightKg: Number.NaN, heightCm: 175 })).toBeNull()
  })

  it('exports its ranges as data', () => {
    expect(BSA_RANGES.weightKg.max).toEqual(BMI_RANGES.weightKg.max)
    expect(BSA_RANGES.weightKg.min).toBeLessThan(1)
    expect(Object.isFrozen(BSA_RANGES)).toBe(true)
  })
})

describe('unit converters', () => {
  it('convert with exact factors', () => {
    expect(lbToKg(1)).toBe(0.45359237)
    expect(kgToLb(0.45359237)).toBeCloseTo(1, 14)
    expect(inchesToCm(1)).toBe(2.54)
    expect(cmToInches(254)).toBeCloseTo(100, 12)
    expect(feetInchesToInches(5, 5)).toBe(65)
    expect(feetInchesToInches(6, 0)).toBe(72)
  })

  it('reject negative, non-finite and out-of-range inch parts', () => {
    expect(lbToKg(-1)).toBeNull()
    expect(kgToLb(Number.NaN)).toBeNull()
    expect(inchesToCm(Number.POSITIVE_INFINITY)).toBeNull()
    expect(cmToInches(-5)).toBeNull()
    expect(feetInchesToInches(5, 12)).toBeNull()
    expect(feetInchesToInches(5, -1)).toBeNull()
    expect(feetInchesToInches(-1, 0)).toBeNull()
  })
})

describe('range data', () => {
  it('is frozen and has units', () => {
    expect(Object.isFrozen(BMI_RANGES)).toBe(true)
    expect(Object.isFrozen(BMI_RANGES.heightIn)).toBe(true)
    expect(BMI_RANGES.heightIn).toMatchObject({ min: 36, max: 107, unit: 'in' })
  })
})
