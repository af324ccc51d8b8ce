import { describe, expect, it } from 'vitest'
import { RuleEvaluationError } from './errors.ts'
import { evaluateAst } from './evaluate.ts'
import { BUILTIN_FUNCTION_NAMES, roundHalfAwayFromZero } from './functions.ts'
import { evaluateRule } from './index.ts'
import { parse } from './parser.ts'
import { scopeOf } from '#tests/support/rule-scope.ts'

const run = (source: string) => evaluateAst(parse(source), scopeOf({ five: '5', yes: true, no: false, missing: null, empty: '', word: 'abc' }))

describe('round: half away from zero, decimal-correct', () => {
  it.each([
    ['round(2.5)', 3],
    ['round(-2.5)', -3],
    ['round(0.5)', 1],
    ['round(-0.5)', -1],
    ['round(1.4999)', 1],
    ['round(-1.5)', -2],
    ['round(2.4)', 2],
    ['round(-2.4)', -2],
    ['round(1.005, 2)', 1.01],
    ['round(-1.005, 2)', -1.01],
    ['round(1.255, 2)', 1.26],
    ['round(8.345, 2)', 8.35],
    ['round(1.45, 1)', 1.5],
    ['round(0.285, 2)', 0.29],
    ['round(10.075, 2)', 10.08],
    ['round(1234.5678, 0)', 1235],
    ['round(1234.5678, 3)', 1234.568],
    ['round(0.1 + 0.2, 10)', 0.3],
    ['round(1e-7, 2)', 0],
    ['round(1.23456789e-5, 7)', 0.0000123],
    ['round(5.5e-7, 6)', 0.000001],
    ['round(1e21 + 0.5)', 1e21],
    ['round(1.7976931348623157e308, 10)', 1.7976931348623157e308],
    ['round(12)', 12],
    ['round(2.5, 0)', 3],
    ["round('2.5')", 3],
    ['round(yes)', 1],
    ['round(2.345, five)', 2.345],
  ])('%s = %s', (source, expected) => {
    expect(run(source)).toBe(expected)
  })

  it('never returns negative zero', () => {
    expect(Object.is(run('round(-0.4)'), 0)).toBe(true)
    expect(Object.is(run('round(-0.0001, 2)'), 0)).toBe(true)
  })

  it('propagates null', () => {
    expect(run('round(missing)')).toBeNull()
    expect(run('round(1.5, missing)')).toBeNull()
    expect(run('round(word)')).toBeNull()
  })

  it.each(['round(1, 11)', 'round(1, -1)', 'round(1, 1.5)', "round(1, 'two')"])('%s is an evaluation error', (source) => {
    expect(() => run(source)).toThrow(RuleEvaluationError)
  })

  it('agrees with toFixed on values that are exact in binary', () => {
    for (let i = -200; i <= 200; i++) {
      const x = i / 8 // exact binary fractions: .125, .25, .375, …
      const expected = Math.sign(x) * Number(Math.abs(x).toFixed(2))
      expect(roundHalfAwayFromZero(x, 2)).toBe(expected === 0 ? 0 : expected)
    }
  })
})

describe('numeric functions', () => {
  it.each([
    ['min(3, 1, 2)', 1],
    ['max(3, 1, 2)', 3],
    ['min(7)', 7],
    ["max('10', 9)", 10],
    ['max(yes, no)', 1],
    ['floor(2.7)', 2],
    ['floor(-2.1)', -3],
    ['ceil(2.1)', 3],
    ['ceil(-2.7)', -2],
    ['abs(-4)', 4],
    ['sqrt(16)', 4],
    ['sqrt(0)', 0],
    ['ln(1)', 0],
    ['log10(1000)', 3],
    ['exp(0)', 1],
    ['pow(2, 10)', 1024],
    ['pow(4, 0.5)', 2],
    ['sum(1, 2, 3)', 6],
    ['sum(yes, yes, no, five)', 7],
    ['Sum(1)', 1],
  ])('%s = %s', (source, expected) => {
    expect(run(source)).toBe(expected)
  })

  it('computes ln and exp', () => {
    expect(run('ln(exp(2))')).toBeCloseTo(2, 14)
    expect(run('exp(1)')).toBe(Math.E)
  })

  it.each([
    'sqrt(-1)',
    'ln(0)',
    'ln(-1)',
    'log10(0)',
    'log10(-5)',
    'exp(1000)',
    'pow(0, -1)',
    'pow(-8, 1/3)',
    'min(1, missing)',
    'max(missing)',
    "max(1, 'abc')",
    'sum(1, missing, 2)',
    'sum(1, empty)',
    'sum(1e308, 1e308)',
    'floor(missing)',
    'abs(word)',
  ])('%s is null (domain error or missing value)', (source) => {
    expect(run(source)).toBeNull()
  })

  it('never returns negative zero', () => {
    expect(Object.is(run('ceil(-0.5)'), 0)).toBe(true)
  })
})

describe('other functions', () => {
  it.each([
    ['isEmpty(missing)', true],
    ['isEmpty(empty)', true],
    ["isEmpty('  ')", true],
    ['isEmpty(0)', false],
    ['isEmpty(no)', false],
    ['isEmpty(word)', false],
    ['ISEMPTY(null)', true],
    ['coalesce(missing, 2)', 2],
    ['coalesce(missing, empty, word, 3)', 'abc'],
    ['coalesce(0, 1)', 0],
    ['coalesce(no, 1)', false],
    ['coalesce(missing, empty)', null],
    ['between(5, 1, 10)', true],
    ['between(1, 1, 10)', true],
    ['between(10, 1, 10)', true],
    ['between(10.01, 1, 10)', false],
    ['between(five, 1, 10)', true],
    ['between(missing, 1, 10)', false],
    ['between(5, missing, 10)', false],
    ["between('b', 'a', 'c')", true],
    ['count(yes, no, 1, 0, five, missing, empty)', 3],
    ['count(no)', 0],
    ["count(1 > 0, 'x' = 'x', 2 < 1)", 2],
  ])('%s → %s', (source, expected) => {
    expect(run(source)).toBe(expected)
  })
})

describe('built-in names', () => {
  it('lists every built-in, lower-case', () => {
    expect(BUILTIN_FUNCTION_NAMES).toEqual([
      'abs',
      'between',
      'ceil',
      'coalesce',
      'concat',
      'count',
      'date_add',
      'days_between',
      'exp',
      'floor',
      'format_date',
      'if',
      'isempty',
      'ln',
      'log10',
      'lookup',
      'max',
      'min',
      'points',
      'pow',
      'round',
      'sqrt',
      'sum',
    ])
  })
})

describe('calendar dates and text', () => {
  const run = (source: string) => evaluateRule(source, { get: () => null })
  it('adds days across months, years and leap days', () => {
    expect(run("date_add('2024-02-28', 1)")).toBe('2024-02-29')
    expect(run("date_add('2023-02-28', 1)")).toBe('2023-03-01')
    expect(run("date_add('2025-12-31', 1)")).toBe('2026-01-01')
    expect(run("date_add('2026-03-10', -10)")).toBe('2026-02-28')
    // Naegele: last period 1 January 2026 + 280 days.
    expect(run("date_add('2026-01-01', 280)")).toBe('2026-10-08')
  })
  it('counts days between dates, negative when reversed', () => {
    expect(run("days_between('2026-01-01', '2026-03-01')")).toBe(59)
    expect(run("days_between('2026-03-01', '2026-01-01')")).toBe(-59)
  })
  it('refuses impossible dates and fractional days as empty', () => {
    expect(run("date_add('2026-02-30', 1)")).toBeNull()
    expect(run("date_add('2026-01-01', 1.5)")).toBeNull()
    expect(run("date_add('9999-12-01', 100)")).toBeNull()
    expect(run("days_between('01/02/2026', '2026-01-03')")).toBeNull()
  })
  it('formats dates and joins texts with numbers', () => {
    expect(run("format_date('2026-10-08')")).toBe('Oct 8, 2026')
    expect(run("concat(12, ' weeks ', 3, ' days')")).toBe('12 weeks 3 days')
    expect(run("concat('a', null)")).toBeNull()
  })
})
