import { ToolDefinitionSchema, type ToolDefinition, type ToolDefinitionInput } from '../schema/tool.ts'

// Every `engine/tools/<slug>.ts` default-exports one definition: adding a tool is one
// definition file and one test file, nothing to register.
const modules = import.meta.glob<{ default: ToolDefinitionInput }>(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true })

export const TOOL_DEFINITIONS: readonly ToolDefinitionInput[] = Object.values(modules)
  .map((m) => m.default)
  .sort((a, b) => a.name.localeCompare(b.name))

let parsed: Map<string, ToolDefinition> | undefined

/** Tools by slug, defaults applied. Definitions are validated by the library test; this only parses. */
export function toolLibrary(): Map<string, ToolDefinition> {
  parsed ??= new Map(TOOL_DEFINITIONS.map((d) => [d.slug, ToolDefinitionSchema.parse(d)]))
  return parsed
}

export function findTool(slug: string, version?: string): ToolDefinition | null {
  const tool = toolLibrary().get(slug)
  if (!tool) return null
  if (version !== undefined && version !== tool.version) return null
  return tool
}

/** The tool now published under a slug it used to have, if any. */
export function findMovedTool(slug: string): ToolDefinition | null {
  for (const tool of toolLibrary().values()) if (tool.formerSlugs.includes(slug)) return tool
  return null
}
