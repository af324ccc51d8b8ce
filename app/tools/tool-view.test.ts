import { describe, expect, test } from 'vitest'

import { newestAnswer } from './tool-view.ts'

describe('newestAnswer', () => {
  const loaded = { stamp: 0, name: 'loader' }
  test('the loader’s answer until a post is answered', () => {
    expect(newestAnswer(loaded, undefined, null)).toBe(loaded)
  })
  test('the answer asked for last wins, whichever arrived last', () => {
    const cont = { stamp: 200, name: 'continue' }
    const slowCheck = { stamp: 100, name: 'live check' }
    expect(newestAnswer(loaded, cont, slowCheck)).toBe(cont)
    const laterCheck = { stamp: 300, name: 'live check' }
    expect(newestAnswer(loaded, cont, laterCheck)).toBe(laterCheck)
  })
  test('equal stamps: the later source (a live check after the page post it repeats)', () => {
    const a = { stamp: 5, name: 'post' }
    const b = { stamp: 5, name: 'check' }
    expect(newestAnswer(loaded, a, b)).toBe(b)
  })
})
