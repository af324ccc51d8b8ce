import { sql } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { rateLimits } from '#app/db/schema.ts'

export type Window = { limit: number; windowSeconds: number }
export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number }

function currentWindow(windowSeconds: number, now: Date) {
  const size = windowSeconds * 1000
  const start = Math.floor(now.getTime() / size) * size
  return { start: new Date(start), end: new Date(start + size) }
}

/**
 * Fixed-window counters kept in the database, so every app node shares them.
 * `hit` counts one more event; `peek` reads the count without adding to it.
 */
export async function hit(db: Db, key: string, w: Window, now = new Date()): Promise<RateLimitResult> {
  const { start, end } = currentWindow(w.windowSeconds, now)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, hits: 1, expiresAt: end })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning()
  return toResult(row?.hits ?? 1, w, end, now)
}

export type Budget = { key: string; window: Window }

/**
 * Counts one more event under each budget, innermost (the person's) first, and stops at the
 * first one spent: a client over its own budget does not use up the budget its colleagues share.
 */
export async function hitEach(db: Db, budgets: readonly Budget[], now = new Date()): Promise<RateLimitResult> {
  let last: RateLimitResult = { allowed: true, hits: 0, retryAfterSeconds: 0 }
  for (const { key, window } of budgets) {
    last = await hit(db, key, window, now)
    if (!last.allowed) return last
  }
  return last
}

export async function peek(db: Db, key: string, w: Window, now = new Date()): Promise<RateLimitResult> {
  const { start, end } = currentWindow(w.windowSeconds, now)
  const rows = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${start}`)
  return toResult(rows[0]?.hits ?? 0, w, end, now, true)
}

function toResult(hits: number, w: Window, end: Date, now: Date, peeking = false): RateLimitResult {
  // When peeking, the next event would be hit number `hits + 1`.
  const allowed = peeking ? hits < w.limit : hits <= w.limit
  return {
    allowed,
    hits,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)),
  }
}

export async function deleteExpiredRateLimits(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.expiresAt} < ${now}`)
}
