// What the tool page shows of an EHR prefill: initial values, EHR-enabled markers, lab dates,
// the missing-data notice and the banner's product key. Shared by the server and the browser.
import { cpdnOf } from '#engine/schema/fields.ts'
import { isInputType, isMultiSelectType } from '#engine/schema/field-types.ts'
import type { ClientTool, ClientField, ToolDefinition } from '#engine/schema/tool.ts'

import { readToolForm, UNIT_SUFFIX, type FormReading } from './form-inputs.ts'

import type { EhrPrefill, MissingEhrValue, MissingReason } from '#app/ehr/prefill/types.ts'

export type { EhrPrefill, MissingEhrValue, MissingReason, PrefilledValue } from '#app/ehr/prefill/types.ts'

/** The lab date shown beside a prefilled value (spec 02 §3, field UI state). */
export type LabDateInfo = {
  value: string | string[]
  unit: string | null
  effectiveDateTime: string | null
  /** Whether that date is the collection date or, when the EHR had none, the result date. */
  kind: 'collected' | 'resulted' | null
  isHidden: boolean
}

/** The EHR part of a field's UI state (spec 02 §3). */
export type EhrFieldUi = {
  ehrEnabledField: boolean
  labDateInfo: LabDateInfo | null
}

/** A field's prefill as the page keeps it: what came from the EHR, to compare what is on screen with. */
export type PrefilledField = {
  value: string | string[]
  unit: string | null
  date: string | null
  dateKind: 'collected' | 'resulted' | null
}

/** The EHR state of the patient step: prefilled fields (by field name) and their UI state. */
export type EhrState = {
  prefilled: Record<string, PrefilledField>
  fields: Record<string, EhrFieldUi>
}

/** Which EHR notices the tool page shows, and whether 'Don't show again' can be kept for someone. */
export type EhrNotices = {
  banner: boolean
  popup: boolean
  canRemember: boolean
}

/** The EHR part of the tool page, as the loader gives it (no patient values: those are in the form state). */
export type EhrPage = { notices: EhrNotices; missing: MissingGroup[] }

/** One sentence of the missing-data notice: a reason, its time window, and the fields it concerns. */
export type MissingGroup = {
  reason: MissingReason
  timeWindow: string | null
  labels: string[]
}

const inputFields = (tool: ClientTool) => Object.values(tool.controls).filter((f) => isInputType(f.type))

const unitFits = (field: ClientField, unit: string | null) => {
  const labels = field.attributes?.measureInfo?.labels
  if (!labels) return unit === null || unit === '' || unit === field.attributes?.fieldInfo?.units
  return unit !== null && labels.some((l) => l.value === unit)
}

const choiceFits = (field: ClientField, value: string | string[]) => {
  const labels = field.attributes?.fieldInfo?.labels
  if (!labels?.length) return true
  const allowed = new Set(labels.map((l) => String(l.value)))
  return (Array.isArray(value) ? value : [value]).every((v) => allowed.has(v))
}

/**
 * The fields a prefill fills, by field name. A value in a unit the field does not have, or a
 * choice it does not offer, fills nothing (it is never reinterpreted): it is reported missing.
 */
export function prefilledFields(tool: ClientTool, prefill: EhrPrefill): { prefilled: Record<string, PrefilledField>; refused: MissingEhrValue[] } {
  const prefilled: Record<string, PrefilledField> = {}
  const refused = new Map<string, MissingEhrValue>()
  for (const field of inputFields(tool)) {
    const value = prefill.values[cpdnOf(field)]
    if (!value) continue
    if (Array.isArray(value.value) !== isMultiSelectType(field.type) || !unitFits(field, value.unit) || !choiceFits(field, value.value)) {
      refused.set(value.cpdn, {
        cpdn: value.cpdn,
        reason: 'unit-not-convertible',
        timeWindow: prefill.metadata[value.cpdn]?.timeWindow ?? null,
      })
      continue
    }
    prefilled[field.name] = {
      value: value.value,
      unit: field.attributes?.measureInfo ? value.unit : null,
      date: value.date,
      dateKind: value.dateKind,
    }
  }
  // A cpdn refused by one field but filling another is not missing.
  const filled = new Set(Object.keys(prefilled).map((name) => cpdnOf(tool.controls[name]!)))
  return {
    prefilled,
    refused: [...refused.values()].filter((m) => !filled.has(m.cpdn)),
  }
}

/** The prefill as the patient form would post it: each value with the unit it is in. */
export function prefillForm(prefilled: Record<string, PrefilledField>): FormData {
  const form = new FormData()
  for (const [name, p] of Object.entries(prefilled)) {
    for (const v of Array.isArray(p.value) ? p.value : [p.value]) form.append(name, v)
    if (p.unit) form.set(`${name}${UNIT_SUFFIX}`, p.unit)
  }
  return form
}

/** Whether a request carries entered values (a post, or a query naming a field): those win over a prefill. */
export function carriesValues(tool: ClientTool, params: Pick<URLSearchParams, 'has'>): boolean {
  return inputFields(tool).some((f) => params.has(f.name) || params.has(`${f.name}__ft`) || params.has(`${f.name}__in`))
}

const sameNumberOrText = (a: string, b: string) => {
  const x = a.trim()
  const y = b.trim()
  if (x === y) return true
  return x !== '' && y !== '' && Number.isFinite(Number(x)) && Number(x) === Number(y)
}

/**
 * Whether what is on screen is still the EHR's value. A measured value counts in the unit it
 * came in: showing it converted (the original kept as typed, decision 0038) keeps it, editing it does not.
 */
function stillPrefilled(field: ClientField, p: PrefilledField, reading: Pick<FormReading, 'entered' | 'measures'>): boolean {
  if (Array.isArray(p.value)) {
    const now = reading.entered[field.name]
    const shown = Array.isArray(now) ? now : []
    return shown.length === p.value.length && p.value.every((v) => shown.includes(v))
  }
  if (p.unit) {
    const m = reading.measures[field.name]
    return Boolean(m && m.unit === p.unit && sameNumberOrText(m.text, p.value))
  }
  const now = reading.entered[field.name]
  return typeof now === 'string' && sameNumberOrText(now, p.value)
}

/** Each prefilled field's EHR state for what is on screen (the marker goes once the value is changed). */
export function ehrFieldsOf(tool: ClientTool, prefilled: Record<string, PrefilledField>, reading: Pick<FormReading, 'entered' | 'measures'>): EhrState {
  const fields: Record<string, EhrFieldUi> = {}
  for (const [name, p] of Object.entries(prefilled)) {
    const field = tool.controls[name]
    if (!field) continue
    const enabled = stillPrefilled(field, p, reading)
    fields[name] = {
      ehrEnabledField: enabled,
      labDateInfo: p.date
        ? {
            value: p.value,
            unit: p.unit,
            effectiveDateTime: p.date,
            kind: p.dateKind,
            isHidden: !enabled,
          }
        : null,
    }
  }
  return { prefilled, fields }
}

/** The EHR state of a patient form as posted from the browser (the same reading the server makes). */
export function ehrStateOfForm(tool: ClientTool, prefilled: Record<string, PrefilledField>, form: FormData): EhrState {
  return ehrFieldsOf(tool, prefilled, readToolForm(tool, form))
}


const REASON_ORDER: MissingReason[] = ['none-in-window', 'unit-not-convertible', 'not-permitted', 'unavailable']

/** The missing-data notice: one sentence per reason and time window, naming the tool's fields it concerns. */
export function missingGroupsOf(tool: ClientTool, missing: MissingEhrValue[]): MissingGroup[] {
  const groups = new Map<string, MissingGroup>()
  for (const m of missing) {
    const field = inputFields(tool).find((f) => cpdnOf(f) === m.cpdn)
    if (!field) continue
    const label = field.attributes?.fieldInfo?.baseContent ?? field.name
    const window = m.reason === 'none-in-window' ? m.timeWindow : null
    const key = `${m.reason}|${window ?? ''}`
    const group = groups.get(key) ?? {
      reason: m.reason,
      timeWindow: window,
      labels: [],
    }
    if (!group.labels.includes(label)) group.labels.push(label)
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) => REASON_ORDER.indexOf(a.reason) - REASON_ORDER.indexOf(b.reason))
}

/**
 * The preference key a tool's banner dismissal is kept under: DSD for decision (shared) tools,
 * DCD for clinical calculators, told apart as the favourites lists do (decision 0047).
 */
export const productKeyOf = (tool: Pick<ToolDefinition, 'toolType' | 'optiongrid'>): 'DSD' | 'DCD' =>
  tool.toolType === 1 || tool.optiongrid !== undefined ? 'DSD' : 'DCD'

export type ProductCode = { DSD?: string[]; DCD?: string[] }

export function parseProductCode(text: string | null | undefined): ProductCode {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}')
    if (!parsed || typeof parsed !== 'object') return {}
    const list = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : undefined)
    const p = parsed as Record<string, unknown>
    return {
      ...(list(p.DSD) ? { DSD: list(p.DSD) } : {}),
      ...(list(p.DCD) ? { DCD: list(p.DCD) } : {}),
    }
  } catch {
    return {}
  }
}

export const bannerDismissedIn = (productCode: string | null | undefined, tool: Pick<ToolDefinition, 'toolType' | 'optiongrid' | 'contentName'>) =>
  (parseProductCode(productCode)[productKeyOf(tool)] ?? []).includes(tool.contentName)

/** productCode with this tool's content name added under its key. */
export function withDismissedTool(productCode: string | null | undefined, tool: Pick<ToolDefinition, 'toolType' | 'optiongrid' | 'contentName'>): string {
  const code = parseProductCode(productCode)
  const key = productKeyOf(tool)
  const list = code[key] ?? []
  return JSON.stringify({
    ...code,
    [key]: list.includes(tool.contentName) ? list : [...list, tool.contentName],
  })
}

/** A lab date as 'Mon D, YYYY' (the day the EHR recorded, whatever the time zone). */
export function labDateText(iso: string, language: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  const year = /^(\d{4})(?:-(\d{2}))?$/.exec(iso)
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
    return Number.isNaN(date.getTime())
      ? null
      : new Intl.DateTimeFormat(language, {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(date)
  }
  if (year) {
    const date = new Date(Date.UTC(Number(year[1]), year[2] ? Number(year[2]) - 1 : 0, 1))
    return new Intl.DateTimeFormat(language, {
      ...(year[2] ? { month: 'short' } : {}),
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date)
  }
  return null
}
