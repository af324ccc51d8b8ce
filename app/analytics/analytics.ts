import type { ConsentChoice } from '#app/consent/consent.ts'

import type * as SenderModule from './sender.ts'

import { isAnalyticsEventName, propertyProblem, type AnalyticsEventName, type AnalyticsProperties } from './events.ts'
import { pending, save, session, setConsent } from './queue.ts'

type Sender = typeof SenderModule

const MAX_QUEUE = 100
const VISIT_KEY = 'consilium-visit-id'

let sender: Sender | undefined

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
  const problem =
    typeof name !== 'string'
      ? 'the name must be a string'
      : typeof properties !== 'object' || properties === null || Array.isArray(properties)
        ? 'the properties must be an object'
        : !isAnalyticsEventName(name)
          ? `unknown event ${name}`
          : propertyProblem(name, properties)
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
  sender?.schedule()
}

/** Follows the saved consent: with ANALYTICS = ACCEPT the sender loads and sends the queue; otherwise events wait. */
export function setAnalyticsConsent(choice: ConsentChoice | null): void {
  setConsent(choice)
  if (choice !== 'ACCEPT') return
  void import('./sender.ts').then((module) => {
    sender = module
    module.start()
  })
}

/** Sends what is queued now (when analytics are accepted and the sender is loaded). */
export function flush(): Promise<void> {
  return sender?.flush() ?? Promise.resolve()
}
