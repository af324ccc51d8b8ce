/** A value flowing through a rule. Missing/empty data is always `null`, never `undefined` or NaN. */
export type RuleValue = number | string | boolean | null

/** Resolves a field reference (by name or cpdn). Unknown names must resolve to `null`. */
export interface RuleScope {
  get(name: string): RuleValue
  /**
   * The points of the label chosen in a field, for `points(field, …)`: null when the field has
   * no value. Only scopes over a tool's fields have it.
   */
  points?(name: string): RuleValue
}

/** A function callable from rules. Receives already-evaluated arguments. */
export type RuleFunction = (...args: RuleValue[]) => RuleValue
