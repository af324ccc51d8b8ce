import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Form, Link } from 'react-router'

import { CsrfField } from '#app/components/csrf-field.tsx'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { createReportMachine, FAILED, INITIAL, WAITING, type CallResult, type MachineState, type ReportMachine } from '#app/reports/report-machine.ts'
import { dateError, END_BEFORE_START_MESSAGE, parseUsDate, reportFormSchema } from '#app/reports/report-dates.ts'
import { REPORT_TEXTS as T } from '#app/reports/report-texts.ts'
import { useSessionNumber, withSessionNumber } from '#app/utils/session-number.ts'

type DateField = { value: string; error: string | null; valid: boolean }
const EMPTY: DateField = { value: '', error: null, valid: false }

/** The date mask ##/##/####: digits only, slashes added as they are typed. */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8)
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
}

async function call<T>(url: string, init?: RequestInit): Promise<CallResult<T>> {
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json' }, cache: 'no-store' })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null
    return { ok: false, status: res.status, code: body?.error?.code }
  }
  return { ok: true, data: (await res.json()) as T }
}

export function downloadUrl(id: string, sessionNumber: string | null) {
  const params = new URLSearchParams({ id })
  if (sessionNumber) params.set('session-number', sessionNumber)
  return `/api-tool-experience/report/download?${params}`
}

export type ServerReport = { id: string; status: string } | null

export function EncounterReportForm({
  errors,
  values,
  report,
  onNoPermission,
}: {
  errors?: { startDate?: string; endDate?: string; certified?: string; form?: string }
  values?: { startDate?: string; endDate?: string }
  report: ServerReport
  onNoPermission: () => void
}) {
  const hydrated = useHydrated()
  const sessionNumber = useSessionNumber()
  const [start, setStart] = useState<DateField>({ ...EMPTY, value: values?.startDate ?? '', error: errors?.startDate ?? null })
  const [end, setEnd] = useState<DateField>({ ...EMPTY, value: values?.endDate ?? '', error: errors?.endDate ?? null })
  const [certified, setCertified] = useState(false)
  const [state, setState] = useState<MachineState>(INITIAL)
  const machine = useRef<ReportMachine | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const m = createReportMachine(
      {
        request: (range) =>
          call<{ id: string }>(
            `/api-tool-experience/report/request?${new URLSearchParams({ ...range, ...(sessionNumber ? { 'session-number': sessionNumber } : {}) })}`,
            { method: 'POST' },
          ),
        status: (id) => call(`/api-tool-experience/report/status?${new URLSearchParams({ id })}`),
        download: (id) => window.location.assign(downloadUrl(id, sessionNumber)),
      },
      setState,
    )
    machine.current = m
    // A report requested without JavaScript (the page was loaded with its id) is followed here.
    if (report && (report.status === 'pending' || report.status === 'generating')) m.resume(report.id)
    return () => m.dispose()
    // The machine lives as long as the page; the report id only matters on entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (state.status === 'no-permission') onNoPermission()
  }, [state.status, onNoPermission])

  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (state.open && !d.open) d.showModal()
    if (!state.open && d.open) d.close()
  }, [state.open])

  /** Checks one date (on blur and Enter), then the pair when both are valid. */
  function check(which: 'start' | 'end', value: string) {
    const now = new Date()
    const error = dateError(value, now)
    const next: DateField = { value, error, valid: error === null }
    const other = which === 'start' ? end : start
    const [s, e] = which === 'start' ? [next, other] : [other, next]
    if (s.valid && e.valid && parseUsDate(e.value)! < parseUsDate(s.value)!) {
      setStart(s)
      setEnd({ ...e, error: END_BEFORE_START_MESSAGE, valid: false })
      return
    }
    if (which === 'start') {
      setStart(next)
      // A start moved back before a refused end makes that end acceptable again.
      if (e.error === END_BEFORE_START_MESSAGE && e.value) {
        const endError = dateError(e.value, now)
        setEnd({ ...e, error: endError, valid: endError === null })
      }
    } else setEnd(next)
  }

  const edit = (which: 'start' | 'end') => (value: string) => {
    const masked = maskDate(value)
    ;(which === 'start' ? setStart : setEnd)({ value: masked, error: null, valid: false })
  }

  const onEnter = (which: 'start' | 'end') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    check(which, event.currentTarget.value)
    if (!(start.valid && end.valid && certified)) event.preventDefault()
  }

  const ready = start.valid && end.valid && certified
  const busy = WAITING.includes(state.status)

  function submit(form: HTMLFormElement) {
    const parsed = reportFormSchema(new Date()).safeParse(Object.fromEntries(new FormData(form)))
    if (!parsed.success) {
      check('start', start.value)
      check('end', end.value)
      return
    }
    void machine.current?.request(parsed.data)
  }

  const dateInput = (which: 'start' | 'end', field: DateField) => {
    const id = which === 'start' ? 'startDate' : 'endDate'
    const errorId = `${id}-error`
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium text-slate-900">
          {which === 'start' ? T.startDate : T.endDate}
        </label>
        <input
          id={id}
          name={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={T.dateHint}
          maxLength={10}
          value={field.value}
          onChange={(e) => edit(which)(e.currentTarget.value)}
          onBlur={(e) => check(which, e.currentTarget.value)}
          onKeyDown={onEnter(which)}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={[`${id}-hint`, field.error ? errorId : ''].filter(Boolean).join(' ')}
          className={`w-40 rounded-md border px-3 py-2 text-base shadow-sm ${field.error ? 'border-red-700' : 'border-slate-500'}`}
        />
        <span id={`${id}-hint`} className="text-sm text-slate-600">
          {T.dateHint}
        </span>
        {field.error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {field.error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <>
      <Form
        method="post"
        noValidate
        className="mt-6 space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          submit(event.currentTarget)
        }}
      >
        <CsrfField />
        {sessionNumber ? <input type="hidden" name="session-number" value={sessionNumber} /> : null}
        <div className="flex flex-wrap gap-6">
          {dateInput('start', start)}
          {dateInput('end', end)}
        </div>
        <p className="text-sm text-slate-700">{T.utcNote}</p>
        <div>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="certified"
              checked={certified}
              onChange={(e) => setCertified(e.currentTarget.checked)}
              className="mt-1 h-4 w-4"
              aria-describedby={errors?.certified ? 'certified-error' : undefined}
            />
            <span>{T.certify}</span>
          </label>
          {errors?.certified ? (
            <p id="certified-error" className="text-sm font-medium text-red-700">
              {errors.certified}
            </p>
          ) : null}
        </div>
        {errors?.form ? <p className="font-medium text-red-700">{errors.form}</p> : null}
        <button
          type="submit"
          disabled={hydrated && (!ready || busy)}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400 disabled:text-slate-900"
        >
          {T.submit}
        </button>
      </Form>

      {hydrated && (report?.status === 'pending' || report?.status === 'generating') ? null : (
        <ServerReportStatus report={report} sessionNumber={sessionNumber} />
      )}

      <dialog
        ref={dialog}
        aria-labelledby="report-status-title"
        onClose={() => machine.current?.close()}
        className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-lg p-0 backdrop:bg-slate-900/60"
      >
        <div className="space-y-4 p-6" data-status={state.status}>
          <h2 id="report-status-title" className="text-xl font-semibold">
            {T.dialogTitle}
          </h2>
          <div role="status" aria-live="polite">
            {busy || state.status === 'done' ? (
              <p className="flex items-center gap-3">
                <span aria-hidden="true" className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
                {T.waiting}
              </p>
            ) : state.status === 'no-data' ? (
              <p>{T.noData}</p>
            ) : FAILED.includes(state.status) ? (
              <p>{T.failed}</p>
            ) : null}
          </div>
          {state.status === 'no-data' || FAILED.includes(state.status) ? (
            <button
              type="button"
              onClick={() => machine.current?.close()}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {T.okay}
            </button>
          ) : null}
        </div>
      </dialog>
    </>
  )
}

/** Without JavaScript: the report's status on the page, refreshed every 10 s until it settles. */
function ServerReportStatus({ report, sessionNumber }: { report: ServerReport; sessionNumber: string | null }) {
  if (!report) return null
  const waiting = report.status === 'pending' || report.status === 'generating'
  return (
    <section aria-labelledby="report-status-heading" className="mt-8 rounded-md border border-slate-300 p-4">
      {waiting ? (
        <noscript>
          <meta httpEquiv="refresh" content="10" />
        </noscript>
      ) : null}
      <h2 id="report-status-heading" className="text-xl font-semibold">
        {T.dialogTitle}
      </h2>
      <div role="status" className="mt-2">
        {waiting ? (
          <p>{T.waiting}</p>
        ) : report.status === 'ready' ? (
          <p>
            {T.ready}{' '}
            <a href={downloadUrl(report.id, sessionNumber)} className="font-medium text-brand-700 underline" download>
              {T.download}
            </a>
          </p>
        ) : report.status === 'no-data' ? (
          <p>{T.noData}</p>
        ) : (
          <p>{T.failed}</p>
        )}
      </div>
      {waiting ? null : (
        <p className="mt-3">
          <Link to={withSessionNumber('/patient-encounter-reports', sessionNumber)} className="font-medium text-brand-700 underline">
            {T.okay}
          </Link>
        </p>
      )}
    </section>
  )
}

export function NoReportPermission() {
  const sessionNumber = useSessionNumber()
  return (
    <section aria-labelledby="no-permission-title" className="mx-auto max-w-2xl py-8 text-center">
      <h1 id="no-permission-title" className="text-2xl font-semibold text-slate-900">
        {T.noPermission}
      </h1>
      <p className="mt-4 text-slate-700">
        {T.haveAccount}{' '}
        <Link
          to={withSessionNumber(`/login?returnToUrl=${encodeURIComponent('/patient-encounter-reports')}`, sessionNumber)}
          className="font-medium text-brand-700 underline"
        >
          {T.signIn}
        </Link>
      </p>
    </section>
  )
}
