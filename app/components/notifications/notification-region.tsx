import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import type { Notification } from '#app/utils/api-client.ts'

import { NOTIFY_EVENT } from './events.ts'

import type { ShownNotification } from './toast-list.tsx'

const ToastList = lazy(() => import('./toast-list.tsx'))
const MAX_SHOWN = 4

/**
 * The notifications raised by failed API calls (spec 01 §8): a polite live region, present
 * from the first paint so that screen readers announce what is added; the toasts' code
 * loads with the first one. Stacked at the top right, each with a dismiss button.
 */
export function NotificationRegion() {
  const { t } = useTranslation()
  const [shown, setShown] = useState<ShownNotification[]>([])
  const counter = useRef(0)
  useEffect(() => {
    const onNotify = (event: Event) => {
      const { title, text } = (event as CustomEvent<Notification>).detail
      const id = ++counter.current
      setShown((list) => [...list.slice(1 - MAX_SHOWN), { title, text, id }])
    }
    window.addEventListener(NOTIFY_EVENT, onNotify)
    return () => window.removeEventListener(NOTIFY_EVENT, onNotify)
  }, [])
  const dismiss = useCallback((id: number) => setShown((list) => list.filter((n) => n.id !== id)), [])
  return (
    <div
      role="status"
      aria-label={t('consent.notifications.label')}
      className="pointer-events-none fixed right-4 top-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {shown.length ? (
        <Suspense fallback={null}>
          <ToastList notifications={shown} onDismiss={dismiss} dismissLabel={t('consent.notifications.dismiss')} />
        </Suspense>
      ) : null}
    </div>
  )
}
