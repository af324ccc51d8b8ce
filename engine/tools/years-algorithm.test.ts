import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './years-algorithm.ts'

// van der Hulle T et al., Lancet 2017;390:289–297: PE excluded with no YEARS item and D-dimer
// < 1000 ng/mL, or with ≥ 1 item and D-dimer < 500 ng/mL; otherwise CTPA. FEU: 1 mg/L = 1000 ng/mL.
const base = { dvt_signs: 'no', haemoptysis: 'no', pe_most_likely: 'no', ddimer: 300 }
const { tool, outcome, refused, expectRange } = toolHarness(definition, { base })
const mg = (v: number) => ({ ddimer: v, 'ddimer.unit': 'mg/L FEU D-dimer' })

describe('YEARS algorithm', () => {
  test('no item: cut-off 1000 ng/mL FEU (999 excluded, 1000 not)', () => {
    expect(outcome({ ddimer: 999 }).years_result).toBe('PE excluded')
    expect(outcome({ ddimer: 999.9 }).years_result).toBe('PE excluded')
    expect(outcome({ ddimer: 1000 }).years_result).toBe('CTPA indicated')
    expect(outcome({ ddimer: 0 }).years_result).toBe('PE excluded')
  })

  test('each item alone moves the cut-off to 500 ng/mL FEU', () => {
    for (const item of ['dvt_signs', 'haemoptysis', 'pe_most_likely']) {
      expect(outcome({ [item]: 'yes', ddimer: 499 }).years_result, item).toBe('PE excluded')
      expect(outcome({ [item]: 'yes', ddimer: 500 }).years_result, item).toBe('CTPA indicated')
      expect(outcome({ [item]: 'yes', ddimer: 900 }).years_result, item).toBe('CTPA indicated')
      expect(outcome({ [item]: 'yes' }).years_items).toBe(1)
    }
    expect(outcome({ dvt_signs: 'yes', haemoptysis: 'yes', pe_most_likely: 'yes', ddimer: 499 }).years_items).toBe(3)
    expect(outcome({ dvt_signs: 'yes', haemoptysis: 'yes', pe_most_likely: 'yes', ddimer: 499 }).years_result).toBe('PE excluded')
  })

  test('mg/L FEU converts exactly (× 1000): the same cut-offs at 1.0 and 0.5 mg/L', () => {
    expect(outcome(mg(0.99)).years_result).toBe('PE excluded')
    expect(outcome(mg(1)).years_result).toBe('CTPA indicated')
    expect(outcome({ ...mg(0.49), haemoptysis: 'yes' }).years_result).toBe('PE excluded')
    expect(outcome({ ...mg(0.5), haemoptysis: 'yes' }).years_result).toBe('CTPA indicated')
    for (const v of [0, 0.25, 0.5, 0.75, 1, 2.5, 20]) {
      expect(outcome(mg(v)), `${v} mg/L`).toEqual(outcome({ ddimer: v * 1000, 'ddimer.unit': 'ng/mL FEU D-dimer' }))
    }
    expect(tool.controls.ddimer!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['ng/mL FEU D-dimer', 'mg/L FEU D-dimer'])
    expect(refused({ ddimer: 300, 'ddimer.unit': 'ng/mL DDU D-dimer' })).toEqual(['ddimer'])
  })

  test('interpretation and cut-off text follow the items', () => {
    expect(outcome().threshold).toBe('1000 ng/mL FEU (1.0 mg/L FEU)')
    expect(outcome({ haemoptysis: 'yes' }).threshold).toBe('500 ng/mL FEU (0.5 mg/L FEU)')
    expect(String(outcome().interpretation)).toMatch(/^Pulmonary embolism is excluded by YEARS: no YEARS item/)
    expect(String(outcome({ ddimer: 1200 }).interpretation)).toMatch(/^CT pulmonary angiography is indicated: no YEARS item but a D-dimer of 1000/)
    expect(String(outcome({ pe_most_likely: 'yes', ddimer: 700 }).interpretation)).toMatch(/YEARS item\(s\) present and a D-dimer of 500 ng\/mL FEU or more/)
  })

  test('ranges: 0–100,000 ng/mL FEU and 0–100 mg/L FEU; items required', () => {
    expectRange('ddimer', 0, 100000, -1, 100001)
    expect(outcome(mg(100)).years_result).toBe('CTPA indicated')
    expect(refused(mg(100.01))).toEqual(['ddimer'])
    expect(toolHarness(definition).refused()).toEqual(['ddimer', 'dvt_signs', 'haemoptysis', 'pe_most_likely'])
  })
})
