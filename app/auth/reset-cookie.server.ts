import { createCookie, type Cookie } from 'react-router'

import { RESET_TOKEN_MINUTES } from './password-reset.ts'

/**
 * Holds a reset link's token between opening the link and posting the new password, so the
 * token leaves the address bar (and history, Referer headers, proxies' logs) at once. Lax, not
 * Strict: the link is opened from a mail client, another site, and the redirect that follows
 * must carry the cookie. Path / and not /reset-password: with JavaScript the page's data and
 * its post go to /reset-password.data, which a cookie for /reset-password does not reach.
 */
export function resetCookie(request: Request, secrets: string[]): Cookie {
  const secure = new URL(request.url).protocol === 'https:'
  return createCookie(secure ? '__Host-consilium_reset' : 'consilium_reset', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    secrets,
    maxAge: RESET_TOKEN_MINUTES * 60,
  })
}
