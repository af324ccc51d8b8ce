import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, isRouteErrorResponse, Link, redirect, useFetcher, useFormAction, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'

import type { Route } from './+types/tool-page.ts'
import { resolveUserState } from '#app/auth/auth.server.ts'
import { ToolAssessment } from '#app/components/tool/tool-assessment.tsx'
import { ToolFooter, ToolGuide } from '#app/components/tool/tool-info.tsx'
import { FieldControl, type FieldRenderContext } from '#app/components/tool/field-control.tsx'
import { ResultAnnouncer, ResultHeadline, ResultPanel, spokenResult } from '#app/components/tool/result-panel.tsx'
import { landingAction, RESULT_ID, STEP_HEADING_ID } from '#app/components/tool/step-anchors.ts'
import { useFocusOnChange } from '#app/hooks/use-focus-on-change.ts'
import { StatusMessage } from '#app/components/status-message.tsx'
import {
  accessTo,
  bookmarkOf,
  handleToolPost,
  hasUnsupportedField,
  initialState,
  requireTool,
  type ToolPageState,
} from '#app/tools/tool-page.server.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'
import { convertMeasure } from '#engine/units.ts'
import { CHOICE_SUFFIX, TYPED_SUFFIX, TYPED_UNIT_SUFFIX, UNIT_SUFFIX } from '#app/tools/form-inputs.ts'
import { navigationOf, nextStep } from '#app/tools/navigation.ts'
import { PopulationView } from '#app/components/tool/population-view.tsx'
import { AgreeDialog } from '#app/components/tool/agree-dialog.tsx'
import { BookmarkButton } from '#app/components/tool/bookmark-button.tsx'
import { requestInfoContext, sessionContext } from '#app/context.server.ts'
import { EncounterField } from '#app/encounters/encounter-field.tsx'
import { carryEncounter, encounterForToolPage } from '#app/encounters/tool-session.server.ts'
import { track } from '#app/analytics/analytics.ts'
import { STEP_VIEW_EVENT } from '#app/analytics/events.ts'
import { SNAPSHOT_HEADERS } from '#app/snapshots/snapshots.server.ts'
import { snapshotPage } from '#app/snapshots/snapshot-view.server.ts'
import { handleShareIntent, shareTaskOf, type ShareAnswer } from '#app/snapshots/share-intent.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { recordEvent } from '#app/encounters/encounters.server.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'
import { findToolIn } from '#engine/library.ts'
import { DeferredOptionGrid as OptionGrid, DeferredOptionsStep as OptionsStep, loadOptionGrid } from '#app/components/option-grid/deferred.tsx'

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: 'Consilium' }]
  return [{ title: `${d.tool.name} | Consilium` }, { name: 'description', content: d.tool.description }]
}

/** The tool in the page's language: a decision aid's translation when there is one. */
function toolFor(params: Route.LoaderArgs['params'], request: Request, context: Route.LoaderArgs['context']) {
  const tool = requireTool(params, request)
  return findToolIn(tool.slug, getLocale(context), tool.version) ?? tool
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tool = toolFor(params, request, context)
  if (tool.status === 'released' && hasUnsupportedField(tool)) throw redirect('/unavailable')
  if (tool.optiongrid) await loadOptionGrid()
  const url = new URL(request.url)
  if (url.searchParams.has('snapshotId')) {
    // The recipient's read-only view: whoever holds the link may see it, signed in or not.
    const snapshot = await snapshotPage(context, request, tool)
    const access = { kind: 'open' as const, showFreeBadge: false }
    return data({ tool, access, bookmark: null, aggregateId: null, state: { ...initialState(tool), stamp: 0 }, snapshot }, { headers: SNAPSHOT_HEADERS })
  }
  const user = await resolveUserState(context, request)
  const access = accessTo(tool, user)
  const bookmark = await bookmarkOf(tool, context.get(sessionContext)?.userId ?? null)
  const aggregateId = access.kind === 'open' ? await encounterForToolPage(context, request, tool, user) : null
  return data({ tool, access, bookmark, aggregateId, state: { ...initialState(tool, url.searchParams), stamp: 0 }, snapshot: null })
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/**
 * The loader starts a tool session: the page's own posts (forms, live checks) keep it rather
 * than start another. Other revalidations (revalidate(), a link to the same page) run it.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET' && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tool = toolFor(params, request, context)
  const user = await resolveUserState(context, request)
  if (accessTo(tool, user).kind !== 'open') throw data(null, { status: 403 })
  const form = await request.formData()
  if (tool.optiongrid) await loadOptionGrid()
  carryEncounter(context, form)
  const task = shareTaskOf(form.get('intent'))
  if (task) form.set('from', 'options')
  const { status, state } = handleToolPost(tool, form)
  if (state.step === 'options' && !state.grid) {
    // The page shows the options error; the operator sees why it could not be built.
    context.get(requestInfoContext).log.error({ toolSlug: tool.slug }, 'option grid could not be built')
  }
  let share: ShareAnswer | null = null
  if (task) {
    const answer = await handleShareIntent(context, request, tool, user, form, task, state.grid)
    if (answer instanceof Response) return answer
    share = answer
  } else if (state.step === 'options' && form.get('from') !== 'options' && tool.toolType !== 1) {
    // Arriving on the options step: the grid was loaded for this session (spec: PATIENT_OPTIONS_VIEWED).
    await recordEvent(await getDb(), form.get('aggregateId'), 'PATIENT_OPTIONS_VIEWED', {}).catch(() => null)
  } else if (state.grid && form.get('from') === 'options' && form.has('grid')) {
    // The grid's own form without JavaScript: what the browser would send as interface-changed.
    await recordEvent(await getDb(), form.get('aggregateId'), 'INTERFACE_CHANGED', state.grid.ui).catch(() => null)
  }
  return data({ state: { ...state, stamp: requestStamp(form.get('requestedAt')) }, share }, { status })
}

/**
 * Answers are ordered by when they were asked for, so a slow live check never overwrites
 * the answer to a later Continue. Without JavaScript there is no client time: now.
 */
function requestStamp(value: FormDataEntryValue | null): number {
  const now = Date.now()
  const given = Number(value)
  return Number.isFinite(given) && Math.abs(now - given) < 86_400_000 ? given : now
}

/** Marks a form submission with the time it was made (see requestStamp). */
function stampSubmission(event: React.FormEvent<HTMLFormElement>) {
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

type StampedState = ToolPageState & { stamp: number }

const toolProps = (tool: ToolDefinition) => ({ toolSlug: tool.slug, toolVersion: tool.version })


export default function ToolPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { tool, access } = loaderData
  const live = useFetcher<typeof action>({ key: `tool-${tool.slug}` })
  const [searchParams] = useSearchParams()
  const candidates = [loaderData.state, actionData?.state, live.data?.state].filter(Boolean) as StampedState[]
  const state = candidates.reduce((a, b) => (b.stamp >= a.stamp ? b : a))
  const usable = access.kind !== 'subscription'
  const { slug: toolSlug, version: toolVersion } = tool
  useEffect(() => {
    if (usable) track('Tool launched', { toolSlug, toolVersion })
  }, [usable, toolSlug, toolVersion])
  useEffect(() => {
    const viewed = STEP_VIEW_EVENT[state.step]
    if (usable && viewed) track(viewed, { toolSlug, toolVersion })
  }, [usable, toolSlug, toolVersion, state.step])
  // A step change lands on the new step's heading (without JavaScript: the post's #fragment).
  useFocusOnChange(state.step, STEP_HEADING_ID[state.step])

  if (access.kind === 'subscription') return <SubscriptionView tool={tool} />

  return (
    <article className="space-y-6" aria-labelledby="tool-title">
      <AgreeDialog slug={tool.slug} items={tool.popUpComponents} />
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="tool-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {tool.name}
          </h1>
          {access.showFreeBadge ? (
            <span className="rounded bg-green-700 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">{t('tool.free')}</span>
          ) : null}
          {loaderData.bookmark ? <BookmarkButton bookmark={loaderData.bookmark} /> : null}
        </div>
        <p className="text-slate-700">{tool.description}</p>
        {loaderData.snapshot ? null : (
          <p className="rounded-md border-l-4 border-brand-600 bg-brand-50 px-3 py-2 text-sm text-slate-800">
            <span className="font-semibold">{t('tool.instructions')}: </span>
            {tool.instructions}
          </p>
        )}
      </header>

      {loaderData.snapshot ? (
        <OptionGrid
          tool={tool}
          view={loaderData.snapshot.grid.view}
          ui={loaderData.snapshot.grid.ui}
          method="get"
          carried={<input type="hidden" name="snapshotId" value={searchParams.get('snapshotId') ?? ''} />}
          snapshotCreatedAt={loaderData.snapshot.createdAt}
        />
      ) : null}
      {loaderData.snapshot ? null : <Stepper tool={tool} state={state} />}

      {loaderData.snapshot ? null : state.step === 'options' && state.grid ? (
        <OptionsStep
          key={state.stamp}
          tool={tool}
          state={state}
          grid={state.grid}
          aggregateId={loaderData.aggregateId}
          carried={tool.toolType === 1 ? null : <CarriedValues state={state} />}
          shareAnswer={actionData?.share ?? null}
        />
      ) : state.step === 'options' ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {t('optionGrid.loadError')}
        </p>
      ) : state.step === 'patient' ? (
        <PatientStep tool={tool} state={state} live={live} answered={actionData?.state.stamp} />
      ) : (
        <Form method="post" onSubmit={stampSubmission} className="space-y-6" aria-label={t(navigationOf(tool).find((n) => n.key === state.step)?.label ?? 'tool.assessmentTitle')}>
          <CarriedValues state={state} />
          <input type="hidden" name="from" value={state.step} />
          {state.step === 'population' ? (
            <PopulationView tool={tool} state={state} />
          ) : (
            <ToolAssessment tool={tool} state={state} tabbed={Boolean(tool.tabs?.length)} />
          )}
          <NextButton tool={tool} state={state} />
        </Form>
      )}

      {loaderData.snapshot ? null : <ToolGuide tool={tool} />}
      {state.step === 'options' || loaderData.snapshot ? null : <ToolFooter tool={tool} />}
    </article>
  )
}

/** Tab headers of tabbed tools, or the stepper of types 2 and 3 (hidden on small screens). */
function Stepper({ tool, state }: { tool: ToolDefinition; state: StampedState }) {
  const { t } = useTranslation()
  const action = useFormAction()
  const nav = navigationOf(tool)
  const tabbed = nav[0]?.tab === true
  if (nav.length < 2 || (!tabbed && tool.toolType === 1)) return null
  const complete = state.evaluation.errorCount === 0 && Object.keys(state.evaluation.outcome).length > 0
  return (
    <Form method="post" onSubmit={stampSubmission} aria-label={t('tool.stepperLabel')} className={tabbed ? '' : 'hidden sm:block'}>
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
function NextButton({ tool, state }: { tool: ToolDefinition; state: StampedState }) {
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
function CarriedValues({ state }: { state: StampedState }) {
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

function PatientStep({
  tool,
  state,
  live,
  answered,
}: {
  tool: ToolDefinition
  state: StampedState
  live: ReturnType<typeof useFetcher<typeof action>>
  /** The stamp of the last answered post of this page (Continue, a step), not of live checks. */
  answered: number | undefined
}) {
  const { t } = useTranslation()
  const formRef = useRef<HTMLFormElement>(null)
  const bannerRef = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const action = useFormAction()
  const ctx: FieldRenderContext = { tool, states: state.evaluation.fields, entered: {}, units: state.units, showErrors: state.showErrors }
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
    if (errorCount === 0 || state.stamp !== answered) return
    bannerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    bannerRef.current?.focus({ preventScroll: true })
  }, [answered, errorCount, state.stamp])

  useEffect(() => () => clearTimeout(timer.current), [])
  // Only with JavaScript, where live checks re-enable it, is Continue disabled while errors show.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const blocked = hydrated && state.showErrors && state.evaluation.errorCount > 0

  // With JavaScript: check and recalculate 200 ms after a change, without a reload.
  const check = () => {
    if (!formRef.current) return
    const formData = new FormData(formRef.current)
    formData.set('intent', 'update')
    formData.set('showErrors', state.showErrors ? '1' : '0')
    formData.set('requestedAt', String(Date.now()))
    void live.submit(formData, { method: 'post' })
    track('Patient Data Entry updated', toolProps(tool))
  }
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement
    if (target.name.endsWith(CHOICE_SUFFIX) && formRef.current) convertTypedValues(tool, formRef.current, target)
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
            className="rounded-md border border-slate-400 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
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

/**
 * A unit choice converts what is already typed into the new unit on the spot, with the unit
 * beside it and the unit posted with it, so the number beside a unit is always in that unit.
 * Converting back gives exactly what was typed (kept in `x.typed` while the box is unedited).
 */
function convertTypedValues(tool: ToolDefinition, form: HTMLFormElement, control: HTMLInputElement | HTMLSelectElement) {
  const owner = control.name.slice(0, -CHOICE_SUFFIX.length)
  const container = tool.controls[owner]
  const names = container?.type === 'numeric.heightweight' ? (container.children ?? []) : [owner]
  const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[hidden][name="${CSS.escape(name)}"]`)
  for (const name of names) {
    const field = tool.controls[name]
    const measure = field?.attributes?.measureInfo
    const input = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"][data-unit]`)
    const unitInput = hidden(`${name}${UNIT_SUFFIX}`)
    const typed = hidden(`${name}${TYPED_SUFFIX}`)
    const typedUnit = hidden(`${name}${TYPED_UNIT_SUFFIX}`)
    // Feet and inches are redrawn by the page's answer; they post as inches meanwhile.
    if (!field || !measure || !input || !unitInput || !typed || !typedUnit) continue
    const target = container?.type === 'numeric.heightweight' ? measure.labels.find((l) => l.system === control.value)?.value : control.value
    const from = unitInput.value
    const text = input.value.trim()
    if (!target || !from || target === from || !measure.labels.some((l) => l.value === target)) continue
    const precision = (unit: string) => measure.precisions[unit] ?? 1
    const value = text === '' ? NaN : Number(text)
    if (text !== '' && !Number.isFinite(value)) continue
    if (text !== '') {
      // The box still shows a conversion of what was typed: convert from what was typed.
      const original = typed.value.trim() !== '' && Number(text) === convertMeasure(Number(typed.value), typedUnit.value, from, precision(from))
      const source = original ? { text: typed.value.trim(), unit: typedUnit.value } : { text, unit: from }
      if (source.unit === target) {
        input.value = source.text
        typed.value = ''
        typedUnit.value = ''
      } else {
        const converted = convertMeasure(Number(source.text), source.unit, target, precision(target))
        if (converted === null) continue
        input.value = String(converted)
        typed.value = source.text
        typedUnit.value = source.unit
      }
    }
    input.dataset.unit = target
    unitInput.value = target
    const label = form.querySelector<HTMLElement>(`[data-unit-label="${CSS.escape(name)}"]`)
    if (label) label.textContent = measure.labels.find((l) => l.value === target)?.name ?? target
  }
}

function SubscriptionView({ tool }: { tool: ToolDefinition }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="subscription-title" className="mx-auto max-w-xl space-y-4 rounded-lg border border-slate-200 p-6 text-center">
      <h1 className="text-xl font-semibold">{tool.name}</h1>
      <p id="subscription-title" className="text-lg text-slate-800">
        {t('tool.subscribersOnly')}
      </p>
      <p>
        <a href="/about" className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('tool.learnSubscriptions')}
        </a>
      </p>
      <p>
        <Link to={`/login?returnToUrl=${encodeURIComponent(`/tool/${tool.slug}`)}`} className="text-brand-700 underline">
          {t('tool.alreadySubscriber')}
        </Link>
      </p>
    </section>
  )
}

/** Unknown tools (and any other two-segment path) get the 404 page inside the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusMessage title={t('status.notFoundTitle')} body={t('status.notFoundBody')} />
  }
  // 401/403: the permission view; anything else: the unavailable view (spec 02 §4).
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) {
    return (
      <StatusMessage title={t('status.accessDeniedTitle')}>
        <p>
          {t('status.accessDeniedHint')}{' '}
          <Link to="/login" className="font-medium text-brand-700 underline">
            {t('nav.signIn')}
          </Link>
        </p>
      </StatusMessage>
    )
  }
  return <StatusMessage title={t('status.unavailableTitle')} body={t('status.unavailableBody')} />
}
