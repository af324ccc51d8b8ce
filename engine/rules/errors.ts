/** The rule text is malformed. `position` is a 0-based UTF-16 offset into `source`. */
export class RuleSyntaxError extends Error {
  constructor(
    message: string,
    readonly source: string,
    readonly position: number,
  ) {
    super(message)
    this.name = 'RuleSyntaxError'
  }
}

/**
 * The rule is well-formed but cannot be evaluated: unknown function, wrong number of
 * arguments, invalid argument (e.g. `round(x, 11)`), or a misbehaving custom function / scope.
 * `position` (when known) is the offset of the offending call in the rule source.
 */
export class RuleEvaluationError extends Error {
  constructor(
    message: string,
    readonly position?: number,
  ) {
    super(message)
    this.name = 'RuleEvaluationError'
  }
}

/** Where a rule is used; selects the user-facing message shown when the rule is broken. */
export type RuleContext = 'validation' | 'visibility' | 'backgroundText' | 'condition' | 'value'

export function ruleErrorMessage(context: RuleContext, source: string): string {
  switch (context) {
    case 'validation':
      return `Incorrect validation rule: ${source}`
    case 'visibility':
      return 'Incorrect visibility rule'
    case 'backgroundText':
      return 'Incorrect background text'
    case 'condition':
      return 'Incorrect condition'
    case 'value':
      return `Incorrect expression: ${source}`
  }
  // Only reachable when untyped data passes an unknown context; never return undefined.
  return 'Incorrect rule'
}
