import {
  ALBUMIN_MEASURE,
  BILIRUBIN_MEASURE,
  BLOOD_GAS_PRESSURE_MEASURE,
  CHOLESTEROL_MEASURE,
  cpdnOf,
  GLUCOSE_MEASURE,
  HAEMOGLOBIN_MEASURE,
  HEIGHT_IN_MEASURE,
  SERUM_CREATININE_MEASURE,
  TEMPERATURE_MEASURE,
  UACR_MEASURE,
  UREA_MEASURE,
  WEIGHT_KG_MEASURE,
} from '#engine/schema/fields.ts'
import type { FieldDefinition, ToolDefinition } from '#engine/schema/tool.ts'
import { convertMeasure, convertUnit, unitsOfField } from '#engine/units.ts'

import { SYSTEM } from '#app/ehr/codes.ts'

import { prefillItemsOf, windowStart, windowText, type ObservationQuantity, type PrefillItem } from './ehr-map.ts'
import type { EhrPrefill, MissingReason, PrefilledValue } from './types.ts'

/**
 * From FHIR resources to what a tool prefills: a pure function. It re-checks everything the
 * server was asked to filter (patient, codes, status, window) and never trusts it did.
 * The newest value by collection date wins; its unit is taken as reported when the field offers
 * it, else converted through the engine's tables, else the field stays empty. Nothing is guessed,
 * nothing is clamped.
 */

type Json = Record<string, unknown>
type Coding = { system?: string; code?: string }

/** Display precision of each engine unit key, for a field with one fixed unit (no measureInfo). */
const PRECISION_OF_KEY: Record<string, number> = Object.fromEntries(
  [
    ALBUMIN_MEASURE,
    BILIRUBIN_MEASURE,
    BLOOD_GAS_PRESSURE_MEASURE,
    CHOLESTEROL_MEASURE,
    GLUCOSE_MEASURE,
    HAEMOGLOBIN_MEASURE,
    HEIGHT_IN_MEASURE,
    SERUM_CREATININE_MEASURE,
    TEMPERATURE_MEASURE,
    UACR_MEASURE,
    UREA_MEASURE,
    WEIGHT_KG_MEASURE,
  ].flatMap((m) => Object.entries(m.precisions)),
)

const US_CORE_BIRTH_SEX = 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex'

/** Results a clinician may act on (FHIR R4 ObservationStatus). */
const USABLE_STATUS = new Set(['final', 'amended', 'corrected'])
/** A value may be dated up to this far past `now` (clocks and time zones), not more. */
const FUTURE_SKEW_MS = 24 * 3_600_000

export type SelectOptions = {
  /** The launch patient: resources of anyone else are ignored. */
  patientId: string
  now: Date
  /** cpdns whose reads failed, and why: reported missing with that reason. */
  failures?: Record<string, MissingReason>
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])
const codings = (concept: unknown): Coding[] => (isObject(concept) ? asArray(concept.coding).filter(isObject) : []) as Coding[]
const hasCode = (concept: unknown, system: string, codes: readonly string[]) => codings(concept).some((c) => c.system === system && typeof c.code === 'string' && codes.includes(c.code))

/** FHIR date/dateTime to an instant; partial dates take their first instant. Null when unreadable. */
export function fhirInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?)?)?$/.exec(value)
  if (!m) return null
  const iso = `${m[1]}-${m[2] ?? '01'}-${m[3] ?? '01'}${m[4] ?? 'T00:00:00Z'}`
  const t = Date.parse(iso)
  return Number.isNaN(t) ? null : new Date(t)
}

function refersTo(subject: unknown, patientId: string): boolean {
  if (!isObject(subject) || typeof subject.reference !== 'string') return false
  const ref = subject.reference
  return ref === `Patient/${patientId}` || ref.endsWith(`/Patient/${patientId}`)
}

/** The collection date, else the result date. */
function dateOf(obs: Json): { date: string; instant: Date; kind: 'collected' | 'resulted' } | null {
  const period = isObject(obs.effectivePeriod) ? obs.effectivePeriod : null
  const collected = typeof obs.effectiveDateTime === 'string' ? obs.effectiveDateTime : typeof obs.effectiveInstant === 'string' ? obs.effectiveInstant : period?.start
  const collectedAt = fhirInstant(collected)
  if (collectedAt) return { date: collected as string, instant: collectedAt, kind: 'collected' }
  const issuedAt = fhirInstant(obs.issued)
  if (issuedAt) return { date: obs.issued as string, instant: issuedAt, kind: 'resulted' }
  return null
}

type Candidate = { obs: Json; value: Json; code: string; date: NonNullable<ReturnType<typeof dateOf>> }

/**
 * Observations of the patient, usable status, dated inside the window, with a matching code (or a
 * matching component of an accepted panel) and no dataAbsentReason; newest first.
 */
function candidates(resources: readonly unknown[], item: PrefillItem, codes: readonly string[], panels: readonly string[], opts: SelectOptions): Candidate[] {
  const from = item.window ? windowStart(opts.now, item.window).getTime() : -Infinity
  const to = opts.now.getTime() + FUTURE_SKEW_MS
  const found: Candidate[] = []
  for (const r of resources) {
    if (!isObject(r) || r.resourceType !== 'Observation') continue
    if (!refersTo(r.subject, opts.patientId)) continue
    if (typeof r.status !== 'string' || !USABLE_STATUS.has(r.status)) continue
    const date = dateOf(r)
    if (!date || date.instant.getTime() < from || date.instant.getTime() > to) continue
    const own = codings(r.code).find((c) => c.system === SYSTEM.loinc && typeof c.code === 'string' && codes.includes(c.code))
    if (own) {
      if (r.dataAbsentReason === undefined) found.push({ obs: r, value: r, code: own.code!, date })
      continue
    }
    if (!hasCode(r.code, SYSTEM.loinc, panels)) continue
    for (const component of asArray(r.component)) {
      if (!isObject(component)) continue
      const c = codings(component.code).find((c) => c.system === SYSTEM.loinc && typeof c.code === 'string' && codes.includes(c.code))
      if (c && component.dataAbsentReason === undefined && r.dataAbsentReason === undefined) {
        found.push({ obs: r, value: component, code: c.code!, date })
        break
      }
    }
  }
  return found.sort((a, b) => b.date.instant.getTime() - a.date.instant.getTime() || lastUpdated(b.obs) - lastUpdated(a.obs))
}

function lastUpdated(r: Json): number {
  const t = isObject(r.meta) ? fhirInstant(r.meta.lastUpdated)?.getTime() : undefined
  return t ?? 0
}

/** The input field of a tool that takes a cpdn (mirrors share one definition of units). */
export function fieldOf(tool: ToolDefinition, cpdn: string): FieldDefinition | null {
  for (const f of Object.values(tool.controls)) if (cpdnOf(f) === cpdn && !f.type.startsWith('result')) return f
  return null
}

/** The reported unit as a UCUM code: '' for none, null for a unit of another system. */
function reportedUnit(q: Json): string | null {
  if (q.system !== undefined && q.system !== SYSTEM.ucum) return null
  if (typeof q.code === 'string') return q.code
  if (typeof q.unit === 'string') return q.unit
  return ''
}

type Outcome = { ok: true; value: PrefilledValue } | { ok: false; reason: MissingReason }

function numberText(n: number): string {
  return String(Number(n.toPrecision(12)))
}

function selectQuantity(resources: readonly unknown[], item: PrefillItem & { source: ObservationQuantity }, field: FieldDefinition, opts: SelectOptions): Outcome {
  const source = item.source
  const found = candidates(
    resources,
    item,
    source.codes.map((c) => c.code),
    source.panels ?? [],
    opts,
  )
  const newest = found[0]
  if (!newest) return { ok: false, reason: 'none-in-window' }
  const q = newest.value.valueQuantity
  // A value with a comparator (<, >) is not the number; an older value would be misleading.
  if (!isObject(q) || typeof q.value !== 'number' || !Number.isFinite(q.value) || q.comparator !== undefined) return { ok: false, reason: 'unavailable' }
  const unit = reportedUnit(q)
  const spec = source.codes.find((c) => c.code === newest.code)!
  const key = unit !== null && Object.hasOwn(spec.units, unit) ? spec.units[unit]! : null
  const base = {
    cpdn: item.cpdn,
    reported: { value: numberText(q.value), unit: typeof q.code === 'string' ? q.code : typeof q.unit === 'string' ? q.unit : null },
    date: newest.date.date,
    dateKind: newest.date.kind,
    resourceType: 'Observation',
  }
  if (key === null) return { ok: false, reason: 'unit-not-convertible' }
  const units = unitsOfField(field)
  const offered = units.length ? units : ['']
  const keyOf = (u: string) => (source.fieldUnits && Object.hasOwn(source.fieldUnits, u) ? source.fieldUnits[u]! : u)
  const same = offered.find((u) => keyOf(u) === key)
  if (same !== undefined) return { ok: true, value: { ...base, value: numberText(q.value), unit: same || null, converted: false } }
  for (const u of offered) {
    const target = keyOf(u)
    if (convertUnit(1, key, target) === null) continue
    const precision = field.attributes?.measureInfo?.precisions[u] ?? PRECISION_OF_KEY[target]
    if (precision === undefined) continue
    const converted = convertMeasure(q.value, key, target, precision)
    if (converted === null) continue
    return { ok: true, value: { ...base, value: numberText(converted), unit: u || null, converted: true } }
  }
  return { ok: false, reason: 'unit-not-convertible' }
}

function labelValues(field: FieldDefinition): string[] {
  return (field.attributes?.fieldInfo?.labels ?? []).map((l) => String(l.value))
}

/** Whole years from birthDate to now (UTC calendar): the birthday itself counts. */
export function ageOn(birthDate: string, now: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  let age = now.getUTCFullYear() - y
  const [nm, nd] = [now.getUTCMonth() + 1, now.getUTCDate()]
  if (nm < mo || (nm === mo && nd < d)) age -= 1
  return age
}

function patientOf(resources: readonly unknown[], patientId: string): Json | null {
  for (const r of resources) if (isObject(r) && r.resourceType === 'Patient' && r.id === patientId) return r
  return null
}

function selectOne(resources: readonly unknown[], item: PrefillItem, field: FieldDefinition, opts: SelectOptions): Outcome {
  const source = item.source
  switch (source.kind) {
    case 'age': {
      const patient = patientOf(resources, opts.patientId)
      const birthDate = typeof patient?.birthDate === 'string' ? patient.birthDate : null
      // A partial birth date (year or month only) cannot give an exact age.
      const age = birthDate ? ageOn(birthDate, opts.now) : null
      if (age === null || age < 0) return { ok: false, reason: 'unavailable' }
      const units = unitsOfField(field)
      return {
        ok: true,
        value: { cpdn: item.cpdn, value: String(age), unit: units[0] ?? null, reported: { value: birthDate!, unit: null }, date: null, dateKind: null, resourceType: 'Patient', converted: false },
      }
    }
    case 'sex': {
      const patient = patientOf(resources, opts.patientId)
      const gender = typeof patient?.gender === 'string' ? patient.gender : null
      const label = gender && Object.hasOwn(source.genders, gender) ? source.genders[gender]! : null
      if (!label || !labelValues(field).includes(label)) return { ok: false, reason: 'unavailable' }
      // The equations take sex; when the record's birth sex (US Core) says otherwise than its
      // administrative gender, the clinician decides.
      const birthSex = asArray(patient!.extension).find((e) => isObject(e) && e.url === US_CORE_BIRTH_SEX) as Json | undefined
      const birthLabel = birthSex?.valueCode === 'F' ? 'female' : birthSex?.valueCode === 'M' ? 'male' : null
      if (birthLabel !== null && source.genders[gender!] !== birthLabel) return { ok: false, reason: 'unavailable' }
      return {
        ok: true,
        value: { cpdn: item.cpdn, value: label, unit: null, reported: { value: gender!, unit: null }, date: null, dateKind: null, resourceType: 'Patient', converted: false },
      }
    }
    case 'quantity':
      return selectQuantity(resources, { ...item, source }, field, opts)
    case 'coded': {
      const newest = candidates(resources, item, source.codes, [], opts)[0]
      if (!newest) return { ok: false, reason: 'none-in-window' }
      const answer = codings(newest.value.valueCodeableConcept).find((c) => c.system === SYSTEM.snomed && typeof c.code === 'string' && Object.hasOwn(source.answers, c.code))
      const label = answer ? source.answers[answer.code!]! : null
      if (!label || !labelValues(field).includes(label)) return { ok: false, reason: 'unavailable' }
      return {
        ok: true,
        value: { cpdn: item.cpdn, value: label, unit: null, reported: { value: answer!.code!, unit: null }, date: newest.date.date, dateKind: newest.date.kind, resourceType: 'Observation', converted: false },
      }
    }
    case 'date': {
      const newest = candidates(resources, item, source.codes, [], opts)[0]
      if (!newest) return { ok: false, reason: 'none-in-window' }
      const v = newest.value.valueDateTime
      if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v) || !fhirInstant(v)) return { ok: false, reason: 'unavailable' }
      return {
        ok: true,
        value: { cpdn: item.cpdn, value: v.slice(0, 10), unit: null, reported: { value: v, unit: null }, date: newest.date.date, dateKind: newest.date.kind, resourceType: 'Observation', converted: false },
      }
    }
    case 'condition': {
      for (const r of resources) {
        if (!isObject(r) || r.resourceType !== 'Condition' || !refersTo(r.subject, opts.patientId)) continue
        if (!hasCode(r.clinicalStatus, SYSTEM.conditionClinical, ['active', 'recurrence', 'relapse'])) continue
        if (codings(r.verificationStatus).some((c) => c.code === 'refuted' || c.code === 'entered-in-error')) continue
        const snomed = codings(r.code).find((c) => c.system === SYSTEM.snomed && typeof c.code === 'string' && source.snomed.includes(c.code))
        const icd = codings(r.code).find((c) => c.system === SYSTEM.icd10cm && typeof c.code === 'string' && source.icd10Prefixes.some((p) => c.code!.startsWith(p)))
        const match = snomed ?? icd
        if (!match || !labelValues(field).includes(source.present)) continue
        const onset = typeof r.onsetDateTime === 'string' ? r.onsetDateTime : typeof r.recordedDate === 'string' ? r.recordedDate : null
        return {
          ok: true,
          value: { cpdn: item.cpdn, value: source.present, unit: null, reported: { value: match.code!, unit: null }, date: onset, dateKind: null, resourceType: 'Condition', converted: false },
        }
      }
      // No record of the condition is not a record of its absence: nothing is prefilled.
      return { ok: false, reason: 'none-in-window' }
    }
  }
}

/** What `tool` prefills from `resources` for the patient at `now`. */
export function selectPrefill(tool: ToolDefinition, resources: readonly unknown[], opts: SelectOptions): EhrPrefill {
  const prefill: EhrPrefill = { values: {}, missing: [], metadata: {} }
  for (const item of prefillItemsOf(tool)) {
    const field = fieldOf(tool, item.cpdn)
    if (!field) continue
    const timeWindow = windowText(item.window)
    prefill.metadata[item.cpdn] = { resourceType: item.source.resourceType, timeWindow }
    const failed = opts.failures?.[item.cpdn]
    const outcome: Outcome = failed ? { ok: false, reason: failed } : selectOne(resources, item, field, opts)
    if (outcome.ok) prefill.values[item.cpdn] = outcome.value
    else prefill.missing.push({ cpdn: item.cpdn, reason: outcome.reason, timeWindow })
  }
  return prefill
}
