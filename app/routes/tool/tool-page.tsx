import { useTranslation } from '#app/i18n/use-translation.tsx'
import { data, isRouteErrorResponse, Link, redirect, useFetcher, type ShouldRevalidateFunctionArgs } from 'react-router'

import type { Route } from './+types/tool-page.ts'
import { loadOptionGrid } from '#app/components/option-grid/deferred.tsx'
import { loadEhrUi } from '#app/components/tool/ehr-deferred.tsx'
import { SnapshotView } from '#app/components/tool/snapshot-view.tsx'
import { SubscriptionView } from '#app/components/tool/subscription-view.tsx'
import { ToolSteps } from '#app/components/tool/tool-steps.tsx'
import { useToolPageEvents } from '#app/components/tool/use-tool-page-events.ts'
import { StatusMessage } from '#app/components/status-message.tsx'
import { NotFoundView, ShareLinkUnavailableView } from '#app/components/status-views.tsx'
import { sessionContext } from '#app/context.server.ts'
import { PatientBanner } from '#app/components/ehr/patient-banner.tsx'
import { canSaveToChart, chartLaunchTag } from '#app/ehr/chart-write.server.ts'
import { patientBannerOf } from '#app/ehr/patient-banner.server.ts'
import { ehrPrefillOf } from '#app/ehr/prefill/prefill.server.ts'
import { encounterForToolPage } from '#app/encounters/tool-session.server.ts'
import { ehrSessionOf } from '#app/middleware/ehr-session.server.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'
import { userOf } from '#app/middleware/user.server.ts'
import { markPagePersonal } from '#app/utils/page-cache.server.ts'
import { SNAPSHOT_HEADERS } from '#app/snapshots/snapshots.server.ts'
import { snapshotPage } from '#app/snapshots/snapshot-view.server.ts'
import { isShareLinkMiss } from '#app/snapshots/share-link-miss.ts'
import { ehrLoadOf, ehrStateOfLoad, ehrStateOfPost } from '#app/tools/ehr-page.server.ts'
import { clientToolOf } from '#app/tools/client-tool.server.ts'
import { contentStatus } from '#app/tools/content-status.server.ts'
import { patientToolOf } from '#app/tools/patient-tool.ts'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { isWrittenForPatients } from '#app/catalogue/catalogue.server.ts'
import type { ClientTool, ToolDefinition } from '#engine/schema/tool.ts'
import { submitToolForm, type ToolAnswer } from '#app/tools/tool-form.server.ts'
import { accessTo, bookmarkOf, hasUnsupportedField, initialState, requireTool } from '#app/tools/tool-page.server.ts'
import { navigationOf } from '#app/tools/navigation.ts'
import { newestAnswer } from '#app/tools/tool-view.ts'
import { findToolIn } from '#engine/library.ts'

export function meta({ data: d, matches }: Route.MetaArgs) {
  // An error page (an unknown tool, a shared link that does not open) is titled with the host's brand.
  const brand = (matches.find((m) => m?.id === 'root')?.data as { brand?: { name?: string } } | undefined)?.brand?.name
  if (!d) return [{ title: brand ?? 'Consilium' }]
  return [{ title: `${d.tool.name} | ${d.siteName}` }, { name: 'description', content: d.tool.description }]
}

/** The definition the page renders: on the consumer site, in the patient's words (decision 0066). */
function shownTool(tool: ToolDefinition, request: Request, context: Route.LoaderArgs['context']): { tool: ClientTool; siteName: string; patientSite: boolean } {
  const brand = brandForRequest(request)
  const patientSite = brand.variant === 'consumer'
  return { tool: patientSite ? patientToolOf(clientToolOf(tool), getLocale(context)) : clientToolOf(tool), siteName: brand.name, patientSite }
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
  // Its EHR code too, so the page's HTML is complete whatever it shows (loaded once per server).
  await loadEhrUi()
  const url = new URL(request.url)
  if (url.searchParams.has('snapshotId')) {
    // The recipient's read-only view: whoever holds the link may see it, signed in or not.
    const snapshot = await snapshotPage(context, request, tool)
    const { tool: shown, siteName } = shownTool(tool, request, context)
    return data({ view: 'snapshot' as const, tool: shown, siteName, snapshot }, { headers: SNAPSHOT_HEADERS })
  }
  const user = await userOf(context)
  const { tool: shown, siteName, patientSite } = shownTool(tool, request, context)
  const given = accessTo(tool, user)
  // Everything a patient can open is free: a FREE badge would suggest that something is not.
  const access = patientSite && given.kind === 'open' ? { ...given, showFreeBadge: false } : given
  const bookmark = await bookmarkOf(tool, context.get(sessionContext)?.userId ?? null)
  const aggregateId = access.kind === 'open' ? await encounterForToolPage(context, request, tool, user) : null
  // Values prefilled from the EHR are the form's first values (never over values the request carries).
  const ehr = access.kind === 'open' ? await ehrLoadOf(context, request, tool, ehrPrefillOf) : null
  const state = initialState(tool, url.searchParams, ehr?.values ?? undefined)
  if (ehr) state.ehr = ehrStateOfLoad(tool, ehr, state)
  const answer: ToolAnswer = { state, stamp: 0, share: null }
  const session = access.kind === 'open' ? await ehrSessionOf(context) : null
  // The launch this page is rendered under, posted back by 'Save to chart'; null when it may not save.
  const chartWrite = session && canSaveToChart(session) ? chartLaunchTag(session) : null
  // Read for this page only (never cached or logged): the EHR asked for a banner (need_patient_banner).
  const patientBanner = await patientBannerOf(session)
  if (user.puaId || user.affiliationId || bookmark?.signedIn || ehr?.page || ehr?.prefilled || session || chartWrite || patientBanner) markPagePersonal(context)
  const pageUrl = `${url.origin}${url.pathname}`
  return data({
    view: 'steps' as const,
    tool: shown,
    siteName,
    access,
    bookmark,
    aggregateId,
    answer,
    ehr: ehr?.page ?? null,
    chartWrite,
    patientBanner,
    contentStatus: contentStatus(tool),
    pageUrl,
    // A calculator written for clinicians, opened on the patient site: the page says so first.
    forClinicians: patientSite && !isWrittenForPatients(tool),
  })
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/**
 * The loader starts a tool session: the page's own posts (forms, live checks) keep it rather
 * than start another. Other revalidations (revalidate(), a link to the same page) run it, and so
 * does a change of language, which may bring a decision aid's translation.
 */
export function shouldRevalidate({ formMethod, formAction, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction && new URL(formAction, currentUrl).pathname === '/locale') return true
  if (formMethod && formMethod.toUpperCase() !== 'GET' && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tool = toolFor(params, request, context)
  const user = await userOf(context)
  if (accessTo(tool, user).kind !== 'open') throw data(null, { status: 403 })
  const form = await request.formData()
  if (tool.optiongrid) await loadOptionGrid()
  await loadEhrUi()
  const submitted = await submitToolForm(context, request, tool, user, form)
  if (submitted instanceof Response) return submitted
  // Which values are still the EHR's: compared with this request's prefill, kept nowhere. A live
  // check (JavaScript) is not: the browser compares with the prefill it holds.
  if (form.get('live') !== '1') submitted.answer.state.ehr = await ehrStateOfPost(context, tool, ehrPrefillOf, submitted.answer.state)
  return data(submitted.answer, { status: submitted.status })
}

export default function ToolPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tool } = loaderData
  const live = useFetcher<typeof action>({ key: `tool-${tool.slug}` })
  // One answer: the newest of the loader's, the last page post's and the last live check's.
  const answer = loaderData.view === 'steps' ? newestAnswer(loaderData.answer, actionData, live.data) : null
  const usable = loaderData.view === 'snapshot' || loaderData.access.kind === 'open'
  useToolPageEvents(tool, usable, answer?.state.step ?? navigationOf(tool)[0]?.key ?? 'patient')

  if (loaderData.view === 'snapshot') return <SnapshotView tool={tool} snapshot={loaderData.snapshot} />
  if (loaderData.access.kind === 'subscription' || !answer) return <SubscriptionView tool={tool} />
  return (
    <>
      {loaderData.patientBanner ? <PatientBanner patient={loaderData.patientBanner} /> : null}
      {loaderData.forClinicians ? <ForCliniciansNote /> : null}
      <ToolSteps
        tool={tool}
        access={loaderData.access}
        bookmark={loaderData.bookmark}
        aggregateId={loaderData.aggregateId}
        answer={answer}
        answered={actionData?.stamp}
        chartWrite={loaderData.chartWrite}
        submitCheck={(formData) => void live.submit(formData, { method: 'post' })}
        ehr={loaderData.ehr}
        contentStatus={loaderData.contentStatus}
        pageUrl={loaderData.pageUrl}
      />
    </>
  )
}

function ForCliniciansNote() {
  const { t } = useTranslation()
  return (
    <p role="note" className="mx-auto mb-4 max-w-3xl rounded-md border border-amber-700 bg-amber-50 p-3 text-slate-900">
      {t('tool.forClinicians')}{' '}
      <Link to="/" className="font-medium text-brand-700 underline">
        {t('tool.forCliniciansLink')}
      </Link>
    </p>
  )
}

/** Unknown tools (and any other two-segment path) get the 404 page inside the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return isShareLinkMiss(error.data) ? <ShareLinkUnavailableView /> : <NotFoundView />
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
