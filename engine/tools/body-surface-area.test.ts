import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { BSA_RANGES, bsaMosteller } from '../formulas/bmi.ts'
import { roundTo } from '../formulas/rounding.ts'
import { convertMeasure } from '../units.ts'
import definition from './body-surface-area.ts'

/** Height is canonical in inches: tests state centimetres and divide by 2.54 (exact). */
const cm = (v: number) => v / 2.54
const base = { height: cm(175), weight: 70 }
const { tool, run, outcome, refused: refusedFields } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const duBois = (kg: number, cm: number) => 0.007184 * kg ** 0.425 * cm ** 0.725

describe('BSA: hand-derived values (no published worked example is reproduced)', () => {
  test('175 cm, 70 kg: Mosteller √(175 × 70 / 3600) = 1.8447 → 1.84; Du Bois 1.8481 → 1.85', () => {
    // Mosteller RD, N Engl J Med 1987;317:1098: √(12 250 / 3600) = √3.402778.
    expect(Math.sqrt(3.402778)).toBeCloseTo(1.84466, 5)
    // Du Bois D, Du Bois EF, Arch Intern Med 1916: 0.007184 × 70^0.425 × 175^0.725.
    expect(70 ** 0.425).toBeCloseTo(6.08368, 5)
    expect(175 ** 0.725).toBeCloseTo(42.28658, 5)
    const o = outcome({})
    expect(o.bsa_mosteller as number).toBeCloseTo(1.84466, 5)
    expect(o.bsa_dubois as number).toBeCloseTo(0.007184 * 6.08368 * 42.28658, 4)
    expect(roundTo(o.bsa_mosteller as number, 2)).toBe(1.84)
    expect(roundTo(o.bsa_dubois as number, 2)).toBe(1.85)
    // (1.84814 − 1.84466) / 1.84466 = +0.19 %.
    expect(o.dubois_difference as number).toBeCloseTo(0.1887, 3)
    expect(o.interpretation).toMatch(/^Between the 1.73/)
  })

  test('150 cm, 50 kg: Mosteller 1.4434 → 1.44; Du Bois 1.4325 → 1.43', () => {
    const o = outcome({ height: cm(150), weight: 50 })
    expect(o.bsa_mosteller as number).toBeCloseTo(Math.sqrt((150 * 50) / 3600), 12)
    expect(o.bsa_mosteller as number).toBeCloseTo(1.44338, 5)
    expect(o.bsa_dubois as number).toBeCloseTo(0.007184 * 5.27305 * 37.81518, 4)
    expect(o.interpretation).toMatch(/^Below the conventional adult reference/)
  })

  test('a heavy, short adult: 160 cm, 100 kg → Mosteller 2.11, Du Bois 2.02 (−4.4 %, no >5 % note); 170 cm, 150 kg → −6.0 % with the note', () => {
    const a = outcome({ height: cm(160), weight: 100 })
    expect(a.bsa_mosteller as number).toBeCloseTo(2.10819, 5)
    expect(a.bsa_dubois as number).toBeCloseTo(2.01536, 4)
    expect(a.interpretation).toMatch(/^Above 2.0/)
    expect(a.interpretation).not.toMatch(/differ by more than 5%/)
    const b = outcome({ height: cm(170), weight: 150 })
    expect(b.dubois_difference as number).toBeCloseTo(-5.99, 2)
    expect(b.interpretation).toMatch(/differ by more than 5%/)
  })

  test('the Mosteller result is the shared formula function', () => {
    expect(outcome({ height: cm(190), weight: 100 }).bsa_mosteller as number).toBeCloseTo(bsaMosteller({ weightKg: 100, heightCm: 190 })!, 12)
  })
})

describe('interpretation bands follow the BSA as displayed', () => {
  // Height 170 cm: BSA = √(170 w / 3600), so w = BSA² × 3600 / 170.
  const weightFor = (bsa: number) => (bsa * bsa * 3600) / 170
  test.each([
    [1.5, /^Below/],
    [1.729, /^Between/], // shown as 1.73
    [1.73, /^Between/],
    [2.0, /^Between/],
    [2.004, /^Between/], // shown as 2.00
    [2.006, /^Above 2.0/], // shown as 2.01
    [2.5, /^Above 2.0/],
  ] as const)('BSA %s → %s', (bsa, band) => {
    const o = outcome({ height: cm(170), weight: weightFor(bsa) })
    expect(o.bsa_mosteller as number).toBeCloseTo(bsa, 9)
    expect(o.interpretation).toMatch(band)
  })
})

describe('units: canonical cm and kg, imperial entries converted', () => {
  test('height (canonical inches) and weight (canonical kg) each offer a metric and an imperial unit; metric is the default view', () => {
    const systems = (name: string) => tool.controls[name]!.attributes!.measureInfo!.labels.map((l) => [l.value, l.system])
    expect(systems('height')).toEqual([
      ['in', 'imperial'],
      ['cm', 'metric'],
    ])
    expect(tool.controls.height!.attributes!.measureInfo!.uiDefaultMeasure).toBe('cm')
    expect(systems('weight')).toEqual([
      ['kg', 'metric'],
      ['lb', 'imperial'],
    ])
    expect(tool.controls.height_weight!.children).toEqual(['height', 'weight'])
  })

  test('conversions both ways', () => {
    expect(convertMeasure(175, 'cm', 'in', 3)).toBe(68.898)
    expect(convertMeasure(68.898, 'in', 'cm', 1)).toBe(175)
    expect(convertMeasure(154.3, 'lb', 'kg', 3)).toBe(69.989)
    expect(convertMeasure(69.989, 'kg', 'lb', 1)).toBe(154.3)
  })

  test('175 cm entered in metric (stored as 68.898 in) gives the hand-calculated BSA within 0.0001 m²', () => {
    const o = outcome({ height: convertMeasure(175, 'cm', 'in', 3) })
    expect(Math.abs((o.bsa_mosteller as number) - 1.84466)).toBeLessThan(0.0001)
  })

  test('5 ft 9 in and 154.3 lb: √(175.26 × 69.989 / 3600) = 1.8459', () => {
    const kg = convertMeasure(154.3, 'lb', 'kg', 3)!
    const o = outcome({ height: 69, weight: kg })
    // 69 in and 154.3 lb are slightly more than 175 cm and 70 kg.
    expect(o.bsa_mosteller as number).toBeCloseTo(Math.sqrt((175.26 * 69.989) / 3600), 12)
    expect(Math.abs((o.bsa_mosteller as number) - 1.84466)).toBeLessThan(0.002)
  })

  test('the stated metric range 20–271 cm and the imperial weight range convert inside the canonical ranges', () => {
    const fromCm = (v: number) => convertMeasure(v, 'cm', 'in', 3)
    const pounds = (v: number) => convertMeasure(v, 'lb', 'kg', 3)
    expect(run({ height: fromCm(20.5), weight: pounds(0.5) }).ok).toBe(true)
    expect(run({ height: fromCm(271), weight: pounds(1000) }).ok).toBe(true)
    expect(refusedFields({ height: fromCm(20) })).toEqual(['height'])
    expect(refusedFields({ height: fromCm(272) })).toEqual(['height'])
    expect(refusedFields({ weight: pounds(0.4) })).toEqual(['weight'])
    expect(refusedFields({ weight: pounds(1001) })).toEqual(['weight'])
  })
})

describe('children and infants (Mosteller is used for paediatric chemotherapy and fluids)', () => {
  test('a term newborn, 50 cm and 3.5 kg: Mosteller √(50 × 3.5 / 3600) = 0.2205 m²', () => {
    const o = outcome({ height: cm(50), weight: 3.5 })
    expect(o.bsa_mosteller as number).toBeCloseTo(Math.sqrt((50 * 3.5) / 3600), 10)
    expect(o.bsa_mosteller as number).toBeCloseTo(0.2205, 4)
    expect(o.bsa_dubois as number).toBeCloseTo(duBois(3.5, 50), 10)
  })

  test('a preterm infant, 33 cm and 0.8 kg: √(33 × 0.8 / 3600) = 0.0856 m²', () => {
    expect(outcome({ height: cm(33), weight: 0.8 }).bsa_mosteller as number).toBeCloseTo(0.085635, 5)
  })

  test('a child of 4, 102.5 cm and 16.45 kg: measured values at the precision given', () => {
    expect(outcome({ height: cm(102.5), weight: 16.45 }).bsa_mosteller as number).toBeCloseTo(Math.sqrt((102.5 * 16.45) / 3600), 10)
  })
})

describe('Haycock (Haycock 1978, J Pediatr 93:62–66): 0.024265 × kg^0.5378 × cm^0.3964', () => {
  const haycock = (kg: number, cm: number) => 0.024265 * kg ** 0.5378 * cm ** 0.3964

  test('a term newborn, 50 cm and 3.5 kg: 0.024265 × 1.961552 × 4.714892 = 0.22442 m² (Mosteller 0.22048)', () => {
    expect(3.5 ** 0.5378).toBeCloseTo(1.961552, 6)
    expect(50 ** 0.3964).toBeCloseTo(4.714892, 6)
    const o = outcome({ height: cm(50), weight: 3.5 })
    expect(o.bsa_haycock as number).toBeCloseTo(0.024265 * 1.961552 * 4.714892, 5)
    expect(roundTo(o.bsa_haycock as number, 2)).toBe(0.22)
    expect(o.bsa_mosteller as number).toBeCloseTo(0.22048, 5)
  })

  test('a child of 102.5 cm and 16.45 kg: 0.68562 m²; an adult of 175 cm and 70 kg: 1.84678 m²', () => {
    expect(outcome({ height: cm(102.5), weight: 16.45 }).bsa_haycock as number).toBeCloseTo(0.68562, 5)
    expect(outcome({}).bsa_haycock as number).toBeCloseTo(haycock(70, 175), 10)
    expect(outcome({}).bsa_haycock as number).toBeCloseTo(1.84678, 5)
  })

  test('a preterm infant, 33 cm and 0.8 kg, and the smallest accepted entry give finite values', () => {
    expect(outcome({ height: cm(33), weight: 0.8 }).bsa_haycock as number).toBeCloseTo(0.08606, 5)
    const smallest = outcome({ height: BSA_RANGES.heightIn.min, weight: BSA_RANGES.weightKg.min }).bsa_haycock as number
    expect(smallest).toBeCloseTo(haycock(0.2, 8 * 2.54), 10)
  })

  test('shown in the result list, chart note and formula', () => {
    expect(tool.risk).toContain('bsa_haycock')
    expect(tool.chartNote?.cc).toMatch(/Haycock \{\{bsa_haycock\}\} m²/)
    expect(tool.formula.join(' ')).toMatch(/0\.024265 × weight \(kg\)\^0\.5378 × height \(cm\)\^0\.3964/)
  })
})

describe('valid ranges and required inputs', () => {
  test(`${BSA_RANGES.heightIn.min}–${BSA_RANGES.heightIn.max} in and ${BSA_RANGES.weightKg.min}–${BSA_RANGES.weightKg.max} kg accepted at the edges; just outside refused with the field named`, () => {
    expect(run({ height: BSA_RANGES.heightIn.min }).ok).toBe(true)
    expect(run({ height: BSA_RANGES.heightIn.max }).ok).toBe(true)
    expect(run({ weight: BSA_RANGES.weightKg.min }).ok).toBe(true)
    expect(run({ weight: BSA_RANGES.weightKg.max }).ok).toBe(true)
    expect(refusedFields({ height: BSA_RANGES.heightIn.min - 0.1 })).toEqual(['height'])
    expect(refusedFields({ height: 107.1 })).toEqual(['height'])
    expect(refusedFields({ weight: BSA_RANGES.weightKg.min - 0.01 })).toEqual(['weight'])
    expect(refusedFields({ weight: 454.1 })).toEqual(['weight'])
  })

  test('zero, negative and non-numeric entries are refused, never clamped', () => {
    expect(refusedFields({ height: 0 })).toEqual(['height'])
    expect(refusedFields({ weight: -70 })).toEqual(['weight'])
    expect(refusedFields({ weight: 'heavy' })).toEqual(['weight'])
  })

  test('missing inputs are refused with each field named', () => {
    expect(bare.refused()).toEqual(['height', 'weight'])
    expect(refusedFields({ height: '' })).toEqual(['height'])
  })
})

describe('properties', () => {
  const valid = fc.record({
    height: fc.integer({ min: 360, max: 1070 }).map((v) => v / 10),
    weight: fc.integer({ min: 200, max: 4540 }).map((v) => v / 10),
  })

  test('every valid input gives finite BSAs inside 0.7–5.9 m² (Du Bois 0.67–5.7 m²) matching the formulas', () => {
    const duBoisIn = (kg: number, inches: number) => duBois(kg, inches * 2.54)
    fc.assert(
      fc.property(valid, ({ height, weight }) => {
        const o = outcome({ height, weight })
        const m = o.bsa_mosteller as number
        const d = o.bsa_dubois as number
        expect(Number.isFinite(m) && Number.isFinite(d)).toBe(true)
        // Range corners: √(91.44 × 20 / 3600) = 0.713; √(271.78 × 454 / 3600) = 5.854.
        expect(m).toBeGreaterThanOrEqual(0.712)
        expect(m).toBeLessThanOrEqual(5.855)
        expect(m).toBeCloseTo(Math.sqrt((height * 2.54 * weight) / 3600), 10)
        expect(d).toBeCloseTo(duBoisIn(weight, height), 10)
        // Du Bois over the same corners: 0.678 (91.44 cm, 20 kg) to 5.629 (271.78 cm, 454 kg).
        expect(d).toBeGreaterThanOrEqual(0.677)
        expect(d).toBeLessThanOrEqual(5.63)
        // Widest gaps at the corners: about −25 % (short and heavy) and +21 % (tall and light).
        expect(Math.abs(o.dubois_difference as number)).toBeLessThan(25)
        expect(String(o.interpretation).includes('differ by more than 5%')).toBe(Math.abs(o.dubois_difference as number) > 5)
        expect(typeof o.interpretation).toBe('string')
      }),
      { numRuns: 400 },
    )
  })

  test('BSA rises with height and with weight', () => {
    fc.assert(
      fc.property(valid, fc.integer({ min: 1, max: 50 }), ({ height, weight }, d) => {
        if (weight + d <= 454) expect(outcome({ height, weight: weight + d }).bsa_mosteller as number).toBeGreaterThan(outcome({ height, weight }).bsa_mosteller as number)
        if (height + d <= 107) expect(outcome({ height: height + d, weight }).bsa_dubois as number).toBeGreaterThan(outcome({ height, weight }).bsa_dubois as number)
      }),
      { numRuns: 200 },
    )
  })
})
