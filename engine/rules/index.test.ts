import { describe, expect, it } from 'vitest'
import {
  checkRule,
  evaluateRule,
  isTruthy,
  parseRule,
  referencedFunctions,
  referencedNames,
  RuleEvaluationError,
  ruleErrorMessage,
  RuleSyntaxError,
  type RuleValue,
} from './index.ts'
import { scopeOf } from '#tests/support/rule-scope.ts'

describe('ruleErrorMessage', () => {
  it.each([
    ['validation', 'Incorrect validation rule: age >'],
    ['visibility', 'Incorrect visibility rule'],
    ['backgroundText', 'Incorrect background text'],
    ['condition', 'Incorrect condition'],
    ['value', 'Incorrect expression: age >'],
  ] as const)('%s', (context, message) => {
    expect(ruleErrorMessage(context, 'age >')).toBe(message)
  })
})

describe('isTruthy', () => {
  it.each<[RuleValue, boolean]>([
    [null, false],
    [false, false],
    [0, false],
    ['', false],
    ['   ', false],
    ['0', false],
    ['0.0', false],
    [true, true],
    [1, true],
    [-0.5, true],
    ['1', true],
    ['no', true],
    ['false', true],
  ])('%j → %s', (value, expected) => {
    expect(isTruthy(value)).toBe(expected)
  })
})

describe('parseRule cache', () => {
  it('returns the same AST object for the same source', () => {
    const source = 'cache_test_a + 1'
    const first = parseRule(source)
    expect(parseRule(source)).toBe(first)
    expect(parseRule('cache_test_a  + 1')).not.toBe(first)
  })

  it('does not cache failures as successes', () => {
    expect(() => parseRule('cache_test (')).toThrow(RuleSyntaxError)
    expect(() => parseRule('cache_test (')).toThrow(RuleSyntaxError)
  })

  it('stays correct when many distinct rules are parsed', () => {
    const first = parseRule('cache_first')
    for (let i = 0; i < 6000; i++) parseRule(`cache_many_${i}`)
    const again = parseRule('cache_first')
    expect(again).toEqual(first)
    expect(parseRule('cache_many_5999')).toBe(parseRule('cache_many_5999'))
  })
})

describe('referencedNames / referencedFunctions', () => {
  it('lists field references in order of first use, without function names or duplicates', () => {
    expect(referencedNames("if(age >= 75, 2, 0) + max(chf, lab.hdl) + age + isEmpty(x) + pce10(sex = 'f')")).toEqual([
      'age',
      'chf',
      'lab.hdl',
      'x',
      'sex',
    ])
    expect(referencedNames('1 + 2')).toEqual([])
    expect(referencedNames('a - (b * c) ^ d or not e')).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(referencedNames('Age + age')).toEqual(['Age', 'age'])
  })

  it('lists called functions lower-cased', () => {
    expect(referencedFunctions('IF(a, Max(b, 1), max(c)) + pce10(d)')).toEqual(['if', 'max', 'pce10'])
  })

  it('handles very long chains without recursion', () => {
    const source = Array.from({ length: 700 }, (_, i) => `f${i}`).join('+')
    expect(referencedNames(source)).toHaveLength(700)
    expect(referencedNames(source)[699]).toBe('f699')
  })

  it('throws RuleSyntaxError on malformed rules', () => {
    expect(() => referencedNames('a +')).toThrow(RuleSyntaxError)
  })
})

describe('checkRule', () => {
  it('accepts well-formed rules without evaluating them', () => {
    expect(checkRule('nosuchfunction(1, 2) + x')).toEqual({ ok: true })
    expect(checkRule('round(1, 2, 3)')).toEqual({ ok: true })
  })

  it.each([
    ['1 +', 3],
    ['(1', 2],
    ['1 2', 2],
    ["'open", 0],
    ['a < b < c', 6],
    ['@', 0],
    [',', 0],
    ['if(', 3],
  ])('%j → error at %d', (source, position) => {
    const result = checkRule(source)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.position).toBe(position)
      expect(result.message.length).toBeGreaterThan(0)
    }
  })
})

describe('evaluateRule', () => {
  it('throws RuleSyntaxError for malformed rules and RuleEvaluationError for unknown functions', () => {
    expect(() => evaluateRule('1 +', scopeOf())).toThrow(RuleSyntaxError)
    expect(() => evaluateRule('nosuch(1)', scopeOf())).toThrow(RuleEvaluationError)
  })

  it('passes custom functions through', () => {
    expect(evaluateRule('double(x)', scopeOf({ x: 4 }), { double: (x) => (typeof x === 'number' ? x * 2 : null) })).toBe(8)
  })
})

describe('realistic clinical rules', () => {
  const chads = "if(age >= 75, 2, if(age >= 65, 1, 0)) + chf + htn + 2*stroke + vascular + diabetes + (sex = 'female')"
  const patient = { chf: false, htn: false, stroke: false, vascular: false, diabetes: false, sex: 'male' }

  it.each<[string, Record<string, RuleValue>, RuleValue]>([
    ['healthy 50-year-old man', { ...patient, age: 50 }, 0],
    ['66-year-old woman', { ...patient, age: 66, sex: 'female' }, 2],
    ['65 exactly', { ...patient, age: 65 }, 1],
    ['75 exactly', { ...patient, age: 75 }, 2],
    ['everything', { age: 80, chf: true, htn: true, stroke: true, vascular: true, diabetes: true, sex: 'female' }, 9],
    ['form strings', { age: '80', chf: '1', htn: '0', stroke: '1', vascular: '0', diabetes: '1', sex: 'female' }, 7],
    ['stroke only', { ...patient, age: 40, stroke: true }, 2],
  ])('CHA2DS2-VASc: %s', (_name, values, expected) => {
    expect(evaluateRule(chads, scopeOf(values))).toBe(expected)
  })

  it('CHA2DS2-VASc stays empty while an item is unanswered', () => {
    expect(evaluateRule(chads, scopeOf({ ...patient, age: 70, diabetes: null }))).toBeNull()
  })

  it('CHA2DS2-VASc references every input', () => {
    expect(referencedNames(chads)).toEqual(['age', 'chf', 'htn', 'stroke', 'vascular', 'diabetes', 'sex'])
  })

  const visibility = "smoker = 'former' and not isEmpty(quit_years)"
  it.each<[Record<string, RuleValue>, boolean]>([
    [{ smoker: 'former', quit_years: 5 }, true],
    [{ smoker: 'former', quit_years: '0' }, true],
    [{ smoker: 'former', quit_years: null }, false],
    [{ smoker: 'former', quit_years: '' }, false],
    [{ smoker: 'current', quit_years: 5 }, false],
    [{ smoker: 'Former', quit_years: 5 }, false],
    [{ smoker: null, quit_years: 5 }, false],
  ])('visibility %j → %s', (values, expected) => {
    expect(isTruthy(evaluateRule(visibility, scopeOf(values)))).toBe(expected)
  })

  it('bound maxValue: age - 10', () => {
    expect(evaluateRule('age - 10', scopeOf({ age: 65 }))).toBe(55)
    expect(evaluateRule('age - 10', scopeOf({ age: '65' }))).toBe(55)
    expect(evaluateRule('age - 10', scopeOf({}))).toBeNull()
    expect(evaluateRule('age - 10', scopeOf({ age: 'sixty' }))).toBeNull()
  })

  it('validation rule with units and rounding', () => {
    const bmi = 'round(weight / (height / 100) ^ 2, 1)'
    expect(evaluateRule(bmi, scopeOf({ weight: 70, height: 175 }))).toBe(22.9)
    expect(evaluateRule(bmi, scopeOf({ weight: 70, height: 0 }))).toBeNull()
    expect(evaluateRule(bmi, scopeOf({ weight: 70 }))).toBeNull()
    const valid = 'isEmpty(sbp) or between(sbp, 60, 260) and sbp > dbp'
    expect(evaluateRule(valid, scopeOf({ sbp: 120, dbp: 80 }))).toBe(true)
    expect(evaluateRule(valid, scopeOf({ sbp: 80, dbp: 120 }))).toBe(false)
    expect(evaluateRule(valid, scopeOf({}))).toBe(true)
  })

  it('a score counting yes answers', () => {
    const score = 'count(q1, q2, q3, q4) + 2 * count(major1, major2)'
    expect(evaluateRule(score, scopeOf({ q1: true, q2: '1', q3: '0', q4: false, major1: 'yes', major2: null }))).toBe(4)
  })
})
