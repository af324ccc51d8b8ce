import { describe, expect, test } from 'vitest'

import { baselineHeaders, documentCsp, FALLBACK_CSP } from './security-headers.server.ts'

describe('security headers', () => {
  test('the document policy allows scripts only by nonce and forbids framing', () => {
    const csp = documentCsp('abc123')
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-eval')
  })

  test('defaults fill in only what the route did not set', () => {
    const none = new Map(baselineHeaders({ secure: false, production: true, has: () => false }))
    expect(none.get('Content-Security-Policy')).toBe(FALLBACK_CSP)
    expect(none.get('Cache-Control')).toBe('no-store')
    expect(none.get('X-Content-Type-Options')).toBe('nosniff')
    expect(none.has('Strict-Transport-Security')).toBe(false)
    const routeSet = new Map(baselineHeaders({ secure: true, production: true, has: () => true }))
    expect(routeSet.has('Content-Security-Policy')).toBe(false)
    expect(routeSet.has('Cache-Control')).toBe(false)
    expect(routeSet.get('Strict-Transport-Security')).toMatch(/max-age=\d{8}/)
  })
})
