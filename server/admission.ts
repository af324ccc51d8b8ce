import type { NextFunction, Request, Response } from 'express'

import en from '#app/locales/en-US/common.json'
import type { Env } from '#app/utils/env.server.ts'

export type AdmissionOptions = {
  /** Requests the app works on at once; the rest wait in arrival order. */
  concurrency: number
  /** Requests that may wait; one more is turned away at once. */
  queueLength: number
  /** A request that has waited this long is turned away instead of waiting on. */
  maxWaitMs: number
  /** The Retry-After given with a 503. */
  retryAfterSeconds: number
}

type Waiting = { req: Request; res: Response; next: NextFunction; since: number; timer: NodeJS.Timeout; gone: () => void }

// Answered whatever the load: monitors must see a live server, not a queue.
const BYPASS = new Set(['/healthz'])

const TITLE = en.status.unavailableTitle
const BODY = en.status.unavailableBody
const PAGE = `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temporarily unavailable | Consilium</title></head>
<body><main><h1>${TITLE}</h1><p>${BODY}</p></main></body></html>
`

/**
 * Admission control in front of the app: at most `concurrency` requests are worked on at
 * once and the others wait first in, first out, so that under load every request waits
 * about as long as the others instead of all of them sharing the processor until some pass
 * the client's time-out. A full queue, or a wait longer than `maxWaitMs`, is answered at
 * once with 503 and Retry-After (the unavailable page, or JSON for API paths) — load is
 * shed explicitly, at a cost of microseconds, before any database query or rendering.
 */
export function admissionControl(options: AdmissionOptions) {
  let inFlight = 0
  const queue: Waiting[] = []

  function admit(res: Response, next: NextFunction, since = performance.now()) {
    inFlight++
    // How long the request waited for its turn, for operators and clients. Whole milliseconds
    // rounded down: a request admitted just under the maximum wait never reports the maximum.
    res.setHeader('Server-Timing', `queue;dur=${Math.floor(performance.now() - since)}`)
    let released = false
    const release = () => {
      if (released) return
      released = true
      inFlight--
      // A busy event loop runs the timers late: a request whose wait is over is turned away
      // here rather than worked on after its client may have given up.
      for (let waiting = queue.shift(); waiting; waiting = queue.shift()) {
        clearTimeout(waiting.timer)
        waiting.res.off('close', waiting.gone)
        if (performance.now() - waiting.since < options.maxWaitMs) return admit(waiting.res, waiting.next, waiting.since)
        shed(waiting.req, waiting.res)
      }
    }
    res.once('finish', release)
    res.once('close', release)
    next()
  }

  function remove(waiting: Waiting) {
    const at = queue.indexOf(waiting)
    if (at !== -1) queue.splice(at, 1)
    clearTimeout(waiting.timer)
    waiting.res.off('close', waiting.gone)
  }

  function shed(req: Request, res: Response) {
    if (res.headersSent) return
    res.status(503)
    res.setHeader('Retry-After', String(options.retryAfterSeconds))
    res.setHeader('Cache-Control', 'no-store')
    if (wantsJson(req)) {
      res.json({ error: { code: 'unavailable', message: `${TITLE} ${BODY}` } })
    } else {
      res.type('html').send(PAGE)
    }
  }

  return function admission(req: Request, res: Response, next: NextFunction) {
    if (BYPASS.has(req.path)) return next()
    // The client may have gone while earlier (asynchronous) middleware ran: its 'close' has
    // been emitted already and would never free a place. Nobody is left to answer.
    if (res.destroyed) return
    if (inFlight < options.concurrency) return admit(res, next)
    if (queue.length >= options.queueLength) return shed(req, res)
    const waiting: Waiting = {
      req,
      res,
      next,
      since: performance.now(),
      timer: setTimeout(() => {
        remove(waiting)
        shed(req, res)
      }, options.maxWaitMs),
      // A client that gave up while waiting gives its place to the next one.
      gone: () => remove(waiting),
    }
    res.once('close', waiting.gone)
    queue.push(waiting)
  }
}

function wantsJson(req: Request): boolean {
  if (req.path.startsWith('/api')) return true
  return req.accepts(['html', 'json']) === 'json'
}

/** The admission control configured by the environment. */
export function admissionFromEnv(env: Pick<Env, 'ADMISSION_CONCURRENCY' | 'ADMISSION_QUEUE_LENGTH' | 'ADMISSION_MAX_WAIT_MS'>) {
  return admissionControl({
    concurrency: env.ADMISSION_CONCURRENCY,
    queueLength: env.ADMISSION_QUEUE_LENGTH,
    maxWaitMs: env.ADMISSION_MAX_WAIT_MS,
    retryAfterSeconds: Math.ceil(env.ADMISSION_MAX_WAIT_MS / 1000),
  })
}
