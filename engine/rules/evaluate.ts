import { RuleEvaluationError } from './errors.ts'
import { BUILTIN_FUNCTIONS } from './functions.ts'
import { type BinaryOperator, type RuleAst } from './parser.ts'
import { type RuleFunction, type RuleScope, type RuleValue } from './types.ts'
import { compareValues, finiteOrNull, isEmptyValue, isTruthy, toNumber, type ComparisonOperator } from './values.ts'

type FunctionTable = ReadonlyMap<string, RuleFunction>

const EMPTY_TABLE: FunctionTable = new Map()
// Custom function tables are usually module-level constants; index each once.
const tableCache = new WeakMap<Record<string, RuleFunction>, FunctionTable>()

/** Custom functions keyed by lower-case name, so that names are case-insensitive like the built-ins. */
function customFunctionTable(functions: Record<string, RuleFunction> | undefined): FunctionTable {
  if (functions === undefined) return EMPTY_TABLE
  const cached = tableCache.get(functions)
  if (cached) return cached
  const table = new Map<string, RuleFunction>()
  for (const [name, fn] of Object.entries(functions)) {
    const key = name.toLowerCase()
    // `if` must stay lazy: a plain function would evaluate both branches.
    if (key === 'if' || key === 'points') throw new RuleEvaluationError(`The built-in '${key}' cannot be overridden`)
    if (typeof fn !== 'function') throw new RuleEvaluationError(`Custom function '${name}' is not a function`)
    table.set(key, fn)
  }
  tableCache.set(functions, table)
  return table
}

/** Coerces whatever a scope or custom function returned into a RuleValue. */
function normalize(value: unknown, what: () => string, position: number): RuleValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return finiteOrNull(value)
  if (typeof value === 'string' || typeof value === 'boolean') return value
  throw new RuleEvaluationError(`${what()} produced an unsupported value of type ${typeof value}`, position)
}

const isNullLiteral = (node: RuleAst) => node.type === 'literal' && node.value === null

function arithmetic(operator: '+' | '-' | '*' | '/' | '%' | '^', left: RuleValue, right: RuleValue): RuleValue {
  if (operator === '+' && typeof left === 'string' && typeof right === 'string') {
    // Two texts concatenate — unless both hold numbers: form fields often carry '5', and
    // '5' + '3' must be 8, never '53'.
    const l = toNumber(left)
    const r = toNumber(right)
    if (l === null || r === null) return left + right
    return finiteOrNull(l + r)
  }
  const l = toNumber(left)
  const r = toNumber(right)
  if (l === null || r === null) return null
  switch (operator) {
    case '+':
      return finiteOrNull(l + r)
    case '-':
      return finiteOrNull(l - r)
    case '*':
      return finiteOrNull(l * r)
    case '/':
      return r === 0 ? null : finiteOrNull(l / r)
    case '%':
      return r === 0 ? null : finiteOrNull(l % r)
    case '^':
      return finiteOrNull(Math.pow(l, r))
  }
}

class Evaluator {
  constructor(
    private readonly scope: RuleScope,
    private readonly custom: FunctionTable,
  ) {}

  evaluate(node: RuleAst): RuleValue {
    switch (node.type) {
      case 'literal':
        return node.value
      case 'identifier':
        return normalize(this.scope.get(node.name), () => `Field '${node.name}'`, node.position)
      case 'unary': {
        const operand = this.evaluate(node.operand)
        if (node.operator === 'not') return !isTruthy(operand)
        const n = toNumber(operand)
        if (n === null) return null
        return node.operator === '-' ? finiteOrNull(-n) : n
      }
      case 'binary':
        return this.evaluateBinary(node)
      case 'call':
        return this.evaluateCall(node)
    }
  }

  /**
   * Left-associative chains (`a + b + c + …`) form a left spine that can be thousands of
   * nodes long; walk it with a loop rather than recursion. The right operands are bounded
   * by the parser's nesting limit.
   */
  private evaluateBinary(root: RuleAst & { type: 'binary' }): RuleValue {
    const spine: (RuleAst & { type: 'binary' })[] = []
    let node: RuleAst = root
    while (node.type === 'binary') {
      spine.push(node)
      node = node.left
    }
    let value = this.evaluate(node)
    for (let i = spine.length - 1; i >= 0; i--) {
      const current = spine[i] as RuleAst & { type: 'binary' }
      value = this.applyBinary(current, value)
    }
    return value
  }

  private applyBinary(node: RuleAst & { type: 'binary' }, left: RuleValue): RuleValue {
    const operator: BinaryOperator = node.operator
    switch (operator) {
      case 'and':
        return isTruthy(left) && isTruthy(this.evaluate(node.right))
      case 'or':
        return isTruthy(left) || isTruthy(this.evaluate(node.right))
      case '=':
      case '!=':
      case '<':
      case '<=':
      case '>':
      case '>=':
        return this.compare(operator, node, left)
      default:
        return arithmetic(operator, left, this.evaluate(node.right))
    }
  }

  private compare(operator: ComparisonOperator, node: RuleAst & { type: 'binary' }, left: RuleValue): boolean {
    const right = this.evaluate(node.right)
    // `x = null` / `x != null` written with a literal null test emptiness ('' counts as empty).
    // Every other comparison with a missing value is false, `!=` included.
    if ((operator === '=' || operator === '!=') && (isNullLiteral(node.left) || isNullLiteral(node.right))) {
      const empty = isNullLiteral(node.right) ? isEmptyValue(left) : isEmptyValue(right)
      return operator === '=' ? empty : !empty
    }
    return compareValues(operator, left, right)
  }

  private evaluateCall(node: RuleAst & { type: 'call' }): RuleValue {
    const key = node.name.toLowerCase()
    if (key === 'points') return this.evaluatePoints(node)
    const custom = this.custom.get(key)
    if (custom) {
      const args = node.args.map((arg) => this.evaluate(arg))
      return normalize(custom(...args), () => `Function '${node.name}'`, node.position)
    }
    if (key === 'if') {
      this.checkArity(node, 3, 3)
      const condition = this.evaluate(node.args[0] as RuleAst)
      // An unknown condition gives an unknown result rather than silently taking the else branch.
      if (condition === null) return null
      return this.evaluate((isTruthy(condition) ? node.args[1] : node.args[2]) as RuleAst)
    }
    const builtin = BUILTIN_FUNCTIONS.get(key)
    if (!builtin) throw new RuleEvaluationError(`Unknown function '${node.name}'`, node.position)
    this.checkArity(node, builtin.minArgs, builtin.maxArgs)
    const args = node.args.map((arg) => this.evaluate(arg))
    try {
      return normalize(builtin.call(args), () => `Function '${node.name}'`, node.position)
    } catch (error) {
      if (error instanceof RuleEvaluationError && error.position === undefined) {
        throw new RuleEvaluationError(error.message, node.position)
      }
      throw error
    }
  }

  /**
   * points(a, b, …): the sum of the points of the labels chosen in fields a, b, … (named, not
   * evaluated). Like `sum`, any field without a value makes the sum unknown.
   */
  private evaluatePoints(node: RuleAst & { type: 'call' }): RuleValue {
    this.checkArity(node, 1, Number.POSITIVE_INFINITY)
    const names = node.args.map((arg) => {
      if (arg.type !== 'identifier') throw new RuleEvaluationError(`Function '${node.name}' takes field names`, arg.position)
      return arg.name
    })
    if (!this.scope.points) throw new RuleEvaluationError(`Function '${node.name}' needs the fields of a tool`, node.position)
    let total = 0
    for (const name of names) {
      const n = toNumber(normalize(this.scope.points(name), () => `Points of '${name}'`, node.position))
      if (n === null) return null
      total += n
    }
    return finiteOrNull(total)
  }

  private checkArity(node: RuleAst & { type: 'call' }, min: number, max: number): void {
    const count = node.args.length
    if (count >= min && count <= max) return
    const expected =
      min === max ? `${min} argument${min === 1 ? '' : 's'}` : max === Number.POSITIVE_INFINITY ? `at least ${min} argument${min === 1 ? '' : 's'}` : `${min} to ${max} arguments`
    throw new RuleEvaluationError(`Function '${node.name}' expects ${expected}, got ${count}`, node.position)
  }
}

/**
 * Evaluates a parsed rule. Never returns NaN, ±Infinity or undefined. Throws
 * RuleEvaluationError for unknown functions, wrong arity and invalid arguments; errors thrown
 * by custom functions or the scope propagate unchanged.
 */
export function evaluateAst(ast: RuleAst, scope: RuleScope, functions?: Record<string, RuleFunction>): RuleValue {
  return new Evaluator(scope, customFunctionTable(functions)).evaluate(ast)
}
