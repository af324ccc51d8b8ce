import { type RuleValue } from './types.ts'

// Strict decimal syntax: no hex, no 'Infinity', no '1_000', no empty string (Number('') is 0).
const NUMERIC_STRING = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/

/** Finite numbers pass through (with -0 folded to 0); NaN and ±Infinity become null. */
export function finiteOrNull(value: number): number | null {
  if (!Number.isFinite(value)) return null
  return value === 0 ? 0 : value
}

/** The number a string denotes, or null when it is not a plain decimal number. */
export function parseNumericString(value: string): number | null {
  if (!NUMERIC_STRING.test(value)) return null
  return finiteOrNull(Number(value))
}

/**
 * Numeric view of a value for arithmetic: numbers as-is, booleans as 1/0 (scores add up
 * yes/no answers), numeric strings converted, anything else null.
 */
export function toNumber(value: RuleValue): number | null {
  if (typeof value === 'number') return finiteOrNull(value)
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'string') return parseNumericString(value)
  return null
}

/** Empty means "no answer": null, or a string that is empty or only whitespace. */
export function isEmptyValue(value: RuleValue): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '')
}

/**
 * null, false, 0 and '' are false. Strings holding a number are judged by that number
 * (a checkbox stored as '0' is unticked); whitespace-only strings count as empty.
 */
export function isTruthy(value: RuleValue): boolean {
  if (value === null || value === false) return false
  if (value === true) return true
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value)
  if (typeof value === 'string') {
    if (value.trim() === '') return false
    const n = parseNumericString(value)
    return n === null ? true : n !== 0
  }
  return false
}

/** Orders two strings by Unicode code point (JS `<` compares UTF-16 code units instead). */
export function compareCodePoints(a: string, b: string): number {
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const ca = a.codePointAt(i) as number
    const cb = b.codePointAt(j) as number
    if (ca !== cb) return ca < cb ? -1 : 1
    i += ca > 0xffff ? 2 : 1
    j += cb > 0xffff ? 2 : 1
  }
  if (i < a.length) return 1
  if (j < b.length) return -1
  return 0
}

function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0
}

export type ComparisonOperator = '=' | '!=' | '<' | '<=' | '>' | '>='

/**
 * Compares two values. Any null operand makes every comparison false (including `!=`);
 * emptiness tests against a literal `null` are handled by the evaluator, not here.
 * Numbers, booleans (1/0) and numeric strings compare numerically; two strings that are not
 * both numeric compare as text (case-sensitive equality, code point order). A non-numeric
 * string against a number is "not equal" and unordered.
 */
export function compareValues(operator: ComparisonOperator, left: RuleValue, right: RuleValue): boolean {
  if (left === null || right === null) return false
  let order: number | null
  if (typeof left === 'string' && typeof right === 'string') {
    const ln = parseNumericString(left)
    const rn = parseNumericString(right)
    order = ln !== null && rn !== null ? compareNumbers(ln, rn) : compareCodePoints(left, right)
  } else {
    const ln = toNumber(left)
    const rn = toNumber(right)
    order = ln === null || rn === null ? null : compareNumbers(ln, rn)
  }
  if (order === null) return operator === '!='
  switch (operator) {
    case '=':
      return order === 0
    case '!=':
      return order !== 0
    case '<':
      return order < 0
    case '<=':
      return order <= 0
    case '>':
      return order > 0
    case '>=':
      return order >= 0
  }
}
