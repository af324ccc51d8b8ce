import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'

import type { Route } from './+types/forgot-password.ts'
import { RESET_TOKEN_MINUTES } from '#app/auth/password-reset.ts'
import { requestPasswordReset } from '#app/auth/password-reset.server.ts'
import { ForgotPasswordSchema } from '#app/auth/schemas.ts'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { Field, FormAlert } from '#app/components/forms.tsx'
import { databaseContext, requestInfoContext } from '#app/context.server.ts'
import { useFocusOnChange } from '#app/hooks/use-focus-on-change.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { sendMail } from '#app/mail/mailer.server.ts'
import { organisationAccountMail, passwordResetMail, resetLinkBase } from '#app/mail/password-reset-mail.server.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { parseForm } from '#app/utils/parse-form.ts'

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Consilium' }]
}

export function loader({ request, context }: Route.LoaderArgs) {
  const t = getInstance(context).t
  const sent = new URL(request.url).searchParams.has('sent')
  return { sent, title: `${t(sent ? 'auth.forgot.sentTitle' : 'auth.forgot.title')} | Consilium` }
}

const MAX_EMAIL_ECHO = 254

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseForm(formData, ForgotPasswordSchema)
  const reply = (errors?: { formErrors: string[] }) => {
    const result = submission.reply(errors)
    const email = result.initialValue?.email
    return { ...result, initialValue: { email: typeof email === 'string' ? email.slice(0, MAX_EMAIL_ECHO) : '' }, fields: ['email'] }
  }
  if (submission.status !== 'success') return data({ result: reply(), retryMinutes: undefined }, { status: 400 })

  const db = await context.get(databaseContext)
  const { clientIp, log } = context.get(requestInfoContext)
  const { t, language } = getInstance(context)
  const linkBase = resetLinkBase(new URL(request.url), getEnv())
  const outcome = await requestPasswordReset(db, { email: submission.value.email, clientIp }, async (token, account) => {
    if (!linkBase) {
      log.warn('email not sent: PUBLIC_URL is not set, so a reset link cannot be made')
      return false
    }
    const mail =
      token === null
        ? organisationAccountMail(t, language, { to: account.email, link: `${linkBase}/login/organisation` })
        : passwordResetMail(t, language, { to: account.email, link: `${linkBase}/reset-password?token=${token}` })
    const sent = await sendMail(mail)
    return sent.sent
  })
  if (!outcome.ok) {
    return data(
      { result: reply({ formErrors: ['auth.forgot.rateLimited'] }), retryMinutes: Math.ceil(outcome.retryAfterSeconds / 60) },
      { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    )
  }
  // Not awaited: an address with an account would otherwise be answered later than one without.
  outcome.delivery.catch((err: unknown) => log.error({ err }, 'password reset email failed'))
  log.info('password reset requested')
  return redirect('/forgot-password?sent=1')
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/forgot-password')
  const [form, fields] = useForm<{ email: string }>({
    id: 'forgot-password',
    lastResult: actionData?.result,
    constraint: getZodConstraint(ForgotPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, ForgotPasswordSchema),
  })
  useFocusOnChange(loaderData.sent ? 'sent' : 'form', loaderData.sent ? 'reset-sent' : null)

  if (loaderData.sent) {
    return (
      <div className="mx-auto max-w-md">
        <h1 id="reset-sent" tabIndex={-1} className="text-2xl font-semibold">
          {t('auth.forgot.sentTitle')}
        </h1>
        <p role="status" className="mt-4 rounded-md border border-brand-200 bg-brand-50 p-3 text-slate-800">
          {t('auth.forgot.sent', { minutes: RESET_TOKEN_MINUTES })}
        </p>
        <p className="mt-6">
          <Link to="/login" className="font-medium text-brand-700 underline">
            {t('auth.forgot.backToSignIn')}
          </Link>
        </p>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('auth.forgot.title')}</h1>
      <p className="mt-2 text-slate-700">{t('auth.forgot.intro')}</p>
      <div className="mt-6 rounded-lg border border-slate-200 p-5 shadow-sm">
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <CsrfField />
          <FormAlert
            id={form.errorId}
            messages={form.errors?.map((e) => (e === 'auth.forgot.rateLimited' ? t(e, { minutes: actionData?.retryMinutes ?? 60 }) : e))}
          />
          <Field
            label={t('auth.email')}
            inputProps={{ ...getInputProps(fields.email, { type: 'email', ariaAttributes: false }), autoComplete: 'email' }}
            errors={fields.email.errors}
            errorId={fields.email.errorId}
          />
          <button
            type="submit"
            disabled={submitting}
            className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {t('auth.forgot.button')}
          </button>
        </Form>
      </div>
      <p className="mt-6">
        <Link to="/login" className="font-medium text-brand-700 underline">
          {t('auth.forgot.backToSignIn')}
        </Link>
      </p>
    </div>
  )
}
