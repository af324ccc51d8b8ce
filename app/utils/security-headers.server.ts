import { randomBytes } from 'node:crypto'

export const newNonce = () => randomBytes(16).toString('base64')

/** The policy for server-rendered documents: scripts only with this response's nonce. */
export function documentCsp(nonce: string, { dev = false } = {}): string {
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/** For everything that is not a document (JSON, files): nothing may run or be framed. */
export const FALLBACK_CSP = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'

/**
 * Whether a policy lets some page frame the response: only an EHR session's pages do
 * (app/ehr/embed/frame-ancestors.server.ts lists the organisation's origins).
 */
export function allowsFraming(csp: string | undefined): boolean {
  const directive = csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => /^frame-ancestors(\s|$)/i.test(d))
  if (!directive) return false
  const sources = directive.split(/\s+/).slice(1)
  return sources.length > 0 && !sources.every((s) => s.toLowerCase() === "'none'")
}

/** Headers every response carries; `has`/`get` tell what the route already chose. */
export function baselineHeaders(opts: {
  secure: boolean
  production: boolean
  has: (name: string) => boolean
  get?: (name: string) => string | undefined
}): [string, string][] {
  const out: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
  // X-Frame-Options cannot name a list of origins (ALLOW-FROM is gone from browsers) and would
  // override nothing but break the frame: a response framable by its CSP goes without it.
  if (!allowsFraming(opts.get?.('content-security-policy'))) out.push(['X-Frame-Options', 'DENY'])
  // Snapshot answers choose a stricter policy (no-referrer); everything else gets this one.
  if (!opts.has('referrer-policy')) out.push(['Referrer-Policy', 'strict-origin-when-cross-origin'])
  if (!opts.has('content-security-policy')) out.push(['Content-Security-Policy', FALLBACK_CSP])
  // Pages show who is signed in and APIs answer with user data: nothing is stored
  // by browsers or proxies unless a route says otherwise (static assets do).
  if (!opts.has('cache-control')) out.push(['Cache-Control', 'no-store'])
  if (opts.secure && opts.production) {
    out.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'])
  }
  return out
}
