import { ApiError, apiFetch, apiUrl } from '#app/utils/api-client.ts'

import { ANALYTICS_ENDPOINT, MAX_BATCH, type QueuedEvent } from './events.ts'
import { accepted, pending, save } from './queue.ts'

/** Loaded once analytics are accepted: sends the queue in batches, and by beacon when the page is left. */
const SEND_DELAY_MS = 2000
let timer: ReturnType<typeof setTimeout> | undefined

/** True when the batch is done with (stored, or refused for good); false to try again later. */
export async function deliver(events: QueuedEvent[]): Promise<boolean> {
  try {
    await apiFetch(ANALYTICS_ENDPOINT, { method: 'POST', json: { events }, quiet: true, keepalive: true })
    return true
  } catch (error) {
    return error instanceof ApiError && error.status < 500 && error.status !== 429
  }
}

export function schedule(delay = SEND_DELAY_MS) {
  if (!accepted() || timer !== undefined || !pending().length) return
  timer = setTimeout(() => {
    timer = undefined
    void flush()
  }, delay)
}

/** Sends one batch, then the next; a batch that could not be delivered goes back to the queue. */
export async function flush(): Promise<void> {
  if (!accepted()) return
  const batch = pending().splice(0, MAX_BATCH)
  if (!batch.length) return
  save()
  if (!(await deliver(batch))) {
    pending().unshift(...batch)
    save()
    return
  }
  schedule(0)
}

function onPageHide() {
  const events = pending()
  if (!accepted() || !events.length || !navigator.sendBeacon) return
  const body = new Blob([JSON.stringify({ events: events.slice(0, MAX_BATCH) })], { type: 'application/json' })
  if (navigator.sendBeacon(apiUrl(ANALYTICS_ENDPOINT), body)) {
    events.splice(0, MAX_BATCH)
    save()
  }
}

export function start() {
  window.removeEventListener('pagehide', onPageHide)
  window.addEventListener('pagehide', onPageHide)
  void flush()
}
