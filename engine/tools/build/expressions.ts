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

/**
 * The labels of the conditions that hold, joined by ", " ("a, b, c"): `listText([['age >= 50',
 * 'age 50 or over'], …])`. Each label after the first is prefixed with ", " when an earlier
 * condition holds (the rule language has no string functions to trim a separator); nothing holds: ''.
 */
export function listText(items: readonly (readonly [condition: Expression, label: string])[]): Expression {
  return items
    .map(([condition, label], i) => {
      const earlier = items.slice(0, i).map(([c]) => `(${c})`)
      const prefix = earlier.length ? `if(${earlier.join(' or ')}, ', ', '')` : "''"
      return `if(${condition}, ${prefix} + ${literal(label)}, '')`
    })
    .join(' + ')
}
