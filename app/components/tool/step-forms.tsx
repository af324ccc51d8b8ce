import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Form, useFormAction } from 'react-router'

import type { ClientTool } from '#engine/schema/tool.ts'
import { track } from '#app/analytics/analytics.ts'
import { EncounterField } from '#app/encounters/encounter-field.tsx'
import { navigationOf, nextStep } from '#app/tools/navigation.ts'
import type { ToolPageState } from '#app/tools/tool-view.ts'

import { landingAction, STEP_HEADING_ID } from './step-anchors.ts'
import { CsrfField } from '#app/components/csrf-field.tsx'

export const toolProps = (tool: ClientTool) => ({ toolSlug: tool.slug, toolVersion: tool.version })

/** Marks a form submission with the time it was made: the server stamps its answer with it, and the newest answer is shown. */
export function stampSubmission(event: React.FormEvent<HTMLFormElement>) {
  const form = event.currentTarget
  let input = form.querySelector<HTMLInputElement>('input[name="requestedAt"]')
  if (!input) {
    input = document.createElement('input')
    input.type = 'hidden'
    input.name = 'requestedAt'
    form.appendChild(input)
  }
  input.value = String(Date.now())
}

/** Tab headers of tabbed tools, or the stepper of types 2 and 3 (hidden on small screens). */
export function Stepper({ tool, state }: { tool: ClientTool; state: ToolPageState }) {
  const { t } = useTranslation()
  const action = useFormAction()
  const nav = navigationOf(tool)
  const tabbed = nav[0]?.tab === true
  if (nav.length < 2 || (!tabbed && tool.toolType === 1)) return null
  const complete = state.evaluation.errorCount === 0 && Object.keys(state.evaluation.outcome).length > 0
  return (
    <Form method="post" onSubmit={stampSubmission} aria-label={t('tool.stepperLabel')} className={tabbed ? '' : 'hidden sm:block'}>
      <CsrfField />
      <CarriedValues state={state} />
      <ol className={tabbed ? 'flex flex-wrap gap-1 border-b border-slate-300' : 'flex gap-2'}>
        {nav.map((item, i) => {
          const current = item.key === state.step
          const locked = i > 0 && !complete
          const look = tabbed
            ? current
              ? 'border-b-4 border-brand-700 font-bold text-brand-800'
              : 'border-b-4 border-transparent text-slate-700 hover:text-brand-800'
            : current
              ? 'rounded-md border border-brand-700 bg-brand-700 text-white'
              : 'rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
          return (
            <li key={item.key} className={tabbed ? '' : 'flex-1'}>
              <button
                type="submit"
                name="intent"
                value={`goto:${item.key}`}
                formAction={landingAction(action, STEP_HEADING_ID[item.key])}
                disabled={locked}
                onClick={() => track('Navigation item clicked', { ...toolProps(tool), step: item.key })}
                aria-current={current ? 'step' : undefined}
                className={`w-full px-3 py-2 text-left text-sm font-medium ${look} disabled:cursor-not-allowed disabled:text-slate-500`}
              >
                {tabbed ? null : <span className="mr-1">{i + 1}. </span>}
                {t(item.label)}
                {locked ? <span className="sr-only"> ({t('tool.stepLocked')})</span> : null}
              </button>
            </li>
          )
        })}
      </ol>
    </Form>
  )
}

/** Every tab or step but the last has a Continue button to the next one. */
export function NextButton({ tool, state }: { tool: ClientTool; state: ToolPageState }) {
  const { t } = useTranslation()
  const action = useFormAction()
  const next = nextStep(tool, state.step)
  if (!next || state.step === 'patient') return null
  return (
    <div className="flex justify-end">
      <button type="submit" name="intent" value="continue" formAction={landingAction(action, STEP_HEADING_ID[next])} className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
        {next === 'options' ? t('tool.viewOptions') : t('tool.continue')}
      </button>
    </div>
  )
}

/** Later steps carry the patient data in hidden fields, so Edit and Back lose nothing. */
export function CarriedValues({ state }: { state: ToolPageState }) {
  return (
    <>
      <EncounterField />
      {Object.entries(state.entered).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v, i) => <input key={`${name}-${i}`} type="hidden" name={name} value={v} />),
      )}
      {Object.entries(state.units).map(([name, unit]) => (
        <input key={`${name}__unit`} type="hidden" name={`${name}__unit`} value={unit} />
      ))}
    </>
  )
}
