import { createHash } from 'node:crypto'

import { z } from 'zod'

import { rateLimitAddress } from '#app/auth/ip-access.ts'
import type { Budget } from '#app/auth/rate-limit.server.ts'
import type { Db } from '#app/db/client.server.ts'
import { analyticsEvents } from '#app/db/schema.ts'
import { logger } from '#app/utils/logger.server.ts'

import { isAnalyticsEventName, MAX_BATCH, propertyProblem } from './events.ts'

/** Per signed-in account: a page view and a few tool events a minute is heavy use. */
export const ANALYTICS_RATE_LIMIT = { limit: 60, windowSeconds: 60 }
/**
 * Per client address (IPv6: its /64), for everyone behind it, and the only budget of anonymous
 * visitors: sized for a hospital whose hundreds of clinicians share one address.
 */
export const ANALYTICS_ADDRESS_RATE_LIMIT = { limit: 6000, windowSeconds: 60 }
export const FORWARD_TIMEOUT_MS = 2000

/** Only the path: a query string or fragment could carry anything. */
export function pathOnly(value: string): string {
  return value.split(/[?#]/, 1)[0] ?? ''
}

/** The Referer header as origin and path, without query string or fragment. */
export function referrerOf(header: string | null): string | null {
  if (!header) return null
  try {
    const url = new URL(header)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.origin + url.pathname
  } catch {
    return null
  }
}

const EventSchema = z
  .object({
    name: z.string().refine(isAnalyticsEventName, 'unknown event name'),
    properties: z.record(z.string(), z.unknown()).default({}),
    occurredAt: z.iso.datetime({ offset: true }),
    path: z.string().startsWith('/').max(2048),
    visitId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (!isAnalyticsEventName(event.name)) return
    const problem = propertyProblem(event.name, event.properties)
    if (problem) ctx.addIssue({ code: 'custom', path: ['properties'], message: problem })
  })

export const AnalyticsBatchSchema = z.object({ events: z.array(EventSchema).min(1).max(MAX_BATCH) }).strict()

export type StoredEvent = {
  name: string
  properties: Record<string, unknown>
  occurredAt: Date
  path: string
  referrer: string | null
  visitId: string
}

/** What is stored and forwarded: no address or place of the visitor, no query strings. */
export function sanitise(batch: z.infer<typeof AnalyticsBatchSchema>, referer: string | null): StoredEvent[] {
  const referrer = referrerOf(referer)
  return batch.events.map((event) => ({
    name: event.name,
    properties: event.properties,
    occurredAt: new Date(event.occurredAt),
    path: pathOnly(event.path),
    referrer,
    visitId: event.visitId,
  }))
}

export async function storeEvents(db: Db, events: StoredEvent[]): Promise<void> {
  await db.insert(analyticsEvents).values(events)
}

/** Posts the stored batch to the configured endpoint; a failure is logged, never retried. */
export async function forwardEvents(url: string, events: StoredEvent[], fetcher: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    })
    if (!response.ok) logger.warn({ status: response.status }, 'analytics forwarding refused')
  } catch (err) {
    logger.warn({ err }, 'analytics forwarding failed')
  }
}

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32)

/**
 * The account's budget, then the address's; keys are hashed, so that no address or account
 * sits next to analytics.
 */
export function analyticsBudgets(sender: { userId: string | null; clientIp: string }): Budget[] {
  return [
    ...(sender.userId ? [{ key: `analytics-account:${hashed(sender.userId)}`, window: ANALYTICS_RATE_LIMIT }] : []),
    { key: `analytics-address:${hashed(rateLimitAddress(sender.clientIp))}`, window: ANALYTICS_ADDRESS_RATE_LIMIT },
  ]
}
