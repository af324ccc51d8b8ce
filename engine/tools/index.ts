import { ToolDefinitionSchema, type ToolDefinition, type ToolDefinitionInput } from '../schema/tool.ts'
import { cha2ds2Vasc } from './cha2ds2-vasc.ts'

/** Every tool definition in the library. Adding a tool: one definition file, one test file, one line here. */
export const TOOL_DEFINITIONS: readonly ToolDefinitionInput[] = [cha2ds2Vasc]

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
