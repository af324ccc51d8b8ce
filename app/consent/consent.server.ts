import { z } from 'zod'

import { CSRF_FIELD } from '#app/ehr/embed/csrf.ts'
import { escapeHtml } from '#app/utils/escape-html.ts'

import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  parseConsent,
  readCookie,
  serializeConsent,
  type Consent,
  type ConsentChoice,
} from './consent.ts'
import { IE_WARNING_KEY, isOldInternetExplorer } from './old-browser.ts'

export function consentFor(request: Request): Consent {
  return parseConsent(readCookie(request.headers.get('cookie'), CONSENT_COOKIE))
}

/**
 * The consent cookie: read by the server only (the page gets the choice from the root
 * loader), so it is HttpOnly; Lax, and Secure when the site is served over HTTPS.
 */
export function consentCookieHeader(request: Request, analytics: ConsentChoice, now = new Date()): string {
  const secure = new URL(request.url).protocol === 'https:'
  return [
    `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(analytics, now))}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** The drawer's and the /cookies page's form: Accept all, Reject all, or Save with the boxes ticked. */
export const ConsentFormSchema = z.object({
  intent: z.enum(['accept-all', 'reject-all', 'save']),
  analytics: z.literal('on').optional(),
  returnTo: z.string().max(2048).optional(),
  /** Sent by the drawer's script: answer with data instead of a redirect. */
  via: z.literal('fetch').optional(),
})

export function choiceOf(form: z.infer<typeof ConsentFormSchema>): ConsentChoice {
  if (form.intent === 'accept-all') return 'ACCEPT'
  if (form.intent === 'reject-all') return 'REJECT'
  return form.analytics === 'on' ? 'ACCEPT' : 'REJECT'
}

/**
 * Old Internet Explorer gets the unsupported-browser dialog in its first HTML, until
 * dismissed this session. It is plain HTML with inline styles, made here, because that
 * browser runs neither our scripts nor our style sheet (and no other browser needs the code).
 */
export function oldBrowserWarningFor(
  request: Request,
  t: (key: string, options?: { brand: string }) => string,
  csrfToken?: string | null,
  brandName = 'Consilium',
): string | null {
  if (!isOldInternetExplorer(request.headers.get('user-agent'))) return null
  if (readCookie(request.headers.get('cookie'), IE_WARNING_KEY) !== null) return null
  const url = new URL(request.url)
  return [
    '<div role="dialog" aria-labelledby="ie-warning-title" aria-describedby="ie-warning-text" style="position:fixed;top:1rem;left:1rem;right:1rem;z-index:60;max-width:36rem;margin:0 auto;padding:1rem;background:#fff;color:#0f172a;border:2px solid #1e3a8a">',
    `<h2 id="ie-warning-title" style="font-size:1.25rem;font-weight:700">${escapeHtml(t('consent.ie.title'))}</h2>`,
    `<p id="ie-warning-text" style="margin:0.5rem 0 1rem">${escapeHtml(t('consent.ie.body', { brand: brandName }))}</p>`,
    '<form method="post" action="/browser-warning">',
    `<input type="hidden" name="returnTo" value="${escapeHtml(url.pathname + url.search)}">`,
    csrfToken ? `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrfToken)}">` : '',
    `<button type="submit" style="padding:0.5rem 1rem;background:#1e3a8a;color:#fff;font-weight:600">${escapeHtml(t('consent.ie.dismiss'))}</button>`,
    '</form></div>',
  ].join('')
}

/** A session cookie (no Max-Age): the dismissal lasts as long as the browser session. */
export function ieWarningDismissedCookie(request: Request): string {
  const secure = new URL(request.url).protocol === 'https:'
  return `${IE_WARNING_KEY}=true; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
