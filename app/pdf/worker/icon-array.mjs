// Icon arrays as a few vector paths (decision 0026): each group of icons is ONE path, so a
// 1000-icon array costs a handful of drawing operators, not a thousand shapes.

/** 100: 10 × 10 person icons; 1000: 40 columns × 25 rows of blocks. One unit per icon cell is 10. */
export const ICON_LAYOUT = {
  100: { columns: 10, rows: 10, shape: 'person' },
  1000: { columns: 40, rows: 25, shape: 'block' },
}

const person = (x, y) =>
  // Head: a circle drawn as two arcs; body: rounded shoulders down to the cell's foot.
  `M${x + 2.9} ${y + 2.7}a2.1 2.1 0 1 0 4.2 0a2.1 2.1 0 1 0 -4.2 0z` +
  `M${x + 1.6} ${y + 9.4}L${x + 1.6} ${y + 6.9}Q${x + 1.6} ${y + 5.3} ${x + 3.4} ${y + 5.3}L${x + 6.6} ${y + 5.3}Q${x + 8.4} ${y + 5.3} ${x + 8.4} ${y + 6.9}L${x + 8.4} ${y + 9.4}z`

/** Person icons: the first `numerator` (reading order) in one path, the rest in another. */
function personPaths(numerator) {
  let filled = ''
  let empty = ''
  for (let i = 0; i < 100; i++) {
    const d = person((i % 10) * 10, Math.floor(i / 10) * 10)
    if (i < numerator) filled += d
    else empty += d
  }
  return { filled, empty, separators: '' }
}

/**
 * Blocks: each row's filled run and empty run as one rectangle (at most two per row), then one
 * path of white separator lines laid over them cuts the runs into blocks.
 */
function blockPaths(numerator) {
  const { columns, rows } = ICON_LAYOUT[1000]
  let filled = ''
  let empty = ''
  for (let r = 0; r < rows; r++) {
    const inRow = Math.max(0, Math.min(columns, numerator - r * columns))
    const y = r * 10
    if (inRow > 0) filled += `M0 ${y}H${inRow * 10}V${y + 10}H0z`
    if (inRow < columns) empty += `M${inRow * 10} ${y}H${columns * 10}V${y + 10}H${inRow * 10}z`
  }
  let separators = ''
  for (let c = 1; c < columns; c++) separators += `M${c * 10} 0V${rows * 10}`
  for (let r = 1; r < rows; r++) separators += `M0 ${r * 10}H${columns * 10}`
  return { filled, empty, separators }
}

/** The paths of one icon array; the viewBox is columns × 10 by rows × 10. */
export function iconArrayPaths(numerator, denominator) {
  const layout = ICON_LAYOUT[denominator]
  if (!layout) throw new Error(`no icon layout for a denominator of ${denominator}`)
  const n = Math.max(0, Math.min(denominator, Math.round(numerator)))
  return {
    viewBox: `0 0 ${layout.columns * 10} ${layout.rows * 10}`,
    aspect: layout.rows / layout.columns,
    shape: layout.shape,
    ...(layout.shape === 'person' ? personPaths(n) : blockPaths(n)),
  }
}
