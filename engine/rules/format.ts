import { type BinaryOperator, type RuleAst } from './parser.ts'

// Binding strength, matching the parser. Higher binds tighter.
const PRECEDENCE: Record<BinaryOperator, number> = {
  or: 1,
  and: 2,
  '=': 4,
  '!=': 4,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
  '%': 6,
  '^': 8,
}
const NOT = 3
const SIGN = 7
const ATOM = 9

function precedence(node: RuleAst): number {
  switch (node.type) {
    case 'binary':
      return PRECEDENCE[node.operator]
    case 'unary':
      return node.operator === 'not' ? NOT : SIGN
    case 'literal':
      // A negative literal (only in hand-built trees) prints like a unary minus.
      return typeof node.value === 'number' && node.value < 0 ? SIGN : ATOM
    default:
      return ATOM
  }
}

function formatString(value: string): string {
  const escaped = value.replace(/[\\'\n\r\t]/g, (c) => ({ '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c] as string)
  return `'${escaped}'`
}

function formatLiteral(value: RuleAst & { type: 'literal' }): string {
  const v = value.value
  if (v === null) return 'null'
  if (typeof v === 'string') return formatString(v)
  return String(v)
}

/**
 * Prints an AST as rule source with the fewest parentheses that preserve its structure:
 * `parseRule(formatRule(ast))` yields the same tree (positions aside). Useful for showing a
 * normalised rule and for round-trip tests.
 */
export function formatRule(node: RuleAst): string {
  const wrap = (child: RuleAst, parenthesize: boolean) => (parenthesize ? `(${formatRule(child)})` : formatRule(child))
  switch (node.type) {
    case 'literal':
      return formatLiteral(node)
    case 'identifier':
      return node.name
    case 'call':
      return `${node.name}(${node.args.map((arg) => formatRule(arg)).join(', ')})`
    case 'unary': {
      if (node.operator === 'not') return `not ${wrap(node.operand, precedence(node.operand) < NOT)}`
      const operand = wrap(node.operand, precedence(node.operand) < SIGN)
      // '- -1' rather than '--1': same tokens, easier to read.
      return operand.startsWith('-') || operand.startsWith('+') ? `${node.operator} ${operand}` : `${node.operator}${operand}`
    }
    case 'binary': {
      const p = PRECEDENCE[node.operator]
      let left: string
      let right: string
      if (node.operator === '^') {
        // Right-associative; the exponent is parsed as a unary expression (2^-1).
        left = wrap(node.left, precedence(node.left) <= p)
        right = wrap(node.right, precedence(node.right) < SIGN)
      } else if (p === PRECEDENCE['=']) {
        // Comparisons do not associate at all.
        left = wrap(node.left, precedence(node.left) <= p)
        right = wrap(node.right, precedence(node.right) <= p)
      } else {
        left = wrap(node.left, precedence(node.left) < p)
        right = wrap(node.right, precedence(node.right) <= p)
      }
      return `${left} ${node.operator} ${right}`
    }
  }
}
