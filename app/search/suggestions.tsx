import { useEffect, useImperativeHandle, useReducer, useRef, type KeyboardEvent, type RefObject } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { useLocation, useNavigate } from 'react-router'

import {
  activeOption,
  completionPath,
  DEBOUNCE_MS,
  escapeIntent,
  firstSlug,
  initialState,
  isExpanded,
  reducer,
  searchPath,
  shouldSuggest,
  SLUGS_BY_AN_PATH,
  tidyText,
  toolPath,
  type Option,
} from './autocomplete.ts'
import { apiFetch } from '#app/utils/api-client.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

/** What the combobox input shows of the list. */
export type ComboState = { expanded: boolean; active?: string }
/** The input's events, handled here. */
export type SuggestionsApi = { changed(): void; keyDown(event: KeyboardEvent<HTMLInputElement>): void; close(): void }

type Pending = { timer?: ReturnType<typeof setTimeout>; request?: AbortController }

function cancel(pending: Pending) {
  clearTimeout(pending.timer)
  pending.request?.abort()
  pending.request = undefined
}

/**
 * The suggestion list of the search combobox (loaded on first focus): debounced completion
 * calls, 'Go to' and 'Search for' groups, keyboard and mouse choice, a count for screen readers.
 */
export default function Suggestions({
  api,
  input,
  listId,
  typedEarly,
  onCombo,
}: {
  api: RefObject<SuggestionsApi | null>
  input: RefObject<HTMLInputElement | null>
  listId: string
  typedEarly: RefObject<boolean>
  onCombo: (combo: ComboState) => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const internalHref = useInternalHref()
  const { key: locationKey } = useLocation()
  const [state, dispatch] = useReducer(reducer, initialState)
  const pending = useRef<Pending>({})
  const expanded = isExpanded(state)
  const optionId = (i: number) => `${listId}-${i}`
  const activeId = expanded && state.active >= 0 ? optionId(state.active) : undefined

  function setText(text: string) {
    if (input.current) input.current.value = text
  }

  function changed() {
    cancel(pending.current)
    const text = input.current?.value ?? ''
    if (!shouldSuggest(text)) return dispatch({ type: 'reset' })
    dispatch({ type: 'typed' })
    pending.current.timer = setTimeout(() => {
      const request = new AbortController()
      pending.current.request = request
      apiFetch(completionPath(text), { signal: request.signal, quiet: true }).then(
        (answer) => {
          if (!request.signal.aborted) dispatch({ type: 'results', answer })
        },
        () => {}, // a failed completion is swallowed (spec 01 §8)
      )
    }, DEBOUNCE_MS)
  }

  function close() {
    cancel(pending.current)
    dispatch({ type: 'close' })
  }

  function clear() {
    cancel(pending.current)
    setText('')
    dispatch({ type: 'reset' })
  }

  async function choose(option: Option) {
    close()
    if (option.kind === 'term') {
      setText(tidyText(option.suggestion))
      return navigate(internalHref(searchPath(option.suggestion) ?? '/search'))
    }
    let slug: string | null
    try {
      slug = firstSlug(await apiFetch(SLUGS_BY_AN_PATH, { method: 'POST', json: { listAN: [option.id] } }))
    } catch {
      return clear()
    }
    return navigate(internalHref(slug ? toolPath(slug) : (searchPath(option.suggestion) ?? '/search')))
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (state.sections.length === 0) return
        event.preventDefault()
        return dispatch({ type: 'move', by: event.key === 'ArrowDown' ? 1 : -1 })
      case 'Enter': {
        const option = activeOption(state)
        // With no active option the form submits.
        if (!option) return close()
        event.preventDefault()
        return void choose(option)
      }
      case 'Escape':
        if (escapeIntent(state) === 'close') {
          event.preventDefault()
          return close()
        }
        if (event.currentTarget.value === '') return
        event.preventDefault()
        return clear()
      case 'Tab':
        return close()
    }
  }

  useImperativeHandle(api, () => ({ changed, keyDown, close }))

  useEffect(() => {
    const current = pending.current
    if (typedEarly.current) api.current?.changed()
    return () => cancel(current)
  }, [api, typedEarly])

  useEffect(() => onCombo({ expanded, active: activeId }), [expanded, activeId, onCombo])

  // A page change (a search submitted, a link followed) closes the list.
  const shownAt = useRef(locationKey)
  useEffect(() => {
    if (shownAt.current === locationKey) return
    shownAt.current = locationKey
    api.current?.close()
  }, [api, locationKey])

  let index = 0
  return (
    <>
      <div
        role="listbox"
        id={listId}
        aria-label={t('autocomplete.label')}
        hidden={!expanded}
        // Keeps focus in the input while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {state.sections.map((section) => (
          <div key={section.kind} role="group" aria-labelledby={`${listId}-${section.kind}`}>
            <div id={`${listId}-${section.kind}`} className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-700 uppercase">
              {t(section.kind === 'topic' ? 'autocomplete.goTo' : 'autocomplete.searchFor')}
            </div>
            {section.options.map((option) => {
              const i = index++
              return (
                <div
                  key={i}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === state.active}
                  onClick={() => void choose(option)}
                  className="cursor-pointer border-l-4 border-transparent px-3 py-2 text-slate-900 hover:bg-slate-100 aria-selected:border-brand-700 aria-selected:bg-brand-100"
                >
                  {option.suggestion}
                </div>
              )
            })}
          </div>
        ))}
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {state.count === null ? '' : t('autocomplete.count', { count: state.count })}
      </div>
    </>
  )
}
