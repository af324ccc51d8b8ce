import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { data } from 'react-router'

/** Spec 01 §2: 'Page Not Available' with child content. */
export function PageNotAvailable({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="page-not-available-title" className="mx-auto max-w-2xl py-8 text-center">
      <h1 id="page-not-available-title" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
        {t('shell.pageNotAvailable')}
      </h1>
      {children ? <div className="mt-6 space-y-3 text-slate-700">{children}</div> : null}
    </section>
  )
}

/**
 * For a loader that decides the page is not available (a flag is off, say): the server
 * answers with `status` (404 by default) and the route renders <PageNotAvailable>.
 *   if (!flags[SYSTEM_CHECK_FLAG]) return pageNotAvailable()
 */
export function pageNotAvailable(status = 404, headers?: HeadersInit) {
  return data({ pageNotAvailable: true } as const, { status, headers })
}

export function isPageNotAvailable(value: unknown): value is { pageNotAvailable: true } {
  return typeof value === 'object' && value !== null && (value as { pageNotAvailable?: unknown }).pageNotAvailable === true
}
