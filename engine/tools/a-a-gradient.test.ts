import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition, { AA_RANGES } from './a-a-gradient.ts'

// Alveolar gas equation: PAO₂ = FiO₂ × (PB − 47) − PaCO₂ ÷ 0.8 (West, Respiratory Physiology);
// A–a gradient = PAO₂ − PaO₂; approximate upper limit on room air age ÷ 4 + 4 mmHg.
const base = { fio2: 21, pao2: 95, paco2: 40, age: 30 }
const { tool, outcome, refused, evaluate, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const text = (inputs: Record<string, unknown>) => String(outcome(inputs).interpretation)

describe('A–a gradient: hand-derived values', () => {
  test('room air at sea level: 0.21 × 713 − 40/0.8 = 99.73; gradient 4.73', () => {
    const o = outcome({})
    expect(o.alveolar_po2).toBeCloseTo(99.73, 10)
    expect(o.aa_gradient).toBeCloseTo(4.73, 10)
    expect(o.aa_gradient_kpa).toBeCloseTo(4.73 / 7.50062, 10)
    expect(o.expected_aa).toBe(11.5)
  })

  test('barometric pressure defaults to 760 mmHg and altitude lowers PAO₂', () => {
    expect(evaluate().fields.barometric_pressure!.value).toBe(760)
    // 0.21 × (630 − 47) − 50 = 72.43
    expect(outcome({ barometric_pressure: 630 }).alveolar_po2).toBeCloseTo(72.43, 10)
  })

  test('FiO₂ 100 %: 713 − 50 = 663', () => {
    expect(outcome({ fio2: 100, pao2: 300 }).aa_gradient).toBeCloseTo(363, 10)
  })
})

describe('units: kPa ↔ mmHg (1 kPa = 7.50062 mmHg)', () => {
  test('the same gas in kPa gives the same gradient', () => {
    const kpa = outcome({ pao2: 95 / 7.50062, 'pao2.unit': 'kPa', paco2: 40 / 7.50062, 'paco2.unit': 'kPa', barometric_pressure: 760 / 7.50062, 'barometric_pressure.unit': 'kPa' })
    expect(kpa.aa_gradient as number).toBeCloseTo(4.73, 6)
  })

  test('PaO₂ 12.67 kPa is 95.03 mmHg', () => {
    expect(outcome({ pao2: 12.67, 'pao2.unit': 'kPa' }).aa_gradient as number).toBeCloseTo(99.73 - 12.67 * 7.50062, 6)
  })

  test('fields have the mmHg/kPa switch; unknown units are refused', () => {
    expect(tool.controls.pao2!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmHg', 'kPa'])
    expect(refused({ pao2: 12, 'pao2.unit': 'kpa' })).toEqual(['pao2'])
  })
})

describe('interpretation', () => {
  test('room air: above age ÷ 4 + 4 is raised; equal is within', () => {
    // Age 30 → 11.5. Gradient 11.5 at PaO₂ 88.23; 11.6 at 88.13.
    expect(text({ pao2: 88.23 })).toMatch(/^Within the approximate value/)
    expect(text({ pao2: 88.13 })).toMatch(/^Above the approximate value/)
    expect(text({ age: 70, pao2: 65, paco2: 30 })).toMatch(/^Above/)
  })

  test('on supplemental oxygen the age rule is not applied', () => {
    expect(text({ fio2: 22 })).toMatch(/On supplemental oxygen/)
    expect(text({ fio2: 40, pao2: 60 })).not.toMatch(/^Above/)
  })

  test('without age a general statement is given and no expected value', () => {
    const o = outcome({ age: undefined })
    expect(o).not.toHaveProperty('expected_aa')
    expect(String(o.interpretation)).toMatch(/enter the age/)
  })

  test('a gradient below −10 mmHg flags a likely entry error; −10 does not', () => {
    expect(text({ pao2: 109.73 })).not.toMatch(/negative beyond/) // −10
    expect(text({ pao2: 109.83 })).toMatch(/negative beyond/) // −10.1
  })
})

describe('ranges and required fields', () => {
  test('edges accepted, one step beyond refused', () => {
    expectRange('fio2', 21, 100, 20.9, 100.1)
    expectRange('pao2', 5, 800, 4.9, 800.1)
    expectRange('paco2', 5, 300, 4.9, 300.1)
    expectRange('barometric_pressure', AA_RANGES.pb.min, AA_RANGES.pb.max, 249.9, 800.1)
    expectRange('age', 18, 120, 17.9, 120.1)
  })

  test('FiO₂, PaO₂ and PaCO₂ are required; age optional', () => {
    expect(bare.refused({})).toEqual(['fio2', 'paco2', 'pao2'])
    expect(refused({ age: undefined })).toEqual([])
  })
})

describe('properties', () => {
  test('the gradient equals the equation for every valid input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 21, max: 100 }), fc.integer({ min: 50, max: 8000 }), fc.integer({ min: 50, max: 3000 }), (fio2, pao2x10, paco2x10) => {
        const pao2 = pao2x10 / 10
        const paco2 = paco2x10 / 10
        const o = outcome({ fio2, pao2, paco2 })
        expect(o.aa_gradient as number).toBeCloseTo((fio2 / 100) * 713 - paco2 / 0.8 - pao2, 9)
      }),
      { numRuns: 200 },
    )
  })
})
