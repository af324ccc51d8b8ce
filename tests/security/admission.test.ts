import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import en from '#app/locales/en-US/common.json'
import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

// Small bounds, so that a burst of a hundred requests overfills them on any machine.
const CONCURRENCY = 2
const QUEUE_LENGTH = 10
const MAX_WAIT_MS = 1_000
const TOOL_PAGE = '/tool/cha2ds2-vasc'

// The queue's entry among the Server-Timing metrics (a page served from the page cache adds its own).
const queueWaitOf = (res: Response) => Number(/(?:^|,\s*)queue;dur=(\d+)(?:,|$)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN)

async function burst(url: string, path: string, n: number, init: RequestInit = {}) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const res = await fetch(`${url}${path}`, init)
      return { res, body: await res.text() }
    }),
  )
}

describe('admission control: a burst beyond the queue', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: newDataDir(),
      LOG_LEVEL: 'warn',
      ADMISSION_CONCURRENCY: String(CONCURRENCY),
      ADMISSION_QUEUE_LENGTH: String(QUEUE_LENGTH),
      ADMISSION_MAX_WAIT_MS: String(MAX_WAIT_MS),
    })
    // The first page view loads the route modules: not part of what is measured here.
    await (await fetch(`${server.url}${TOOL_PAGE}`)).text()
  })
  afterAll(() => server.stop())

  test('every request is answered: 200 after a wait below the maximum, or 503 with Retry-After and the unavailable page', async () => {
    const [answers, health] = await Promise.all([burst(server.url, TOOL_PAGE, 100), fetch(`${server.url}/healthz`)])

    const statuses = new Set(answers.map((a) => a.res.status))
    expect([...statuses].sort()).toEqual([200, 503])
    for (const { res, body } of answers) {
      if (res.status === 200) {
        expect(queueWaitOf(res)).toBeLessThan(MAX_WAIT_MS)
      } else {
        expect(res.headers.get('retry-after')).toBe(String(MAX_WAIT_MS / 1000))
        expect(res.headers.get('cache-control')).toBe('no-store')
        expect(res.headers.get('content-type')).toMatch(/^text\/html/)
        expect(body).toContain(`<h1>${en.status.unavailableTitle}</h1>`)
        expect(body).toContain(en.status.unavailableBody)
      }
    }
    // Monitors are answered whatever the load.
    expect(health.status).toBe(200)
  })

  test('an API request turned away gets the unavailable message as JSON', async () => {
    const answers = await burst(server.url, '/api-tool-experience/tool/cha2ds2-vasc', 60)
    const refused = answers.filter((a) => a.res.status === 503)
    expect(refused.length).toBeGreaterThan(0)
    for (const { res, body } of refused) {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.headers.get('retry-after')).toBe(String(MAX_WAIT_MS / 1000))
      expect(JSON.parse(body)).toEqual({
        error: { code: 'unavailable', message: `${en.status.unavailableTitle} ${en.status.unavailableBody}` },
      })
    }
    expect(answers.every((a) => [200, 503].includes(a.res.status))).toBe(true)
  })

  test('clients that give up, waiting or being served, free their places', async () => {
    const aborted = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => fetch(`${server.url}${TOOL_PAGE}`, { signal: AbortSignal.timeout(5 + (i % 8) * 20) })),
    )
    expect(aborted.some((r) => r.status === 'rejected')).toBe(true)
    // Served one after another, each request finds a free place at once.
    for (let i = 0; i < CONCURRENCY + QUEUE_LENGTH + 1; i++) {
      const res = await fetch(`${server.url}${TOOL_PAGE}`)
      await res.text()
      expect(res.status).toBe(200)
    }
  })
})

describe('admission control: a queue that does not move', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: newDataDir(),
      LOG_LEVEL: 'warn',
      ADMISSION_CONCURRENCY: '1',
      ADMISSION_QUEUE_LENGTH: '1000',
      ADMISSION_MAX_WAIT_MS: '200',
    })
    await (await fetch(`${server.url}${TOOL_PAGE}`)).text()
  })
  afterAll(() => server.stop())

  test('a request that has waited the maximum is answered 503 rather than waiting on', async () => {
    const answers = await burst(server.url, TOOL_PAGE, 60)
    // The queue had room for all of them: every 503 comes from the wait bound.
    const refused = answers.filter((a) => a.res.status === 503)
    expect(refused.length).toBeGreaterThan(0)
    for (const { res } of refused) expect(res.headers.get('retry-after')).toBe('1')
    for (const { res } of answers.filter((a) => a.res.status === 200)) expect(queueWaitOf(res)).toBeLessThan(200)
    expect(answers.every((a) => [200, 503].includes(a.res.status))).toBe(true)
  })
})
