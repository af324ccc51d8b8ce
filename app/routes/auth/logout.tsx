import { useTranslation } from '#app/i18n/use-translation.tsx'
import { data, Form, Link, redirect } from 'react-router'

import type { Route } from './+types/logout.ts'
import { endSession, getSessionPolicy } from '#app/auth/auth.server.ts'
import { newSignOutState, POST_LOGOUT_PATH, providerSignOutUrl, takeProviderSession } from '#app/auth/organisation-sign-out.server.ts'
import { hashSessionId } from '#app/auth/session.server.ts'
import { databaseContext, requestInfoContext, sessionContext } from '#app/context.server.ts'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { getEnv } from '#app/utils/env.server.ts'

export const meta: Route.MetaFunction = () => [{ title: 'Sign out | Consilium' }]

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

// Signing out changes state, so it happens only on POST; a GET shows the confirmation.
export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: Boolean(context.get(sessionContext)) }
}

/**
 * Ends the Consilium session; then, for a session opened through an organisation whose provider
 * ends sessions on request, a page that moves on to the provider's sign-out (decision 0063
 * addendum). A page, not a redirect, for the reason the organisation sign-in gives: the CSP's
 * form-action 'self' holds a form's redirects to this site.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext)
  const { log } = context.get(requestInfoContext)
  const providerSession = session ? await takeProviderSession(await context.get(databaseContext), hashSessionId(session.sessionId)) : null
  const cookie = await endSession(request, session?.sessionId)
  // On a shared ward computer nothing of the signed-in visit stays in the browser.
  const headers = { 'Set-Cookie': cookie, 'Clear-Site-Data': '"cache", "cookies", "storage"' }
  if (providerSession) {
    const { organisationId } = providerSession
    try {
      const signOut = await providerSignOutUrl(await context.get(databaseContext), {
        session: providerSession,
        // Registered with the provider exactly: from PUBLIC_URL when set, never from a forwarded Host alone.
        postLogoutRedirectUri: `${getEnv().PUBLIC_URL ?? new URL(request.url).origin}${POST_LOGOUT_PATH}`,
        state: newSignOutState((await getSessionPolicy()).secrets),
      })
      if (signOut.ok) {
        log.info({ organisationId }, 'signed out; ending the session at the organisation')
        return data({ continueTo: signOut.url.href, organisationName: signOut.organisationName }, { headers: { ...headers, 'Cache-Control': 'no-store' } })
      }
      log.info({ organisationId, reason: signOut.reason }, 'signed out of Consilium only')
    } catch (err) {
      log.warn({ organisationId, err: (err as { code?: string }).code ?? 'error' }, 'signed out of Consilium only: the provider sign-out could not be made')
    }
  }
  return redirect('/', { headers })
}

export default function Logout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  if (actionData?.continueTo) {
    return (
      <div className="mx-auto max-w-md">
        <meta httpEquiv="refresh" content={`0;url=${actionData.continueTo}`} />
        <h1 className="text-2xl font-semibold">{t('logout.providerTitle')}</h1>
        <p className="mt-4 text-slate-800">{t('logout.provider', { organisation: actionData.organisationName })}</p>
        <p className="mt-6">
          <a href={actionData.continueTo} className="font-medium text-brand-700 underline">
            {t('logout.providerLink', { organisation: actionData.organisationName })}
          </a>
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('logout.title')}</h1>
      {loaderData.signedIn ? (
        <>
          <p className="mt-3 text-slate-700">{t('logout.confirm')}</p>
          <div className="mt-6 flex items-center gap-4">
            {/* A full page load: the answer may lead to the organisation's sign-out, and nothing of the visit stays in memory. */}
            <Form method="post" reloadDocument>
              <CsrfField />
              <button
                type="submit"
                className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {t('logout.button')}
              </button>
            </Form>
            <Link to="/" className="text-brand-700 underline">
              {t('logout.cancel')}
            </Link>
          </div>
        </>
      ) : (
        <p className="mt-3 text-slate-700">
          {t('logout.notSignedIn')}{' '}
          <Link to="/login" className="text-brand-700 underline">
            {t('nav.signIn')}
          </Link>
        </p>
      )}
    </div>
  )
}
