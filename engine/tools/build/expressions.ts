import type { Expression } from './fields.ts'

type Key = number | string
const literal = (v: Key) => (typeof v === 'number' ? String(v) : `'${v.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`)

/**
 * `lookup(x, key, value, …)` written from a table: `lookupTable('score', [[0, 0.3], [1, 0.9]])`.
 * A value of x not in the table gives `otherwise` when given, otherwise no value.
 */
export function lookupTable(x: Expression, rows: readonly (readonly [Key, Key])[], otherwise?: Key): Expression {
  const pairs = rows.map(([k, v]) => `${literal(k)}, ${literal(v)}`)
  return `lookup(${[x, ...pairs, ...(otherwise === undefined ? [] : [literal(otherwise)])].join(', ')})`
}
