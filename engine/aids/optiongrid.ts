import { execute, type ExecuteResult } from '../execute.ts'
import type { RuleValue } from '../rules/index.ts'
import type { OptionGridAnswer, OptionGridOption, ToolDefinition } from '../schema/tool.ts'

/**
 * Running an option grid: each option's outcome is the tool executed with the patient's
 * inputs, then the grid's cpdnDefaults, then the option's cpdnOverrides (spec 02 §7, batch
 * executor with overrides). Tool type 1 grids have no inputs: every outcome is empty.
 */
export function optionInputs(tool: ToolDefinition, option: OptionGridOption, inputs: Record<string, unknown>): Record<string, unknown> {
  return { ...inputs, ...(tool.optiongrid?.cpdnDefaults ?? {}), ...option.cpdnOverrides }
}

/** The outcome of every option (the spec's optionGridOutcome per optionKey). */
export function optionGridOutcomes(tool: ToolDefinition, inputs: Record<string, unknown>, options: { today?: string } = {}): Record<string, ExecuteResult> {
  const outcomes: Record<string, ExecuteResult> = {}
  for (const option of tool.optiongrid?.options ?? []) {
    outcomes[option.optionKey] = tool.toolType === 1 ? { ok: true, outcome: {} } : execute(tool, optionInputs(tool, option, inputs), options)
  }
  return outcomes
}

/**
 * An answer's text with its {{name}} placeholders filled from the option's outcome (numbers
 * as whole numbers or with their field's decimals). Unknown or empty values show as '—'.
 */
export function answerText(tool: ToolDefinition, answer: OptionGridAnswer, outcome: Record<string, RuleValue>): string {
  return answer.answer.replace(/\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g, (_, key: string) => {
    if (key === 'toolName') return tool.name
    if (key === 'version') return tool.version
    if (key === 'modified') return tool.modified
    const value = outcome[key]
    if (value === undefined || value === null) return '—'
    if (typeof value === 'number') {
      const field = Object.values(tool.controls).find((f) => f.name === key || f.cpdn === key)
      const decimals = field?.attributes?.fieldInfo?.decimals ?? 0
      return value.toFixed(decimals)
    }
    return String(value)
  })
}

/** The icon count an answer's graph shows for an option, or null without a graph or value. */
export function graphNumerator(answer: OptionGridAnswer, outcome: Record<string, RuleValue>): number | null {
  const graph = answer.graph
  if (!graph) return null
  if (typeof graph.numerator === 'number') return graph.numerator
  const value = outcome[graph.numerator]
  return typeof value === 'number' ? value : null
}
