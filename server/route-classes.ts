/**
 * Two classes of route, each with its own methods, body size and content types:
 * pages (with their form actions, posted by browsers with or without JavaScript) and the
 * JSON APIs (app/routes/api/). tests/security/route-classes.test.ts keeps this in step
 * with app/routes.ts.
 */
export type RouteClass = 'document' | 'api'

const API_PATH = /^\/(?:api[-/]|healthz$|experimentVariants$|mock-ehr$|assets\/pdf\/)/

export function classOf(path: string): RouteClass {
  return API_PATH.test(path) ? 'api' : 'document'
}

const KiB = 1024

export const ROUTE_CLASS_LIMITS: Record<
  RouteClass,
  { methods: readonly string[]; bodyBytes: number; accepts: 'form' | 'json' }
> = {
  // The largest legitimate form (a tool page's posts, or the 2,000-character feedback
  // message percent-encoded at up to 9 bytes a character) stays under 20 KB.
  document: { methods: ['GET', 'HEAD', 'POST'], bodyBytes: 64 * KiB, accepts: 'form' },
  // The largest legitimate JSON (an analytics batch of 50 events, a snapshot of a tool's
  // inputs, the option grid's batch run) stays under 32 KB.
  api: { methods: ['GET', 'HEAD', 'POST', 'DELETE'], bodyBytes: 64 * KiB, accepts: 'json' },
}

/** No body is read beyond this, whatever the route. */
export const MAX_BODY_BYTES = 64 * KiB

/** More fields than any form has; parsing stays cheap far beyond it. */
export const MAX_FORM_FIELDS = 1_000
