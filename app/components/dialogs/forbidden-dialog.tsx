import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { FORBIDDEN_EVENT } from '#app/utils/api-client.ts'

/** Spec 01 §8: an expired EHR token has its own text; every other 403 gets the general one. */
export function forbiddenTextKey(message: string | null | undefined): string {
  return message === 'smart-token-expired' ? 'consent.forbidden.expired' : 'consent.forbidden.unexpected'
}

/** The forbidden / session-expired modal, opened by a 403 from any call through apiFetch. */
export function ForbiddenDialog() {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const [textKey, setTextKey] = useState<string | null>(null)
  useEffect(() => {
    const onForbidden = (event: Event) =>
      setTextKey(forbiddenTextKey((event as CustomEvent<{ message: string | null }>).detail?.message))
    window.addEventListener(FORBIDDEN_EVENT, onForbidden)
    return () => window.removeEventListener(FORBIDDEN_EVENT, onForbidden)
  }, [])
  useEffect(() => {
    if (textKey && !ref.current?.open) ref.current?.showModal()
  }, [textKey])
  if (!textKey) return null
  return (
    <dialog
      ref={ref}
      aria-labelledby="forbidden-title"
      aria-describedby="forbidden-text"
      onClose={() => setTextKey(null)}
      className="m-auto max-w-md space-y-4 rounded-lg p-6 backdrop:bg-slate-900/60"
    >
      <h2 id="forbidden-title" className="text-lg font-semibold">
        {t('consent.forbidden.title')}
      </h2>
      <p id="forbidden-text">{t(textKey)}</p>
      <form method="dialog">
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('consent.close')}
        </button>
      </form>
    </dialog>
  )
}
