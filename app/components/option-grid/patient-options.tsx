import { useToolLang } from '#app/i18n/content-language.ts'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import type { ClientTool } from '#engine/schema/tool.ts'
import type { ToolPageState } from '#app/tools/tool-view.ts'
import { track } from '#app/analytics/analytics.ts'
import { IconArrayFigure } from '#app/components/tool/icon-array.tsx'
import { useHydrated } from '#app/hooks/use-hydrated.ts'

type Tab = 'keyData' | 'optionGrid'

/**
 * The options step of tool types 2 and 3 (spec 02): 'Patient Options' with the tabs KEY DATA
 * and OPTION GRID. Without JavaScript both panels show one after the other and the tab headers
 * are links to them; with it they are tabs.
 */
export function PatientOptions({ tool, state, grid }: { tool: ClientTool; state: ToolPageState; grid: ReactNode }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [tab, setTab] = useState<Tab>('keyData')
  const hasKeyData = state.populations.length > 0
  useEffect(() => {
    if (hydrated && hasKeyData && tab === 'keyData') track('Key Data viewed', { toolSlug: tool.slug, toolVersion: tool.version })
  }, [hydrated, hasKeyData, tab, tool.slug, tool.version])

  const tabs: { key: Tab; label: string }[] = [
    ...(hasKeyData ? [{ key: 'keyData' as const, label: t('optionGrid.keyData') }] : []),
    { key: 'optionGrid', label: t('optionGrid.optionGridTab') },
  ]
  const current = hasKeyData ? tab : 'optionGrid'
  const select = (key: Tab) => setTab(key)
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const i = tabs.findIndex((x) => x.key === current)
    const next = tabs[(i + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!
    select(next.key)
    document.getElementById(`tab-${next.key}`)?.focus()
  }

  return (
    <section aria-labelledby="patient-options-title" className="space-y-4">
      <h2 id="patient-options-title" tabIndex={-1} className="text-xl font-bold text-slate-900">
        {t('optionGrid.patientOptions')}
      </h2>
      {hydrated ? (
        <div role="tablist" aria-label={t('optionGrid.patientOptions')} className="flex gap-1 border-b border-slate-300" onKeyDown={onKeyDown}>
          {tabs.map((x) => (
            <button
              key={x.key}
              id={`tab-${x.key}`}
              type="button"
              role="tab"
              aria-selected={current === x.key}
              aria-controls={`panel-${x.key}`}
              tabIndex={current === x.key ? 0 : -1}
              onClick={() => select(x.key)}
              className="border-b-4 border-transparent px-3 py-2 text-sm font-semibold text-slate-700 aria-selected:border-brand-700 aria-selected:text-brand-800"
            >
              {x.label}
            </button>
          ))}
        </div>
      ) : (
        <nav aria-label={t('optionGrid.patientOptions')} className="flex gap-4 border-b border-slate-300 pb-2 text-sm font-semibold">
          {tabs.map((x) => (
            <a key={x.key} href={`#panel-${x.key}`} className="text-brand-700 underline">
              {x.label}
            </a>
          ))}
        </nav>
      )}
      {hasKeyData ? (
        <div
          id="panel-keyData"
          role={hydrated ? 'tabpanel' : undefined}
          aria-labelledby={hydrated ? 'tab-keyData' : undefined}
          hidden={hydrated && current !== 'keyData'}
          tabIndex={hydrated ? 0 : undefined}
        >
          {hydrated ? null : <h3 className="mb-2 text-lg font-semibold">{t('optionGrid.keyData')}</h3>}
          <KeyData tool={tool} state={state} />
        </div>
      ) : null}
      <div
        id="panel-optionGrid"
        role={hydrated ? 'tabpanel' : undefined}
        aria-labelledby={hydrated ? 'tab-optionGrid' : undefined}
        hidden={hydrated && current !== 'optionGrid'}
      >
        {hydrated ? null : <h3 className="mb-2 text-lg font-semibold">{t('optionGrid.optionGridTab')}</h3>}
        {grid}
      </div>
    </section>
  )
}

/**
 * Key data: warnings and decision inputs first, then each treatment option's header with its
 * icon array and legend (two columns on wide screens).
 */
export function KeyData({ tool, state }: { tool: ClientTool; state: ToolPageState }) {
  const headers = (tool.populationHeader ?? []).map((n) => tool.controls[n]).filter((f): f is NonNullable<typeof f> => Boolean(f))
  const notes = headers.filter((f) => f.type === 'decision_warning' || f.type === 'decision_input')
  const options = headers.filter((f) => f.type !== 'decision_warning' && f.type !== 'decision_input')
  const arrays = (tool.population ?? []).map((name) => state.populations.filter((p) => p.key.startsWith(`${name}-`)))
  // Everything here is the tool's text: warnings, headings and the pictures' legends.
  const lang = useToolLang()
  return (
    <div lang={lang} className="space-y-4">
      {notes.map((f) => {
        const value = state.evaluation.fields[f.name]?.value
        const text = typeof value === 'string' ? value : null
        const warning = f.type === 'decision_warning'
        return (
          <div key={f.name} className={warning ? 'rounded-md border-l-4 border-amber-600 bg-amber-50 p-3' : 'rounded-md bg-slate-50 p-3'}>
            <p className="font-semibold">{f.attributes?.fieldInfo?.baseContent}</p>
            {text ? <p className="text-sm text-slate-800">{text}</p> : null}
          </div>
        )
      })}
      <div className="grid gap-6 lg:grid-cols-3">
        {options.map((header, i) => (
          <section key={header.name} aria-labelledby={`key-${header.name}`} className="space-y-2 rounded-lg border border-slate-200 p-3">
            <h3 id={`key-${header.name}`} className="font-semibold text-brand-800">
              {header.attributes?.fieldInfo?.baseContent}
            </h3>
            {(arrays[i] ?? []).map((array) => (
              <IconArrayFigure key={array.key} array={array} compact />
            ))}
          </section>
        ))}
      </div>
    </div>
  )
}
