import { SERVER_ONLY_TOOL_KEYS, type ClientField, type ClientTool, type FieldDefinition, type ToolDefinition } from '#engine/schema/tool.ts'

// Definitions never change while the server runs: one client copy per definition (slug, language, version).
const clientCopies = new WeakMap<ToolDefinition, ClientTool>()

/** A field without the expression of its computed value: the server evaluates, the browser shows the result. */
function clientFieldOf(field: FieldDefinition): ClientField {
  const info = field.attributes?.fieldInfo
  if (!info || info.value === undefined) return field
  const { value: _expression, ...shown } = info
  return { ...field, attributes: { ...field.attributes, fieldInfo: shown } }
}

/** The tool page's definition for the browser (its hydration data): without what only the server uses. */
export function clientToolOf(tool: ToolDefinition): ClientTool {
  let copy = clientCopies.get(tool)
  if (!copy) {
    const entries = Object.entries(tool).filter(([key]) => !(SERVER_ONLY_TOOL_KEYS as readonly string[]).includes(key))
    const controls = Object.fromEntries(Object.entries(tool.controls).map(([name, field]) => [name, clientFieldOf(field)]))
    copy = { ...Object.fromEntries(entries), controls } as ClientTool
    clientCopies.set(tool, copy)
  }
  return copy
}
