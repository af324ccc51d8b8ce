import type { ToolDefinition } from '#engine/schema/tool.ts'
import { toolLibrary } from '#engine/library.ts'
import type { UserState } from '#app/auth/user-state.ts'
import { accessTo } from '#app/tools/tool-page.server.ts'

import { FEATURED_SLUGS } from './content.ts'
import {
  toolInfoPath,
  type BrowseCategory,
  type BrowseResponse,
  type BrowseTool,
  type CategoryType,
  type CdhResponse,
  type FeaturedTool,
  type ToolInfo,
} from './types.ts'
import { escapeHtml } from '#app/utils/escape-html.ts'

export type Library = Iterable<ToolDefinition>

function released(library: Library): ToolDefinition[] {
  return [...library].filter((t) => t.status === 'released').sort((a, b) => a.name.localeCompare(b.name))
}

const defaultLibrary = (): Library => toolLibrary().values()

/** A shared decision aid: an option grid only (type 1), or a tool that carries an option grid. */
export function isSharedTool(tool: ToolDefinition): boolean {
  return tool.toolType === 1 || tool.optiongrid !== undefined
}

/** Patient data is entered (types 2 and 3). */
export function isPatientData(tool: ToolDefinition): boolean {
  return tool.toolType !== 1
}

/** A shared decision-making tool for the clinical encounter: patient data with options (key data calculations). */
export function isSharedDecision(tool: ToolDefinition): boolean {
  return tool.toolType === 2 || (tool.toolType === 3 && tool.optiongrid !== undefined)
}

/** Plain-language explanations for patients come with the tool. */
export function isPatientFAQ(tool: ToolDefinition): boolean {
  return tool.definitions.length > 0
}

export function pubTypePretty(tool: ToolDefinition): string {
  if (tool.pubType) return tool.pubType.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
  return tool.toolType === 1 ? 'Decision Aid' : tool.toolType === 2 ? 'Shared Decision Tool' : 'Calculator'
}

export function toolRoute(tool: ToolDefinition): string {
  return `/tool/${tool.slug}`
}

/** Not free and no active subscription: the server decides, with the tool page's own rule. */
export function isForbidden(tool: ToolDefinition, user: UserState): boolean {
  return accessTo(tool, user).kind === 'subscription'
}

export function browseTool(tool: ToolDefinition, user: UserState): BrowseTool {
  return {
    an: tool.contentName,
    version: tool.version,
    title: tool.name,
    slug: tool.slug,
    shortDescription: tool.description,
    pubTypePretty: pubTypePretty(tool),
    isFree: tool.isFree,
    isForbidden: isForbidden(tool, user),
    isPatientData: isPatientData(tool),
    isSharedDecision: isSharedDecision(tool),
    isPatientFAQ: isPatientFAQ(tool),
  }
}

/** Consumer variant (spec 01 §5): tools with patient data or for shared decisions in the encounter are left out. */
export function consumerFilter<T extends Pick<BrowseTool, 'isPatientData' | 'isSharedDecision'>>(tools: T[]): T[] {
  return tools.filter((t) => !t.isPatientData && !t.isSharedDecision)
}

export function categorySlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const TYPE_TITLES: Record<CategoryType, string> = {
  clinicalTools: 'Clinical Tools',
  sharedTools: 'Shared Decision Tools',
  dynaMedDecisionsTools: 'All Tools',
}

/**
 * The tools of a category type grouped into categories: clinical tools and shared aids by
 * clinical category, the whole collection by kind of tool.
 */
function groups(categoryType: CategoryType, library: Library): Map<string, ToolDefinition[]> {
  const tools = released(library).filter((t) => categoryType !== 'sharedTools' || isSharedTool(t))
  const byTitle = new Map<string, ToolDefinition[]>()
  for (const tool of tools) {
    const title = categoryType === 'dynaMedDecisionsTools' ? `${pubTypePretty(tool)}s` : tool.category
    byTitle.set(title, [...(byTitle.get(title) ?? []), tool])
  }
  return new Map([...byTitle.entries()].sort(([a], [b]) => a.localeCompare(b)))
}

function pathOf(categoryType: CategoryType, title: string): string {
  return `${categoryType}/${categorySlug(title)}`
}

export function browseCategories(categoryType: CategoryType, library: Library = defaultLibrary()): BrowseCategory[] {
  return [...groups(categoryType, library).keys()].map((title) => ({ title, nestedElementsPath: pathOf(categoryType, title) }))
}

export function browse(categoryType: CategoryType, library: Library = defaultLibrary()): BrowseResponse {
  return {
    categoryType,
    cdh: [{ title: TYPE_TITLES[categoryType], nestedElementsPath: browseCategories(categoryType, library) }],
  }
}

/** The tools of one category, or null for a path that is not one of this category type's. */
export function categoryTools(
  categoryType: CategoryType,
  path: string,
  user: UserState,
  { filter = false, library = defaultLibrary() }: { filter?: boolean; library?: Library } = {},
): CdhResponse | null {
  for (const [title, tools] of groups(categoryType, library)) {
    if (pathOf(categoryType, title) !== path) continue
    const list = tools.map((t) => browseTool(t, user))
    return { title, nestedElementsPath: path, tools: filter ? consumerFilter(list) : list }
  }
  return null
}

/** Every category with its tools, for server rendering (each section works without JavaScript). */
export function browseAll(
  categoryType: CategoryType,
  user: UserState,
  options: { filter?: boolean; library?: Library } = {},
): CdhResponse[] {
  const library = [...(options.library ?? defaultLibrary())]
  return browseCategories(categoryType, library).map(
    (c) => categoryTools(categoryType, c.nestedElementsPath, user, { ...options, library })!,
  )
}

/** Eligibility as html: the definitions hold plain text, escaped here, one paragraph per line. */
export function eligibilityHtml(tool: ToolDefinition): string {
  return tool.eligibility
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')
}

export function findReleasedByContent(an: string, version?: string, library: Library = defaultLibrary()): ToolDefinition | null {
  for (const tool of library) {
    if (tool.status === 'released' && tool.contentName === an && (version === undefined || tool.version === version)) return tool
  }
  return null
}

export function toolInfo(an: string, version: string, library: Library = defaultLibrary()): ToolInfo | null {
  const tool = findReleasedByContent(an, version, library)
  return tool ? { eligibility: eligibilityHtml(tool) } : null
}

export function infoPathOf(tool: ToolDefinition): string {
  return toolInfoPath(tool.contentName, tool.version)
}

export function featuredTools(library: Library = defaultLibrary()): ToolDefinition[] {
  const bySlug = new Map(released(library).map((t) => [t.slug, t]))
  return FEATURED_SLUGS.map((s) => bySlug.get(s)).filter((t): t is ToolDefinition => t !== undefined)
}

/** The /tools card: the first featured tool (for the consumer variant, the first aid it may see). */
export function featuredTool(
  sectionTitle: string,
  { consumer = false, library = defaultLibrary() }: { consumer?: boolean; library?: Library } = {},
): FeaturedTool | null {
  const list = [...library]
  const tool = consumer
    ? released(list).find((t) => isSharedTool(t) && !isPatientData(t) && !isSharedDecision(t))
    : featuredTools(list)[0]
  if (!tool) return null
  return { sectionTitle, title: tool.name, isFree: tool.isFree, eligibility: tool.eligibility, slug: tool.slug }
}

/** Eligibility html by info URL, for the disclosures that stand in for the info modal without JavaScript. */
export function eligibilityByInfoPath(
  items: (string | Pick<BrowseTool, 'an' | 'version'>)[],
  library: Library = defaultLibrary(),
): Record<string, string> {
  const byPath = new Map(released(library).map((t) => [infoPathOf(t), t]))
  const out: Record<string, string> = {}
  for (const item of items) {
    const path = typeof item === 'string' ? item : toolInfoPath(item.an, item.version)
    const tool = byPath.get(path)
    if (tool) out[path] = eligibilityHtml(tool)
  }
  return out
}
