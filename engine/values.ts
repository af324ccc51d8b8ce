/** Values as the engine sees them: what a field holds after conversion. */
export type FieldValue = number | string | boolean | string[] | null

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

/**
 * The spec's conversion of submitted values: empty stays empty; numeric strings become
 * numbers; 'true' and 'false' become booleans; anything else is kept as it is.
 */
export function convertValue(raw: unknown): FieldValue {
  if (raw === undefined || raw === null) return null
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null
  if (typeof raw === 'boolean') return raw
  if (Array.isArray(raw)) return raw.filter((v): v is string => typeof v === 'string' && v !== '')
  if (typeof raw !== 'string') return null
  const text = raw.trim()
  if (text === '') return null
  // A numeral too large for a number ('1e999') is kept as text, never Infinity.
  if (NUMERIC.test(text) && Number.isFinite(Number(text))) return Number(text)
  if (text === 'true') return true
  if (text === 'false') return false
  return text
}

/** A numeric input's value: a number, null when empty, or undefined when it is not a number. */
export function toNumber(value: FieldValue): number | null | undefined {
  if (value === null) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  // true/false are answers to a yes/no question, not quantities: a numeric input refuses them.
  if (typeof value === 'string' && NUMERIC.test(value.trim()) && Number.isFinite(Number(value.trim()))) return Number(value.trim())
  return undefined
}

export const isEmptyValue = (v: FieldValue) => v === null || v === '' || (Array.isArray(v) && v.length === 0)
