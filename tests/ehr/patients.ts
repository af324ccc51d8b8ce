/**
 * Synthetic patients of the test EHR, as one transaction Bundle (PUT with fixed ids, so tests can
 * name them). Dates that freshness depends on are relative to "now", so the fixtures do not rot:
 * "recent" values stay recent, "stale" values stay older than two years.
 */
import type * as fhir4 from 'fhir/r4'

import { ICD10CM, LOINC, RXNORM, SNOMED, SYSTEM } from '#app/ehr/codes.ts'

export const PRACTITIONER_ID = 'pr-1'

export const PATIENTS = {
  /** Female, born 1968-03-14; every PREVENT input; two total cholesterol values; HDL in mmol/L. */
  prevent: { id: 'pt-prevent-1', encounterId: 'enc-prevent-1' },
  /** Male, born 1952-09-02; clearly different values from pt-prevent-1. */
  second: { id: 'pt-second', encounterId: 'enc-second' },
  /** Female, born 1979-11-20; no HDL at all, systolic BP older than two years. */
  sparse: { id: 'pt-sparse', encounterId: 'enc-sparse' },
  /** Male, born 1949-05-30; atrial fibrillation, hypertension, no anticoagulant. */
  af: { id: 'pt-af', encounterId: 'enc-af' },
} as const

const DAY = 24 * 60 * 60 * 1000

/** An instant `days` before `now`, at 09:30 UTC (FHIR dateTime with seconds and zone). */
export function daysAgo(days: number, now: Date = new Date()): string {
  const d = new Date(now.getTime() - days * DAY)
  d.setUTCHours(9, 30, 0, 0)
  return d.toISOString().replace('.000Z', 'Z')
}

/**
 * The values the fixtures hold, for assertions. `daysAgo` is the age of the value when the
 * bundle is built; `effective` is the exact dateTime written to the resource.
 */
export function fixtureValues(now: Date = new Date()) {
  return {
    prevent: {
      totalCholesterolOld: { value: 240, unit: 'mg/dL', effective: '2023-05-10T09:30:00Z' },
      totalCholesterol: { value: 213, unit: 'mg/dL', effective: daysAgo(45, now) },
      hdl: { value: 1.24, unit: 'mmol/L', effective: daysAgo(45, now) },
      systolic: { value: 142, unit: 'mm[Hg]', effective: daysAgo(20, now) },
      diastolic: { value: 86, unit: 'mm[Hg]', effective: daysAgo(20, now) },
      creatinine: { value: 0.82, unit: 'mg/dL', effective: daysAgo(45, now) },
      egfr: { value: 84, unit: 'mL/min/{1.73_m2}', effective: daysAgo(45, now) },
      hba1c: { value: 7.2, unit: '%', effective: daysAgo(60, now) },
      bmi: { value: 31.4, unit: 'kg/m2', effective: daysAgo(20, now) },
      height: { value: 164, unit: 'cm', effective: daysAgo(20, now) },
      weight: { value: 84.5, unit: 'kg', effective: daysAgo(20, now) },
      smoking: { code: SNOMED.formerSmoker, effective: daysAgo(20, now) },
    },
    second: {
      totalCholesterol: { value: 172, unit: 'mg/dL', effective: daysAgo(30, now) },
      hdl: { value: 38, unit: 'mg/dL', effective: daysAgo(30, now) },
      systolic: { value: 128, unit: 'mm[Hg]', effective: daysAgo(10, now) },
      diastolic: { value: 78, unit: 'mm[Hg]', effective: daysAgo(10, now) },
      egfr: { value: 61, unit: 'mL/min/{1.73_m2}', effective: daysAgo(30, now) },
      smoking: { code: SNOMED.currentEveryDaySmoker, effective: daysAgo(10, now) },
    },
    sparse: {
      totalCholesterol: { value: 196, unit: 'mg/dL', effective: daysAgo(90, now) },
      /** Older than two years. */
      systolic: { value: 150, unit: 'mm[Hg]', effective: daysAgo(3 * 365, now) },
      diastolic: { value: 92, unit: 'mm[Hg]', effective: daysAgo(3 * 365, now) },
    },
  }
}

type Entry = fhir4.BundleEntry

function put(resource: fhir4.FhirResource & { id: string }): Entry {
  return { resource, request: { method: 'PUT', url: `${resource.resourceType}/${resource.id}` } }
}

const loinc = (code: string, display: string): fhir4.CodeableConcept => ({
  coding: [{ system: SYSTEM.loinc, code, display }],
  text: display,
})

const category = (code: 'laboratory' | 'vital-signs' | 'social-history'): fhir4.CodeableConcept[] => [
  { coding: [{ system: SYSTEM.observationCategory, code }] },
]

const quantity = (value: number, unit: string): fhir4.Quantity => ({ value, unit, system: SYSTEM.ucum, code: unit })

function observation(
  id: string,
  patientId: string,
  code: fhir4.CodeableConcept,
  cat: 'laboratory' | 'vital-signs' | 'social-history',
  effective: string,
  value: Partial<fhir4.Observation>,
  encounterId?: string,
): Entry {
  return put({
    resourceType: 'Observation',
    id,
    status: 'final',
    category: category(cat),
    code,
    subject: { reference: `Patient/${patientId}` },
    ...(encounterId ? { encounter: { reference: `Encounter/${encounterId}` } } : {}),
    effectiveDateTime: effective,
    issued: effective,
    ...value,
  })
}

function bpPanel(id: string, patientId: string, effective: string, systolic: number, diastolic: number): Entry {
  return observation(id, patientId, loinc(LOINC.bloodPressurePanel, 'Blood pressure panel with all children optional'), 'vital-signs', effective, {
    component: [
      { code: loinc(LOINC.systolicBp, 'Systolic blood pressure'), valueQuantity: quantity(systolic, 'mm[Hg]') },
      { code: loinc(LOINC.diastolicBp, 'Diastolic blood pressure'), valueQuantity: quantity(diastolic, 'mm[Hg]') },
    ],
  })
}

function smoking(id: string, patientId: string, effective: string, code: string, display: string): Entry {
  return observation(id, patientId, loinc(LOINC.smokingStatus, 'Tobacco smoking status'), 'social-history', effective, {
    valueCodeableConcept: { coding: [{ system: SYSTEM.snomed, code, display }], text: display },
  })
}

function patient(id: string, gender: 'female' | 'male', birthDate: string, family: string, given: string): Entry {
  return put({
    resourceType: 'Patient',
    id,
    active: true,
    name: [{ use: 'official', family, given: [given] }],
    gender,
    birthDate,
    identifier: [{ system: 'urn:oid:2.16.840.1.113883.19.5', value: `MRN-${id}` }],
  })
}

function encounter(id: string, patientId: string, start: string): Entry {
  return put({
    resourceType: 'Encounter',
    id,
    status: 'in-progress',
    class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
    subject: { reference: `Patient/${patientId}` },
    participant: [{ individual: { reference: `Practitioner/${PRACTITIONER_ID}` } }],
    period: { start },
  })
}

function condition(id: string, patientId: string, snomed: string, icd10: string, display: string, onset: string): Entry {
  return put({
    resourceType: 'Condition',
    id,
    clinicalStatus: { coding: [{ system: SYSTEM.conditionClinical, code: 'active' }] },
    verificationStatus: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'confirmed' }],
    },
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'problem-list-item' }] }],
    code: {
      coding: [
        { system: SYSTEM.snomed, code: snomed, display },
        { system: SYSTEM.icd10cm, code: icd10 },
      ],
      text: display,
    },
    subject: { reference: `Patient/${patientId}` },
    onsetDateTime: onset,
    recordedDate: onset,
  })
}

function medicationRequest(id: string, patientId: string, rxnorm: string, display: string, authoredOn: string): Entry {
  return put({
    resourceType: 'MedicationRequest',
    id,
    status: 'active',
    intent: 'order',
    medicationCodeableConcept: { coding: [{ system: SYSTEM.rxnorm, code: rxnorm, display }], text: display },
    subject: { reference: `Patient/${patientId}` },
    requester: { reference: `Practitioner/${PRACTITIONER_ID}` },
    authoredOn,
  })
}

/** All synthetic patients, their encounters and the practitioner, as a transaction Bundle. */
export function syntheticPatientsBundle(now: Date = new Date()): fhir4.Bundle {
  const v = fixtureValues(now)
  const P = PATIENTS.prevent.id
  const S = PATIENTS.second.id
  const Sp = PATIENTS.sparse.id
  const A = PATIENTS.af.id
  const entries: Entry[] = [
    put({
      resourceType: 'Practitioner',
      id: PRACTITIONER_ID,
      active: true,
      name: [{ family: 'Ashworth', given: ['Morgan'], prefix: ['Dr'] }],
      identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '9999999999' }],
    }),

    // pt-prevent-1
    patient(P, 'female', '1968-03-14', 'Lindqvist', 'Maren'),
    encounter(PATIENTS.prevent.encounterId, P, daysAgo(0, now)),
    observation('obs-prevent-tc-2023', P, loinc(LOINC.totalCholesterol, 'Cholesterol [Mass/volume] in Serum or Plasma'), 'laboratory', v.prevent.totalCholesterolOld.effective, {
      valueQuantity: quantity(v.prevent.totalCholesterolOld.value, 'mg/dL'),
    }),
    observation('obs-prevent-tc', P, loinc(LOINC.totalCholesterol, 'Cholesterol [Mass/volume] in Serum or Plasma'), 'laboratory', v.prevent.totalCholesterol.effective, {
      valueQuantity: quantity(v.prevent.totalCholesterol.value, 'mg/dL'),
    }),
    observation('obs-prevent-hdl', P, loinc(LOINC.hdlCholesterol, 'Cholesterol in HDL [Mass/volume] in Serum or Plasma'), 'laboratory', v.prevent.hdl.effective, {
      // Coded as the mass-concentration LOINC but reported in mmol/L, as some labs do: the unit
      // decides the conversion, never the code.
      valueQuantity: quantity(v.prevent.hdl.value, 'mmol/L'),
    }),
    bpPanel('obs-prevent-bp', P, v.prevent.systolic.effective, v.prevent.systolic.value, v.prevent.diastolic.value),
    observation('obs-prevent-creat', P, loinc(LOINC.creatinine, 'Creatinine [Mass/volume] in Serum or Plasma'), 'laboratory', v.prevent.creatinine.effective, {
      valueQuantity: quantity(v.prevent.creatinine.value, 'mg/dL'),
    }),
    observation('obs-prevent-egfr', P, loinc(LOINC.egfrCkdEpi2021, 'Glomerular filtration rate/1.73 sq M.predicted [Volume Rate/Area] in Serum, Plasma or Blood by Creatinine-based formula (CKD-EPI 2021)'), 'laboratory', v.prevent.egfr.effective, {
      valueQuantity: quantity(v.prevent.egfr.value, 'mL/min/{1.73_m2}'),
    }),
    observation('obs-prevent-a1c', P, loinc(LOINC.hba1c, 'Hemoglobin A1c/Hemoglobin.total in Blood'), 'laboratory', v.prevent.hba1c.effective, {
      valueQuantity: quantity(v.prevent.hba1c.value, '%'),
    }),
    observation('obs-prevent-bmi', P, loinc(LOINC.bmi, 'Body mass index (BMI) [Ratio]'), 'vital-signs', v.prevent.bmi.effective, {
      valueQuantity: quantity(v.prevent.bmi.value, 'kg/m2'),
    }),
    observation('obs-prevent-height', P, loinc(LOINC.bodyHeight, 'Body height'), 'vital-signs', v.prevent.height.effective, {
      valueQuantity: quantity(v.prevent.height.value, 'cm'),
    }),
    observation('obs-prevent-weight', P, loinc(LOINC.bodyWeight, 'Body weight'), 'vital-signs', v.prevent.weight.effective, {
      valueQuantity: quantity(v.prevent.weight.value, 'kg'),
    }),
    smoking('obs-prevent-smoking', P, v.prevent.smoking.effective, SNOMED.formerSmoker, 'Ex-smoker'),
    condition('cond-prevent-t2d', P, SNOMED.type2Diabetes, ICD10CM.type2DiabetesWithoutComplications, 'Type 2 diabetes mellitus', '2019-06-01'),
    medicationRequest('medreq-prevent-lisinopril', P, RXNORM.lisinopril10mgTablet, 'Lisinopril 10 MG Oral Tablet', daysAgo(200, now)),

    // pt-second
    patient(S, 'male', '1952-09-02', 'Okonkwo', 'Chidi'),
    encounter(PATIENTS.second.encounterId, S, daysAgo(0, now)),
    observation('obs-second-tc', S, loinc(LOINC.totalCholesterol, 'Cholesterol [Mass/volume] in Serum or Plasma'), 'laboratory', v.second.totalCholesterol.effective, {
      valueQuantity: quantity(v.second.totalCholesterol.value, 'mg/dL'),
    }),
    observation('obs-second-hdl', S, loinc(LOINC.hdlCholesterol, 'Cholesterol in HDL [Mass/volume] in Serum or Plasma'), 'laboratory', v.second.hdl.effective, {
      valueQuantity: quantity(v.second.hdl.value, 'mg/dL'),
    }),
    bpPanel('obs-second-bp', S, v.second.systolic.effective, v.second.systolic.value, v.second.diastolic.value),
    observation('obs-second-egfr', S, loinc(LOINC.egfrCkdEpi2021, 'Glomerular filtration rate/1.73 sq M.predicted by CKD-EPI 2021'), 'laboratory', v.second.egfr.effective, {
      valueQuantity: quantity(v.second.egfr.value, 'mL/min/{1.73_m2}'),
    }),
    smoking('obs-second-smoking', S, v.second.smoking.effective, SNOMED.currentEveryDaySmoker, 'Smokes tobacco daily'),

    // pt-sparse
    patient(Sp, 'female', '1979-11-20', 'Barros', 'Ines'),
    encounter(PATIENTS.sparse.encounterId, Sp, daysAgo(0, now)),
    observation('obs-sparse-tc', Sp, loinc(LOINC.totalCholesterol, 'Cholesterol [Mass/volume] in Serum or Plasma'), 'laboratory', v.sparse.totalCholesterol.effective, {
      valueQuantity: quantity(v.sparse.totalCholesterol.value, 'mg/dL'),
    }),
    bpPanel('obs-sparse-bp', Sp, v.sparse.systolic.effective, v.sparse.systolic.value, v.sparse.diastolic.value),

    // pt-af
    patient(A, 'male', '1949-05-30', 'Haddad', 'Samir'),
    encounter(PATIENTS.af.encounterId, A, daysAgo(0, now)),
    condition('cond-af-af', A, SNOMED.atrialFibrillation, ICD10CM.atrialFibrillationUnspecified, 'Atrial fibrillation', daysAgo(400, now)),
    condition('cond-af-htn', A, SNOMED.hypertension, ICD10CM.essentialHypertension, 'Essential hypertension', '2015-02-11'),
    medicationRequest('medreq-af-metoprolol', A, RXNORM.metoprololTartrate25mgTablet, 'Metoprolol tartrate 25 MG Oral Tablet', daysAgo(380, now)),
  ]
  return { resourceType: 'Bundle', type: 'transaction', entry: entries }
}
