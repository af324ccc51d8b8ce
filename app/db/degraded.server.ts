import { logger, type Logger } from '#app/utils/logger.server.ts'

const REPEAT_MS = 60_000
const lastReported = new Map<string, number>()

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
