import { describe, expect, test } from 'vitest'

import { isSameOrigin, readJsonBody } from './http.server.ts'

const post = (headers: Record<string, string>, body = '{}') =>
  new Request('http://127.0.0.1:3000/api-tool-experience/users/preference', { method: 'POST', headers, body })

describe('origin check for mutating API routes', () => {
  test('same origin passes, another origin does not', () => {
    expect(isSameOrigin(post({ origin: 'http://127.0.0.1:3000' }))).toBe(true)
    expect(isSameOrigin(post({ origin: 'https://evil.example' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'null' }))).toBe(false)
    expect(isSameOrigin(post({ referer: 'https://evil.example/page' }))).toBe(false)
    expect(isSameOrigin(post({ referer: 'http://127.0.0.1:3000/tools' }))).toBe(true)
  })
})

describe('JSON bodies', () => {
  test('malformed JSON is a 400 with a JSON error, a wrong type a 415', async () => {
    const bad = await readJsonBody(post({ 'content-type': 'application/json' }, '{nope')).catch((r: Response) => r)
    expect(bad).toBeInstanceOf(Response)
    expect((bad as Response).status).toBe(400)
    expect(await (bad as Response).json()).toEqual({ error: { code: 'invalid_json', message: 'The body is not valid JSON.' } })
    const wrongType = await readJsonBody(post({ 'content-type': 'text/plain' })).catch((r: Response) => r)
    expect((wrongType as Response).status).toBe(415)
  })

  test('text with NUL, which the database cannot store, is refused with a 400', async () => {
    const nul = await readJsonBody(post({ 'content-type': 'application/json' }, '{"note":"a\\u0000b"}')).catch((r: Response) => r)
    expect((nul as Response).status).toBe(400)
    expect(await (nul as Response).json()).toMatchObject({ error: { code: 'invalid_text' } })
  })

  test('good JSON is parsed', async () => {
    expect(await readJsonBody(post({ 'content-type': 'application/json' }, '{"a":1}'))).toEqual({ a: 1 })
  })
})
