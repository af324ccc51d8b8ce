import { cpdnOf } from '#engine/schema/fields.ts'
import { isInputType, isMultiSelectType } from '#engine/schema/field-types.ts'
import type { ClientField, ClientTool } from '#engine/schema/tool.ts'
import { roundTo } from '#engine/formulas/rounding.ts'
import { convertMeasure, feetInchesFromHeight, heightFromFeetInches, INCHES_PER_FOOT, readInUnit, UNIT_SUFFIX } from '#engine/units.ts'
import { convertValue, toNumber } from '#engine/values.ts'

export { UNIT_SUFFIX }

/**
 * Form names of a measured field `x` (docs/decisions/0038):
 * - `x` (or `x__ft` and `x__in` for a height in feet and inches): the number in the box;
 * - `x.unit`: the unit that number is in; it travels with the number and is never inferred;
 * - `x.typed` and `x.typed.unit`: while the box shows a conversion of what was typed, the
 *   typed text and its unit, so that converting back returns exactly what was typed;
 * - `x__unit` (or `<container>__unit`, a unit system): the unit chosen to show next.
 */
export const TYPED_SUFFIX = '.typed'
export const TYPED_UNIT_SUFFIX = '.typed.unit'
export const CHOICE_SUFFIX = '__unit'

/** Per-field unit choices as posted: field (or height-and-weight container) name → unit key (or system). */
export type UnitChoices = Record<string, string>

/** A measured value as the clinician typed it: the text and its unit (a height's feet and inches apart). */
export type MeasureEntry = { text: string; unit: string; feet?: string; inches?: string }

export type EntryError = 'inches-out-of-range' | 'not-a-number' | 'unit'

export type FormReading = {
  /** Inputs keyed by cpdn, in each field's canonical unit, for the engine. */
  inputs: Record<string, unknown>
  /** What each box shows next, by form name (values, their units, typed originals). */
  entered: Record<string, string | string[]>
  units: UnitChoices
  /** Fields whose entry could not be read at all (inches outside 0–11, a value without its unit). */
  entryErrors: Record<string, EntryError>
  /** Measured values as typed, by field name: what summaries and chart notes show. */
  measures: Record<string, MeasureEntry>
}

export const canonicalUnit = (field: ClientField) => field.attributes?.measureInfo?.labels[0]?.value

export const isMeasured = (field: ClientField) => Boolean(field.attributes?.measureInfo)

/** The unit chosen to show a measure field in: its own choice, its container's system, or the default. */
export function unitFor(tool: ClientTool, field: ClientField, units: UnitChoices): string | undefined {
  return chosenUnit(tool, field, units) ?? field.attributes?.measureInfo?.uiDefaultMeasure
}

/** The unit a choice asks to show a measure field in (its own, or its container's system); none without a choice. */
function chosenUnit(tool: ClientTool, field: ClientField, units: UnitChoices): string | undefined {
  const measure = field.attributes?.measureInfo
  if (!measure) return undefined
  const allowed = new Set(measure.labels.map((l) => l.value))
  const own = units[field.name]
  if (own && allowed.has(own)) return own
  const container = containerOf(tool, field)
  const system = container ? units[container.name] : undefined
  return system ? measure.labels.find((l) => l.system === system)?.value : undefined
}

/** The unit a measure field's box is drawn in: the unit its value is in, else the chosen one. */
export function shownUnit(tool: ClientTool, field: ClientField, entered: FormReading['entered'], units: UnitChoices): string | undefined {
  const posted = entered[`${field.name}${UNIT_SUFFIX}`]
  if (typeof posted === 'string' && field.attributes?.measureInfo?.labels.some((l) => l.value === posted)) return posted
  return unitFor(tool, field, units)
}

export const containerOf = (tool: ClientTool, field: ClientField) =>
  Object.values(tool.controls).find((f) => f.type === 'numeric.heightweight' && f.children?.includes(field.name))

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '')

/** A number of inches as feet and inches, exactly (what was typed as 5 ft 9.25 in comes back so). */
function splitInches(total: number): { feet: string; inches: string } {
  const feet = Math.floor(total / INCHES_PER_FOOT)
  return { feet: String(feet), inches: String(roundTo(total - feet * INCHES_PER_FOOT, 10)) }
}

/** Reads a posted patient-data form into engine inputs, keeping what was typed and its unit. */
export function readToolForm(tool: ClientTool, form: FormData): FormReading {
  const units: UnitChoices = {}
  for (const field of Object.values(tool.controls)) {
    const chosen = form.get(`${field.name}${CHOICE_SUFFIX}`)
    if (typeof chosen === 'string' && chosen) units[field.name] = chosen
  }
  const inputs: Record<string, unknown> = {}
  const entered: Record<string, string | string[]> = {}
  const entryErrors: FormReading['entryErrors'] = {}
  const measures: FormReading['measures'] = {}
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
    if (isMeasured(field)) {
      readMeasure(tool, field, form, units, { put, entered, entryErrors, measures })
      continue
    }
    const raw = text(form.get(field.name))
    entered[field.name] = raw
    put(cpdn, raw.trim())
  }
  return { inputs, entered, units, entryErrors, measures }
}

type Sink = Pick<FormReading, 'entered' | 'entryErrors' | 'measures'> & { put: (cpdn: string, value: unknown) => void }

function readMeasure(tool: ClientTool, field: ClientField, form: FormData, units: UnitChoices, sink: Sink) {
  const measure = field.attributes!.measureInfo!
  const allowed = measure.labels.map((l) => l.value)
  const name = field.name
  const cpdn = cpdnOf(field)
  const precision = (unit: string) => measure.precisions[unit] ?? 1
  const isHeight = field.type === 'numeric.height'
  const numberIn = (entry: MeasureEntry) => toNumber(convertValue(entry.text))

  // 1. What the box holds now, with the unit it was posted in. Feet and inches are inches by their names.
  let current: MeasureEntry | null = null
  let error: EntryError | undefined
  const postedUnit = text(form.get(`${name}${UNIT_SUFFIX}`))
  const ftBox = `${name}__ft`
  const inBox = `${name}__in`
  const feetInches = isHeight && (form.has(ftBox) || form.has(inBox))
  const raw = feetInches ? { ft: text(form.get(ftBox)), inch: text(form.get(inBox)) } : text(form.get(name))
  if (typeof raw !== 'string') {
    const height = heightFromFeetInches(raw.ft.trim(), raw.inch.trim())
    if (postedUnit && postedUnit !== 'in') error = 'unit'
    else if (height.ok) current = { text: String(roundTo(height.inches, 10)), unit: 'in', feet: raw.ft.trim(), inches: raw.inch.trim() }
    else if (height.reason !== 'empty') error = height.reason
  } else if (raw.trim() !== '') {
    const unit = postedUnit || (allowed.length === 1 ? allowed[0]! : '')
    if (!allowed.includes(unit)) error = 'unit'
    else current = { text: raw.trim(), unit }
  }

  // 2. A box still showing the conversion of what was typed stands for what was typed.
  let source = current
  const typed = { text: text(form.get(`${name}${TYPED_SUFFIX}`)).trim(), unit: text(form.get(`${name}${TYPED_UNIT_SUFFIX}`)) }
  if (current && typed.text && allowed.includes(typed.unit)) {
    const typedNumber = numberIn(typed)
    const now = numberIn(current)
    const shownThen = typeof typedNumber === 'number' ? convertMeasure(typedNumber, typed.unit, current.unit, precision(current.unit)) : null
    if (shownThen !== null && now === shownThen) source = typed
  }

  // 3. The engine's input: the source converted into the canonical unit.
  if (error) {
    sink.entryErrors[name] = error
    sink.put(cpdn, 'invalid')
  } else if (source) {
    const reading = readInUnit(field, source.text, source.unit)
    sink.put(cpdn, reading.ok ? reading.value : 'invalid')
    if (typeof numberIn(source) === 'number') sink.measures[name] = source
  } else {
    sink.put(cpdn, '')
  }

  // 4. What is shown next: the chosen unit, holding the source converted (or exactly the typed text).
  const sourceNumber = source ? numberIn(source) : undefined
  const wanted = chosenUnit(tool, field, units) ?? (current?.unit || measure.uiDefaultMeasure)
  let shownUnit = wanted
  // What cannot be converted stays in the unit it was posted in.
  if (error) shownUnit = typeof raw !== 'string' ? 'in' : allowed.includes(postedUnit) ? postedUnit : wanted
  else if (source && typeof sourceNumber !== 'number') shownUnit = source.unit
  sink.entered[`${name}${UNIT_SUFFIX}`] = shownUnit
  const putBoxes = (value: number | string, feet?: string, inches?: string) => {
    if (isHeight && shownUnit === 'in') {
      const parts = feet !== undefined && inches !== undefined ? { feet, inches } : splitInches(Number(value))
      sink.entered[ftBox] = parts.feet
      sink.entered[inBox] = parts.inches
    } else sink.entered[name] = String(value)
  }
  if (!source || typeof sourceNumber !== 'number' || error) {
    // Kept as posted (an empty box stays empty in the newly chosen unit).
    if (isHeight && shownUnit === 'in') {
      sink.entered[ftBox] = typeof raw === 'string' ? '' : raw.ft
      sink.entered[inBox] = typeof raw === 'string' ? '' : raw.inch
    } else sink.entered[name] = typeof raw === 'string' ? raw : ''
    return
  }
  const converted = convertMeasure(sourceNumber, source.unit, shownUnit, precision(shownUnit))
  if (converted === null) return
  // In its own unit a value is shown as typed; feet and inches only when they hold it exactly.
  const split = splitInches(sourceNumber)
  const exactInFeet = source.feet !== undefined || Number(split.feet) * INCHES_PER_FOOT + Number(split.inches) === sourceNumber
  if (shownUnit === source.unit && (!isHeight || shownUnit !== 'in' || exactInFeet)) {
    putBoxes(source === current && typeof raw === 'string' ? raw : source.text, source.feet, source.inches)
    return
  }
  if (isHeight && shownUnit === 'in') {
    const { feet, inches } = feetInchesFromHeight(converted)
    putBoxes(converted, String(feet), String(inches))
  } else putBoxes(converted)
  sink.entered[`${name}${TYPED_SUFFIX}`] = source.text
  sink.entered[`${name}${TYPED_UNIT_SUFFIX}`] = source.unit
}
