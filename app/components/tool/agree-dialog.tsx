import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import { useHydrated } from '#app/hooks/use-hydrated.ts'

const STORAGE_KEY = 'consilium-agreed-tools'

function agreedSlugs(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

/**
 * Tools with pop-up components open a notice that must be acknowledged ('I understand')
 * before use; acknowledged slugs are kept in session storage. Escape does not close it.
 * Without JavaScript the notice is shown above the form instead.
 */
export function AgreeDialog({ slug, items }: { slug: string; items: { title: string; body: string }[] }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const hydrated = useHydrated()
  // The dialog exists only once hydrated: before that the notice is the aside above the form.
  useEffect(() => {
    if (hydrated && !agreedSlugs().includes(slug)) ref.current?.showModal()
  }, [slug, hydrated])
  if (!items.length) return null
  const content = items.map((item) => (
    <section key={item.title} className="space-y-1">
      <h3 className="font-semibold">{item.title}</h3>
      <p className="text-slate-800">{item.body}</p>
    </section>
  ))
  if (!hydrated) {
    return (
      <aside aria-labelledby="agree-title" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
        <h2 id="agree-title" className="font-semibold">
          {t('tool.agreeTitle')}
        </h2>
        {content}
      </aside>
    )
  }
  return (
    <dialog
      ref={ref}
      aria-labelledby="agree-title"
      onCancel={(e) => e.preventDefault()}
      className="m-auto max-w-lg space-y-4 rounded-lg p-6 backdrop:bg-slate-900/60"
    >
      <h2 id="agree-title" className="text-lg font-semibold">
        {t('tool.agreeTitle')}
      </h2>
      {content}
      <button
        type="button"
        onClick={() => {
          sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...new Set([...agreedSlugs(), slug])]))
          ref.current?.close()
        }}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t('tool.agree')}
      </button>
    </dialog>
  )
}
