import type { RouterContextProvider } from 'react-router'

import { logger, type Logger } from '#app/utils/logger.server.ts'

const REPEAT_MS = 60_000
const lastReported = new Map<string, number>()

/** How long a client is asked to wait before trying again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 60

// Network errors, and PostgreSQL's connection (08), authorisation (28) and unknown-database classes.
const UNREACHABLE = /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|08...|28...|3D000|57P0[123])$/
const UNREACHABLE_MESSAGE = /connection timeout|timeout expired|timeout exceeded when trying to connect|connection terminated|cannot use a pool after calling end/i

/**
 * The reason (an error code) when an error means the database cannot be reached at all, as
 * opposed to a query it refused; null otherwise. Looks through wrappers (`cause`, `errors`).
 */
export function databaseUnreachable(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 4) return null
  const e = error as { code?: unknown; errors?: unknown; message?: unknown; cause?: unknown }
  if (typeof e.code === 'string' && UNREACHABLE.test(e.code)) return e.code
  if (typeof e.message === 'string' && UNREACHABLE_MESSAGE.test(e.message)) return 'timeout'
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors as unknown[]) {
      const reason = databaseUnreachable(inner, depth + 1)
      if (reason) return reason
    }
  }
  return databaseUnreachable(e.cause, depth + 1)
}

/**
 * A page that can do without the database carries on when it fails (the visitor is
 * treated as anonymous, no tool session is started). The failure is logged by class,
 * once a minute per kind, not once per request: an outage must not flood the log.
 */
export function carryOnWithoutDb(kind: string, err: unknown, log: Logger = logger, now = Date.now()): void {
  const last = lastReported.get(kind)
  if (last !== undefined && now - last < REPEAT_MS) return
  lastReported.set(kind, now)
  log.warn({ err, kind }, 'database unavailable; carrying on without it')
}

export function resetDbFailureReports() {
  lastReported.clear()
}

// Requests whose loader or action failed because the database could not be reached: the
// router reports the error (handleError) before the response leaves the root middleware.
const outages = new WeakSet<Readonly<RouterContextProvider>>()

export function markDatabaseOutage(context: Readonly<RouterContextProvider>) {
  outages.add(context)
}

export function hadDatabaseOutage(context: Readonly<RouterContextProvider>): boolean {
  return outages.has(context)
}
