import { describe, expect, test } from 'vitest'

import { withSessionNumber } from './session-number.ts'

describe('session-number on internal links', () => {
  test('withSessionNumber keeps path, query and hash', () => {
    expect(withSessionNumber('/tools?a=1#x', '9')).toBe('/tools?a=1&session-number=9#x')
    expect(withSessionNumber('/tools', null)).toBe('/tools')
  })
})
