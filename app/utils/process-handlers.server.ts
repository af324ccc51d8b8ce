import type { EventEmitter } from 'node:events'

import { logger, type Logger } from './logger.server.ts'

const installed = new WeakSet<EventEmitter>()

/**
 * Errors no code caught are logged as one JSON line through the logger (its error serializer:
 * class, message, frames; never request data), instead of Node's stack printed on stderr.
 * An uncaught exception leaves the process in an unknown state: it exits and the process
 * manager starts a fresh one. A rejected promise nobody awaited does not: it is logged.
 */
export function installProcessHandlers({
  target = process,
  log = logger,
  exit = (code: number) => process.exit(code),
}: { target?: EventEmitter; log?: Logger; exit?: (code: number) => void } = {}) {
  if (installed.has(target)) return
  installed.add(target)
  target.on('uncaughtException', (err: unknown) => {
    log.fatal({ err }, 'uncaught exception')
    exit(1)
  })
  target.on('unhandledRejection', (reason: unknown) => {
    log.error({ err: reason }, 'unhandled rejection')
  })
}
