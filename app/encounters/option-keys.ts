import type { OptionGrid, ToolDefinition } from '#engine/schema/tool.ts'

/** The option grid's view types (spec 02 §3), as the tool definitions, events and snapshots spell them. */
export type ViewType = OptionGrid['viewType']
export const OPTION_GRID_GRID_VIEW = 'OPTION_GRID_GRID_VIEW' satisfies ViewType
export const OPTION_GRID_LIST_VIEW = 'OPTION_GRID_LIST_VIEW' satisfies ViewType

/** The option keys of a tool's option grid ([] when it has none). */
export function optionKeysOf(tool: Pick<ToolDefinition, 'optiongrid'>): string[] {
  return tool.optiongrid?.options.map((o) => o.optionKey) ?? []
}
