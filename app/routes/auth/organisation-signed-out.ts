import { redirect } from 'react-router'

import type { Route } from './+types/organisation-signed-out.ts'
import { getSessionPolicy } from '#app/auth/auth.server.ts'
import { isSignOutState } from '#app/auth/organisation-sign-out.server.ts'
import { requestInfoContext } from '#app/context.server.ts'

/**
 * The organisation's provider sends the browser back here after ending its session. The
 * Consilium session ended before the browser left, so this changes nothing: it checks that the
 * state is one of ours (a stranger's link is only logged) and lands on the page signing out
 * always lands on, leaving the state out of the address bar.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = new URL(request.url).searchParams.get('state')
  if (!isSignOutState((await getSessionPolicy()).secrets, state)) {
    context.get(requestInfoContext).log.warn('return from a provider sign-out without a valid state')
  }
  return redirect('/', { headers: { 'Cache-Control': 'no-store' } })
}
