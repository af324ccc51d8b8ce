import { ApiError, apiFetch, apiUrl } from '#app/utils/api-client.ts'

import { ANALYTICS_ENDPOINT, type QueuedEvent } from './events.ts'

/**
 * Posts one batch (loaded only once analytics are accepted). True when the batch is done
 * with: stored, or refused for good; false when it should be tried again later.
 */
export async function deliver(events: QueuedEvent[]): Promise<boolean> {
  try {
    await apiFetch(ANALYTICS_ENDPOINT, { method: 'POST', json: { events }, quiet: true, keepalive: true })
    return true
  } catch (error) {
    return error instanceof ApiError && error.status < 500 && error.status !== 429
  }
}

/** For the page being left: hands the batch to the browser, which sends it after the page is gone. */
export function beacon(events: QueuedEvent[]): boolean {
  const body = new Blob([JSON.stringify({ events })], { type: 'application/json' })
  return navigator.sendBeacon(apiUrl(ANALYTICS_ENDPOINT), body)
}
