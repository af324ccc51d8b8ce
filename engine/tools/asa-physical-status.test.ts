import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import asaPhysicalStatus from './asa-physical-status.ts'

// ASA Physical Status Classification System (ASA, last amended 13 December 2020): classes I–VI,
// E added for an emergency (not with VI).
const { tool, outcome, refused, evaluate } = toolHarness(asaPhysicalStatus)
const asa = (inputs: Record<string, unknown>) => outcome(inputs).asa_ps

describe('ASA physical status', () => {
  test('six classes, each recorded with its Roman numeral and definition', () => {
    expect(tool.controls.asa_class!.attributes!.fieldInfo!.labels!.map((l) => l.value)).toEqual([1, 2, 3, 4, 5, 6])
    const romans = ['I', 'II', 'III', 'IV', 'V']
    romans.forEach((roman, i) => {
      expect(asa({ asa_class: i + 1, emergency: 'no' })).toBe(`ASA ${roman}`)
      expect(asa({ asa_class: i + 1, emergency: 'yes' })).toBe(`ASA ${roman} E`)
    })
    expect(outcome({ asa_class: 4, emergency: 'no' }).asa_definition).toBe('Severe systemic disease that is a constant threat to life.')
    expect(String(outcome({ asa_class: 3, emergency: 'no' }).asa_examples)).toMatch(/more than 3 months ago/)
    expect(String(outcome({ asa_class: 4, emergency: 'no' }).asa_examples)).toMatch(/within the last 3 months/)
  })

  test('class VI: the emergency question is hidden and E never added', () => {
    expect(evaluate({ asa_class: 6 }).fields.emergency?.hidden).toBe(true)
    expect(asa({ asa_class: 6 })).toBe('ASA VI')
    expect(asa({ asa_class: 6, emergency: 'yes' })).toBe('ASA VI')
  })

  test('the note says the class is not a risk score, and explains E', () => {
    expect(String(outcome({ asa_class: 2, emergency: 'no' }).interpretation)).toMatch(/not a measure of the risk/)
    expect(String(outcome({ asa_class: 2, emergency: 'yes' }).interpretation)).toMatch(/E modifier marks an emergency/)
  })

  test('classes outside I–VI are refused; class and emergency are required', () => {
    for (const asa_class of [0, 7, 2.5, 'III']) expect(refused({ asa_class, emergency: 'no' })).toEqual(['asa_class'])
    expect(refused({ asa_class: 2 })).toEqual(['emergency'])
    expect(refused({ emergency: 'no' })).toEqual(['asa_class'])
  })
})
