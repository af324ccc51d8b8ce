import { RuleSyntaxError } from './errors.ts'
import { describeToken, tokenize, type Operator, type Token } from './tokenizer.ts'
import { type RuleValue } from './types.ts'

export const MAX_RULE_LENGTH = 4000
export const MAX_NESTING_DEPTH = 100

export type UnaryOperator = 'not' | '-' | '+'
export type BinaryOperator = Exclude<Operator, 'not'>

/**
 * Rule syntax tree. Nodes are deeply frozen (parsed trees are cached and shared).
 * `position` is the offset of the node's defining token: the literal or name itself, the
 * operator of a unary/binary node, or the function name of a call.
 */
export type RuleAst =
  | { readonly type: 'literal'; readonly value: RuleValue; readonly position: number }
  | { readonly type: 'identifier'; readonly name: string; readonly position: number }
  | { readonly type: 'unary'; readonly operator: UnaryOperator; readonly operand: RuleAst; readonly position: number }
  | {
      readonly type: 'binary'
      readonly operator: BinaryOperator
      readonly left: RuleAst
      readonly right: RuleAst
      readonly position: number
    }
  | { readonly type: 'call'; readonly name: string; readonly args: readonly RuleAst[]; readonly position: number }

const COMPARISON_OPERATORS: ReadonlySet<Operator> = new Set(['=', '!=', '<', '<=', '>', '>='])

/**
 * Parses a rule into a frozen AST. Throws only RuleSyntaxError, for any input whatsoever.
 *
 * Precedence, lowest first: or; and; not; comparisons (non-associative); + -; * / %;
 * unary - +; ^ (right-associative, its right operand may carry a unary sign: 2^-1); calls and
 * parentheses.
 *
 * Nesting — parentheses, call arguments, unary operators and `^` exponents — is limited to
 * MAX_NESTING_DEPTH levels so neither parsing nor evaluation can exhaust the stack. Long
 * left-associative chains (`a + b + c + …`) do not nest; the evaluator walks them iteratively.
 */
export function parse(source: string): RuleAst {
  if (typeof source !== 'string') {
    throw new RuleSyntaxError(`Rule must be text, got ${typeof source}`, '', 0)
  }
  if (source.length > MAX_RULE_LENGTH) {
    throw new RuleSyntaxError(`Rule is too long (more than ${MAX_RULE_LENGTH} characters)`, source, MAX_RULE_LENGTH)
  }
  const ast = new Parser(source, tokenize(source)).parseRule()
  return deepFreeze(ast)
}

class Parser {
  private index = 0
  private depth = 0

  constructor(
    private readonly source: string,
    private readonly tokens: readonly Token[],
  ) {}

  parseRule(): RuleAst {
    if (this.peek().kind === 'end') this.fail('Rule is empty', 0)
    const ast = this.parseOr()
    const next = this.peek()
    if (next.kind === ')') this.fail("Unmatched ')'", next.position)
    if (next.kind !== 'end') this.fail(`Unexpected ${describeToken(next)}: expected an operator or the end of the rule`, next.position)
    return ast
  }

  private peek(): Token {
    // The token list always ends with 'end' and we never advance past it.
    return this.tokens[this.index] as Token
  }

  private advance(): Token {
    const token = this.peek()
    if (token.kind !== 'end') this.index++
    return token
  }

  private isOperator(...operators: Operator[]): boolean {
    const token = this.peek()
    return token.kind === 'operator' && operators.includes(token.operator)
  }

  private fail(message: string, position: number): never {
    throw new RuleSyntaxError(message, this.source, position)
  }

  private nested<T>(position: number, parse: () => T): T {
    this.depth++
    if (this.depth > MAX_NESTING_DEPTH) this.fail(`Rule is nested too deeply (more than ${MAX_NESTING_DEPTH} levels)`, position)
    const result = parse()
    this.depth--
    return result
  }

  private binaryChain(operators: Operator[], operand: () => RuleAst): RuleAst {
    let left = operand()
    while (this.isOperator(...operators)) {
      const token = this.advance() as Token & { kind: 'operator' }
      const right = operand()
      left = { type: 'binary', operator: token.operator as BinaryOperator, left, right, position: token.position }
    }
    return left
  }

  private parseOr(): RuleAst {
    return this.binaryChain(['or'], () => this.parseAnd())
  }

  private parseAnd(): RuleAst {
    return this.binaryChain(['and'], () => this.parseNot())
  }

  private parseNot(): RuleAst {
    if (this.isOperator('not')) {
      const token = this.advance()
      const operand = this.nested(token.position, () => this.parseNot())
      return { type: 'unary', operator: 'not', operand, position: token.position }
    }
    return this.parseComparison()
  }

  private parseComparison(): RuleAst {
    const left = this.parseAdditive()
    const token = this.peek()
    if (token.kind !== 'operator' || !COMPARISON_OPERATORS.has(token.operator)) return left
    this.advance()
    const right = this.parseAdditive()
    const after = this.peek()
    if (after.kind === 'operator' && COMPARISON_OPERATORS.has(after.operator)) {
      this.fail("Comparisons cannot be chained: combine them with 'and' (e.g. a < b and b < c)", after.position)
    }
    return { type: 'binary', operator: token.operator as BinaryOperator, left, right, position: token.position }
  }

  private parseAdditive(): RuleAst {
    return this.binaryChain(['+', '-'], () => this.parseMultiplicative())
  }

  private parseMultiplicative(): RuleAst {
    return this.binaryChain(['*', '/', '%'], () => this.parseUnary())
  }

  private parseUnary(): RuleAst {
    if (this.isOperator('-', '+')) {
      const token = this.advance() as Token & { kind: 'operator' }
      const operand = this.nested(token.position, () => this.parseUnary())
      return { type: 'unary', operator: token.operator as '-' | '+', operand, position: token.position }
    }
    return this.parsePower()
  }

  private parsePower(): RuleAst {
    const base = this.parsePrimary()
    if (!this.isOperator('^')) return base
    const token = this.advance()
    // Right operand is a unary expression: right-associative (2^3^2 = 2^9) and allows 2^-1.
    const exponent = this.nested(token.position, () => this.parseUnary())
    return { type: 'binary', operator: '^', left: base, right: exponent, position: token.position }
  }

  private parsePrimary(): RuleAst {
    const token = this.advance()
    switch (token.kind) {
      case 'number':
      case 'string':
      case 'literal':
        return { type: 'literal', value: token.value, position: token.position }
      case 'identifier':
        if (this.peek().kind === '(') return this.parseCall(token)
        return { type: 'identifier', name: token.name, position: token.position }
      case '(': {
        const inner = this.nested(token.position, () => this.parseOr())
        const close = this.peek()
        if (close.kind === ')') {
          this.advance()
          return inner
        }
        if (close.kind === 'end') this.fail(`Missing ')' to close '(' at position ${token.position}`, close.position)
        return this.fail(`Unexpected ${describeToken(close)}: expected ')'`, close.position)
      }
      case 'end':
        return this.fail('Unexpected end of rule: expected a value', token.position)
      default:
        return this.fail(`Unexpected ${describeToken(token)}: expected a value`, token.position)
    }
  }

  private parseCall(name: Token & { kind: 'identifier' }): RuleAst {
    const open = this.advance()
    const args: RuleAst[] = []
    if (this.peek().kind === ')') {
      this.advance()
    } else {
      for (;;) {
        args.push(this.nested(open.position, () => this.parseOr()))
        const next = this.advance()
        if (next.kind === ')') break
        if (next.kind === ',') continue
        if (next.kind === 'end') this.fail(`Missing ')' to close the call to '${name.name}'`, next.position)
        this.fail(`Unexpected ${describeToken(next)}: expected ',' or ')' in the call to '${name.name}'`, next.position)
      }
    }
    return { type: 'call', name: name.name, args, position: name.position }
  }
}

// Iterative: left-associative chains can be thousands of nodes deep.
function deepFreeze(root: RuleAst): RuleAst {
  const stack: RuleAst[] = [root]
  while (stack.length > 0) {
    const node = stack.pop() as RuleAst
    switch (node.type) {
      case 'unary':
        stack.push(node.operand)
        break
      case 'binary':
        stack.push(node.left, node.right)
        break
      case 'call':
        stack.push(...node.args)
        Object.freeze(node.args)
        break
    }
    Object.freeze(node)
  }
  return root
}
