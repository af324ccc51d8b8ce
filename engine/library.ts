import { AIDS } from './aids/all.ts'
import { ToolDefinitionSchema, type ToolDefinition, type ToolDefinitionInput } from './schema/tool.ts'
import { TOOLS } from './tools/all.ts'

/**
 * The published definitions: the tools of engine/tools and the decision aids of engine/aids,
 * in every language. Lists are explicit (engine/tools/all.ts, engine/aids/all.ts), so the
 * engine loads in plain Node as well as in the app.
 */

/** Decision aids in every language. */
export const AID_DEFINITIONS: readonly ToolDefinitionInput[] = AIDS

/** The tools, with the decision aids in English (translations: `findToolIn`). */
export const TOOL_DEFINITIONS: readonly ToolDefinitionInput[] = [...TOOLS, ...AIDS.filter((d) => (d.language ?? 'en-US') === 'en-US')].sort((a, b) =>
  a.name.localeCompare(b.name),
)

let tools: Map<string, ToolDefinition> | undefined
let aids: Map<string, ToolDefinition> | undefined

/** Tools by slug, defaults applied. Definitions are validated by the library test; this only parses. */
export function toolLibrary(): Map<string, ToolDefinition> {
  tools ??= new Map(TOOL_DEFINITIONS.map((d) => [d.slug, ToolDefinitionSchema.parse(d)]))
  return tools
}

/**
 * Measurement only (MEASUREMENT_CATALOGUE_COPIES, app/catalogue/measurement.server.ts): the
 * library holds `copies` times every tool, the real ones and synthetic copies with their own
 * slug, content name and title in the same category, to measure how pages scale with the
 * catalogue's size. Called once at start-up, before anything reads the library.
 */
export function multiplyToolLibrary(copies: number): void {
  const real = TOOL_DEFINITIONS.map((d) => toolLibrary().get(d.slug)!)
  tools = new Map(real.map((t) => [t.slug, t]))
  for (let i = 2; i <= copies; i++) {
    for (const tool of real) {
      const slug = `${tool.slug}-copy-${i}`
      tools.set(slug, { ...tool, slug, name: `${tool.name} (copy ${i})`, contentName: `${tool.contentName}-copy-${i}`, formerSlugs: [] })
    }
  }
}

/** Aids keyed by `slug` (English) or `slug:language` (translations), defaults applied. */
export function aidLibrary(): Map<string, ToolDefinition> {
  aids ??= new Map(
    AID_DEFINITIONS.map((d) => {
      const aid = ToolDefinitionSchema.parse(d)
      return [aid.language === 'en-US' ? aid.slug : `${aid.slug}:${aid.language}`, aid]
    }),
  )
  return aids
}

export function findTool(slug: string, version?: string): ToolDefinition | null {
  const tool = toolLibrary().get(slug)
  if (!tool) return null
  if (version !== undefined && version !== tool.version) return null
  return tool
}

/** An aid in a language, falling back to English when it has no translation. */
export function findAid(slug: string, language: string = 'en-US'): ToolDefinition | null {
  const all = aidLibrary()
  return all.get(language === 'en-US' ? slug : `${slug}:${language}`) ?? all.get(slug) ?? null
}

/** The tool in a language: an aid's translation when it has one, otherwise the tool itself. */
export function findToolIn(slug: string, language: string, version?: string): ToolDefinition | null {
  const tool = findTool(slug, version)
  if (!tool || language === 'en-US' || !tool.optiongrid) return tool
  const translated = findAid(slug, language)
  return translated && translated.version === tool.version ? translated : tool
}

/**
 * The definition a record (chart note, copied result, chart write) is written from: the English
 * one for a translated aid, whose fields, rules and numbers are the same (decision 0022).
 */
export function recordToolOf(tool: ToolDefinition): ToolDefinition {
  return tool.language === 'en-US' ? tool : (findTool(tool.slug, tool.version) ?? tool)
}

/** The tool now published under a slug it used to have, if any. */
export function findMovedTool(slug: string): ToolDefinition | null {
  for (const tool of toolLibrary().values()) if (tool.formerSlugs.includes(slug)) return tool
  return null
}
