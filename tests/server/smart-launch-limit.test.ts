import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { openDb } from '#app/db/client.server.ts'
import { ehrIssuers, organisations } from '#app/db/schema.ts'
import { DEFAULT_SCOPE } from '#app/ehr/smart/scopes.ts'
import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

// The launch budget per address: each launch with an allow-listed iss is counted; past the
// limit the browser lands on the authentication-error page, answered 429 with Retry-After.

let server: RunningServer
let dataDir: string
let discovery: Server
let discoveryHits = 0
let iss: string

beforeAll(async () => {
  // An allow-listed EHR whose discovery fails: the launch is counted, then refused.
  discovery = await new Promise<Server>((resolve) => {
    const s = createServer((_req, res) => {
      discoveryHits++
      res.statusCode = 404
      res.end()
    })
    s.listen(0, '127.0.0.1', () => resolve(s))
  })
  dataDir = newDataDir()
  const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
  const [org] = await handle.db.insert(organisations).values({ name: 'Test hospital', subscriptionStatus: 'active' }).returning()
  iss = `http://127.0.0.1:${(discovery.address() as AddressInfo).port}/fhir`
  await handle.db.insert(ehrIssuers).values({ organisationId: org!.id, iss, clientId: 'consilium', scope: DEFAULT_SCOPE })
  await handle.close()
  server = await startServer({ DATA_DIR: dataDir, SMART_LAUNCHES_PER_IP: '3', SMART_LAUNCH_WINDOW_SECONDS: '600' })
})

afterAll(async () => {
  await server?.stop()
  discovery?.close()
})

describe('SMART launch rate limit', () => {
  test('past the per-address budget: the authentication-error page with 429 and Retry-After, nothing fetched', async () => {
    const launchUrl = `${server.url}/smart/launch?iss=${encodeURIComponent(iss)}&launch=abc`
    // The 429 is not taken from the query parameter: within the budget the page says 401.
    const early = await fetch(`${server.url}/authentication-error?errorMsg=EHR_LAUNCH_RATE_LIMITED`)
    expect(early.status).toBe(401)
    for (let i = 0; i < 3; i++) {
      const res = await fetch(launchUrl, { redirect: 'manual' })
      expect(res.headers.get('location')).toBe('/authentication-error?errorMsg=EHR_LAUNCH_FAILED')
    }
    expect(discoveryHits).toBe(3)
    const refused = await fetch(launchUrl, { redirect: 'manual' })
    expect(refused.status).toBe(302)
    expect(refused.headers.get('location')).toBe('/authentication-error?errorMsg=EHR_LAUNCH_RATE_LIMITED')
    expect(discoveryHits).toBe(3)

    const page = await fetch(new URL(refused.headers.get('location')!, server.url))
    expect(page.status).toBe(429)
    const retryAfter = Number(page.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await page.text()).toContain('cannot complete this request')

    // An unknown iss is not counted, and does not make the page say 429 on its own.
    const unknown = await fetch(`${server.url}/authentication-error?errorMsg=EHR_LAUNCH_FAILED`)
    expect(unknown.status).toBe(401)
  })
})
