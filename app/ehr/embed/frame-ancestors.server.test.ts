import { describe, expect, test } from 'vitest'

import { allowsFraming, baselineHeaders, documentCsp, FALLBACK_CSP } from '#app/utils/security-headers.server.ts'

import { frameOrigin, withFrameAncestors } from './frame-ancestors.server.ts'

describe('framing origins', () => {
  test.each([
    ['https://ehr.example.org', 'https://ehr.example.org'],
    ['https://ehr.example.org/', 'https://ehr.example.org'],
    ['https://EHR.example.org:8443', 'https://ehr.example.org:8443'],
    ['http://localhost:3162', 'http://localhost:3162'],
    ['http://127.0.0.1:3162', 'http://127.0.0.1:3162'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('%s is an origin', (given, origin) => {
    expect(frameOrigin(given)).toBe(origin)
  })

  test.each([
    'http://ehr.example.org',
    'https://ehr.example.org/path',
    'https://ehr.example.org?x=1',
    'https://user:pw@ehr.example.org',
    'https://*.example.org',
    '*',
    'https:',
    "'self'",
    "'none'",
    'https://ehr.example.org; script-src *',
    'https://ehr.example.org https://evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    '',
  ])('%s is refused', (given) => {
    expect(frameOrigin(given)).toBeNull()
  })
})

describe('frame-ancestors in the policy', () => {
  test('the directive is replaced, every other directive kept', () => {
    const csp = documentCsp('n0nce')
    const framed = withFrameAncestors(csp, ['https://ehr.example.org', 'http://localhost:3162'])
    expect(framed).toContain('frame-ancestors https://ehr.example.org http://localhost:3162')
    expect(framed).not.toContain("frame-ancestors 'none'")
    expect(framed).toContain("script-src 'nonce-n0nce' 'strict-dynamic'")
    expect(framed.match(/frame-ancestors/g)).toHaveLength(1)
    expect(withFrameAncestors(FALLBACK_CSP, ['https://ehr.example.org'])).toContain("default-src 'none'")
  })

  test('an empty list stays none', () => {
    expect(withFrameAncestors(documentCsp('n'), [])).toContain("frame-ancestors 'none'")
  })

  test("X-Frame-Options DENY goes only where the policy allows no framing", () => {
    const headers = (csp: string | undefined) =>
      new Map(baselineHeaders({ secure: true, production: true, has: (n) => n === 'content-security-policy' && !!csp, get: () => csp }))
    expect(headers(undefined).get('X-Frame-Options')).toBe('DENY')
    expect(headers(documentCsp('n')).get('X-Frame-Options')).toBe('DENY')
    expect(headers(withFrameAncestors(documentCsp('n'), ['https://ehr.example.org'])).has('X-Frame-Options')).toBe(false)
    expect(allowsFraming("default-src 'self'")).toBe(false)
    expect(allowsFraming("frame-ancestors 'none'")).toBe(false)
    expect(allowsFraming('frame-ancestors https://a.example')).toBe(true)
  })
})
