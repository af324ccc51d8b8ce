import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Form, Link, redirect } from 'react-router'

import type { Route } from './+types/logout.ts'
import { endSession } from '#app/auth/auth.server.ts'
import { sessionContext } from '#app/context.server.ts'
import { CsrfField } from '#app/components/csrf-field.tsx'

export const meta: Route.MetaFunction = () => [{ title: 'Sign out | Consilium' }]

// Signing out changes state, so it happens only on POST; a GET shows the confirmation.
export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: Boolean(context.get(sessionContext)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext)
  const cookie = await endSession(request, session?.sessionId)
  // On a shared ward computer nothing of the signed-in visit stays in the browser.
  return redirect('/', { headers: { 'Set-Cookie': cookie, 'Clear-Site-Data': '"cache", "cookies", "storage"' } })
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('logout.title')}</h1>
      {loaderData.signedIn ? (
        <>
          <p className="mt-3 text-slate-700">{t('logout.confirm')}</p>
          <div className="mt-6 flex items-center gap-4">
            <Form method="post">
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
