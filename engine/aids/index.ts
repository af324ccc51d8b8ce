import { ToolDefinitionSchema, type ToolDefinition, type ToolDefinitionInput } from '../schema/tool.ts'
import afAid from './af-anticoagulation.ts'
import breastSurgeryAid from './breast-cancer-surgery.ts'
import kneeAidEs from './knee-osteoarthritis.es.ts'
import kneeAid from './knee-osteoarthritis.ts'
import statinAid from './statins.ts'

/**
 * Decision aids: tool definitions with an option grid. Kept out of engine/tools until the
 * tool page renders option grids; a translation is its own definition with the same slug and
 * another `language` (decision 0022).
 */
export const AID_DEFINITIONS: readonly ToolDefinitionInput[] = [statinAid, afAid, breastSurgeryAid, kneeAid, kneeAidEs]

let parsed: Map<string, ToolDefinition> | undefined

/** Aids keyed by `slug` (English) or `slug:language` (translations), defaults applied. */
export function aidLibrary(): Map<string, ToolDefinition> {
  parsed ??= new Map(
    AID_DEFINITIONS.map((d) => {
      const aid = ToolDefinitionSchema.parse(d)
      return [aid.language === 'en-US' ? aid.slug : `${aid.slug}:${aid.language}`, aid]
    }),
  )
  return parsed
}

/** An aid in a language, falling back to English when it has no translation. */
export function findAid(slug: string, language: string = 'en-US'): ToolDefinition | null {
  const aids = aidLibrary()
  return aids.get(language === 'en-US' ? slug : `${slug}:${language}`) ?? aids.get(slug) ?? null
}
