import { describe, expect, test } from 'vitest'

import { hasNoNul, holdsNul } from './text.ts'

describe('text PostgreSQL can store', () => {
  test('NUL anywhere in a string, key or nested value is found', () => {
    expect(hasNoNul('Ana Lima')).toBe(true)
    expect(hasNoNul('Ana\u0000Lima')).toBe(false)
    expect(holdsNul({ a: [1, 'x', { b: 'y\u0000' }] })).toBe(true)
    expect(holdsNul({ ['k\u0000']: 1 })).toBe(true)
    expect(holdsNul({ a: [1, 'x', { b: 'y', c: null, d: true }] })).toBe(false)
    // A backslash followed by "u0000" is ordinary text.
    expect(holdsNul(JSON.parse('{"a":"\\\\u0000"}'))).toBe(false)
    expect(holdsNul(JSON.parse('{"a":"\\u0000"}'))).toBe(true)
  })
})
