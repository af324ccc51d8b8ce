import type { ConsentChoice } from '#app/consent/consent.ts'

import type { QueuedEvent } from './events.ts'

// The events waiting to be sent and the visitor's analytics choice, shared by track() and the sender.
const QUEUE_KEY = 'consilium-analytics-queue'

let consent: ConsentChoice | null = null
let queue: QueuedEvent[] | null = null

export const accepted = () => consent === 'ACCEPT'

export function setConsent(choice: ConsentChoice | null): void {
  consent = choice
}

export function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

// Kept in session storage too, so that a full page load does not lose what was queued.
export function pending(): QueuedEvent[] {
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

export function save() {
  try {
    session()?.setItem(QUEUE_KEY, JSON.stringify(pending()))
  } catch {
    // Storage full or blocked: the events stay in memory.
  }
}
