import { describe, expect, test } from 'vitest'

import { aidLibrary, findTool, toolLibrary } from '#engine/library.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'
import { convertMeasure } from '#engine/units.ts'

import demoBundle from './demo-bundle.json'
import { ageOn, fhirInstant, selectPrefill } from './select.ts'

const PATIENT = 'pt-1'
const NOW = new Date('2026-11-01T12:00:00Z')
const tool = (slug: string) => findTool(slug)!
const UCUM = 'http://unitsofmeasure.org'

let seq = 0
type Obs = Record<string, unknown>
function obs(code: string, value: number | null, unit: string | null, date: string | null, extra: Obs = {}): Obs {
  return {
    resourceType: 'Observation',
    id: `o${++seq}`,
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code }] },
    subject: { reference: `Patient/${PATIENT}` },
    ...(date ? { effectiveDateTime: date } : {}),
    ...(value === null ? {} : { valueQuantity: { value, ...(unit === null ? {} : { unit, system: UCUM, code: unit }) } }),
    ...extra,
  }
}
const patient = (extra: Obs = {}): Obs => ({ resourceType: 'Patient', id: PATIENT, gender: 'female', birthDate: '1968-03-14', ...extra })
const bpPanel = (systolic: number, date: string, extra: Obs = {}, panelCode = '85354-9'): Obs => ({
  ...obs(panelCode, null, null, date),
  component: [
    { code: { coding: [{ system: 'http://loinc.org', code: '8480-6' }] }, valueQuantity: { value: systolic, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' } },
    { code: { coding: [{ system: 'http://loinc.org', code: '8462-4' }] }, valueQuantity: { value: 80, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' } },
  ],
  ...extra,
})
const select = (t: ToolDefinition, resources: unknown[], now = NOW, failures = {}) => selectPrefill(t, resources, { patientId: PATIENT, now, failures })
const missingOf = (p: ReturnType<typeof select>, cpdn: string) => p.missing.find((m) => m.cpdn === cpdn)

describe('newest value in the window', () => {
  test('of two cholesterol values the newer wins, with its collection date', () => {
    const p = select(tool('prevent'), [obs('2093-3', 240, 'mg/dL', '2026-01-10T08:00:00Z'), obs('2093-3', 213, 'mg/dL', '2026-09-15T08:00:00Z')])
    expect(p.values.total_cholesterol).toEqual({
      cpdn: 'total_cholesterol',
      value: '213',
      unit: 'mg/dL cholesterol',
      reported: { value: '213', unit: 'mg/dL' },
      date: '2026-09-15T08:00:00Z',
      dateKind: 'collected',
      resourceType: 'Observation',
      converted: false,
    })
  })

  test('the order the server sent them in does not matter', () => {
    const p = select(tool('prevent'), [obs('2093-3', 213, 'mg/dL', '2026-09-15'), obs('2093-3', 240, 'mg/dL', '2026-01-10')])
    expect(p.values.total_cholesterol?.value).toBe('213')
  })

  test('window edge: the first instant of the window is in, a millisecond earlier is out', () => {
    const edge = '2025-11-01T12:00:00.000Z'
    expect(select(tool('prevent'), [obs('2093-3', 200, 'mg/dL', edge)]).values.total_cholesterol?.value).toBe('200')
    const out = select(tool('prevent'), [obs('2093-3', 200, 'mg/dL', '2025-11-01T11:59:59.999Z')])
    expect(out.values.total_cholesterol).toBeUndefined()
    expect(missingOf(out, 'total_cholesterol')).toEqual({ cpdn: 'total_cholesterol', reason: 'none-in-window', timeWindow: '12 months' })
  })

  test('a stale value is not used even when it is the only one', () => {
    const p = select(tool('anion-gap'), [obs('2951-2', 139, 'mmol/L', '2026-10-31T11:00:00Z')])
    expect(missingOf(p, 'sodium')).toEqual({ cpdn: 'sodium', reason: 'none-in-window', timeWindow: '24 hours' })
  })

  test('a value dated more than a day in the future is ignored', () => {
    const p = select(tool('prevent'), [obs('2093-3', 213, 'mg/dL', '2026-09-15'), obs('2093-3', 999, 'mg/dL', '2026-11-03T12:00:00Z')])
    expect(p.values.total_cholesterol?.value).toBe('213')
  })

  test('without a collection date the result date (issued) is used and said so', () => {
    const p = select(tool('prevent'), [obs('2093-3', 213, 'mg/dL', null, { issued: '2026-09-16T10:00:00Z' })])
    expect(p.values.total_cholesterol).toMatchObject({ date: '2026-09-16T10:00:00Z', dateKind: 'resulted' })
    const period = select(tool('prevent'), [obs('2093-3', 190, 'mg/dL', null, { effectivePeriod: { start: '2026-09-01T08:00:00Z' }, issued: '2026-09-02' })])
    expect(period.values.total_cholesterol).toMatchObject({ date: '2026-09-01T08:00:00Z', dateKind: 'collected' })
  })

  test('an undated value cannot be placed in a window and is not used', () => {
    expect(select(tool('prevent'), [obs('2093-3', 213, 'mg/dL', null)]).values.total_cholesterol).toBeUndefined()
  })
})

describe('what is re-checked, whatever the server sent', () => {
  test('another patient’s value is ignored', () => {
    const p = select(tool('prevent'), [obs('2093-3', 300, 'mg/dL', '2026-10-01', { subject: { reference: 'Patient/someone-else' } }), obs('2093-3', 213, 'mg/dL', '2026-09-15')])
    expect(p.values.total_cholesterol?.value).toBe('213')
  })

  test('an absolute subject reference to the patient counts; none at all does not', () => {
    expect(select(tool('prevent'), [obs('2093-3', 213, 'mg/dL', '2026-09-15', { subject: { reference: `https://ehr.example/fhir/Patient/${PATIENT}` } })]).values.total_cholesterol?.value).toBe('213')
    expect(select(tool('prevent'), [obs('2093-3', 213, 'mg/dL', '2026-09-15', { subject: undefined })]).values.total_cholesterol).toBeUndefined()
  })

  test('a code the item does not accept is ignored, and so is a right code of another system', () => {
    const p = select(tool('prevent'), [
      obs('2089-1', 130, 'mg/dL', '2026-10-01'),
      { ...obs('2093-3', 250, 'mg/dL', '2026-10-02'), code: { coding: [{ system: 'http://example.org/local', code: '2093-3' }] } },
    ])
    expect(p.values.total_cholesterol).toBeUndefined()
  })

  test.each(['entered-in-error', 'preliminary', 'registered', 'cancelled', 'unknown', undefined])('status %s is ignored; the older final value is used', (status) => {
    const p = select(tool('prevent'), [obs('2093-3', 213, 'mg/dL', '2026-09-15'), obs('2093-3', 412, 'mg/dL', '2026-10-15', { status })])
    expect(p.values.total_cholesterol?.value).toBe('213')
  })

  test.each(['amended', 'corrected'])('status %s is used', (status) => {
    const p = select(tool('prevent'), [obs('2093-3', 213, 'mg/dL', '2026-09-15'), obs('2093-3', 205, 'mg/dL', '2026-10-15', { status })])
    expect(p.values.total_cholesterol?.value).toBe('205')
  })

  test('a value with a dataAbsentReason is skipped', () => {
    const p = select(tool('prevent'), [
      obs('2093-3', 213, 'mg/dL', '2026-09-15'),
      obs('2093-3', null, null, '2026-10-15', { dataAbsentReason: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason', code: 'error' }] } }),
    ])
    expect(p.values.total_cholesterol?.value).toBe('213')
  })

  test('the newest without a number, or with a comparator, leaves the field empty rather than fall back', () => {
    for (const valueQuantity of [{ value: 400, comparator: '>', unit: 'mg/dL', system: UCUM, code: 'mg/dL' }, { unit: 'mg/dL' }]) {
      const p = select(tool('prevent'), [obs('2093-3', 213, 'mg/dL', '2026-09-15'), { ...obs('2093-3', null, null, '2026-10-15'), valueQuantity }])
      expect(p.values.total_cholesterol).toBeUndefined()
      expect(missingOf(p, 'total_cholesterol')?.reason).toBe('unavailable')
    }
  })
})

describe('units', () => {
  test('HDL in mmol/L fills a field that offers mmol/L as reported', () => {
    const p = select(tool('prevent'), [obs('2085-9', 1.32, 'mmol/L', '2026-09-15')])
    expect(p.values.hdl_cholesterol).toMatchObject({ value: '1.32', unit: 'mmol/L cholesterol', reported: { value: '1.32', unit: 'mmol/L' }, converted: false })
  })

  test('HDL in mmol/L fills a mg/dL-only field converted exactly as the engine converts', () => {
    for (const [code, value] of [
      ['2085-9', 1.32],
      ['14646-4', 0.9],
      ['14646-4', 2.48],
    ] as const) {
      const p = select(tool('ldl-friedewald'), [obs(code, value, 'mmol/L', '2026-09-15')])
      const expected = convertMeasure(value, 'mmol/L cholesterol', 'mg/dL cholesterol', 0)!
      expect(p.values.hdl_cholesterol).toMatchObject({ value: String(expected), unit: 'mg/dL', reported: { value: String(value), unit: 'mmol/L' }, converted: true })
    }
    expect(select(tool('ldl-friedewald'), [obs('2085-9', 1.32, 'mmol/L', '2026-09-15')]).values.hdl_cholesterol?.value).toBe('51')
  })

  test('an unknown unit leaves the field empty with its reason, and no older value is used instead', () => {
    for (const unit of ['mg/L', 'g/L', 'mg/dl', 'MMOL/L']) {
      const p = select(tool('prevent'), [obs('2093-3', 213, 'mg/dL', '2026-09-15'), obs('2093-3', 5.2, unit, '2026-10-15')])
      expect(p.values.total_cholesterol, unit).toBeUndefined()
      expect(missingOf(p, 'total_cholesterol'), unit).toEqual({ cpdn: 'total_cholesterol', reason: 'unit-not-convertible', timeWindow: '12 months' })
    }
  })

  test('a unit of another code system, or no unit at all, is not a unit we know', () => {
    const other = { ...obs('2093-3', 213, null, '2026-09-15'), valueQuantity: { value: 213, unit: 'mg/dL', system: 'http://example.org/units', code: 'mg/dL' } }
    expect(missingOf(select(tool('prevent'), [other]), 'total_cholesterol')?.reason).toBe('unit-not-convertible')
    expect(missingOf(select(tool('prevent'), [obs('2093-3', 213, null, '2026-09-15')]), 'total_cholesterol')?.reason).toBe('unit-not-convertible')
  })

  test('unit text alone is read when it is exactly a UCUM code', () => {
    const textOnly = { ...obs('2093-3', 213, null, '2026-09-15'), valueQuantity: { value: 213, unit: 'mg/dL' } }
    expect(select(tool('prevent'), [textOnly]).values.total_cholesterol).toMatchObject({ value: '213', unit: 'mg/dL cholesterol' })
  })

  test('a unit the engine cannot convert into the field’s leaves it empty (triglycerides in mmol/L)', () => {
    const p = select(tool('ldl-friedewald'), [obs('14927-8', 1.7, 'mmol/L', '2026-09-15')])
    expect(missingOf(p, 'triglycerides')?.reason).toBe('unit-not-convertible')
  })

  test('creatinine in µmol/L fills a field offering µmol/L as reported', () => {
    const p = select(tool('ckd-epi-2021'), [obs('14682-9', 80, 'umol/L', '2026-10-20')])
    expect(p.values.creatinine).toMatchObject({ value: '80', unit: 'µmol/L creatinine', converted: false })
  })

  test('urea and BUN are told apart by code; urea nitrogen in mmol/L is refused', () => {
    expect(select(tool('curb-65'), [obs('3094-0', 28, 'mg/dL', '2026-11-01T08:00:00Z')]).values.urea).toMatchObject({ value: '28', unit: 'mg/dL BUN' })
    expect(select(tool('curb-65'), [obs('22664-7', 7.5, 'mmol/L', '2026-11-01T08:00:00Z')]).values.urea).toMatchObject({ value: '7.5', unit: 'mmol/L urea' })
    expect(missingOf(select(tool('curb-65'), [obs('3094-0', 7.5, 'mmol/L', '2026-11-01T08:00:00Z')]), 'urea')?.reason).toBe('unit-not-convertible')
    const bun = select(tool('serum-osmolality'), [obs('22664-7', 5, 'mmol/L', '2026-11-01T08:00:00Z')])
    expect(bun.values.bun_mg_dl).toMatchObject({ value: '14', unit: 'mg/dL', converted: true })
    expect(bun.values.urea_mmol_l).toMatchObject({ value: '5', unit: 'mmol/L', converted: false })
  })

  test('weight and height: the reported unit when the field offers it, metres are not guessed', () => {
    expect(select(tool('maintenance-fluids'), [obs('29463-7', 40, '[lb_av]', '2026-10-20')]).values.weight).toMatchObject({ value: '40', unit: 'lb', converted: false })
    expect(select(tool('cockcroft-gault'), [obs('29463-7', 70.2, 'kg', '2026-10-20')]).values.weight).toMatchObject({ value: '70.2', unit: 'kg' })
    expect(missingOf(select(tool('cockcroft-gault'), [obs('8302-2', 1.7, 'm', '2026-10-20')]), 'height')?.reason).toBe('unit-not-convertible')
  })

  test('mEq/L is the same as mmol/L for monovalent ions', () => {
    expect(select(tool('anion-gap'), [obs('2951-2', 139, 'meq/L', '2026-11-01T08:00:00Z')]).values.sodium).toMatchObject({ value: '139', unit: 'mmol/L' })
  })

  test('a value outside the field’s range is prefilled as it is, never clamped', () => {
    const p = select(tool('prevent'), [obs('2093-3', 412, 'mg/dL', '2026-09-15'), bpPanel(230, '2026-10-01')])
    expect(p.values.total_cholesterol?.value).toBe('412')
    expect(p.values.systolic_bp?.value).toBe('230')
  })
})

describe('blood pressure', () => {
  test('systolic pressure from a component of the BP panel', () => {
    const p = select(tool('prevent'), [bpPanel(132, '2026-10-31T09:00:00Z')])
    expect(p.values.systolic_bp).toMatchObject({ value: '132', unit: 'mmHg', reported: { value: '132', unit: 'mm[Hg]' }, date: '2026-10-31T09:00:00Z' })
  })

  test('a standalone 8480-6 and a panel: the newer wins', () => {
    expect(select(tool('prevent'), [bpPanel(132, '2026-10-31'), obs('8480-6', 141, 'mm[Hg]', '2026-10-01')]).values.systolic_bp?.value).toBe('132')
    expect(select(tool('prevent'), [bpPanel(132, '2026-10-01'), obs('8480-6', 141, 'mm[Hg]', '2026-10-31')]).values.systolic_bp?.value).toBe('141')
  })

  test('a component in an observation that is not a BP panel is ignored', () => {
    expect(select(tool('prevent'), [bpPanel(132, '2026-10-31', {}, '8867-4')]).values.systolic_bp).toBeUndefined()
  })

  test('a component with a dataAbsentReason is skipped, and so is a panel in error', () => {
    const absent = bpPanel(132, '2026-10-31')
    ;(absent.component as Obs[])[0] = { code: { coding: [{ system: 'http://loinc.org', code: '8480-6' }] }, dataAbsentReason: { coding: [{ code: 'not-performed' }] } }
    expect(select(tool('prevent'), [absent, obs('8480-6', 141, 'mm[Hg]', '2026-10-01')]).values.systolic_bp?.value).toBe('141')
    expect(select(tool('prevent'), [bpPanel(132, '2026-10-31', { status: 'entered-in-error' })]).values.systolic_bp).toBeUndefined()
  })

  test('diastolic from the same panel; acute tools take only the last 24 hours', () => {
    const p = select(tool('mean-arterial-pressure'), [bpPanel(132, '2026-11-01T09:00:00Z')])
    expect(p.values.diastolic_bp?.value).toBe('80')
    expect(missingOf(select(tool('mean-arterial-pressure'), [bpPanel(132, '2026-10-30T09:00:00Z')]), 'systolic_bp')).toEqual({
      cpdn: 'systolic_bp',
      reason: 'none-in-window',
      timeWindow: '24 hours',
    })
  })
})

describe('patient', () => {
  test('age in whole years, the birthday itself counting', () => {
    expect(ageOn('1968-03-14', new Date('2026-03-13T23:59:59Z'))).toBe(57)
    expect(ageOn('1968-03-14', new Date('2026-03-14T00:00:00Z'))).toBe(58)
    expect(ageOn('2000-02-29', new Date('2025-02-28T12:00:00Z'))).toBe(24)
    expect(ageOn('2000-02-29', new Date('2025-03-01T12:00:00Z'))).toBe(25)
    expect(ageOn('1968-03', NOW)).toBeNull()
  })

  test('age and sex as the fields take them', () => {
    const p = select(tool('prevent'), [patient()], new Date('2026-03-14T08:00:00Z'))
    expect(p.values.age).toMatchObject({ value: '58', unit: 'years', reported: { value: '1968-03-14', unit: null }, resourceType: 'Patient' })
    expect(p.values.sex).toMatchObject({ value: 'female', unit: null, resourceType: 'Patient' })
    expect(select(tool('prevent'), [patient({ gender: 'male' })]).values.sex?.value).toBe('male')
  })

  test('a US Core birth sex that differs from the administrative gender leaves sex to the clinician', () => {
    const birthSex = (valueCode: string) => ({ extension: [{ url: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex', valueCode }] })
    expect(select(tool('prevent'), [patient(birthSex('F'))]).values.sex?.value).toBe('female')
    expect(select(tool('prevent'), [patient(birthSex('UNK'))]).values.sex?.value).toBe('female')
    const p = select(tool('prevent'), [patient(birthSex('M'))])
    expect(p.values.sex).toBeUndefined()
    expect(missingOf(p, 'sex')?.reason).toBe('unavailable')
  })

  test('an age outside the tool’s range is still prefilled (the field says why it is refused)', () => {
    expect(select(tool('prevent'), [patient({ birthDate: '2001-06-01' })]).values.age?.value).toBe('25')
  })

  test('a partial birth date, a gender the field does not offer, or another patient: nothing', () => {
    const p = select(tool('prevent'), [patient({ birthDate: '1968', gender: 'unknown' })])
    expect(p.values.age).toBeUndefined()
    expect(p.values.sex).toBeUndefined()
    expect(missingOf(p, 'age')).toEqual({ cpdn: 'age', reason: 'unavailable', timeWindow: null })
    expect(select(tool('prevent'), [patient({ id: 'someone-else' })]).values.age).toBeUndefined()
  })
})

describe('coded values, conditions and dates', () => {
  const prevent = tool('prevent')
  const withSmokerDiabetes = { ...prevent, ehrpdns: [...prevent.ehrpdns, 'smoker', 'diabetes'] }
  const smoking = (code: string, date = '2026-10-01') => ({
    ...obs('72166-2', null, null, date),
    valueCodeableConcept: { coding: [{ system: 'http://snomed.info/sct', code }] },
  })

  test('smoking status by SNOMED answer; an answer that does not say current or not is not guessed', () => {
    expect(select(withSmokerDiabetes, [smoking('449868002')]).values.smoker).toMatchObject({ value: 'yes', reported: { value: '449868002', unit: null } })
    expect(select(withSmokerDiabetes, [smoking('8517006')]).values.smoker?.value).toBe('no')
    expect(select(withSmokerDiabetes, [smoking('266919005')]).values.smoker?.value).toBe('no')
    expect(select(withSmokerDiabetes, [smoking('266927001')]).values.smoker).toBeUndefined()
    expect(select(withSmokerDiabetes, [smoking('77176002')]).values.smoker).toBeUndefined()
    expect(select(withSmokerDiabetes, [smoking('8517006', '2026-09-01'), smoking('449868002', '2026-10-01')]).values.smoker?.value).toBe('yes')
  })

  const condition = (coding: Obs, clinical = 'active', verification?: string): Obs => ({
    resourceType: 'Condition',
    subject: { reference: `Patient/${PATIENT}` },
    code: { coding: [coding] },
    clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: clinical }] },
    ...(verification ? { verificationStatus: { coding: [{ code: verification }] } } : {}),
    recordedDate: '2019-05-01',
  })

  test('diabetes from an active problem-list condition (SNOMED or ICD-10-CM E11)', () => {
    expect(select(withSmokerDiabetes, [condition({ system: 'http://snomed.info/sct', code: '44054006' })]).values.diabetes).toMatchObject({ value: 'yes', resourceType: 'Condition' })
    expect(select(withSmokerDiabetes, [condition({ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'E11.9' })]).values.diabetes?.value).toBe('yes')
  })

  test('resolved, refuted or absent conditions prefill nothing (no record is not a "no")', () => {
    for (const c of [
      condition({ system: 'http://snomed.info/sct', code: '44054006' }, 'resolved'),
      condition({ system: 'http://snomed.info/sct', code: '44054006' }, 'active', 'refuted'),
      condition({ system: 'http://snomed.info/sct', code: '38341003' }),
    ]) {
      const p = select(withSmokerDiabetes, [c])
      expect(p.values.diabetes).toBeUndefined()
      expect(missingOf(p, 'diabetes')?.reason).toBe('none-in-window')
    }
  })

  test('last menstrual period as a date', () => {
    const lmp = { ...obs('8665-2', null, null, '2026-10-20'), valueDateTime: '2026-09-28' }
    expect(select(tool('due-date-naegele'), [lmp]).values.lmp).toMatchObject({ value: '2026-09-28', unit: null })
  })
})

describe('the tool’s items, metadata and failures', () => {
  test('every item has metadata with its resource type and window; values and missing partition them', () => {
    const p = select(tool('prevent'), [patient(), obs('2093-3', 213, 'mg/dL', '2026-09-15')])
    expect(Object.keys(p.metadata).sort()).toEqual([...new Set(tool('prevent').ehrpdns)].sort())
    expect(p.metadata.age).toEqual({ resourceType: 'Patient', timeWindow: null })
    expect(p.metadata.total_cholesterol).toEqual({ resourceType: 'Observation', timeWindow: '12 months' })
    expect(p.metadata.systolic_bp?.timeWindow).toBe('12 months')
    expect([...Object.keys(p.values), ...p.missing.map((m) => m.cpdn)].sort()).toEqual(Object.keys(p.metadata).sort())
  })

  test('worst-value scores prefill only what is not a worst value', () => {
    expect(Object.keys(select(tool('apache-ii'), [patient()]).metadata)).toEqual(['age'])
    expect(select(tool('sofa-score'), [patient()]).metadata).toEqual({})
  })

  test('a failed read reports its reason instead of a value', () => {
    const p = select(tool('prevent'), [patient(), obs('2093-3', 213, 'mg/dL', '2026-09-15')], NOW, { total_cholesterol: 'not-permitted', hba1c: 'unavailable' })
    expect(p.values.total_cholesterol).toBeUndefined()
    expect(missingOf(p, 'total_cholesterol')).toEqual({ cpdn: 'total_cholesterol', reason: 'not-permitted', timeWindow: '12 months' })
    expect(missingOf(p, 'hba1c')?.reason).toBe('unavailable')
    expect(p.values.age?.value).toBe('58')
  })

  test('a tool without ehrpdns gets nothing', () => {
    expect(select(tool('wells-pe'), [patient()])).toEqual({ values: {}, missing: [], metadata: {} })
  })

  test('every tool and aid against the demo bundle: values and missing partition the metadata, numbers are numbers', () => {
    const resources = demoBundle.entry.map((e) => e.resource)
    for (const t of [...toolLibrary().values(), ...aidLibrary().values()]) {
      const p = selectPrefill(t, resources, { patientId: 'demo-fictional-1', now: new Date(demoBundle.timestamp) })
      expect([...Object.keys(p.values), ...p.missing.map((m) => m.cpdn)].sort(), t.slug).toEqual(Object.keys(p.metadata).sort())
      for (const v of Object.values(p.values)) if (v.unit !== null && v.unit !== 'years') expect(Number.isFinite(Number(v.value)), `${t.slug} ${v.cpdn}`).toBe(true)
    }
  })

  test('junk among the resources is ignored', () => {
    expect(() => select(tool('prevent'), [null, 1, 'x', [], { resourceType: 'Observation' }, { resourceType: 'Observation', code: 5, subject: 'x' }])).not.toThrow()
  })
})

describe('fhirInstant', () => {
  test('reads FHIR dates and dateTimes; partial dates take their first instant', () => {
    expect(fhirInstant('2026')?.toISOString()).toBe('2026-01-01T00:00:00.000Z')
    expect(fhirInstant('2026-09')?.toISOString()).toBe('2026-09-01T00:00:00.000Z')
    expect(fhirInstant('2026-09-15T08:10:00+02:00')?.toISOString()).toBe('2026-09-15T06:10:00.000Z')
    for (const bad of ['2026-13-01', 'yesterday', '2026-09-15T08:10', 5, null]) expect(fhirInstant(bad), String(bad)).toBeNull()
  })
})
