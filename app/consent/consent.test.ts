import { describe, expect, test } from 'vitest'

import { CONSENT_MAX_AGE_SECONDS, parseConsent, readCookie, serializeConsent } from './consent.ts'
import { choiceOf, consentCookieHeader, consentFor, ieWarningDismissedCookie, oldBrowserWarningFor } from './consent.server.ts'
import { isOldInternetExplorer } from './old-browser.ts'

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers })

describe('consent cookie', () => {
  test('round trip with version and date; anything else is undecided', () => {
    const value = serializeConsent('ACCEPT', new Date('2026-11-22T10:00:00Z'))
    expect(value).toBe('v=1&ANALYTICS=ACCEPT&at=2026-11-22')
    expect(parseConsent(value)).toEqual({ analytics: 'ACCEPT' })
    expect(parseConsent(serializeConsent('REJECT'))).toEqual({ analytics: 'REJECT' })
    expect(parseConsent(null)).toEqual({ analytics: null })
    expect(parseConsent('v=0&ANALYTICS=ACCEPT')).toEqual({ analytics: null })
    expect(parseConsent('v=1&ANALYTICS=MAYBE')).toEqual({ analytics: null })
  })

  test('read from the request', () => {
    const cookie = `lng=es; consilium-consent=${encodeURIComponent(serializeConsent('REJECT'))}; other=1`
    expect(consentFor(request('http://127.0.0.1/', { cookie }))).toEqual({ analytics: 'REJECT' })
    expect(consentFor(request('http://127.0.0.1/'))).toEqual({ analytics: null })
    expect(readCookie('a=1; b=%E0%A4%A', 'b')).toBeNull()
  })

  test('six months, Lax, HttpOnly; Secure only over HTTPS', () => {
    const plain = consentCookieHeader(request('http://127.0.0.1/cookies'), 'ACCEPT')
    expect(plain).toMatch(/^consilium-consent=v%3D1%26ANALYTICS%3DACCEPT%26at%3D\d{4}-\d\d-\d\d; /)
    expect(plain).toContain(`Max-Age=${CONSENT_MAX_AGE_SECONDS}`)
    expect(CONSENT_MAX_AGE_SECONDS / 86_400).toBeGreaterThanOrEqual(182)
    expect(plain).toContain('SameSite=Lax')
    expect(plain).toContain('HttpOnly')
    expect(plain).not.toContain('Secure')
    expect(consentCookieHeader(request('https://consilium.example/cookies'), 'REJECT')).toContain('; Secure')
  })

  test('the form: accept all, reject all, or the ticked boxes', () => {
    expect(choiceOf({ intent: 'accept-all' })).toBe('ACCEPT')
    expect(choiceOf({ intent: 'reject-all', analytics: 'on' })).toBe('REJECT')
    expect(choiceOf({ intent: 'save', analytics: 'on' })).toBe('ACCEPT')
    expect(choiceOf({ intent: 'save' })).toBe('REJECT')
  })
})

describe('old Internet Explorer', () => {
  const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'
  const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)'
  const IE6 = 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)'
  const EDGE =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0'
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

  test('MSIE and Trident are old Internet Explorer; Edge and Chrome are not', () => {
    expect([IE11, IE10, IE6].map(isOldInternetExplorer)).toEqual([true, true, true])
    expect([EDGE, CHROME, '', null].map(isOldInternetExplorer)).toEqual([false, false, false, false])
  })

  test('the dialog is rendered until dismissed for the session', () => {
    const t = (key: string) => (key === 'consent.ie.title' ? 'Dear Internet Explorer User' : `<${key}>`)
    const html = oldBrowserWarningFor(request('http://127.0.0.1/tools?q="x"', { 'user-agent': IE11 }), t)
    expect(html).toContain('<h2 id="ie-warning-title" style="font-size:1.25rem;font-weight:700">Dear Internet Explorer User</h2>')
    expect(html).toContain('<form method="post" action="/browser-warning">')
    expect(html).toContain('value="/tools?q=%22x%22"')
    expect(html).toContain('&lt;consent.ie.body&gt;')
    expect(oldBrowserWarningFor(request('http://127.0.0.1/', { 'user-agent': IE11, cookie: 'ie-warning-dismissed=true' }), t)).toBeNull()
    expect(oldBrowserWarningFor(request('http://127.0.0.1/', { 'user-agent': CHROME }), t)).toBeNull()
    const cookie = ieWarningDismissedCookie(request('http://127.0.0.1/browser-warning'))
    expect(cookie).toBe('ie-warning-dismissed=true; Path=/; SameSite=Lax')
    expect(cookie).not.toMatch(/Max-Age|Expires/)
  })
})
