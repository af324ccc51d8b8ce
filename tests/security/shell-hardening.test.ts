import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { registerAndSignIn, newDataDir, postForm, startServer, uniqueEmail, type RunningServer } from '#tests/support/server.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({
    DATA_DIR: newDataDir(),
    TRUST_PROXY: 'loopback',
    SECURITY_CONTACT: 'mailto:psirt@hospital.example',
  })
})
afterAll(() => server?.stop())

const overHttps = () => ({ 'x-forwarded-proto': 'https', origin: server.url.replace('http:', 'https:') })

describe('signing out leaves nothing behind in the browser', () => {
  test('the sign-out answer clears cache, cookies and storage, and ends the session', async () => {
    const cookie = await registerAndSignIn(server, {
      name: 'Sign-out Tester',
      email: uniqueEmail('logout'),
      password: 'a long enough passphrase',
    })
    const out = await postForm(server, '/logout', {}, { cookie })
    expect(out.status).toBe(302)
    expect(out.headers.get('clear-site-data')).toBe('"cache", "cookies", "storage"')
    const me = await fetch(`${server.url}/api-tool-experience/user`, { headers: { cookie } })
    expect(((await me.json()) as { userState?: { personalized?: boolean } }).userState?.personalized).not.toBe(true)
  })
})

describe('the language cookie', () => {
  test('is Secure over HTTPS', async () => {
    const res = await postForm(server, '/locale', { lng: 'es', returnTo: '/' }, overHttps())
    expect(res.status).toBe(302)
    const lng = res.headers.getSetCookie().find((c) => c.startsWith('lng='))
    expect(lng).toMatch(/; Secure/)
    expect(lng).toMatch(/HttpOnly/)
    expect(lng).toMatch(/SameSite=Lax/)
  })

  test('is not Secure over plain HTTP on loopback, where the browser would drop it', async () => {
    const res = await postForm(server, '/locale', { lng: 'es', returnTo: '/' })
    const lng = res.headers.getSetCookie().find((c) => c.startsWith('lng='))
    expect(lng).toBeDefined()
    expect(lng).not.toMatch(/Secure/)
  })
})

describe('/.well-known/security.txt (RFC 9116)', () => {
  test('names the configured contact, an expiry under a year away, the languages and its canonical address', async () => {
    const res = await fetch(`${server.url}/.well-known/security.txt`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await res.text()
    const fields = Object.fromEntries(
      text
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
    )
    expect(fields.Contact).toBe('mailto:psirt@hospital.example')
    expect(fields['Preferred-Languages']).toBe('en, es')
    expect(fields.Canonical).toBe(`${server.url.replace('http:', 'https:')}/.well-known/security.txt`)
    const expires = Date.parse(fields.Expires ?? '')
    expect(fields.Expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/)
    expect(expires).toBeGreaterThan(Date.now() + 30 * 86_400_000)
    expect(expires).toBeLessThan(Date.now() + 365 * 86_400_000)
  })
})
