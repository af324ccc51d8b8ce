import { afterEach, expect, test, vi } from 'vitest'

import { recordChartNoteCopied } from './chart-note-copied.ts'

afterEach(() => vi.unstubAllGlobals())

test('a copy of the chart note is recorded as the tool session’s chart-note-copied event', () => {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 201 })))
  vi.stubGlobal('fetch', fetch)
  recordChartNoteCopied('5f0c1a4e-2b7d-4c1e-9a55-0d7c1f3e2a10')
  expect(fetch).toHaveBeenCalledTimes(1)
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
  expect(url).toBe('/api-tool-experience/event/chart-note-copied?aggregateId=5f0c1a4e-2b7d-4c1e-9a55-0d7c1f3e2a10')
  expect(init).toMatchObject({ method: 'POST', body: '{}', keepalive: true })
})

test('without a tool session nothing is sent, and a failed post never reaches the clinician', async () => {
  const fetch = vi.fn(() => Promise.reject(new Error('offline')))
  vi.stubGlobal('fetch', fetch)
  recordChartNoteCopied(null)
  expect(fetch).not.toHaveBeenCalled()
  expect(() => recordChartNoteCopied('5f0c1a4e-2b7d-4c1e-9a55-0d7c1f3e2a10')).not.toThrow()
  await Promise.resolve()
})
