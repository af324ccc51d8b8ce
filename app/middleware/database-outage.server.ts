import type { MiddlewareFunction } from 'react-router'

import { hadDatabaseOutage, RETRY_AFTER_SECONDS } from '#app/db/degraded.server.ts'

/**
 * What cannot be done without the database (signing in, registering, storing feedback, a
 * favourite or a snapshot) answers 503 with Retry-After while it cannot be reached, not a
 * generic 500: the client is told to come back, the operator sees an outage, not a defect.
 * A page keeps its body (entry.server renders the unavailable page); an API or resource
 * answers the API's JSON error. The router's own data requests keep theirs: their
 * body is the router's encoding, which the client decodes whatever the status.
 */
export const databaseOutageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next()
  if (!hadDatabaseOutage(context) || response.status < 500) return response
  if (new URL(request.url).pathname.endsWith('.data')) return response
  const headers = new Headers(response.headers)
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
  headers.set('Cache-Control', 'no-store')
  if (/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) {
    return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers })
  }
  await response.body?.cancel()
  headers.set('Content-Type', 'application/json')
  headers.delete('Content-Length')
  const body = { error: { code: 'unavailable', message: 'The service is temporarily unavailable. Please try again shortly.' } }
  return new Response(JSON.stringify(body), { status: 503, statusText: 'Service Unavailable', headers })
}
