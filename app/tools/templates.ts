import type { FieldState } from '#engine/evaluate.ts'
import { formatNumber, roundTo } from '#engine/formulas/rounding.ts'
import { INCHES_PER_FOOT } from '#engine/units.ts'
import type { RuleValue } from '#engine/rules/index.ts'
import type { ClientField, ToolDefinition } from '#engine/schema/tool.ts'
import { isInputType } from '#engine/schema/field-types.ts'
import { isEmptyValue, toNumber } from '#engine/values.ts'

import { fillAgreeing, unitsFor } from './count-noun.ts'
import type { MeasureEntry } from './form-inputs.ts'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The spec's date format 'Mon D, YYYY' for an ISO date (no time-zone shift). */
export function formatToolDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number)
  if (!y || !m || !d || m > 12) return iso
  return `${MONTHS[m - 1]} ${d}, ${y}`
}

function display(tool: ToolDefinition, key: string, value: RuleValue): string {
  if (value === null) return '—'
  const field = Object.values(tool.controls).find((f) => f.name === key || f.cpdn === key)
  const decimals = field?.attributes?.fieldInfo?.decimals
  if (typeof value === 'number') {
    if (decimals === undefined) return String(roundTo(value, 6))
    return formatNumber(value, decimals) ?? '—'
  }
  return String(value)
}

/** Fills {{name}} placeholders from outcome values (by cpdn or name) and tool facts. */
export function fillTemplate(tool: ToolDefinition, template: string, outcome: Record<string, RuleValue>): string {
  const facts: Record<string, string> = {
    toolName: tool.name,
    version: tool.version,
    modified: formatToolDate(tool.modified),
  }
  return fillAgreeing(template, (placeholder) => {
    const key = placeholder.slice(2, -2).trim()
    if (key in facts) return facts[key]!
    const field = Object.values(tool.controls).find((f) => f.name === key || f.cpdn === key)
    const value = outcome[key] ?? (field ? outcome[field.cpdn ?? field.name] ?? outcome[field.name] : undefined)
    return value === undefined ? '—' : display(tool, key, value)
  })
}

/** What the page knows of how each value was entered (absent for values that were not typed here). */
export type Entries = { entered: Record<string, string | string[]>; measures: Record<string, MeasureEntry> }

/**
 * A field's value as the clinician entered it: a measured value in the unit and precision it
 * was typed in (110 µmol/L stays 110 µmol/L), a number as typed, a choice by its label. Null
 * for what is hidden, unanswered or an interface choice (how data is entered, not a patient fact).
 */
export function enteredValueText(field: ClientField, state: FieldState | undefined, entries?: Entries): string | null {
  if (!state || state.hidden || !isInputType(field.type) || isEmptyValue(state.value)) return null
  const info = field.attributes?.fieldInfo
  if (info?.interfaceChoice) return null
  if (state.label) return state.label
  const measure = field.attributes?.measureInfo
  const typed = entries?.measures[field.name]
  if (measure && typed) {
    if (field.type === 'numeric.height' && typed.unit === 'in') {
      // Heights in inches are entered, and so given, in feet and inches.
      if (typed.feet !== undefined) return `${typed.feet || '0'} ft ${typed.inches || '0'} in`
      const total = Number(typed.text)
      const feet = Math.floor(total / INCHES_PER_FOOT)
      return `${feet} ft ${roundTo(total - feet * INCHES_PER_FOOT, 10) ?? 0} in`
    }
    return `${typed.text} ${measure.labels.find((l) => l.value === typed.unit)?.name ?? typed.unit}`
  }
  if (field.type === 'date.basic' && typeof state.value === 'string') return formatToolDate(state.value)
  if (Array.isArray(state.value)) return state.value.join(', ')
  const text = entries?.entered[field.name]
  // A number is shown with the decimals it was typed with (1.50 stays 1.50).
  const value = typeof text === 'string' && typeof state.value === 'number' && toNumber(text) === state.value ? text.trim() : String(state.value)
  const units = measure?.labels[0]?.name ?? info?.unitsShown ?? info?.units
  return units ? `${value} ${unitsFor(value, units)}` : value
}

/** "Age: 76 years; Sex: Female; …" for the visible answered inputs, as entered. */
export function inputSummary(tool: ToolDefinition, states: Record<string, FieldState>, entries?: Entries): string {
  const parts: string[] = []
  for (const field of Object.values(tool.controls)) {
    const value = enteredValueText(field, states[field.name], entries)
    if (value === null) continue
    parts.push(`${field.attributes?.fieldInfo?.baseContent ?? field.name}: ${value}`)
  }
  return parts.join('; ')
}

/** The one-line "Copy result" text: inputs, result, tool and version. */
export function resultLine(tool: ToolDefinition, states: Record<string, FieldState>, outcome: Record<string, RuleValue>, entries?: Entries): string {
  return `${tool.name} (Consilium, version ${tool.version}): ${fillTemplate(tool, tool.resultSummary, outcome)} Inputs: ${inputSummary(tool, states, entries)}.`
}

/** A chart note: the tool's note template filled, then the inputs as entered (the note records both). */
export function chartNoteText(tool: ToolDefinition, template: string, states: Record<string, FieldState>, outcome: Record<string, RuleValue>, entries?: Entries): string {
  const inputs = inputSummary(tool, states, entries)
  return `${fillTemplate(tool, template, outcome)}${inputs ? ` Inputs: ${inputs}.` : ''}`
}
