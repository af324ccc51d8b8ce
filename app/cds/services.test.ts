import { describe, expect, test } from 'vitest'

import { toolFromAppContext } from '#app/ehr/app-context.ts'
import { LOINC, SYSTEM } from '#app/ehr/codes.ts'

import { resourcesOf, type Resource } from './fhir.ts'
import { afStrokeCards, discovery, preventCards, type ServiceData } from './services.ts'

const NOW = new Date('2026-11-26T12:00:00Z')
const ctx = { now: NOW, baseUrl: 'https://consilium.example.org', newId: () => 'card-1' }
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString()

const patient = (birthDate: string, gender = 'female', extra: object = {}): Resource => ({ resourceType: 'Patient', id: 'p1', birthDate, gender, ...extra })

const condition = (system: string, code: string, clinical = 'active', verification?: string): Resource => ({
  resourceType: 'Condition',
  code: { coding: [{ system, code }] },
  clinicalStatus: { coding: [{ system: SYSTEM.conditionClinical, code: clinical }] },
  ...(verification ? { verificationStatus: { coding: [{ system: SYSTEM.conditionVerification, code: verification }] } } : {}),
})

const lab = (code: string, value: number, date: string, unit = 'mg/dL'): Resource => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: SYSTEM.loinc, code }] },
  effectiveDateTime: date,
  valueQuantity: { value, unit },
})

const bpPanel = (systolic: number, date: string): Resource => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: SYSTEM.loinc, code: LOINC.bloodPressurePanel }] },
  effectiveDateTime: date,
  component: [
    { code: { coding: [{ system: SYSTEM.loinc, code: LOINC.systolicBp }] }, valueQuantity: { value: systolic, unit: 'mm[Hg]' } },
    { code: { coding: [{ system: SYSTEM.loinc, code: LOINC.diastolicBp }] }, valueQuantity: { value: 80, unit: 'mm[Hg]' } },
  ],
})

const score = (slug: string, date: string): Resource => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: SYSTEM.consiliumTool, code: slug }] },
  effectiveDateTime: date,
  valueQuantity: { value: 7.2, unit: '%' },
})

const med = (concept: object, status = 'active'): Resource => ({ resourceType: 'MedicationRequest', status, intent: 'order', ...concept })

function preventData(over: Partial<ServiceData> = {}): ServiceData {
  return {
    patient: [patient('1971-03-02')],
    conditions: [condition(SYSTEM.snomed, '44054006')],
    cholesterol: [lab(LOINC.totalCholesterol, 213, daysAgo(100))],
    hdl: [lab(LOINC.hdlCholesterolMoles, 1.3, daysAgo(100), 'mmol/L')],
    systolicBp: [bpPanel(132, daysAgo(20))],
    kidney: [lab(LOINC.egfrCkdEpi2021, 84, daysAgo(60), 'mL/min/{1.73_m2}')],
    score: [],
    ...over,
  }
}

describe('PREVENT card', () => {
  test('an adult of 55 with the inputs in the chart gets one info card with a SMART link naming the tool', () => {
    const [card, ...rest] = preventCards(preventData(), ctx)
    expect(rest).toEqual([])
    expect(card).toMatchObject({
      uuid: 'card-1',
      indicator: 'info',
      source: { label: 'Consilium', url: 'https://consilium.example.org/tool/prevent', topic: { system: 'urn:consilium:tool', code: 'prevent' } },
      links: [{ type: 'smart', url: 'https://consilium.example.org/smart/launch', appContext: '{"tool":"prevent"}' }],
    })
    expect(card!.summary.length).toBeLessThanOrEqual(140)
    expect(card!.detail).toContain('Circulation. 2024;149(6):430–449')
    expect(card!.detail).not.toMatch(/Not in the chart/)
    expect(toolFromAppContext(card!.links[0]!.appContext)).toBe('prevent')
    // No patient value is repeated in the card.
    expect(JSON.stringify(card)).not.toMatch(/213|132|\b84\b/)
  })

  test('one input missing still suggests the tool and says which', () => {
    const [card] = preventCards(preventData({ kidney: [] }), ctx)
    expect(card!.detail).toContain('Not in the chart within its time window: eGFR or creatinine')
  })

  test('two inputs missing or too old: no card', () => {
    expect(preventCards(preventData({ kidney: [], hdl: [lab(LOINC.hdlCholesterol, 50, daysAgo(800))] }), ctx)).toEqual([])
  })

  test('a systolic pressure recorded on its own counts; one older than 12 months does not', () => {
    const alone = lab(LOINC.systolicBp, 128, daysAgo(30), 'mm[Hg]')
    expect(preventCards(preventData({ systolicBp: [alone], kidney: [] }), ctx)).toHaveLength(1)
    expect(preventCards(preventData({ systolicBp: [bpPanel(128, daysAgo(400))], kidney: [] }), ctx)).toEqual([])
  })

  test('an entered-in-error or cancelled observation does not count', () => {
    const wrong = { ...lab(LOINC.totalCholesterol, 213, daysAgo(10)), status: 'entered-in-error' }
    expect(preventCards(preventData({ cholesterol: [wrong], kidney: [] }), ctx)).toEqual([])
  })

  test.each([
    ['age 29', '1997-11-27'],
    ['age 80', '1946-11-26'],
    ['a birth year only', '1971'],
  ])('%s: no card', (_, birthDate) => {
    expect(preventCards(preventData({ patient: [patient(birthDate)] }), ctx)).toEqual([])
  })

  test('ages 30 and 79 are inside', () => {
    expect(preventCards(preventData({ patient: [patient('1996-11-26')] }), ctx)).toHaveLength(1)
    expect(preventCards(preventData({ patient: [patient('1946-11-27')] }), ctx)).toHaveLength(1)
  })

  test('no patient, a deceased patient or an unknown sex: no card', () => {
    expect(preventCards(preventData({ patient: [] }), ctx)).toEqual([])
    expect(preventCards(preventData({ patient: [patient('1971-03-02', 'male', { deceasedBoolean: true })] }), ctx)).toEqual([])
    expect(preventCards(preventData({ patient: [patient('1971-03-02', 'unknown')] }), ctx)).toEqual([])
  })

  test.each([
    ['a myocardial infarction (SNOMED)', condition(SYSTEM.snomed, '22298006')],
    ['a stroke (SNOMED)', condition(SYSTEM.snomed, '230690007')],
    ['heart failure (ICD-10-CM I50.9)', condition(SYSTEM.icd10cm, 'I50.9')],
    ['a coronary stent (ICD-10-CM Z95.5)', condition(SYSTEM.icd10cm, 'Z95.5')],
    ['atherosclerosis of a leg artery (ICD-10-CM I70.211)', condition(SYSTEM.icd10cm, 'I70.211')],
  ])('cardiovascular disease on the problem list — %s: no card', (_, cvd) => {
    expect(preventCards(preventData({ conditions: [cvd] }), ctx)).toEqual([])
  })

  test('a refuted or resolved cardiovascular condition does not stand', () => {
    const refuted = condition(SYSTEM.snomed, '22298006', 'active', 'refuted')
    const resolved = condition(SYSTEM.icd10cm, 'I20.9', 'resolved')
    expect(preventCards(preventData({ conditions: [refuted, resolved] }), ctx)).toHaveLength(1)
  })

  test('a PREVENT result written by Consilium in the last 12 months suppresses the card; an older one does not', () => {
    expect(preventCards(preventData({ score: [score('prevent', daysAgo(200))] }), ctx)).toEqual([])
    expect(preventCards(preventData({ score: [score('prevent', daysAgo(400))] }), ctx)).toHaveLength(1)
    expect(preventCards(preventData({ score: [score('cha2ds2-vasc', daysAgo(10))] }), ctx)).toHaveLength(1)
  })
})

function afData(over: Partial<ServiceData> = {}): ServiceData {
  return {
    patient: [patient('1950-06-01', 'male')],
    conditions: [condition(SYSTEM.snomed, '49436004')],
    medications: [med({ medicationCodeableConcept: { coding: [{ system: SYSTEM.rxnorm, code: '197361', display: 'amlodipine 5 MG Oral Tablet' }] } })],
    score: [],
    ...over,
  }
}

describe('CHA2DS2-VASc card', () => {
  test('atrial fibrillation without an anticoagulant: one card linking the tool', () => {
    const [card, ...rest] = afStrokeCards(afData(), ctx)
    expect(rest).toEqual([])
    expect(card).toMatchObject({
      indicator: 'info',
      source: { url: 'https://consilium.example.org/tool/cha2ds2-vasc' },
      links: [{ type: 'smart', appContext: '{"tool":"cha2ds2-vasc"}' }],
    })
    expect(card!.summary.length).toBeLessThanOrEqual(140)
    expect(card!.detail).toContain('Chest. 2010;137(2):263–272')
    // A direct statement of what the score computes, not a treatment recommendation.
    expect(`${card!.summary} ${card!.detail}`).not.toMatch(/\b(start|prescribe|should|recommend)/i)
  })

  test('ICD-10-CM I48.91 and the paroxysmal SNOMED concept count as atrial fibrillation', () => {
    expect(afStrokeCards(afData({ conditions: [condition(SYSTEM.icd10cm, 'I48.91')] }), ctx)).toHaveLength(1)
    expect(afStrokeCards(afData({ conditions: [condition(SYSTEM.snomed, '282825002')] }), ctx)).toHaveLength(1)
  })

  test('no atrial fibrillation, or resolved: no card', () => {
    expect(afStrokeCards(afData({ conditions: [condition(SYSTEM.snomed, '38341003')] }), ctx)).toEqual([])
    expect(afStrokeCards(afData({ conditions: [condition(SYSTEM.snomed, '49436004', 'resolved')] }), ctx)).toEqual([])
  })

  test.each([
    ['apixaban by RxNorm ingredient', { medicationCodeableConcept: { coding: [{ system: SYSTEM.rxnorm, code: '1364430' }] } }],
    ['a product coded otherwise, named in the display', { medicationCodeableConcept: { coding: [{ system: SYSTEM.rxnorm, code: '855332', display: 'Warfarin Sodium 5 MG Oral Tablet' }] } }],
    ['a brand in the text', { medicationCodeableConcept: { text: 'Eliquis 5mg tablets' } }],
    ['a contained Medication', { medicationReference: { reference: '#m1' }, contained: [{ resourceType: 'Medication', id: 'm1', code: { text: 'rivaroxaban 20 mg' } }] }],
    ['a Medication the request does not contain (cannot be read)', { medicationReference: { reference: 'Medication/123' } }],
    ['an RxNorm product code with no name (cannot be read)', { medicationCodeableConcept: { coding: [{ system: SYSTEM.rxnorm, code: '855332' }] } }],
  ])('an anticoagulant — %s: no card', (_, concept) => {
    expect(afStrokeCards(afData({ medications: [med(concept)] }), ctx)).toEqual([])
  })

  test('a stopped anticoagulant does not count', () => {
    const stopped = med({ medicationCodeableConcept: { text: 'apixaban 5 mg' } }, 'stopped')
    expect(afStrokeCards(afData({ medications: [stopped] }), ctx)).toHaveLength(1)
  })

  test('a recent CHA2DS2-VASc result suppresses the card', () => {
    expect(afStrokeCards(afData({ score: [score('cha2ds2-vasc', daysAgo(30))] }), ctx)).toEqual([])
  })

  test('a minor or a deceased patient: no card', () => {
    expect(afStrokeCards(afData({ patient: [patient('2010-01-01', 'male')] }), ctx)).toEqual([])
    expect(afStrokeCards(afData({ patient: [patient('1950-06-01', 'male', { deceasedDateTime: '2026-01-01' })] }), ctx)).toEqual([])
  })
})

describe('prefetch values', () => {
  test('a Bundle gives its resources without OperationOutcome notes; null is no data; an OperationOutcome is not data', () => {
    const bundle = {
      resourceType: 'Bundle',
      type: 'searchset',
      entry: [{ resource: { resourceType: 'Condition', id: 'c' } }, { resource: { resourceType: 'OperationOutcome' }, search: { mode: 'outcome' } }],
    }
    expect(resourcesOf(bundle)).toEqual([{ resourceType: 'Condition', id: 'c' }])
    expect(resourcesOf(null)).toEqual([])
    expect(resourcesOf({ resourceType: 'OperationOutcome', issue: [] })).toBeUndefined()
    expect(resourcesOf('junk')).toBeUndefined()
  })
})

test('discovery names both services with their hook and prefetch templates on the patient context', () => {
  const { services } = discovery()
  expect(services.map((s) => [s.id, s.hook])).toEqual([
    ['consilium-prevent', 'patient-view'],
    ['consilium-af-stroke', 'patient-view'],
  ])
  for (const s of services) {
    for (const template of Object.values(s.prefetch)) expect(template).toContain('{{context.patientId}}')
  }
  expect(services[0]!.prefetch.cholesterol).toBe(
    'Observation?patient={{context.patientId}}&code=http://loinc.org|2093-3,http://loinc.org|14647-2&_sort=-date&_count=1',
  )
})
