import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { openDb } from '#app/db/client.server.ts'
import { setFrameAncestors } from '#app/ehr/embed/frame-ancestors.server.ts'
import { createTestEhrSession } from '#tests/support/ehr-session.ts'
import { newDataDir, postForm, startServer, type RunningServer } from '#tests/support/server.ts'

const FRAMING = 'http://localhost:3162'

let server: RunningServer
let framed: string
let unframed: string
const FRAMED_ISS = 'http://127.0.0.1:9/fhir-a'

beforeAll(async () => {
  const dataDir = newDataDir()
  const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
  try {
    const a = await createTestEhrSession(handle.db, { iss: FRAMED_ISS, patientId: 'pt-a', organisationName: 'Framing hospital' })
    await setFrameAncestors(handle.db, a.organisationId, [FRAMING])
    framed = a.cookie
    const b = await createTestEhrSession(handle.db, { iss: 'http://127.0.0.1:9/fhir-b', patientId: 'pt-b', organisationName: 'Other hospital' })
    unframed = b.cookie
  } finally {
    await handle.close()
  }
  server = await startServer({ DATA_DIR: dataDir })
})
afterAll(() => server?.stop())

const get = (p: string, cookie?: string) => fetch(`${server.url}${p}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

async function csrfTokenOf(cookie: string): Promise<string> {
  const html = await (await get('/about', cookie)).text()
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1]
  if (!token) throw new Error('no CSRF token on the page')
  return token
}

describe('frame-ancestors', () => {
  test('a page of an EHR session whose organisation allows the EHR origin may be framed by it', async () => {
    const res = await get('/about', framed)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${FRAMING}`)
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/)
    expect(res.headers.get('x-frame-options')).toBeNull()
  })

  test('JSON answers and error pages of that session too', async () => {
    const api = await get('/api-tool-experience/user', framed)
    expect(api.headers.get('content-security-policy')).toContain(`frame-ancestors ${FRAMING}`)
    const missing = await get('/no-such-page', framed)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-security-policy')).toContain(`frame-ancestors ${FRAMING}`)
  })

  test("everything else keeps frame-ancestors 'none' and X-Frame-Options DENY", async () => {
    for (const cookie of [undefined, unframed, 'consilium_ehr=not-a-session']) {
      const res = await get('/about', cookie)
      expect(res.headers.get('content-security-policy'), String(cookie)).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-frame-options'), String(cookie)).toBe('DENY')
    }
  })
})

describe('CSRF tokens under the EHR session cookie', () => {
  test('a page form post without the token is refused with the error page; with it, it works', async () => {
    const fields = { intent: 'accept-all', returnTo: '/about' }
    const without = await postForm(server, '/cookies', fields, { cookie: framed })
    expect(without.status).toBe(403)
    expect(without.headers.get('set-cookie')).toBeNull()
    expect(await without.text()).toContain('You do not have permission')
    const withToken = await postForm(server, '/cookies', { ...fields, csrf: await csrfTokenOf(framed) }, { cookie: framed })
    expect(withToken.status).toBe(302)
    expect(withToken.headers.get('location')).toBe('/about')
  })

  test('a resource route post without the token is refused with JSON; with it, it works', async () => {
    const without = await postForm(server, '/locale', { lng: 'es', returnTo: '/about' }, { cookie: framed })
    expect(without.status).toBe(403)
    expect(await without.json()).toMatchObject({ error: { code: 'csrf' } })
    const wrong = await postForm(server, '/locale', { lng: 'es', returnTo: '/about', csrf: 'x'.repeat(43) }, { cookie: framed })
    expect(wrong.status).toBe(403)
    const token = await csrfTokenOf(framed)
    const withToken = await postForm(server, '/locale', { lng: 'es', returnTo: '/about', csrf: token }, { cookie: framed })
    expect(withToken.status).toBe(302)
    expect(withToken.headers.get('location')).toBe('/about')
  })

  test("another session's token is refused", async () => {
    const token = await csrfTokenOf(unframed)
    const res = await postForm(server, '/locale', { lng: 'es', returnTo: '/about', csrf: token }, { cookie: framed })
    expect(res.status).toBe(403)
  })

  test('a JSON post without the header is refused with JSON; with it, it goes through', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/api-analytics/events`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json', cookie: framed, ...headers },
        body: JSON.stringify({ events: [] }),
      })
    const refused = await post({})
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'csrf' } })
    const passed = await post({ 'x-csrf-token': await csrfTokenOf(framed) })
    // Past the token check: the route's own rules answer (no analytics consent, an empty batch).
    expect(await passed.json()).not.toMatchObject({ error: { code: 'csrf' } })
  })

  test('the page gives the token in every post form', async () => {
    const html = await (await get('/about', framed)).text()
    const token = await csrfTokenOf(framed)
    expect(html).toContain(`name="csrf" value="${token}"`)
    const anonymous = await (await get('/about')).text()
    expect(anonymous).not.toContain('name="csrf"')
    expect(anonymous).not.toContain('csrf-token')
  })

  test('without the EHR cookie, posts work as before (no token)', async () => {
    const res = await postForm(server, '/locale', { lng: 'es', returnTo: '/about' })
    expect(res.status).toBe(302)
  })
})

describe('the cookies-blocked page', () => {
  const page = (iss: string) => get(`/authentication-error?errorMsg=MISSING_COOKIES&${new URLSearchParams({ iss }).toString()}`)

  test('for an allow-listed issuer: framable by its organisation, with a new-window launch carrying only iss', async () => {
    const res = await page(FRAMED_ISS)
    expect(res.status).toBe(401)
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${FRAMING}`)
    expect(res.headers.get('x-frame-options')).toBeNull()
    const html = await res.text()
    expect(html).toContain(`href="/smart/launch?iss=${encodeURIComponent(FRAMED_ISS)}" target="_blank"`)
  })

  test('for any other issuer: the plain page, never framed', async () => {
    const res = await page('https://unknown.example/fhir')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(await res.text()).not.toContain('/smart/launch')
  })
})
