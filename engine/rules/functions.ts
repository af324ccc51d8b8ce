import { RuleEvaluationError } from './errors.ts'
import { type RuleValue } from './types.ts'
import { compareValues, finiteOrNull, isEmptyValue, isTruthy, toNumber } from './values.ts'

export interface BuiltinFunction {
  readonly minArgs: number
  readonly maxArgs: number
  /** Arguments are already evaluated. Returned numbers are normalised by the evaluator. */
  readonly call: (args: readonly RuleValue[]) => RuleValue
}

const MAX_ROUND_DIGITS = 10

/** Numeric arguments, or null when any argument is missing or not a number (null propagation). */
function numbers(args: readonly RuleValue[]): number[] | null {
  const result: number[] = []
  for (const arg of args) {
    const n = toNumber(arg)
    if (n === null) return null
    result.push(n)
  }
  return result
}

function unary(fn: (x: number) => number | null): BuiltinFunction {
  return {
    minArgs: 1,
    maxArgs: 1,
    call: ([x]) => {
      const n = toNumber(x ?? null)
      return n === null ? null : fn(n)
    },
  }
}

/** Multiplies by 10^exponent exactly in decimal, by editing the exponent of the shortest representation. */
function shiftDecimal(value: number, exponent: number): number {
  const [mantissa, ownExponent = '0'] = String(value).split('e')
  return Number(`${mantissa}e${Number(ownExponent) + exponent}`)
}

/**
 * Rounds half away from zero at `digits` decimals, on the number's shortest decimal
 * representation: round(1.005, 2) is 1.01 (the binary value is 1.00499999…, but nobody
 * typed that), round(2.5) is 3, round(-2.5) is -3.
 */
export function roundHalfAwayFromZero(value: number, digits: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return value
  const magnitude = Math.abs(value)
  const shifted = shiftDecimal(magnitude, digits)
  // So large that it has no fractional digits at this precision.
  if (!Number.isFinite(shifted)) return value
  return Math.sign(value) * shiftDecimal(Math.round(shifted), -digits)
}

function round(args: readonly RuleValue[]): RuleValue {
  const x = toNumber(args[0] ?? null)
  const digitsArg = args.length > 1 ? (args[1] ?? null) : 0
  if (x === null || digitsArg === null) return null
  const digits = toNumber(digitsArg)
  if (digits === null || !Number.isInteger(digits) || digits < 0 || digits > MAX_ROUND_DIGITS) {
    throw new RuleEvaluationError(`round(): digits must be a whole number from 0 to ${MAX_ROUND_DIGITS}, got ${String(digitsArg)}`)
  }
  return roundHalfAwayFromZero(x, digits)
}

const VARIADIC = Number.POSITIVE_INFINITY

/**
 * Built-in functions, keyed by lower-case name (function names are case-insensitive).
 * `if` is not here: it is lazy, so the evaluator implements it.
 *
 * Missing values: numeric functions (min, max, sum, round, …) return null if any argument is
 * null — a sum over an unanswered item is unknown, not smaller. `count` counts truthy
 * arguments (null counts as not truthy); `between` is a comparison, so null gives false.
 * `points(field, …)` is a form of the evaluator (it reads field definitions, not values).
 */
export const BUILTIN_FUNCTIONS: ReadonlyMap<string, BuiltinFunction> = new Map<string, BuiltinFunction>([
  [
    'min',
    {
      minArgs: 1,
      maxArgs: VARIADIC,
      call: (args) => {
        const ns = numbers(args)
        return ns === null ? null : Math.min(...ns)
      },
    },
  ],
  [
    'max',
    {
      minArgs: 1,
      maxArgs: VARIADIC,
      call: (args) => {
        const ns = numbers(args)
        return ns === null ? null : Math.max(...ns)
      },
    },
  ],
  ['round', { minArgs: 1, maxArgs: 2, call: round }],
  ['floor', unary(Math.floor)],
  ['ceil', unary(Math.ceil)],
  ['abs', unary(Math.abs)],
  ['sqrt', unary((x) => (x < 0 ? null : Math.sqrt(x)))],
  ['ln', unary((x) => (x <= 0 ? null : Math.log(x)))],
  ['log10', unary((x) => (x <= 0 ? null : Math.log10(x)))],
  ['exp', unary(Math.exp)],
  [
    'pow',
    {
      minArgs: 2,
      maxArgs: 2,
      call: (args) => {
        const ns = numbers(args)
        return ns === null ? null : Math.pow(ns[0] as number, ns[1] as number)
      },
    },
  ],
  ['isempty', { minArgs: 1, maxArgs: 1, call: ([x]) => isEmptyValue(x ?? null) }],
  [
    'coalesce',
    {
      minArgs: 1,
      maxArgs: VARIADIC,
      call: (args) => args.find((arg) => !isEmptyValue(arg)) ?? null,
    },
  ],
  [
    'between',
    {
      minArgs: 3,
      maxArgs: 3,
      call: ([x, lo, hi]) => compareValues('>=', x ?? null, lo ?? null) && compareValues('<=', x ?? null, hi ?? null),
    },
  ],
  [
    'sum',
    {
      minArgs: 1,
      maxArgs: VARIADIC,
      call: (args) => {
        const ns = numbers(args)
        return ns === null ? null : finiteOrNull(ns.reduce((total, n) => total + n, 0))
      },
    },
  ],
  // lookup(x, key1, value1, key2, value2, …[, otherwise]): the value paired with the first key
  // equal to x (compared as `=` compares); x missing, or in no row, gives `otherwise` when given
  // (an odd number of arguments after x), otherwise no value.
  [
    'lookup',
    {
      minArgs: 3,
      maxArgs: VARIADIC,
      call: ([x = null, ...table]) => {
        const otherwise = table.length % 2 === 1 ? (table[table.length - 1] ?? null) : null
        if (isEmptyValue(x)) return null
        for (let i = 0; i + 1 < table.length; i += 2) if (compareValues('=', x, table[i] ?? null)) return table[i + 1] ?? null
        return otherwise
      },
    },
  ],
  ['count', { minArgs: 1, maxArgs: VARIADIC, call: (args) => args.filter(isTruthy).length }],
  // Calendar dates are ISO texts (YYYY-MM-DD), counted in whole days on the UTC calendar.
  [
    'date_add',
    {
      minArgs: 2,
      maxArgs: 2,
      call: ([date, days]) => {
        const start = isoDay(date ?? null)
        const n = toNumber(days ?? null)
        if (start === null || n === null || !Number.isInteger(n)) return null
        return dayToIso(start + n)
      },
    },
  ],
  [
    'days_between',
    {
      minArgs: 2,
      maxArgs: 2,
      call: ([from, to]) => {
        const a = isoDay(from ?? null)
        const b = isoDay(to ?? null)
        return a === null || b === null ? null : b - a
      },
    },
  ],
  [
    'format_date',
    {
      minArgs: 1,
      maxArgs: 1,
      call: ([date]) => {
        const day = isoDay(date ?? null)
        if (day === null) return null
        const d = new Date(day * 86_400_000)
        return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`
      },
    },
  ],
  // Joins texts and numbers ("12 weeks 3 days"); any empty part makes the whole empty.
  [
    'concat',
    {
      minArgs: 1,
      maxArgs: VARIADIC,
      call: (args) => (args.some((a) => a === null) ? null : args.map((a) => String(a)).join('')),
    },
  ],
])

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Days since 1970-01-01 for a valid ISO calendar date, or null. */
export function isoDay(value: RuleValue): number | null {
  if (typeof value !== 'string') return null
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const time = Date.UTC(y, mo - 1, d)
  const check = new Date(time)
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null
  return time / 86_400_000
}

/** The ISO date of a day number; null outside the years 1000–9999 that ISO texts here hold. */
export function dayToIso(day: number): string | null {
  const date = new Date(day * 86_400_000)
  const year = date.getUTCFullYear()
  if (!Number.isFinite(date.getTime()) || year < 1000 || year > 9999) return null
  return date.toISOString().slice(0, 10)
}

/** Lower-case names of the built-in functions, including the forms `if` and `points`. */
export const BUILTIN_FUNCTION_NAMES: readonly string[] = Object.freeze(['if', 'points', ...BUILTIN_FUNCTIONS.keys()].sort())
