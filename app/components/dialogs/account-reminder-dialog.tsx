import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Link, useLocation } from 'react-router'

import { sessionNumberOf, withSessionNumber } from '#app/utils/session-number.ts'

import { REMINDER_COOKIE, REMINDER_COOKIE_VALUE } from './reminder.ts'
import { useBrandName } from '#app/hooks/use-brand-name.ts'

/**
 * The personal-account reminder (spec 01 §4): opens once, marks itself shown, and every way
 * out (close, skip, sign in, create an account) lets the visitor carry on.
 */
export default function AccountReminderDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const brandName = useBrandName()
  const ref = useRef<HTMLDialogElement>(null)
  const location = useLocation()
  const sessionNumber = sessionNumberOf(new URLSearchParams(location.search))
  useEffect(() => {
    document.cookie = REMINDER_COOKIE_VALUE
    // Where a Secure cookie cannot be kept (plain HTTP), the session still remembers.
    try {
      sessionStorage.setItem(REMINDER_COOKIE, 'true')
    } catch {
      // Storage blocked: the cookie alone decides.
    }
    if (!ref.current?.open) ref.current?.showModal()
  }, [])
  const here = location.pathname + location.search
  const signIn = withSessionNumber(here === '/' ? '/login' : `/login?returnToUrl=${encodeURIComponent(here)}`, sessionNumber)
  const register = withSessionNumber('/login?action=register', sessionNumber)
  const close = () => ref.current?.close()
  return (
    <dialog
      ref={ref}
      aria-labelledby="reminder-title"
      aria-describedby="reminder-text"
      onClose={onDone}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg p-0 backdrop:bg-slate-900/60"
    >
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="reminder-title" className="text-xl font-semibold">
            {t('consent.reminder.title', { brand: brandName })}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t('consent.close')}
            className="rounded px-2 text-2xl leading-none text-slate-700 hover:bg-slate-100"
          >
            ×
          </button>
        </div>
        <p id="reminder-text" className="text-slate-800">
          {t('consent.reminder.body')}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Link to={register} onClick={close} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t('consent.reminder.createAccount')}
          </Link>
          <Link to={signIn} onClick={close} className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
            {t('consent.reminder.signIn')}
          </Link>
          <button type="button" onClick={close} className="px-2 py-2 font-medium text-slate-800 underline">
            {t('consent.reminder.skip')}
          </button>
        </div>
      </div>
    </dialog>
  )
}
