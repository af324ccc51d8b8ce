import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Form, useFormAction } from 'react-router'

import type { ClientTool } from '#engine/schema/tool.ts'
import { track } from '#app/analytics/analytics.ts'
import { EncounterField } from '#app/encounters/encounter-field.tsx'
import { hasEhrEnabledField } from '#app/tools/ehr-fields.ts'
import type { EhrState } from '#app/tools/ehr-prefill.ts'
import { CHOICE_SUFFIX } from '#app/tools/form-inputs.ts'
import { nextStep } from '#app/tools/navigation.ts'
import type { ToolPageState } from '#app/tools/tool-view.ts'

import { convertTypedValues } from './convert-typed-values.ts'
import { ehrUiIfLoaded, loadEhrUi } from './ehr-deferred.tsx'
import { FieldControl, type FieldRenderContext } from './field-control.tsx'
import { ResultAnnouncer, ResultHeadline, ResultPanel, spokenResult } from './result-panel.tsx'
import { landingAction, RESULT_ID, STEP_HEADING_ID } from './step-anchors.ts'
import { stampSubmission, toolProps } from './step-forms.tsx'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { useHydrated } from '#app/hooks/use-hydrated.ts'

/** The patient-data step: the fields, live checks and results with JavaScript, Update and Continue posts without. */
export function PatientStep({
  tool,
  state,
  stamp,
  answered,
  submitCheck,
}: {
  tool: ClientTool
  state: ToolPageState
  /** When the shown state was asked for. */
  stamp: number
  /** The stamp of the last answered post of this page (Continue, a step), not of live checks. */
  answered: number | undefined
  /** Posts a live check (the page's answer comes back as its state). */
  submitCheck: (formData: FormData) => void
}) {
  const { t } = useTranslation()
  const formRef = useRef<HTMLFormElement>(null)
  const bannerRef = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const action = useFormAction()
  // EHR-enabled fields: the server's reading of the form, then the browser's own as the clinician edits.
  const [liveEhr, setLiveEhr] = useState<EhrState | null>(null)
  const ehr = liveEhr ?? state.ehr ?? null
  // Live checks are not answered with the EHR state (that would read the chart on every edit):
  // the browser keeps the prefill it was first given and compares the form with it.
  const prefilled = useRef(state.ehr?.prefilled ?? null)
  if (state.ehr) prefilled.current = state.ehr.prefilled
  const compareWithPrefill = () => {
    const given = prefilled.current
    if (!given || !formRef.current) return
    const form = new FormData(formRef.current)
    // The comparison's code comes with the rest of the EHR code (ehr-deferred.tsx); results keep their order.
    const ui = ehrUiIfLoaded()
    if (ui) setLiveEhr(ui.ehrStateOfForm(tool, given, form))
    else void loadEhrUi().then((m) => setLiveEhr(m.ehrStateOfForm(tool, given, form)))
  }
  const ctx: FieldRenderContext = { tool, states: state.evaluation.fields, entered: {}, units: state.units, showErrors: state.showErrors, ehr: ehr?.fields }
  // Entered text is kept by the inputs themselves once mounted; on a server render it comes from the post.
  ctx.entered = state.entered
  const errorCount = state.showErrors ? state.evaluation.errorCount : 0
  const next = nextStep(tool, 'patient')
  const continueLabel = tool.toolType === 2 ? t('tool.viewAssessment') : t('tool.continue')

  // A refused Continue lands on the error banner; live checks while correcting leave the focus where it is.
  const landed = useRef(answered)
  useEffect(() => {
    if (answered === undefined || landed.current === answered) return
    landed.current = answered
    if (errorCount === 0 || stamp !== answered) return
    bannerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    bannerRef.current?.focus({ preventScroll: true })
  }, [answered, errorCount, stamp])

  useEffect(() => () => clearTimeout(timer.current), [])
  // Only with JavaScript, where live checks re-enable it, is Continue disabled while errors show.
  const hydrated = useHydrated()
  const blocked = hydrated && state.showErrors && state.evaluation.errorCount > 0

  // With JavaScript: check and recalculate 200 ms after a change, without a reload.
  const check = () => {
    if (!formRef.current) return
    const formData = new FormData(formRef.current)
    formData.set('intent', 'update')
    formData.set('live', '1')
    formData.set('showErrors', state.showErrors ? '1' : '0')
    formData.set('requestedAt', String(Date.now()))
    compareWithPrefill()
    submitCheck(formData)
    track('Patient Data Entry updated', toolProps(tool))
  }
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement
    if (target.name.endsWith(CHOICE_SUFFIX) && formRef.current) convertTypedValues(tool, formRef.current, target)
    compareWithPrefill()
    clearTimeout(timer.current)
    timer.current = setTimeout(check, 200)
  }

  const header = tool.sections.header ?? []
  const fields = tool.sections.patient.map((n) => tool.controls[n]).filter((f): f is NonNullable<typeof f> => Boolean(f))
  const half = Math.ceil(fields.length / 2)
  const columns = [fields.slice(0, half), fields.slice(half)]

  return (
    <Form
      method="post"
      ref={formRef}
      onChange={onChange}
      onSubmit={(event) => {
        clearTimeout(timer.current)
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        if (hydrated && (!submitter || submitter.getAttribute('value') === 'update')) {
          // Enter in a field: the live check runs now; the page stays where it is.
          event.preventDefault()
          check()
          return
        }
        stampSubmission(event)
      }}
      noValidate
      className="space-y-6"
      aria-labelledby={STEP_HEADING_ID.patient}
    >
      <CsrfField />
      <input type="hidden" name="from" value="patient" />
      <EncounterField />
      <h2 id={STEP_HEADING_ID.patient} tabIndex={-1} className="sr-only">
        {t('tool.steps.patient')}
      </h2>
      {/* Without JavaScript a refused post opens here: its #fragment names a step that was not reached. */}
      <div ref={bannerRef} tabIndex={-1} autoFocus={errorCount > 0}>
        {errorCount > 0 ? (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
            {errorCount === 1 ? t('tool.errorBannerOne') : t('tool.errorBannerMany', { count: errorCount })}
          </div>
        ) : null}
      </div>
      {header.length ? (
        <div className="space-y-4">
          {header.map((n) => (tool.controls[n] ? <FieldControl key={n} field={tool.controls[n]} ctx={ctx} /> : null))}
        </div>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        {columns.map((column, i) => (
          <div key={i} className="space-y-5">
            {column.map((field) => (
              <FieldControl key={field.name} field={field} ctx={ctx} />
            ))}
          </div>
        ))}
      </div>

      {tool.risk.length ? (
        <>
          <ResultPanel tool={tool} state={state} />
          <ResultAnnouncer text={spokenResult(tool, state)} />
        </>
      ) : null}

      {hasEhrEnabledField(ehr) ? (
        <p className="rounded-md border-l-4 border-sky-700 bg-sky-50 px-3 py-2 font-medium text-slate-900" data-ehr-accountability>
          {t('tool.ehr.accountability')}
        </p>
      ) : null}

      {/* While this bar is on the page, the page keeps 10rem clear above it when it scrolls a focused field into view, so the bar never hides it (WCAG 2.4.11). */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-200 bg-white/95 px-4 py-2 sm:-mx-6 sm:px-6 [html:has(&)]:scroll-pb-40">
        <ResultHeadline tool={tool} state={state} />
        <p className="text-sm text-slate-700">
          <span className="text-red-700" aria-hidden="true">
            *
          </span>{' '}
          {t('tool.required')}
        </p>
        <div className="flex items-center gap-3">
          {/* Without JavaScript, Update posts the answers and the page comes back at the result; with it, results are live. */}
          <button
            type="submit"
            name="intent"
            value="update"
            formAction={landingAction(action, tool.risk.length ? RESULT_ID : STEP_HEADING_ID.patient)}
            hidden={hydrated}
            className="rounded-md border border-slate-500 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('tool.update')}
          </button>
          {next ? (
            <button
              type="submit"
              name="intent"
              value="continue"
              formAction={landingAction(action, STEP_HEADING_ID[next])}
              disabled={blocked}
              className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {continueLabel}
            </button>
          ) : null}
        </div>
      </div>
    </Form>
  )
}
