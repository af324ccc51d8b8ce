/**
 * Chart write-back (decision 0050): which SMART scopes allow it, what of a tool's answer is
 * written, and the FHIR R4 resources built from it. Pure: the same text the confirm step shows
 * is what these functions encode.
 */
import type * as fhir4 from 'fhir/r4'

import { formatNumber } from '#engine/formulas/rounding.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'
import type { ToolPageState } from '#app/tools/tool-view.ts'

import { LOINC, SYSTEM } from './codes.ts'

export type WriteScopes = { document: boolean; observation: boolean }

const RESOURCE_SCOPE = /^(patient|user)\/(\*|[A-Z][A-Za-z]+)\.([a-z*]+)(\?.*)?$/

/** Whether one scope (SMART v2 `.c`/`.cruds`, v1 `.write`/`.*`) lets the app create `type` in the patient's chart. */
function allowsCreate(scope: string, type: string): boolean {
  const m = RESOURCE_SCOPE.exec(scope)
  if (!m) return false
  const [, , scopeType, permissions, query] = m
  if (scopeType !== '*' && scopeType !== type) return false
  // A granular v2 scope (`?category=…`) limits what may be created: Consilium does not second-guess it.
  if (query) return false
  if (permissions === 'write' || permissions === '*') return true
  return /^c?r?u?d?s?$/.test(permissions ?? '') && permissions!.includes('c')
}

/** What the EHR session's granted scopes allow Consilium to write (a note; a result). */
export function writeScopesOf(scopes: readonly string[]): WriteScopes {
  return {
    document: scopes.some((s) => allowsCreate(s, 'DocumentReference')),
    observation: scopes.some((s) => allowsCreate(s, 'Observation')),
  }
}

/** A tool's result as written to an Observation: the value exactly as the page shows it. */
export type ChartResult = {
  /** The result field's label (the Observation's display). */
  label: string
  /** The number as shown (the tool's decimals), and its text. */
  value: number
  text: string
  /** The unit as the tool reports it; `code` is its UCUM form. */
  unit: string
  code: '%' | '{score}'
}

/**
 * The result an Observation records: the first shown score (`result.score`, UCUM `{score}`) or
 * percentage risk (`result.risk` in plain %, UCUM `%`) of the tool's results. Null for other
 * results (an eGFR, a date, a risk per year): Consilium writes no unit it would have to guess.
 */
export function chartResultOf(tool: ToolDefinition, state: ToolPageState): ChartResult | null {
  if (state.evaluation.errorCount > 0) return null
  for (const name of tool.risk) {
    const field = tool.controls[name]
    const s = state.evaluation.fields[name]
    if (!field || !s || s.hidden || typeof s.value !== 'number' || !Number.isFinite(s.value)) continue
    if (field.type !== 'result.score' && field.type !== 'result.risk') continue
    const info = field.attributes?.fieldInfo
    const units = info?.units?.trim() ?? ''
    // A risk is written only in plain percent: '% per year' would be UCUM %/a, which Consilium does not infer.
    if (field.type === 'result.risk' && units !== '%') continue
    const code: ChartResult['code'] = field.type === 'result.risk' ? '%' : '{score}'
    const text = formatNumber(s.value, info?.decimals ?? 0)
    if (text === null) continue
    return { label: info?.baseContent ?? field.name, value: Number(text), text, unit: units || code, code }
  }
  return null
}

/** What the confirm step shows and the write sends: nothing else is written. */
export type ChartWritePlan = {
  note: string
  /** Null when the tool has no score/risk or the session may not write Observations. */
  result: ChartResult | null
}

/** The plan for a page state: its chart note and, when allowed, its result. Null without a complete note. */
export function chartWritePlan(tool: ToolDefinition, state: ToolPageState, scopes: WriteScopes): ChartWritePlan | null {
  if (!scopes.document || !state.chartNote || state.evaluation.errorCount > 0) return null
  return { note: state.chartNote, result: scopes.observation ? chartResultOf(tool, state) : null }
}

export type ChartTarget = {
  patientId: string
  encounterId: string | null
  now: Date
  /** The note's author: a `Practitioner/…` or `PractitionerRole/…` reference (authorOf), else null. */
  author?: string | null
}

const AUTHOR = /^(?:(.+)\/)?(Practitioner|PractitionerRole)\/([A-Za-z0-9\-.]{1,64})$/

/**
 * The DocumentReference author for the EHR user (`fhirUser`): a Practitioner or PractitionerRole
 * on this EHR's FHIR server (relative, or absolute under `iss`), as a relative reference. A
 * Patient, RelatedPerson or a reference to another server gives no author.
 */
export function authorOf(fhirUser: string | null, iss: string): string | null {
  const m = fhirUser ? AUTHOR.exec(fhirUser) : null
  if (!m) return null
  const [, base, type, id] = m
  if (base !== undefined && base.replace(/\/+$/, '') !== iss.replace(/\/+$/, '')) return null
  return `${type}/${id}`
}

const base64Utf8 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

/** The chart note as a FHIR R4 DocumentReference (US Core-shaped: type, category, subject, date, text/plain). */
export function documentReferenceFor(tool: ToolDefinition, note: string, target: ChartTarget): fhir4.DocumentReference {
  const resource: fhir4.DocumentReference = {
    resourceType: 'DocumentReference',
    status: 'current',
    docStatus: 'final',
    type: { coding: [{ system: SYSTEM.loinc, code: LOINC.note, display: 'Note' }], text: 'Note' },
    category: [{ coding: [{ system: SYSTEM.usCoreDocumentCategory, code: 'clinical-note', display: 'Clinical Note' }] }],
    subject: { reference: `Patient/${target.patientId}` },
    date: target.now.toISOString(),
    description: `${tool.name} (Consilium, version ${tool.version})`,
    content: [{ attachment: { contentType: 'text/plain; charset=utf-8', data: base64Utf8(note), title: tool.name } }],
  }
  if (target.encounterId) resource.context = { encounter: [{ reference: `Encounter/${target.encounterId}` }] }
  if (target.author) resource.author = [{ reference: target.author }]
  return resource
}

/** The tool's result as a FHIR R4 Observation coded `urn:consilium:tool|{slug}`, derived from the note when it was written. */
export function observationFor(tool: ToolDefinition, result: ChartResult, target: ChartTarget, documentReferenceId: string | null): fhir4.Observation {
  const resource: fhir4.Observation = {
    resourceType: 'Observation',
    status: 'final',
    category: [{ coding: [{ system: SYSTEM.observationCategory, code: 'survey', display: 'Survey' }] }],
    code: { coding: [{ system: SYSTEM.consiliumTool, code: tool.slug, display: tool.name }], text: `${tool.name}: ${result.label}` },
    subject: { reference: `Patient/${target.patientId}` },
    effectiveDateTime: target.now.toISOString(),
    issued: target.now.toISOString(),
    valueQuantity: { value: result.value, unit: result.unit, system: SYSTEM.ucum, code: result.code },
    note: [{ text: `Calculated with Consilium ${tool.name} version ${tool.version}.` }],
  }
  if (target.encounterId) resource.encounter = { reference: `Encounter/${target.encounterId}` }
  if (documentReferenceId) resource.derivedFrom = [{ reference: `DocumentReference/${documentReferenceId}` }]
  return resource
}

/** The launch patient's name and birth date as the EHR gives them, for the confirm step (never logged). */
export function patientLabelOf(resource: unknown): { name: string | null; birthDate: string | null } | null {
  if (!resource || typeof resource !== 'object' || (resource as { resourceType?: unknown }).resourceType !== 'Patient') return null
  const patient = resource as fhir4.Patient
  const names = patient.name ?? []
  const chosen = names.find((n) => n.use === 'official') ?? names.find((n) => n.use !== 'old' && n.use !== 'nickname') ?? names[0]
  const built = chosen ? [...(chosen.given ?? []), chosen.family ?? ''].join(' ').replace(/\s+/g, ' ').trim() : ''
  const name = chosen?.text?.trim() || built || null
  const birthDate = typeof patient.birthDate === 'string' && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(patient.birthDate) ? patient.birthDate : null
  return name || birthDate ? { name, birthDate } : null
}
