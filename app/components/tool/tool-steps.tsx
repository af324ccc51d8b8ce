import type { ComponentProps } from 'react'
import { ToolLanguage, useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Form } from 'react-router'

import type { ClientTool } from '#engine/schema/tool.ts'
import { DeferredOptionsStep as OptionsStep } from '#app/components/option-grid/deferred.tsx'
import { navigationOf } from '#app/tools/navigation.ts'
import { patientTextsLanguage } from '#app/tools/patient-tool.ts'
import type { ContentStatus } from '#app/tools/content-status.ts'
import type { EhrPage } from '#app/tools/ehr-prefill.ts'
import type { Access, BookmarkState, ChartAnswer, ToolPageState } from '#app/tools/tool-view.ts'

import { AgreeDialog } from './agree-dialog.tsx'
import { BookmarkButton } from './bookmark-button.tsx'
import { ChartSaveAnswer, EhrBanner, EhrMissingDialog } from './ehr-deferred.tsx'
import { PatientStep } from './patient-step.tsx'
import { PrintSummary } from './print-summary.tsx'
import { PopulationView } from './population-view.tsx'
import { CarriedValues, NextButton, Stepper, stampSubmission } from './step-forms.tsx'
import { ToolAssessment } from './tool-assessment.tsx'
import { FreeBadge, ToolHeader } from './tool-header.tsx'
import { ContentStatusSection } from './content-status.tsx'
import { ToolFooter, ToolGuide } from './tool-info.tsx'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { usePatientSite } from '#app/hooks/use-patient-site.ts'

/** The page's answer: its state, when it was asked for, and a share answer posted without JavaScript. */
export type ToolPageAnswer = {
  state: ToolPageState
  stamp: number
  share: ComponentProps<typeof OptionsStep>['shareAnswer']
  chart?: ChartAnswer | null
}

/** The tool page a visitor works in: its steps (or tabs), each a form that posts to the page. */
export function ToolSteps({
  tool,
  access,
  bookmark,
  aggregateId,
  answer,
  answered,
  submitCheck,
  ehr = null,
  chartWrite = null,
  contentStatus = null,
  pageUrl = null,
}: {
  tool: ClientTool
  access: Extract<Access, { kind: 'open' }>
  bookmark: BookmarkState | null
  aggregateId: string | null
  answer: ToolPageAnswer
  /** The stamp of the last answered post of this page (Continue, a step), not of live checks. */
  answered: number | undefined
  submitCheck: (formData: FormData) => void
  /** The EHR banner and missing-data notice, when the page was prefilled from an EHR. */
  ehr?: EhrPage | null
  /** The EHR session may file the chart note ('Save to chart'): the launch the page is rendered under. */
  chartWrite?: string | null
  /** Review dates, what was checked and open questions; null where the page does not show them. */
  contentStatus?: ContentStatus | null
  /** The page's address without its query, printed under a result. */
  pageUrl?: string | null
}) {
  const { t, i18n } = useTranslation()
  const langOf = useLangOf()
  const { state } = answer
  // Pearls, formula, evidence and next steps are written for clinicians (decision 0066).
  const patientSite = usePatientSite()
  return (
    <ToolLanguage.Provider value={tool.language}>
    <article className="space-y-6" aria-labelledby="tool-title">
      <AgreeDialog slug={tool.slug} items={tool.popUpComponents} />
      {ehr ? <EhrBanner slug={tool.slug} notices={ehr.notices} /> : null}
      {ehr ? <EhrMissingDialog slug={tool.slug} notices={ehr.notices} groups={ehr.missing} /> : null}
      <ToolHeader
        tool={tool}
        badges={
          <>
            {access.showFreeBadge ? <FreeBadge /> : null}
            {bookmark ? <BookmarkButton bookmark={bookmark} /> : null}
          </>
        }
      >
        <p className="rounded-md border-l-4 border-brand-600 bg-brand-50 px-3 py-2 text-sm text-slate-800">
          <span className="font-semibold">{t('tool.instructions')}: </span>
          {/* A clinician's instructions are not translated; a patient's are in the page's language when the tool has it. */}
          <span lang={langOf((patientSite && patientTextsLanguage(tool, i18n.language)) || undefined)}>{tool.instructions}</span>
        </p>
      </ToolHeader>

      <Stepper tool={tool} state={state} />
      {/* A 'Save to chart' post whose inputs no longer hold lands back on the first step: say why there. */}
      {state.step !== 'assessment' && answer.chart?.phase === 'failed' ? <ChartSaveAnswer chart={answer.chart} /> : null}

      {state.step === 'options' && state.grid ? (
        <OptionsStep
          key={answer.stamp}
          tool={tool}
          state={state}
          grid={state.grid}
          aggregateId={aggregateId}
          carried={tool.toolType === 1 ? null : <CarriedValues state={state} />}
          shareAnswer={answer.share}
        />
      ) : state.step === 'options' ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {t('optionGrid.loadError')}
        </p>
      ) : state.step === 'patient' ? (
        <PatientStep tool={tool} state={state} stamp={answer.stamp} answered={answered} submitCheck={submitCheck} />
      ) : (
        <Form method="post" onSubmit={stampSubmission} className="space-y-6" aria-label={t(navigationOf(tool).find((n) => n.key === state.step)?.label ?? 'tool.assessmentTitle')}>
          <CsrfField />
          <CarriedValues state={state} />
          <input type="hidden" name="from" value={state.step} />
          {state.step === 'population' ? (
            <PopulationView tool={tool} state={state} />
          ) : (
            <ToolAssessment tool={tool} state={state} tabbed={Boolean(tool.tabs?.length)} chartWrite={chartWrite} chart={answer.chart} aggregateId={aggregateId} />
          )}
          <NextButton tool={tool} state={state} />
        </Form>
      )}

      <PrintSummary tool={tool} state={state} pageUrl={pageUrl} />
      {patientSite ? null : <ToolGuide tool={tool} />}
      {contentStatus ? <ContentStatusSection status={contentStatus} /> : null}
      {state.step === 'options' ? null : <ToolFooter tool={tool} />}
    </article>
    </ToolLanguage.Provider>
  )
}
