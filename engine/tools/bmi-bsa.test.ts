import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { BMI_RANGES, bmiMetric, bsaMosteller } from '../formulas/bmi.ts'
import { roundTo } from '../formulas/rounding.ts'
import { convertMeasure, heightFromFeetInches } from '../units.ts'
import definition from './bmi-bsa.ts'

const base = { height: 65, weight: 150 }

const { tool, run, outcome, refused } = toolHarness(definition, { base })
const bare = toolHarness(definition)

describe('BMI and BSA: published and hand-derived values', () => {
  test('CDC worked example: 150 lb, 5 ft 5 in → 24.96 (703) / 24.961 (703.07), shown as 25.0', () => {
    // CDC "Calculating BMI using the English system": [150 ÷ 65²] × 703 = 24.96. The spec's factor is 703.07.
    expect(heightFromFeetInches(5, 5)).toEqual({ ok: true, inches: 65 })
    const o = outcome({})
    expect(o.bmi as number).toBeCloseTo((703.07 * 150) / 65 ** 2, 10)
    expect(Math.abs((o.bmi as number) - 24.96)).toBeLessThan(0.005)
    expect(roundTo(o.bmi as number, 1)).toBe(25.0)
    // Category from the displayed value: 25.0 → overweight.
    expect(o.bmi_category).toBe('Overweight')
    // BSA, hand calculation: 150 lb = 68.0389 kg, 65 in = 165.1 cm → √(165.1 × 68.0389 / 3600) = 1.7664 → 1.77.
    expect(roundTo(o.bsa as number, 2)).toBe(1.77)
  })

  test('70 kg and 175 cm, converted as the page does → BMI 22.9 and BSA 1.84', () => {
    // Metric by hand: 70 / 1.75² = 22.857 → 22.9; √(175 × 70 / 3600) = 1.8447 → 1.84.
    expect(70 / 1.75 ** 2).toBeCloseTo(22.857, 3)
    expect(Math.sqrt((175 * 70) / 3600)).toBeCloseTo(1.8447, 4)
    // Converted at the displayed precision of the imperial units (1 decimal) …
    const lb1 = convertMeasure(70, 'kg', 'lb', 1)!
    const in1 = convertMeasure(175, 'cm', 'in', 1)!
    expect([lb1, in1]).toEqual([154.3, 68.9])
    const o1 = outcome({ weight: lb1, height: in1 })
    expect(roundTo(o1.bmi as number, 1)).toBe(22.9)
    expect(roundTo(o1.bsa as number, 2)).toBe(1.84)
    expect(o1.bmi_category).toBe('Normal weight')
    // … and at the precision the form keeps (canonical precision + 2), as app/tools/form-inputs.ts does.
    const lb3 = convertMeasure(70, 'kg', 'lb', 3)!
    const in3 = convertMeasure(175, 'cm', 'in', 3)!
    const o3 = outcome({ weight: lb3, height: in3 })
    expect(roundTo(o3.bmi as number, 1)).toBe(22.9)
    expect(roundTo(o3.bsa as number, 2)).toBe(1.84)
    // Same as the metric formulas to well within a display step.
    expect(Math.abs((o3.bmi as number) - bmiMetric({ weightKg: 70, heightCm: 175 })!)).toBeLessThan(0.005)
    expect(Math.abs((o3.bsa as number) - bsaMosteller({ weightKg: 70, heightCm: 175 })!)).toBeLessThan(0.0005)
  })
})

describe('WHO categories on the displayed BMI', () => {
  // Height 70 in: BMI = 703.07 × w / 4900, so w = BMI × 4900 / 703.07.
  const weightFor = (bmi: number) => Math.round(((bmi * 4900) / 703.07) * 100) / 100
  test.each([
    [17.0, 'Underweight'],
    [22.0, 'Normal weight'],
    [27.0, 'Overweight'],
    [32.0, 'Obesity class I'],
    [37.0, 'Obesity class II'],
    [45.0, 'Obesity class III'],
  ] as const)('BMI about %s → %s', (bmi, category) => {
    const o = outcome({ height: 70, weight: weightFor(bmi) })
    expect(Math.abs((o.bmi as number) - bmi)).toBeLessThan(0.01)
    expect(o.bmi_category).toBe(category)
    expect(o.interpretation).toMatch(/WHO adult classification/)
  })

  test('every band edge follows the one-decimal value shown', () => {
    const expectedCategory = (shown: number) =>
      shown < 18.5 ? 'Underweight' : shown < 25 ? 'Normal weight' : shown < 30 ? 'Overweight' : shown < 35 ? 'Obesity class I' : shown < 40 ? 'Obesity class II' : 'Obesity class III'
    for (let w = 44; w <= 400; w += 0.3) {
      const o = outcome({ height: 70, weight: Math.round(w * 10) / 10 })
      expect(o.bmi_category).toBe(expectedCategory(roundTo(o.bmi as number, 1)!))
    }
  })

  test('the Asian cut-off note appears for the normal and overweight bands only', () => {
    expect(outcome({ height: 70, weight: weightFor(22) }).interpretation).toMatch(/Asian/)
    expect(outcome({ height: 70, weight: weightFor(27) }).interpretation).toMatch(/Asian/)
    expect(outcome({ height: 70, weight: weightFor(17) }).interpretation).not.toMatch(/Asian/)
    expect(outcome({ height: 70, weight: weightFor(32) }).interpretation).not.toMatch(/Asian/)
  })
})

describe('height/weight container and units', () => {
  test('one numeric.heightweight container holds height and weight, each with an imperial and a metric unit', () => {
    const container = tool.controls.height_weight!
    expect(container.type).toBe('numeric.heightweight')
    expect(container.children).toEqual(['height', 'weight'])
    expect(tool.sections.patient).toEqual(['height_weight'])
    const systems = (name: string) => tool.controls[name]!.attributes!.measureInfo!.labels.map((l) => [l.value, l.system])
    expect(systems('height')).toEqual([
      ['in', 'imperial'],
      ['cm', 'metric'],
    ])
    expect(systems('weight')).toEqual([
      ['lb', 'imperial'],
      ['kg', 'metric'],
    ])
  })

  test('conversions both ways', () => {
    expect(convertMeasure(65, 'in', 'cm', 1)).toBe(165.1)
    expect(convertMeasure(165.1, 'cm', 'in', 1)).toBe(65)
    expect(convertMeasure(150, 'lb', 'kg', 1)).toBe(68)
    expect(convertMeasure(68, 'kg', 'lb', 1)).toBe(149.9)
    for (let cm = 92; cm <= 271; cm++) {
      const inches = convertMeasure(cm, 'cm', 'in', 3)!
      expect(Math.abs(convertMeasure(inches, 'in', 'cm', 1)! - cm)).toBeLessThan(0.05)
    }
  })

  test('the stated metric ranges (92–271 cm, 20–453 kg) convert inside the canonical ranges; beyond them is refused', () => {
    const cm = (v: number) => convertMeasure(v, 'cm', 'in', 3)
    const kg = (v: number) => convertMeasure(v, 'kg', 'lb', 3)
    expect(run({ height: cm(92), weight: kg(20) }).ok).toBe(true)
    expect(run({ height: cm(271), weight: kg(453) }).ok).toBe(true)
    expect(refused({ height: cm(91) })).toEqual(['height'])
    expect(refused({ height: cm(272) })).toEqual(['height'])
    expect(refused({ weight: kg(19.9) })).toEqual(['weight'])
    expect(refused({ weight: kg(454) })).toEqual(['weight'])
  })
})

describe('valid ranges and required inputs', () => {
  test('height 36–107 in and weight 44–1000 lb accepted; just outside refused', () => {
    expect(run({ height: BMI_RANGES.heightIn.min }).ok).toBe(true)
    expect(run({ height: BMI_RANGES.heightIn.max }).ok).toBe(true)
    expect(refused({ height: 35.9 })).toEqual(['height'])
    expect(refused({ height: 107.1 })).toEqual(['height'])
    expect(run({ weight: BMI_RANGES.weightLb.min }).ok).toBe(true)
    expect(run({ weight: BMI_RANGES.weightLb.max }).ok).toBe(true)
    expect(refused({ weight: 43.9 })).toEqual(['weight'])
    expect(refused({ weight: 1000.1 })).toEqual(['weight'])
  })

  test('zero, negative and non-numeric entries are refused, never clamped', () => {
    expect(refused({ height: 0 })).toEqual(['height'])
    expect(refused({ weight: -150 })).toEqual(['weight'])
    expect(refused({ height: 'tall' })).toEqual(['height'])
  })

  test('missing inputs are refused with each field named', () => {
    expect(bare.refused()).toEqual(['height', 'weight'])
    expect(refused({ weight: '' })).toEqual(['weight'])
  })
})

describe('properties', () => {
  const valid = fc.record({
    height: fc.integer({ min: 360, max: 1070 }).map((v) => v / 10),
    weight: fc.integer({ min: 440, max: 10000 }).map((v) => v / 10),
  })

  test('every valid input gives a finite BMI and BSA matching the metric formulas, and a category', () => {
    fc.assert(
      fc.property(valid, ({ height, weight }) => {
        const o = outcome({ height, weight })
        const bmi = o.bmi as number
        const bsa = o.bsa as number
        expect(Number.isFinite(bmi) && bmi > 0).toBe(true)
        expect(Number.isFinite(bsa) && bsa > 0).toBe(true)
        const kg = weight * 0.45359237
        const cm = height * 2.54
        // 703.07 differs from the exact 703.0696 by 0.00006 %.
        expect(Math.abs(bmi / bmiMetric({ weightKg: kg, heightCm: cm })! - 1)).toBeLessThan(1e-6)
        expect(bsa).toBeCloseTo(bsaMosteller({ weightKg: kg, heightCm: cm })!, 10)
        expect(typeof o.bmi_category).toBe('string')
      }),
      { numRuns: 400 },
    )
  })

  test('BMI rises with weight and falls with height', () => {
    fc.assert(
      fc.property(valid, fc.integer({ min: 1, max: 50 }), ({ height, weight }, d) => {
        if (weight + d <= 1000) expect(outcome({ height, weight: weight + d }).bmi as number).toBeGreaterThan(outcome({ height, weight }).bmi as number)
        if (height + d / 10 <= 107) expect(outcome({ height: height + d / 10, weight }).bmi as number).toBeLessThan(outcome({ height, weight }).bmi as number)
      }),
      { numRuns: 200 },
    )
  })
})

describe('children are pointed to the right tools', () => {
  test('a child’s height and weight are refused with the reason and the tool to use instead', () => {
    const r = run({ height: 30, weight: 30 })
    const reasons = r.ok ? [] : Object.values(r.errors).flat().map((e) => e.reason)
    expect(reasons.length).toBeGreaterThan(0)
    for (const reason of reasons) expect(reason).toMatch(/Body Surface Area/)
  })
})
