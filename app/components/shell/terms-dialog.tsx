import { useId, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { useInternalHref } from '#app/utils/session-number.ts'

import { TERMS_PROSE } from './terms-prose.ts'

type TermsState = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; html: string }

/** Fetches, renders and sanitises the terms; markdown and sanitiser load only now. */
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
 * The footer's Terms of Use: a link to /terms-of-use that, with JavaScript, opens the terms
 * in a modal dialog instead of navigating (spec 01 §2).
 */
export function TermsOfUseLink({ termsUrl, className }: { termsUrl: string; className?: string }) {
  const { t } = useTranslation()
  const href = useInternalHref()
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLAnchorElement>(null)
  const [state, setState] = useState<TermsState>({ status: 'idle' })
  const titleId = useId()

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    dialog.current?.showModal()
    if (state.status === 'ready' || state.status === 'loading') return
    setState({ status: 'loading' })
    loadTerms(termsUrl).then(
      (html) => setState({ status: 'ready', html }),
      () => setState({ status: 'error' }),
    )
  }

  return (
    <>
      <Link ref={trigger} to={href('/terms-of-use')} onClick={open} className={className}>
        {t('shell.footer.terms')}
      </Link>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-busy={state.status === 'loading' || undefined}
        onClose={() => trigger.current?.focus()}
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
    </>
  )
}
