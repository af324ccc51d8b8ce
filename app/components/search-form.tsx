import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'

/**
 * Spec 01 §5: on submit the text is trimmed and whitespace runs become '+' in q (the
 * form encoding turns each single space into '+'); empty text does not search. Without
 * JavaScript the browser submits as typed and the search page tidies the address.
 */
export function tidySearchSubmit(event: FormEvent<HTMLFormElement>) {
  const input = event.currentTarget.elements.namedItem('q')
  if (!(input instanceof HTMLInputElement)) return
  const text = input.value.replace(/\s+/g, ' ').trim()
  if (text === '') {
    event.preventDefault()
    input.focus()
    return
  }
  input.value = text
}

/** A GET form to /search that works without JavaScript. */
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
  return (
    <Form method="get" action="/search" role="search" aria-label={landmarkLabel} onSubmit={tidySearchSubmit} className={className}>
      <label htmlFor={id} className={visibleLabel ? 'mb-1 block text-sm font-medium text-slate-800' : 'sr-only'}>
        {t('search.label')}
      </label>
      <div className="flex gap-2">
        <input
          key={defaultValue}
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder={t('search.placeholder')}
          maxLength={200}
          autoComplete="off"
          className="w-full min-w-0 rounded-md border border-slate-400 px-3 py-2 text-slate-900 placeholder:text-slate-600"
        />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-3 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t('search.submit')}
        </button>
      </div>
    </Form>
  )
}
