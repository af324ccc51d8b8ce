import { lazy, Suspense, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Form } from 'react-router'

import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { useRootData } from '#app/hooks/use-root-data.ts'
import type { ComboState, SuggestionsApi } from '#app/search/suggestions.tsx'
import { tidyText } from '#app/search/search-text.ts'
import { useSessionNumber } from '#app/utils/session-number.ts'

// The suggestion list loads on first focus: pages that are never searched pay nothing for it.
const Suggestions = lazy(() => import('#app/search/suggestions.tsx'))

/**
 * Spec 01 §5: on submit the text is trimmed and whitespace runs become '+' in q (the
 * form encoding turns each single space into '+'); empty text does not search. Without
 * JavaScript the browser submits as typed and the search page tidies the address.
 */
export function tidySearchSubmit(event: FormEvent<HTMLFormElement>) {
  const input = event.currentTarget.elements.namedItem('q')
  if (!(input instanceof HTMLInputElement)) return
  const text = tidyText(input.value)
  if (text === '') {
    event.preventDefault()
    input.focus()
    return
  }
  input.value = text
}

/**
 * A GET form to /search that works without JavaScript; with it, the box is an ARIA 1.2
 * combobox offering 'Go to' tools and 'Search for' terms (spec 01 §4).
 */
export function SearchForm({
  id,
  defaultValue = '',
  landmarkLabel,
  visibleLabel = false,
  className = '',
}: {
  id: string
  defaultValue?: string
  landmarkLabel: string
  visibleLabel?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const product = useRootData()?.brand.name ?? t('meta.appName')
  const sessionNumber = useSessionNumber()
  const hydrated = useHydrated()
  const input = useRef<HTMLInputElement>(null)
  const api = useRef<SuggestionsApi>(null)
  // Typed before the list's code arrived: it suggests for the text as soon as it is there.
  const typedEarly = useRef(false)
  const [armed, setArmed] = useState(false)
  const [combo, setCombo] = useState<ComboState>({ expanded: false })
  const listId = `${id}-suggestions`
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={landmarkLabel}
      onSubmit={tidySearchSubmit}
      className={`relative ${className}`}
    >
      <label htmlFor={id} className={visibleLabel ? 'mb-1 block text-sm font-medium text-slate-800' : 'sr-only'}>
        {t('search.label', { product })}
      </label>
      <div className="flex gap-2">
        <input
          key={defaultValue}
          ref={input}
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder={t('search.placeholder', { product })}
          maxLength={200}
          autoComplete="off"
          className="w-full min-w-0 rounded-md border border-slate-500 px-3 py-2 text-slate-900 placeholder:text-slate-600"
          {...(hydrated
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': combo.expanded,
                'aria-controls': listId,
                'aria-activedescendant': combo.active,
                onFocus: () => setArmed(true),
                onChange: () => {
                  if (api.current) return api.current.changed()
                  typedEarly.current = true
                  setArmed(true) // focused before the page was interactive
                },
                onKeyDown: (e: React.KeyboardEvent<HTMLInputElement>) => api.current?.keyDown(e),
                onBlur: () => api.current?.close(),
              }
            : {})}
        />
        {sessionNumber ? <input type="hidden" name="session-number" value={sessionNumber} /> : null}
        <button type="submit" className="rounded-md bg-brand-700 px-3 py-2 font-medium text-white hover:bg-brand-800">
          {t('search.submit')}
        </button>
      </div>
      {armed ? (
        <Suspense fallback={null}>
          <Suggestions api={api} input={input} listId={listId} typedEarly={typedEarly} onCombo={setCombo} />
        </Suspense>
      ) : null}
    </Form>
  )
}
