import { cpdnOf } from '#engine/schema/fields.ts'
import { isInputType, isMultiSelectType } from '#engine/schema/field-types.ts'
import type { FieldDefinition, ToolDefinition } from '#engine/schema/tool.ts'
import { convertMeasure, heightFromFeetInches } from '#engine/units.ts'
import { convertValue } from '#engine/values.ts'

/** Per-field unit choices as posted: field name → unit key. */
export type UnitChoices = Record<string, string>

export type FormReading = {
  /** Inputs keyed by cpdn, in each field's canonical unit, for the engine. */
  inputs: Record<string, unknown>
  /** What the user typed, by field name, to show back unchanged. */
  entered: Record<string, string | string[]>
  units: UnitChoices
  /** Fields whose entry could not be read at all (e.g. inches outside 0–11). */
  entryErrors: Record<string, 'inches-out-of-range' | 'not-a-number'>
}

export const canonicalUnit = (field: FieldDefinition) => field.attributes?.measureInfo?.labels[0]?.value

/** The unit a measure field is entered in: a posted choice, its container's system, or the default. */
export function unitFor(tool: ToolDefinition, field: FieldDefinition, units: UnitChoices): string | undefined {
  const measure = field.attributes?.measureInfo
  if (!measure) return undefined
  const allowed = new Set(measure.labels.map((l) => l.value))
  const own = units[field.name]
  if (own && allowed.has(own)) return own
  const container = Object.values(tool.controls).find((f) => f.type === 'numeric.heightweight' && f.children?.includes(field.name))
  const system = container ? units[container.name] : undefined
  if (system) {
    const match = measure.labels.find((l) => l.system === system)
    if (match) return match.value
  }
  return measure.uiDefaultMeasure
}

/** Reads a posted patient-data form into engine inputs, keeping what was typed. */
export function readToolForm(tool: ToolDefinition, form: FormData): FormReading {
  const units: UnitChoices = {}
  for (const field of Object.values(tool.controls)) {
    const chosen = form.get(`${field.name}__unit`)
    if (typeof chosen === 'string' && chosen) units[field.name] = chosen
  }
  const inputs: Record<string, unknown> = {}
  const entered: Record<string, string | string[]> = {}
  const entryErrors: FormReading['entryErrors'] = {}
  // Fields sharing a cpdn post one value each: the first answered one counts, wherever it is.
  const put = (cpdn: string, value: unknown) => {
    const current = inputs[cpdn]
    if (current === undefined || current === '' || (Array.isArray(current) && current.length === 0)) inputs[cpdn] = value
  }

  for (const field of Object.values(tool.controls)) {
    if (!isInputType(field.type)) continue
    const cpdn = cpdnOf(field)
    if (isMultiSelectType(field.type)) {
      const values = form.getAll(field.name).filter((v): v is string => typeof v === 'string' && v !== '')
      entered[field.name] = values
      put(cpdn, values)
      continue
    }
    const unit = unitFor(tool, field, units)
    const canonical = canonicalUnit(field)
    // Height in inches is typed as feet + inches, in any other unit as one number: which
    // inputs arrived says the unit, even just after a unit switch.
    if (field.type === 'numeric.height' && (form.has(`${field.name}__ft`) || form.has(`${field.name}__in`))) {
      const ft = String(form.get(`${field.name}__ft`) ?? '')
      const inch = String(form.get(`${field.name}__in`) ?? '')
      if (unit === 'in') {
        entered[`${field.name}__ft`] = ft
        entered[`${field.name}__in`] = inch
      }
      const height = heightFromFeetInches(ft.trim(), inch.trim())
      if (!height.ok) {
        if (height.reason !== 'empty') entryErrors[field.name] = height.reason
        put(cpdn, height.reason === 'empty' ? '' : 'invalid')
        continue
      }
      put(cpdn, toCanonical(field, height.inches, 'in', canonical))
      continue
    }
    const singleUnit =
      field.type === 'numeric.height' && unit === 'in'
        ? field.attributes?.measureInfo?.labels.find((l) => l.value !== 'in')?.value
        : unit
    const raw = form.get(field.name)
    const text = typeof raw === 'string' ? raw.trim() : ''
    if (singleUnit === unit || text === '') entered[field.name] = typeof raw === 'string' ? raw : ''
    if (text !== '' && singleUnit && canonical && singleUnit !== canonical) {
      // Only what the engine reads as a number converts ('0x50' or '1e999' stay text and are refused).
      const n = convertValue(text)
      put(cpdn, typeof n === 'number' ? toCanonical(field, n, singleUnit, canonical) : text)
    } else {
      put(cpdn, text)
    }
  }
  return { inputs, entered, units, entryErrors }
}

function toCanonical(field: FieldDefinition, value: number, from: string, canonical: string | undefined): number | string {
  if (!canonical || from === canonical) return value
  // Keep two more decimals than the canonical unit shows, so a round trip does not drift.
  const precision = (field.attributes?.measureInfo?.precisions[canonical] ?? 1) + 2
  return convertMeasure(value, from, canonical, precision) ?? 'invalid'
}
