import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import type { ClientTool } from '#engine/schema/tool.ts'
import { useRootData } from '#app/hooks/use-root-data.ts'
import { usePatientSite } from '#app/hooks/use-patient-site.ts'
import type { GridState, ToolPageState } from '#app/tools/tool-view.ts'
import type { GridUi } from '#app/tools/grid-ui.ts'
import { track } from '#app/analytics/analytics.ts'
import { apiUrl } from '#app/utils/api-client.ts'
import {
  browserDeps,
  createSnapshotStore,
  initialSnapshotState,
  sendSnapshotEvent,
  shouldSendInterfaceChanged,
  type SnapshotStore,
} from '#app/snapshots/snapshot-machine.ts'
import { CopyButton } from '#app/components/copy-button.tsx'
import { recordChartNoteCopied } from '#app/components/tool/chart-note-copied.ts'
import { copying } from '#app/components/copy-text.ts'
import { STATIC_PDF_HANDOUTS_FLAG, staticPdfsFor, staticPdfUrl } from '#app/pdf/static-pdfs.ts'

import { OptionGrid } from './option-grid.tsx'
import { PatientOptions } from './patient-options.tsx'
import { ShareActions } from './share/share-actions.tsx'
import { OPTION_GRID_FORM_ID, PDF_CONFIRMED_INTENT, type ShareAnswer } from '#app/snapshots/share-intents.ts'
import { SharePanel } from './share/share-panel.tsx'
import { escapeCloses } from '#app/components/escape-closes.ts'

/** The browser's snapshot state for this tool session, renewed when the session changes. */
export function useSnapshotStore(aggregateId: string | null): SnapshotStore {
  const ref = useRef<{ id: string | null; store: SnapshotStore } | null>(null)
  if (!ref.current || ref.current.id !== aggregateId) {
    ref.current = { id: aggregateId, store: createSnapshotStore(initialSnapshotState(aggregateId)) }
  }
  return ref.current.store
}

const ourFetch = (url: string, init: RequestInit) => fetch(apiUrl(url), init)


/**
 * The options step: the option grid (type 1 directly; other types inside 'Patient Options'
 * with KEY DATA), its action panel with the chart note, and the events a live grid sends.
 */
export function OptionsStep({
  tool,
  state,
  grid,
  aggregateId,
  carried,
  shareAnswer,
}: {
  tool: ClientTool
  state: ToolPageState
  grid: GridState
  aggregateId: string | null
  carried: ReactNode
  /** The server's answer to a share button posted without JavaScript. */
  shareAnswer?: ShareAnswer | null
}) {
  const patientSite = usePatientSite()
  const notice = shareAnswer ? <ShareAnswerView answer={shareAnswer} /> : null
  const store = useSnapshotStore(aggregateId)
  const [ui, setUi] = useState(grid.ui)
  useEffect(() => setUi(grid.ui), [grid.ui])
  const props = { toolSlug: tool.slug, toolVersion: tool.version }

  const onUiChange = (next: GridUi, change: { optionKey?: string; affordance?: 'hidden' | 'unhidden'; viewType?: string }) => {
    const previous = ui
    setUi(next)
    if (change.optionKey && change.affordance) track('Patient Options visibility clicked', { ...props, optionKey: change.optionKey, affordance: change.affordance })
    if (change.viewType) track('Patient Options view type', { ...props, viewType: change.viewType })
    store.dispatch({ type: 'UI_CHANGED' })
    if (shouldSendInterfaceChanged({ previous, next, state: store.getState(), gridLoaded: true })) {
      void sendSnapshotEvent(store, browserDeps(ourFetch), 'interface-changed', { body: next })
    }
  }

  const optionGrid = (
    <OptionGrid
      tool={tool}
      view={grid.view}
      ui={grid.ui}
      method={tool.toolType === 1 ? 'get' : 'post'}
      carried={carried}
      onUiChange={onUiChange}
      actions={
        <>
          <ShareActions
            tool={tool}
            aggregateId={aggregateId}
            store={store}
            snapshotBody={() => ({ calculator: { input: grid.input }, ui })}
            hiddenOptions={grid.view.options.length - ui.selected.length}
            staticPdf={null}
          />
          <StaticHandouts toolSlug={tool.slug} />
          {grid.note && !patientSite ? <ChartNote tool={tool} note={grid.note} aggregateId={aggregateId} /> : null}
        </>
      }
    />
  )
  if (tool.toolType === 1) {
    return (
      <>
        {notice}
        {optionGrid}
      </>
    )
  }
  return (
    <>
      {notice}
      <PatientOptions tool={tool} state={state} grid={optionGrid} />
    </>
  )
}

/** What a share button posted without JavaScript gets back: the link and QR code, or the spec's error. */
function ShareAnswerView({ answer }: { answer: ShareAnswer }) {
  const { t } = useTranslation()
  if ('confirmHidden' in answer) return <HiddenOptionsWarning />
  if ('error' in answer) {
    const key = answer.task === 'qr' ? 'share.qrError' : answer.task === 'pdf' ? 'share.pdfError' : 'share.linkError'
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
        {t(key)}
      </p>
    )
  }
  return <SharePanel link={answer.link} qrSrc={answer.qrSrc} pdfHref={answer.pdfHref} />
}

/**
 * The PDF warning (spec 02 'Warning modal') as the page's answer without JavaScript: its buttons
 * submit the option grid's form again, with its entries, from outside it.
 */
function HiddenOptionsWarning() {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const button = 'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2'
  return (
    <section aria-labelledby="pdf-hidden-warning-title" className="space-y-3 rounded-md border border-amber-400 bg-amber-50 p-4 print:hidden">
      <h2 id="pdf-hidden-warning-title" ref={heading} tabIndex={-1} className="font-semibold">
        {t('share.hiddenTitle')}
      </h2>
      <p>{t('share.hiddenWarning')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" form={OPTION_GRID_FORM_ID} name="intent" value={PDF_CONFIRMED_INTENT} formMethod="post" formNoValidate className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          {t('share.generatePdf')}
        </button>
        <button type="submit" form={OPTION_GRID_FORM_ID} formNoValidate className={`${button} border border-slate-500 bg-white text-slate-900`}>
          {t('share.cancel')}
        </button>
      </div>
    </section>
  )
}

/** The English and Spanish handouts of a type 1 aid, behind the flag f-static-pdf-handouts. */
function StaticHandouts({ toolSlug }: { toolSlug: string }) {
  const { t } = useTranslation()
  const root = useRootData()
  const files = staticPdfsFor(toolSlug)
  if (!files || !root?.flags[STATIC_PDF_HANDOUTS_FLAG]) return null
  const link = 'rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline'
  return (
    <>
      <a href={staticPdfUrl(files.en)} target="_blank" rel="noopener" className={link} hrefLang="en">
        {t('pdf.staticEnglish')}
      </a>
      {files.es ? (
        <a href={staticPdfUrl(files.es)} target="_blank" rel="noopener" className={link} hrefLang="es">
          {t('pdf.staticSpanish')}
        </a>
      ) : null}
    </>
  )
}

/** The options step's chart note (chart_note_sdm) in a disclosure, with Copy. */
function ChartNote({ tool, note, aggregateId }: { tool: ClientTool; note: string; aggregateId: string | null }) {
  const { t } = useTranslation()
  const langOf = useLangOf()
  return (
    <details className="relative" onKeyDown={escapeCloses} onToggle={(e) => e.currentTarget.open && track('Chart Note clicked', { toolSlug: tool.slug, toolVersion: tool.version })}>
      <summary className="cursor-pointer rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium">{t('tool.chartNote')}</summary>
      <div className="absolute right-0 z-20 mt-1 w-80 max-w-[90vw] space-y-2 rounded-md border border-slate-300 bg-white p-3 shadow-lg">
        <p className="text-sm text-slate-700">{t('tool.chartNoteIntro')}</p>
        <label htmlFor="options-chart-note" className="sr-only">
          {t('tool.chartNote')}
        </label>
        {/* The chart note is documentation for the record, kept in English. */}
        <textarea id="options-chart-note" lang={langOf()} readOnly rows={6} value={note} className="max-h-[27rem] w-full rounded-md border border-slate-300 p-2 text-sm" />
        <CopyButton
          inline
          label={t('tool.copy')}
          onClick={() => {
            track('Chart Note copy clicked', { toolSlug: tool.slug, toolVersion: tool.version })
            recordChartNoteCopied(aggregateId)
          }}
          copy={copying(note, t('tool.noteCopied'))}
        />
      </div>
    </details>
  )
}
