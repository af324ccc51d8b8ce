import type { RouterContextProvider } from 'react-router'

import { rateLimitAddress } from '#app/auth/ip-access.ts'
import { hit, hitEach, peek, type Budget, type Window } from '#app/auth/rate-limit.server.ts'
import { requestInfoContext, sessionContext } from '#app/context.server.ts'
import type { Db } from '#app/db/client.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

import { hashSnapshotId } from './snapshots.server.ts'

/*
 * Budgets are kept where one person's use is: the signed-in account, else the tool session or
 * the snapshot. The client address (IPv6: its /64) has only a coarse outer budget, sized for a
 * hospital whose hundreds of clinicians reach us from one address, so one busy colleague does
 * not stop the others.
 */

/** Snapshot creation runs the tool's calculation and writes a row: per account, else per tool session. */
export const SNAPSHOT_CREATE_LIMIT: Window = { limit: 60, windowSeconds: 600 }
export const SNAPSHOT_CREATE_ADDRESS_LIMIT: Window = { limit: 1200, windowSeconds: 600 }
/** PDFs drawn from snapshots (a render of a few hundred ms each): per account, else per snapshot. */
export const PDF_LIMIT: Window = { limit: 30, windowSeconds: 600 }
export const PDF_ADDRESS_LIMIT: Window = { limit: 300, windowSeconds: 600 }
/** Lookups of ids that do not answer (unknown, expired, revoked): per account, and per address. */
export const SNAPSHOT_MISS_LIMIT: Window = { limit: 100, windowSeconds: 600 }
export const SNAPSHOT_MISS_ADDRESS_LIMIT: Window = { limit: 1000, windowSeconds: 600 }
/** Events per tool session; a person using a tool sends far fewer. */
export const EVENT_LIMIT: Window = { limit: 300, windowSeconds: 600 }

/** Who is asking: the signed-in account, if any, and the address a limit counts. */
export type Requester = { userId: string | null; address: string }

export function requesterOf(context: Readonly<RouterContextProvider>): Requester {
  return {
    userId: context.get(sessionContext)?.userId ?? null,
    address: rateLimitAddress(context.get(requestInfoContext).clientIp),
  }
}

export type { Budget }

/** Snapshot creation: the account's or the tool session's budget, then the address's. */
export function snapshotCreateBudgets(requester: Requester, toolSessionId: string | null): Budget[] {
  const own = requester.userId ? `account:${requester.userId}` : toolSessionId ? `session:${toolSessionId}` : null
  return [
    ...(own ? [{ key: `snapshot-create-${own}`, window: SNAPSHOT_CREATE_LIMIT }] : []),
    { key: `snapshot-create-address:${requester.address}`, window: SNAPSHOT_CREATE_ADDRESS_LIMIT },
  ]
}

/** A snapshot's PDF: the account's budget, or the snapshot's for a recipient; then the address's. */
export function pdfBudgets(requester: Requester, snapshotId: string): Budget[] {
  const own = requester.userId ? `account:${requester.userId}` : `snapshot:${hashSnapshotId(snapshotId)}`
  return [
    { key: `pdf-${own}`, window: PDF_LIMIT },
    { key: `pdf-address:${requester.address}`, window: PDF_ADDRESS_LIMIT },
  ]
}

function missBudgets(requester: Requester): Budget[] {
  return [
    ...(requester.userId ? [{ key: `snapshot-miss-account:${requester.userId}`, window: SNAPSHOT_MISS_LIMIT }] : []),
    { key: `snapshot-miss-address:${requester.address}`, window: SNAPSHOT_MISS_ADDRESS_LIMIT },
  ]
}

export function tooManyRequests(retryAfterSeconds: number, headers: Record<string, string> = {}): Response {
  return jsonError(429, 'rate_limited', 'Too many requests. Please try again later.', {}, {
    'Cache-Control': 'no-store',
    ...headers,
    'Retry-After': String(retryAfterSeconds),
  })
}

/** Counts one more event under each budget (`hitEach`); a Response to send when one is spent. */
export async function limitOrNull(db: Db, budgets: readonly Budget[], headers?: Record<string, string>): Promise<Response | null> {
  const result = await hitEach(db, budgets)
  return result.allowed ? null : tooManyRequests(result.retryAfterSeconds, headers)
}

/** Refuses a client that already missed too often, without counting this lookup. */
export async function missesExceeded(db: Db, requester: Requester, headers?: Record<string, string>): Promise<Response | null> {
  for (const { key, window } of missBudgets(requester)) {
    const result = await peek(db, key, window)
    if (!result.allowed) return tooManyRequests(result.retryAfterSeconds, headers)
  }
  return null
}

export async function countMiss(db: Db, requester: Requester): Promise<void> {
  for (const { key, window } of missBudgets(requester)) await hit(db, key, window)
}
