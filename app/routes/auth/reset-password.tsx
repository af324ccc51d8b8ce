import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'

import type { Route } from './+types/reset-password.ts'
import { endSession, getSessionPolicy } from '#app/auth/auth.server.ts'
import { RESET_TOKEN, RESET_TOKEN_MINUTES } from '#app/auth/password-reset.ts'
import { findResetAccount, resetPassword } from '#app/auth/password-reset.server.ts'
import { resetCookie } from '#app/auth/reset-cookie.server.ts'
import { PASSWORD_MIN_LENGTH, ResetPasswordSchema } from '#app/auth/schemas.ts'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { FormAlert, PasswordField } from '#app/components/forms.tsx'
import { databaseContext, requestInfoContext, sessionContext } from '#app/context.server.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { parseForm } from '#app/utils/parse-form.ts'

const PAGE = '/reset-password'

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Consilium' }]
}

async function tokenFromCookie(request: Request): Promise<string | null> {
  const { secrets } = await getSessionPolicy()
  const value: unknown = await resetCookie(request, secrets).parse(request.headers.get('cookie'))
  return typeof value === 'string' && RESET_TOKEN.test(value) ? value : null
}

async function clearedCookie(request: Request) {
  const { secrets } = await getSessionPolicy()
  return resetCookie(request, secrets).serialize('', { maxAge: 0, expires: new Date(0) })
}

/**
 * The link from the email (`?token=…`) is answered with a redirect to the bare page that moves
 * the token into a cookie: the token does not stay in the address bar, the history or any
 * Referer. The bare page shows the form while the token works, else how to get a new link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (url.searchParams.has('token')) {
    const token = url.searchParams.get('token') ?? ''
    const { secrets } = await getSessionPolicy()
    const cookie = RESET_TOKEN.test(token)
      ? await resetCookie(request, secrets).serialize(token)
      : await clearedCookie(request)
    throw redirect(PAGE, { headers: { 'Set-Cookie': cookie, 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' } })
  }
  const t = getInstance(context).t
  const token = await tokenFromCookie(request)
  const db = await context.get(databaseContext)
  const valid = token ? Boolean(await findResetAccount(db, token)) : false
  return { valid, title: `${t(valid ? 'auth.reset.title' : 'auth.reset.invalidTitle')} | Consilium` }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseForm(formData, ResetPasswordSchema)
  const refused = (fieldErrors?: Record<string, string[]>) =>
    data({ result: { ...submission.reply({ fieldErrors, hideFields: ['password'] }), initialValue: {}, fields: ['password'] } }, { status: 400 })
  if (submission.status !== 'success') return refused()

  const token = await tokenFromCookie(request)
  const { log } = context.get(requestInfoContext)
  const db = await context.get(databaseContext)
  const outcome = token
    ? await resetPassword(db, { token, password: submission.value.password })
    : ({ ok: false, reason: 'invalid-token' } as const)
  if (!outcome.ok) {
    if (outcome.reason === 'common-password') return refused({ password: ['auth.errors.passwordCommon'] })
    if (outcome.reason === 'password-is-email') return refused({ password: ['auth.errors.passwordIsEmail'] })
    log.warn('password reset refused: the link no longer works')
    throw redirect(PAGE, { headers: { 'Set-Cookie': await clearedCookie(request) } })
  }
  log.info({ userId: outcome.userId }, 'password reset; every session of the account ended')
  const headers = new Headers({ 'Set-Cookie': await clearedCookie(request) })
  const current = context.get(sessionContext)
  // The account's sessions are gone; this browser's cookie for one of them goes too.
  if (current?.userId === outcome.userId) headers.append('Set-Cookie', await endSession(request, current.sessionId))
  return redirect('/login?password-changed=1', { headers })
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  if (!loaderData.valid) {
    return (
      <div className="mx-auto max-w-md">
        <h1 className="text-2xl font-semibold">{t('auth.reset.invalidTitle')}</h1>
        <p className="mt-4 text-slate-700">{t('auth.reset.invalid', { minutes: RESET_TOKEN_MINUTES })}</p>
        <Link
          to="/forgot-password"
          className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('auth.reset.requestNew')}
        </Link>
      </div>
    )
  }
  return <ResetForm lastResult={actionData?.result} />
}

function ResetForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith(PAGE)
  const [form, fields] = useForm<{ password: string }>({
    id: 'reset-password',
    lastResult,
    constraint: getZodConstraint(ResetPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, ResetPasswordSchema),
  })
  // A refused password is not sent back, but the browser keeps what was typed: empty it.
  useEffect(() => {
    if (!lastResult) return
    const input = document.getElementById(fields.password.id)
    if (input instanceof HTMLInputElement) input.value = ''
  }, [lastResult, fields.password.id])
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('auth.reset.title')}</h1>
      <p className="mt-2 text-slate-700">{t('auth.reset.intro')}</p>
      <div className="mt-6 rounded-lg border border-slate-200 p-5 shadow-sm">
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <CsrfField />
          <FormAlert id={form.errorId} messages={form.errors} />
          <PasswordField
            label={t('auth.reset.newPassword')}
            hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            inputProps={{ ...getInputProps(fields.password, { type: 'password', ariaAttributes: false }), autoComplete: 'new-password' }}
            errors={fields.password.errors}
            errorId={fields.password.errorId}
          />
          <button
            type="submit"
            disabled={submitting}
            className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {t('auth.reset.button')}
          </button>
        </Form>
      </div>
    </div>
  )
}
