import { createServer, type Server } from 'node:http'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { openDb } from '#app/db/client.server.ts'
import { newDataDir, postForm, startServer, type RunningServer } from '#tests/support/server.ts'

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'

let server: RunningServer
let dataDir: string
let forwarder: Server
const forwarded: unknown[] = []

beforeAll(async () => {
  forwarder = createServer((req, res) => {
    let body = ''
    req.on('data', (d: Buffer) => (body += d.toString()))
    req.on('end', () => {
      forwarded.push(JSON.parse(body))
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve))
  const address = forwarder.address()
  const port = typeof address === 'object' && address ? address.port : 0
  dataDir = newDataDir()
  server = await startServer({ DATA_DIR: dataDir, ANALYTICS_FORWARD_URL: `http://127.0.0.1:${port}/collect` })
})
afterAll(async () => {
  await server?.stop()
  await new Promise((resolve) => forwarder?.close(resolve))
})

function consentCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('consilium-consent='))
  if (!cookie) throw new Error(`no consent cookie in ${JSON.stringify(response.headers.getSetCookie())}`)
  return cookie
}

const acceptedCookie = async () =>
  consentCookie(await postForm(server, '/cookies', { intent: 'accept-all', returnTo: '/' })).split(';')[0] ?? ''

function postEvents(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api-analytics/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify(body),
  })
}

const event = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tool launched',
  properties: { toolSlug: 'wells-pe', toolVersion: '1.0.0' },
  occurredAt: new Date().toISOString(),
  path: '/tool/wells-pe',
  visitId: '0123456789abcdef0123456789abcdef',
  ...overrides,
})

describe('consent drawer and /cookies', () => {
  test('the drawer is in the first HTML until a choice is made', async () => {
    const first = await (await fetch(`${server.url}/`)).text()
    expect(first).toContain('id="consent-title"')
    expect(first).toMatch(/<form [^>]*action="\/cookies" method="post"/)
    const cookie = await acceptedCookie()
    const later = await (await fetch(`${server.url}/`, { headers: { cookie } })).text()
    expect(later).not.toContain('id="consent-title"')
  })

  test('the /cookies page offers each category; strictly necessary is always on', async () => {
    const html = await (await fetch(`${server.url}/cookies?returnTo=/tools`)).text()
    expect(html).toContain('Cookie settings')
    const necessary = /<input id="consent-necessary"[^>]*>/.exec(html)?.[0] ?? ''
    expect(necessary).toContain('checked=""')
    expect(necessary).toContain('disabled=""')
    expect(html).toMatch(/name="analytics"/)
    expect(html).toContain('name="returnTo" value="/tools"')
  })

  test('a choice sets the cookie (six months, Lax) and goes back', async () => {
    const accepted = await postForm(server, '/cookies', { intent: 'accept-all', returnTo: '/tools?x=1' })
    expect(accepted.status).toBe(302)
    expect(accepted.headers.get('location')).toBe('/tools?x=1')
    const cookie = consentCookie(accepted)
    expect(cookie).toMatch(/^consilium-consent=v%3D1%26ANALYTICS%3DACCEPT%26at%3D\d{4}-\d\d-\d\d; Path=\/; Max-Age=15811200; SameSite=Lax; HttpOnly$/)

    const rejected = await postForm(server, '/cookies', { intent: 'save', returnTo: '/' })
    expect(consentCookie(rejected)).toContain('ANALYTICS%3DREJECT')
    const chosen = await postForm(server, '/cookies', { intent: 'save', analytics: 'on' })
    expect(consentCookie(chosen)).toContain('ANALYTICS%3DACCEPT')
    expect(chosen.headers.get('location')).toBe('/cookies?saved=1')
  })

  test('returnTo cannot send the visitor to another site', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await postForm(server, '/cookies', { intent: 'reject-all', returnTo })
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/cookies?saved=1')
    }
  })

  test('the drawer script saves without a redirect; a bad form is refused', async () => {
    const viaFetch = await postForm(server, '/cookies', { intent: 'accept-all', via: 'fetch', returnTo: '/' })
    expect(viaFetch.status).toBe(200)
    expect(consentCookie(viaFetch)).toContain('ANALYTICS%3DACCEPT')
    const bad = await postForm(server, '/cookies', { intent: 'maybe' })
    expect(bad.status).toBe(400)
    expect(bad.headers.getSetCookie().some((c) => c.startsWith('consilium-consent='))).toBe(false)
  })

  test('a cross-site form post is refused', async () => {
    const response = await postForm(server, '/cookies', { intent: 'accept-all' }, { origin: 'https://evil.example' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('consilium-consent='))).toBe(false)
  })
})

describe('unsupported-browser dialog', () => {
  test('old Internet Explorer gets it in the first HTML; the plain form dismisses it for the session', async () => {
    const html = await (await fetch(`${server.url}/`, { headers: { 'user-agent': IE11 } })).text()
    expect(html).toContain('Dear Internet Explorer User')
    expect(html).toContain(`<form method="post" action="/browser-warning">`)
    // In the document itself, not in a part streamed in by a script.
    expect(html.indexOf('Dear Internet Explorer User')).toBeLessThan(html.indexOf('<div hidden id="S:') === -1 ? Infinity : html.indexOf('<div hidden id="S:'))
    const modern = await (await fetch(`${server.url}/`)).text()
    expect(modern).not.toContain('Dear Internet Explorer User')

    const dismissed = await postForm(server, '/browser-warning', { returnTo: '/tools' }, { 'user-agent': IE11 })
    expect(dismissed.status).toBe(302)
    expect(dismissed.headers.get('location')).toBe('/tools')
    const cookie = dismissed.headers.getSetCookie().find((c) => c.startsWith('ie-warning-dismissed='))
    expect(cookie).toBe('ie-warning-dismissed=true; Path=/; SameSite=Lax')
    const after = await (await fetch(`${server.url}/`, { headers: { 'user-agent': IE11, cookie: 'ie-warning-dismissed=true' } })).text()
    expect(after).not.toContain('Dear Internet Explorer User')
  })
})

describe('POST /api-analytics/events', () => {
  test('without consent: 403 and nothing stored', async () => {
    const response = await postEvents({ events: [event({ path: '/no-consent' })] })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: { code: 'consent_required' } })
    const rejected = consentCookie(await postForm(server, '/cookies', { intent: 'reject-all' })).split(';')[0] ?? ''
    const refused = await postEvents({ events: [event({ path: '/no-consent' })] }, { cookie: rejected })
    expect(refused.status).toBe(403)
  })

  test('with consent: stored (query strings stripped, referrer as origin and path) and forwarded', async () => {
    const cookie = await acceptedCookie()
    const response = await postEvents(
      { events: [event({ path: '/tool/wells-pe?patient=secret#x' }), event({ name: 'Home viewed', properties: {}, path: '/' })] },
      { cookie, referer: `${server.url}/tool/wells-pe?session-number=abc`, 'x-forwarded-for': '203.0.113.9' },
    )
    expect(response.status).toBe(202)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ stored: 2 })
    await expect.poll(() => forwarded.length).toBeGreaterThan(0)
    expect(JSON.stringify(forwarded)).not.toContain('secret')
    expect(JSON.stringify(forwarded)).not.toContain('127.0.0.1"')
    expect(forwarded[0]).toMatchObject({ events: [expect.objectContaining({ name: 'Tool launched', path: '/tool/wells-pe' }), expect.anything()] })
  })

  test('bad batches are 400: unknown names, patient-like properties, too many events, wrong shapes', async () => {
    const cookie = await acceptedCookie()
    const bad = [
      { events: [] },
      { events: [event({ name: 'Page viewed' })] },
      { events: [event({ properties: { age: 54 } })] },
      { events: [event({ path: 'https://evil.example/' })] },
      { events: [event({ occurredAt: 'yesterday' })] },
      { events: [event({ ip: '203.0.113.9' })] },
      { events: Array.from({ length: 51 }, () => event()) },
      [event()],
    ]
    for (const body of bad) {
      const response = await postEvents(body, { cookie })
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
    const notJson = await fetch(`${server.url}/api-analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: server.url, cookie },
      body: 'events',
    })
    expect(notJson.status).toBe(415)
  })

  test('cross-origin posts are refused; GET is not allowed', async () => {
    const cookie = await acceptedCookie()
    const response = await postEvents({ events: [event()] }, { cookie, origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: { code: 'cross_origin' } })
    expect((await fetch(`${server.url}/api-analytics/events`)).status).toBe(405)
  })

  test('the rows hold no address or place of the visitor', async () => {
    await server.stop()
    const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
    try {
      const columns = await handle.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'analytics_events' order by column_name`,
      )
      expect(columns.rows.map((r) => (r as { column_name: string }).column_name)).toEqual([
        'id',
        'name',
        'occurred_at',
        'path',
        'properties',
        'received_at',
        'referrer',
        'visit_id',
      ])
      const rows = (await handle.db.execute(sql`select name, properties, path, referrer, visit_id from analytics_events order by name`))
        .rows as Record<string, unknown>[]
      expect(rows).toEqual([
        { name: 'Home viewed', properties: {}, path: '/', referrer: `${server.url}/tool/wells-pe`, visit_id: '0123456789abcdef0123456789abcdef' },
        {
          name: 'Tool launched',
          properties: { toolSlug: 'wells-pe', toolVersion: '1.0.0' },
          path: '/tool/wells-pe',
          referrer: `${server.url}/tool/wells-pe`,
          visit_id: '0123456789abcdef0123456789abcdef',
        },
      ])
      expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.9|127\.0\.0\.1"|secret|no-consent/)
    } finally {
      await handle.close()
    }
  })
})
