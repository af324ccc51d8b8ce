import type { CodeableConcept, Condition, MedicationRequest, Observation, Patient } from 'fhir/r4'

import { SYSTEM } from '#app/ehr/codes.ts'

/**
 * Reading FHIR R4 resources an EHR sent (prefetch) or served (FHIR search). The JSON is the
 * EHR's: every field is checked for its type before it is used, whatever the FHIR type says.
 */
export type Resource = { resourceType: string; [key: string]: unknown }

export const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Resource).resourceType === 'string'

/**
 * The resources of a prefetch value or search answer: a Bundle's entries (without the
 * server's OperationOutcome notes), a single resource, or none for `null`. Undefined when
 * the value is not data at all (an OperationOutcome in place of the answer, or junk).
 */
export function resourcesOf(value: unknown): Resource[] | undefined {
  if (value === null) return []
  if (!isResource(value)) return undefined
  if (value.resourceType === 'OperationOutcome') return undefined
  if (value.resourceType !== 'Bundle') return [value]
  const entries = Array.isArray(value.entry) ? (value.entry as unknown[]) : []
  const out: Resource[] = []
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue
    const { resource, search } = entry as { resource?: unknown; search?: { mode?: unknown } }
    if (!isResource(resource) || search?.mode === 'outcome' || resource.resourceType === 'OperationOutcome') continue
    out.push(resource)
  }
  return out
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)

function codings(concept: CodeableConcept | undefined): { system?: string; code?: string; display?: string }[] {
  const list = Array.isArray(concept?.coding) ? concept.coding : []
  return list
    .filter((c): c is NonNullable<typeof c> => typeof c === 'object' && c !== null)
    .map((c) => ({ system: str(c.system), code: str(c.code), display: str(c.display) }))
}

export function hasCode(concept: CodeableConcept | undefined, system: string, codes: readonly string[]): boolean {
  return codings(concept).some((c) => c.system === system && c.code !== undefined && codes.includes(c.code))
}

const compactIcd = (code: string) => code.replace(/\./g, '').toUpperCase()

/** An ICD-10-CM code in one of the categories (`I48` matches I48.0, I48.91…; `I70.2` matches I70.211). */
export function hasIcd10Prefix(concept: CodeableConcept | undefined, prefixes: readonly string[]): boolean {
  return codings(concept).some(
    (c) => c.system === SYSTEM.icd10cm && c.code !== undefined && prefixes.some((p) => compactIcd(c.code!).startsWith(compactIcd(p))),
  )
}

/** A condition that stands: not refuted or entered in error, and active (or with no clinical status given). */
export function isStandingCondition(condition: Condition): boolean {
  const verification = codings(condition.verificationStatus).map((c) => c.code)
  if (verification.includes('refuted') || verification.includes('entered-in-error')) return false
  const clinical = codings(condition.clinicalStatus).map((c) => c.code)
  if (clinical.length === 0) return true
  return clinical.some((c) => c === 'active' || c === 'recurrence' || c === 'relapse')
}

export type CodeSet = { snomed: readonly string[]; icd10cmPrefixes: readonly string[] }

export function conditionsIn(resources: readonly Resource[], set: CodeSet): Condition[] {
  return resources
    .filter((r): r is Resource & Condition => r.resourceType === 'Condition')
    .filter(isStandingCondition)
    .filter((c) => hasCode(c.code, SYSTEM.snomed, set.snomed) || hasIcd10Prefix(c.code, set.icd10cmPrefixes))
}

const USABLE_OBSERVATION = new Set(['final', 'amended', 'corrected', 'preliminary'])

/** When an observation was made: the effective time (or period end), else when it was issued. */
export function observationDate(obs: Observation): Date | null {
  const period = obs.effectivePeriod
  const candidates = [str(obs.effectiveDateTime), str(obs.effectiveInstant), str(period?.end), str(period?.start), str(obs.issued)]
  for (const value of candidates) {
    if (!value) continue
    const date = new Date(value)
    if (!Number.isNaN(date.getTime())) return date
  }
  return null
}

/**
 * The newest observation with one of the codes (as the observation's code, or as a component's
 * code, as systolic pressure in a blood-pressure panel) that has a numeric value, or for
 * `anyValue` any value, and is no older than `since`.
 */
export function newestObservation(
  resources: readonly Resource[],
  system: string,
  codes: readonly string[],
  since: Date,
  { anyValue = false }: { anyValue?: boolean } = {},
): { observation: Observation; date: Date } | null {
  let best: { observation: Observation; date: Date } | null = null
  for (const r of resources) {
    if (r.resourceType !== 'Observation') continue
    const obs = r as Resource & Observation
    if (!USABLE_OBSERVATION.has(String(obs.status))) continue
    const date = observationDate(obs)
    if (!date || date < since) continue
    const ownValue = hasCode(obs.code, system, codes) && (anyValue || typeof obs.valueQuantity?.value === 'number')
    const components = Array.isArray(obs.component) ? obs.component : []
    const componentValue = components.some(
      (c) => typeof c === 'object' && c !== null && hasCode(c.code, system, codes) && typeof c.valueQuantity?.value === 'number',
    )
    if (!ownValue && !componentValue) continue
    if (!best || date > best.date) best = { observation: obs, date }
  }
  return best
}

/** Age in whole years on `today` from a FHIR date (YYYY, YYYY-MM or YYYY-MM-DD); null when unknown. */
export function ageOn(birthDate: unknown, today: Date): number | null {
  const match = typeof birthDate === 'string' ? /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(birthDate) : null
  if (!match) return null
  // Month or day missing: only the year is known, and the age may be one less than it looks.
  if (!match[2] || !match[3]) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  let age = today.getUTCFullYear() - y
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--
  return age
}

export function isLiving(patient: Patient): boolean {
  return patient.deceasedBoolean !== true && patient.deceasedDateTime === undefined
}

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/)

/**
 * Whether a medication request is for one of the drugs: by RxNorm code, or by a name in the
 * coding's display or the concept's text. `unknown` when the medication is a reference this
 * request does not contain, or a code with no name: nothing can be said about it.
 */
export function medicationMatches(
  request: MedicationRequest,
  drugs: { rxnormCodes: readonly string[]; names: readonly string[] },
): boolean | 'unknown' {
  let concept = request.medicationCodeableConcept
  const reference = str(request.medicationReference?.reference)
  if (!concept && reference) {
    const contained = Array.isArray(request.contained) ? request.contained : []
    const medication = reference.startsWith('#')
      ? contained.find((c) => isResource(c) && c.resourceType === 'Medication' && c.id === reference.slice(1))
      : undefined
    if (!medication || medication.resourceType !== 'Medication') return 'unknown'
    concept = (medication as { code?: CodeableConcept }).code
  }
  if (!concept) return 'unknown'
  if (hasCode(concept, SYSTEM.rxnorm, drugs.rxnormCodes)) return true
  const texts = [str(concept.text), ...codings(concept).map((c) => c.display)].filter((t): t is string => !!t)
  // A code alone, with no name to read, may be any product of these drugs.
  if (texts.length === 0) return 'unknown'
  return texts.some((t) => words(t).some((w) => drugs.names.includes(w)))
}

const CURRENT_REQUEST = new Set(['active', 'on-hold'])

export function currentMedicationRequests(resources: readonly Resource[]): MedicationRequest[] {
  return resources
    .filter((r): r is Resource & MedicationRequest => r.resourceType === 'MedicationRequest')
    .filter((m) => CURRENT_REQUEST.has(String(m.status)))
}
