import { evaluateTool, type EvaluateOptions, type ValidationResult } from './evaluate.ts'
import type { RuleValue } from './rules/index.ts'
import type { ToolDefinition } from './schema/tool.ts'
import { convertValue } from './values.ts'

export type ExecuteResult =
  | { ok: true; outcome: Record<string, RuleValue> }
  | { ok: false; errors: Record<string, ValidationResult[]> }

/**
 * The executor: inputs keyed by cpdn (visible fields only, numeric strings already or
 * still as text), validated and calculated; outcome values converted back the same way.
 */
export function execute(tool: ToolDefinition, inputs: Record<string, unknown>, options: EvaluateOptions = {}): ExecuteResult {
  const evaluation = evaluateTool(tool, inputs, options)
  if (evaluation.errorCount > 0) {
    const errors: Record<string, ValidationResult[]> = {}
    for (const state of Object.values(evaluation.fields)) {
      const errs = state.validations.filter((v) => v.type === 'error')
      if (errs.length) errors[state.cpdn] = errs
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
