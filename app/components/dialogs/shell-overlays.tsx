import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'

import { setAnalyticsConsent } from '#app/analytics/analytics.ts'
import type { UserState } from '#app/auth/user-state.ts'
import { ConsentDrawer } from '#app/components/consent/consent-drawer.tsx'
import { NotificationRegion } from '#app/components/notifications/notification-region.tsx'
import type { Consent } from '#app/consent/consent.ts'
import { FORBIDDEN_EVENT } from '#app/components/notifications/events.ts'

import { OldBrowserDialog } from './old-browser-dialog.tsx'
import { REMINDER_COOKIE, shouldRemind } from './reminder.ts'

const AccountReminderDialog = lazy(() => import('./account-reminder-dialog.tsx'))
const ForbiddenDialog = lazy(() => import('./forbidden-dialog.tsx'))

function shownThisSession(): string | null {
  try {
    return sessionStorage.getItem(REMINDER_COOKIE)
  } catch {
    return null
  }
}

/**
 * A dialog gives the focus back to what had it before it opened; when that is gone (the
 * reminder opens after the consent drawer, whose button leaves with it), the focus goes to
 * the page's main content rather than to nowhere.
 */
function refocusIfLost() {
  requestAnimationFrame(() => {
    const active = document.activeElement
    if (!active || active === document.body || !active.isConnected) document.getElementById('main')?.focus()
  })
}

/**
 * Everything the shell lays over pages: notifications, the forbidden modal, the
 * unsupported-browser dialog, the consent drawer and the personal-account reminder.
 * The reminder waits until the consent choice is made, so two things never ask at once.
 */
export function ShellOverlays({
  user,
  consent,
  oldBrowser,
}: {
  user: UserState
  consent: Consent
  /** The server-made unsupported-browser dialog, for old Internet Explorer only. */
  oldBrowser: string | null
}) {
  const [remind, setRemind] = useState(false)
  const { pathname } = useLocation()
  // undefined: closed; otherwise the message of the 403 answer.
  const [forbidden, setForbidden] = useState<string | null | undefined>(undefined)
  useEffect(() => setAnalyticsConsent(consent.analytics), [consent.analytics])
  useEffect(() => {
    if (consent.analytics !== null && shouldRemind(user, document.cookie, shownThisSession(), pathname)) setRemind(true)
  }, [user, consent.analytics, pathname])
  useEffect(() => {
    const onForbidden = (event: Event) => setForbidden((event as CustomEvent<{ message: string | null }>).detail?.message ?? null)
    window.addEventListener(FORBIDDEN_EVENT, onForbidden)
    return () => window.removeEventListener(FORBIDDEN_EVENT, onForbidden)
  }, [])
  return (
    <>
      <NotificationRegion />
      <ConsentDrawer consent={consent} />
      {oldBrowser ? <OldBrowserDialog html={oldBrowser} /> : null}
      {forbidden !== undefined ? (
        <Suspense fallback={null}>
          <ForbiddenDialog message={forbidden} onClose={() => setForbidden(undefined)} />
        </Suspense>
      ) : null}
      {remind ? (
        <Suspense fallback={null}>
          <AccountReminderDialog onDone={() => (setRemind(false), refocusIfLost())} />
        </Suspense>
      ) : null}
    </>
  )
}
