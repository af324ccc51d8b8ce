import { SERVER_ONLY_TOOL_KEYS, type ClientTool, type ToolDefinition } from '#engine/schema/tool.ts'

// Definitions never change while the server runs: one client copy per definition (slug, language, version).
const clientCopies = new WeakMap<ToolDefinition, ClientTool>()

/** The tool page's definition for the browser (its hydration data): without what only the server uses. */
export function clientToolOf(tool: ToolDefinition): ClientTool {
  let copy = clientCopies.get(tool)
  if (!copy) {
    const entries = Object.entries(tool).filter(([key]) => !(SERVER_ONLY_TOOL_KEYS as readonly string[]).includes(key))
    copy = Object.fromEntries(entries) as ClientTool
    clientCopies.set(tool, copy)
  }
  return copy
}
