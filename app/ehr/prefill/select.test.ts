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

  test('triglycerides in mmol/L fill the mg/dL field converted (1 mmol/L = 88.57 mg/dL); an unknown unit does not', () => {
    const p = select(tool('ldl-friedewald'), [obs('14927-8', 1.7, 'mmol/L', '2026-09-15')])
    expect(p.values.triglycerides).toMatchObject({ value: '151', unit: 'mg/dL', reported: { value: '1.7', unit: 'mmol/L' }, converted: true })
    expect(select(tool('ldl-friedewald'), [obs('2571-8', 150, 'mg/dL', '2026-09-15')]).values.triglycerides).toMatchObject({ value: '150', converted: false })
    expect(missingOf(select(tool('ldl-friedewald'), [obs('2571-8', 1.7, 'g/L', '2026-09-15')]), 'triglycerides')?.reason).toBe('unit-not-convertible')
  })

  test('calcium fills each unit’s field, converted when reported in the other (1 mmol/L = 4.008 mg/dL)', () => {
    const mg = select(tool('calcium-correction-albumin'), [obs('17861-6', 8, 'mg/dL', '2026-11-01T08:00:00Z')])
    expect(mg.values.calcium_mg_dl).toMatchObject({ value: '8', unit: 'mg/dL', converted: false })
    expect(mg.values.calcium_mmol_l).toMatchObject({ value: '2', unit: 'mmol/L', converted: true })
    const mmol = select(tool('calcium-correction-albumin'), [obs('2000-8', 2.5, 'mmol/L', '2026-11-01T08:00:00Z')])
    expect(mmol.values.calcium_mmol_l).toMatchObject({ value: '2.5', converted: false })
    expect(mmol.values.calcium_mg_dl).toMatchObject({ value: '10', unit: 'mg/dL', converted: true })
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

  test('weight and height: the reported unit when the field offers it; metres (UCUM m) to centimetres', () => {
    expect(select(tool('maintenance-fluids'), [obs('29463-7', 40, '[lb_av]', '2026-10-20')]).values.weight).toMatchObject({ value: '40', unit: 'lb', converted: false })
    expect(select(tool('cockcroft-gault'), [obs('29463-7', 70.2, 'kg', '2026-10-20')]).values.weight).toMatchObject({ value: '70.2', unit: 'kg' })
    expect(select(tool('cockcroft-gault'), [obs('8302-2', 1.7, 'm', '2026-10-20')]).values.height).toMatchObject({ value: '170', unit: 'cm', converted: true })
    // 'M' is not a UCUM unit (UCUM is case-sensitive): not guessed.
    expect(missingOf(select(tool('cockcroft-gault'), [obs('8302-2', 1.7, 'M', '2026-10-20')]), 'height')?.reason).toBe('unit-not-convertible')
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

  test('smoking status by SNOMED answer: every current answer is Yes, former and never No, unknown nothing', () => {
    for (const current of ['449868002', '428041000124106', '77176002', '65568007', '428071000124103', '428061000124105']) {
      expect(select(prevent, [smoking(current)]).values.smoker, current).toMatchObject({ value: 'yes', reported: { value: current, unit: null }, resourceType: 'Observation' })
    }
    expect(select(prevent, [smoking('8517006')]).values.smoker?.value).toBe('no')
    expect(select(prevent, [smoking('266919005')]).values.smoker?.value).toBe('no')
    const unknown = select(prevent, [smoking('266927001')])
    expect(unknown.values.smoker).toBeUndefined()
    expect(missingOf(unknown, 'smoker')?.reason).toBe('unavailable')
    // A newer unknown is not replaced by an older known answer.
    expect(select(prevent, [smoking('449868002', '2026-09-01'), smoking('266927001', '2026-10-01')]).values.smoker).toBeUndefined()
    expect(select(prevent, [smoking('8517006', '2026-09-01'), smoking('449868002', '2026-10-01')]).values.smoker?.value).toBe('yes')
    // Older than 12 months: not used.
    expect(missingOf(select(prevent, [smoking('449868002', '2025-10-01')]), 'smoker')).toEqual({ cpdn: 'smoker', reason: 'none-in-window', timeWindow: '12 months' })
  })

  test('every tool that asks about current smoking takes the same answers as its own Yes/No labels', () => {
    for (const slug of ['prevent', 'ascvd-pooled-cohort', 'framingham-hard-chd', 'statin-choice-primary-prevention']) {
      expect(select(tool(slug), [smoking('428041000124106')]).values.smoker?.value, slug).toBe('yes')
      expect(select(tool(slug), [smoking('8517006')]).values.smoker?.value, slug).toBe('no')
    }
  })

  test('pack-years: current or former; a never smoker is outside the tool and prefills nothing', () => {
    expect(select(tool('pack-years'), [smoking('449868002')]).values.smoking_status?.value).toBe('current')
    expect(select(tool('pack-years'), [smoking('77176002')]).values.smoking_status?.value).toBe('current')
    expect(select(tool('pack-years'), [smoking('8517006')]).values.smoking_status?.value).toBe('former')
    expect(select(tool('pack-years'), [smoking('266919005')]).values.smoking_status).toBeUndefined()
    expect(select(tool('pack-years'), [smoking('266927001')]).values.smoking_status).toBeUndefined()
  })

  const condition = (coding: Obs, clinical = 'active', verification?: string, category = 'problem-list-item'): Obs => ({
    resourceType: 'Condition',
    subject: { reference: `Patient/${PATIENT}` },
    code: { coding: [coding] },
    clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: clinical }] },
    ...(verification ? { verificationStatus: { coding: [{ code: verification }] } } : {}),
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: category }] }],
    recordedDate: '2019-05-01',
  })

  test('diabetes from an active problem-list condition or encounter diagnosis (SNOMED, or ICD-10-CM E08–E13)', () => {
    expect(select(withSmokerDiabetes, [condition({ system: 'http://snomed.info/sct', code: '44054006' })]).values.diabetes).toMatchObject({ value: 'yes', resourceType: 'Condition' })
    for (const code of ['73211009', '46635009', '44054006']) {
      expect(select(withSmokerDiabetes, [condition({ system: 'http://snomed.info/sct', code }, 'active', undefined, 'encounter-diagnosis')]).values.diabetes?.value, code).toBe('yes')
    }
    for (const code of ['E08.9', 'E09.9', 'E10.9', 'E11.9', 'E11.65', 'E13.9', 'E119']) {
      expect(select(withSmokerDiabetes, [condition({ system: 'http://hl7.org/fhir/sid/icd-10-cm', code })]).values.diabetes?.value, code).toBe('yes')
    }
    expect(select(withSmokerDiabetes, [condition({ system: 'http://snomed.info/sct', code: '44054006' }, 'recurrence')]).values.diabetes?.value).toBe('yes')
  })

  test('not diabetes: prediabetes, gestational diabetes, a health concern, or the code in another system', () => {
    for (const c of [
      condition({ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'R73.03' }),
      condition({ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'O24.419' }),
      condition({ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'E16.2' }),
      condition({ system: 'http://snomed.info/sct', code: '44054006' }, 'active', undefined, 'health-concern'),
      condition({ system: 'http://hl7.org/fhir/sid/icd-10', code: 'E11.9' }),
      condition({ system: 'http://snomed.info/sct', code: 'E11.9' }),
      { ...condition({ system: 'http://snomed.info/sct', code: '44054006' }), subject: { reference: 'Patient/other' } },
    ]) {
      expect(select(withSmokerDiabetes, [c]).values.diabetes, JSON.stringify(c.code)).toBeUndefined()
    }
  })

  test('resolved, refuted or absent conditions prefill nothing (no record is not a "no")', () => {
    for (const c of [
      condition({ system: 'http://snomed.info/sct', code: '44054006' }, 'resolved'),
      condition({ system: 'http://snomed.info/sct', code: '44054006' }, 'inactive'),
      condition({ system: 'http://snomed.info/sct', code: '44054006' }, 'remission'),
      condition({ system: 'http://snomed.info/sct', code: '44054006' }, 'active', 'refuted'),
      condition({ system: 'http://snomed.info/sct', code: '44054006' }, 'active', 'entered-in-error'),
      condition({ system: 'http://snomed.info/sct', code: '38341003' }),
    ]) {
      const p = select(withSmokerDiabetes, [c])
      expect(p.values.diabetes).toBeUndefined()
      expect(missingOf(p, 'diabetes')?.reason).toBe('none-in-window')
    }
  })

  const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm'
  const ATC = 'http://www.whocc.no/atc'
  const medication = (codings: Obs[], extra: Obs = {}): Obs => ({
    resourceType: 'MedicationRequest',
    status: 'active',
    intent: 'order',
    medicationCodeableConcept: { coding: codings },
    subject: { reference: `Patient/${PATIENT}` },
    authoredOn: '2026-05-01',
    ...extra,
  })
  const lisinopril = { system: RXNORM, code: '29046', display: 'lisinopril' }
  const atorvastatin = { system: RXNORM, code: '83367', display: 'atorvastatin' }

  test('antihypertensive treatment and statin use from active orders by RxNorm ingredient', () => {
    const p = select(prevent, [medication([{ system: RXNORM, code: '314076' }, lisinopril]), medication([atorvastatin], { intent: 'plan', authoredOn: '2026-06-02' })])
    expect(p.values.bp_treated).toEqual({
      cpdn: 'bp_treated',
      value: 'yes',
      unit: null,
      reported: { value: '29046', unit: null },
      date: '2026-05-01',
      dateKind: null,
      resourceType: 'MedicationRequest',
      converted: false,
    })
    expect(p.values.statin).toMatchObject({ value: 'yes', reported: { value: '83367' }, date: '2026-06-02' })
    expect(p.metadata.bp_treated).toEqual({ resourceType: 'MedicationRequest', timeWindow: null })
  })

  test('by ATC class when the EHR codes in ATC: C02, C03, C07, C08, C09; statins C10AA, C10BA, C10BX', () => {
    for (const code of ['C02AC01', 'C03AA03', 'C07AB02', 'C08CA01', 'C09AA03', 'C09DA01']) {
      expect(select(prevent, [medication([{ system: ATC, code }])]).values.bp_treated?.value, code).toBe('yes')
    }
    for (const code of ['C10AA05', 'C10BA02', 'C10BX03']) expect(select(prevent, [medication([{ system: ATC, code }])]).values.statin?.value, code).toBe('yes')
    // Other lipid-lowering drugs are not statins; other cardiovascular drugs are not antihypertensives.
    for (const code of ['C10AX09', 'C10AB05', 'C01AA05', 'B01AC06']) {
      const p = select(prevent, [medication([{ system: ATC, code }])])
      expect(p.values.statin, code).toBeUndefined()
      expect(p.values.bp_treated, code).toBeUndefined()
    }
  })

  test('only an active order or plan of the patient counts', () => {
    for (const extra of [
      { status: 'stopped' },
      { status: 'completed' },
      { status: 'entered-in-error' },
      { status: 'on-hold' },
      { status: 'cancelled' },
      { status: 'draft' },
      { status: 'unknown' },
      { intent: 'proposal' },
      { intent: 'option' },
      { doNotPerform: true },
      { subject: { reference: 'Patient/other' } },
    ]) {
      const p = select(prevent, [medication([lisinopril, atorvastatin], extra)])
      expect(p.values.bp_treated, JSON.stringify(extra)).toBeUndefined()
      expect(p.values.statin, JSON.stringify(extra)).toBeUndefined()
    }
    // A stopped statin beside an active one: the active one counts.
    expect(select(prevent, [medication([atorvastatin], { status: 'stopped' }), medication([atorvastatin], { authoredOn: '2025-01-01' })]).values.statin?.date).toBe('2025-01-01')
  })

  test('a code of another system, a clinical drug without its ingredient, or a drug of another class is not matched', () => {
    for (const coding of [
      { system: 'http://snomed.info/sct', code: '29046' },
      { system: RXNORM, code: '314076' }, // lisinopril 10 MG Oral Tablet (SCD): ingredient-level matching only
      { system: RXNORM, code: '6809' }, // metformin
      { system: ATC, code: 'c09aa03' },
    ]) {
      const p = select(prevent, [medication([coding])])
      expect(p.values.bp_treated, coding.code).toBeUndefined()
      expect(missingOf(p, 'bp_treated')?.reason).toBe('none-in-window')
    }
    expect(select(prevent, [{ ...medication([]), medicationCodeableConcept: undefined, medicationReference: { reference: 'Medication/m1' } }]).values.bp_treated).toBeUndefined()
  })

  test('no medication request is not "No": both fields stay empty for the clinician', () => {
    const p = select(prevent, [patient()])
    expect(p.values.bp_treated).toBeUndefined()
    expect(p.values.statin).toBeUndefined()
    expect(missingOf(p, 'bp_treated')).toEqual({ cpdn: 'bp_treated', reason: 'none-in-window', timeWindow: null })
    expect(missingOf(p, 'statin')).toEqual({ cpdn: 'statin', reason: 'none-in-window', timeWindow: null })
    // A read that failed or was not permitted says so.
    expect(missingOf(select(prevent, [patient()], NOW, { statin: 'not-permitted', bp_treated: 'not-permitted' }), 'statin')?.reason).toBe('not-permitted')
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

  test('the demo patient: diabetes on the problem list, amlodipine ordered, a statin stopped, an ex-smoker', () => {
    const resources = demoBundle.entry.map((e) => e.resource)
    const p = selectPrefill(tool('prevent'), resources, { patientId: 'demo-fictional-1', now: new Date(demoBundle.timestamp) })
    expect(p.values.diabetes).toMatchObject({ value: 'yes', resourceType: 'Condition' })
    expect(p.values.bp_treated).toMatchObject({ value: 'yes', reported: { value: '17767', unit: null }, date: '2026-03-02' })
    expect(p.values.smoker?.value).toBe('no')
    expect(p.values.statin).toBeUndefined()
    expect(missingOf(p, 'statin')?.reason).toBe('none-in-window')
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
