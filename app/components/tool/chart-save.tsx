import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { useFormAction, useNavigation } from 'react-router'

import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { formatToolDate } from '#app/tools/templates.ts'
import type { ChartAnswer } from '#app/tools/tool-view.ts'

import { landingAction } from './step-anchors.ts'

/** Where the confirm step and the outcome of 'Save to chart' land (a fragment: no patient data). */
export const CHART_SAVE_ID = 'chart-save'
const SAVE_BUTTON_ID = 'chart-save-button'

/**
 * 'Save to chart' in the chart-note area: a post of the step's form (its carried inputs) that
 * asks for the confirm step. Shown only when the EHR granted a write scope.
 */
export function SaveToChartButton({ launch }: { launch: string }) {
  const { t } = useTranslation()
  const action = useFormAction()
  return (
    <>
      {/* The launch this page belongs to: the review and the save of the same form carry it. */}
      <input type="hidden" name="chartLaunch" value={launch} />
      <button
        id={SAVE_BUTTON_ID}
        type="submit"
        name="intent"
        value="chart:review"
        formAction={landingAction(action, CHART_SAVE_ID)}
        className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t('chart.save')}
      </button>
    </>
  )
}

/** What will be written, exactly: the note and the result with its unit, for the launch patient. */
function ConfirmContent({ chart }: { chart: Extract<ChartAnswer, { phase: 'confirm' }> }) {
  const { t } = useTranslation()
  return (
    <>
      <h2 id={`${CHART_SAVE_ID}-title`} tabIndex={-1} className="text-lg font-semibold">
        {t('chart.confirmTitle')}
      </h2>
      {chart.patient ? (
        <p className="text-sm text-slate-900" data-chart-patient>
          <span className="font-semibold">{t('chart.patient')}: </span>
          {[
            chart.patient.name,
            chart.patient.birthDate
              ? t('chart.born', {
                  date: formatToolDate(chart.patient.birthDate),
                })
              : null,
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
      ) : null}
      <p className="text-sm text-slate-800">{t('chart.confirmPatient')}</p>
      <h3 className="text-sm font-semibold">{t('chart.noteHeading')}</h3>
      <p data-chart-note className="whitespace-pre-wrap rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900">
        {chart.note}
      </p>
      {chart.result ? (
        <>
          <h3 className="text-sm font-semibold">{t('chart.resultHeading')}</h3>
          <p className="text-sm text-slate-900">
            {chart.result.label}: <strong data-chart-result>{`${chart.result.text} ${chart.result.unit}`}</strong>
          </p>
        </>
      ) : null}
    </>
  )
}

function ConfirmButtons({ onCancel }: { onCancel?: () => void }) {
  const { t } = useTranslation()
  const action = useFormAction()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        name="intent"
        value="chart:save"
        formAction={landingAction(action, CHART_SAVE_ID)}
        disabled={busy}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {t('chart.confirm')}
      </button>
      {onCancel ? (
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-500 px-4 py-2 font-medium hover:bg-slate-50">
          {t('chart.cancel')}
        </button>
      ) : (
        <button
          type="submit"
          name="intent"
          value="goto:assessment"
          className="rounded-md border border-slate-500 px-4 py-2 font-medium hover:bg-slate-50"
        >
          {t('chart.cancel')}
        </button>
      )}
    </div>
  )
}

/**
 * The confirm step: with JavaScript a modal dialog (focus moves into it and back to 'Save to
 * chart' when it closes); without, a section the post lands on. Both sit inside the step's form,
 * so Confirm posts the same inputs again and the server computes what it writes from them.
 */
function ChartConfirm({ chart }: { chart: Extract<ChartAnswer, { phase: 'confirm' }> }) {
  const hydrated = useHydrated()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!hydrated || !dialog || dialog.open) return
    dialog.showModal()
    dialog.querySelector<HTMLElement>(`#${CHART_SAVE_ID}-title`)?.focus()
  }, [hydrated, chart])
  if (!hydrated) {
    return (
      <section
        id={CHART_SAVE_ID}
        tabIndex={-1}
        aria-labelledby={`${CHART_SAVE_ID}-title`}
        className="space-y-3 rounded-lg border-2 border-brand-700 p-4"
      >
        <ConfirmContent chart={chart} />
        <ConfirmButtons />
      </section>
    )
  }
  const close = () => ref.current?.close()
  return (
    <dialog
      ref={ref}
      id={CHART_SAVE_ID}
      aria-labelledby={`${CHART_SAVE_ID}-title`}
      onClose={() => document.getElementById(SAVE_BUTTON_ID)?.focus()}
      className="m-auto max-w-2xl space-y-3 rounded-lg p-6 backdrop:bg-slate-900/60"
    >
      <ConfirmContent chart={chart} />
      <ConfirmButtons onCancel={close} />
    </dialog>
  )
}

/** The step of 'Save to chart' a post answered: the confirm step, or what happened. The note stays on the page to copy. */
export function ChartSaveAnswer({ chart }: { chart: ChartAnswer | null | undefined }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated && chart && chart.phase !== 'confirm') ref.current?.focus()
  }, [hydrated, chart])
  if (!chart) return null
  if (chart.phase === 'confirm') return <ChartConfirm chart={chart} />
  if (chart.phase === 'saved') {
    const message =
      chart.observation === 'saved'
        ? t('chart.savedWithResult')
        : chart.observation === 'failed'
          ? t('chart.savedResultFailed')
          : t('chart.saved')
    return (
      <div
        ref={ref}
        id={CHART_SAVE_ID}
        tabIndex={-1}
        role="status"
        className="rounded-md border border-green-300 bg-green-50 p-3 font-medium text-green-900"
      >
        {message}
      </div>
    )
  }
  return (
    <div ref={ref} id={CHART_SAVE_ID} tabIndex={-1} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
      <p className="font-medium">{t(`chart.failed.${chart.reason}`)}</p>
      <p className="text-sm">{t('chart.copyInstead')}</p>
    </div>
  )
}
