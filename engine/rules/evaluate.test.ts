import { describe, expect, it, vi } from 'vitest'
import { RuleEvaluationError } from './errors.ts'
import { evaluateAst } from './evaluate.ts'
import { parse } from './parser.ts'
import { scopeOf } from '#tests/support/rule-scope.ts'
import { type RuleFunction, type RuleScope, type RuleValue } from './types.ts'

const fields: Record<string, RuleValue> = {
  age: 70,
  age_text: '70',
  five: '5',
  five_point: '5.0',
  ten: '10',
  nine: '9',
  empty: '',
  blank: '  ',
  missing: null,
  word: 'former',
  yes: true,
  no: false,
  zero: 0,
  zero_text: '0',
}
const run = (source: string, functions?: Record<string, RuleFunction>, scope: RuleScope = scopeOf(fields)) =>
  evaluateAst(parse(source), scope, functions)

function evaluationError(source: string, functions?: Record<string, RuleFunction>): RuleEvaluationError {
  try {
    run(source, functions)
  } catch (error) {
    expect(error).toBeInstanceOf(RuleEvaluationError)
    return error as RuleEvaluationError
  }
  throw new Error(`expected an evaluation error for ${source}`)
}

describe('field references', () => {
  it('resolves names case-sensitively, unknown names as null', () => {
    expect(run('age')).toBe(70)
    expect(run('Age')).toBeNull()
    expect(run('nowhere.to.be.found')).toBeNull()
  })

  it('passes cpdn-style dotted names to the scope verbatim', () => {
    const get = vi.fn(() => 1)
    evaluateAst(parse('lab.hdl + lab.ldl'), { get })
    expect(get.mock.calls).toEqual([['lab.hdl'], ['lab.ldl']])
  })

  it('normalises undefined, NaN and Infinity from a scope to null', () => {
    expect(run('x', undefined, { get: () => undefined as unknown as RuleValue })).toBeNull()
    expect(run('x', undefined, { get: () => Number.NaN })).toBeNull()
    expect(run('x + 1', undefined, { get: () => Number.POSITIVE_INFINITY })).toBeNull()
    expect(run('x', undefined, { get: () => -0 })).toBe(0)
    expect(Object.is(run('x', undefined, { get: () => -0 }), 0)).toBe(true)
  })

  it('rejects objects from a scope', () => {
    const error = (() => {
      try {
        run('1 + lab', undefined, { get: () => ({}) as unknown as RuleValue })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(RuleEvaluationError)
    expect((error as RuleEvaluationError).message).toMatch(/Field 'lab'/)
    expect((error as RuleEvaluationError).position).toBe(4)
  })
})

describe('null propagation and arithmetic safety', () => {
  it.each([
    'missing + 1',
    '1 - missing',
    'missing * 0',
    '0 / missing',
    'missing % 2',
    'missing ^ 0',
    '-missing',
    '+missing',
    'age + missing * 2',
    "'abc' * 2",
    "word + 1",
    "1 + 'x'",
    'empty + 1',
    'blank * 1',
  ])('%s is null', (source) => {
    expect(run(source)).toBeNull()
  })

  it.each(['1 / 0', '0 / 0', 'age / zero', '5 % 0', '1 / (age - 70)'])('%s (division by zero) is null', (source) => {
    expect(run(source)).toBeNull()
  })

  it.each(['10 ^ 400', '(-8) ^ 0.5', '0 ^ -1', '1e308 * 10', '-1e308 - 1e308'])('%s (NaN or infinite) is null', (source) => {
    expect(run(source)).toBeNull()
  })

  it('computes ordinary arithmetic', () => {
    expect(run('age - 10')).toBe(60)
    expect(run('7 % 3')).toBe(1)
    expect(run('-7 % 3')).toBe(-1)
    expect(run('2 ^ 0.5')).toBeCloseTo(Math.SQRT2, 15)
    expect(run('0 ^ 0')).toBe(1)
    expect(Object.is(run('0 * -1'), 0)).toBe(true)
  })

  it('converts numeric strings in arithmetic', () => {
    expect(run('five * 2')).toBe(10)
    expect(run("' 12 ' + 1")).toBe(13)
    expect(run("'1e2' / 4")).toBe(25)
    expect(run("-'3'")).toBe(-3)
    expect(run("+'3'")).toBe(3)
    expect(run("'0x10' + 0")).toBeNull()
    expect(run("'Infinity' + 0")).toBeNull()
    expect(run("'5,5' + 0")).toBeNull()
  })

  it('counts booleans as 1 and 0', () => {
    expect(run('yes + yes + no')).toBe(2)
    expect(run('2 * yes')).toBe(2)
    expect(run('-yes')).toBe(-1)
    expect(run('(age > 65) + (age > 75)')).toBe(1)
  })

  it('concatenates two texts, but adds two numeric texts', () => {
    expect(run("'a' + 'b'")).toBe('ab')
    expect(run("word + ' smoker'")).toBe('former smoker')
    expect(run("'' + 'x'")).toBe('x')
    expect(run('five + ten')).toBe(15)
    expect(run("five + ''")).toBe('5')
    expect(run("'a' + 1")).toBeNull()
  })
})

describe('comparisons', () => {
  it.each([
    ['age = 70', true],
    ['age == 70', true],
    ['age != 70', false],
    ['age <> 71', true],
    ['age < 70', false],
    ['age <= 70', true],
    ['age > 69.5', true],
    ['age >= 71', false],
    // Numeric strings against numbers convert.
    ["'5' = 5", true],
    ['five = 5', true],
    ['five < 6', true],
    ['age_text >= 65', true],
    ["5 = '5.0'", true],
    // Two numeric strings compare numerically ('10' > '9'), not as text.
    ['ten > nine', true],
    ['five = five_point', true],
    // Text: case-sensitive equality, code point order.
    ["word = 'former'", true],
    ["word = 'Former'", false],
    ["word != 'current'", true],
    ["'B' < 'a'", true],
    ["'abc' < 'abd'", true],
    ["'ab' < 'abc'", true],
    ["'\uFFFF' < '😀'", true],
    // Non-numeric text vs number: not equal, not ordered.
    ['word = 5', false],
    ['word != 5', true],
    ['word < 5', false],
    ['word >= 5', false],
    // Booleans.
    ['yes = true', true],
    ['yes = 1', true],
    ['no = 0', true],
    ['yes > no', true],
    ["yes = 'true'", false],
    ['no = null', false],
  ])('%s → %s', (source, expected) => {
    expect(run(source)).toBe(expected)
  })

  it.each(['missing = 1', 'missing != 1', 'missing < 1', 'missing >= 1', '1 > missing', 'missing = missing', 'missing != missing', "missing = ''", 'age + missing = 70'])(
    '%s is false (null compares false, != included)',
    (source) => {
      expect(run(source)).toBe(false)
    },
  )

  it.each([
    ['missing = null', true],
    ['missing == NULL', true],
    ['missing != null', false],
    ['missing <> null', false],
    ['null = missing', true],
    ['null != missing', false],
    ['empty = null', true],
    ['blank = null', true],
    ['zero = null', false],
    ['zero_text != null', true],
    ['no = null', false],
    ['age != null', true],
    ['(null) = age', false],
    ['null = null', true],
    ['age + missing = null', true],
    ['null < 1', false],
    ['age > null', false],
  ])('%s → %s (literal null tests emptiness)', (source, expected) => {
    expect(run(source)).toBe(expected)
  })
})

describe('logic', () => {
  it.each([
    ['yes and yes', true],
    ['yes and no', false],
    ['no or yes', true],
    ['no or no', false],
    ['age and five', true],
    ['zero or empty', false],
    ['missing or 0', false],
    ["'x' and 1", true],
    ['zero_text or no', false],
    ['not missing', true],
    ['not zero', true],
    ['not word', false],
    ['!yes', false],
    ['not zero_text', true],
    ['not blank', true],
  ])('%s → %s (always a boolean)', (source, expected) => {
    expect(run(source)).toBe(expected)
  })

  it('short-circuits and/or: the right side is not evaluated', () => {
    const calls: string[] = []
    const functions = {
      f: (...args: RuleValue[]) => {
        calls.push(`f(${args.join(',')})`)
        return true
      },
    }
    expect(run('false and f(1)', functions)).toBe(false)
    expect(run('true or f(2)', functions)).toBe(true)
    expect(run('missing and f(3)', functions)).toBe(false)
    expect(run('no and f(4) and f(5)', functions)).toBe(false)
    expect(calls).toEqual([])
    expect(run('true and f(6)', functions)).toBe(true)
    expect(run('false or f(7)', functions)).toBe(true)
    expect(calls).toEqual(['f(6)', 'f(7)'])
  })

  it('does not raise errors from the side that is skipped', () => {
    expect(run('false and nosuchfunction()')).toBe(false)
    expect(run('true or round(1, 2, 3)')).toBe(true)
  })
})

describe('if', () => {
  it('evaluates only the chosen branch', () => {
    const seen: RuleValue[] = []
    const functions = {
      mark: (x: RuleValue) => {
        seen.push(x)
        return x
      },
    }
    expect(run("if(age > 65, mark('old'), mark('young'))", functions)).toBe('old')
    expect(run("if(age > 75, mark('old'), mark('young'))", functions)).toBe('young')
    expect(seen).toEqual(['old', 'young'])
    expect(run('if(true, 1, nosuchfunction())')).toBe(1)
  })

  it('uses truthiness for the condition', () => {
    expect(run('if(five, 1, 2)')).toBe(1)
    expect(run('if(zero_text, 1, 2)')).toBe(2)
    expect(run('if(empty, 1, 2)')).toBe(2)
  })

  it('returns null for a missing (null) condition instead of silently taking the else branch', () => {
    expect(run('if(missing, 1, 2)')).toBeNull()
    // A comparison with a missing value is false, not null: guard with isEmpty when that matters.
    expect(run('if(missing > 1, 1, 2)')).toBe(2)
  })

  it('is case-insensitive and needs exactly three arguments', () => {
    expect(run('IF(yes, 1, 2)')).toBe(1)
    expect(evaluationError('if(yes, 1)').message).toBe("Function 'if' expects 3 arguments, got 2")
    expect(evaluationError('if(yes, 1, 2, 3)').position).toBe(0)
  })
})

describe('functions', () => {
  it('reports unknown functions at the call', () => {
    const error = evaluationError('1 + nosuch(2)')
    expect(error.message).toBe("Unknown function 'nosuch'")
    expect(error.position).toBe(4)
    expect(error.name).toBe('RuleEvaluationError')
  })

  it('does not resolve Object.prototype members as functions', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']) {
      expect(evaluationError(`${name}(1)`).message).toBe(`Unknown function '${name}'`)
      expect(evaluationError(`${name}(1)`, { other: () => 1 }).message).toBe(`Unknown function '${name}'`)
    }
  })

  it.each([
    ['round()', "Function 'round' expects 1 to 2 arguments, got 0"],
    ['round(1, 2, 3)', "Function 'round' expects 1 to 2 arguments, got 3"],
    ['min()', "Function 'min' expects at least 1 argument, got 0"],
    ['sqrt(1, 2)', "Function 'sqrt' expects 1 argument, got 2"],
    ['pow(2)', "Function 'pow' expects 2 arguments, got 1"],
    ['between(1, 2)', "Function 'between' expects 3 arguments, got 2"],
  ])('arity: %s', (source, message) => {
    expect(evaluationError(source).message).toBe(message)
  })

  it('checks arity before evaluating arguments', () => {
    const f = vi.fn(() => 1)
    expect(() => run('sqrt(f(), f())', { f })).toThrow(RuleEvaluationError)
    expect(f).not.toHaveBeenCalled()
  })

  it('calls custom functions with evaluated arguments, case-insensitively', () => {
    const pce10 = vi.fn((...args: RuleValue[]) => args.length)
    expect(run('PCE10(age, five, missing, yes)', { pce10 })).toBe(4)
    expect(pce10).toHaveBeenCalledWith(70, '5', null, true)
    expect(run('pce10()', { PCE10: pce10 })).toBe(0)
  })

  it('lets custom functions override built-ins, except the lazy if', () => {
    expect(run('max(1, 2)', { max: () => 'custom' })).toBe('custom')
    expect(run('ROUND(1.2)', { Round: () => 42 })).toBe(42)
    expect(() => run('1', { if: () => 1 })).toThrow(/'if' cannot be overridden/)
    expect(() => run('1', { IF: () => 1 })).toThrow(RuleEvaluationError)
  })

  it('normalises custom function results', () => {
    expect(run('f()', { f: () => Number.NaN })).toBeNull()
    expect(run('f()', { f: () => Number.NEGATIVE_INFINITY })).toBeNull()
    expect(run('f()', { f: () => undefined as unknown as RuleValue })).toBeNull()
    expect(evaluationError('f()', { f: () => ({}) as unknown as RuleValue }).message).toMatch(/Function 'f' produced an unsupported value/)
    expect(() => run('f()', { f: 1 as unknown as RuleFunction })).toThrow(/not a function/)
  })

  it('lets errors thrown by custom functions propagate unchanged', () => {
    const boom = new TypeError('boom')
    expect(() =>
      run('f()', {
        f: () => {
          throw boom
        },
      }),
    ).toThrow(boom)
  })

  it('attaches the call position to argument errors from built-ins', () => {
    const error = evaluationError('1 + round(2, 11)')
    expect(error.position).toBe(4)
    expect(error.message).toMatch(/digits must be a whole number from 0 to 10/)
  })
})
