import type { Patient } from 'fhir/r4'

import { appContextFor } from '#app/ehr/app-context.ts'
import { ATRIAL_FIBRILLATION, CARDIOVASCULAR_DISEASE, LOINC, ORAL_ANTICOAGULANTS, SYSTEM } from '#app/ehr/codes.ts'

import {
  ageOn,
  conditionsIn,
  currentMedicationRequests,
  isLiving,
  medicationMatches,
  newestObservation,
  type Resource,
} from './fhir.ts'

/**
 * Consilium's CDS Hooks 2.0 services: which hook each answers, the data it asks the EHR to
 * prefetch, and the rule that turns that data into cards. The rules are pure functions of the
 * FHIR resources and the time; decision 0048 gives the reasons for each threshold.
 */

export type Card = {
  uuid: string
  summary: string
  detail: string
  indicator: 'info' | 'warning' | 'critical'
  source: { label: string; url: string; topic?: { system: string; code: string; display: string } }
  links: { label: string; url: string; type: 'absolute' | 'smart'; appContext?: string }[]
}

/** The prefetched data of one call, by prefetch key: the resources, as resourcesOf reads them. */
export type ServiceData = Record<string, Resource[]>

export type RuleContext = {
  now: Date
  /** The app's public base URL (PUBLIC_URL), without a trailing slash. */
  baseUrl: string
  newId: () => string
}

export type CdsService = {
  id: string
  hook: 'patient-view'
  title: string
  description: string
  /** Prefetch templates (CDS Hooks 2.0 §prefetch subset: `{{context.patientId}}`, token equality, `_sort`, `_count`). */
  prefetch: Record<string, string>
  usageRequirements: string
  cards: (data: ServiceData, ctx: RuleContext) => Card[]
}

const USAGE =
  'The EHR is allow-listed for an organisation (iss and JWKS URL) and signs every call. Without the prefetch, fhirAuthorization must allow reading Patient, Condition, Observation and MedicationRequest for the patient.'

const MONTH_MS = 30.4375 * 24 * 3600 * 1000
const monthsBefore = (now: Date, months: number) => new Date(now.getTime() - months * MONTH_MS)

/** A Consilium result for this tool written to the chart within this many months suppresses the card. */
export const SCORE_FRESH_MONTHS = 12

/** How old each PREVENT input may be and still count as in the chart. */
export const PREVENT_WINDOWS_MONTHS = { cholesterol: 24, hdl: 24, systolicBp: 12, kidney: 12 } as const

const loinc = (...codes: string[]) => codes.map((c) => `${SYSTEM.loinc}|${c}`).join(',')
const newest = (query: string) => `${query}&_sort=-date&_count=1`
const PATIENT = '{{context.patientId}}'

const scoreQuery = (slug: string) => newest(`Observation?patient=${PATIENT}&code=${SYSTEM.consiliumTool}|${slug}`)

function hasFreshScore(resources: readonly Resource[], slug: string, now: Date): boolean {
  return newestObservation(resources, SYSTEM.consiliumTool, [slug], monthsBefore(now, SCORE_FRESH_MONTHS), { anyValue: true }) !== null
}

function patientOf(data: ServiceData): (Resource & Patient) | null {
  const patient = (data.patient ?? []).find((r) => r.resourceType === 'Patient')
  return (patient as (Resource & Patient) | undefined) ?? null
}

function toolCard(
  ctx: RuleContext,
  slug: string,
  toolName: string,
  summary: string,
  detail: string,
): Card {
  return {
    uuid: ctx.newId(),
    summary,
    detail,
    indicator: 'info',
    source: {
      label: 'Consilium',
      url: `${ctx.baseUrl}/tool/${slug}`,
      topic: { system: SYSTEM.consiliumTool, code: slug, display: toolName },
    },
    links: [{ label: `Open ${toolName} in Consilium`, url: `${ctx.baseUrl}/smart/launch`, type: 'smart', appContext: appContextFor(slug) }],
  }
}

export const PREVENT_SERVICE: CdsService = {
  id: 'consilium-prevent',
  hook: 'patient-view',
  title: 'AHA PREVENT cardiovascular risk',
  description:
    'Suggests the AHA PREVENT calculator for adults aged 30–79 without known cardiovascular disease whose chart holds its inputs (cholesterol, HDL, systolic blood pressure, kidney function) and no PREVENT result from the last 12 months.',
  prefetch: {
    patient: `Patient/${PATIENT}`,
    conditions: `Condition?patient=${PATIENT}`,
    cholesterol: newest(`Observation?patient=${PATIENT}&code=${loinc(LOINC.totalCholesterol, LOINC.totalCholesterolMoles)}`),
    hdl: newest(`Observation?patient=${PATIENT}&code=${loinc(LOINC.hdlCholesterol, LOINC.hdlCholesterolMoles)}`),
    systolicBp: newest(`Observation?patient=${PATIENT}&code=${loinc(LOINC.bloodPressurePanel, LOINC.systolicBp)}`),
    kidney: newest(
      `Observation?patient=${PATIENT}&code=${loinc(LOINC.egfrCkdEpi2021, LOINC.egfrCkdEpi, LOINC.creatinine, LOINC.creatinineMoles)}`,
    ),
    score: scoreQuery('prevent'),
  },
  usageRequirements: USAGE,
  cards: preventCards,
}

const PREVENT_INPUTS = [
  { key: 'cholesterol', label: 'total cholesterol', codes: [LOINC.totalCholesterol, LOINC.totalCholesterolMoles], months: PREVENT_WINDOWS_MONTHS.cholesterol },
  { key: 'hdl', label: 'HDL cholesterol', codes: [LOINC.hdlCholesterol, LOINC.hdlCholesterolMoles], months: PREVENT_WINDOWS_MONTHS.hdl },
  { key: 'systolicBp', label: 'systolic blood pressure', codes: [LOINC.systolicBp], months: PREVENT_WINDOWS_MONTHS.systolicBp },
  {
    key: 'kidney',
    label: 'eGFR or creatinine',
    codes: [LOINC.egfrCkdEpi2021, LOINC.egfrCkdEpi, LOINC.creatinine, LOINC.creatinineMoles],
    months: PREVENT_WINDOWS_MONTHS.kidney,
  },
] as const

/**
 * PREVENT: a living adult aged 30–79 with a recorded sex, no standing cardiovascular disease
 * on the problem list, at most one of the four chart inputs missing (or too old), and no
 * PREVENT result written by Consilium in the last 12 months.
 */
export function preventCards(data: ServiceData, ctx: RuleContext): Card[] {
  const patient = patientOf(data)
  if (!patient || !isLiving(patient)) return []
  const age = ageOn(patient.birthDate, ctx.now)
  if (age === null || age < 30 || age > 79) return []
  if (patient.gender !== 'male' && patient.gender !== 'female') return []
  if (conditionsIn(data.conditions ?? [], CARDIOVASCULAR_DISEASE).length > 0) return []
  if (hasFreshScore(data.score ?? [], 'prevent', ctx.now)) return []
  const missing = PREVENT_INPUTS.filter(
    (input) => !newestObservation(data[input.key] ?? [], SYSTEM.loinc, input.codes, monthsBefore(ctx.now, input.months)),
  )
  if (missing.length > 1) return []
  const gap = missing[0]
    ? ` Not in the chart within its time window: ${missing[0].label} (enter it in the calculator).`
    : ''
  return [
    toolCard(
      ctx,
      'prevent',
      'AHA PREVENT',
      'AHA PREVENT estimates 10-year cardiovascular risk; its inputs are in the chart and no result from the last 12 months is.',
      `The AHA PREVENT equations estimate the 10-year risk of total cardiovascular disease, of heart attack or stroke (ASCVD) and of heart failure (and the 30-year risks up to age 59) for adults aged 30–79 without known cardiovascular disease. ` +
        `This chart holds their inputs (cholesterol within ${PREVENT_WINDOWS_MONTHS.cholesterol} months; blood pressure and kidney function within ${PREVENT_WINDOWS_MONTHS.systolicBp} months) and no PREVENT result from the last ${SCORE_FRESH_MONTHS} months.${gap}\n\n` +
        `Khan SS et al. Development and validation of the American Heart Association’s PREVENT equations. Circulation. 2024;149(6):430–449. ` +
        `Risk categories: 2026 ACC/AHA multisociety dyslipidemia guideline.`,
    ),
  ]
}

export const AF_STROKE_SERVICE: CdsService = {
  id: 'consilium-af-stroke',
  hook: 'patient-view',
  title: 'CHA₂DS₂-VASc stroke risk in atrial fibrillation',
  description:
    'Suggests the CHA₂DS₂-VASc score for adults with atrial fibrillation on the problem list, no oral anticoagulant among the current medication requests and no CHA₂DS₂-VASc result from the last 12 months.',
  prefetch: {
    patient: `Patient/${PATIENT}`,
    conditions: `Condition?patient=${PATIENT}`,
    medications: `MedicationRequest?patient=${PATIENT}`,
    score: scoreQuery('cha2ds2-vasc'),
  },
  usageRequirements: USAGE,
  cards: afStrokeCards,
}

/**
 * CHA₂DS₂-VASc: a living adult with standing atrial fibrillation (SNOMED 49436004 and its
 * common descendants, ICD-10-CM I48.*), no current medication request for an oral
 * anticoagulant (one whose medication cannot be read counts as one: nothing is asserted
 * about it), and no CHA₂DS₂-VASc result written by Consilium in the last 12 months.
 */
export function afStrokeCards(data: ServiceData, ctx: RuleContext): Card[] {
  const patient = patientOf(data)
  if (!patient || !isLiving(patient)) return []
  const age = ageOn(patient.birthDate, ctx.now)
  if (age === null || age < 18) return []
  if (conditionsIn(data.conditions ?? [], ATRIAL_FIBRILLATION).length === 0) return []
  const anticoagulated = currentMedicationRequests(data.medications ?? []).some(
    (m) => medicationMatches(m, ORAL_ANTICOAGULANTS) !== false,
  )
  if (anticoagulated) return []
  if (hasFreshScore(data.score ?? [], 'cha2ds2-vasc', ctx.now)) return []
  return [
    toolCard(
      ctx,
      'cha2ds2-vasc',
      'CHA₂DS₂-VASc',
      'CHA₂DS₂-VASc estimates stroke risk in atrial fibrillation; no oral anticoagulant is on the current medication list.',
      `Atrial fibrillation is on the problem list, no oral anticoagulant is among the current medication requests, and no CHA₂DS₂-VASc result from the last ${SCORE_FRESH_MONTHS} months is in the chart. ` +
        `The CHA₂DS₂-VASc score estimates the yearly risk of stroke and thromboembolism in atrial fibrillation; the 2023 ACC/AHA/ACCP/HRS atrial fibrillation guideline uses it to assess stroke risk.\n\n` +
        `Lip GYH et al. Chest. 2010;137(2):263–272. Joglar JA et al. 2023 ACC/AHA/ACCP/HRS Guideline for the Diagnosis and Management of Atrial Fibrillation. Circulation. 2024;149(1):e1–e156.`,
    ),
  ]
}

export const CDS_SERVICES: readonly CdsService[] = [PREVENT_SERVICE, AF_STROKE_SERVICE]

export const findService = (id: string) => CDS_SERVICES.find((s) => s.id === id) ?? null

/** The discovery document (`GET /cds-services`). */
export function discovery() {
  return {
    services: CDS_SERVICES.map(({ id, hook, title, description, prefetch, usageRequirements }) => ({
      id,
      hook,
      title,
      description,
      prefetch,
      usageRequirements,
    })),
  }
}
