import { describe, expect, it } from 'vitest'
import { formatRule } from './format.ts'
import { parse, type RuleAst } from './parser.ts'

const normalise = (source: string) => formatRule(parse(source))

describe('formatRule', () => {
  it.each([
    ['1+2*3', '1 + 2 * 3'],
    ['(1+2)*3', '(1 + 2) * 3'],
    ['a-(b-c)', 'a - (b - c)'],
    ['(a-b)-c', 'a - b - c'],
    ['a/(b*c)', 'a / (b * c)'],
    ['(2^3)^2', '(2 ^ 3) ^ 2'],
    ['2^(3^2)', '2 ^ 3 ^ 2'],
    ['(-2)^2', '(-2) ^ 2'],
    ['-(2^2)', '-2 ^ 2'],
    ['2^(-1)', '2 ^ -1'],
    ['2^(1+1)', '2 ^ (1 + 1)'],
    ['-(-x)', '- -x'],
    ['-(a+b)', '-(a + b)'],
    ['a*-b', 'a * -b'],
    ['NOT (a AND b)', 'not (a and b)'],
    ['!a && b', 'not a and b'],
    ['a || b && c', 'a or b and c'],
    ['(a or b) and c', '(a or b) and c'],
    ['(a < b) = c', '(a < b) = c'],
    ['a = (b <> c)', 'a = (b != c)'],
    ['(not a) = b', '(not a) = b'],
    ['not a = b', 'not a = b'],
    ['a + (not b)', 'a + (not b)'],
    ['IF(x, "it\'s", \'a\\\\b\\n\')', "IF(x, 'it\\'s', 'a\\\\b\\n')"],
    ['f()', 'f()'],
    ['TRUE or NULL', 'true or null'],
    ['1e21 + .5 + 1e-7', '1e+21 + 0.5 + 1e-7'],
  ])('%s → %s', (source, expected) => {
    expect(normalise(source)).toBe(expected)
    // Formatting is idempotent.
    expect(normalise(expected)).toBe(expected)
  })

  it('prints negative literals from hand-built trees safely', () => {
    const ast: RuleAst = {
      type: 'binary',
      operator: '^',
      left: { type: 'literal', value: -2, position: 0 },
      right: { type: 'literal', value: 2, position: 0 },
      position: 0,
    }
    expect(formatRule(ast)).toBe('(-2) ^ 2')
  })
})
