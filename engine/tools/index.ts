import { AID_DEFINITIONS, findAid } from '../aids/index.ts'
import { ToolDefinitionSchema, type ToolDefinition, type ToolDefinitionInput } from '../schema/tool.ts'

// Every `engine/tools/<slug>.ts` default-exports one definition: adding a tool is one
// definition file and one test file, nothing to register.
const modules = import.meta.glob<{ default: ToolDefinitionInput }>(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true })

/** The tools, with the decision aids of engine/aids in English (translations: `findToolIn`). */
export const TOOL_DEFINITIONS: readonly ToolDefinitionInput[] = [
  ...Object.values(modules).map((m) => m.default),
  ...AID_DEFINITIONS.filter((d) => (d.language ?? 'en-US') === 'en-US'),
].sort((a, b) => a.name.localeCompare(b.name))

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

/** The tool in a language: an aid's translation when it has one, otherwise the tool itself. */
export function findToolIn(slug: string, language: string, version?: string): ToolDefinition | null {
  const tool = findTool(slug, version)
  if (!tool || language === 'en-US' || !tool.optiongrid) return tool
  const translated = findAid(slug, language)
  return translated && translated.version === tool.version ? translated : tool
}

/** The tool now published under a slug it used to have, if any. */
export function findMovedTool(slug: string): ToolDefinition | null {
  for (const tool of toolLibrary().values()) if (tool.formerSlugs.includes(slug)) return tool
  return null
}
