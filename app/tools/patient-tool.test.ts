import { describe, expect, test } from 'vitest'

import { findAid, toolLibrary } from '#engine/library.ts'
import { execute } from '#engine/execute.ts'

import { clientToolOf } from './client-tool.server.ts'
import { patientTextsOf, patientToolOf } from './patient-tool.ts'

const statins = findAid('statin-choice-primary-prevention')!
const labelOf = (tool: ReturnType<typeof patientToolOf>, name: string) => tool.controls[name]?.attributes?.fieldInfo?.baseContent
const helpOf = (tool: ReturnType<typeof patientToolOf>, name: string) => tool.controls[name]?.attributes?.fieldInfo?.inlineText

describe('a tool as the consumer site shows it to a patient', () => {
  const patient = patientToolOf(clientToolOf(statins), 'en-US')

  test('the patient description and instructions replace the clinician ones', () => {
    expect(patient.description).toBe(statins.patient!['en-US'].description)
    expect(patient.instructions).toBe(statins.patient!['en-US'].instructions)
    expect(patient.instructions).not.toMatch(/Patient Options|the person/)
  })

  test('no chart note', () => {
    expect(statins.chartNote).toBeDefined()
    expect(patient.chartNote).toBeUndefined()
  })

  test('the risk equation is not asked: the page says which one is used and why', () => {
    expect(patient.controls.risk_model?.type).toBe('text.paragraph')
    expect(labelOf(patient, 'risk_model')).toMatch(/PREVENT/)
    expect(labelOf(patient, 'risk_model')).toMatch(/does not use race/)
    // The server gives the value the sentence names.
    expect(statins.controls.risk_model?.attributes?.fieldInfo?.['ui-default']).toEqual([{ value: 'prevent' }])
  })

  test('eGFR is explained in lay words, with a choice for a patient who does not know it that states the number used', () => {
    expect(labelOf(patient, 'egfr_method')).toBe('Kidney test (eGFR)')
    expect(helpOf(patient, 'egfr_method')).toMatch(/how well your kidneys clean your blood/)
    expect(helpOf(patient, 'egfr_method')).toMatch(/We then use 90/)
    expect(helpOf(patient, 'egfr_method')).toMatch(/If you have kidney disease, your real chance is higher/)
    const options = patient.controls.egfr_method?.attributes?.fieldInfo?.labels
    expect(options?.map((l) => [l.value, l.name])).toEqual([
      ['enter', 'I know my eGFR'],
      ['creatinine', 'I know my creatinine'],
      ['unknown', 'I do not know'],
    ])
  })

  test('"I do not know" uses 90: the same risk as an entered eGFR of 90', () => {
    const base = { age: 50, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', diabetes: 'yes', smoker: 'no' }
    const unknown = execute(statins, { ...base, egfr_method: 'unknown' })
    const entered = execute(statins, { ...base, egfr_method: 'enter', egfr: 90 })
    expect(unknown.ok && entered.ok).toBe(true)
    if (!unknown.ok || !entered.ok) return
    expect(unknown.outcome.egfr_value).toBe(90)
    expect(unknown.outcome.statin_aid_ascvd_10y).toBeCloseTo(entered.outcome.statin_aid_ascvd_10y as number, 10)
  })

  test('Spanish texts in Spanish; a language without texts falls back to English', () => {
    const es = patientToolOf(clientToolOf(statins), 'es')
    expect(es.description).toBe(statins.patient!.es.description)
    expect(es.controls.egfr_method?.attributes?.fieldInfo?.labels?.map((l) => l.name)).toContain('No lo sé')
    expect(patientTextsOf(statins, 'fr')).toBe(statins.patient!['en-US'])
  })

  test('the assessment in a patient’s words: the chance, its band and the guideline, without the equation’s name', () => {
    expect(patient.risk).toEqual(['ascvd_10y', 'risk_band_plain'])
    expect(patient.guideline).toEqual(['guidance_plain'])
    expect(statins.risk).toContain('risk_category')
    const base = { age: 60, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', diabetes: 'no', smoker: 'no', egfr_method: 'unknown' }
    const result = execute(statins, base)
    if (!result.ok) throw new Error('failed')
    // PREVENT, 5 to under 10 %: the 2026 guideline's intermediate band, in both wordings.
    expect(result.outcome.statin_aid_ascvd_10y).toBeGreaterThanOrEqual(5)
    expect(result.outcome.statin_aid_ascvd_10y).toBeLessThan(10)
    expect(result.outcome.risk_category).toBe('Intermediate (5 % to under 10 %, 2026 ACC/AHA)')
    expect(result.outcome.risk_band_plain).toBe('Intermediate: in the middle')
    expect(result.outcome.guidance_plain).toMatch(/^Your chance is in the middle\. The guideline advises at least a medium dose/)
    const diabetes = execute(statins, { ...base, diabetes: 'yes' })
    if (!diabetes.ok) throw new Error('failed')
    expect(diabetes.outcome.guidance_plain).toMatch(/^You have diabetes and you are 40 to 75/)
    const spanish = execute(findAid('statin-choice-primary-prevention', 'es')!, base)
    if (!spanish.ok) throw new Error('failed')
    expect(spanish.outcome.guidance_plain).toMatch(/^Su riesgo está en el medio/)
  })

  test('a tool without patient texts keeps its own, without the chart note', () => {
    const calculator = [...toolLibrary().values()].find((t) => !t.patient && t.chartNote)!
    const shown = patientToolOf(clientToolOf(calculator), 'en-US')
    expect(shown.description).toBe(calculator.description)
    expect(shown.chartNote).toBeUndefined()
  })

  test('the clinician copy is left as it was', () => {
    expect(clientToolOf(statins).controls.risk_model?.type).not.toBe('text.paragraph')
    expect(clientToolOf(statins).chartNote).toBeDefined()
  })
})
