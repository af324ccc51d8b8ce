import { useCallback, useState } from 'react'
import { data, redirect } from 'react-router'

import type { Route } from './+types/patient-encounter-reports.ts'
import { EncounterReportForm, NoReportPermission } from '#app/components/reports/encounter-report-form.tsx'
import { databaseContext, requestInfoContext } from '#app/context.server.ts'
import { getJobs } from '#app/jobs/runtime.server.ts'
import { userOf } from '#app/middleware/user.server.ts'
import { UsageSummaryView } from '#app/components/reports/usage-summary.tsx'
import { latestReportDay, parseUsDate, rangeErrors, reportFormSchema } from '#app/reports/report-dates.ts'
import { usageSummary } from '#app/reports/usage.server.ts'
import { REPORT_TEXTS as T } from '#app/reports/report-texts.ts'
import { reportStatus, requestReport } from '#app/reports/reports.server.ts'
import { sessionNumberOf, withSessionNumber } from '#app/utils/session-number.ts'

export const meta: Route.MetaFunction = () => [{ title: `${T.heading} | Consilium` }]

const noStore = { 'Cache-Control': 'no-store' }

async function requesterOf(context: Route.LoaderArgs['context']) {
  const user = await userOf(context)
  if (!user.userState.personalized || !user.puaId || !user.access.patientEncounterReport || !user.affiliationId) return null
  return { organisationId: user.affiliationId, userId: user.puaId, organisation: user.organization }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const who = await requesterOf(context)
  if (!who) return data({ view: 'no-access' as const }, { status: 403, headers: noStore })
  const url = new URL(request.url)
  const id = url.searchParams.get('report')
  let report: { id: string; status: string } | null = null
  if (id) {
    const answer = await reportStatus(await context.get(databaseContext), getJobs(), who.organisationId, id)
    report = answer ? { id: answer.id, status: answer.status } : { id: '', status: 'error' }
  }
  const db = await context.get(databaseContext)
  const usage = await usageSummary(db, who.organisationId, usageRange(url.searchParams))
  return data({ view: 'form' as const, organisation: who.organisation, report, usage }, { headers: noStore })
}

/** The usage summary's days: as asked when valid (§5 rules), otherwise the 30 days to yesterday (UTC). */
function usageRange(params: URLSearchParams) {
  const now = new Date()
  const start = params.get('usageStart') ?? ''
  const end = params.get('usageEnd') ?? ''
  if (start && end && Object.keys(rangeErrors(start, end, now)).length === 0) {
    return { startDate: parseUsDate(start)!, endDate: parseUsDate(end)! }
  }
  const endDate = latestReportDay(now)
  return { startDate: new Date(Date.parse(endDate) - 29 * 86_400_000).toISOString().slice(0, 10), endDate }
}

/** Without JavaScript: the form posts here; the job is created and the page shows its status. */
export async function action({ request, context }: Route.ActionArgs) {
  const who = await requesterOf(context)
  if (!who) return data({ view: 'no-access' as const }, { status: 403 })
  const form = await request.formData()
  const values = { startDate: String(form.get('startDate') ?? ''), endDate: String(form.get('endDate') ?? '') }
  const parsed = reportFormSchema(new Date()).safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
    return data({ view: 'form' as const, errors, values }, { status: 400 })
  }
  const outcome = await requestReport(await context.get(databaseContext), getJobs(), who, parsed.data)
  if (!outcome.ok) return data({ view: 'form' as const, errors: { form: T.failed }, values }, { status: 429 })
  context.get(requestInfoContext).log.info({ reportId: outcome.id }, 'encounter report requested')
  const sessionNumber =
    sessionNumberOf(new URLSearchParams({ 'session-number': String(form.get('session-number') ?? '') })) ??
    sessionNumberOf(new URL(request.url).searchParams)
  throw redirect(withSessionNumber(`/patient-encounter-reports?report=${outcome.id}`, sessionNumber))
}

export default function PatientEncounterReports({ loaderData, actionData }: Route.ComponentProps) {
  const [noPermission, setNoPermission] = useState(false)
  const onNoPermission = useCallback(() => setNoPermission(true), [])
  if (loaderData.view === 'no-access' || actionData?.view === 'no-access' || noPermission) return <NoReportPermission />
  const failed = actionData && 'errors' in actionData ? actionData : null
  return (
    <section aria-labelledby="reports-title" className="mx-auto max-w-3xl py-8">
      <h1 id="reports-title" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
        {T.heading}
      </h1>
      <p className="mt-2 text-slate-700">
        {T.intro}
        {loaderData.organisation ? <> for <strong>{loaderData.organisation}</strong></> : null}
      </p>
      <EncounterReportForm
        errors={failed?.errors}
        values={failed?.values}
        report={failed ? null : loaderData.report}
        onNoPermission={onNoPermission}
      />
      <UsageSummaryView summary={loaderData.usage} />
    </section>
  )
}
