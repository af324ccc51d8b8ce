// Slugs of the library's tools and decision aids, read from the engine itself
// (engine/library.ts loads in plain Node; tsx strips the types).
import { tsImport } from 'tsx/esm/api'

const { TOOL_DEFINITIONS } = await tsImport('../engine/library.ts', import.meta.url)

const aids = TOOL_DEFINITIONS.filter((d) => d.optiongrid)

export const CALCULATOR_SLUGS = TOOL_DEFINITIONS.filter((d) => !d.optiongrid).map((d) => d.slug)

export const AID_SLUGS = aids.map((d) => d.slug)

/** Option-grid-only aids (tool type 1): their page opens on the grid, so it loads the grid's code at once. */
export const GRID_PAGE_SLUGS = aids.filter((d) => d.toolType === 1).map((d) => d.slug)

export const TOOL_SLUGS = [...CALCULATOR_SLUGS, ...AID_SLUGS].sort()
