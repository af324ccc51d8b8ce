import { useTranslation } from '#app/i18n/use-translation.tsx'
import { data, Form, redirect } from 'react-router'

import type { Route } from './+types/cookies.ts'
import { safeReturnPath } from '#app/auth/schemas.ts'
import { choiceOf, ConsentFormSchema, consentCookieHeader, consentFor } from '#app/consent/consent.server.ts'
import { requireSameOrigin } from '#app/utils/http.server.ts'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { useBrandName } from '#app/hooks/use-brand-name.ts'

export function meta() {
  return [{ title: 'Cookie settings | Consilium' }]
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const returnTo = url.searchParams.get('returnTo')
  return {
    consent: consentFor(request),
    returnTo: returnTo ? safeReturnPath(returnTo, '') : '',
    saved: url.searchParams.has('saved'),
  }
}

/** Saves the choice (Accept all, Reject all, or the ticked categories), then goes back. */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request)
  const parsed = ConsentFormSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return data({ error: 'consent.page.invalid' }, { status: 400 })
  const headers = { 'Set-Cookie': consentCookieHeader(request, choiceOf(parsed.data)) }
  // The drawer's script saves without leaving the page.
  if (parsed.data.via === 'fetch') return data({ error: null }, { headers })
  return redirect(safeReturnPath(parsed.data.returnTo, '/cookies?saved=1'), { headers })
}

export default function CookiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const brandName = useBrandName()
  const { consent, returnTo, saved } = loaderData
  const state =
    consent.analytics === 'ACCEPT' ? 'consent.page.stateOn' : consent.analytics === 'REJECT' ? 'consent.page.stateOff' : 'consent.page.stateUndecided'
  const button = 'rounded-md px-4 py-2 font-semibold'
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('consent.page.title')}</h1>
      <p className="text-slate-800">{t('consent.page.intro', { brand: brandName })}</p>
      {saved ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 font-medium text-green-900">
          {t('consent.page.saved')}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {t(actionData.error)}
        </p>
      ) : null}
      <p className="text-slate-800">{t(state)}</p>
      <Form method="post" className="space-y-6">
        <CsrfField />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">{t('consent.page.categories')}</legend>
          <div className="flex gap-3 rounded-lg border border-slate-200 p-4">
            <input id="consent-necessary" type="checkbox" checked disabled aria-describedby="consent-necessary-text" className="mt-1 size-5" />
            <div>
              <label htmlFor="consent-necessary" className="font-semibold">
                {t('consent.page.necessaryTitle')}
              </label>
              <p id="consent-necessary-text" className="text-sm text-slate-700">
                {t('consent.page.necessaryBody', { brand: brandName })}
              </p>
            </div>
          </div>
          <div className="flex gap-3 rounded-lg border border-slate-200 p-4">
            <input
              id="consent-analytics"
              type="checkbox"
              name="analytics"
              defaultChecked={consent.analytics === 'ACCEPT'}
              aria-describedby="consent-analytics-text"
              className="mt-1 size-5"
            />
            <div>
              <label htmlFor="consent-analytics" className="font-semibold">
                {t('consent.page.analyticsTitle')}
              </label>
              <p id="consent-analytics-text" className="text-sm text-slate-700">
                {t('consent.page.analyticsBody')}
              </p>
            </div>
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
            {t('consent.save')}
          </button>
          <button type="submit" name="intent" value="accept-all" className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50`}>
            {t('consent.acceptAll')}
          </button>
          <button type="submit" name="intent" value="reject-all" className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50`}>
            {t('consent.rejectAll')}
          </button>
        </div>
      </Form>
    </div>
  )
}
