import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RuleEvaluationError, RuleSyntaxError } from './errors.ts'
import { evaluateAst } from './evaluate.ts'
import { formatRule } from './format.ts'
import { BUILTIN_FUNCTION_NAMES } from './functions.ts'
import { parseRule } from './index.ts'
import { MAX_RULE_LENGTH, type BinaryOperator, type RuleAst } from './parser.ts'
import { scopeOf } from '#tests/support/rule-scope.ts'
import { type RuleValue } from './types.ts'

// ---------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------

const TOKENS = [
  ...['0', '1', '12', '0.5', '.5', '1e-3', '2E+2', '1e', '1.', '1.2.3', '1e999', '9'.repeat(400)],
  ...["'a'", '"b"', "''", "'it\\'s'", '"q\\"q"', "'open", '"', "'\\q'", "'\\"],
  ...['a', 'age', 'lab.hdl', 'lab.', 'a..b', '_x', 'sbp_treated', 'e', 'E'],
  ...['and', 'OR', 'not', 'Not', 'true', 'FALSE', 'null', '&&', '||', '!'],
  ...['=', '==', '!=', '<>', '<', '<=', '>', '>=', '+', '-', '*', '/', '%', '^'],
  ...['(', ')', ',', '((', '))', ...BUILTIN_FUNCTION_NAMES.map((name) => `${name}(`), 'pce10(', 'constructor('],
  ...['@', '&', '|', '.', '\\', '#', '$', '≥', '😀', '\u0000', '\uD800', '\n', '\t'],
]
const SEPARATORS = ['', '', ' ', '  ', '\n']

const tokenSoup = fc
  .array(fc.tuple(fc.constantFrom(...TOKENS), fc.constantFrom(...SEPARATORS)), { maxLength: 80 })
  .map((parts) => parts.map(([token, separator]) => token + separator).join(''))

// Openers whose repetition nests: '((((…', '----…', 'not not …', 'f(f(…', '2^2^…'.
const deepNesting = fc
  .record({
    opener: fc.constantFrom('(', '-', '+', '!', 'not ', 'NOT(', 'abs(', 'f(', '2^', 'a ^ ', '(1+', '-(', 'if(a,'),
    depth: fc.integer({ min: 0, max: 4200 }),
    middle: tokenSoup,
    closer: fc.constantFrom(')', '', ',1)', ' ) '),
    closeDepth: fc.integer({ min: 0, max: 4200 }),
  })
  .map(({ opener, depth, middle, closer, closeDepth }) => {
    const open = opener.repeat(Math.ceil(depth / opener.length))
    return (open + middle + closer.repeat(Math.ceil(closeDepth / Math.max(1, closer.length)))).slice(0, 4200)
  })

const anySource = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ unit: fc.constantFrom(...'()+-*/^<>=!,.\'"\\ 1aenot'.split('')), maxLength: 300 }),
  tokenSoup,
  deepNesting,
)

const FIELD_NAMES = ['x', 'y', 'z', 'lab.hdl'] as const

/** Any value a scope might hand back, including the awkward ones. */
const ruleValue: fc.Arbitrary<RuleValue> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.constantFrom(0, -0, 1, -1, 1e308, -1e308, 5e-324, Number.NaN, Number.POSITIVE_INFINITY),
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom('', ' ', '0', '5', '-2.5', '1e308', '1e999', 'abc', 'former', 'NaN', 'Infinity'),
  fc.string({ maxLength: 8 }),
)

const scopeValues = fc.record(Object.fromEntries(FIELD_NAMES.map((name) => [name, ruleValue])) as Record<string, fc.Arbitrary<RuleValue>>)

const at = 0
const literal = (value: RuleValue): RuleAst => ({ type: 'literal', value, position: at })
const binary = (operator: BinaryOperator, left: RuleAst, right: RuleAst): RuleAst => ({ type: 'binary', operator, left, right, position: at })

const nonNegativeNumber = fc.oneof(
  fc.integer({ min: 0, max: 1000 }),
  fc.double({ min: 0, max: 1e6, noNaN: true }).map((x) => Math.abs(x)),
  fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }).map((x) => Math.abs(x)),
  fc.constantFrom(0, 0.1, 0.5, 2.5, 1e21, 1e-7, 1e308, 5e-324),
)

/** Arithmetic trees over numbers, null and numeric fields: what computed outputs look like. */
const arithmeticAst = fc.letrec<{ node: RuleAst }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nonNegativeNumber.map(literal),
    fc.constant(literal(null)),
    fc.constantFrom(...FIELD_NAMES).map((name): RuleAst => ({ type: 'identifier', name, position: at })),
    tie('node').map((operand): RuleAst => ({ type: 'unary', operator: '-', operand, position: at })),
    fc.tuple(fc.constantFrom<BinaryOperator>('+', '-', '*', '/', '%', '^'), tie('node'), tie('node')).map(([op, l, r]) => binary(op, l, r)),
  ),
})).node

const FUNCTION_NAMES = [...BUILTIN_FUNCTION_NAMES, 'nosuch']
const COMPARISONS: BinaryOperator[] = ['=', '!=', '<', '<=', '>', '>=']

/** Any tree the parser could produce (keywords are not generated as field names). */
const anyAst = fc.letrec<{ node: RuleAst }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(nonNegativeNumber, fc.boolean(), fc.constant(null), fc.string({ unit: 'binary', maxLength: 6 }), fc.constantFrom('5', '', 'former')).map(literal),
    fc.constantFrom(...FIELD_NAMES).map((name): RuleAst => ({ type: 'identifier', name, position: at })),
    fc.tuple(fc.constantFrom<'-' | '+' | 'not'>('-', '+', 'not'), tie('node')).map(([operator, operand]): RuleAst => ({ type: 'unary', operator, operand, position: at })),
    fc
      .tuple(fc.constantFrom<BinaryOperator>('+', '-', '*', '/', '%', '^', 'and', 'or', ...COMPARISONS), tie('node'), tie('node'))
      .map(([op, l, r]) => binary(op, l, r)),
    fc
      .tuple(fc.constantFrom(...FUNCTION_NAMES), fc.array(tie('node'), { maxLength: 4 }))
      .map(([name, args]): RuleAst => ({ type: 'call', name, args, position: at })),
  ),
})).node

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** Structure without positions. */
function shape(node: RuleAst): unknown {
  switch (node.type) {
    case 'literal':
      return { literal: node.value }
    case 'identifier':
      return { name: node.name }
    case 'unary':
      return [node.operator, shape(node.operand)]
    case 'binary':
      return [node.operator, shape(node.left), shape(node.right)]
    case 'call':
      return [node.name, node.args.map(shape)]
  }
}

const finite = (x: number): number | null => (Number.isFinite(x) ? x + 0 : null)

/** Independent reference semantics for arithmetic trees (numbers and null only). */
function referenceArithmetic(node: RuleAst, values: Record<string, number | null>): number | null {
  switch (node.type) {
    case 'literal':
      return node.value as number | null
    case 'identifier':
      return values[node.name] ?? null
    case 'unary': {
      const v = referenceArithmetic(node.operand, values)
      return v === null ? null : finite(-v)
    }
    case 'binary': {
      const l = referenceArithmetic(node.left, values)
      const r = referenceArithmetic(node.right, values)
      if (l === null || r === null) return null
      switch (node.operator) {
        case '+':
          return finite(l + r)
        case '-':
          return finite(l - r)
        case '*':
          return finite(l * r)
        case '/':
          return r === 0 ? null : finite(l / r)
        case '%':
          return r === 0 ? null : finite(l % r)
        case '^':
          return finite(l ** r)
        default:
          throw new Error(`not arithmetic: ${node.operator}`)
      }
    }
    case 'call':
      throw new Error('not arithmetic: call')
  }
}

function isWellFormedValue(value: unknown): boolean {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return true
  return typeof value === 'number' && Number.isFinite(value) && !Object.is(value, -0)
}

/** Evaluates, accepting only a valid RuleValue or a RuleEvaluationError. */
function evaluateSafely(ast: RuleAst, values: Record<string, RuleValue>): RuleValue | RuleEvaluationError {
  try {
    return evaluateAst(ast, scopeOf(values))
  } catch (error) {
    if (error instanceof RuleEvaluationError) return error
    throw error
  }
}

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

describe('property: the parser is total', () => {
  it('returns an AST or throws RuleSyntaxError for any input, and evaluation stays well-formed', () => {
    fc.assert(
      fc.property(anySource, scopeValues, (source, values) => {
        let ast: RuleAst
        try {
          ast = parseRule(source)
        } catch (error) {
          if (!(error instanceof RuleSyntaxError)) throw error
          expect(error.source).toBe(source)
          expect(error.position).toBeGreaterThanOrEqual(0)
          expect(error.position).toBeLessThanOrEqual(Math.min(source.length, MAX_RULE_LENGTH))
          expect(error.message.length).toBeGreaterThan(0)
          return
        }
        const result = evaluateSafely(ast, values)
        if (!(result instanceof RuleEvaluationError)) expect(isWellFormedValue(result)).toBe(true)
      }),
      { numRuns: 3000 },
    )
  })

  it('handles maximal-length deep nesting of every kind quickly', () => {
    for (const opener of ['(', '-', '!', 'not ', 'f(', '2^', '((1+', 'if(a,']) {
      const source = opener.repeat(Math.floor(MAX_RULE_LENGTH / opener.length))
      const started = performance.now()
      expect(() => parseRule(source)).toThrow(RuleSyntaxError)
      expect(performance.now() - started).toBeLessThan(1000)
    }
  })
})

describe('property: format → parse → evaluate', () => {
  it('round-trips arithmetic trees and matches reference semantics', () => {
    const numericValues = fc.record(
      Object.fromEntries(FIELD_NAMES.map((name) => [name, fc.option(nonNegativeNumber.chain((n) => fc.constantFrom(n, -n + 0)), { freq: 5 })])) as Record<
        string,
        fc.Arbitrary<number | null>
      >,
    )
    fc.assert(
      fc.property(arithmeticAst, numericValues, (ast, values) => {
        const source = formatRule(ast)
        const parsed = parseRule(source)
        expect(shape(parsed)).toEqual(shape(ast))
        const expected = referenceArithmetic(ast, values)
        expect(evaluateAst(parsed, scopeOf(values))).toBe(expected)
        expect(evaluateAst(ast, scopeOf(values))).toBe(expected)
      }),
      { numRuns: 2000 },
    )
  })

  it('round-trips any tree, and evaluating the printed rule equals evaluating the tree', () => {
    fc.assert(
      fc.property(anyAst, scopeValues, (ast, values) => {
        const source = formatRule(ast)
        const parsed = parseRule(source)
        expect(shape(parsed)).toEqual(shape(ast))
        const direct = evaluateSafely(ast, values)
        const viaSource = evaluateSafely(parsed, values)
        if (direct instanceof RuleEvaluationError) {
          expect(viaSource).toBeInstanceOf(RuleEvaluationError)
          expect((viaSource as RuleEvaluationError).message).toBe(direct.message)
        } else {
          expect(viaSource).toBe(direct)
        }
      }),
      { numRuns: 2000 },
    )
  })
})

describe('property: evaluation never yields NaN, Infinity, -0 or undefined', () => {
  it('for any tree over any field values', () => {
    fc.assert(
      fc.property(anyAst, scopeValues, (ast, values) => {
        const result = evaluateSafely(ast, values)
        if (!(result instanceof RuleEvaluationError)) expect(isWellFormedValue(result)).toBe(true)
      }),
      { numRuns: 3000 },
    )
  })

  it('for overflow-prone arithmetic', () => {
    const huge = fc.constantFrom('1e308', '1e-308', '5e-324', '0', 'x', 'y', '1e200')
    const op = fc.constantFrom('+', '-', '*', '/', '%', '^')
    const fn = fc.constantFrom('exp', 'ln', 'sqrt', 'log10', 'abs', 'floor', 'round', '')
    const rule = fc.array(fc.tuple(fn, huge, op), { minLength: 1, maxLength: 12 }).map((parts) => `${parts.map(([f, v, o]) => `${f}(${v}) ${o}`).join(' ')} 1`)
    fc.assert(
      fc.property(rule, scopeValues, (source, values) => {
        const result = evaluateSafely(parseRule(source), values)
        if (!(result instanceof RuleEvaluationError)) expect(isWellFormedValue(result)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
})
