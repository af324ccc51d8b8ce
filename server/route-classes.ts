/**
 * Three classes of route, each with its own methods, body size and content types:
 * pages (with their form actions, posted by browsers with or without JavaScript), the
 * JSON APIs (app/routes/api/) and the CDS Hooks service (app/routes/cds/), which EHRs call
 * from other origins with a signed bearer JWT. tests/security/route-classes.test.ts keeps
 * this in step with app/routes.ts.
 */
export type RouteClass = 'document' | 'api' | 'cds'

const API_PATH = /^\/(?:api[-/]|healthz$|experimentVariants$|mock-ehr$|assets\/pdf\/)/
const CDS_PATH = /^\/cds-services(?:\/|$)/

export function classOf(path: string): RouteClass {
  if (CDS_PATH.test(path)) return 'cds'
  return API_PATH.test(path) ? 'api' : 'document'
}

/**
 * CORS for the CDS Hooks service (CDS Hooks 2.0: browser-based CDS clients call it from the
 * EHR's origin). Any origin: every call is authorised by the EHR's signed JWT in the
 * Authorization header, never by cookies, so there is no ambient credential to protect.
 */
export const CDS_CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
}

const KiB = 1024

export const ROUTE_CLASS_LIMITS: Record<
  RouteClass,
  { methods: readonly string[]; bodyBytes: number; accepts: 'form' | 'json'; cors?: Record<string, string> }
> = {
  // The largest legitimate form (a tool page's posts, or the 2,000-character feedback
  // message percent-encoded at up to 9 bytes a character) stays under 20 KB.
  document: { methods: ['GET', 'HEAD', 'POST'], bodyBytes: 64 * KiB, accepts: 'form' },
  // The largest legitimate JSON (an analytics batch of 50 events, a snapshot of a tool's
  // inputs, the option grid's batch run) stays under 32 KB.
  api: { methods: ['GET', 'HEAD', 'POST', 'DELETE'], bodyBytes: 64 * KiB, accepts: 'json' },
  // A patient-view call carries the prefetch: a patient, conditions, medications and a few
  // observations as FHIR bundles, which stays well under 512 KB.
  cds: { methods: ['GET', 'HEAD', 'POST'], bodyBytes: 512 * KiB, accepts: 'json', cors: CDS_CORS_HEADERS },
}

/** No body is read beyond this, whatever the route. */
export const MAX_BODY_BYTES = 512 * KiB

/** More fields than any form has; parsing stays cheap far beyond it. */
export const MAX_FORM_FIELDS = 1_000
