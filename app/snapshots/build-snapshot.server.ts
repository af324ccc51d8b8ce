import { optionKeysOf } from '#app/encounters/option-keys.ts'
import { optionGridOutcomes } from '#engine/aids/optiongrid.ts'
import { evaluateTool } from '#engine/evaluate.ts'
import { execute } from '#engine/execute.ts'
import type { RuleValue } from '#engine/rules/index.ts'
import { isDateType, isInputType } from '#engine/schema/field-types.ts'
import { cpdnOf } from '#engine/schema/fields.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'
import { isEmptyValue, type FieldValue } from '#engine/values.ts'

import { CreateSnapshotBody } from './snapshot-schemas.ts'
import type { SnapshotPayload } from './snapshots.server.ts'

export type BuildFailure = { code: string; message: string; extra?: Record<string, unknown> }
export type BuildResult = { ok: true; payload: SnapshotPayload } | ({ ok: false } & BuildFailure)

/**
 * The snapshot payload for a tool and a request body: inputs limited to the tool's own
 * fields and validated by the engine (an out-of-range value is refused, never clamped),
 * outputs computed here. Values of hidden fields are not kept.
 */
export function buildSnapshotPayload(tool: ToolDefinition, body: unknown): BuildResult {
  const parsed = CreateSnapshotBody.safeParse(body)
  if (!parsed.success) {
    return {
      ok: false,
      code: 'invalid_body',
      message: 'Send calculator.input, ui.selected and ui.viewType.',
      extra: { issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
    }
  }
  const fields = Object.values(tool.controls).filter((f) => isInputType(f.type))
  if (fields.some((f) => isDateType(f.type))) {
    // Dates about a person are identifiers (HIPAA Safe Harbor); such tools are not shared.
    return { ok: false, code: 'not_shareable', message: 'Results of this tool cannot be shared.' }
  }
  const known = new Set(fields.flatMap((f) => [cpdnOf(f), f.name]))
  const unknown = Object.keys(parsed.data.calculator.input).filter((k) => !known.has(k))
  if (unknown.length) {
    return { ok: false, code: 'unknown_fields', message: 'Some inputs are not fields of this tool.', extra: { fields: unknown } }
  }
  const options = optionKeysOf(tool)
  const strange = parsed.data.ui.selected.filter((k) => !options.includes(k))
  if (strange.length) {
    return { ok: false, code: 'unknown_options', message: 'Some selected options are not options of this tool.', extra: { options: strange } }
  }

  const raw = parsed.data.calculator.input
  const result = execute(tool, raw)
  if (!result.ok) {
    return { ok: false, code: 'invalid_inputs', message: 'Some inputs are missing or not valid.', extra: { fields: result.errors } }
  }
  const evaluation = evaluateTool(tool, raw)
  const input: Record<string, FieldValue> = {}
  for (const field of fields) {
    const state = evaluation.fields[field.name]
    if (!state || state.hidden || isEmptyValue(state.value)) continue
    input[state.cpdn] = state.value
  }
  return {
    ok: true,
    payload: {
      calculator: { input, output: result.outcome },
      calculatorBatch: { output: batchOutput(tool, input) },
      ui: { selected: [...new Set(parsed.data.ui.selected)], viewType: parsed.data.ui.viewType },
    },
  }
}

/** The option grid's outcome per option (the batch executor's answer); null without a grid. */
function batchOutput(tool: ToolDefinition, input: Record<string, FieldValue>): Record<string, Record<string, RuleValue> | null> | null {
  if (!tool.optiongrid) return null
  return Object.fromEntries(Object.entries(optionGridOutcomes(tool, input)).map(([key, r]) => [key, r.ok ? r.outcome : null]))
}
