import { readdirSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { DEMO_ACCOUNTS } from '#app/db/seed.server.ts'
import { afterPaintScript, DEFERRED_REL_ATTRIBUTE, STAGED_CHUNKS } from '#app/utils/deferred-scripts.ts'
import {
  cookieFrom,
  newDataDir,
  postForm,
  startServer,
  uniqueEmail,
  type RunningServer,
} from '#tests/support/server.ts'

let server: RunningServer
let signedInCookie: string

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: newDataDir(),
    SIGNIN_MAX_ATTEMPTS_PER_IP: '1000',
    TRUST_PROXY: 'loopback',
  })
  const res = await postForm(server, '/login', {
    intent: 'signin',
    email: DEMO_ACCOUNTS.clinician.email,
    password: DEMO_ACCOUNTS.clinician.password,
  })
  expect(res.status).toBe(302)
  signedInCookie = cookieFrom(res)
})
afterAll(() => server.stop())

const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${p}`, { redirect: 'manual', headers })

function expectBaseline(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('permissions-policy')).toContain('camera=()')
  expect(res.headers.get('x-powered-by')).toBeNull()
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
}

describe('security headers on every class of route', () => {
  const documents = ['/', '/login', '/login?action=register', '/logout', '/unavailable', '/access-denied', '/authentication-error', '/no-such-page']

  test.each(documents)('document %s: nonce CSP, no caching', async (p) => {
    const res = await get(p)
    expectBaseline(res)
    const csp = res.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("'strict-dynamic'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("form-action 'self'")
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    // Every script carries this response's nonce; there is no other inline script.
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  test('each document gets a fresh nonce', async () => {
    const a = (await get('/')).headers.get('content-security-policy')
    const b = (await get('/')).headers.get('content-security-policy')
    expect(a).not.toBe(b)
  })

  test.each(['/api-tool-experience/user', '/api-tool-experience/users/preference', '/healthz'])('API %s', async (p) => {
    const res = await get(p, { cookie: signedInCookie })
    expectBaseline(res)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  test('static files: cached, and still nosniff and unframeable', async () => {
    const asset = readdirSync(path.resolve('build/client/assets')).find((f) => f.endsWith('.js'))
    const res = await get(`/assets/${asset}`)
    expectBaseline(res)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const icon = await get('/favicon.svg')
    expectBaseline(icon)
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  test('every page preloads the chunks its after-paint script evaluates first, one task each', async () => {
    for (const page of ['/', '/tools', '/tool/cha2ds2-vasc', '/login']) {
      const html = await (await get(page)).text()
      for (const chunk of STAGED_CHUNKS) {
        expect(html, `${page} ${chunk}`).toMatch(new RegExp(`<link ${DEFERRED_REL_ATTRIBUTE}="modulepreload" href="/assets/${chunk}-[\\w-]+\\.js"`))
      }
      expect(html).toContain(afterPaintScript)
    }
  })

  test('scripts go out as compressed at build time: brotli or gzip as the browser accepts, the bytes of the file', async () => {
    const dir = path.resolve('build/client/assets')
    const asset = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0]
    if (!asset) throw new Error('the build has no script')
    const original = readFileSync(path.join(dir, asset))
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${server.url}/assets/${asset}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          })
          .on('error', reject)
      })
    const br = await raw('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true)
    // The build's copy as it is (not compressed again per request).
    expect(br.body.equals(readFileSync(path.join(dir, `${asset}.br`)))).toBe(true)
    expect(br.headers['content-length']).toBe(String(br.body.length))
    const gz = await raw('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(original)).toBe(true)
    expect(gz.body.equals(readFileSync(path.join(dir, `${asset}.gz`)))).toBe(true)
    const plain = await raw('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(original)).toBe(true)
  })

  test('over HTTPS (behind a trusted proxy): HSTS and a __Host- Secure session cookie', async () => {
    const res = await postForm(
      server,
      '/login',
      { intent: 'signin', email: DEMO_ACCOUNTS.personal.email, password: DEMO_ACCOUNTS.personal.password },
      { 'x-forwarded-proto': 'https', origin: server.url.replace('http:', 'https:') },
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-consilium_session='))
    expect(cookie).toMatch(/; Path=\/; .*HttpOnly; Secure; SameSite=Lax/)
    expect(cookie).not.toMatch(/Domain=/i)
  })

  test('over plain HTTP the cookie is HttpOnly and SameSite=Lax and there is no HSTS', async () => {
    const res = await postForm(server, '/login', {
      intent: 'signin',
      email: DEMO_ACCOUNTS.personal.email,
      password: DEMO_ACCOUNTS.personal.password,
    })
    expect(res.headers.get('strict-transport-security')).toBeNull()
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('consilium_session='))
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
  })
})

describe('sessions over HTTP', () => {
  test('sign-in gives a new session id each time; sign-out deletes it server-side', async () => {
    const signIn = () =>
      postForm(server, '/login', { intent: 'signin', email: DEMO_ACCOUNTS.personal.email, password: DEMO_ACCOUNTS.personal.password })
    const a = cookieFrom(await signIn())
    const b = cookieFrom(await signIn())
    expect(a).not.toBe(b)
    const me = async (cookie: string) => (await (await get('/api-tool-experience/user', { cookie })).json()) as { userName: string | null }
    expect((await me(a)).userName).toBe('Sam Patel')
    const out = await postForm(server, '/logout', {}, { cookie: a })
    expect(out.status).toBe(302)
    expect(out.headers.getSetCookie().join()).toMatch(/consilium_session=;.*Max-Age=0/)
    // Replaying the old cookie after sign-out gives nothing.
    expect((await me(a)).userName).toBeNull()
    expect((await me(b)).userName).toBe('Sam Patel')
  })

  test('a tampered cookie is ignored', async () => {
    const forged = signedInCookie.replace(/.(?=[^.]*$)/, 'x')
    const res = await get('/api-tool-experience/user', { cookie: forged })
    expect(((await res.json()) as { userState: { personalized: boolean } }).userState.personalized).toBe(false)
  })

  test('GET /logout does not sign out', async () => {
    await get('/logout', { cookie: signedInCookie })
    const res = await get('/api-tool-experience/user', { cookie: signedInCookie })
    expect(((await res.json()) as { userName: string }).userName).toBe('Dr. Alex Rivera')
  })
})

describe('origin checks on mutations', () => {
  test('a cross-origin POST to sign-in is refused', async () => {
    const res = await postForm(
      server,
      '/login',
      { intent: 'signin', email: DEMO_ACCOUNTS.personal.email, password: DEMO_ACCOUNTS.personal.password },
      { origin: 'https://evil.example' },
    )
    expect(res.status).toBe(400)
    expect(res.headers.getSetCookie()).toEqual([])
  })

  test('a cross-origin POST to an API route is refused with a JSON error', async () => {
    const res = await fetch(`${server.url}/api-tool-experience/users/preference`, {
      method: 'POST',
      headers: { cookie: signedInCookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ showBanner: false }),
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: { code: 'cross_origin' } })
  })

  test('a cross-origin language change is refused', async () => {
    const res = await postForm(server, '/locale', { lng: 'es' }, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
  })
})

describe('API answers', () => {
  test('GET /api-tool-experience/user for a signed-in clinician', async () => {
    const res = await get('/api-tool-experience/user', { cookie: signedInCookie })
    expect(await res.json()).toMatchObject({
      hasFetched: true,
      userName: 'Dr. Alex Rivera',
      organization: 'Riverside Health',
      userState: { organizational: false, personalized: true, subscriptionActive: true },
      access: { patientEncounterReport: true },
      linkURLs: { signOut: '/logout' },
    })
  })

  test('preferences: saved and read back; bad bodies are 4xx JSON, never 500', async () => {
    const url = `${server.url}/api-tool-experience/users/preference`
    const headers = { cookie: signedInCookie, origin: server.url, 'content-type': 'application/json' }
    const saved = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ productCode: '{"DSD":["tool-a"]}', showInfoPopup: false }) })
    expect(saved.status).toBe(200)
    const read = (await (await get('/api-tool-experience/users/preference', { cookie: signedInCookie })).json()) as Record<string, unknown>
    expect(read).toMatchObject({ productCode: '{"DSD":["tool-a"]}', showInfoPopup: false, showBanner: true })

    for (const [body, type, status] of [
      ['{not json', 'application/json', 400],
      ['{"productCode": 5}', 'application/json', 400],
      ['{"productCode": "{\\"other\\":1}"}', 'application/json', 400],
      ['showBanner=false', 'application/x-www-form-urlencoded', 415],
    ] as const) {
      const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': type }, body })
      expect(res.status).toBe(status)
      expect(await res.json()).toHaveProperty('error.code')
    }
    const anonymous = await get('/api-tool-experience/users/preference')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: { code: 'not_signed_in' } })
  })

  test('healthz: 200 with the database reachable', async () => {
    const res = await get('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'reachable' })
  })
})

describe('sign-in over HTTP', () => {
  test('wrong password: 400, generic message, the email kept and the password not', async () => {
    const res = await postForm(server, '/login', { intent: 'signin', email: 'Someone@Example.org', password: 'wrong-password-1' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('The email address or password is incorrect.')
    expect(html).toContain('value="Someone@Example.org"')
    expect(html).not.toContain('wrong-password-1')
  })

  test('returnToUrl is followed only for same-site paths', async () => {
    const good = await postForm(server, '/login', {
      intent: 'signin',
      email: DEMO_ACCOUNTS.personal.email,
      password: DEMO_ACCOUNTS.personal.password,
      returnToUrl: '/access-denied?x=1',
      sessionNumber: 'S7',
    })
    expect(good.headers.get('location')).toBe('/access-denied?x=1&session-number=S7')
    const evil = await postForm(server, '/login', {
      intent: 'signin',
      email: DEMO_ACCOUNTS.personal.email,
      password: DEMO_ACCOUNTS.personal.password,
      returnToUrl: '//evil.example/x',
    })
    expect(evil.headers.get('location')).toBe('/')
  })

  test('registration with a taken email does not say so: it is answered as a new one', async () => {
    const res = await postForm(server, '/login?action=register', {
      intent: 'register',
      name: 'Someone Else',
      email: DEMO_ACCOUNTS.personal.email,
      password: 'a long enough password',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?registered=1')
    expect(res.headers.getSetCookie()).toEqual([])
  })

  test('a new account is ready at once: the sign-in page says so, and signing in works', async () => {
    const email = uniqueEmail('http')
    const res = await postForm(server, '/login?action=register', { intent: 'register', name: 'New Person', email, password: 'a long enough password' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?registered=1')
    expect(await (await get('/login?registered=1')).text()).toContain('Your account is ready')
    const signedIn = await postForm(server, '/login', { intent: 'signin', email, password: 'a long enough password' })
    const me = await get('/api-tool-experience/user', { cookie: cookieFrom(signedIn) })
    expect(await me.json()).toMatchObject({ userName: 'New Person', userState: { personalized: true, subscriptionActive: false } })
  })
})
