import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { registerAndSignIn, newDataDir, postForm, startServer, uniqueEmail, type RunningServer } from '#tests/support/server.ts'

// Each one, followed naively, would leave the site; URL parsers normalise dot segments.
const payloads = [
  '//evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example/x',
  '/./%2e//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example',
  '/%2e%2e/%2e%2e//evil.example',
]

let server: RunningServer
let cookie: string
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir() })
  cookie = await registerAndSignIn(server, {
    name: 'Redirect Prober',
    email: uniqueEmail('redirect'),
    password: 'a long enough passphrase',
  })
})
afterAll(() => server?.stop())

function expectSameOrigin(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(300)
  expect(response.status).toBeLessThan(400)
  const location = response.headers.get('location') ?? ''
  expect(new URL(location, `${server.url}/some/page`).origin).toBe(server.url)
}

describe('redirects after a form post or sign-in only go to our own pages', () => {
  test.each(payloads)('/cookies with returnTo %j', async (returnTo) => {
    expectSameOrigin(await postForm(server, '/cookies', { intent: 'reject-all', returnTo }))
  })

  test.each(payloads)('/locale with returnTo %j', async (returnTo) => {
    expectSameOrigin(await postForm(server, '/locale', { lng: 'es', returnTo }))
  })

  test.each(payloads)('/browser-warning with returnTo %j', async (returnTo) => {
    expectSameOrigin(await postForm(server, '/browser-warning', { returnTo }))
  })

  test.each(payloads)('/login (signed in) with returnToUrl %j', async (returnToUrl) => {
    const response = await fetch(`${server.url}/login?returnToUrl=${encodeURIComponent(returnToUrl)}`, {
      redirect: 'manual',
      headers: { cookie },
    })
    expectSameOrigin(response)
  })

  test('a safe path is still followed', async () => {
    const response = await postForm(server, '/locale', { lng: 'es', returnTo: '/./tools?x=1' })
    expect(response.headers.get('location')).toBe('/tools?x=1')
  })
})
