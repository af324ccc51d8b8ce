import { describe, expect, test } from 'vitest'

import { findTool } from '#engine/library.ts'
import { convertMeasure } from '#engine/units.ts'

import {
  bannerDismissedIn,
  carriesValues,
  ehrFieldsOf,
  ehrStateOfForm,
  labDateText,
  missingGroupsOf,
  prefilledFields,
  prefillForm,
  productKeyOf,
  withDismissedTool,
  type EhrPrefill,
  type PrefilledValue,
} from './ehr-prefill.ts'
import { hasEhrEnabledField } from './ehr-fields.ts'
import { readToolForm, TYPED_SUFFIX, TYPED_UNIT_SUFFIX, UNIT_SUFFIX } from './form-inputs.ts'
import { initialState } from './tool-page.server.ts'

const tool = findTool('ascvd-pooled-cohort')!

const value = (cpdn: string, v: string | string[], unit: string | null, date: string | null = '2026-03-04T09:30:00-05:00'): PrefilledValue => ({
  cpdn,
  value: v,
  unit,
  reported: { value: Array.isArray(v) ? v.join(',') : v, unit },
  date,
  dateKind: date ? 'collected' : null,
  resourceType: 'Observation',
  converted: false,
})

const prefill: EhrPrefill = {
  values: {
    age: value('age', '62', null, null),
    sex: value('sex', 'female', null, null),
    total_cholesterol: value('total_cholesterol', '5.2', 'mmol/L cholesterol'),
    hdl_cholesterol: {
      ...value('hdl_cholesterol', '50', 'mg/dL cholesterol', '2026-02-01'),
      dateKind: 'resulted',
    },
  },
  missing: [
    { cpdn: 'systolic_bp', reason: 'none-in-window', timeWindow: '12 months' },
    { cpdn: 'diabetes', reason: 'not-permitted', timeWindow: null },
  ],
  metadata: {},
}

describe('prefilled values', () => {
  test('become the form values, each in the unit it came in', () => {
    const { prefilled, refused } = prefilledFields(tool, prefill)
    expect(refused).toEqual([])
    const state = initialState(tool, new URLSearchParams(), prefillForm(prefilled))
    expect(state.entered.total_cholesterol).toBe('5.2')
    expect(state.entered[`total_cholesterol${UNIT_SUFFIX}`]).toBe('mmol/L cholesterol')
    expect(state.entered.hdl_cholesterol).toBe('50')
    expect(state.entered[`hdl_cholesterol${UNIT_SUFFIX}`]).toBe('mg/dL cholesterol')
    expect(state.entered.sex).toBe('female')
    expect(state.evaluation.fields.age!.value).toBe(62)
    // 5.2 mmol/L read as mmol/L, not as 5.2 mg/dL.
    expect(state.evaluation.fields.total_cholesterol!.value).toBeCloseTo(201.08, 1)
  })

  test('a value in a unit the field does not have, or a choice it does not offer, fills nothing and is reported', () => {
    const odd: EhrPrefill = {
      ...prefill,
      values: {
        total_cholesterol: value('total_cholesterol', '200', 'g/L'),
        sex: value('sex', 'unknown', null, null),
      },
      metadata: {
        total_cholesterol: {
          resourceType: 'Observation',
          timeWindow: '5 years',
        },
      },
    }
    const { prefilled, refused } = prefilledFields(tool, odd)
    expect(prefilled).toEqual({})
    expect(refused.map((r) => [r.cpdn, r.reason])).toEqual([
      ['sex', 'unit-not-convertible'],
      ['total_cholesterol', 'unit-not-convertible'],
    ])
  })

  test('a request naming a field carries values: they win over a prefill', () => {
    expect(carriesValues(tool, new URLSearchParams('age=50'))).toBe(true)
    expect(carriesValues(tool, new URLSearchParams('session-number=3'))).toBe(false)
  })
})

describe('EHR-enabled markers', () => {
  const { prefilled } = prefilledFields(tool, prefill)
  const posted = (changes: Record<string, string>) => {
    const form = prefillForm(prefilled)
    for (const [k, v] of Object.entries(changes)) form.set(k, v)
    return ehrStateOfForm(tool, prefilled, form)
  }

  test('every prefilled field is EHR-enabled with its lab date while unchanged', () => {
    const ehr = posted({})
    expect(ehr.fields.total_cholesterol).toEqual({
      ehrEnabledField: true,
      labDateInfo: {
        value: '5.2',
        unit: 'mmol/L cholesterol',
        effectiveDateTime: '2026-03-04T09:30:00-05:00',
        kind: 'collected',
        isHidden: false,
      },
    })
    expect(ehr.fields.hdl_cholesterol!.labDateInfo!.kind).toBe('resulted')
    expect(ehr.fields.age).toEqual({
      ehrEnabledField: true,
      labDateInfo: null,
    })
    expect(hasEhrEnabledField(ehr)).toBe(true)
  })

  test('a changed value loses its marker and its lab date', () => {
    const ehr = posted({ total_cholesterol: '5.3', sex: 'male' })
    expect(ehr.fields.total_cholesterol!.ehrEnabledField).toBe(false)
    expect(ehr.fields.total_cholesterol!.labDateInfo!.isHidden).toBe(true)
    expect(ehr.fields.sex!.ehrEnabledField).toBe(false)
    expect(ehr.fields.hdl_cholesterol!.ehrEnabledField).toBe(true)
  })

  test('the same number written differently is unchanged; a value shown in another unit keeps its marker', () => {
    expect(posted({ age: '62.0' }).fields.age!.ehrEnabledField).toBe(true)
    // The box shows 201 mg/dL, the conversion of the EHR's 5.2 mmol/L (decision 0038).
    const converted = posted({
      total_cholesterol: String(
        convertMeasure(
          5.2,
          'mmol/L cholesterol',
          'mg/dL cholesterol',
          tool.controls.total_cholesterol!.attributes!.measureInfo!.precisions['mg/dL cholesterol'] ?? 1,
        ),
      ),
      [`total_cholesterol${UNIT_SUFFIX}`]: 'mg/dL cholesterol',
      [`total_cholesterol${TYPED_SUFFIX}`]: '5.2',
      [`total_cholesterol${TYPED_UNIT_SUFFIX}`]: 'mmol/L cholesterol',
    })
    expect(converted.fields.total_cholesterol!.ehrEnabledField).toBe(true)
    // The same number in another unit is another value.
    expect(posted({ [`total_cholesterol${UNIT_SUFFIX}`]: 'mg/dL cholesterol' }).fields.total_cholesterol!.ehrEnabledField).toBe(false)
  })

  test('with every value changed no field is EHR-enabled', () => {
    const reading = readToolForm(tool, new FormData())
    expect(hasEhrEnabledField(ehrFieldsOf(tool, prefilled, reading))).toBe(false)
  })
})

describe('missing-data notice', () => {
  test('one group per reason and time window, naming the fields', () => {
    const groups = missingGroupsOf(tool, [
      ...prefill.missing,
      {
        cpdn: 'hdl_cholesterol',
        reason: 'none-in-window',
        timeWindow: '12 months',
      },
      {
        cpdn: 'total_cholesterol',
        reason: 'none-in-window',
        timeWindow: '5 years',
      },
      { cpdn: 'not_a_field_here', reason: 'unavailable', timeWindow: null },
    ])
    expect(groups).toEqual([
      {
        reason: 'none-in-window',
        timeWindow: '12 months',
        labels: ['Systolic blood pressure', 'HDL cholesterol'],
      },
      {
        reason: 'none-in-window',
        timeWindow: '5 years',
        labels: ['Total cholesterol'],
      },
      { reason: 'not-permitted', timeWindow: null, labels: ['Diabetes'] },
    ])
  })
})

describe('banner preference', () => {
  test('calculators are kept under DCD, decision aids under DSD', () => {
    expect(productKeyOf(tool)).toBe('DCD')
    expect(productKeyOf({ toolType: 1, optiongrid: undefined })).toBe('DSD')
    expect(productKeyOf({ toolType: 2, optiongrid: {} as never })).toBe('DSD')
  })

  test('dismissing adds the content name once, keeping the other key', () => {
    const before = JSON.stringify({ DSD: ['knee-osteoarthritis'] })
    expect(bannerDismissedIn(before, tool)).toBe(false)
    const after = withDismissedTool(before, tool)
    expect(JSON.parse(after)).toEqual({
      DSD: ['knee-osteoarthritis'],
      DCD: ['ascvd-pooled-cohort'],
    })
    expect(bannerDismissedIn(after, tool)).toBe(true)
    expect(withDismissedTool(after, tool)).toBe(after)
    expect(bannerDismissedIn('not json', tool)).toBe(false)
  })
})

test('lab dates show the day the EHR recorded, whatever the offset', () => {
  expect(labDateText('2026-03-04T23:30:00-05:00', 'en-US')).toBe('Mar 4, 2026')
  expect(labDateText('2026-03-04', 'en-US')).toBe('Mar 4, 2026')
  expect(labDateText('2026', 'en-US')).toBe('2026')
  expect(labDateText('soon', 'en-US')).toBeNull()
})
