import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'

import type { Route } from './+types/organisation.ts'
import { accountLimits } from '#app/auth/accounts.server.ts'
import { rateLimitAddress } from '#app/auth/ip-access.ts'
import { isRefusal, OrganisationSignInSchema, signInHref, type Refusal } from '#app/auth/organisation-sign-in.ts'
import {
  attemptBindingCookie,
  beginOrganisationSignIn,
  CALLBACK_PATH,
  newBrowserBinding,
  ProviderUnavailable,
  signInForEmail,
} from '#app/auth/organisation-sign-in.server.ts'
import { hit } from '#app/auth/rate-limit.server.ts'
import { safeReturnPath } from '#app/auth/schemas.ts'
import { Field, FormAlert } from '#app/components/forms.tsx'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { databaseContext, requestInfoContext, sessionContext } from '#app/context.server.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { parseForm } from '#app/utils/parse-form.ts'
import { sessionNumberOf, withSessionNumber } from '#app/utils/session-number.ts'

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Consilium' }]
}

/**
 * "Sign in with your organisation": the work email names the organisation, whose own OpenID
 * provider signs the person in (decision 0063). `?refused=<reason>` is the page that says why a
 * sign-in came back refused.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const returnToUrl = safeReturnPath(url.searchParams.get('returnToUrl'), '')
  const sessionNumber = sessionNumberOf(url.searchParams) ?? ''
  if (context.get(sessionContext)) throw redirect(withSessionNumber(safeReturnPath(returnToUrl), sessionNumber))
  const given = url.searchParams.get('refused')
  const refused: Refusal | null = isRefusal(given) ? given : null
  const t = getInstance(context).t
  const title = `${refused ? t('orgSignIn.refusedTitle') : t('orgSignIn.title')} | Consilium`
  return data({ title, returnToUrl, sessionNumber, refused }, { headers: { 'Cache-Control': 'no-store' } })
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseForm(formData, OrganisationSignInSchema)
  const reply = (errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => submission.reply(errors)
  if (submission.status !== 'success') return data({ result: submission.reply(), retryMinutes: undefined }, { status: 400 })
  const db = await context.get(databaseContext)
  const { clientIp, log } = context.get(requestInfoContext)

  // Each start stores a row and calls out to a provider: counted per address like failed sign-ins.
  const window = accountLimits().perAddressFailures
  const limit = await hit(db, `org-sign-in-address:${rateLimitAddress(clientIp)}`, window)
  if (!limit.allowed) {
    return data(
      { result: reply({ formErrors: ['orgSignIn.rateLimited'] }), retryMinutes: Math.ceil(limit.retryAfterSeconds / 60) },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }

  const found = await signInForEmail(db, submission.value.email)
  if (!found) return data({ result: reply({ fieldErrors: { email: ['orgSignIn.errors.noOrganisation'] } }), retryMinutes: undefined }, { status: 400 })

  const url = new URL(request.url)
  const browserBinding = newBrowserBinding()
  const { returnToUrl, sessionNumber } = submission.value
  try {
    const { authorizeUrl } = await beginOrganisationSignIn(db, {
      signIn: found.signIn,
      // Registered with the provider exactly: from PUBLIC_URL when set, never from a forwarded Host alone.
      redirectUri: `${getEnv().PUBLIC_URL ?? url.origin}${CALLBACK_PATH}`,
      returnTo: withSessionNumber(safeReturnPath(returnToUrl), sessionNumberOf(new URLSearchParams({ 'session-number': sessionNumber ?? '' }))),
      browserBinding,
    })
    log.info({ organisationId: found.signIn.organisationId }, 'organisation sign-in started')
    // A page that moves on to the provider rather than a redirect: the document's CSP allows
    // forms to post to this site only (form-action 'self'), and browsers hold a form's
    // redirects to that too.
    return data(
      { result: undefined, retryMinutes: undefined, continueTo: authorizeUrl.href, organisationName: found.organisationName },
      { headers: { 'Set-Cookie': await attemptBindingCookie(request).serialize(browserBinding), 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error
    log.warn({ organisationId: found.signIn.organisationId, detail: error.message }, 'organisation sign-in unavailable')
    return data({ result: reply({ formErrors: ['orgSignIn.refused.unavailable'] }), retryMinutes: undefined }, { status: 503 })
  }
}

export default function OrganisationSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { returnToUrl, sessionNumber, refused } = loaderData
  const navigation = useNavigation()
  const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login/organisation') === true
  const [form, fields] = useForm<{ email: string }>({
    id: 'organisation-sign-in',
    lastResult: actionData?.result,
    constraint: getZodConstraint(OrganisationSignInSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, OrganisationSignInSchema),
  })
  const passwordHref = signInHref('/login', returnToUrl, sessionNumber)

  if (actionData && 'continueTo' in actionData && actionData.continueTo) {
    return (
      <div className="mx-auto max-w-md">
        <meta httpEquiv="refresh" content={`0;url=${actionData.continueTo}`} />
        <h1 className="text-2xl font-semibold">{t('orgSignIn.continuingTitle')}</h1>
        <p className="mt-4 text-slate-800">{t('orgSignIn.continuing', { organisation: actionData.organisationName })}</p>
        <p className="mt-6">
          <a href={actionData.continueTo} className="font-medium text-brand-700 underline">
            {t('orgSignIn.continueLink', { organisation: actionData.organisationName })}
          </a>
        </p>
      </div>
    )
  }

  if (refused) {
    return (
      <div className="mx-auto max-w-md">
        <h1 className="text-2xl font-semibold">{t('orgSignIn.refusedTitle')}</h1>
        <p className="mt-4 text-slate-800">{t(`orgSignIn.refused.${refused}`)}</p>
        <ul className="mt-6 space-y-2">
          <li>
            <Link to={signInHref('/login/organisation', returnToUrl, sessionNumber)} className="font-medium text-brand-700 underline">
              {t('orgSignIn.tryAgain')}
            </Link>
          </li>
          <li>
            <Link to={passwordHref} className="font-medium text-brand-700 underline">
              {t('orgSignIn.withPassword')}
            </Link>
          </li>
        </ul>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('orgSignIn.title')}</h1>
      <p className="mt-2 text-slate-700">{t('orgSignIn.intro')}</p>
      <div className="mt-6 rounded-lg border border-slate-200 p-5 shadow-sm">
        {/* The answer is a redirect to the organisation's provider: a full page load, with or without JavaScript. */}
        <Form method="post" reloadDocument {...getFormProps(form)} className="space-y-4">
          <CsrfField />
          {returnToUrl ? <input type="hidden" name="returnToUrl" value={returnToUrl} /> : null}
          {sessionNumber ? <input type="hidden" name="sessionNumber" value={sessionNumber} /> : null}
          <FormAlert
            id={form.errorId}
            messages={form.errors?.map((e) => (e === 'orgSignIn.rateLimited' ? t(e, { minutes: actionData?.retryMinutes ?? 5 }) : e))}
          />
          <Field
            label={t('orgSignIn.email')}
            hint={t('orgSignIn.emailHint')}
            inputProps={{ ...getInputProps(fields.email, { type: 'email', ariaAttributes: false }), autoComplete: 'username' }}
            errors={fields.email.errors}
            errorId={fields.email.errorId}
          />
          <button
            type="submit"
            disabled={submitting}
            className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {t('orgSignIn.continue')}
          </button>
        </Form>
      </div>
      <p className="mt-6 text-slate-700">
        <Link to={passwordHref} className="font-medium text-brand-700 underline">
          {t('orgSignIn.withPassword')}
        </Link>
      </p>
    </div>
  )
}
