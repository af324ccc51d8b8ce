/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { FORBIDDEN_EVENT as CLIENT_FORBIDDEN, NOTIFY_EVENT as CLIENT_NOTIFY } from '#app/utils/api-client.ts'
import { FORBIDDEN_EVENT, NOTIFY_EVENT } from '#app/components/notifications/events.ts'

import type * as AnalyticsModule from './analytics.ts'
import { ANALYTICS_EVENTS, allowedKeys, propertyProblem, type AnalyticsEventName } from './events.ts'

type Analytics = typeof AnalyticsModule

/** A fresh copy of the module (its queue and consent), as after a page load. */
async function load(): Promise<Analytics> {
  vi.resetModules()
  return import('./analytics.ts')
}

const fetchMock = vi.fn<typeof fetch>()
const sentBatches = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as { events: { name: string }[] } }))

beforeEach(() => {
  sessionStorage.clear()
  fetchMock.mockReset()
  fetchMock.mockResolvedValue(Response.json({ stored: 1 }, { status: 202 }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('track: developer errors throw', () => {
  test('wrong argument types are TypeErrors', async () => {
    const { track } = await load()
    expect(() => track(42 as unknown as AnalyticsEventName)).toThrow(TypeError)
    expect(() => track('Home viewed', 'x' as unknown as Record<string, string>)).toThrow(TypeError)
    expect(() => track('Home viewed', null as unknown as Record<string, string>)).toThrow(TypeError)
    expect(() => track('Home viewed', [] as unknown as Record<string, string>)).toThrow(TypeError)
  })

  test('unknown event names throw', async () => {
    const { track } = await load()
    expect(() => track('Page viewed' as AnalyticsEventName)).toThrow(TypeError)
    expect(() => track('home viewed' as AnalyticsEventName)).toThrow(/unknown event/)
  })

  test('only the small allow-list of properties, with plain values, may be sent', async () => {
    const { track } = await load()
    expect(() => track('Tool launched', { toolSlug: 'wells-pe', toolVersion: '1.0.0' })).not.toThrow()
    expect(() => track('Tool launched', { age: 54 })).toThrow(TypeError)
    expect(() => track('Tool launched', { patientName: 'x' })).toThrow(TypeError)
    expect(() => track('Home viewed', { toolSlug: 'wells-pe' })).toThrow(TypeError)
    expect(() => track('Navigation item clicked', { step: 'assessment' })).not.toThrow()
    expect(() => track('Tool launched', { toolSlug: { nested: true } } as unknown as Record<string, string>)).toThrow(TypeError)
    expect(() => track('Tool launched', { toolSlug: 'x'.repeat(101) })).toThrow(TypeError)
    expect(() => track('Patient Options viewed', { optionCount: Number.NaN })).toThrow(TypeError)
  })
})

describe('event names and properties', () => {
  test('every event name can be tracked, and goes out under its own name', async () => {
    const analytics = await load()
    for (const name of ANALYTICS_EVENTS) {
      const properties: Record<string, string> = allowedKeys(name).includes('toolSlug') ? { toolSlug: 'wells-pe' } : {}
      expect(() => analytics.track(name, properties), name).not.toThrow()
    }
    analytics.setAnalyticsConsent('ACCEPT')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(sentBatches().flatMap((batch) => batch.body.events.map((e) => e.name))).toEqual([...ANALYTICS_EVENTS])
  })

  test('keys per event', () => {
    expect(allowedKeys('Home viewed')).toEqual([])
    expect(allowedKeys('Patient Options view type')).toEqual(['toolSlug', 'toolVersion', 'viewType'])
    expect(propertyProblem('Patient Options visibility clicked', { optionKey: 'statin', affordance: 'hidden' })).toBeNull()
  })

  test('the listeners use the API client event names', () => {
    expect(NOTIFY_EVENT).toBe(CLIENT_NOTIFY)
    expect(FORBIDDEN_EVENT).toBe(CLIENT_FORBIDDEN)
  })
})

describe('queue and consent', () => {
  test('events wait while consent is undecided, and go out when ANALYTICS = ACCEPT is saved', async () => {
    const analytics = await load()
    analytics.setAnalyticsConsent(null)
    analytics.track('Tool launched', { toolSlug: 'wells-pe', toolVersion: '1.0.0' })
    await new Promise((r) => setTimeout(r, 20))
    expect(fetchMock).not.toHaveBeenCalled()

    analytics.setAnalyticsConsent('ACCEPT')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [batch] = sentBatches()
    expect(batch?.url).toBe('/api-analytics/events')
    expect(batch?.body.events).toEqual([
      expect.objectContaining({
        name: 'Tool launched',
        properties: { toolSlug: 'wells-pe', toolVersion: '1.0.0' },
        path: '/',
        visitId: expect.stringMatching(/^[0-9a-f]{32}$/),
        occurredAt: expect.any(String),
      }),
    ])
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'same-origin' })
    expect(JSON.parse(sessionStorage.getItem('consilium-analytics-queue') ?? '[]')).toEqual([])
  })

  test('nothing is sent while analytics are refused', async () => {
    vi.useFakeTimers()
    const analytics = await load()
    analytics.setAnalyticsConsent('REJECT')
    analytics.track('Home viewed')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(JSON.parse(sessionStorage.getItem('consilium-analytics-queue') ?? '[]')).toHaveLength(1)
  })

  test('with consent, events are sent in batches after a short wait', async () => {
    vi.useFakeTimers()
    const analytics = await load()
    analytics.setAnalyticsConsent('ACCEPT')
    await vi.advanceTimersByTimeAsync(10)
    analytics.track('Home viewed')
    analytics.track('Tool launched', { toolSlug: 'curb-65' })
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2100)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(sentBatches()[0]?.body.events.map((e) => e.name)).toEqual(['Home viewed', 'Tool launched'])
  })

  test('the queue survives a page load (session storage) and the visit id stays the same', async () => {
    const first = await load()
    first.track('Home viewed')
    const visit = first.visitId()
    const second = await load()
    expect(second.visitId()).toBe(visit)
    second.setAnalyticsConsent('ACCEPT')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentBatches()[0]?.body.events.map((e) => e.name)).toEqual(['Home viewed'])
  })

  test('a batch the network lost goes back to the queue; a refused one is dropped', async () => {
    const analytics = await load()
    fetchMock.mockRejectedValueOnce(new TypeError('network down'))
    analytics.track('Home viewed')
    analytics.setAnalyticsConsent('ACCEPT')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await vi.waitFor(() => expect(JSON.parse(sessionStorage.getItem('consilium-analytics-queue') ?? '[]')).toHaveLength(1))

    fetchMock.mockResolvedValueOnce(Response.json({ error: { code: 'invalid_events' } }, { status: 400 }))
    await analytics.flush()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(JSON.parse(sessionStorage.getItem('consilium-analytics-queue') ?? '[]')).toEqual([])
  })

  test('no notification is raised for analytics failures', async () => {
    const notified = vi.fn()
    window.addEventListener(NOTIFY_EVENT, notified)
    fetchMock.mockResolvedValue(new Response('{}', { status: 500, statusText: 'Internal Server Error' }))
    const analytics = await load()
    analytics.track('Home viewed')
    analytics.setAnalyticsConsent('ACCEPT')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 10))
    expect(notified).not.toHaveBeenCalled()
    window.removeEventListener(NOTIFY_EVENT, notified)
  })
})
