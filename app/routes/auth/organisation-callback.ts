import { redirect } from 'react-router'

import type { Route } from './+types/organisation-callback.ts'
import { attemptBindingCookie, attemptBindingFrom, completeOrganisationSignIn } from '#app/auth/organisation-sign-in.server.ts'
import { startSession } from '#app/auth/auth.server.ts'
import { hasUnseenNotices } from '#app/auth/notices.server.ts'
import { safeReturnPath } from '#app/auth/schemas.ts'
import { databaseContext, requestInfoContext, sessionContext } from '#app/context.server.ts'

/**
 * The organisation's provider sends the browser back here with `code` and `state`. The sign-in
 * attempt is taken once; a refusal goes to the page that explains it, a success starts a new
 * session. The code is never logged and this URL is left at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { log } = context.get(requestInfoContext)
  const db = await context.get(databaseContext)
  const outcome = await completeOrganisationSignIn(db, { callbackUrl: new URL(request.url), browserBinding: await attemptBindingFrom(request) })
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  headers.append('Set-Cookie', await attemptBindingCookie(request).serialize('', { maxAge: 0, expires: new Date(0) }))
  const returnTo = safeReturnPath(outcome.returnTo)
  if (!outcome.ok) {
    log.warn({ reason: outcome.reason, detail: outcome.detail }, 'organisation sign-in refused')
    const query = new URLSearchParams({ refused: outcome.reason })
    if (returnTo !== '/') query.set('returnToUrl', returnTo)
    return redirect(`/login/organisation?${query}`, { headers })
  }
  log.info({ userId: outcome.userId, account: outcome.account }, 'signed in through the organisation')
  headers.append('Set-Cookie', await startSession(request, outcome.userId, context.get(sessionContext)?.sessionId))
  const next = (await hasUnseenNotices(db, outcome.userId)) ? `/login?${new URLSearchParams({ notices: '1', returnToUrl: returnTo })}` : returnTo
  return redirect(next, { headers })
}
