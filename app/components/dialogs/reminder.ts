import { readCookie } from '#app/consent/consent.ts'

/** Spec 01 §9: set once the personal-account reminder has been shown. */
export const REMINDER_COOKIE = 'puaWarningModalShown'

/** Pages that are themselves about signing in: the reminder would ask what the page asks. */
const ACCOUNT_PAGES = /^\/(login|logout|forgot-password|reset-password)(\/|$)/

/**
 * The reminder is for visitors without a personal account, once per browser session, and not on
 * the pages where they are already signing in or making an account (it waits for another page).
 */
export function shouldRemind(
  user: { hasFetched: boolean; showLoginPrompt: boolean } | null | undefined,
  cookies: string,
  shownThisSession: string | null = null,
  pathname = '/',
): boolean {
  return (
    Boolean(user?.hasFetched && user.showLoginPrompt) &&
    readCookie(cookies, REMINDER_COOKIE) === null &&
    !shownThisSession &&
    !ACCOUNT_PAGES.test(pathname)
  )
}

/** The cookie as the spec sets it: a session cookie, SameSite=None; Secure. */
export const REMINDER_COOKIE_VALUE = `${REMINDER_COOKIE}=true; Path=/; SameSite=None; Secure`
