import { evaluateTool, type EvaluateOptions, type ValidationResult } from './evaluate.ts'
import type { RuleValue } from './rules/index.ts'
import type { ToolDefinition } from './schema/tool.ts'
import { cpdnOf } from './schema/fields.ts'
import { isInputType } from './schema/field-types.ts'
import { readInUnit, UNIT_SUFFIX } from './units.ts'
import { convertValue } from './values.ts'

export type ExecuteResult =
  | { ok: true; outcome: Record<string, RuleValue> }
  | { ok: false; errors: Record<string, ValidationResult[]> }

/**
 * Values given with their unit (`weight: 80, 'weight.unit': 'kg'`) in each field's canonical
 * unit; a value without one is in the canonical unit. A unit the field does not have is an
 * error on that field, never a guess.
 */
export function inputsInCanonicalUnits(tool: ToolDefinition, inputs: Record<string, unknown>): { inputs: Record<string, unknown>; errors: Record<string, ValidationResult[]> } {
  const converted: Record<string, unknown> = { ...inputs }
  const errors: Record<string, ValidationResult[]> = {}
  for (const field of Object.values(tool.controls)) {
    if (!isInputType(field.type)) continue
    const cpdn = cpdnOf(field)
    for (const key of new Set([cpdn, field.name])) {
      const unitKey = `${key}${UNIT_SUFFIX}`
      if (!(unitKey in inputs)) continue
      delete converted[unitKey]
      const reading = readInUnit(field, inputs[key], inputs[unitKey])
      if (reading.ok) converted[key] = reading.value
      else errors[cpdn] = [{ type: 'error', kind: 'unit' }]
    }
  }
  return { inputs: converted, errors }
}

/**
 * The executor: inputs keyed by cpdn (visible fields only, numeric strings already or
 * still as text, each in its canonical unit or with its unit beside it), validated and
 * calculated; outcome values converted back the same way.
 */
export function execute(tool: ToolDefinition, given: Record<string, unknown>, options: EvaluateOptions = {}): ExecuteResult {
  const { inputs, errors: unitErrors } = inputsInCanonicalUnits(tool, given)
  const evaluation = evaluateTool(tool, inputs, options)
  if (evaluation.errorCount > 0 || Object.keys(unitErrors).length > 0) {
    const errors: Record<string, ValidationResult[]> = { ...unitErrors }
    for (const state of Object.values(evaluation.fields)) {
      const errs = state.validations.filter((v) => v.type === 'error')
      if (errs.length && !errors[state.cpdn]) errors[state.cpdn] = errs
    }
    return { ok: false, errors }
  }
  const outcome: Record<string, RuleValue> = {}
  for (const [key, value] of Object.entries(evaluation.outcome)) {
    const converted = convertValue(value)
    outcome[key] = Array.isArray(converted) ? null : converted
  }
  return { ok: true, outcome }
}
