import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { NOTIFY_EVENT, type Notification } from '#app/utils/api-client.ts'

export const NOTIFICATION_HIDE_MS = 6000
const MAX_SHOWN = 4

type Shown = Notification & { id: number }

/**
 * The toasts raised by failed API calls (spec 01 §8): stacked at the top right, read out
 * politely, each with a dismiss button; each hides after a few seconds, unless the pointer
 * or the keyboard focus is on it.
 */
export function NotificationRegion() {
  const { t } = useTranslation()
  const [shown, setShown] = useState<Shown[]>([])
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
      {shown.map((n) => (
        <Toast key={n.id} notification={n} onDismiss={dismiss} dismissLabel={t('consent.notifications.dismiss')} />
      ))}
    </div>
  )
}

function Toast({
  notification,
  onDismiss,
  dismissLabel,
}: {
  notification: Shown
  onDismiss: (id: number) => void
  dismissLabel: string
}) {
  const [paused, setPaused] = useState(false)
  const { id } = notification
  useEffect(() => {
    if (paused) return
    const timer = setTimeout(() => onDismiss(id), NOTIFICATION_HIDE_MS)
    return () => clearTimeout(timer)
  }, [paused, onDismiss, id])
  return (
    <div
      className="pointer-events-auto flex items-start gap-3 rounded-md border border-red-300 bg-white p-3 shadow-lg"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="flex-1">
        <p className="font-semibold text-red-800">{notification.title}</p>
        <p className="text-sm text-slate-800">{notification.text}</p>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(id)}
        aria-label={`${dismissLabel}: ${notification.title}`}
        className="rounded px-2 text-lg leading-none text-slate-700 hover:bg-slate-100"
      >
        ×
      </button>
    </div>
  )
}
