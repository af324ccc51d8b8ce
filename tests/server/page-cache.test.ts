import http from 'node:http'
import { brotliDecompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { DEMO_ACCOUNTS } from '#app/db/seed.server.ts'
import { newPageCacheProbe, type PageCacheProbe } from '#app/utils/page-cache.server.ts'
import { cookieFrom, newDataDir, postForm, startServer, type RunningServer } from '#tests/support/server.ts'

import { fill, mayUseCache, PageCache, pageCacheKey, refusalOf, templateOf, type CachedPage } from '../../server/page-cache.ts'

const NONCE = 'n0nce+/AAAAAAAAAAAAAAA=='
const VIEW = '0b6c2f0e-6a34-4c8e-9d7e-1f2a3b4c5d6e'

describe('templates', () => {
  test('every nonce and view id becomes a slot, filled anew', () => {
    const text = `<script nonce="${NONCE}">a</script><input value="${VIEW}"/>"${VIEW}"<link nonce="${NONCE}"/>`
    const template = templateOf(text, { nonce: NONCE, view: VIEW })
    expect(template.slots).toEqual(['nonce', 'view', 'view', 'nonce'])
    expect(template.parts.join('')).not.toContain(NONCE)
    expect(template.parts.join('')).not.toContain(VIEW)
    expect(fill(template, { nonce: NONCE, view: VIEW })).toBe(text)
    expect(fill(template, { nonce: 'other', view: 'v2' })).toBe('<script nonce="other">a</script><input value="v2"/>"v2"<link nonce="other"/>')
  })

  test('a page without views: only its nonce is a slot', () => {
    const text = `<script nonce="${NONCE}">a</script><input value="${VIEW}"/>`
    const template = templateOf(text, { nonce: NONCE })
    expect(template.slots).toEqual(['nonce'])
    expect(fill(template, { nonce: 'other' })).toBe(`<script nonce="other">a</script><input value="${VIEW}"/>`)
  })

  test('a text without slots stays one part', () => {
    expect(templateOf('text/html', { nonce: NONCE, view: VIEW })).toEqual({ parts: ['text/html'], slots: [] })
  })
})

describe('what may be looked up', () => {
  const url = (s: string) => new URL(s, 'http://localhost')
  test('a plain GET of a path, with or without ordinary cookies', () => {
    expect(mayUseCache('GET', url('/tool/prevent'), undefined)).toBe(true)
    expect(mayUseCache('GET', url('/tool/prevent'), 'lng=es; consilium-consent=x')).toBe(true)
  })
  test('never a POST, a HEAD, a query string, a data request or a request with a session, EHR or launch cookie', () => {
    expect(mayUseCache('POST', url('/tool/prevent'), undefined)).toBe(false)
    expect(mayUseCache('HEAD', url('/tool/prevent'), undefined)).toBe(false)
    expect(mayUseCache('GET', url('/tool/prevent?age=70'), undefined)).toBe(false)
    expect(mayUseCache('GET', url('/tool/prevent?session-number=7'), undefined)).toBe(false)
    expect(mayUseCache('GET', url('/tool/prevent.data'), undefined)).toBe(false)
    for (const cookie of [
      'consilium_session=abc',
      '__Host-consilium_session=abc',
      'lng=es; consilium_ehr=abc',
      '__Host-consilium_ehr=abc',
      '__Secure-consilium_smart_launch=abc',
    ]) {
      expect(mayUseCache('GET', url('/tool/prevent'), cookie), cookie).toBe(false)
    }
  })
})

describe('keys', () => {
  const base = {
    url: new URL('http://localhost/tool/prevent'),
    cookie: undefined,
    language: 'en-US',
    agent: '000',
    network: null,
    vary: '[{},2026]',
  }
  test('the same request, the same key; any input changed, another key', () => {
    expect(pageCacheKey({ ...base })).toBe(pageCacheKey({ ...base, url: new URL('http://localhost/tool/prevent') }))
    const variants = [
      { url: new URL('http://localhost/tool/cha2ds2-vasc') },
      { url: new URL('https://localhost/tool/prevent') },
      { url: new URL('http://consumer.localhost/tool/prevent') },
      { cookie: 'lng=es' },
      { cookie: 'consilium-consent=all' },
      { language: 'es' },
      { agent: '001' },
      { agent: '110' },
      { agent: '100' },
      { network: '0b9f0c6e-35cf-4a64-9a2b-6f6c7d3f1a11' },
      { vary: '[{"new-footer":true},2026]' },
      { vary: '[{},2027]' },
    ]
    const keys = new Set([pageCacheKey(base), ...variants.map((v) => pageCacheKey({ ...base, ...v }))])
    expect(keys.size).toBe(variants.length + 1)
  })
})

describe('what is never stored', () => {
  const html = `<script nonce="${NONCE}"></script><input value="${VIEW}"/>`
  const offered = (): PageCacheProbe => ({
    ...newPageCacheProbe(),
    nonce: NONCE,
    vary: '[]',
    offered: true,
    view: { id: VIEW, start: () => VIEW },
  })
  const response = (status = 200, headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }) => ({
    status,
    headers: new Headers(headers),
  })

  test('a document the page offered, rendered for nobody in particular, is stored', () => {
    expect(refusalOf(response(), offered(), html)).toBeNull()
    expect(refusalOf(response(), { ...offered(), view: null }, html)).toBeNull()
  })
  test('error statuses, redirects, non-documents and responses that set a cookie are not', () => {
    for (const status of [201, 302, 400, 403, 404, 500, 503]) expect(refusalOf(response(status), offered(), html), String(status)).not.toBeNull()
    expect(refusalOf(response(200, { 'content-type': 'application/json' }), offered(), html)).toBe('not a document')
    expect(refusalOf(response(200, { 'content-type': 'text/html', 'set-cookie': 'a=b' }), offered(), html)).toBe('sets a cookie')
    expect(refusalOf(response(200, { 'content-type': 'text/html', 'cache-control': 'private' }), offered(), html)).toBe('cache-control')
  })
  test('a render marked personal (signed in, network, EHR, a render error), or one the page did not offer, is not', () => {
    expect(refusalOf(response(), { ...offered(), personal: true }, html)).toBe('personal')
    expect(refusalOf(response(), { ...offered(), offered: false, view: null }, html)).toBe('not offered')
    expect(refusalOf(response(), { ...offered(), nonce: null }, html)).toBe('not offered')
    expect(refusalOf(response(), { ...offered(), vary: null }, html)).toBe('not offered')
    expect(refusalOf(response(), offered(), '<p>no scripts</p>')).toBe('no nonce in the document')
  })
})

describe('bounds', () => {
  const page = (chars: number): CachedPage => ({
    status: 200,
    headers: [],
    body: { parts: ['x'.repeat(chars)], slots: [] },
    startView: () => VIEW,
  })

  test('least recently used pages go first once the bytes exceed the bound', () => {
    // 2 bytes per character of text: 2,000 bytes a page.
    const cache = new PageCache(10_000, 60_000)
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, `/${key}`, page(1_000))
    expect(cache.bytes).toBe(10_000)
    expect(cache.get('a')).not.toBeNull()
    cache.set('f', '/f', page(1_000))
    expect(cache.get('b')).toBeNull()
    for (const key of ['a', 'c', 'd', 'e', 'f']) expect(cache.get(key), key).not.toBeNull()
    expect(cache.bytes).toBe(10_000)
    expect(cache.hasPath('/b')).toBe(false)
    expect(cache.hasPath('/a')).toBe(true)
  })

  test('a page larger than a quarter of the bound is not kept; replacing a key does not count it twice', () => {
    const cache = new PageCache(10_000, 60_000)
    cache.set('big', '/big', page(1_300))
    expect(cache.size).toBe(0)
    cache.set('a', '/a', page(1_000))
    cache.set('a', '/a', page(1_000))
    expect(cache.bytes).toBe(2_000)
    expect(cache.size).toBe(1)
  })

  test('a page older than the maximum age is gone', () => {
    let now = 0
    const cache = new PageCache(10_000, 60_000, () => now)
    cache.set('a', '/a', page(10))
    now = 59_999
    expect(cache.get('a')).not.toBeNull()
    now = 60_000
    expect(cache.get('a')).toBeNull()
    expect(cache.hasPath('/a')).toBe(false)
    expect(cache.bytes).toBe(0)
  })
})

describe('anonymous tool pages served from the cache', () => {
  let server: RunningServer
  const SLUG = 'cha2ds2-vasc'
  const aggregateIn = (html: string) => /name="aggregateId" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? null
  const hit = (res: Response) => (res.headers.get('server-timing') ?? '').includes('page-cache;desc=hit')
  const page = (path = `/tool/${SLUG}`, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers })

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: newDataDir(), SIGNIN_MAX_ATTEMPTS_PER_IP: '1000' })
  })
  afterAll(() => server.stop())

  test('each view gets its own nonce and its own tool session; the rest of the document is the same', async () => {
    const views: { hit: boolean; html: string; nonce: string; id: string }[] = []
    for (let i = 0; i < 3; i++) {
      const res = await page()
      expect(res.status).toBe(200)
      const html = await res.text()
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
      expect(nonce).toBeTruthy()
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))
      expect([...nonces]).toEqual([nonce])
      views.push({ hit: hit(res), html, nonce: nonce!, id: aggregateIn(html)! })
    }
    expect(views.map((v) => v.hit)).toEqual([false, true, true])
    expect(new Set(views.map((v) => v.nonce)).size).toBe(3)
    expect(new Set(views.map((v) => v.id)).size).toBe(3)
    const bare = (v: { html: string; nonce: string; id: string }) => v.html.replaceAll(v.nonce, 'N').replaceAll(v.id, 'V')
    expect(bare(views[1]!)).toBe(bare(views[0]!))
    expect(bare(views[2]!)).toBe(bare(views[0]!))
    for (const v of views) for (const other of views.filter((o) => o !== v)) expect(v.html).not.toContain(other.id)
    // Every view is a tool session of its own that events can be recorded against.
    for (const { id } of views) {
      const event = await fetch(`${server.url}/api-tool-experience/event/patient-options-viewed?aggregateId=${id}`, {
        method: 'POST',
        headers: { origin: server.url },
      })
      expect(event.status, id).toBe(201)
    }
  })

  test('with brotli accepted, a stored page goes out brotli-compressed, varying on Accept-Encoding', async () => {
    const raw = () =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${server.url}/tool/${SLUG}`, { headers: { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0' } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          })
          .on('error', reject)
      })
    // The first is rendered (and stored): same headers, same key.
    await raw()
    const { headers, body } = await raw()
    expect(String(headers['server-timing'])).toContain('page-cache;desc=hit')
    expect(headers['content-encoding']).toBe('br')
    expect(headers.vary).toContain('Accept-Encoding')
    const html = brotliDecompressSync(body).toString('utf8')
    const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1]
    expect(html).toContain(`nonce="${nonce}"`)
    expect(aggregateIn(html)).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('another language, a query string, a session or EHR cookie, a crawler: rendered, not the stored page', async () => {
    await page()
    expect(hit(await page())).toBe(true)
    const spanish = await page(`/tool/${SLUG}`, { cookie: 'lng=es' })
    expect(hit(spanish)).toBe(false)
    expect(await spanish.text()).toContain('lang="es"')
    expect(hit(await page(`/tool/${SLUG}`, { 'accept-language': 'es' }))).toBe(false)
    expect(hit(await page(`/tool/${SLUG}?age=70`))).toBe(false)
    expect(hit(await page(`/tool/${SLUG}`, { cookie: 'consilium_ehr=forged' }))).toBe(false)
    const bot = await page(`/tool/${SLUG}`, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
    expect(hit(bot)).toBe(false)
    expect(aggregateIn(await bot.text())).toBeNull()
  })

  test('visitors whose requests differ only where the page does not: another browser, another English, another address', async () => {
    const path = '/tool/has-bled'
    await page(path, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', 'accept-language': 'en-US,en;q=0.9' })
    expect(hit(await page(path, { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; rv:140.0) Firefox/140.0', 'accept-language': 'en-GB,en;q=0.8' }))).toBe(true)
    expect(hit(await page(path, { 'user-agent': 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1)' }))).toBe(false)
  })

  test('a signed-in view is rendered for its user, never stored or served from the cache', async () => {
    const signIn = await postForm(server, '/login', {
      intent: 'signin',
      email: DEMO_ACCOUNTS.clinician.email,
      password: DEMO_ACCOUNTS.clinician.password,
    })
    const cookie = cookieFrom(signIn)
    await page()
    for (let i = 0; i < 2; i++) {
      const res = await page(`/tool/${SLUG}`, { cookie })
      expect(hit(res)).toBe(false)
      expect(await res.text()).toContain('/logout')
    }
    const anonymous = await page()
    expect(hit(anonymous)).toBe(true)
    expect(await anonymous.text()).not.toContain('/logout')
  })

  test('a form post is never answered from the cache', async () => {
    await page()
    const id = aggregateIn(await (await page()).text())!
    const posted = await postForm(server, `/tool/${SLUG}`, { aggregateId: id, intent: 'update', from: 'patient', age: '70' })
    expect(posted.status).toBe(200)
    expect(hit(posted)).toBe(false)
    expect(aggregateIn(await posted.text())).toBe(id)
  })
})

describe('home and /tools served from the cache', () => {
  let server: RunningServer
  const hit = (res: Response) => (res.headers.get('server-timing') ?? '').includes('page-cache;desc=hit')
  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers })

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: newDataDir(), SIGNIN_MAX_ATTEMPTS_PER_IP: '1000' })
  })
  afterAll(() => server.stop())

  test.each(['/', '/tools'])('%s: each view its own nonce, the same document otherwise', async (path) => {
    const views: { hit: boolean; html: string; nonce: string }[] = []
    for (let i = 0; i < 3; i++) {
      const res = await page(path)
      expect(res.status).toBe(200)
      const html = await res.text()
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
      expect([...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))]).toEqual([nonce])
      views.push({ hit: hit(res), html, nonce: nonce! })
    }
    expect(views.map((v) => v.hit)).toEqual([false, true, true])
    expect(new Set(views.map((v) => v.nonce)).size).toBe(3)
    const bare = (v: { html: string; nonce: string }) => v.html.replaceAll(v.nonce, 'N')
    expect(bare(views[1]!)).toBe(bare(views[0]!))
    expect(bare(views[2]!)).toBe(bare(views[0]!))
  })

  test('an opened category (a query string) and a signed-in home are rendered, never the stored page', async () => {
    await page('/tools')
    expect(hit(await page('/tools'))).toBe(true)
    const opened = await page('/tools?category=cardiology')
    expect(hit(opened)).toBe(false)
    const signIn = await postForm(server, '/login', {
      intent: 'signin',
      email: DEMO_ACCOUNTS.clinician.email,
      password: DEMO_ACCOUNTS.clinician.password,
    })
    const cookie = cookieFrom(signIn)
    await page('/')
    expect(hit(await page('/'))).toBe(true)
    for (let i = 0; i < 2; i++) {
      const res = await page('/', { cookie })
      expect(hit(res)).toBe(false)
      expect(await res.text()).toContain('/logout')
    }
    const anonymous = await page('/')
    expect(hit(anonymous)).toBe(true)
    expect(await anonymous.text()).not.toContain('/logout')
  })
})
