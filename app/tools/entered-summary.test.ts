import { describe, expect, test } from 'vitest'

import { findTool } from '#engine/library.ts'

import { handleToolPost } from './tool-page.server.ts'

/** The patient form as posted (with or without JavaScript), then Continue to the result. */
function resultOf(slug: string, entries: [string, string][]) {
  const tool = findTool(slug)!
  const form = new FormData()
  for (const [k, v] of [...entries, ['from', 'patient'], ['intent', 'continue']] as [string, string][]) form.append(k, v)
  const { status, state } = handleToolPost(tool, form)
  expect(status, JSON.stringify(state.evaluation.fields, null, 1).slice(0, 400)).toBe(200)
  return state
}

describe('copy result, chart notes and the patient summary give what was entered', () => {
  test('creatinine entered in µmol/L is copied in µmol/L as typed, not converted to mg/dL', () => {
    const state = resultOf('ckd-epi-2021', [
      ['creatinine', '110'],
      ['creatinine.unit', 'µmol/L creatinine'],
      ['creatinine__unit', 'µmol/L creatinine'],
      ['age', '60'],
      ['sex', 'male'],
      ['show_2009_equation', 'no'],
    ])
    expect(state.resultLine).toContain('Serum creatinine: 110 µmol/L')
    expect(state.resultLine).not.toMatch(/mg\/dL/)
    expect(state.chartNote).toContain('110 µmol/L')
  })

  test('height and weight in cm and kg are copied as typed (172 cm; 95 kg), not as inches and pounds', () => {
    const state = resultOf('bmi-bsa', [
      ['height', '172'],
      ['height.unit', 'cm'],
      ['weight', '95'],
      ['weight.unit', 'kg'],
      ['height_weight__unit', 'metric'],
    ])
    expect(state.resultLine).toContain('Height: 172 cm; Weight: 95 kg')
    expect(state.resultLine).not.toMatch(/\bin\b;|lb/)
  })

  test('feet and inches are copied as feet and inches; the precision typed is kept (1.50 stays 1.50)', () => {
    const bmi = resultOf('bmi-bsa', [
      ['height__ft', '5'],
      ['height__in', '9'],
      ['height.unit', 'in'],
      ['weight', '180.0'],
      ['weight.unit', 'lb'],
    ])
    expect(bmi.resultLine).toContain('Height: 5 ft 9 in; Weight: 180.0 lb')
    const ckd = resultOf('ckd-epi-2021', [
      ['creatinine', '1.50'],
      ['creatinine.unit', 'mg/dL creatinine'],
      ['age', '60'],
      ['sex', 'male'],
      ['show_2009_equation', 'no'],
    ])
    expect(ckd.resultLine).toContain('Serum creatinine: 1.50 mg/dL')
  })

  test('after a unit switch the summary still gives the value as typed', () => {
    const state = resultOf('bmi-bsa', [
      ['height__ft', '5'],
      ['height__in', '9'],
      ['height.unit', 'in'],
      ['weight', '180'],
      ['weight.unit', 'lb'],
      ['height_weight__unit', 'metric'],
    ])
    expect(state.resultLine).toContain('Weight: 180 lb')
    expect(state.resultLine).not.toContain('179.')
  })

  test('interface choices (how a value is entered, what to show) are left out', () => {
    const prevent = findTool('prevent')!
    const entries = Object.entries(prevent.testVectors[0]!.inputs).flatMap(([k, v]) => {
      const unit = prevent.controls[k]?.attributes?.measureInfo?.labels[0]?.value
      return unit ? [[k, String(v)], [`${k}.unit`, unit]] : [[k, String(v)]]
    }) as [string, string][]
    const state = resultOf('prevent', [...entries, ['egfr_method', 'enter'], ['egfr_entered', '90'], ['bmi_method', 'enter'], ['bmi_entered', '35']])
    expect(state.resultLine).not.toContain('Enter eGFR')
    expect(state.resultLine).not.toContain('Kidney function (eGFR):')
    const ckd = resultOf('ckd-epi-2021', [
      ['creatinine', '1.2'],
      ['creatinine.unit', 'mg/dL creatinine'],
      ['age', '60'],
      ['sex', 'male'],
      ['show_2009_equation', 'no'],
    ])
    expect(ckd.resultLine).not.toContain('Also show the 2009 equation')
  })

  test('the chart note records the inputs as entered, as its description says', () => {
    const state = resultOf('bmi-bsa', [
      ['height', '172'],
      ['height.unit', 'cm'],
      ['weight', '95'],
      ['weight.unit', 'kg'],
    ])
    expect(state.chartNote).toMatch(/Inputs: Height: 172 cm; Weight: 95 kg\.$/)
  })
})
