import { useEffect, useState } from 'react'

import type { Notification } from '#app/utils/api-client.ts'

export const NOTIFICATION_HIDE_MS = 6000

export type ShownNotification = Notification & { id: number }

/** The toasts themselves, loaded with the first notification. */
export default function ToastList({
  notifications,
  onDismiss,
  dismissLabel,
}: {
  notifications: ShownNotification[]
  onDismiss: (id: number) => void
  dismissLabel: string
}) {
  return notifications.map((n) => <Toast key={n.id} notification={n} onDismiss={onDismiss} dismissLabel={dismissLabel} />)
}

/** Hides itself after a few seconds, but not while the pointer or the keyboard focus is on it. */
function Toast({
  notification,
  onDismiss,
  dismissLabel,
}: {
  notification: ShownNotification
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
