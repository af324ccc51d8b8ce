import { ToolDefinitionSchema, type ToolDefinition } from '../../engine/schema/tool.ts'
import { AID_DEFINITIONS, TOOL_DEFINITIONS } from '../../engine/library.ts'

/** Every tool and aid definition in every language, parsed, keyed `slug:language`. */
export function parsedDefinitions(): Map<string, ToolDefinition> {
  const all = new Map<string, ToolDefinition>()
  for (const d of [...TOOL_DEFINITIONS, ...AID_DEFINITIONS]) {
    const parsed = ToolDefinitionSchema.parse(d)
    all.set(`${parsed.slug}:${parsed.language}`, parsed)
  }
  return new Map([...all].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** A plain JSON value with object keys sorted, so that its text is stable. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]))
  }
  return value
}

export function definitionsJson(): string {
  return `${JSON.stringify(sortKeys(Object.fromEntries(parsedDefinitions())), null, 2)}\n`
}
