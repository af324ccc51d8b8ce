/** The option grid's view types (spec 02 §3), as sent in events and stored in snapshots. */
export const OPTION_GRID_GRID_VIEW = 'grid'
export const OPTION_GRID_LIST_VIEW = 'list'
export type ViewType = typeof OPTION_GRID_GRID_VIEW | typeof OPTION_GRID_LIST_VIEW

/**
 * The option keys of a tool's option grid: [] when the tool has none, null when the grid's
 * shape is not one this code reads (then only the key format is checked).
 */
export function optionKeysOf(tool: { optiongrid?: unknown }): string[] | null {
  const grid = tool.optiongrid
  if (grid === undefined || grid === null) return []
  if (typeof grid !== 'object' || !('options' in grid) || !Array.isArray(grid.options)) return null
  const keys: string[] = []
  for (const option of grid.options as unknown[]) {
    if (!option || typeof option !== 'object' || !('optionKey' in option) || typeof option.optionKey !== 'string') return null
    keys.push(option.optionKey)
  }
  return keys
}
