import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import {
  CIGARETTES_PER_PACK,
  conversionFactor,
  convertMeasure,
  convertUnit,
  feetInchesFromHeight,
  heightFromFeetInches,
  INCHES_PER_FOOT,
  readInUnit,
  roundToPrecision,
  toCanonicalUnit,
  unitsOfField,
} from './units.ts'

describe('constants (spec 02 §9)', () => {
  test('12 inches per foot, 20 cigarettes per pack', () => {
    expect(INCHES_PER_FOOT).toBe(12)
    expect(CIGARETTES_PER_PACK).toBe(20)
  })
})

describe('conversionFactor', () => {
  test.each([
    ['in', 'cm', 2.54],
    ['lb', 'kg', 0.45359237],
    ['mg/dL creatinine', 'µmol/L creatinine', 88.4],
    ['mg/dL cholesterol', 'mmol/L cholesterol', 1 / 38.67],
    ['mg/dL glucose', 'mmol/L glucose', 1 / 18.016],
    // 88.57 mg/dL per mmol/L (triolein 885.7 g/mol): 150 mg/dL is 1.69 mmol/L, the SI factor 0.0113.
    ['mmol/L triglycerides', 'mg/dL triglycerides', 88.57],
    // Calcium 40.078 g/mol: 1 mmol/L = 4.008 mg/dL.
    ['mmol/L calcium', 'mg/dL calcium', 4.008],
    // Ethanol 46.07 g/mol: 1 mmol/L = 4.607 mg/dL.
    ['mmol/L ethanol', 'mg/dL ethanol', 4.607],
    ['g/dL protein', 'g/L protein', 10],
    ['g/L fibrinogen', 'mg/dL fibrinogen', 100],
    ['m', 'cm', 100],
    // D-dimer FEU: 1 mg/L = 1 µg/mL = 1000 ng/mL (metric prefixes).
    ['mg/L FEU D-dimer', 'ng/mL FEU D-dimer', 1000],
  ])('%s → %s is %d, and the reverse its inverse', (from, to, factor) => {
    expect(conversionFactor(from, to)).toBeCloseTo(factor, 12)
    expect(conversionFactor(to, from)).toBeCloseTo(1 / factor, 12)
  })

  test('triglycerides, calcium and height in metres against their sources', () => {
    // NCEP ATP III: 150 mg/dL triglycerides = 1.7 mmol/L; 500 mg/dL = 5.6 mmol/L (×0.0113).
    expect(convertMeasure(150, 'mg/dL triglycerides', 'mmol/L triglycerides', 1)).toBe(1.7)
    expect(convertMeasure(500, 'mg/dL triglycerides', 'mmol/L triglycerides', 1)).toBe(5.6)
    expect(convertMeasure(1.7, 'mmol/L triglycerides', 'mg/dL triglycerides', 0)).toBe(151)
    // Total calcium 2.5 mmol/L = 10.0 mg/dL (40.078 g/mol); 8.0 mg/dL = 2.00 mmol/L.
    expect(convertMeasure(2.5, 'mmol/L calcium', 'mg/dL calcium', 1)).toBe(10)
    expect(convertMeasure(8, 'mg/dL calcium', 'mmol/L calcium', 2)).toBe(2)
    expect(convertMeasure(1.64, 'm', 'cm', 1)).toBe(164)
    // Ethanol 100 mg/dL = 21.7 mmol/L; 10 mmol/L = 46.1 mg/dL (46.07 g/mol).
    expect(convertMeasure(100, 'mg/dL ethanol', 'mmol/L ethanol', 1)).toBe(21.7)
    expect(convertMeasure(10, 'mmol/L ethanol', 'mg/dL ethanol', 1)).toBe(46.1)
    // Each is its own substance: no conversion across them.
    expect(conversionFactor('mmol/L triglycerides', 'mg/dL cholesterol')).toBeNull()
    expect(conversionFactor('mmol/L calcium', 'mg/dL glucose')).toBeNull()
    expect(conversionFactor('m', 'in')).toBeNull()
  })

  test('D-dimer: the YEARS cut-offs 1000 and 500 ng/mL FEU are 1.00 and 0.50 mg/L FEU; DDU do not convert', () => {
    expect(convertMeasure(1000, 'ng/mL FEU D-dimer', 'mg/L FEU D-dimer', 2)).toBe(1)
    expect(convertMeasure(0.5, 'mg/L FEU D-dimer', 'ng/mL FEU D-dimer', 0)).toBe(500)
    expect(convertMeasure(0.99, 'mg/L FEU D-dimer', 'ng/mL FEU D-dimer', 0)).toBe(990)
    expect(conversionFactor('mg/L FEU D-dimer', 'ng/mL DDU D-dimer')).toBeNull()
  })

  test('a unit into itself is 1; units that do not convert give null', () => {
    expect(conversionFactor('kg', 'kg')).toBe(1)
    expect(conversionFactor('in', 'kg')).toBeNull()
    expect(conversionFactor('mg/dL glucose', 'mmol/L cholesterol')).toBeNull()
    expect(conversionFactor('toString', 'cm')).toBeNull()
  })
})

describe('convertUnit: proportional and with an offset', () => {
  test.each([
    [37, 98.6],
    [0, 32],
    [100, 212],
    [-40, -40],
    [13, 55.4],
    [47, 116.6],
    [38.3, 100.94],
  ])('%d °C = %d °F, both ways, exact at one and two decimals', (c, f) => {
    expect(roundToPrecision(convertUnit(c, '°C', '°F')!, 2)).toBe(f)
    expect(roundToPrecision(convertUnit(f, '°F', '°C')!, 1)).toBe(c)
    expect(toCanonicalUnit(f, '°F', '°C')).toBe(c)
    expect(convertMeasure(c, '°C', '°F', 1)).toBe(roundToPrecision(f, 1))
  })

  test('every temperature at 0.1 °C goes to °F and back to the same value', () => {
    for (let tenths = 130; tenths <= 470; tenths++) {
      const c = tenths / 10
      expect(toCanonicalUnit(convertMeasure(c, '°C', '°F', 2)!, '°F', '°C')).toBe(c)
    }
  })

  test.each([
    [7, 53],
    [6.5, 48],
    [5, 31],
    [10, 86],
    [2.15, 0],
  ])('HbA1c %d %% (NGSP) = %d mmol/mol (IFCC): 10.929 × (NGSP − 2.15), rounded to whole mmol/mol', (ngsp, ifcc) => {
    expect(convertMeasure(ngsp, '% HbA1c', 'mmol/mol HbA1c', 0)).toBe(ifcc)
    expect(convertUnit(ngsp, '% HbA1c', 'mmol/mol HbA1c')).toBeCloseTo(10.929 * (ngsp - 2.15), 10)
    expect(convertUnit(ifcc, 'mmol/mol HbA1c', '% HbA1c')).toBeCloseTo(ifcc / 10.929 + 2.15, 10)
    expect(conversionFactor('% HbA1c', 'mmol/mol HbA1c')).toBeNull()
  })

  test('a proportional conversion is the factor; units that do not convert give null', () => {
    expect(convertUnit(2, 'in', 'cm')).toBe(5.08)
    expect(convertUnit(1, '°C', 'kg')).toBeNull()
    expect(convertUnit(1, 'toString', '°F')).toBeNull()
    expect(conversionFactor('°C', '°F')).toBeNull()
  })
})

describe('roundToPrecision', () => {
  test.each([
    [1.25 * 2.54, 2, 3.18],
    [1.005, 2, 1.01],
    [0.285, 2, 0.29],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [-0.04, 1, 0],
    [177.8, 1, 177.8],
    [180 * 0.45359237, 1, 81.6],
    [12.3456, 3, 12.346],
  ])('%d to %d decimals is %d (half away from zero on the printed decimal)', (value, decimals, expected) => {
    expect(Object.is(roundToPrecision(value, decimals), expected)).toBe(true)
  })
})

describe('convertMeasure', () => {
  test.each([
    [70, 'in', 'cm', 1, 177.8],
    [1.25, 'in', 'cm', 2, 3.18],
    [177.8, 'cm', 'in', 1, 70],
    [180, 'lb', 'kg', 1, 81.6],
    [81.6, 'kg', 'lb', 1, 179.9],
    [81.6, 'kg', 'lb', 0, 180],
    [200, 'mg/dL cholesterol', 'mmol/L cholesterol', 2, 5.17],
    [5.17, 'mmol/L cholesterol', 'mg/dL cholesterol', 0, 200],
    [1, 'mg/dL creatinine', 'µmol/L creatinine', 0, 88],
    [88, 'µmol/L creatinine', 'mg/dL creatinine', 2, 1],
    [5.5, 'mmol/L glucose', 'mg/dL glucose', 0, 99],
    [0, 'lb', 'kg', 1, 0],
  ])('%d %s → %s (%d decimals) = %d', (value, from, to, precision, expected) => {
    expect(convertMeasure(value, from, to, precision)).toBe(expected)
  })

  test('units that do not convert give null', () => {
    expect(convertMeasure(70, 'in', 'kg', 1)).toBeNull()
  })

  test('the same unit only rounds', () => {
    expect(convertMeasure(70.26, 'in', 'in', 1)).toBe(70.3)
  })

  const pairs: [string, string][] = [
    ['in', 'cm'],
    ['cm', 'in'],
    ['lb', 'kg'],
    ['kg', 'lb'],
  ]
  const roundTrip = fc.record({
    pair: fc.constantFrom(...pairs),
    sourcePrecision: fc.integer({ min: 0, max: 2 }),
    targetPrecision: fc.integer({ min: 0, max: 3 }),
    units: fc.integer({ min: 0, max: 1_000_000 }),
  })

  test('a round trip stays within half a step of each precision (scaled by the factor)', () => {
    fc.assert(
      fc.property(roundTrip, ({ pair: [a, b], sourcePrecision, targetPrecision, units }) => {
        const x = Number((units / 10 ** sourcePrecision).toFixed(sourcePrecision))
        const there = convertMeasure(x, a, b, targetPrecision)!
        const back = convertMeasure(there, b, a, sourcePrecision)!
        const factor = conversionFactor(a, b)!
        const halfTarget = 0.5 * 10 ** -targetPrecision
        const halfSource = 0.5 * 10 ** -sourcePrecision
        expect(Math.abs(there - x * factor)).toBeLessThanOrEqual(halfTarget + 1e-9)
        expect(Math.abs(back - x)).toBeLessThanOrEqual(halfTarget / factor + halfSource + 1e-9)
        // The result sits on the target unit's grid.
        expect(Number(there.toFixed(targetPrecision))).toBe(there)
        // Fine enough a target loses nothing: back exactly where we started.
        if (halfTarget / factor <= 0.9 * halfSource) expect(back).toBe(x)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('heightFromFeetInches', () => {
  test.each([
    [5, 10, 70],
    ['5', '0', 60],
    ['6', '', 72],
    ['6', null, 72],
    [0, 11, 11],
    ['', '7', 7],
    [5, 11.5, 71.5],
    [8, 0, 96],
  ])('%j ft %j in = %d in', (feet, inches, total) => {
    expect(heightFromFeetInches(feet, inches)).toEqual({ ok: true, inches: total })
  })

  test('inches outside 0 to 11 are refused', () => {
    for (const inches of [12, 12.5, 13, -1, '-0.5', '24']) {
      expect(heightFromFeetInches(5, inches), String(inches)).toEqual({ ok: false, reason: 'inches-out-of-range' })
    }
  })

  test('feet must be a whole number from 0; text is not a number', () => {
    for (const [feet, inches] of [
      [5.5, 0],
      [-1, 0],
      ['five', 0],
      [5, 'ten'],
      ['NaN', ''],
    ] as const) {
      expect(heightFromFeetInches(feet, inches), `${feet} ${inches}`).toEqual({ ok: false, reason: 'not-a-number' })
    }
  })

  test('nothing entered is empty', () => {
    expect(heightFromFeetInches('', '')).toEqual({ ok: false, reason: 'empty' })
    expect(heightFromFeetInches(null, null)).toEqual({ ok: false, reason: 'empty' })
  })
})

describe('feetInchesFromHeight', () => {
  test.each([
    [70, 5, 10],
    [72, 6, 0],
    [71.96, 6, 0],
    [71.5, 5, 11.5],
    [59.99, 5, 0],
    [0, 0, 0],
  ])('%d in = %d ft %d in', (total, feet, inches) => {
    expect(feetInchesFromHeight(total)).toEqual({ feet, inches })
  })

  test('whole feet and inches 0–11 round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 11 }), (feet, inches) => {
        const parsed = heightFromFeetInches(String(feet), String(inches))
        expect(parsed).toEqual({ ok: true, inches: feet * 12 + inches })
        if (parsed.ok) expect(feetInchesFromHeight(parsed.inches)).toEqual({ feet, inches })
      }),
    )
  })

  test('any height splits into inches below 12 and gives back the height to 0.1 in', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 120, noNaN: true }), (total) => {
        const { feet, inches } = feetInchesFromHeight(total)
        expect(Number.isInteger(feet)).toBe(true)
        expect(inches).toBeGreaterThanOrEqual(0)
        expect(inches).toBeLessThan(12)
        expect(Math.abs(feet * 12 + inches - total)).toBeLessThanOrEqual(0.05 + 1e-9)
      }),
    )
  })
})

describe('values with their unit', () => {
  const weight = { attributes: { measureInfo: { labels: [{ value: 'lb' }, { value: 'kg' }] } } }
  const age = { attributes: { fieldInfo: { units: 'years' } } }

  test('a value in another unit is given in the canonical unit at full precision, without display rounding', () => {
    expect(toCanonicalUnit(80, 'kg', 'lb')).toBe(176.369809748)
    expect(toCanonicalUnit(175.26, 'cm', 'in')).toBe(69)
    expect(toCanonicalUnit(80, 'lb', 'lb')).toBe(80)
    expect(toCanonicalUnit(80, 'kg', 'cm')).toBeNull()
  })

  test('readInUnit converts numbers, refuses units the field lacks, passes on what is not a number', () => {
    expect(readInUnit(weight, '80', 'kg')).toEqual({ ok: true, value: 176.369809748 })
    expect(readInUnit(weight, 80, 'lb')).toEqual({ ok: true, value: 80 })
    expect(readInUnit(weight, '80', undefined)).toEqual({ ok: true, value: '80' })
    for (const unit of ['stone', 'KG', 5]) expect(readInUnit(weight, '80', unit)).toEqual({ ok: false, reason: 'unknown-unit' })
    for (const text of ['0x50', '1e999', 'heavy']) expect(readInUnit(weight, text, 'kg')).toEqual({ ok: true, value: text })
    expect(readInUnit(age, 60, 'years')).toEqual({ ok: true, value: 60 })
    expect(readInUnit(age, 60, 'months')).toEqual({ ok: false, reason: 'unknown-unit' })
    expect(unitsOfField({})).toEqual([])
  })
})
