import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'

/** Spec 01 §8: an expired EHR token has its own text; every other 403 gets the general one. */
export function forbiddenTextKey(message: string | null | undefined): string {
  return message === 'smart-token-expired' ? 'consent.forbidden.expired' : 'consent.forbidden.unexpected'
}

/** The forbidden / session-expired modal (loaded with the first 403 from a call through apiFetch). */
export default function ForbiddenDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal()
  }, [])
  return (
    <dialog
      ref={ref}
      aria-labelledby="forbidden-title"
      aria-describedby="forbidden-text"
      onClose={onClose}
      className="m-auto max-w-md space-y-4 rounded-lg p-6 backdrop:bg-slate-900/60"
    >
      <h2 id="forbidden-title" className="text-lg font-semibold">
        {t('consent.forbidden.title')}
      </h2>
      <p id="forbidden-text">{t(forbiddenTextKey(message))}</p>
      <form method="dialog">
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('consent.close')}
        </button>
      </form>
    </dialog>
  )
}
