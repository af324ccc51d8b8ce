import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { buildIfStale } from '../../scripts/build-if-stale.js'
import { DEMO_ACCOUNTS } from '#app/db/seed.server.ts'
import { adminQuery } from '#tests/support/test-db.ts'
import { cookieFrom, postForm, startServer, type RunningServer } from '#tests/support/server.ts'

const serverUrl = process.env.TEST_DATABASE_URL

// Needs a PostgreSQL server: .ci/run sets TEST_DATABASE_URL (and `npm test` runs it too when set).
describe.skipIf(!serverUrl)('several app processes on one PostgreSQL server', () => {
  const dbName = `consilium_scale_${randomBytes(5).toString('hex')}`
  let a: RunningServer
  let b: RunningServer

  beforeAll(async () => {
    buildIfStale()
    await adminQuery(serverUrl!, `create database ${dbName}`)
    const url = new URL(serverUrl!)
    url.pathname = `/${dbName}`
    // Counters use fixed windows: a year-long one keeps the count from restarting at a window
    // boundary in the middle of the test (the default 300 s window made it flaky).
    const env = { DATABASE_URL: url.toString(), SIGNIN_MAX_ATTEMPTS_PER_IP: '6', SIGNIN_IP_WINDOW_SECONDS: String(365 * 24 * 3600) }
    // The first migrates and seeds; the second finds the work done.
    a = await startServer(env)
    b = await startServer(env)
  })

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await adminQuery(serverUrl!, `drop database if exists ${dbName} with (force)`)
  })

  test('a session made through one process is valid through the other, and sign-out ends it on both', async () => {
    const res = await postForm(a, '/login', {
      intent: 'signin',
      email: DEMO_ACCOUNTS.clinician.email,
      password: DEMO_ACCOUNTS.clinician.password,
    })
    expect(res.status).toBe(302)
    const cookie = cookieFrom(res)
    const viaB = await (await fetch(`${b.url}/api-tool-experience/user`, { headers: { cookie } })).json()
    expect(viaB).toMatchObject({ userName: DEMO_ACCOUNTS.clinician.name, userState: { personalized: true } })

    await postForm(b, '/logout', {}, { cookie })
    const viaA = await (await fetch(`${a.url}/api-tool-experience/user`, { headers: { cookie } })).json()
    expect(viaA).toMatchObject({ userName: null, userState: { personalized: false } })
  })

  test('rate-limit counters are shared by the processes', async () => {
    // Failed sign-ins are counted (the success above is not): six spread over both processes reach the limit of 6.
    for (let i = 0; i < 6; i++) {
      const target = i % 2 ? a : b
      const r = await postForm(target, '/login', { intent: 'signin', email: `x${i}@example.org`, password: 'not-the-password' })
      expect(r.status).toBe(400)
    }
    const refusedA = await postForm(a, '/login', { intent: 'signin', email: 'y@example.org', password: 'not-the-password' })
    const refusedB = await postForm(b, '/login', { intent: 'signin', email: 'y@example.org', password: 'not-the-password' })
    expect([refusedA.status, refusedB.status]).toEqual([429, 429])
  })

  test('healthz answers 503 once the database is gone', async () => {
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200)
    await adminQuery(serverUrl!, `drop database ${dbName} with (force)`)
    const res = await fetch(`${a.url}/healthz`)
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'unreachable' })
  })
})
