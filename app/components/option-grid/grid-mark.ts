/** Marks the server-rendered option grid's form, so the browser can tell a page opens on a grid before it hydrates. */
export const GRID_MARK = 'data-option-grid'
