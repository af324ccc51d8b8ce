import { readCookie } from '#app/consent/consent.ts'

/** Spec 01 §9: set once the personal-account reminder has been shown. */
export const REMINDER_COOKIE = 'puaWarningModalShown'

/** The reminder is for visitors without a personal account, once per browser session. */
export function shouldRemind(
  user: { hasFetched: boolean; showLoginPrompt: boolean } | null | undefined,
  cookies: string,
  shownThisSession: string | null = null,
): boolean {
  return Boolean(user?.hasFetched && user.showLoginPrompt) && readCookie(cookies, REMINDER_COOKIE) === null && !shownThisSession
}

/** The cookie as the spec sets it: a session cookie, SameSite=None; Secure. */
export const REMINDER_COOKIE_VALUE = `${REMINDER_COOKIE}=true; Path=/; SameSite=None; Secure`
