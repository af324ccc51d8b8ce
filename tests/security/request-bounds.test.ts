import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { newDataDir, postForm, startServer, type RunningServer } from '#tests/support/server.ts'

import { manyFields, RawConnection, requestHead } from './raw-http.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir(), SIGNIN_MAX_ATTEMPTS_PER_IP: '1000' })
})
afterAll(() => server.stop())

const FORM = 'application/x-www-form-urlencoded'

/** Sends head and body on a fresh connection without waiting for the body to be taken. */
async function post(path: string, body: string | Buffer, headers: Record<string, string | number> = {}) {
  const conn = await RawConnection.open(server.url)
  void conn.write(requestHead(server.url, 'POST', path, { 'content-length': Buffer.byteLength(body), ...headers }))
  void conn.write(body)
  return conn
}

/** Polls /healthz until `until` settles; resolves with the slowest answer in ms. */
async function slowestHealthz(until: Promise<unknown>): Promise<number> {
  let done = false
  void until.finally(() => (done = true))
  let slowest = 0
  while (!done) {
    const started = Date.now()
    const res = await fetch(`${server.url}/healthz`)
    await res.arrayBuffer()
    expect(res.status).toBe(200)
    slowest = Math.max(slowest, Date.now() - started)
    await new Promise((r) => setTimeout(r, 50))
  }
  return slowest
}

describe('bodies are bounded before anything parses them', () => {
  test('three 500,000-field sign-in posts (about 5 MB each) are refused with 413 at once; /healthz keeps answering', async () => {
    const body = manyFields(500_000, 10)
    expect(body.length).toBeGreaterThan(4_900_000)
    await (await fetch(`${server.url}/healthz`)).arrayBuffer() // warm: the first answer loads the route
    const started = Date.now()
    const answers = Promise.all(
      [0, 1, 2].map(async () => {
        const conn = await post('/login', body, { 'content-type': FORM, origin: server.url })
        const res = await conn.readResponse(10_000)
        conn.close()
        return { res, ms: Date.now() - started }
      }),
    )
    const slowest = await slowestHealthz(answers)
    for (const { res, ms } of await answers) {
      expect(res?.status).toBe(413)
      expect(ms).toBeLessThan(3_000)
      // The refusal is a small page, not the sign-in page with the fields echoed.
      expect(res?.headers['content-type']).toMatch(/^text\/html/)
      expect(res?.body.length).toBeLessThan(2_000)
      expect(res?.headers.connection).toBe('close')
    }
    expect(slowest).toBeLessThan(1_000)
  })

  test('a client that announces 5 MB and stalls is answered and the connection closed, not held open', async () => {
    const conn = await RawConnection.open(server.url)
    await conn.write(requestHead(server.url, 'POST', '/tool/anion-gap', { 'content-length': 5_000_000, 'content-type': FORM, origin: server.url }))
    await conn.write('a='.padEnd(100_000, 'x'))
    const res = await conn.readResponse()
    expect(res?.status).toBe(413)
    expect(res?.headers.connection).toBe('close')
    expect(await conn.waitForClose(5_000)).toBe(true)
  })

  test('a chunked body is counted as it arrives: 413 once it passes the limit', async () => {
    const conn = await RawConnection.open(server.url)
    await conn.write(
      requestHead(server.url, 'POST', '/login', { 'content-type': FORM, 'transfer-encoding': 'chunked', origin: server.url }),
    )
    const chunk = 'a='.padEnd(16 * 1024, 'x')
    for (let i = 0; i < 64 && !conn.closed; i++) {
      await conn.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`)
    }
    const res = await conn.readResponse()
    conn.close()
    expect(res?.status).toBe(413)
    expect(res?.headers.connection).toBe('close')
  })

  test('more than 1,000 form fields: 413, even within the size limit; 1,000 are parsed', async () => {
    const tooMany = await postForm(server, '/login', Object.fromEntries(manyFields(1_001, 6).split('&').map((p) => p.split('='))))
    expect(tooMany.status).toBe(413)
    const allowed = await postForm(server, '/login', Object.fromEntries(manyFields(1_000, 6).split('&').map((p) => p.split('='))))
    expect(allowed.status).toBe(400) // the sign-in form's own answer: no e-mail address
  })

  test('an API body over the limit: 413 as JSON before the route answers (here: consent missing)', async () => {
    const res = await fetch(`${server.url}/api-analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ events: [{ name: 'x'.repeat(100 * 1024) }] }),
    })
    expect(res.status).toBe(413)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({ error: { code: 'too_large' } })
  })

  test('a legitimate API post of realistic size still gets through', async () => {
    const res = await fetch(`${server.url}/api-tool-experience/calculators/anion-gap/versions/1.0.0/executor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ sodium: 140, chloride: 100, bicarbonate: 24, padding: 'x'.repeat(30 * 1024) }),
    })
    expect(res.status).not.toBe(413)
    expect(res.status).toBeLessThan(500)
  })
})

describe('Expect: 100-continue', () => {
  test('a body announced over the limit is refused with 413 before the client is invited to send it', async () => {
    const conn = await RawConnection.open(server.url)
    await conn.write(
      requestHead(server.url, 'POST', '/login', { 'content-length': 5_000_000, 'content-type': FORM, expect: '100-continue', origin: server.url }),
    )
    const res = await conn.readResponse(2_000)
    expect(res?.status).toBe(413)
    expect(res?.headers.connection).toBe('close')
    expect(await conn.waitForClose(5_000)).toBe(true)
  })

  test('a body within the limit is invited with 100 Continue, then read and answered', async () => {
    const conn = await RawConnection.open(server.url)
    const body = new URLSearchParams({ intent: 'signin', email: 'nobody@example.org', password: 'not the password' }).toString()
    await conn.write(
      requestHead(server.url, 'POST', '/login', {
        'content-length': Buffer.byteLength(body),
        'content-type': FORM,
        expect: '100-continue',
        origin: server.url,
      }),
    )
    expect((await conn.readResponse(2_000))?.status).toBe(100)
    await conn.write(body)
    const res = await conn.readResponse()
    conn.close()
    expect(res?.status).toBeGreaterThanOrEqual(200)
    expect(res?.status).toBeLessThan(500)
    expect(res?.status).not.toBe(413)
  })
})

describe('a kept-alive connection survives a refused body', () => {
  const big = 'a='.padEnd(200 * 1024, 'x')
  const cases: [string, string, Record<string, string>][] = [
    ['404 page', '/no-such-page', { 'content-type': FORM }],
    ['405 (route without action)', '/healthz', { 'content-type': 'application/json' }],
    ['401 (signed out)', '/api-tool-metadata/metadata/favourite-tool', { 'content-type': 'application/json' }],
    ['403 (no analytics consent)', '/api-analytics/events', { 'content-type': 'application/json' }],
  ]

  test.each(cases)('200 KB to a %s, then a second request on the same socket is answered', async (_, path, headers) => {
    const conn = await RawConnection.open(server.url)
    await conn.write(requestHead(server.url, 'POST', path, { 'content-length': big.length, origin: server.url, ...headers }) + big)
    const first = await conn.readResponse()
    expect(first?.status).toBeGreaterThanOrEqual(400)
    expect(first?.status).toBeLessThan(500)
    if (first?.headers.connection === 'close') {
      // Closing is the other honest answer: the client knows not to reuse the socket.
      expect(await conn.waitForClose(3_000)).toBe(true)
    } else {
      await conn.write(requestHead(server.url, 'GET', '/healthz'))
      const second = await conn.readResponse(3_000)
      expect(second?.status).toBe(200)
    }
    conn.close()
  })
})

describe('the sign-in page echoes only its own fields', () => {
  test('an unknown 10 KB field does not come back; the e-mail address as typed does', async () => {
    const res = await postForm(server, '/login', {
      intent: 'signin',
      email: 'not-an-address',
      password: 'whatever-password',
      unknownField: 'Z'.repeat(10_000),
    })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('not-an-address')
    expect(html).not.toContain('ZZZZZZZZZZ')
    expect(html).not.toContain('unknownField')
    expect(html).not.toContain('whatever-password')
  })
})
