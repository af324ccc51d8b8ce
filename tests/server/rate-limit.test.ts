import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { DEMO_ACCOUNTS } from '#app/db/seed.server.ts'
import { newDataDir, postForm, startServer, type RunningServer } from '#tests/support/server.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir(), SIGNIN_MAX_ATTEMPTS_PER_IP: '5', SIGNIN_IP_WINDOW_SECONDS: String(365 * 24 * 3600) }) // fixed windows: a long one never restarts mid-test
})
afterAll(() => server.stop())

const knownBrowserCookie = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith('consilium_known='))?.split(';')[0] ?? ''

describe('sign-in rate limit per client address', () => {
  test('after the allowed failures: 429 with Retry-After and a clear message for a browser new to the account, even with the right password', async () => {
    const account = { intent: 'signin', email: DEMO_ACCOUNTS.personal.email, password: DEMO_ACCOUNTS.personal.password }
    const earlier = await postForm(server, '/login', account)
    expect(earlier.status).toBe(302)
    const known = knownBrowserCookie(earlier)
    expect(known).not.toBe('')

    for (let i = 0; i < 5; i++) {
      const res = await postForm(server, '/login', { intent: 'signin', email: `guess${i}@example.org`, password: 'guessing-password' })
      expect(res.status).toBe(400)
    }
    const refused = await postForm(server, '/login', account)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.getSetCookie()).toEqual([])
    expect(await refused.text()).toMatch(/Too many sign-in attempts\. Please wait \d+ minutes and try again\./)

    // The browser that signed in to the account before is not held to the address's budget.
    const again = await postForm(server, '/login', account, { cookie: known })
    expect(again.status).toBe(302)
  })
})
