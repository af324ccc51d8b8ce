/**
 * PostgreSQL text and jsonb cannot hold U+0000: a write with it fails. Text with it is
 * refused as invalid input (400) before it reaches the database.
 */
export const hasNoNul = (value: string) => !value.includes('\u0000')

/** Whether any string (or object key) in a parsed JSON value holds U+0000. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return !hasNoNul(value)
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => !hasNoNul(key) || holdsNul(v))
  }
  return false
}
