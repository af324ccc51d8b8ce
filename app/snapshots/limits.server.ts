import { hit, peek, type Window } from '#app/auth/rate-limit.server.ts'
import type { Db } from '#app/db/client.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

/** Snapshot creation runs the tool's calculation and writes a row: per client address. */
export const SNAPSHOT_CREATE_LIMIT: Window = { limit: 60, windowSeconds: 600 }
/** Lookups of ids that do not answer (unknown, expired, revoked), per client address. */
export const SNAPSHOT_MISS_LIMIT: Window = { limit: 100, windowSeconds: 600 }
/** PDFs drawn from snapshots, per client address: each costs a render of a few hundred ms. */
export const PDF_LIMIT: Window = { limit: 30, windowSeconds: 600 }
/** Events per tool session; a person using a tool sends far fewer. */
export const EVENT_LIMIT: Window = { limit: 300, windowSeconds: 600 }

export function tooManyRequests(retryAfterSeconds: number, headers: Record<string, string> = {}): Response {
  return jsonError(429, 'rate_limited', 'Too many requests. Please try again later.', {}, {
    'Cache-Control': 'no-store',
    ...headers,
    'Retry-After': String(retryAfterSeconds),
  })
}

/** Counts one more event under `key`; a Response to send when over the limit. */
export async function limitOrNull(db: Db, key: string, window: Window, headers?: Record<string, string>): Promise<Response | null> {
  const result = await hit(db, key, window)
  return result.allowed ? null : tooManyRequests(result.retryAfterSeconds, headers)
}

/** Refuses a client that already missed too often, without counting this lookup. */
export async function missesExceeded(db: Db, clientIp: string, headers?: Record<string, string>): Promise<Response | null> {
  const result = await peek(db, `snapshot-miss-ip:${clientIp}`, SNAPSHOT_MISS_LIMIT)
  return result.allowed ? null : tooManyRequests(result.retryAfterSeconds, headers)
}

export async function countMiss(db: Db, clientIp: string): Promise<void> {
  await hit(db, `snapshot-miss-ip:${clientIp}`, SNAPSHOT_MISS_LIMIT)
}
