import { redirect } from 'react-router'

import type { Route } from './+types/organisation-callback.ts'
import { attemptBindingCookie, attemptBindingFrom, completeOrganisationSignIn, linkedAccountContact } from '#app/auth/organisation-sign-in.server.ts'
import { startSession } from '#app/auth/auth.server.ts'
import { hasUnseenNotices } from '#app/auth/notices.server.ts'
import { rememberProviderSession } from '#app/auth/organisation-sign-out.server.ts'
import { safeReturnPath } from '#app/auth/schemas.ts'
import { databaseContext, requestInfoContext, sessionContext } from '#app/context.server.ts'
import type { Db } from '#app/db/client.server.ts'
import { sendMail } from '#app/mail/mailer.server.ts'
import { accountLinkedMail, resetLinkBase } from '#app/mail/password-reset-mail.server.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * A password account an organisation sign-in has just linked: its owner is told by email, so a
 * link they did not make does not go unnoticed. Not awaited: the sign-in does not wait on mail.
 */
function tellOwnerOfLink(context: Route.LoaderArgs['context'], request: Request, db: Db, userId: string) {
  const { log } = context.get(requestInfoContext)
  const { t, language } = getInstance(context)
  const linkBase = resetLinkBase(new URL(request.url), getEnv())
  void (async () => {
    const contact = await linkedAccountContact(db, userId)
    if (!contact) return
    if (!linkBase) return log.warn('email not sent: PUBLIC_URL is not set, so no link can be made')
    await sendMail(accountLinkedMail(t, language, { to: contact.email, organisation: contact.organisation, resetLink: `${linkBase}/forgot-password` }))
  })().catch((err: unknown) => log.error({ err }, 'account linked email failed'))
}

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
  if (outcome.account === 'linked') tellOwnerOfLink(context, request, db, outcome.userId)
  const { providerSession } = outcome
  const remember = providerSession ? (sessionDb: Db, idHash: string) => rememberProviderSession(sessionDb, idHash, providerSession) : undefined
  headers.append('Set-Cookie', await startSession(request, outcome.userId, context.get(sessionContext)?.sessionId, remember))
  const next = (await hasUnseenNotices(db, outcome.userId)) ? `/login?${new URLSearchParams({ notices: '1', returnToUrl: returnTo })}` : returnTo
  return redirect(next, { headers })
}
