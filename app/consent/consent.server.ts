import { z } from 'zod'

import { IE_WARNING_KEY, isOldInternetExplorer } from '#app/components/dialogs/old-browser.ts'

import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  parseConsent,
  readCookie,
  serializeConsent,
  type Consent,
  type ConsentChoice,
} from './consent.ts'

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

/** Old Internet Explorer gets the unsupported-browser dialog in its first HTML, until dismissed this session. */
export function oldBrowserWarningFor(request: Request): boolean {
  return (
    isOldInternetExplorer(request.headers.get('user-agent')) &&
    readCookie(request.headers.get('cookie'), IE_WARNING_KEY) === null
  )
}

/** A session cookie (no Max-Age): the dismissal lasts as long as the browser session. */
export function ieWarningDismissedCookie(request: Request): string {
  const secure = new URL(request.url).protocol === 'https:'
  return `${IE_WARNING_KEY}=true; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
