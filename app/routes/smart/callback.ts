import { redirect } from 'react-router'

import { databaseContext, requestInfoContext } from '#app/context.server.ts'
import { deleteEhrSession, ehrSessionCookie } from '#app/ehr/ehr-session.server.ts'
import { completeLaunch, LaunchRefused } from '#app/ehr/smart/callback.server.ts'
import { claimLaunch, launchBindingFrom } from '#app/ehr/smart/launch.server.ts'
import { toolSlugForLaunch } from '#app/ehr/smart/routing.ts'
import { ehrSessionIdFrom } from '#app/middleware/ehr-session.server.ts'
import { allowFramingFor } from '#app/ehr/embed/frame-ancestors.server.ts'
import { issuerOfPendingLaunch } from '#app/ehr/embed/reopen.server.ts'
import { findTool } from '#engine/library.ts'

import type { Route } from './+types/callback.ts'
import { LAUNCH_ERROR } from './launch.ts'

const MISSING_COOKIES = '/authentication-error?errorMsg=MISSING_COOKIES'

/**
 * The EHR's redirect back after authorization: the state is taken once and must come from
 * this browser; the code is exchanged and a new EHR session replaces any earlier one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { log } = context.get(requestInfoContext)
  const refuse = (reason: string, to = LAUNCH_ERROR) => {
    log.warn({ reason }, 'smart launch refused')
    return redirect(to, { headers: { 'Cache-Control': 'no-store' } })
  }
  const state = url.searchParams.get('state')
  if (!state || state.length > 512) return refuse('missing-state')
  const db = await context.get(databaseContext)
  // Known before the launch is claimed (and deleted): the issuer's organisation may frame us.
  const pendingIssuer = await issuerOfPendingLaunch(db, state)
  if (pendingIssuer) allowFramingFor(context, pendingIssuer.organisationId)
  const claimed = await claimLaunch(db, { state, browserBinding: await launchBindingFrom(request) })
  if (!claimed.ok) {
    // Cookies blocked in the EHR frame: the page offers a new window (only the public `iss` travels).
    const missingCookies = pendingIssuer ? `${MISSING_COOKIES}&${new URLSearchParams({ iss: pendingIssuer.iss }).toString()}` : MISSING_COOKIES
    return refuse(claimed.reason, claimed.reason === 'missing-binding' ? missingCookies : LAUNCH_ERROR)
  }
  const ehrError = url.searchParams.get('error')
  if (ehrError !== null) return refuse(`authorization error: ${/^[a-z_]{1,64}$/.test(ehrError) ? ehrError : 'other'}`)
  if (!url.searchParams.get('code')) return refuse('missing-code')

  let launched
  try {
    launched = await completeLaunch(db, { issuer: claimed.issuer, secret: claimed.secret, callbackUrl: url })
  } catch (error) {
    if (error instanceof LaunchRefused) return refuse(error.reason)
    throw error
  }
  const previous = await ehrSessionIdFrom(request)
  if (previous) await deleteEhrSession(db, previous)

  const slug = toolSlugForLaunch(launched.secret, (s) => findTool(s) !== null)
  return redirect(slug ? `/tool/${slug}` : '/', {
    headers: {
      'Set-Cookie': await ehrSessionCookie(request).serialize(launched.sessionId),
      'Cache-Control': 'no-store',
    },
  })
}
