import { describe, expect, it } from 'vitest'
import { RuleSyntaxError } from './errors.ts'
import { evaluateAst } from './evaluate.ts'
import { MAX_NESTING_DEPTH, MAX_RULE_LENGTH, parse, type RuleAst } from './parser.ts'
import { scopeOf } from '#tests/support/rule-scope.ts'

const value = (source: string) => evaluateAst(parse(source), scopeOf({ a: 1, b: 2, c: 3, t: true, f: false }))

/** Structure without positions, as nested arrays: easy to read in expectations. */
function shape(node: RuleAst): unknown {
  switch (node.type) {
    case 'literal':
      return node.value
    case 'identifier':
      return node.name
    case 'unary':
      return [node.operator, shape(node.operand)]
    case 'binary':
      return [node.operator, shape(node.left), shape(node.right)]
    case 'call':
      return [`${node.name}()`, ...node.args.map(shape)]
  }
}

function syntaxError(source: string): RuleSyntaxError {
  try {
    parse(source)
  } catch (error) {
    expect(error).toBeInstanceOf(RuleSyntaxError)
    return error as RuleSyntaxError
  }
  throw new Error(`expected a syntax error for ${JSON.stringify(source)}`)
}

describe('parse: literals and names', () => {
  it.each([
    ['12', 12],
    ['.5', 0.5],
    ['1e-3', 0.001],
    ["'x'", 'x'],
    ['"x"', 'x'],
    ['true', true],
    ['FALSE', false],
    ['Null', null],
  ])('%s', (source, expected) => {
    expect(parse(source)).toEqual({ type: 'literal', value: expected, position: 0 })
  })

  it('parses field references and calls', () => {
    expect(parse('lab.hdl')).toEqual({ type: 'identifier', name: 'lab.hdl', position: 0 })
    expect(shape(parse('min(a, b.c, 3)'))).toEqual(['min()', 'a', 'b.c', 3])
    expect(shape(parse('f()'))).toEqual(['f()'])
    expect(shape(parse('f ( 1 )'))).toEqual(['f()', 1])
  })

  it('normalises operator aliases', () => {
    expect(shape(parse('a == b'))).toEqual(['=', 'a', 'b'])
    expect(shape(parse('a <> b'))).toEqual(['!=', 'a', 'b'])
    expect(shape(parse('a && b || !c'))).toEqual(['or', ['and', 'a', 'b'], ['not', 'c']])
    expect(shape(parse('a AND b OR NOT c'))).toEqual(['or', ['and', 'a', 'b'], ['not', 'c']])
  })

  it('records the position of the defining token', () => {
    const ast = parse('a + max(b, 2)')
    expect(ast).toMatchObject({ type: 'binary', position: 2, left: { position: 0 }, right: { type: 'call', position: 4 } })
  })

  it('returns a deeply frozen tree', () => {
    const ast = parse('f(a + -b)') as RuleAst & { type: 'call' }
    expect(Object.isFrozen(ast)).toBe(true)
    expect(Object.isFrozen(ast.args)).toBe(true)
    expect(Object.isFrozen(ast.args[0])).toBe(true)
    expect(Object.isFrozen((ast.args[0] as RuleAst & { type: 'binary' }).right)).toBe(true)
  })
})

describe('parse: precedence and associativity', () => {
  // Fields: a=1, b=2, c=3, t=true, f=false.
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['10 - (4 - 3)', 9],
    ['100 / 10 / 5', 2],
    ['7 % 4 * 2', 6],
    ['2 * 7 % 4', 2],
    ['1 + 7 % 4', 4],
    ['2 ^ 3 ^ 2', 512],
    ['(2 ^ 3) ^ 2', 64],
    ['-2 ^ 2', -4],
    ['(-2) ^ 2', 4],
    ['2 ^ -1', 0.5],
    ['2 ^ -1 ^ 2', 0.5],
    ['-3 * 2', -6],
    ['- -3', 3],
    ['+-3', -3],
    ['2 * -3', -6],
    ['2 * 3 ^ 2', 18],
    ['-a ^ b', -1],
    ['a + b * c', 7],
    ['1 + 2 = 3', true],
    ['1 + 2 > 2 * 1', true],
    ['(1 < 2) = true', true],
    ['not 1 = 2', true],
    ['not a = 1', false],
    ['not t and f', false],
    ['not (t and f)', true],
    ['not not t', true],
    ['!t || t', true],
    ['t or f and f', true],
    ['(t or f) and f', false],
    ['f and f or t', true],
    ['a = 1 and b = 2', true],
    ['a = 1 or b = 5 and c = 5', true],
    ['a < b and b < c', true],
    ['a >= 1 AND b <= 2 OR false', true],
    ['max(a, b) * 2 + min(1, 2)', 5],
    ['round(2.5) ^ 2', 9],
  ])('%s = %s', (source, expected) => {
    expect(value(source)).toBe(expected)
  })

  it('builds left-associative chains for + - * / % and or', () => {
    expect(shape(parse('a - b + c'))).toEqual(['+', ['-', 'a', 'b'], 'c'])
    expect(shape(parse('a / b * c % 2'))).toEqual(['%', ['*', ['/', 'a', 'b'], 'c'], 2])
    expect(shape(parse('a or b or c'))).toEqual(['or', ['or', 'a', 'b'], 'c'])
    expect(shape(parse('a and b and c'))).toEqual(['and', ['and', 'a', 'b'], 'c'])
  })

  it('builds right-associative power with unary operands on the right only', () => {
    expect(shape(parse('a ^ b ^ c'))).toEqual(['^', 'a', ['^', 'b', 'c']])
    expect(shape(parse('-a ^ b'))).toEqual(['-', ['^', 'a', 'b']])
    expect(shape(parse('a ^ -b'))).toEqual(['^', 'a', ['-', 'b']])
  })

  it('drops redundant parentheses', () => {
    expect(shape(parse('((a))'))).toEqual('a')
    expect(shape(parse('(a) + (b)'))).toEqual(['+', 'a', 'b'])
  })
})

describe('parse: errors', () => {
  it.each([
    ['1 +', 3, /end of rule/],
    ['(1', 2, /Missing '\)' to close '\(' at position 0/],
    ['1 2', 2, /Unexpected number 2/],
    ["'open", 0, /Unterminated/],
    ['a < b < c', 6, /cannot be chained/],
    ['a = b != c', 6, /cannot be chained/],
    ['1 < 2 = true', 6, /cannot be chained/],
    ['@', 0, /Unexpected character '@'/],
    [',', 0, /Unexpected ','/],
    ['if(', 3, /end of rule/],
    ['', 0, /empty/],
    ['   ', 0, /empty/],
    ['1)', 1, /Unmatched '\)'/],
    [')', 0, /Unexpected '\)'/],
    ['()', 1, /Unexpected '\)'/],
    ['f(1,)', 4, /Unexpected '\)'/],
    ['f(,1)', 2, /Unexpected ','/],
    ['f(1 2)', 4, /expected ',' or '\)' in the call to 'f'/],
    ['f(1, 2', 6, /Missing '\)' to close the call to 'f'/],
    ['(1 2)', 3, /expected '\)'/],
    ['a b', 2, /Unexpected name 'b'/],
    ['a = not b', 4, /Unexpected 'not'/],
    ['1 + and', 4, /Unexpected 'and'/],
    ['* 2', 0, /Unexpected '\*'/],
    ['2 ^', 3, /end of rule/],
    ['true(1)', 4, /Unexpected '\('/],
    ["'a' 'b'", 4, /Unexpected text 'b'/],
    ['not', 3, /end of rule/],
    ['- ', 2, /end of rule/],
  ])('%j fails at %d', (source, position, message) => {
    const error = syntaxError(source)
    expect(error.position).toBe(position)
    expect(error.message).toMatch(message)
    expect(error.source).toBe(source)
    expect(error.name).toBe('RuleSyntaxError')
  })

  it('accepts exactly MAX_RULE_LENGTH characters and rejects one more', () => {
    const longest = `1${' '.repeat(MAX_RULE_LENGTH - 1)}`
    expect(parse(longest)).toEqual({ type: 'literal', value: 1, position: 0 })
    const error = syntaxError(`${longest} `)
    expect(error.message).toMatch(/too long/)
    expect(error.position).toBe(MAX_RULE_LENGTH)
  })

  it('rejects non-string input with a RuleSyntaxError', () => {
    expect(() => parse(42 as unknown as string)).toThrow(RuleSyntaxError)
    expect(() => parse(undefined as unknown as string)).toThrow(RuleSyntaxError)
    expect(() => parse(Object.create(null) as string)).toThrow('Rule must be text, got object')
  })
})

describe('parse: nesting limit', () => {
  const nest = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`

  it.each([
    // [name, opening text, closing text, offset of the nesting token within the opening text]
    ['parentheses', '(', ')', 0],
    ['calls', 'abs(', ')', 3],
    ['unary minus', '-', '', 0],
    ['not', 'not ', '', 0],
    ['!', '!', '', 0],
    ['power', '2^', '', 1],
  ])(`allows ${MAX_NESTING_DEPTH} levels of %s and rejects ${MAX_NESTING_DEPTH + 1}`, (_name, open, close, offset) => {
    expect(() => parse(nest(MAX_NESTING_DEPTH, open, close))).not.toThrow()
    const error = syntaxError(nest(MAX_NESTING_DEPTH + 1, open, close))
    expect(error.message).toMatch(/nested too deeply/)
    // The error points at the opening token of the 101st level.
    expect(error.position).toBe(MAX_NESTING_DEPTH * open.length + offset)
  })

  it('fails fast, without stack overflow, on thousands of open parentheses', () => {
    expect(syntaxError('('.repeat(MAX_RULE_LENGTH)).message).toMatch(/nested too deeply/)
    expect(syntaxError('-'.repeat(MAX_RULE_LENGTH)).message).toMatch(/nested too deeply/)
  })

  it('does not count long flat chains as nesting', () => {
    const terms = Math.floor((MAX_RULE_LENGTH + 1) / 2)
    const sum = Array.from({ length: terms }, () => '1').join('+')
    expect(value(sum)).toBe(terms)
    const conjunction = Array.from({ length: 600 }, () => 't').join(' and ')
    expect(value(conjunction)).toBe(true)
    const args = `max(${Array.from({ length: 1000 }, (_, i) => String(i)).join(',')})`
    expect(value(args)).toBe(999)
  })
})
