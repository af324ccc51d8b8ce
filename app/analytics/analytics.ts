import type { ConsentChoice } from '#app/consent/consent.ts'
import { ApiError, apiFetch, apiUrl } from '#app/utils/api-client.ts'

import {
  isAnalyticsEventName,
  MAX_BATCH,
  propertyProblem,
  type AnalyticsEventName,
  type AnalyticsProperties,
} from './events.ts'

export const ANALYTICS_ENDPOINT = '/api-analytics/events'
const MAX_QUEUE = 100
const SEND_DELAY_MS = 2000
const QUEUE_KEY = 'consilium-analytics-queue'
const VISIT_KEY = 'consilium-visit-id'

export type QueuedEvent = {
  name: AnalyticsEventName
  properties: AnalyticsProperties
  occurredAt: string
  path: string
  visitId: string
}

let consent: ConsentChoice | null = null
let queue: QueuedEvent[] | null = null
let timer: ReturnType<typeof setTimeout> | undefined
let listening = false

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

// Kept in session storage too, so that a full page load does not lose what was queued.
function pending(): QueuedEvent[] {
  if (!queue) {
    try {
      const stored: unknown = JSON.parse(session()?.getItem(QUEUE_KEY) ?? '[]')
      queue = Array.isArray(stored) ? (stored as QueuedEvent[]) : []
    } catch {
      queue = []
    }
  }
  return queue
}

function save() {
  try {
    session()?.setItem(QUEUE_KEY, JSON.stringify(pending()))
  } catch {
    // Storage full or blocked: the events stay in memory.
  }
}

/** A random id for this browser session, not linked to any account. */
export function visitId(): string {
  const store = session()
  let id = store?.getItem(VISIT_KEY)
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
    store?.setItem(VISIT_KEY, id)
  }
  return id
}

/**
 * Records a product event. Events wait in a queue until the visitor accepts analytics;
 * a developer error (wrong argument types, an unknown name, a property the event may not
 * carry) throws a TypeError.
 */
export function track(name: AnalyticsEventName, properties: AnalyticsProperties = {}): void {
  if (typeof name !== 'string') throw new TypeError('track: the event name must be a string')
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
    throw new TypeError('track: the properties must be a plain object')
  }
  if (!isAnalyticsEventName(name)) throw new TypeError(`track: "${String(name)}" is not an analytics event`)
  const problem = propertyProblem(name, properties)
  if (problem) throw new TypeError(`track: ${problem}`)
  if (typeof window === 'undefined') return
  const events = pending()
  events.push({
    name,
    properties: { ...properties },
    occurredAt: new Date().toISOString(),
    path: window.location.pathname,
    visitId: visitId(),
  })
  events.splice(0, Math.max(0, events.length - MAX_QUEUE))
  save()
  schedule(SEND_DELAY_MS)
}

function schedule(delay: number) {
  if (consent !== 'ACCEPT' || timer !== undefined || !pending().length) return
  timer = setTimeout(() => {
    timer = undefined
    void flush()
  }, delay)
}

/** Sends one batch; a batch that could not be delivered goes back to the queue. */
export async function flush(): Promise<void> {
  if (consent !== 'ACCEPT') return
  const batch = pending().splice(0, MAX_BATCH)
  if (!batch.length) return
  save()
  try {
    await apiFetch(ANALYTICS_ENDPOINT, { method: 'POST', json: { events: batch }, quiet: true, keepalive: true })
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) {
      pending().unshift(...batch)
      save()
      return
    }
  }
  schedule(0)
}

function onPageHide() {
  const events = pending()
  if (consent !== 'ACCEPT' || !events.length || !navigator.sendBeacon) return
  const body = new Blob([JSON.stringify({ events: events.slice(0, MAX_BATCH) })], { type: 'application/json' })
  if (navigator.sendBeacon(apiUrl(ANALYTICS_ENDPOINT), body)) {
    events.splice(0, MAX_BATCH)
    save()
  }
}

/** Follows the saved consent: with ANALYTICS = ACCEPT the queue is sent, otherwise it waits. */
export function setAnalyticsConsent(choice: ConsentChoice | null): void {
  consent = choice
  if (choice !== 'ACCEPT') return
  if (!listening) {
    listening = true
    window.addEventListener('pagehide', onPageHide)
  }
  void flush()
}
