import type { FieldState } from '#engine/evaluate.ts'
import { formatNumber, roundTo } from '#engine/formulas/rounding.ts'
import type { RuleValue } from '#engine/rules/index.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'
import { isInputType } from '#engine/schema/field-types.ts'
import { isEmptyValue } from '#engine/values.ts'

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
  return template.replace(/\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g, (_, key: string) => {
    if (key in facts) return facts[key]!
    const field = Object.values(tool.controls).find((f) => f.name === key || f.cpdn === key)
    const value = outcome[key] ?? (field ? outcome[field.cpdn ?? field.name] ?? outcome[field.name] : undefined)
    return value === undefined ? '—' : display(tool, key, value)
  })
}

/** "Age: 76 years; Sex: Female; …" for the visible answered inputs. */
export function inputSummary(tool: ToolDefinition, states: Record<string, FieldState>): string {
  const parts: string[] = []
  for (const field of Object.values(tool.controls)) {
    const s = states[field.name]
    // Unanswered (including a multiselect with nothing chosen) is left out.
    if (!s || s.hidden || !isInputType(field.type) || isEmptyValue(s.value)) continue
    const info = field.attributes?.fieldInfo
    const canonical = field.attributes?.measureInfo?.labels[0]?.name
    const value = s.label ?? (Array.isArray(s.value) ? s.value.join(', ') : String(s.value))
    const units = s.label ? '' : canonical ?? info?.units
    parts.push(`${info?.baseContent ?? field.name}: ${value}${units ? ` ${units}` : ''}`)
  }
  return parts.join('; ')
}

/** The one-line "Copy result" text: inputs, result, tool and version. */
export function resultLine(tool: ToolDefinition, states: Record<string, FieldState>, outcome: Record<string, RuleValue>): string {
  return `${tool.name} (Consilium, version ${tool.version}): ${fillTemplate(tool, tool.resultSummary, outcome)} Inputs: ${inputSummary(tool, states)}.`
}
