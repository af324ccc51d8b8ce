import { useLangOf, useToolLang } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import { isInputType } from '#engine/schema/field-types.ts'
import type { ClientTool } from '#engine/schema/tool.ts'
import { enteredValueText, formatToolDate } from '#app/tools/templates.ts'
import type { ToolPageState } from '#app/tools/tool-view.ts'

import { hasOutcome } from './result-panel.tsx'
import { ResultList } from './tool-assessment.tsx'

/**
 * What a calculator's result prints as, on one page: the inputs as entered (with their units),
 * the result and its interpretation, the guidance, the sources, the date and the page's
 * address. Shown only in print, where it stands for the whole step (app.css, @media print);
 * null on the option grid, which prints as it is, and until there is a result.
 */
export function PrintSummary({ tool, state, pageUrl }: { tool: ClientTool; state: ToolPageState; pageUrl: string | null }) {
  const { t } = useTranslation()
  // The sources are English (decision 0067); the name and labels are in the tool's language.
  const langOf = useLangOf()
  const toolLang = useToolLang()
  if ((state.step !== 'patient' && state.step !== 'assessment') || !hasOutcome(state)) return null
  const inputs = Object.values(tool.controls).flatMap((field) => {
    if (!isInputType(field.type)) return []
    const value = enteredValueText(field, state.evaluation.fields[field.name], state)
    return value === null ? [] : [{ name: field.name, label: field.attributes?.fieldInfo?.baseContent ?? field.name, value }]
  })
  return (
    <section data-print-summary aria-labelledby="print-summary-title" className="hidden space-y-3 text-sm print:block">
      <div>
        <h1 id="print-summary-title" lang={toolLang} className="text-xl font-bold">
          {tool.name}
        </h1>
        <p className="text-slate-700">
          {t('tool.version', { version: tool.version })} · {t('tool.lastUpdated', { date: formatToolDate(tool.modified) })} ·{' '}
          <span suppressHydrationWarning>{t('tool.printedOn', { date: formatToolDate(new Date().toISOString()) })}</span>
        </p>
      </div>
      <section aria-labelledby="print-inputs-title">
        <h2 id="print-inputs-title" className="font-semibold">
          {t('tool.patientData')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4">
          {inputs.map((row) => (
            <div key={row.name} className="contents" data-print-input={row.name}>
              <dt lang={toolLang} className="text-slate-700">
                {row.label}
              </dt>
              <dd className="font-medium">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="print-result-title">
        <h2 id="print-result-title" className="mb-1 font-semibold">
          {t('tool.patientAssessment')}
        </h2>
        <ResultList tool={tool} names={tool.risk} state={state} />
      </section>
      {tool.guideline.length ? (
        <section aria-labelledby="print-guidance-title">
          <h2 id="print-guidance-title" className="mb-1 font-semibold">
            {t('tool.clinicalGuidance')}
          </h2>
          <ResultList tool={tool} names={tool.guideline} state={state} />
        </section>
      ) : null}
      {tool.references.length ? (
        <section aria-labelledby="print-references-title">
          <h2 id="print-references-title" className="font-semibold">
            {t('tool.references')}
          </h2>
          <ol lang={langOf()} className="list-decimal space-y-0.5 pl-5 text-xs">
            {tool.references.map((r) => (
              <li key={r.id}>{r.citation}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {pageUrl ? <p className="text-xs text-slate-700">{t('tool.printAddress', { url: pageUrl })}</p> : null}
    </section>
  )
}
