/**
 * The rule expression language used by tool definitions: visibility and validation rules,
 * constraint bounds, ui-default and background-text conditions, computed outputs.
 * Pure TypeScript; rules are parsed and interpreted, never eval'd.
 */
import { RuleSyntaxError } from './errors.ts'
import { evaluateAst } from './evaluate.ts'
import { parse, type RuleAst } from './parser.ts'
import { type RuleFunction, type RuleScope, type RuleValue } from './types.ts'

export { RuleEvaluationError, RuleSyntaxError, ruleErrorMessage, type RuleContext } from './errors.ts'
export { evaluateAst } from './evaluate.ts'
export { formatRule } from './format.ts'
export { BUILTIN_FUNCTION_NAMES, dayToIso, isoDay } from './functions.ts'
export { MAX_NESTING_DEPTH, MAX_RULE_LENGTH, type BinaryOperator, type RuleAst, type UnaryOperator } from './parser.ts'
export type { RuleFunction, RuleScope, RuleValue } from './types.ts'
export { isTruthy } from './values.ts'

// Bounded so that parsing arbitrary text (e.g. live checking in an editor) cannot grow memory
// without limit. Definitions hold far fewer distinct rules than this.
const MAX_CACHED_RULES = 5000
const cache = new Map<string, RuleAst>()

/** Parses a rule, caching the (frozen) AST per source string. Throws only RuleSyntaxError. */
export function parseRule(source: string): RuleAst {
  const cached = cache.get(source)
  if (cached) return cached
  const ast = parse(source)
  if (cache.size >= MAX_CACHED_RULES) {
    const oldest = cache.keys().next()
    if (!oldest.done) cache.delete(oldest.value)
  }
  cache.set(source, ast)
  return ast
}

/**
 * Parses (cached) and evaluates a rule. `functions` extend or override the built-ins; names
 * are case-insensitive, and `if` cannot be overridden. Throws RuleSyntaxError or
 * RuleEvaluationError.
 */
export function evaluateRule(source: string, scope: RuleScope, functions?: Record<string, RuleFunction>): RuleValue {
  return evaluateAst(parseRule(source), scope, functions)
}

/** Walks the tree in source order without recursing down long left-associative chains. */
function walk(ast: RuleAst, visit: (node: RuleAst) => void): void {
  const stack: RuleAst[] = [ast]
  while (stack.length > 0) {
    const node = stack.pop() as RuleAst
    visit(node)
    switch (node.type) {
      case 'unary':
        stack.push(node.operand)
        break
      case 'binary':
        stack.push(node.right, node.left)
        break
      case 'call':
        for (let i = node.args.length - 1; i >= 0; i--) stack.push(node.args[i] as RuleAst)
        break
    }
  }
}

/** Field names referenced by a rule (not function names), deduplicated, in order of first use. */
export function referencedNames(source: string): string[] {
  const names = new Set<string>()
  walk(parseRule(source), (node) => {
    if (node.type === 'identifier') names.add(node.name)
  })
  return [...names]
}

/**
 * Function names called by a rule, lower-cased (names are case-insensitive), deduplicated, in
 * order of first use. Lets a definitions check flag unknown functions, which evaluation only
 * reports when the call is actually reached.
 */
export function referencedFunctions(source: string): string[] {
  const names = new Set<string>()
  walk(parseRule(source), (node) => {
    if (node.type === 'call') names.add(node.name.toLowerCase())
  })
  return [...names]
}

/** Field names passed to `points(…)` in a rule, in order of first use (non-names are left to evaluation). */
export function pointsFields(source: string): string[] {
  const names = new Set<string>()
  walk(parseRule(source), (node) => {
    if (node.type === 'call' && node.name.toLowerCase() === 'points') for (const arg of node.args) if (arg.type === 'identifier') names.add(arg.name)
  })
  return [...names]
}

/** Syntax check only: does not evaluate, and does not check function names or arity. */
export function checkRule(source: string): { ok: true } | { ok: false; message: string; position: number } {
  try {
    parseRule(source)
    return { ok: true }
  } catch (error) {
    if (error instanceof RuleSyntaxError) return { ok: false, message: error.message, position: error.position }
    throw error
  }
}
