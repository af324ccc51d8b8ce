import type { ToolDefinition } from '#engine/schema/tool.ts'
import { toolLibrary } from '#engine/library.ts'

import type { FavouriteRow, FavouriteToolType } from './favourites.server.ts'

/** Decision aids (option grid only, or with an option grid) are shared tools; the rest clinical. */
export function favouriteToolTypeOf(tool: Pick<ToolDefinition, 'toolType' | 'optiongrid'>): FavouriteToolType {
  return tool.toolType === 1 || tool.optiongrid !== undefined ? 'sharedTools' : 'clinicalTools'
}

let byContentName: Map<string, ToolDefinition> | undefined

/** The released tool with this content name ("an"), if any. */
export function releasedToolByAn(an: string): ToolDefinition | null {
  byContentName ??= new Map(
    [...toolLibrary().values()].filter((t) => t.status === 'released').map((t) => [t.contentName, t]),
  )
  return byContentName.get(an) ?? null
}

export type FavouriteToolItem = {
  favoriteToolId: string
  an: string
  toolType: FavouriteToolType
  title: string
  slug: string
  version: string
  shortDescription: string
  isFree: boolean
  addedAt: string
}

export type FavouriteToolsResponse = { sharedTools: FavouriteToolItem[]; clinicalTools: FavouriteToolItem[] }

/** The favourite tools response (spec 01 §3); favourites of tools no longer published are left out. */
export function favouriteToolsResponse(rows: FavouriteRow[]): FavouriteToolsResponse {
  const response: FavouriteToolsResponse = { sharedTools: [], clinicalTools: [] }
  for (const row of rows) {
    const tool = releasedToolByAn(row.an)
    if (!tool) continue
    response[row.toolType].push(favouriteToolItem(row, tool))
  }
  return response
}

export function favouriteToolItem(row: FavouriteRow, tool: ToolDefinition): FavouriteToolItem {
  return {
    favoriteToolId: row.id,
    an: row.an,
    toolType: row.toolType,
    title: tool.name,
    slug: tool.slug,
    version: tool.version,
    shortDescription: tool.description,
    isFree: tool.isFree,
    addedAt: row.createdAt.toISOString(),
  }
}
