import { randomBytes } from 'node:crypto'

import { redirect } from 'react-router'

import { databaseContext, requestInfoContext } from '#app/context.server.ts'
import { SmartDiscoveryError, smartConfigurationFor } from '#app/ehr/smart/discovery.server.ts'
import { allowFramingFor } from '#app/ehr/embed/frame-ancestors.server.ts'
import { countLaunch } from '#app/ehr/smart/launch-limit.server.ts'
import { beginLaunch, findIssuer, launchBindingCookie, launchBindingFrom } from '#app/ehr/smart/launch.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

import type { Route } from './+types/launch.ts'

export const LAUNCH_ERROR = '/authentication-error?errorMsg=EHR_LAUNCH_FAILED'
export const LAUNCH_RATE_LIMITED = '/authentication-error?errorMsg=EHR_LAUNCH_RATE_LIMITED'

/**
 * SMART App Launch: `/smart/launch?iss=…&launch=…` from the EHR (EHR launch), or
 * `/smart/launch?iss=…` (standalone launch: the EHR asks for the patient). The `iss` must be
 * allow-listed before anything is fetched from it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { log, clientIp } = context.get(requestInfoContext)
  const iss = url.searchParams.get('iss')
  const launch = url.searchParams.get('launch')
  if (!iss || (launch !== null && (!launch || launch.length > 2048))) {
    log.warn({ reason: 'missing-parameters' }, 'smart launch refused')
    return redirect(LAUNCH_ERROR)
  }
  const db = await context.get(databaseContext)
  const issuer = await findIssuer(db, iss)
  if (!issuer) {
    log.warn({ reason: 'unknown-issuer' }, 'smart launch refused')
    return redirect(LAUNCH_ERROR)
  }
  allowFramingFor(context, issuer.organisationId)
  const counted = await countLaunch(db, clientIp)
  if (!counted.allowed) {
    log.warn({ reason: 'rate-limited', issuerId: issuer.id }, 'smart launch refused')
    return redirect(LAUNCH_RATE_LIMITED, { headers: { 'Retry-After': String(counted.retryAfterSeconds) } })
  }
  let endpoints
  try {
    endpoints = await smartConfigurationFor(issuer.iss)
  } catch (error) {
    if (!(error instanceof SmartDiscoveryError)) throw error
    log.warn({ reason: 'discovery', issuerId: issuer.id, detail: error.message }, 'smart launch refused')
    return redirect(LAUNCH_ERROR)
  }
  const cookie = launchBindingCookie(request)
  // A second launch in the same browser keeps the binding, so two launches in flight both finish.
  const browserBinding = (await launchBindingFrom(request)) ?? randomBytes(32).toString('base64url')
  const { authorizeUrl } = await beginLaunch(db, {
    issuer,
    endpoints,
    launch,
    // Registered with the EHR exactly: from PUBLIC_URL when set, never from a forwarded Host alone.
    redirectUri: `${getEnv().PUBLIC_URL ?? url.origin}/smart/callback`,
    browserBinding,
  })
  return redirect(authorizeUrl.href, {
    headers: { 'Set-Cookie': await cookie.serialize(browserBinding), 'Cache-Control': 'no-store' },
  })
}
