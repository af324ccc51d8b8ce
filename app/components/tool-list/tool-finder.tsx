import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigation, useSubmit } from 'react-router'

import type { FinderOption, FinderResult } from '#app/catalogue/types.ts'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { useLangOf } from '#app/i18n/content-language.ts'
import { useInternalHref, useSessionNumber } from '#app/utils/session-number.ts'

import { entryFromBrowseTool, ToolListItem } from './tool-list-item.tsx'

const RESULTS_ID = 'finder-results'

/**
 * Find a tool on /tools (decision 0061): a GET form choosing a specialty and a condition, and
 * an A–Z row of letter links; the server renders the tools chosen. Without JavaScript the
 * form submits with its button and each letter is a plain link. With it a choice applies as
 * soon as it is made, and focus moves to the list it gives.
 */
export function ToolFinder({ finder, showFree, withIcons }: { finder: FinderResult; showFree: boolean; withIcons: boolean }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const href = useInternalHref()
  const sessionNumber = useSessionNumber()
  const submit = useSubmit()
  const navigation = useNavigation()
  const { options, chosen, tools } = finder
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  // A letter chosen on the page moves focus to its list; a select keeps focus while the
  // list under it changes (announced by the status line), so choosing stays where it is.
  const focusTarget = useRef<'results' | 'title' | null>(null)
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!focusTarget.current || navigation.state !== 'idle') return
    ;(focusTarget.current === 'results' ? resultsHeading : title).current?.focus()
    focusTarget.current = null
  }, [chosen.letter, tools, navigation.state])

  const label = (list: FinderOption[], value: string | null) => list.find((o) => o.value === value)?.label ?? ''
  const chosenText = chosen.letter
    ? t('discovery.finder.letterResults', { letter: label(options.letters, chosen.letter), count: tools?.length ?? 0 })
    : t('discovery.finder.results', {
        count: tools?.length ?? 0,
        chosen: [label(options.specialties, chosen.specialty), label(options.conditions, chosen.condition)].filter(Boolean).join(' · '),
      })

  return (
    <section aria-labelledby="finder-title" className="rounded-lg border border-slate-200 p-4">
      <h2 id="finder-title" ref={title} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {t('discovery.finder.title')}
      </h2>
      <Form
        method="get"
        action={href('/tools')}
        preventScrollReset
        className="mt-3 flex flex-wrap items-end gap-4"
        onChange={(event) => {
          if (hydrated) submit(event.currentTarget, { preventScrollReset: true, replace: true })
        }}
      >
        {sessionNumber ? <input type="hidden" name="session-number" value={sessionNumber} /> : null}
        <FinderSelect
          id="finder-specialty"
          name="specialty"
          label={t('discovery.finder.specialty')}
          anyLabel={t('discovery.finder.anySpecialty')}
          options={options.specialties}
          value={chosen.specialty}
        />
        <FinderSelect
          id="finder-condition"
          name="condition"
          label={t('discovery.finder.condition')}
          anyLabel={t('discovery.finder.anyCondition')}
          options={options.conditions}
          value={chosen.condition}
        />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          disabled={hydrated && navigation.state === 'loading'}
        >
          {t('discovery.finder.submit')}
        </button>
      </Form>
      <nav aria-labelledby="finder-az-title" className="mt-4">
        <h3 id="finder-az-title" className="text-sm font-semibold text-slate-800">
          {t('discovery.finder.azTitle')}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-1">
          {options.letters.map((letter) => (
            <li key={letter.value}>
              {letter.count === 0 ? (
                <span className="inline-flex h-9 min-w-9 items-center justify-center px-2 text-slate-500">
                  <span aria-hidden="true">{letter.label}</span>
                  <span className="sr-only">{t('discovery.finder.letterEmpty', { letter: letter.label })}</span>
                </span>
              ) : (
                <Link
                  to={href(`/tools?letter=${encodeURIComponent(letter.value)}#${RESULTS_ID}`)}
                  preventScrollReset
                  replace={hydrated}
                  onClick={() => {
                    focusTarget.current = 'results'
                  }}
                  aria-current={chosen.letter === letter.value ? 'true' : undefined}
                  aria-label={t('discovery.finder.letterLink', { letter: letter.label, count: letter.count })}
                  className="inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-slate-300 px-2 font-semibold text-brand-800 hover:bg-brand-50 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
                >
                  {letter.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {hydrated ? (
        <p role="status" className="sr-only">
          {tools ? chosenText : ''}
        </p>
      ) : null}
      {tools ? (
        <div id={RESULTS_ID} className="mt-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 ref={resultsHeading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
              {chosenText}
            </h3>
            <Link
              to={href('/tools')}
              preventScrollReset
              onClick={() => {
                focusTarget.current = 'title'
              }}
              className="text-sm font-medium text-brand-700 underline">
              {t('discovery.finder.clear')}
            </Link>
          </div>
          {tools.length === 0 ? (
            <p className="py-3 text-sm text-slate-600">{t('discovery.finder.none')}</p>
          ) : (
            <ul>
              {tools.map((tool) => {
                const entry = entryFromBrowseTool(tool, t('discovery.list.info', { title: tool.title }), withIcons)
                return <ToolListItem key={tool.slug} entry={entry} showFree={showFree} eligibilityHtml={finder.eligibility[entry.info.apiPath]} />
              })}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  )
}

function FinderSelect({
  id,
  name,
  label,
  anyLabel,
  options,
  value,
}: {
  id: string
  name: string
  label: string
  anyLabel: string
  options: FinderOption[]
  value: string | null
}) {
  // What the server chose (a letter link or Clear resets it) unless changed here since.
  const [shown, setShown] = useState(value ?? '')
  const [fromServer, setFromServer] = useState(value)
  // Specialty and condition names are the catalogue's English: marked as such on other pages.
  const english = useLangOf()()
  if (fromServer !== value) {
    setFromServer(value)
    setShown(value ?? '')
  }
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={shown}
        onChange={(event) => setShown(event.currentTarget.value)}
        className="max-w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900"
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={english}>
            {`${o.label} (${o.count})`}
          </option>
        ))}
      </select>
    </div>
  )
}
