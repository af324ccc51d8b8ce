import type { Expression } from './fields.ts'

/** A value is refused unless `rule` holds; `message` says why. */
export const mustHold = (rule: Expression, message: string) => ({ rule, type: 'error' as const, message })
/** A value is accepted with `message` shown unless `rule` holds. */
export const warnUnless = (rule: Expression, message: string) => ({ rule, type: 'warning' as const, message })
