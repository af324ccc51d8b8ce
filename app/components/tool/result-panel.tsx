import { useToolLang } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import { isInputType } from '#engine/schema/field-types.ts'
import type { ClientField, ClientTool } from '#engine/schema/tool.ts'
import type { ToolPageState } from '#app/tools/tool-view.ts'
import { CopyButton } from '#app/components/copy-button.tsx'
import { copying } from '#app/components/copy-text.ts'
import { useSettledText } from '#app/hooks/use-settled-text.ts'

import { Phrase } from '#app/components/phrase.tsx'
import { RESULT_ID } from './step-anchors.ts'
import { ResultList, resultText } from './tool-assessment.tsx'

const isStatement = (field: ClientField) => field.type === 'result.interpretation' || field.type === 'summary.statement'

/** True once every visible field is valid and the engine has an outcome. */
export function hasOutcome(state: ToolPageState): boolean {
  return state.evaluation.errorCount === 0 && Object.keys(state.evaluation.outcome).length > 0
}

/** The tool's result fields that show a value now, in the tool's order. */
function shownResults(tool: ClientTool, state: ToolPageState): { field: ClientField; text: string }[] {
  if (!hasOutcome(state)) return []
  return tool.risk.flatMap((name) => {
    const field = tool.controls[name]
    const s = state.evaluation.fields[name]
    if (!field || !s || s.hidden || s.value === null || s.value === undefined || field.type.startsWith('text.')) return []
    return [{ field, text: resultText(field, s.value) }]
  })
}

/** The questions shown now that are unanswered or refused, by their labels. */
export function stillNeeded(tool: ClientTool, state: ToolPageState): string[] {
  return Object.values(tool.controls).flatMap((field) => {
    const s = state.evaluation.fields[field.name]
    if (!s || s.hidden || !isInputType(field.type) || !s.validations.some((v) => v.type === 'error')) return []
    return [field.attributes?.fieldInfo?.baseContent ?? field.name]
  })
}

/** Longer texts describe (an equation's name, a note); the headline is a value. */
const HEADLINE_MAX_CHARS = 40

/** The result's first value in the tool's order, with its label: what the sticky bar shows. */
export function headlineOf(tool: ClientTool, state: ToolPageState): { label: string; text: string } | null {
  const first = shownResults(tool, state).find(({ field, text }) => !isStatement(field) && text.length <= HEADLINE_MAX_CHARS)
  return first ? { label: first.field.attributes?.fieldInfo?.baseContent ?? first.field.name, text: first.text } : null
}

/** The result as one sentence per value, for screen readers. */
export function spokenResult(tool: ClientTool, state: ToolPageState): string {
  return shownResults(tool, state)
    .map(({ field, text }) => (isStatement(field) ? text : `${field.attributes?.fieldInfo?.baseContent ?? field.name}: ${text}`))
    .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
    .join(' ')
}

/** Moves the view and the focus to the result (a link without JavaScript). */
function showResult(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(RESULT_ID)
  if (!target) return
  event.preventDefault()
  target.scrollIntoView({ block: 'start' })
  target.focus({ preventScroll: true })
}

/**
 * The result on the patient-data step, under the questions: it fills in as soon as the
 * answers are complete (live with JavaScript, after the post without it). Focusable, so a
 * post that asks for the result (#tool-result) lands on it.
 */
export function ResultPanel({ tool, state }: { tool: ClientTool; state: ToolPageState }) {
  const { t } = useTranslation()
  const ready = hasOutcome(state)
  return (
    <section id={RESULT_ID} tabIndex={-1} aria-labelledby={`${RESULT_ID}-title`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id={`${RESULT_ID}-title`} className="text-lg font-semibold">
        {t('tool.patientAssessment')}
      </h2>
      {ready ? (
        <>
          <ResultList tool={tool} names={tool.risk} state={state} />
          {state.resultLine ? <CopyButton inline label={t('tool.copyResult')} copy={copying(state.resultLine, t('tool.resultCopied'))} /> : null}
        </>
      ) : (
        <NoResultYet tool={tool} state={state} />
      )}
    </section>
  )
}

function NoResultYet({ tool, state }: { tool: ClientTool; state: ToolPageState }) {
  const { t } = useTranslation()
  const lang = useToolLang()
  const needed = stillNeeded(tool, state)
  return (
    <div className="space-y-1 text-slate-700">
      <p>{t('tool.noResult')}</p>
      {needed.length ? (
        <p className="text-sm">
          <Phrase template={t('tool.stillNeeded')} name="fields" value={needed.join(', ')} lang={lang} />
        </p>
      ) : null}
    </div>
  )
}

/** The sticky bar's line: the result's first number, a link to the whole result. */
export function ResultHeadline({ tool, state }: { tool: ClientTool; state: ToolPageState }) {
  const headline = headlineOf(tool, state)
  const lang = useToolLang()
  if (!headline) return null
  return (
    <a href={`#${RESULT_ID}`} onClick={showResult} className="flex min-w-0 basis-full items-baseline gap-2 text-slate-900 underline-offset-2 hover:underline">
      <span lang={lang} className="text-sm text-slate-700">
        {headline.label}:
      </span>{' '}
      <strong lang={lang} className="shrink-0 text-lg" data-headline>
        {headline.text}
      </strong>
    </a>
  )
}

/**
 * A polite live region that says the result once it has settled (one second without a
 * change), not at every keystroke; empty until the result first changes.
 */
export function ResultAnnouncer({ text }: { text: string }) {
  const said = useSettledText(text)
  const lang = useToolLang()
  return (
    <p role="status" lang={lang} className="sr-only">
      {said}
    </p>
  )
}
