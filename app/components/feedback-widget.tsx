import { useState, type FormEvent } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { useLocation } from 'react-router'

import type { FeedbackFieldErrors } from '#app/feedback/feedback.ts'
import { CsrfField } from '#app/components/csrf-field.tsx'

/** Set by the /feedback page on the address it sends a visitor back to. */
export const FEEDBACK_SENT_PARAM = 'feedback'

export type FeedbackValues = { message?: string; category?: string; email?: string }
type Field = keyof FeedbackFieldErrors

/**
 * The feedback form: a plain post to /feedback (which validates, stores and sends the visitor
 * back), or — given onSubmit — a call to the feedback API without leaving the page.
 */
export function FeedbackForm({
  id,
  path,
  returnTo,
  values = {},
  errors = {},
  status,
  onSubmit,
}: {
  id: string
  path: string
  returnTo: string
  values?: FeedbackValues
  errors?: FeedbackFieldErrors
  status?: string | null
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}) {
  const { t } = useTranslation()
  const field = (name: Field, hint?: string) => {
    const invalid = Boolean(errors[name]?.length)
    return {
      id: `${id}-${name}`,
      name,
      'aria-invalid': invalid || undefined,
      'aria-describedby': [hint, invalid ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
      className: `w-full rounded-md border bg-white px-3 py-2 ${invalid ? 'border-red-700' : 'border-slate-500'}`,
    }
  }
  const label = (name: Field) => (
    <label htmlFor={`${id}-${name}`} className="block font-medium">
      {t(`platform.feedback.${name}`)}
    </label>
  )
  const problems = (name: Field) =>
    errors[name]?.length ? (
      <p id={`${id}-${name}-error`} className="text-sm font-medium text-red-700">
        {errors[name].map((e) => t(e)).join(' ')}
      </p>
    ) : null
  return (
    <form method="post" action="/feedback" onSubmit={onSubmit} className="space-y-3">
      <p id={`${id}-privacy`} className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
        {t('platform.feedback.privacy')}
      </p>
      <CsrfField />
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div>
        {label('category')}
        <select {...field('category')} defaultValue={values.category ?? 'general'}>
          {(['general', 'content-error', 'bug', 'idea'] as const).map((c) => (
            <option key={c} value={c}>
              {t(`platform.feedback.categories.${c}`)}
            </option>
          ))}
        </select>
        {problems('category')}
      </div>
      <div>
        {label('message')}
        <textarea {...field('message', `${id}-privacy`)} required maxLength={2000} rows={4} defaultValue={values.message} />
        {problems('message')}
      </div>
      <div>
        {label('email')}
        <input {...field('email')} type="email" autoComplete="email" maxLength={254} defaultValue={values.email} />
        {problems('email')}
      </div>
      {problems('path')}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('platform.feedback.submit')}
        </button>
        <p role="status" tabIndex={-1} className="font-medium">
          {status}
        </p>
      </div>
    </form>
  )
}

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'limited'

/** A small disclosure below the footer (in the page flow, so it never covers content). */
export function FeedbackWidget() {
  const { t } = useTranslation()
  const location = useLocation()
  const [state, setState] = useState<{ status: Status; minutes?: number; errors?: FeedbackFieldErrors }>({ status: 'idle' })
  if (location.pathname === '/feedback') return null

  const params = new URLSearchParams(location.search)
  const sentByForm = params.get(FEEDBACK_SENT_PARAM) === 'sent'
  params.delete(FEEDBACK_SENT_PARAM)
  const query = params.toString()
  const returnTo = `${location.pathname}${query ? `?${query}` : ''}`
  const status = state.status === 'idle' && sentByForm ? 'sent' : state.status

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setState({ status: 'sending' })
    const { sendFeedback } = await import('#app/feedback/send-feedback.ts')
    const outcome = await sendFeedback(form, location.pathname)
    if (outcome.kind === 'invalid') {
      setState({ status: 'idle', errors: outcome.fields })
      form.querySelector<HTMLElement>(`[name="${Object.keys(outcome.fields)[0]}"]`)?.focus()
      return
    }
    setState({ status: outcome.kind, minutes: outcome.kind === 'limited' ? outcome.minutes : undefined })
    if (outcome.kind === 'sent') {
      form.reset()
      form.querySelector<HTMLElement>('[role=status]')?.focus()
    }
  }

  return (
    <aside aria-labelledby="feedback-summary" className="border-t border-slate-200">
      <details id="feedback" open={sentByForm || undefined} className="mx-auto max-w-5xl px-4 py-3 sm:px-6">
        <summary id="feedback-summary" className="cursor-pointer font-semibold text-brand-800">
          {t('platform.feedback.title')}
        </summary>
        <div className="mt-3 max-w-xl">
          <FeedbackForm
            id="feedback"
            path={location.pathname}
            returnTo={returnTo}
            errors={state.errors}
            status={status === 'idle' ? null : t(`platform.feedback.status.${status}`, { minutes: state.minutes })}
            onSubmit={(e) => void onSubmit(e)}
          />
        </div>
      </details>
    </aside>
  )
}
