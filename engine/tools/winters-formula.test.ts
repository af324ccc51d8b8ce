import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './winters-formula.ts'

// Albert MS, Dell RB, Winters RW, Ann Intern Med 1967;66:312–322: expected PaCO₂ = 1.5 × HCO₃ + 8 ± 2 mmHg.
const base = { bicarbonate: 12, paco2: 26 }
const { outcome, refused, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const comp = (inputs: Record<string, unknown>) => outcome(inputs).winters_compensation

describe('Winters’ formula', () => {
  test('1.5 × HCO₃ + 8, with the ±2 range and kPa', () => {
    const o = outcome({})
    expect(o.expected_paco2).toBe(26)
    expect(o.expected_low).toBe(24)
    expect(o.expected_high).toBe(28)
    expect(o.expected_paco2_kpa).toBeCloseTo(26 / 7.50062, 10)
    expect(outcome({ bicarbonate: 5.4 }).expected_paco2).toBeCloseTo(16.1, 10)
  })

  test('the limits of the range count as within; beyond them a second disorder is named', () => {
    expect(comp({ paco2: 24 })).toBe('PaCO₂ within the expected range')
    expect(comp({ paco2: 28 })).toBe('PaCO₂ within the expected range')
    expect(comp({ paco2: 28.1 })).toBe('PaCO₂ above the expected range')
    expect(comp({ paco2: 23.9 })).toBe('PaCO₂ below the expected range')
    expect(String(outcome({ paco2: 28.1 }).interpretation)).toMatch(/respiratory acidosis/)
    expect(String(outcome({ paco2: 23.9 }).interpretation)).toMatch(/respiratory alkalosis/)
  })

  test('measured PaCO₂ in kPa is compared in mmHg (1 kPa = 7.50062 mmHg)', () => {
    // 3.73 kPa = 27.98 mmHg (within); 3.74 kPa = 28.05 mmHg (above).
    expect(comp({ paco2: 3.73, 'paco2.unit': 'kPa' })).toBe('PaCO₂ within the expected range')
    expect(comp({ paco2: 3.74, 'paco2.unit': 'kPa' })).toBe('PaCO₂ above the expected range')
    expect(outcome({ paco2: 26 / 7.50062, 'paco2.unit': 'kPa' })).toEqual(outcome({ paco2: 26 }))
  })

  test('without a measured PaCO₂ only the expected value is given', () => {
    const o = outcome({ paco2: undefined })
    expect(o).not.toHaveProperty('winters_compensation')
    expect(String(o.interpretation)).toMatch(/Enter the measured PaCO₂/)
  })

  test('a bicarbonate of 22 or more is flagged as outside the formula’s use', () => {
    expect(String(outcome({ bicarbonate: 22 }).interpretation)).toMatch(/^Bicarbonate is not low/)
    expect(String(outcome({ bicarbonate: 21.9 }).interpretation)).not.toMatch(/not low/)
  })

  test('ranges and required fields', () => {
    expectRange('bicarbonate', 1, 60, 0.9, 60.1)
    expectRange('paco2', 5, 300, 4.9, 300.1)
    expect(bare.refused({})).toEqual(['bicarbonate'])
    expect(refused({ paco2: 3, 'paco2.unit': 'kpa' })).toEqual(['paco2'])
  })
})
