import { RuleSyntaxError } from './errors.ts'

/** Operators after normalising aliases: `==` → `=`, `<>` → `!=`, `&&` → `and`, `||` → `or`, `!` → `not`. */
export type Operator =
  | 'or'
  | 'and'
  | 'not'
  | '='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '^'

/** `position` is the 0-based offset of the token's first character; `text` is the raw source slice. */
export type Token =
  | { kind: 'number'; value: number; text: string; position: number }
  | { kind: 'string'; value: string; text: string; position: number }
  | { kind: 'literal'; value: boolean | null; text: string; position: number }
  | { kind: 'identifier'; name: string; text: string; position: number }
  | { kind: 'operator'; operator: Operator; text: string; position: number }
  | { kind: '(' | ')' | ','; text: string; position: number }
  | { kind: 'end'; text: ''; position: number }

// Keywords are case-insensitive; field names are not.
const WORD_OPERATORS: Record<string, Operator> = { and: 'and', or: 'or', not: 'not' }
const WORD_LITERALS: Record<string, boolean | null> = { true: true, false: false, null: null }

// Longest match first.
const SYMBOL_OPERATORS: ReadonlyArray<readonly [string, Operator]> = [
  ['&&', 'and'],
  ['||', 'or'],
  ['==', '='],
  ['!=', '!='],
  ['<>', '!='],
  ['<=', '<='],
  ['>=', '>='],
  ['=', '='],
  ['<', '<'],
  ['>', '>'],
  ['!', 'not'],
  ['+', '+'],
  ['-', '-'],
  ['*', '*'],
  ['/', '/'],
  ['%', '%'],
  ['^', '^'],
]

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '\\': '\\', "'": "'", '"': '"' }

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9'
const isIdentifierStart = (c: string | undefined) =>
  c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_')
const isIdentifierPart = (c: string | undefined) => isIdentifierStart(c) || isDigit(c)
const isWhitespace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r'

/** Splits a rule into tokens, always ending with an `end` token. Throws only RuleSyntaxError. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  const fail = (message: string, position: number): never => {
    throw new RuleSyntaxError(message, source, position)
  }
  let i = 0

  while (i < source.length) {
    const c = source[i] as string
    const start = i

    if (isWhitespace(c)) {
      i++
      continue
    }

    if (isDigit(c) || (c === '.' && isDigit(source[i + 1]))) {
      while (isDigit(source[i])) i++
      if (source[i] === '.') {
        i++
        if (!isDigit(source[i])) fail('Invalid number: expected a digit after the decimal point', i)
        while (isDigit(source[i])) i++
      }
      if (source[i] === 'e' || source[i] === 'E') {
        i++
        if (source[i] === '+' || source[i] === '-') i++
        if (!isDigit(source[i])) fail('Invalid number: expected digits in the exponent', i)
        while (isDigit(source[i])) i++
      }
      // `2x`, `1.2.3` and `3_000` are typos, not implicit multiplication or two tokens.
      if (isIdentifierPart(source[i]) || source[i] === '.') fail('Invalid number', start)
      const text = source.slice(start, i)
      const value = Number(text)
      if (!Number.isFinite(value)) fail('Number is too large', start)
      tokens.push({ kind: 'number', value, text, position: start })
      continue
    }

    if (isIdentifierStart(c)) {
      i++
      for (;;) {
        if (isIdentifierPart(source[i])) {
          i++
        } else if (source[i] === '.') {
          // Dots only between name parts: `lab.hdl`, not `lab.` or `lab..hdl`.
          if (!isIdentifierPart(source[i + 1])) fail("Invalid name: '.' must be followed by a letter, digit or '_'", i)
          i++
        } else {
          break
        }
      }
      const text = source.slice(start, i)
      const lower = text.toLowerCase()
      const operator = Object.hasOwn(WORD_OPERATORS, lower) ? WORD_OPERATORS[lower] : undefined
      if (operator !== undefined) {
        tokens.push({ kind: 'operator', operator, text, position: start })
      } else if (Object.hasOwn(WORD_LITERALS, lower)) {
        tokens.push({ kind: 'literal', value: WORD_LITERALS[lower] as boolean | null, text, position: start })
      } else {
        tokens.push({ kind: 'identifier', name: text, text, position: start })
      }
      continue
    }

    if (c === '"' || c === "'") {
      let value = ''
      i++
      for (;;) {
        if (i >= source.length) fail('Unterminated text: missing closing quote', start)
        const ch = source[i] as string
        if (ch === c) {
          i++
          break
        }
        if (ch === '\\') {
          const escaped = source[i + 1]
          if (escaped === undefined) fail('Unterminated text: missing closing quote', start)
          const replacement = Object.hasOwn(ESCAPES, escaped as string) ? ESCAPES[escaped as string] : undefined
          if (replacement === undefined) fail(`Invalid escape sequence '\\${escaped}'`, i)
          value += replacement
          i += 2
          continue
        }
        value += ch
        i++
      }
      tokens.push({ kind: 'string', value, text: source.slice(start, i), position: start })
      continue
    }

    if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: c, text: c, position: start })
      i++
      continue
    }

    const symbol = SYMBOL_OPERATORS.find(([text]) => source.startsWith(text, i))
    if (symbol) {
      tokens.push({ kind: 'operator', operator: symbol[1], text: symbol[0], position: start })
      i += symbol[0].length
      continue
    }

    const codePoint = String.fromCodePoint(source.codePointAt(i) as number)
    fail(`Unexpected character '${codePoint}'`, start)
  }

  tokens.push({ kind: 'end', text: '', position: source.length })
  return tokens
}

/** Human description of a token for error messages. */
export function describeToken(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'end of rule'
    case 'number':
      return `number ${token.text}`
    case 'string':
      return `text ${token.text.length > 24 ? `${token.text.slice(0, 20)}…` : token.text}`
    case 'identifier':
      return `name '${token.text}'`
    default:
      return `'${token.text}'`
  }
}
