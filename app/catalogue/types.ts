/**
 * The discovery entities of spec 01 §3, shared by the server modules, the API resource
 * routes and the components (no server-only code here).
 */
export const CATEGORY_TYPES = ['clinicalTools', 'sharedTools', 'dynaMedDecisionsTools'] as const
export type CategoryType = (typeof CATEGORY_TYPES)[number]

export function isCategoryType(value: string | undefined): value is CategoryType {
  return (CATEGORY_TYPES as readonly string[]).includes(value ?? '')
}

export type BrowseTool = {
  an: string
  version: string
  title: string
  slug: string
  shortDescription: string
  /** The language of the title, description and eligibility: English when the tool has no translation. */
  language: string
  pubTypePretty: string
  isFree: boolean
  isForbidden: boolean
  isPatientData: boolean
  isSharedDecision: boolean
  isPatientFAQ: boolean
}

/** `language`: the title's, English when it has no translation. */
export type BrowseCategory = { title: string; nestedElementsPath: string; language: string }

/** GET /api-tool-experience/browse/{categoryType}: cdh[0].nestedElementsPath lists the categories. */
export type BrowseResponse = {
  categoryType: CategoryType
  cdh: { title: string; language: string; nestedElementsPath: BrowseCategory[] }[]
}

/** GET /api-tool-experience/cdh/{categoryType}?path=…: the tools of one category. */
export type CdhResponse = { title: string; language: string; nestedElementsPath: string; tools: BrowseTool[] }

/** The category a page shows open without JavaScript (?category={slug}), with its tools' eligibility html by info path. */
export type OpenedCategory = CdhResponse & { eligibility: Record<string, string> }

/** The ?category= value that opens a category: its path without the category type. */
export function categoryQuery(path: string): string {
  return path.slice(path.indexOf('/') + 1)
}

export type ToolInfo = { eligibility: string; language: string }

export type Glyph = 'info' | 'delete' | 'star' | 'sparkle'

export type ToolListItem = {
  title: { label: string; route: string }
  /** The language of the title and description. */
  language: string
  shortDescription: string
  isFree: boolean
  /** Shown upper-case as a green badge. */
  badgeLabel: string | null
  info: { glyph: Glyph; altText: string; functionArgs: { apiPath: string } }
  delete?: { glyph: Glyph; altText: string; functionArgs: { apiPath: string } }
}

export type ListGroup = {
  title: string
  icon: { glyph: Glyph; color: string; size: number }
  items: ToolListItem[]
  viewAll: { route: string; label: string } | null
}

export type HomeData = {
  tools: ListGroup
  myTools: ListGroup
  banner: { title: string; description: string }
  about: { title: string; description: string; descriptionItems: string[] }
  callToAction: {
    title: string
    description: string
    button: { label: string; route: string }
    signIn: { message: string; link: { label: string } }
  }
  seamlessAuthUrl: string | null
}

export type FeaturedTool = {
  sectionTitle: string
  title: string
  isFree: boolean
  eligibility: string
  slug: string
  language: string
}

export const FAVOURITE_API = '/api-tool-metadata/metadata/favourite-tool'

export function toolInfoPath(an: string, version: string): string {
  return `/api-tool-experience/content/${encodeURIComponent(an)}/${encodeURIComponent(version)}/info`
}

/** The FREE badge is for unauthorized visitors only (spec 01 §6): not signed in, not on an organisation's network. */
export function seesFreeBadge(userState: { personalized: boolean; organizational: boolean; subscriptionActive: boolean } | undefined): boolean {
  if (!userState) return false
  return !userState.personalized && !userState.organizational && !userState.subscriptionActive
}

/** One choice of the /tools finder: a specialty, a condition or a letter, with how many tools it has. */
export type FinderOption = { value: string; label: string; count: number }
export type FinderOptions = { specialties: FinderOption[]; conditions: FinderOption[]; letters: FinderOption[] }
export type FinderResult = {
  options: FinderOptions
  chosen: { specialty: string | null; condition: string | null; letter: string | null }
  /** The tools with every chosen value, by name; null when nothing is chosen. */
  tools: BrowseTool[] | null
  /** Eligibility html of those tools, for the info disclosures without JavaScript. */
  eligibility: Record<string, string>
}
