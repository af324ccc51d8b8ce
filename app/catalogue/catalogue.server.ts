import type { ToolDefinition } from '#engine/schema/tool.ts'
import { findAid, toolLibrary } from '#engine/library.ts'
import { CONTENT_LANGUAGE, inLanguage, sameLanguage } from '#app/i18n/content-language.ts'
import type { UserState } from '#app/auth/user-state.ts'
import { accessTo } from '#app/tools/tool-page.server.ts'
import { patientTextsOf } from '#app/tools/patient-tool.ts'

import { FEATURED_SLUGS } from './content.ts'
import { CATEGORY_TITLES, KIND_LABELS } from './translations.ts'
import {
  CATEGORY_TYPES,
  toolInfoPath,
  type BrowseCategory,
  type BrowseResponse,
  type BrowseTool,
  type CategoryType,
  type CdhResponse,
  type FeaturedTool,
  type FinderOptions,
  type FinderResult,
  type OpenedCategory,
  type ToolInfo,
} from './types.ts'
import { escapeHtml } from '#app/utils/escape-html.ts'

export type Library = Iterable<ToolDefinition>

type Category = { title: string; language: string; path: string; tools: ToolDefinition[]; browseTools: Omit<BrowseTool, 'isForbidden'>[] }

/**
 * What the catalogue pages and APIs read, worked out once per library: the library only
 * changes with a deployment (or the measurement setting at start-up), so no request pays for
 * sorting, grouping or escaping the whole catalogue (decision 0056).
 */
type Catalogue = {
  released: ToolDefinition[]
  byContentName: Map<string, ToolDefinition>
  byInfoPath: Map<string, ToolDefinition>
  featured: ToolDefinition[]
  consumerFeatured: ToolDefinition | null
  categories: Record<CategoryType, Category[]>
  /** Categories with at least one tool the consumer filter keeps: the others are not listed there. */
  consumerCategories: Record<CategoryType, Category[]>
  byPath: Map<string, Category>
  finders: Record<Audience, Finder>
}

type Audience = 'clinician' | 'consumer'

/** The /tools finder of one audience: options with their counts, and the tools behind each. */
type Finder = {
  options: FinderOptions
  bySpecialty: Map<string, ToolDefinition[]>
  byCondition: Map<string, ToolDefinition[]>
  byLetter: Map<string, ToolDefinition[]>
  counts: Record<string, number>
}

const catalogues = new WeakMap<object, Map<string, Catalogue>>()

/** The catalogue of a library (by default the published one) in a language, built on first use. */
function catalogueOf(library?: Library, language: string = CONTENT_LANGUAGE): Catalogue {
  const key: object = library ?? toolLibrary()
  let byLanguage = catalogues.get(key)
  if (!byLanguage) catalogues.set(key, (byLanguage = new Map()))
  let catalogue = byLanguage.get(language)
  if (!catalogue) {
    catalogue = buildCatalogue([...(library ?? toolLibrary().values())], language)
    byLanguage.set(language, catalogue)
  }
  return catalogue
}

/**
 * The tool as the catalogue shows it in a language: a decision aid's translation of the same
 * version when there is one (decision 0022), otherwise the tool in English.
 */
export function displayedTool(tool: ToolDefinition, language: string): ToolDefinition {
  if (sameLanguage(language, CONTENT_LANGUAGE)) return tool
  const translated = findAid(tool.slug, language)
  return translated && translated.language !== CONTENT_LANGUAGE && translated.version === tool.version ? translated : tool
}

/** A category title (or kind of tool) in a language, English when it has no translation. */
export function categoryTitle(english: string, language: string) {
  return inLanguage(english, CATEGORY_TITLES[english], language)
}

function buildCatalogue(library: ToolDefinition[], language: string): Catalogue {
  const released = library
    .filter((t) => t.status === 'released')
    .map((t) => displayedTool(t, language))
    .sort((a, b) => a.name.localeCompare(b.name, language))
  const bySlug = new Map(released.map((t) => [t.slug, t]))
  const categories = Object.fromEntries(
    CATEGORY_TYPES.map((categoryType) => [categoryType, groups(categoryType, released, language)]),
  ) as Record<CategoryType, Category[]>
  return {
    released,
    byContentName: new Map(released.map((t) => [t.contentName, t])),
    byInfoPath: new Map(released.map((t) => [infoPathOf(t), t])),
    featured: FEATURED_SLUGS.map((s) => bySlug.get(s)).filter((t): t is ToolDefinition => t !== undefined),
    consumerFeatured: released.find((t) => isSharedTool(t) && !isPatientData(t) && !isSharedDecision(t)) ?? null,
    categories,
    consumerCategories: Object.fromEntries(
      CATEGORY_TYPES.map((categoryType) => [categoryType, categories[categoryType].filter((c) => consumerFilter(c.browseTools).length > 0)]),
    ) as Record<CategoryType, Category[]>,
    byPath: new Map(Object.values(categories).flat().map((c) => [c.path, c])),
    finders: {
      clinician: finderOf(released, CONDITION_OPTION_MIN_TOOLS),
      consumer: finderOf(released.filter((t) => isSharedTool(t) && !isPatientData(t) && !isSharedDecision(t)), 1),
    },
  }
}

/** The A–Z letter a name is listed under: its first letter without accents, or '0-9'. */
export function letterOf(name: string): string {
  const first = name.normalize('NFKD').replace(/\p{M}/gu, '').charAt(0).toLowerCase()
  return /[a-z]/.test(first) ? first : '0-9'
}

/**
 * The clinicians' condition filter offers a condition once it groups two tools or more: with
 * over a hundred calculators, one option per condition any tool names made a list of hundreds.
 * A condition only one tool names is still found by search, and its link still filters
 * (decision 0061 addendum). The patient site's few aids keep every condition.
 */
const CONDITION_OPTION_MIN_TOOLS = 2

/**
 * At most this many conditions are offered, those that group the most tools: /tools then costs
 * the same whatever the catalogue's size (decision 0061, second addendum). Today's 102 fit.
 */
export const CONDITION_OPTIONS_MAX = 120

function finderOf(tools: ToolDefinition[], conditionMinTools: number): Finder {
  const bySpecialty = new Map<string, ToolDefinition[]>()
  const byCondition = new Map<string, ToolDefinition[]>()
  const byLetter = new Map<string, ToolDefinition[]>()
  const specialtyTitles = new Map<string, string>()
  const conditionNames = new Map<string, string>()
  const push = (map: Map<string, ToolDefinition[]>, key: string, tool: ToolDefinition) => {
    const list = map.get(key)
    if (!list) map.set(key, [tool])
    else if (list.at(-1) !== tool) list.push(tool)
  }
  for (const tool of tools) {
    const specialty = categorySlug(tool.category)
    specialtyTitles.set(specialty, tool.category)
    push(bySpecialty, specialty, tool)
    push(byLetter, letterOf(tool.name), tool)
    for (const condition of tool.conditions) {
      const key = categorySlug(condition)
      if (!conditionNames.has(key)) conditionNames.set(key, condition)
      push(byCondition, key, tool)
    }
  }
  const option = (map: Map<string, ToolDefinition[]>, labels: Map<string, string>) =>
    [...labels]
      .map(([value, label]) => ({ value, label, count: map.get(value)!.length }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }))
  return {
    options: {
      specialties: option(bySpecialty, specialtyTitles),
      conditions: mostGrouping(option(byCondition, conditionNames).filter((o) => o.count >= conditionMinTools), CONDITION_OPTIONS_MAX),
      letters: [...'abcdefghijklmnopqrstuvwxyz', '0-9'].map((value) => ({
        value,
        label: value.toUpperCase(),
        count: byLetter.get(value)?.length ?? 0,
      })),
    },
    bySpecialty,
    byCondition,
    byLetter,
    counts: Object.fromEntries([...bySpecialty].map(([value, list]) => [value, list.length])),
  }
}

/** The `max` options that group the most tools (ties by their order), kept in their order. */
function mostGrouping<T extends { count: number }>(options: T[], max: number): T[] {
  if (options.length <= max) return options
  const kept = new Set(
    options
      .map((o, i) => ({ o, i }))
      .sort((a, b) => b.o.count - a.o.count || a.i - b.i)
      .slice(0, max)
      .map(({ o }) => o),
  )
  return options.filter((o) => kept.has(o))
}

/**
 * The /tools finder (decision 0061): its options with their counts — which do not grow with
 * the catalogue, only with its specialties and conditions — and, when a specialty, a condition
 * or a letter is chosen, the tools that have all of them. Unknown values are ignored.
 */
export function findTools(
  audience: Audience,
  asked: { specialty?: string | null; condition?: string | null; letter?: string | null },
  user: UserState,
  library?: Library,
): FinderResult {
  const finder = catalogueOf(library).finders[audience]
  const known = (map: Map<string, ToolDefinition[]>, value: string | null | undefined) => (value && map.has(value) ? value : null)
  const letter = asked.letter && finder.options.letters.some((l) => l.value === asked.letter) ? asked.letter : null
  const chosen = {
    specialty: letter ? null : known(finder.bySpecialty, asked.specialty),
    condition: letter ? null : known(finder.byCondition, asked.condition),
    letter,
  }
  const lists = [
    chosen.specialty ? finder.bySpecialty.get(chosen.specialty)! : null,
    chosen.condition ? finder.byCondition.get(chosen.condition)! : null,
    chosen.letter ? (finder.byLetter.get(chosen.letter) ?? []) : null,
  ].filter((l) => l !== null)
  let tools: ToolDefinition[] | null = null
  if (lists.length > 0) {
    const [smallest, ...others] = [...lists].sort((a, b) => a.length - b.length)
    const sets = others.map((l) => new Set(l))
    tools = smallest!.filter((t) => sets.every((set) => set.has(t))).sort((a, b) => a.name.localeCompare(b.name))
  }
  const browseTools = tools?.map((t) => browseTool(t, user)) ?? null
  return {
    options: finder.options,
    chosen,
    tools: browseTools,
    eligibility: browseTools ? eligibilityByInfoPath(browseTools, library) : {},
  }
}

/** How many tools each category of the audience's browse has, by its ?category= slug. */
export function categoryCounts(audience: Audience, library?: Library): Record<string, number> {
  return catalogueOf(library).finders[audience].counts
}

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

/**
 * What the consumer site offers a patient (decision 0066): the decision aids it lists, and any
 * tool that carries texts written for patients. Calculators written for clinicians are not.
 */
export function isWrittenForPatients(tool: ToolDefinition): boolean {
  return (!isPatientData(tool) && !isSharedDecision(tool)) || tool.patient !== undefined
}

/** Plain-language explanations for patients come with the tool. */
export function isPatientFAQ(tool: ToolDefinition): boolean {
  return tool.definitions.length > 0
}

export function pubTypePretty(tool: ToolDefinition): string {
  if (tool.pubType) return tool.pubType.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
  return tool.toolType === 1 ? 'Decision Aid' : tool.toolType === 2 ? 'Shared Decision Tool' : 'Calculator'
}

/** The tool's kind for its badge, in the page's language (English when the kind has no translation). */
export function kindLabel(tool: ToolDefinition, language: string = CONTENT_LANGUAGE): string {
  const english = pubTypePretty(tool)
  return inLanguage(english, KIND_LABELS[english], language).value
}

export function toolRoute(tool: ToolDefinition): string {
  return `/tool/${tool.slug}`
}

/** Not free and no active subscription: the server decides, with the tool page's own rule. */
export function isForbidden(tool: ToolDefinition, user: UserState): boolean {
  return accessTo(tool, user).kind === 'subscription'
}

export function browseTool(tool: ToolDefinition, user: UserState): BrowseTool {
  return { ...browseFields(tool), isForbidden: isForbidden(tool, user) }
}

/** A browse tool's fields that are the same for every user. */
function browseFields(tool: ToolDefinition, language: string = CONTENT_LANGUAGE): Omit<BrowseTool, 'isForbidden'> {
  return {
    an: tool.contentName,
    version: tool.version,
    title: tool.name,
    slug: tool.slug,
    shortDescription: tool.description,
    language: tool.language,
    pubTypePretty: kindLabel(tool, language),
    isFree: tool.isFree,
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
 * The tools of a category type grouped into categories, sorted by title: clinical tools and
 * shared aids by clinical category, the whole collection by kind of tool.
 */
function groups(categoryType: CategoryType, released: ToolDefinition[], language: string): Category[] {
  const tools = released.filter((t) => categoryType !== 'sharedTools' || isSharedTool(t))
  const byTitle = new Map<string, ToolDefinition[]>()
  for (const tool of tools) {
    const title = categoryType === 'dynaMedDecisionsTools' ? `${pubTypePretty(tool)}s` : tool.category
    const list = byTitle.get(title)
    if (list) list.push(tool)
    else byTitle.set(title, [tool])
  }
  return [...byTitle.entries()]
    .map(([english, list]) => ({ english, shown: categoryTitle(english, language), list }))
    .sort((a, b) => a.shown.value.localeCompare(b.shown.value, language))
    .map(({ english, shown, list }) => ({
      title: shown.value,
      language: shown.language,
      path: `${categoryType}/${categorySlug(english)}`,
      tools: list,
      browseTools: list.map((tool) => browseFields(tool, language)),
    }))
}

/** The categories of a category type; with the consumer filter, only those that keep a tool (decision 0066). */
export function browseCategories(
  categoryType: CategoryType,
  library?: Library,
  { filter = false, language }: { filter?: boolean; language?: string } = {},
): BrowseCategory[] {
  const catalogue = catalogueOf(library, language)
  return (filter ? catalogue.consumerCategories : catalogue.categories)[categoryType].map((c) => ({ title: c.title, nestedElementsPath: c.path, language: c.language }))
}

export function browse(categoryType: CategoryType, library?: Library, language: string = CONTENT_LANGUAGE): BrowseResponse {
  const title = categoryTitle(TYPE_TITLES[categoryType], language)
  return {
    categoryType,
    cdh: [{ title: title.value, language: title.language, nestedElementsPath: browseCategories(categoryType, library, { language }) }],
  }
}

/** The category of a category type with this path, e.g. clinicalTools/cardiology. */
function categoryAt(categoryType: CategoryType, path: string, library?: Library, language?: string): Category | null {
  const category = catalogueOf(library, language).byPath.get(path)
  return category && path.startsWith(`${categoryType}/`) ? category : null
}

/** The tools of one category, or null for a path that is not one of this category type's. */
export function categoryTools(
  categoryType: CategoryType,
  path: string,
  user: UserState,
  { filter = false, library, language }: { filter?: boolean; library?: Library; language?: string } = {},
): CdhResponse | null {
  const category = categoryAt(categoryType, path, library, language)
  if (!category) return null
  const list = category.browseTools.map((t, i) => {
    const tool = category.tools[i]!
    // The consumer site describes a tool in the patient's words, where it has them (decision 0066).
    const shortDescription = filter ? (patientTextsOf(tool, language ?? CONTENT_LANGUAGE)?.description ?? t.shortDescription) : t.shortDescription
    return { ...t, shortDescription, isForbidden: isForbidden(tool, user) }
  })
  return { title: category.title, language: category.language, nestedElementsPath: path, tools: filter ? consumerFilter(list) : list }
}

/**
 * The category a page shows open, from its ?category={slug} (the accordion without
 * JavaScript): its tools and, for the disclosures that stand in for the info modal, their
 * eligibility. Null when none is asked for or the slug is not a category of this type.
 */
export function openedCategory(
  categoryType: CategoryType,
  slug: string | null,
  user: UserState,
  options: { filter?: boolean; library?: Library; language?: string } = {},
): OpenedCategory | null {
  if (!slug) return null
  const list = categoryTools(categoryType, `${categoryType}/${slug}`, user, options)
  return list ? { ...list, eligibility: eligibilityByInfoPath(list.tools, options.library, options.language) } : null
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

export function findReleasedByContent(an: string, version?: string, library?: Library, language?: string): ToolDefinition | null {
  const tool = catalogueOf(library, language).byContentName.get(an)
  return tool && (version === undefined || tool.version === version) ? tool : null
}

export function toolInfo(an: string, version: string, library?: Library, language?: string): ToolInfo | null {
  const tool = findReleasedByContent(an, version, library, language)
  return tool ? { eligibility: eligibilityHtml(tool), language: tool.language } : null
}

export function infoPathOf(tool: ToolDefinition): string {
  return toolInfoPath(tool.contentName, tool.version)
}

export function featuredTools(library?: Library, language?: string): ToolDefinition[] {
  return catalogueOf(library, language).featured
}

/** Whether any released tool is for subscribers only: while none is, nothing asks anyone to subscribe. */
export function hasSubscriberOnlyTools(library?: Library): boolean {
  return catalogueOf(library).released.some((t) => !t.isFree)
}

/** The /tools card: the first featured tool (for the consumer variant, the first aid it may see). */
export function featuredTool(
  sectionTitle: string,
  { consumer = false, library, language }: { consumer?: boolean; library?: Library; language?: string } = {},
): FeaturedTool | null {
  const catalogue = catalogueOf(library, language)
  const tool = consumer ? catalogue.consumerFeatured : catalogue.featured[0]
  if (!tool) return null
  return { sectionTitle, title: tool.name, isFree: tool.isFree, eligibility: tool.eligibility, slug: tool.slug, language: tool.language }
}

/** Eligibility html by info URL, for the disclosures that stand in for the info modal without JavaScript. */
export function eligibilityByInfoPath(
  items: (string | Pick<BrowseTool, 'an' | 'version'>)[],
  library?: Library,
  language?: string,
): Record<string, string> {
  const byPath = catalogueOf(library, language).byInfoPath
  const out: Record<string, string> = {}
  for (const item of items) {
    const path = typeof item === 'string' ? item : toolInfoPath(item.an, item.version)
    const tool = byPath.get(path)
    if (tool) out[path] = eligibilityHtml(tool)
  }
  return out
}
