import { useTranslation } from '#app/i18n/use-translation.tsx'
import { data, Link, redirect } from 'react-router'

import type { Route } from './+types/feedback.ts'
import { safeReturnPath } from '#app/auth/schemas.ts'
import { FEEDBACK_SENT_PARAM, FeedbackForm } from '#app/components/feedback-widget.tsx'
import { databaseContext, requestInfoContext, sessionContext } from '#app/context.server.ts'
import { fieldErrorsOf, FeedbackSchema, pathOnly } from '#app/feedback/feedback.ts'
import { submitFeedback } from '#app/feedback/feedback.server.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const brand = (matches[0]?.data as { brand?: { name?: string } } | undefined)?.brand?.name ?? 'Consilium'
  return [{ title: `${loaderData?.title ?? 'Feedback'} | ${brand}` }, { name: 'robots', content: 'noindex' }]
}

function readReturnTo(value: unknown): string {
  return safeReturnPath(typeof value === 'string' ? value : null, '/')
}

/** GET /feedback: the feedback form on a page of its own (the widget's fallback). */
export function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = readReturnTo(new URL(request.url).searchParams.get('returnTo'))
  return { returnTo, title: getInstance(context).t('platform.feedback.title') }
}

/** The widget's post without JavaScript: stores the message and sends the visitor back. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const text = (name: string) => {
    const v = form.get(name)
    return typeof v === 'string' ? v : undefined
  }
  const returnTo = readReturnTo(text('returnTo'))
  const values = { message: text('message') ?? '', category: text('category') ?? 'general', email: text('email') ?? '' }
  const path = pathOnly(text('path') ?? pathOnly(returnTo))
  const parsed = FeedbackSchema.safeParse({ ...values, path })
  if (!parsed.success) {
    return data({ values, errors: fieldErrorsOf(parsed.error), returnTo, path, formError: null }, { status: 400 })
  }
  const { clientIp } = context.get(requestInfoContext)
  const outcome = await submitFeedback(await context.get(databaseContext), parsed.data, {
    clientIp,
    userId: context.get(sessionContext)?.userId ?? null,
  })
  if (!outcome.ok) {
    const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60))
    return data(
      { values, errors: {}, returnTo, path, formError: { key: 'platform.feedback.errors.rateLimited', minutes } },
      { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    )
  }
  const target = new URL(returnTo, 'http://consilium.invalid')
  target.searchParams.set(FEEDBACK_SENT_PARAM, 'sent')
  return redirect(`${target.pathname}${target.search}#feedback`)
}

export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const returnTo = actionData?.returnTo ?? loaderData.returnTo
  const formError = actionData?.formError
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('platform.feedback.title')}</h1>
      <p className="text-slate-700">{t('platform.feedback.pageIntro')}</p>
      {actionData && Object.keys(actionData.errors).length ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {t('platform.feedback.errors.fixBelow')}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {t(formError.key, { minutes: formError.minutes })}
        </p>
      ) : null}
      <FeedbackForm
        id="feedback-page"
        path={actionData?.path ?? pathOnly(returnTo)}
        returnTo={returnTo}
        values={actionData?.values}
        errors={actionData?.errors}
      />
      <p>
        <Link to={returnTo} className="text-brand-700 underline">
          {t('platform.feedback.back')}
        </Link>
      </p>
    </div>
  )
}
