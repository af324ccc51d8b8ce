import type { NextFunction, Request, Response } from 'express'

import { logger } from '#app/utils/logger.server.ts'
import { loggablePath } from '#app/snapshots/log-path.ts'

import { classOf } from './route-classes.ts'

const TITLES: Record<number, string> = {
  400: 'Bad request',
  405: 'Method not allowed',
  408: 'Request took too long',
  413: 'Request too large',
  415: 'Unsupported form encoding',
  500: 'Something went wrong',
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * JSON for APIs, for the router's data requests (`*.data`) and for clients that send or
 * ask for JSON; a small page for everything a browser shows.
 */
export function wantsJson(req: Request): boolean {
  if (classOf(req.path) !== 'document' || req.path.endsWith('.data')) return true
  if (/^application\/(.+\+)?json\b/i.test(req.get('content-type') ?? '')) return true
  const accept = req.get('accept') ?? ''
  return /\bapplication\/json\b/i.test(accept) && !/\btext\/html\b/i.test(accept)
}

function page(status: number, message: string): string {
  const title = TITLES[status] ?? 'Request refused'
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Consilium</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body>
</html>
`
}

/**
 * Answers a request the server will not handle, in the shape the client reads: the same
 * `{ error: { code, message } }` as the API's own errors, or a page.
 */
export function sendRefusal(
  req: Request,
  res: Response,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  if (res.headersSent) return
  res.status(status)
  res.set({ 'Cache-Control': 'no-store', ...headers })
  if (wantsJson(req)) {
    res.type('application/json').send(JSON.stringify({ error: { code, message } }))
  } else {
    res.type('text/html; charset=utf-8').send(page(status, message))
  }
}

/**
 * The last Express handler: an error no route answered is logged as one JSON line (never a
 * stack trace on stderr, as Express's own handler would print) and answered without details.
 */
export function serverError(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const given = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode
  const status = typeof given === 'number' && given >= 400 && given < 600 ? given : 500
  if (status >= 500) {
    logger.error({ err: error, requestId: res.locals.requestId, path: loggablePath(req.path) }, 'unhandled error')
  }
  if (res.headersSent) {
    res.destroy()
    return
  }
  if (status >= 500) sendRefusal(req, res, status, 'internal_error', 'Something went wrong. Please try again.')
  else sendRefusal(req, res, status, 'bad_request', 'The request could not be understood.')
}
