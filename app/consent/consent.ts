/** Consent to optional cookies and analytics (spec 01 §4): shared by server and browser. */
export const CONSENT_COOKIE = 'consilium-consent'
/** Bumped when the categories change, so everyone is asked again. */
export const CONSENT_VERSION = 1
/** Six months. */
export const CONSENT_MAX_AGE_SECONDS = 183 * 24 * 60 * 60
/** Raised by Manage Cookies to reopen the drawer. */
export const CONSENT_OPEN_EVENT = 'consilium:consent-open'

export type ConsentChoice = 'ACCEPT' | 'REJECT'
/** `analytics: null` means the visitor has not decided yet. */
export type Consent = { analytics: ConsentChoice | null }

export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

/** The cookie value: `v=1&ANALYTICS=ACCEPT&at=2026-11-22` (version, choice, date decided). */
export function serializeConsent(analytics: ConsentChoice, now = new Date()): string {
  return `v=${CONSENT_VERSION}&ANALYTICS=${analytics}&at=${now.toISOString().slice(0, 10)}`
}

export function parseConsent(value: string | null): Consent {
  const params = new URLSearchParams(value ?? '')
  const analytics = params.get('ANALYTICS')
  if (params.get('v') !== String(CONSENT_VERSION) || (analytics !== 'ACCEPT' && analytics !== 'REJECT')) {
    return { analytics: null }
  }
  return { analytics }
}
