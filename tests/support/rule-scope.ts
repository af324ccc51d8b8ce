import { type RuleScope, type RuleValue } from '#engine/rules/types.ts'

/** A scope over a plain record; unknown names resolve to null. */
export function scopeOf(values: Record<string, RuleValue> = {}): RuleScope {
  return { get: (name) => (Object.hasOwn(values, name) ? (values[name] as RuleValue) : null) }
}
