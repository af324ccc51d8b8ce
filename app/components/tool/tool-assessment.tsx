import { useLangOf, useToolLang } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { usePatientSite } from '#app/hooks/use-patient-site.ts'
import { useFormAction } from 'react-router'

import { isInputType } from '#engine/schema/field-types.ts'
import type { ClientField, ClientTool } from '#engine/schema/tool.ts'
import type { ChartAnswer, ToolPageState } from '#app/tools/tool-view.ts'
import { enteredValueText } from '#app/tools/templates.ts'
import { unitsFor } from '#app/tools/count-noun.ts'

import { useScrolledPast } from '#app/hooks/use-scrolled-past.ts'

import { track } from '#app/analytics/analytics.ts'
import { CopyButton } from '#app/components/copy-button.tsx'
import { copying } from '#app/components/copy-text.ts'
import { recordChartNoteCopied } from './chart-note-copied.ts'
import { ChartSaveAnswer, SaveToChartButton } from './ehr-deferred.tsx'
import { formatNumber } from './field-control.tsx'
import { PopulationView } from './population-view.tsx'
import { landingAction, STEP_HEADING_ID } from './step-anchors.ts'
import { escapeCloses } from '#app/components/escape-closes.ts'

export function resultText(field: ClientField, value: unknown): string {
  const info = field.attributes?.fieldInfo
  if (value === null || value === undefined) return '—'
  const shown = typeof value === 'number' ? formatNumber(value, info?.decimals) : String(value)
  return info?.units ? `${shown} ${unitsFor(shown, info.units)}` : shown
}

export function ResultList({ tool, names, state }: { tool: ClientTool; names: string[]; state: ToolPageState }) {
  const lang = useToolLang()
  const fields = names.map((n) => tool.controls[n]).filter((f): f is ClientField => Boolean(f))
  return (
    <dl lang={lang} className="space-y-3">
      {fields.map((field) => {
        const s = state.evaluation.fields[field.name]
        if (!s || s.hidden) return null
        const text = resultText(field, s.value)
        if (field.type === 'result.interpretation' || field.type === 'summary.statement') {
          return (
            <div key={field.name} className="rounded-md border-l-4 border-brand-700 bg-brand-50 px-3 py-2">
              <dt className="sr-only">{field.attributes?.fieldInfo?.baseContent}</dt>
              <dd className="font-medium text-slate-900">{text}</dd>
            </div>
          )
        }
        if (field.type.startsWith('text.')) {
          return (
            <div key={field.name}>
              <dt className="sr-only">{field.name}</dt>
              <dd className="text-slate-800">{field.attributes?.fieldInfo?.baseContent}</dd>
            </div>
          )
        }
        return (
          <div key={field.name} className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
            <dt className="text-slate-800">{field.attributes?.fieldInfo?.baseContent ?? field.name}</dt>
            <dd className="text-xl font-bold text-slate-900" data-result={field.cpdn ?? field.name}>
              {text}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

function PatientSummary({ tool, state, backTo }: { tool: ClientTool; state: ToolPageState; backTo: string }) {
  const { t } = useTranslation()
  const lang = useToolLang()
  const rows = Object.values(tool.controls).filter((f) => isInputType(f.type) && !state.evaluation.fields[f.name]?.hidden && !f.attributes?.fieldInfo?.interfaceChoice)
  return (
    <section aria-labelledby="patient-data-title" className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="patient-data-title" className="font-semibold">
          {t('tool.patientData')}
        </h3>
        <button type="submit" name="intent" value="goto:patient" formAction={backTo} className="rounded-md border border-slate-500 px-3 py-1 text-sm font-medium hover:bg-slate-50">
          {t('tool.edit')}
        </button>
      </div>
      <details open>
        <summary className="mt-2 cursor-pointer text-sm text-brand-700 underline sm:hidden">{t('tool.showPatientData')}</summary>
      <dl lang={lang} className="mt-3 space-y-1.5 text-sm">
        {rows.map((f) => {
          const s = state.evaluation.fields[f.name]
          const value = enteredValueText(f, s, state) ?? '—'
          return (
            <div key={f.name} className="flex justify-between gap-3">
              <dt className="text-slate-700">{f.attributes?.fieldInfo?.baseContent ?? f.name}</dt>
              <dd className="text-right font-medium text-slate-900">{value}</dd>
            </div>
          )
        })}
      </dl>
      </details>
    </section>
  )
}

export function ToolAssessment({
  tool,
  state,
  tabbed = false,
  chartWrite = null,
  chart = null,
  aggregateId = null,
}: {
  tool: ClientTool
  state: ToolPageState
  tabbed?: boolean
  /** The tool session, for the chart-note copy event. */
  aggregateId?: string | null
  /** 'Save to chart' beside Copy (the EHR granted a write scope). */
  chartWrite?: string | null
  chart?: ChartAnswer | null
}) {
  // The chart note is the clinician's (spec 02 §1: hidden in the shared-decision flavour).
  const patientSite = usePatientSite()
  const { t } = useTranslation()
  const lang = useToolLang()
  // The chart note is documentation for the record, kept in English.
  const english = useLangOf()()
  // The chart-note bar appears once the page is scrolled past 50 px (always without JavaScript).
  const scrolled = useScrolledPast(50, 200)
  const backTo = landingAction(useFormAction(), STEP_HEADING_ID.patient)
  return (
    <div className="space-y-6">
      <div>
        <h2 id={STEP_HEADING_ID.assessment} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
          {t('tool.assessmentTitle')}
        </h2>
        <button type="submit" name="intent" value="goto:patient" formAction={backTo} lang={lang} className="mt-1 text-brand-700 underline">
          {tool.name}
        </button>
      </div>
      <ChartSaveAnswer chart={chart} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <PatientSummary tool={tool} state={state} backTo={backTo} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="assessment-results" className="rounded-lg border border-slate-200 p-4">
            <h3 id="assessment-results" className="mb-3 text-lg font-semibold">
              {t('tool.patientAssessment')}
            </h3>
            {/* In the tabbed layout the interpretation stands under 'Your Risk' instead. */}
            <ResultList
              tool={tool}
              names={tabbed ? tool.risk.filter((n) => tool.controls[n]?.type !== 'result.interpretation') : tool.risk}
              state={state}
            />
          </section>
          {tabbed ? (
            <section aria-labelledby="guidance-title" className="rounded-lg border border-slate-200 p-4">
              <h3 id="guidance-title" className="mb-3 text-lg font-semibold">
                {t('tool.clinicalGuidance')}
              </h3>
              <div className="grid gap-6 md:grid-cols-2">
                <div>
                  <h4 className="mb-2 font-semibold">{t('tool.yourRisk')}</h4>
                  <ResultList tool={tool} names={tool.risk.filter((n) => tool.controls[n]?.type === 'result.interpretation')} state={state} />
                </div>
                <div>
                  <h4 className="mb-2 text-sm font-bold tracking-wide">{t('tool.guidelines')}</h4>
                  <ResultList tool={tool} names={tool.guideline} state={state} />
                </div>
              </div>
            </section>
          ) : tool.guideline.length ? (
            <section aria-labelledby="guidance-title" className="rounded-lg border border-slate-200 p-4">
              <h3 id="guidance-title" className="mb-3 text-lg font-semibold">
                {t('tool.clinicalGuidance')}
              </h3>
              <ResultList tool={tool} names={tool.guideline} state={state} />
            </section>
          ) : null}
          {!tabbed && tool.population?.length ? <PopulationView tool={tool} state={state} /> : null}
          {state.resultLine ? (
            <section aria-labelledby="result-line-title" className="space-y-2 rounded-lg border border-slate-200 p-4">
              <h3 id="result-line-title" className="font-semibold">
                {t('tool.resultSummary')}
              </h3>
              {/* A record, like the chart note: in English. */}
              <p lang={english} className="text-sm text-slate-800">
                {state.resultLine}
              </p>
              <CopyButton inline label={t('tool.copyResult')} copy={copying(state.resultLine, t('tool.resultCopied'))} />
            </section>
          ) : null}
        </div>
      </div>
      {state.chartNote && scrolled && !patientSite ? (
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6 [html:has(&)]:scroll-pb-32">
          <details onKeyDown={escapeCloses} onToggle={(e) => e.currentTarget.open && track('Chart Note clicked', { toolSlug: tool.slug, toolVersion: tool.version })}>
            <summary className="inline-block cursor-pointer rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{t('tool.chartNote')}</summary>
            <div className="mt-3 max-h-[27rem] space-y-2 overflow-auto rounded-md border border-slate-200 bg-white p-3">
              <p className="text-sm text-slate-700">{t('tool.chartNoteIntro')}</p>
              <label htmlFor="chart-note" className="sr-only">
                {t('tool.chartNote')}
              </label>
              <textarea id="chart-note" lang={english} readOnly rows={5} value={state.chartNote} className="w-full rounded-md border border-slate-300 p-2 text-sm" />
              <CopyButton
                inline
                label={t('tool.copy')}
                onClick={() => {
                  track('Chart Note copy clicked', { toolSlug: tool.slug, toolVersion: tool.version })
                  recordChartNoteCopied(aggregateId)
                }}
                copy={copying(state.chartNote, t('tool.noteCopied'))}
              />
              {chartWrite ? <SaveToChartButton launch={chartWrite} /> : null}
            </div>
          </details>
        </div>
      ) : null}
    </div>
  )
}
