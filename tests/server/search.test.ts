import { request as httpRequest } from 'node:http'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir() })
})
afterAll(() => server.stop())

type Item = { suggestion: string; id: string }
const completion = (qs: string) => fetch(`${server.url}/api/decisions/v1/completion${qs}`)
const byANs = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api-tool-experience/tool/content/slug/byANs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

describe('completion API', () => {
  test('topics and terms, at most 5 by default, not cached', async () => {
    const res = await completion('?query=afib')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    const body = (await res.json()) as { topics: Item[]; terms: Item[] }
    expect(body.topics.length).toBeGreaterThan(0)
    expect(body.topics.length).toBeLessThanOrEqual(5)
    expect(body.terms.length).toBeLessThanOrEqual(5)
    expect(body.topics.map((t) => t.id)).toEqual(expect.arrayContaining(['cha2ds2-vasc', 'has-bled']))
    for (const item of [...body.topics, ...body.terms]) expect(item).toEqual({ suggestion: expect.any(String), id: expect.any(String) })
  })

  test('max is clamped to 1–10; blank or missing text gives empty lists', async () => {
    const one = (await (await completion('?query=score&max=1')).json()) as { topics: Item[]; terms: Item[] }
    expect(one.topics).toHaveLength(1)
    const zero = (await (await completion('?query=score&max=0')).json()) as { topics: Item[] }
    expect(zero.topics).toHaveLength(1)
    const many = (await (await completion('?query=score&max=99')).json()) as { topics: Item[] }
    expect(many.topics).toHaveLength(10)
    for (const qs of ['?query=', '?query=%20%20', '']) {
      const res = await completion(qs)
      expect(res.status, qs).toBe(200)
      expect(await res.json()).toEqual({ topics: [], terms: [] })
    }
  })

  test('bad parameters are 4xx JSON, never 500', async () => {
    for (const qs of ['?query=afib&max=abc', '?query=afib&max=-1', '?query=afib&max=1.5', `?query=${'a'.repeat(201)}`]) {
      const res = await completion(qs)
      expect(res.status, qs).toBe(400)
      expect(await res.json()).toHaveProperty('error.code')
    }
    const post = await fetch(`${server.url}/api/decisions/v1/completion?query=afib`, { method: 'POST' })
    expect(post.status).toBe(405)
  })
})

describe('slug by content name API', () => {
  test('slugs in the order asked; unknown ids skipped', async () => {
    const res = await byANs(JSON.stringify({ listAN: ['wells-pe', 'nope', 'cha2ds2-vasc'] }))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual([
      { an: 'wells-pe', slug: 'wells-pe' },
      { an: 'cha2ds2-vasc', slug: 'cha2ds2-vasc' },
    ])
  })

  test('malformed bodies are 4xx JSON; cross-origin and GET are refused', async () => {
    const cases: [string, string, number][] = [
      ['{not json', 'application/json', 400],
      ['null', 'application/json', 400],
      ['[]', 'application/json', 400],
      ['{"listAN":"wells-pe"}', 'application/json', 400],
      ['{"listAN":[1,2]}', 'application/json', 400],
      ['listAN=x', 'application/x-www-form-urlencoded', 415],
    ]
    for (const [body, type, status] of cases) {
      const res = await byANs(body, { 'content-type': type })
      expect(res.status, body).toBe(status)
      expect(await res.json()).toHaveProperty('error.code')
    }
    const cross = await byANs(JSON.stringify({ listAN: ['wells-pe'] }), { origin: 'https://evil.example' })
    expect(cross.status).toBe(403)
    expect((await fetch(`${server.url}/api-tool-experience/tool/content/slug/byANs`)).status).toBe(405)
  })
})

describe('search page without JavaScript', () => {
  test('results link to the tools, with the count', async () => {
    const res = await fetch(`${server.url}/search?q=sore+throat`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/\d+ results? for “sore throat”/)
    expect(html).toContain('href="/tool/centor-mcisaac"')
    expect(html).toContain('href="/tool/feverpain"')
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="sore throat"/)
  })

  test("'No results' text; empty text shows the form only", async () => {
    const none = await (await fetch(`${server.url}/search?q=zzqxw`)).text()
    expect(none).toContain('No results for “zzqxw”')
    const empty = await (await fetch(`${server.url}/search`)).text()
    expect(empty).toMatch(/<input[^>]*id="search-page-q"/)
    expect(empty).not.toMatch(/results? for|No results/)
  })

  test('untidy text is sent to its tidy address', async () => {
    for (const qs of ['q=%20%20afib%20%20', 'q=sore%20%20%20throat', 'q=sore%2Bthroat', 'q=%20']) {
      const res = await fetch(`${server.url}/search?${qs}`, { redirect: 'manual' })
      expect(res.status, qs).toBe(302)
      expect(res.headers.get('location'), qs).toMatch(/^\/search(\?q=(afib|sore\+throat))?$/)
    }
  })

  test('every page has the header search form', async () => {
    const html = await (await fetch(`${server.url}/`)).text()
    expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/search")[^>]*>/)
    expect(html).toContain('placeholder="Search Consilium"')
  })
})

/** A page as asked for under another host name (node's fetch does not send a custom Host). */
function getAs(host: string, pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(pathname, server.url), { headers: { host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve(body))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('search box', () => {
  test('the placeholder names the brand of the host', async () => {
    const consumer = await getAs('patients.localhost', '/')
    expect(consumer).toContain('placeholder="Search Consilium Choices"')
    const clinician = await getAs('consilium.example', '/')
    expect(clinician).toContain('placeholder="Search Consilium"')
  })

  test('without JavaScript it is a plain search box (no combobox role) in a GET form', async () => {
    const html = await (await fetch(`${server.url}/`)).text()
    const input = /<input[^>]*id="site-search-q"[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).toContain('type="search"')
    expect(input).not.toContain('role="combobox"')
    expect(input).not.toContain('aria-expanded')
  })

  test('session-number travels with a search and stays on its result links', async () => {
    const home = await (await fetch(`${server.url}/?session-number=ehr-42`)).text()
    expect(home).toMatch(/<input type="hidden" name="session-number" value="ehr-42"\/?>/)
    const results = await (await fetch(`${server.url}/search?q=wells&session-number=ehr-42`)).text()
    expect(results).toContain('href="/tool/wells-pe?session-number=ehr-42"')
  })
})
