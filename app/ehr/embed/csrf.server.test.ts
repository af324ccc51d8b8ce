import { randomBytes } from 'node:crypto'

import { describe, expect, test } from 'vitest'

import { classOf } from '../../../server/route-classes.ts'

import { csrfTokenFor, isApiPath, isValidCsrfToken, presentedCsrfToken } from './csrf.server.ts'

const key = () => randomBytes(32)

describe('the EHR session CSRF token', () => {
  const keys = [key()]
  const session = randomBytes(32).toString('base64url')

  test('is bound to the session and the key', () => {
    const token = csrfTokenFor(keys, session)
    expect(isValidCsrfToken(keys, session, token)).toBe(true)
    expect(isValidCsrfToken(keys, randomBytes(32).toString('base64url'), token)).toBe(false)
    expect(isValidCsrfToken([key()], session, token)).toBe(false)
    expect(token).not.toContain(session)
  })

  test('a missing, empty or altered token is refused', () => {
    const token = csrfTokenFor(keys, session)
    expect(isValidCsrfToken(keys, session, null)).toBe(false)
    expect(isValidCsrfToken(keys, session, '')).toBe(false)
    expect(isValidCsrfToken(keys, session, token.slice(0, -1))).toBe(false)
    expect(isValidCsrfToken(keys, session, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false)
  })

  test('survives a key rotation (the old key stays second)', () => {
    const old = keys[0]!
    const token = csrfTokenFor([old], session)
    expect(isValidCsrfToken([key(), old], session, token)).toBe(true)
  })

  test('is read from the header, else from a form body', async () => {
    const post = (body: BodyInit, headers: Record<string, string>) =>
      new Request('http://127.0.0.1/tool/x', { method: 'POST', body, headers })
    expect(await presentedCsrfToken(post('{}', { 'content-type': 'application/json', 'x-csrf-token': 'abc' }))).toBe('abc')
    expect(await presentedCsrfToken(post('a=1&csrf=def', { 'content-type': 'application/x-www-form-urlencoded' }))).toBe('def')
    expect(await presentedCsrfToken(post('{"csrf":"x"}', { 'content-type': 'application/json' }))).toBeNull()
    const request = post('a=1&csrf=ghi', { 'content-type': 'application/x-www-form-urlencoded' })
    await presentedCsrfToken(request)
    // The action still reads the body.
    expect((await request.formData()).get('a')).toBe('1')
  })

  test.each(['/api-tool-experience/user', '/api/decisions/v1/completion', '/healthz', '/experimentVariants', '/assets/pdf/x.pdf', '/tool/prevent', '/cookies', '/favourites', '/apix'])(
    'JSON or page refusal follows the route classes (%s)',
    (path) => {
      expect(isApiPath(path)).toBe(classOf(path) === 'api')
    },
  )
})
