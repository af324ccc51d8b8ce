import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { convertValue, isEmptyValue, toNumber } from './values.ts'

describe('convertValue', () => {
  test('empty stays empty', () => {
    for (const raw of [undefined, null, '', '   ', '\t\n']) expect(convertValue(raw), JSON.stringify(raw)).toBeNull()
  })

  test.each([
    ['42', 42],
    [' 42 ', 42],
    ['-3', -3],
    ['+3', 3],
    ['0', 0],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['1.5E-2', 0.015],
  ])('the numeric string %j becomes %d', (raw, expected) => {
    expect(convertValue(raw)).toBe(expected)
  })

  test('"true" and "false" become booleans; booleans stay', () => {
    expect(convertValue('true')).toBe(true)
    expect(convertValue(' false ')).toBe(false)
    expect(convertValue(true)).toBe(true)
    expect(convertValue(false)).toBe(false)
  })

  test('other text is kept (trimmed), including near-numbers', () => {
    for (const raw of ['yes', 'True', '0x10', '1,5', '1_000', 'Infinity', 'NaN', '5 kg', '--5', '1e']) {
      expect(convertValue(raw), raw).toBe(raw.trim())
    }
    expect(convertValue('  female ')).toBe('female')
  })

  test('a numeral too large for a number is kept as text, never Infinity', () => {
    expect(convertValue('1e999')).toBe('1e999')
    expect(convertValue('-1e999')).toBe('-1e999')
  })

  test('numbers stay; NaN and ±Infinity are empty', () => {
    expect(convertValue(3.25)).toBe(3.25)
    expect(convertValue(0)).toBe(0)
    for (const raw of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(convertValue(raw)).toBeNull()
  })

  test('lists keep their non-empty strings', () => {
    expect(convertValue(['a', '', 'b', 3, null])).toEqual(['a', 'b'])
  })

  test('objects, functions and other types are empty', () => {
    for (const raw of [{}, { a: 1 }, () => 1, Symbol('x'), 10n]) expect(convertValue(raw)).toBeNull()
  })

  test('never gives NaN, Infinity or undefined, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.double(), fc.stringMatching(/^[+-]?\d{0,400}(\.\d*)?([eE][+-]?\d{1,4})?$/)), (raw) => {
        const v = convertValue(raw)
        expect(v).not.toBeUndefined()
        if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  test('a finite number printed and read back is the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(convertValue(String(n))).toBe(n === 0 ? 0 : n)
      }),
    )
  })
})

describe('toNumber', () => {
  test('numbers, numeric text; null is empty', () => {
    expect(toNumber(5)).toBe(5)
    expect(toNumber(' 5.5 ')).toBe(5.5)
    expect(toNumber(null)).toBeNull()
  })

  test('booleans, other text, lists and non-finite values are not numbers', () => {
    for (const v of [true, false, 'yes', '', '1e999', ['1'], Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(toNumber(v as never), JSON.stringify(v)).toBeUndefined()
    }
  })
})

describe('isEmptyValue', () => {
  test('null, empty text and an empty list are empty; 0, false and a blank-free list are not', () => {
    expect(isEmptyValue(null)).toBe(true)
    expect(isEmptyValue('')).toBe(true)
    expect(isEmptyValue([])).toBe(true)
    expect(isEmptyValue(0)).toBe(false)
    expect(isEmptyValue(false)).toBe(false)
    expect(isEmptyValue(['a'])).toBe(false)
    expect(isEmptyValue('no')).toBe(false)
  })
})
