import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Form, useFormAction, useSearchParams } from 'react-router'

import { cellSize, hiddenSummary } from '#engine/aids/grid-display.ts'
import type { GridCell, GridOption, OptionGridView } from '#engine/aids/grid-view.ts'
import type { ClientTool } from '#engine/schema/tool.ts'
import { OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW, type ViewType } from '#app/encounters/option-keys.ts'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { canHideOptions, GRID_FIELDS, type GridUi } from '#app/tools/grid-ui.ts'
import { OPTION_GRID_FORM_ID } from '#app/snapshots/share-intents.ts'
import { formatToolDate } from '#app/tools/templates.ts'
import { sessionNumberOf } from '#app/utils/session-number.ts'

import { ToolCredits } from '#app/components/tool/tool-info.tsx'

import { GridIconArray } from './grid-icon-array.tsx'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { GRID_MARK } from './grid-mark.ts'
import { escapeCloses } from '#app/components/escape-closes.ts'
import { landingAction } from '#app/components/tool/step-anchors.ts'
import { useBrandName } from '#app/hooks/use-brand-name.ts'
import { Phrase } from '#app/components/phrase.tsx'
import { InEnglishNote } from '#app/components/in-english.tsx'
import { langAttribute, ToolLanguage, useLangOf, useToolLang } from '#app/i18n/content-language.ts'

const InsideGrid = createContext(false)

const SHOW_HIDE_ID = 'option-grid-show-hide'

/** A compound option's parts. Spec 02: they are drawn only inside the Option Grid; anywhere else is a mistake. */
export function OptionParts({ option }: { option: GridOption }) {
  if (!useContext(InsideGrid)) throw new Error('Option compound parts can only be rendered inside the Option Grid.')
  const lang = useToolLang()
  if (!option.parts.length) return null
  return (
    <ul lang={lang} className="mt-1 space-y-0.5 text-xs font-normal text-slate-700">
      {option.parts.map((p) => (
        <li key={p.name}>+ {p.name}</li>
      ))}
    </ul>
  )
}

export type OptionGridProps = {
  tool: ClientTool
  view: OptionGridView
  ui: GridUi
  /** 'get': the ui travels in the URL (no patient data there); 'post': with the carried patient data. */
  method: 'get' | 'post'
  /** Hidden fields the form must carry (patient data and aggregate id, or the snapshot id). */
  carried?: ReactNode
  /** The action panel (link, QR code, PDF, chart note); absent in the snapshot view. */
  actions?: ReactNode
  /** The snapshot's creation time in the recipient view. */
  snapshotCreatedAt?: string | null
  onUiChange?: (next: GridUi, change: { optionKey?: string; affordance?: 'hidden' | 'unhidden'; viewType?: ViewType }) => void
}

/**
 * The option grid (spec 02 'Option Grid'): option selector, view selector and action panel;
 * the grid as a real table (one column per shown option) or a list of questions; glossary,
 * clinical information and footer. Without JavaScript every control is a submit button of a
 * real form; with it the same controls change the grid in place.
 */
export function OptionGrid(props: OptionGridProps) {
  const { t, i18n } = useTranslation()
  const { tool, view, method } = props
  const toolLang = langAttribute(tool.language, i18n.language)
  const hydrated = useHydrated()
  // A GET form replaces the query: the EHR's session-number is carried as a field.
  const [searchParams] = useSearchParams()
  const sessionNumber = method === 'get' ? sessionNumberOf(searchParams) : null
  const formAction = useFormAction()
  const [ui, setUi] = useState(props.ui)
  useEffect(() => setUi(props.ui), [props.ui])
  const shown = view.options.filter((o) => ui.selected.includes(o.optionKey))
  const hideable = canHideOptions(view)
  const snapshot = props.snapshotCreatedAt !== undefined

  const change = (next: GridUi, detail: Parameters<NonNullable<OptionGridProps['onUiChange']>>[1]) => {
    setUi(next)
    props.onUiChange?.(next, detail)
  }
  const inPlace = (event: React.MouseEvent, apply: () => void) => {
    if (!hydrated) return
    event.preventDefault()
    apply()
  }
  const order = (keys: string[]) => view.options.map((o) => o.optionKey).filter((k) => keys.includes(k))
  const hide = (key: string) => {
    const selected = ui.selected.filter((k) => k !== key)
    if (selected.length) change({ ...ui, selected }, { optionKey: key, affordance: 'hidden' })
  }
  const toggle = (key: string, on: boolean) => {
    if (on) change({ ...ui, selected: order([...ui.selected, key]) }, { optionKey: key, affordance: 'unhidden' })
    else hide(key)
  }

  return (
    <ToolLanguage.Provider value={tool.language}>
    <InsideGrid.Provider value={true}>
      {/* Without JavaScript every control reloads the page: it lands back on the grid, not at the top. */}
      <Form
        id={snapshot ? undefined : OPTION_GRID_FORM_ID}
        method={method}
        action={landingAction(formAction, 'option-grid-title')}
        className="space-y-4"
        aria-labelledby="option-grid-title"
        preventScrollReset
        {...{ [GRID_MARK]: '' }}
      >
        {method === 'post' ? <CsrfField /> : null}
        <input type="hidden" name={GRID_FIELDS.submitted} value="1" />
        <input type="hidden" name={GRID_FIELDS.viewType} value={ui.viewType} />
        {method === 'post' ? <input type="hidden" name="from" value="options" /> : null}
        {sessionNumber ? <input type="hidden" name="session-number" value={sessionNumber} /> : null}
        {props.carried}
        <h2 id="option-grid-title" className="sr-only">
          {t('optionGrid.title')}
        </h2>
        {view.singleColumn ? null : (
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
            <div className="flex flex-wrap items-center gap-3">
              {hideable ? (
                <OptionSelector view={view} ui={ui} hydrated={hydrated} onToggle={toggle} onShowAll={(e) => inPlace(e, () => change({ ...ui, selected: view.options.map((o) => o.optionKey) }, {}))} />
              ) : null}
              <fieldset className="hidden items-center gap-1 sm:flex">
                <legend className="sr-only">{t('optionGrid.viewLabel')}</legend>
                {([OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW] as const).map((type) => (
                  <button
                    key={type}
                    type="submit"
                    name={GRID_FIELDS.viewType}
                    value={type}
                    aria-pressed={ui.viewType === type}
                    onClick={(e) => inPlace(e, () => change({ ...ui, viewType: type }, { viewType: type }))}
                    className="rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                  >
                    {type === OPTION_GRID_GRID_VIEW ? t('optionGrid.gridView') : t('optionGrid.listView')}
                  </button>
                ))}
              </fieldset>
            </div>
            {props.actions ? <div className="flex flex-wrap items-center gap-2">{props.actions}</div> : null}
          </div>
        )}
        {view.singleColumn && props.actions ? <div className="flex flex-wrap justify-end gap-2 print:hidden">{props.actions}</div> : null}

        {ui.viewType === OPTION_GRID_GRID_VIEW || view.singleColumn ? (
          <>
            <div className={view.singleColumn ? '' : 'hidden sm:block'}>
              <GridTable view={view} shown={shown} hideable={hideable && shown.length > 1} onHide={(e, key) =>
                  inPlace(e, () => {
                    hide(key)
                    // The pressed button goes with its column: the focus goes to the Show/Hide control, which now names what is hidden.
                    requestAnimationFrame(() => document.getElementById(SHOW_HIDE_ID)?.focus())
                  })
                }
              />
            </div>
            {view.singleColumn ? null : (
              <div className="sm:hidden">
                <GridList view={view} shown={shown} />
              </div>
            )}
          </>
        ) : (
          <GridList view={view} shown={shown} />
        )}
        <p className="text-sm text-slate-700">
          <Phrase template={t('optionGrid.numbersFor')} values={{ referenceClass: view.referenceClass, timeFrame: view.timeFrame }} lang={toolLang} />
        </p>
      </Form>
      <GridInformation tool={tool} />
      <GridFooter tool={tool} snapshotCreatedAt={snapshot ? (props.snapshotCreatedAt ?? null) : undefined} />
    </InsideGrid.Provider>
    </ToolLanguage.Provider>
  )
}

function OptionSelector({
  view,
  ui,
  hydrated,
  onToggle,
  onShowAll,
}: {
  view: OptionGridView
  ui: GridUi
  hydrated: boolean
  onToggle: (key: string, on: boolean) => void
  onShowAll: (e: React.MouseEvent) => void
}) {
  const { t } = useTranslation()
  const lang = useToolLang()
  const hidden = hiddenSummary(view, ui.selected)
  const label = hidden ? t('optionGrid.hidden', { option: hidden.first }) + (hidden.more ? t('optionGrid.hiddenMore', { count: hidden.more }) : '') : t('optionGrid.showHide')
  return (
    <details className="relative" onKeyDown={escapeCloses}>
      <summary id={SHOW_HIDE_ID} className="cursor-pointer rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium">
        {label}
      </summary>
      <div className="absolute left-0 z-20 mt-1 w-72 space-y-3 rounded-md border border-slate-300 bg-white p-3 shadow-lg">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">{t('optionGrid.optionsShown')}</legend>
          {view.options.map((o) => {
            const checked = ui.selected.includes(o.optionKey)
            const last = checked && ui.selected.length === 1
            return (
              <label key={o.optionKey} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name={GRID_FIELDS.selected}
                  value={o.optionKey}
                  checked={checked}
                  disabled={last && hydrated}
                  onChange={(e) => onToggle(o.optionKey, e.currentTarget.checked)}
                  className="mt-0.5 h-4 w-4"
                />
                <span lang={lang}>{o.name}</span>
              </label>
            )
          })}
          {/* A disabled box is not submitted: the last shown option travels in a hidden field instead. */}
          {hydrated && ui.selected.length === 1 ? <input type="hidden" name={GRID_FIELDS.selected} value={ui.selected[0]} /> : null}
        </fieldset>
        <div className="flex gap-2">
          <button type="submit" name={GRID_FIELDS.showAll} value="1" onClick={onShowAll} className="rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium">
            {t('optionGrid.showAll')}
          </button>
          {hydrated ? null : (
            <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white">
              {t('optionGrid.apply')}
            </button>
          )}
        </div>
      </div>
    </details>
  )
}

const WIDTH = { large: 'min-w-[20rem]', medium: 'min-w-[14rem]', small: 'min-w-[10rem]' } as const

function GridTable({
  view,
  shown,
  hideable,
  onHide,
}: {
  view: OptionGridView
  shown: GridOption[]
  hideable: boolean
  onHide: (e: React.MouseEvent, key: string) => void
}) {
  const { t } = useTranslation()
  const lang = useToolLang()
  const width = WIDTH[cellSize(shown.length)]
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('optionGrid.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-48 border border-slate-300 bg-slate-100 p-2 align-bottom font-semibold">
              {view.singleColumn ? t('optionGrid.patientQuestionsSingle') : t('optionGrid.patientQuestions')}
            </th>
            {shown.map((o) => (
              <th key={o.optionKey} scope="col" className={`${width} border border-slate-300 bg-brand-50 p-2 align-top font-semibold`}>
                <div className="flex items-start justify-between gap-2">
                  <span>
                    <span lang={lang}>{o.name}</span>
                    <OptionParts option={o} />
                  </span>
                  {hideable ? (
                    <button
                      type="submit"
                      name={GRID_FIELDS.hide}
                      value={o.optionKey}
                      onClick={(e) => onHide(e, o.optionKey)}
                      className="rounded px-1.5 text-lg leading-none text-slate-700 hover:bg-slate-200 print:hidden"
                      aria-label={lang ? undefined : t('optionGrid.hideOption', { option: o.name })}
                      title={lang ? undefined : t('optionGrid.hideOption', { option: o.name })}
                    >
                      {lang ? (
                        <>
                          <span aria-hidden="true">×</span>
                          <span className="sr-only">
                            <Phrase template={t('optionGrid.hideOption')} name="option" value={o.name} lang={lang} />
                          </span>
                        </>
                      ) : (
                        '×'
                      )}
                    </button>
                  ) : null}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" lang={lang} className="border border-slate-300 bg-slate-50 p-2 align-top font-semibold">
                {row.question}
              </th>
              {shown.map((o) => (
                <td key={o.optionKey} className="border border-slate-300 p-2 align-top">
                  <Answer cell={row.cells.find((c) => c.optionKey === o.optionKey)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function GridList({ view, shown }: { view: OptionGridView; shown: GridOption[] }) {
  const lang = useToolLang()
  return (
    <div className="space-y-2">
      {view.rows.map((row) => (
        <details key={row.id} className="rounded-md border border-slate-300" open>
          <summary className="cursor-pointer bg-slate-50 p-3">
            <h3 id={`${row.id}-question`} lang={lang} className="inline text-base font-semibold">
              {row.question}
            </h3>
          </summary>
          <div className="space-y-3 p-3">
            {shown.map((o) => (
              // Named by the question and the option: each option comes back under every question.
              <section key={o.optionKey} aria-labelledby={`${row.id}-question ${row.id}-${o.optionKey}`}>
                <h4 id={`${row.id}-${o.optionKey}`} lang={lang} className="font-semibold text-brand-800">
                  {o.name}
                </h4>
                <Answer cell={row.cells.find((c) => c.optionKey === o.optionKey)} />
              </section>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}

function Answer({ cell }: { cell: GridCell | undefined }) {
  const { t } = useTranslation()
  const lang = useToolLang()
  if (!cell) return <span className="text-slate-600">—</span>
  return (
    <div className="space-y-2">
      <p lang={lang}>{cell.text}</p>
      {cell.graph ? (
        <GridIconArray
          numerator={cell.graph.numerator}
          denominator={cell.graph.denominator}
          label={t('optionGrid.graphAlt', { count: cell.graph.numerator, total: cell.graph.denominator, rest: cell.graph.denominator - cell.graph.numerator })}
        />
      ) : null}
      {cell.background.length ? (
        <details>
          <summary className="cursor-pointer py-1 text-brand-700 underline">{t('optionGrid.moreDetail')}</summary>
          {cell.background.map((b) => (
            <p key={b} lang={lang} className="mt-1 text-slate-700">
              {b}
            </p>
          ))}
        </details>
      ) : null}
    </div>
  )
}

/** Glossary ('Glossary Terms') and the clinical information panel. */
function GridInformation({ tool }: { tool: ClientTool }) {
  const { t } = useTranslation()
  const lang = useToolLang()
  const info = tool.optiongrid?.clinicalInformation ?? []
  return (
    <div className="mt-4 space-y-3">
      {tool.definitions.length ? (
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer py-1 font-semibold">{t('optionGrid.glossary')}</summary>
          <dl lang={lang} className="mt-2 space-y-2 text-sm">
            {tool.definitions.map((d) => (
              <div key={d.term}>
                <dt className="font-semibold">{d.term}</dt>
                <dd className="text-slate-800">{d.definition}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {info.length ? (
        <section aria-labelledby="clinical-information-title" className="rounded-lg border border-slate-200 p-3">
          <h3 id="clinical-information-title" className="font-semibold">
            {t('optionGrid.clinicalInformation')}
          </h3>
          {info.map((item) => (
            <details key={item.title} lang={lang} className="mt-2 text-sm">
              <summary className="cursor-pointer py-1 font-medium">{item.title}</summary>
              <p className="mt-1 text-slate-800">{item.body}</p>
            </details>
          ))}
        </section>
      ) : null}
    </div>
  )
}

/**
 * References, the About disclosure ('More About this Option Grid Decision Aid') and the date line:
 * last updated on the modified date, or in the snapshot view 'Generated on' its date and the
 * snapshot disclaimer.
 */
function GridFooter({ tool, snapshotCreatedAt }: { tool: ClientTool; snapshotCreatedAt?: string | null }) {
  const { t } = useTranslation()
  const brandName = useBrandName()
  const lang = useToolLang()
  // References are the sources' own words: never translated.
  const english = useLangOf()()
  const grid = tool.optiongrid
  return (
    <footer className="mt-4 space-y-3 border-t border-slate-200 pt-4 text-sm text-slate-700">
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer py-1 font-semibold text-slate-900">{t('tool.references')}</summary>
        <p className="mt-2">{t('tool.referencesIntro', { brand: brandName })}</p>
        <InEnglishNote />
        <ol lang={english} className="mt-2 list-decimal space-y-2 pl-5">
          {tool.references.map((r) => (
            <li key={r.id}>{r.citation}</li>
          ))}
        </ol>
      </details>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer py-1 font-semibold text-slate-900">{t('optionGrid.about')}</summary>
        <div className="mt-2 space-y-2">
          {grid ? (
            <>
              <p lang={lang}>{grid.neutralityStatement}</p>
              <h3 className="font-semibold text-slate-900">{t('optionGrid.decision')}</h3>
              <p lang={lang}>{grid.decision}</p>
              <h3 className="font-semibold text-slate-900">{t('optionGrid.uncertainty')}</h3>
              <p lang={lang}>{grid.uncertainty}</p>
            </>
          ) : null}
          <ToolCredits tool={tool} funding={grid?.funding} />
          {grid ? (
            <>
              <h3 className="font-semibold text-slate-900">{t('optionGrid.updates')}</h3>
              <p lang={lang}>{grid.updatePolicy}</p>
              <p>
                {t('optionGrid.dates', {
                  published: formatToolDate(grid.publicationDate),
                  reviewed: formatToolDate(grid.lastReviewed),
                  next: formatToolDate(grid.nextReviewDue),
                })}
              </p>
            </>
          ) : null}
        </div>
      </details>
      {snapshotCreatedAt !== undefined ? (
        <>
          <p>{t('optionGrid.generatedOn', { date: snapshotCreatedAt ? formatToolDate(snapshotCreatedAt) : '—' })}</p>
          <p>{t('optionGrid.snapshotDisclaimer')}</p>
        </>
      ) : (
        <>
          <p>
            {t('tool.lastUpdated', { date: formatToolDate(tool.modified) })} · {t('tool.version', { version: tool.version })}
          </p>
          <p>{t('tool.liveDisclaimer', { brand: brandName })}</p>
        </>
      )}
    </footer>
  )
}
