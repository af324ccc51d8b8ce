import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import { TERMS_PROSE } from './terms-prose.ts'

type TermsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; html: string }

/** Fetches, renders and sanitises the terms. */
async function loadTerms(termsUrl: string): Promise<string> {
  const [markdown, { renderTermsMarkdown }, { default: DOMPurify }] = await Promise.all([
    fetch(termsUrl, { headers: { accept: 'text/markdown, text/plain' } }).then((response) => {
      if (!response.ok) throw new Error(`terms of use: ${response.status}`)
      return response.text()
    }),
    import('#app/shell/terms-markdown.ts'),
    import('dompurify'),
  ])
  const html = DOMPurify.sanitize(renderTermsMarkdown(markdown))
  if (!html.trim()) throw new Error('terms of use: empty')
  return html
}

/**
 * The Terms of Use dialog (spec 01 §2, §4, §8, §9): modal, labelled, a spinner while the
 * text loads, at most 78vh of scrolling text, a Close button; focus returns to the link.
 * Each opening after a failure tries again.
 */
export default function TermsDialog({
  termsUrl,
  opens,
  onClosed,
}: {
  termsUrl: string
  opens: number
  onClosed: () => void
}) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const [state, setState] = useState<TermsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const titleId = useId()

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [opens])

  useEffect(() => {
    let current = true
    loadTerms(termsUrl).then(
      (html) => current && setState({ status: 'ready', html }),
      () => current && setState({ status: 'error' }),
    )
    return () => {
      current = false
    }
  }, [termsUrl, attempt])

  const onClose = () => {
    if (state.status === 'error') {
      setState({ status: 'loading' })
      setAttempt((n) => n + 1)
    }
    onClosed()
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading' || undefined}
      onClose={onClose}
      className="m-auto w-[min(48rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-left text-base text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {t('shell.terms.title')}
        </h2>
        <form method="dialog">
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('shell.terms.close')}
          </button>
        </form>
      </div>
      <div className="max-h-[78vh] overflow-y-auto px-5 py-4" tabIndex={0} data-testid="terms-scroll">
        {state.status === 'ready' ? (
          <div className={TERMS_PROSE} dangerouslySetInnerHTML={{ __html: state.html }} />
        ) : state.status === 'error' ? (
          <p role="alert" className="py-4 font-medium text-red-800">
            {t('shell.terms.error')}
          </p>
        ) : (
          <div role="status" className="flex items-center gap-3 py-8 text-slate-700">
            <span
              aria-hidden="true"
              className="size-6 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700"
            />
            <span>{t('shell.terms.loading')}</span>
          </div>
        )}
      </div>
    </dialog>
  )
}
