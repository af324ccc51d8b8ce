import { describe, expect, it } from 'vitest'
import { RuleSyntaxError } from './errors.ts'
import { tokenize, type Token } from './tokenizer.ts'

const kinds = (source: string) => tokenize(source).map((t) => t.kind)
const only = (source: string): Token => {
  const tokens = tokenize(source)
  expect(tokens).toHaveLength(2)
  expect(tokens[1]?.kind).toBe('end')
  return tokens[0] as Token
}
function syntaxError(source: string): RuleSyntaxError {
  try {
    tokenize(source)
  } catch (error) {
    expect(error).toBeInstanceOf(RuleSyntaxError)
    return error as RuleSyntaxError
  }
  throw new Error(`expected a syntax error for ${source}`)
}

describe('tokenize: numbers', () => {
  it.each([
    ['12', 12],
    ['0', 0],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['1e-3', 0.001],
    ['1E3', 1000],
    ['2.5e+2', 250],
    ['007', 7],
  ])('%s → %d', (source, value) => {
    expect(only(source)).toMatchObject({ kind: 'number', value, text: source, position: 0 })
  })

  it.each([
    ['1.', 2, 'decimal point'],
    ['1e', 2, 'exponent'],
    ['1e+', 3, 'exponent'],
    ['2x', 0, 'Invalid number'],
    ['1.2.3', 0, 'Invalid number'],
    ['3_000', 0, 'Invalid number'],
    ['1e999', 0, 'too large'],
  ])('rejects %s at %d', (source, position, message) => {
    const error = syntaxError(source)
    expect(error.position).toBe(position)
    expect(error.message).toContain(message)
  })
})

describe('tokenize: strings', () => {
  it.each([
    [`'abc'`, 'abc'],
    [`"abc"`, 'abc'],
    [`''`, ''],
    [`'it\\'s'`, "it's"],
    [`"say \\"hi\\""`, 'say "hi"'],
    [`'a"b'`, 'a"b'],
    [`"a'b"`, "a'b"],
    [`'back\\\\slash'`, 'back\\slash'],
    [`'\\n\\t\\r'`, '\n\t\r'],
    [`'héllo ✓ 𝛼'`, 'héllo ✓ 𝛼'],
  ])('%s', (source, value) => {
    expect(only(source)).toMatchObject({ kind: 'string', value, position: 0 })
  })

  it('reports an unterminated string at its opening quote', () => {
    expect(syntaxError(`x = 'open`).position).toBe(4)
    expect(syntaxError(`"open\\"`).position).toBe(0)
    expect(syntaxError(`'open\\`).message).toContain('Unterminated')
  })

  it('rejects unknown escapes at the backslash', () => {
    const error = syntaxError(`'a\\qb'`)
    expect(error.position).toBe(2)
    expect(error.message).toContain('\\q')
  })
})

describe('tokenize: names and keywords', () => {
  it.each(['age', 'sbp_treated', 'lab.hdl', '_x', 'a1.b2.c_3', 'Age'])('identifier %s', (source) => {
    expect(only(source)).toMatchObject({ kind: 'identifier', name: source })
  })

  it.each([
    ['true', true],
    ['TRUE', true],
    ['False', false],
    ['null', null],
    ['NULL', null],
  ])('literal keyword %s', (source, value) => {
    expect(only(source)).toMatchObject({ kind: 'literal', value })
  })

  it.each([
    ['and', 'and'],
    ['AND', 'and'],
    ['Or', 'or'],
    ['NOT', 'not'],
  ])('word operator %s', (source, operator) => {
    expect(only(source)).toMatchObject({ kind: 'operator', operator })
  })

  it('keeps words that merely start with a keyword as names', () => {
    expect(only('android')).toMatchObject({ kind: 'identifier', name: 'android' })
    expect(only('null.value')).toMatchObject({ kind: 'identifier', name: 'null.value' })
    expect(only('notes')).toMatchObject({ kind: 'identifier', name: 'notes' })
  })

  it.each([
    ['lab.', 3],
    ['lab..hdl', 3],
    ['a.b.', 3],
  ])('rejects a misplaced dot in %s at %d', (source, position) => {
    expect(syntaxError(source).position).toBe(position)
  })
})

describe('tokenize: operators and punctuation', () => {
  it.each([
    ['=', '='],
    ['==', '='],
    ['!=', '!='],
    ['<>', '!='],
    ['<', '<'],
    ['<=', '<='],
    ['>', '>'],
    ['>=', '>='],
    ['&&', 'and'],
    ['||', 'or'],
    ['!', 'not'],
    ['+', '+'],
    ['-', '-'],
    ['*', '*'],
    ['/', '/'],
    ['%', '%'],
    ['^', '^'],
  ])('%s → %s', (source, operator) => {
    expect(only(source)).toMatchObject({ kind: 'operator', operator, text: source })
  })

  it('uses the longest match', () => {
    expect(tokenize('a<=b').map((t) => t.text)).toEqual(['a', '<=', 'b', ''])
    expect(tokenize('!!a').map((t) => t.text)).toEqual(['!', '!', 'a', ''])
    expect(tokenize('--1').map((t) => t.text)).toEqual(['-', '-', '1', ''])
  })

  it('records positions and skips whitespace', () => {
    const tokens = tokenize(' min( a ,\n\t2 )')
    expect(tokens.map((t) => [t.kind, t.position])).toEqual([
      ['identifier', 1],
      ['(', 4],
      ['identifier', 6],
      [',', 8],
      ['number', 11],
      [')', 13],
      ['end', 14],
    ])
  })

  it('tokenizes an empty source to just the end', () => {
    expect(kinds('')).toEqual(['end'])
    expect(kinds('   ')).toEqual(['end'])
  })

  it.each([
    ['@', 0],
    ['a & b', 2],
    ['a | b', 2],
    ['x # y', 2],
    ['a ≥ b', 2],
    ['😀', 0],
    ['é', 0],
  ])('rejects unexpected character in %s at %d', (source, position) => {
    const error = syntaxError(source)
    expect(error.position).toBe(position)
    expect(error.message).toMatch(/^Unexpected character/)
  })

  it('names the whole code point in the message', () => {
    expect(syntaxError('😀').message).toBe("Unexpected character '😀'")
  })
})
