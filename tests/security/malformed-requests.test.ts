import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

import { RawConnection, requestHead, type RawResponse } from './raw-http.ts'

let server: RunningServer
let stderr = ''
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir() })
  server.process.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
})
afterAll(() => server.stop())

const FORM = 'application/x-www-form-urlencoded'
const TOOL = '/tool/anion-gap'
const BOUNDARY = 'x-boundary-7MA4YWxk'

function multipart(fields: Record<string, string>, boundary = BOUNDARY) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return `${parts.join('')}--${boundary}--\r\n`
}

type Case = {
  name: string
  method: string
  path: string
  headers?: Record<string, string | number>
  body?: string | Buffer
  /** A whole request head written as is (for heads a client library would not send). */
  raw?: string
  status: number
  allow?: string
}

async function send(c: Case): Promise<RawResponse | null> {
  const conn = await RawConnection.open(server.url)
  if (c.raw !== undefined) {
    await conn.write(c.raw)
  } else {
    const body = c.body ?? ''
    const withBody: Record<string, number> = c.body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}
    await conn.write(requestHead(server.url, c.method, c.path, { origin: server.url, connection: 'close', ...withBody, ...c.headers }))
    if (c.body !== undefined) await conn.write(body)
  }
  const res = await conn.readResponse()
  conn.close()
  return res
}

const DOCUMENT_METHODS = 'GET, HEAD, POST'

const cases: Case[] = [
  { name: 'OPTIONS on the home page', method: 'OPTIONS', path: '/', status: 204, allow: DOCUMENT_METHODS },
  { name: 'OPTIONS on a tool page', method: 'OPTIONS', path: TOOL, status: 204, allow: DOCUMENT_METHODS },
  { name: 'OPTIONS on an API', method: 'OPTIONS', path: '/api-analytics/events', status: 204, allow: 'GET, HEAD, POST, DELETE' },
  { name: 'OPTIONS *', method: 'OPTIONS', path: '*', status: 204 },
  { name: 'TRACE on the home page', method: 'TRACE', path: '/', status: 405, allow: DOCUMENT_METHODS },
  { name: 'TRACE on an API', method: 'TRACE', path: '/api-tool-experience/user', status: 405, allow: 'GET, HEAD, POST, DELETE' },
  { name: 'PROPFIND', method: 'PROPFIND', path: '/', status: 405, allow: DOCUMENT_METHODS },
  { name: 'PUT on a tool page', method: 'PUT', path: TOOL, status: 405, allow: DOCUMENT_METHODS },
  { name: 'PATCH on a tool page', method: 'PATCH', path: TOOL, status: 405, allow: DOCUMENT_METHODS },
  { name: 'DELETE on a tool page', method: 'DELETE', path: TOOL, status: 405, allow: DOCUMENT_METHODS },
  { name: 'PUT with a form body on the sign-in page', method: 'PUT', path: '/login', headers: { 'content-type': FORM }, body: 'a=1', status: 405, allow: DOCUMENT_METHODS },
  { name: 'PATCH on an API', method: 'PATCH', path: '/api-tool-experience/users/preference', headers: { 'content-type': 'application/json' }, body: '{}', status: 405 },

  { name: 'sign-in posted as JSON', method: 'POST', path: '/login', headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.org"}', status: 415 },
  { name: 'sign-in posted as text/plain', method: 'POST', path: '/login', headers: { 'content-type': 'text/plain' }, body: 'email=a@b.org', status: 415 },
  { name: 'sign-in posted as multipart without a boundary', method: 'POST', path: '/login', headers: { 'content-type': 'multipart/form-data' }, body: 'email=a@b.org', status: 415 },
  { name: 'tool page posted without a content type', method: 'POST', path: TOOL, body: '', status: 415 },
  { name: 'tool page posted as JSON', method: 'POST', path: TOOL, headers: { 'content-type': 'application/json' }, body: '{}', status: 415 },
  { name: 'language switch posted as JSON', method: 'POST', path: '/locale', headers: { 'content-type': 'application/json' }, body: '{}', status: 415 },
  { name: 'favourites posted as multipart with an empty body', method: 'POST', path: '/favourites', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '', status: 400 },
  { name: 'feedback posted as broken multipart', method: 'POST', path: '/feedback', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: `--${BOUNDARY}\r\nnonsense`, status: 400 },
  { name: 'API posted as text/plain', method: 'POST', path: '/api-tool-experience/calculators/anion-gap/versions/1.0.0/executor', headers: { 'content-type': 'text/plain' }, body: '{}', status: 415 },

  { name: 'a NUL byte (%00) in a feedback message', method: 'POST', path: '/feedback', headers: { 'content-type': FORM }, body: 'message=hi%00there&category=general&path=%2F', status: 400 },
  { name: 'a NUL byte (%00) in the sign-in e-mail', method: 'POST', path: '/login', headers: { 'content-type': FORM }, body: 'intent=signin&email=a%00b%40example.org&password=x', status: 400 },
  { name: 'a raw NUL byte in a form body', method: 'POST', path: TOOL, headers: { 'content-type': FORM }, body: Buffer.from('from=patient&x=a\u0000b'), status: 400 },
  { name: 'a NUL byte in a multipart text field', method: 'POST', path: '/feedback', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: multipart({ message: 'hi\u0000there', category: 'general', path: '/' }), status: 400 },

  { name: 'a Host with a space', method: 'GET', path: '/', headers: { host: 'exa mple.org' }, status: 400 },
  { name: 'a Host with an unclosed IPv6 bracket', method: 'GET', path: '/', headers: { host: '[::1' }, status: 400 },
  { name: 'a Host with a path and user info', method: 'GET', path: '/', headers: { host: 'a/b@c' }, status: 400 },
  { name: 'a Host with a bad port', method: 'GET', path: '/', headers: { host: 'example.org:99999' }, status: 400 },
  { name: 'no Host (HTTP/1.0)', method: 'GET', path: '/', raw: 'GET / HTTP/1.0\r\n\r\n', status: 400 },
  { name: 'no Host (HTTP/1.1)', method: 'GET', path: '/', raw: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', status: 400 },
  { name: 'a path with broken percent-encoding', method: 'GET', path: '/%E0%A4%A', status: 400 },
  { name: 'a static path with broken percent-encoding', method: 'GET', path: '/assets/%E0%A4%A', status: 400 },
  { name: 'POST to an API without an action', method: 'POST', path: '/healthz', headers: { 'content-type': 'application/json' }, body: '{}', status: 405 },
]

describe('malformed requests get a 4xx, never a 5xx', () => {
  test.each(cases)('$name: $status', async (c) => {
    const res = await send(c)
    expect(res?.status).toBe(c.status)
    if (c.allow) expect(res?.headers.allow).toBe(c.allow)
  })

  test('refusals speak the client\'s language: a small page for documents, JSON for APIs', async () => {
    const page = await send({ name: '', method: 'TRACE', path: '/', status: 405 })
    expect(page?.headers['content-type']).toMatch(/^text\/html/)
    expect(page?.body).toMatch(/<title>[^<]+<\/title>/)
    const api = await send({ name: '', method: 'TRACE', path: '/api-tool-experience/user', status: 405 })
    expect(api?.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(api?.body ?? '')).toMatchObject({ error: { code: 'method_not_allowed' } })
    const jsonClient = await send({ name: '', method: 'POST', path: '/login', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{}', status: 415 })
    expect(jsonClient?.headers['content-type']).toMatch(/^application\/json/)
  })

  test('nothing on stderr but JSON lines, and no client mistake logged as a server error', async () => {
    // Give the last lines time to arrive.
    await new Promise((r) => setTimeout(r, 300))
    for (const line of stderr.split('\n').filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow()
    const errors = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .filter((l) => l.level >= 50)
    expect(errors).toEqual([])
  })
})
