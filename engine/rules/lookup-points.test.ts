import { describe, expect, it } from 'vitest'

import { RuleEvaluationError } from './errors.ts'
import { BUILTIN_FUNCTION_NAMES } from './functions.ts'
import { evaluateRule, referencedFunctions, referencedNames } from './index.ts'
import { parse } from './parser.ts'
import { scopeOf } from '#tests/support/rule-scope.ts'
import type { RuleScope, RuleValue } from './types.ts'

const values = { score: 2, text: 'b', missing: null, empty: '', five: '5' }
const run = (source: string) => evaluateRule(source, scopeOf(values))

describe('lookup(x, key, value, …[, otherwise])', () => {
  it('parses as a call of any even or odd length', () => {
    expect(parse('lookup(score, 0, 0.3, 1, 0.9)')).toMatchObject({ type: 'call', name: 'lookup' })
    expect(BUILTIN_FUNCTION_NAMES).toContain('lookup')
    expect(referencedFunctions('lookup(score, 0, 1)')).toEqual(['lookup'])
  })

  it.each([
    ['lookup(score, 0, 0.3, 1, 0.9, 2, 2.9, 3, 4.6)', 2.9],
    ['lookup(score, 2, 10)', 10],
    ['lookup(0, 0, 0.3, 1, 0.9)', 0.3],
    // Keys compare as `=` does: numbers and numeric texts alike, texts exactly.
    ["lookup(five, 5, 'five')", 'five'],
    ["lookup(text, 'a', 1, 'b', 2)", 2],
    ["lookup(text, 'B', 1)", null],
    // The first matching row wins.
    ['lookup(score, 2, 1, 2, 7)', 1],
    // Values may be any kind, expressions included.
    ["lookup(score, 1, 'one', 2, 'two')", 'two'],
    ['lookup(score, 2, score * 10)', 20],
    ['lookup(score + 1, 3, true)', true],
  ])('%s = %j', (source, expected) => {
    expect(run(source)).toEqual(expected)
  })

  it.each([
    // Outside the table: the optional last argument, otherwise no value.
    ['lookup(score, 0, 0.3, 1, 0.9)', null],
    ['lookup(score, 0, 0.3, 1, 0.9, 17.4)', 17.4],
    ["lookup(score, 0, 'low', 'other')", 'other'],
    ['lookup(99, 0, 1, 0)', 0],
  ])('outside the table: %s = %j', (source, expected) => {
    expect(run(source)).toEqual(expected)
  })

  it.each([
    ['lookup(missing, 0, 1, 2, 3)', null],
    ['lookup(empty, 0, 1, 2, 3)', null],
    ['lookup(unknown_name, 0, 1)', null],
    // A missing x gives no value even with an `otherwise`: an unanswered item is unknown.
    ['lookup(missing, 0, 1, 99)', null],
    // A missing value in the table is just a value.
    ['lookup(score, 2, missing)', null],
  ])('missing values: %s = %j', (source, expected) => {
    expect(run(source)).toEqual(expected)
  })

  it('needs x and at least one row', () => {
    expect(() => run('lookup(score)')).toThrow(RuleEvaluationError)
    expect(() => run('lookup(score, 1)')).toThrow(/expects at least 3 arguments, got 2/)
  })
})

/** A scope whose fields score points, as a tool's scope does. */
function pointsScope(points: Record<string, RuleValue>): RuleScope {
  return { ...scopeOf(values), points: (name) => (Object.hasOwn(points, name) ? (points[name] as RuleValue) : null) }
}

describe('points(field, …)', () => {
  it('parses as a call whose arguments are field names', () => {
    expect(parse('points(a, b)')).toMatchObject({ type: 'call', name: 'points', args: [{ type: 'identifier', name: 'a' }, { type: 'identifier', name: 'b' }] })
    expect(referencedNames('points(a, b) + c')).toEqual(['a', 'b', 'c'])
    expect(referencedFunctions('points(a)')).toEqual(['points'])
    expect(BUILTIN_FUNCTION_NAMES).toContain('points')
  })

  it('sums the points of the chosen labels', () => {
    const scope = pointsScope({ a: 1, b: 2, c: 0, d: 1.5, e: -2 })
    expect(evaluateRule('points(a)', scope)).toBe(1)
    expect(evaluateRule('points(a, b, c)', scope)).toBe(3)
    expect(evaluateRule('points(a, b, c, d, e)', scope)).toBe(2.5)
    expect(evaluateRule('POINTS(a, b) * 2 + 1', scope)).toBe(7)
    expect(evaluateRule('if(points(a, b) >= 3, 1, 0)', scope)).toBe(1)
    // A field named twice counts twice.
    expect(evaluateRule('points(b, b)', scope)).toBe(4)
  })

  it('is unknown when any field has no value, as sum is', () => {
    const scope = pointsScope({ a: 1, b: null })
    expect(evaluateRule('points(a, b)', scope)).toBeNull()
    expect(evaluateRule('points(b)', scope)).toBeNull()
    expect(evaluateRule('coalesce(points(a, b), 0)', scope)).toBe(0)
  })

  it('reads numeric texts as numbers and refuses non-finite results', () => {
    expect(evaluateRule('points(a, b)', pointsScope({ a: '2', b: 3 }))).toBe(5)
    expect(evaluateRule('points(a)', pointsScope({ a: 'many' }))).toBeNull()
    expect(evaluateRule('points(a, b)', pointsScope({ a: Number.MAX_VALUE, b: Number.MAX_VALUE }))).toBeNull()
  })

  it('takes field names only, at least one', () => {
    const scope = pointsScope({ a: 1 })
    expect(() => evaluateRule('points()', scope)).toThrow(/expects at least 1 argument, got 0/)
    expect(() => evaluateRule('points(1)', scope)).toThrow(/takes field names/)
    expect(() => evaluateRule("points('a')", scope)).toThrow(/takes field names/)
    expect(() => evaluateRule('points(a + 1)', scope)).toThrow(/takes field names/)
  })

  it('needs a scope over a tool’s fields', () => {
    expect(() => run('points(a)')).toThrow(/needs the fields of a tool/)
  })

  it('lets a scope’s error through, and cannot be overridden', () => {
    const scope: RuleScope = {
      get: () => null,
      points: () => {
        throw new RuleEvaluationError('no labels')
      },
    }
    expect(() => evaluateRule('points(a)', scope)).toThrow('no labels')
    expect(() => evaluateRule('points(a)', pointsScope({ a: 1 }), { points: () => 0 })).toThrow(/cannot be overridden/)
  })
})
