import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import express, { type NextFunction, type Request, type Response } from 'express'
import { RouterContextProvider } from 'react-router'

import { requestInfoContext } from '#app/context.server.ts'
import { normaliseIp } from '#app/auth/ip-access.ts'
import { organisationForIp } from '#app/auth/auth.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { baselineHeaders } from '#app/utils/security-headers.server.ts'
import { loggablePath } from '#app/snapshots/log-path.ts'

import { flagsFor } from '#app/flags/flags.server.ts'
import { bucketKeyFor } from '#app/flags/flags.ts'
import { onPageCacheInvalidated, pageVaryOf } from '#app/utils/page-cache.server.ts'
import { newNonce } from '#app/utils/security-headers.server.ts'

import { PageCache } from './page-cache.ts'
import { createRequestHandler } from './request-handler.ts'
import { requestLimits } from './request-limits.ts'
import { admissionFromEnv } from './admission.ts'

export { seed, shutdown, startup } from './lifecycle.server.ts'
export { runFlagsCommand } from '#app/flags/flags-command.server.ts'
export { runEditorialCommand } from '#app/content/editorial-command.server.ts'
export { runEhrCommand } from '#app/ehr/ehr-command.server.ts'
export { runSignInCommand } from '#app/auth/organisation-sign-in-command.server.ts'
export { runWorker } from '#app/jobs/runtime.server.ts'
export { runReportsCommand } from '#app/reports/reports-command.server.ts'
export { writeStaticHandouts } from '#app/pdf/static-handouts.server.ts'
export { serverError } from './refusal.ts'
export { installProcessHandlers } from '#app/utils/process-handlers.server.ts'

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/
const PAGE_CACHE_BYTES = 32 * 1024 * 1024
const PAGE_CACHE_MAX_AGE_MS = 60_000

/**
 * Adds the baseline security headers just before a response's head is written, so
 * that they cover every response (documents, API answers, static files, errors)
 * without overriding what a route chose.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const production = getEnv().NODE_ENV === 'production'
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const [name, value] of baselineHeaders({
      secure: req.secure,
      production,
      has: (n) => res.hasHeader(n),
      get: (n) => {
        const value = res.getHeader(n)
        return value === undefined ? undefined : String(value)
      },
    })) {
      res.setHeader(name, value)
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as typeof res.writeHead
  next()
}

/** A request id for every request, echoed back and on every log line. */
export function requestLogging(req: Request, res: Response, next: NextFunction) {
  const given = req.get('x-request-id')
  const requestId = given && REQUEST_ID.test(given) ? given : randomUUID()
  res.setHeader('X-Request-Id', requestId)
  res.locals.requestId = requestId
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    // The path only: query strings are never logged.
    logger.info(
      {
        requestId,
        method: req.method,
        path: loggablePath(req.path),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      },
      'request',
    )
  })
  next()
}

const clientIpOf = (req: Request) => normaliseIp(req.ip ?? req.socket.remoteAddress ?? '')

/** Anonymous tool pages, rendered once per key (decision 0060). */
export const pageCache = new PageCache(PAGE_CACHE_BYTES, PAGE_CACHE_MAX_AGE_MS)
onPageCacheInvalidated(() => pageCache.clear())

export const app = express.Router()

app.use(requestLimits)
app.use(admissionFromEnv(getEnv()))
// React Router derives its static handler (routes created, flattened and ranked) once for a
// build object, but again on every request for a build function: production passes the
// object; development keeps the function so that a changed route is picked up.
const build =
  process.env.NODE_ENV === 'production'
    ? await import('virtual:react-router/server-build')
    : () => import('virtual:react-router/server-build')

app.use(
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext(req: IncomingMessage & Request, res: Response) {
      const context = new RouterContextProvider()
      const requestId = String(res.locals.requestId ?? randomUUID())
      context.set(requestInfoContext, {
        requestId,
        clientIp: clientIpOf(req),
        log: logger.child({ requestId }),
      })
      return context
    },
    pageCaching: {
      cache: pageCache,
      clientIp: clientIpOf,
      varyOf: async (clientIp) => pageVaryOf(await flagsFor(bucketKeyFor({ clientIp })), new Date().getUTCFullYear()),
      networkOf: async (clientIp) => (await organisationForIp(clientIp))?.id ?? null,
      newNonce,
      onError: (err) => logger.error({ err }, 'page cache'),
    },
  }),
)
