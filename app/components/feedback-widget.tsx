import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'

import type { FeedbackFieldErrors } from '#app/feedback/feedback.ts'

export const FEEDBACK_API_PATH = '/api-feedback/api/feedbacks/v2/messages'
/** Set by the /feedback page on the address it sends a visitor back to. */
export const FEEDBACK_SENT_PARAM = 'feedback'

const CATEGORIES = ['general', 'content-error', 'bug', 'idea'] as const

export type FeedbackValues = { message?: string; category?: string; email?: string }

type Status = { kind: 'idle' | 'sending' | 'sent' | 'failed' } | { kind: 'limited'; minutes: number }

function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <ul id={id} className="mt-1 text-sm font-medium text-red-700">
      {errors.map((e) => (
        <li key={e}>{t(e, { defaultValue: e })}</li>
      ))}
    </ul>
  )
}

/**
 * The feedback form: a plain post to /feedback (which validates, stores and sends the visitor
 * back), or — given onSubmit — a call to the feedback API without leaving the page.
 */
export function FeedbackForm({
  idPrefix,
  path,
  returnTo,
  values = {},
  errors = {},
  status,
  onSubmit,
}: {
  idPrefix: string
  path: string
  returnTo: string
  values?: FeedbackValues
  errors?: FeedbackFieldErrors
  status?: string | null
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}) {
  const { t } = useTranslation()
  const id = (name: string) => `${idPrefix}-${name}`
  const described = (name: keyof FeedbackFieldErrors, hint?: string) =>
    [hint, errors[name]?.length ? id(`${name}-error`) : undefined].filter(Boolean).join(' ') || undefined
  const fieldClass = (name: keyof FeedbackFieldErrors) =>
    `w-full rounded-md border bg-white px-3 py-2 text-base ${errors[name]?.length ? 'border-red-700' : 'border-slate-400'}`
  return (
    <form method="post" action="/feedback" onSubmit={onSubmit} className="space-y-3">
      <p id={id('privacy')} className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
        {t('platform.feedback.privacy')}
      </p>
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div>
        <label htmlFor={id('category')} className="block font-medium">
          {t('platform.feedback.category')}
        </label>
        <select
          id={id('category')}
          name="category"
          defaultValue={values.category ?? 'general'}
          aria-invalid={errors.category?.length ? true : undefined}
          aria-describedby={described('category')}
          className={fieldClass('category')}
        >
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`platform.feedback.categories.${c}`)}
            </option>
          ))}
        </select>
        <FieldErrors id={id('category-error')} errors={errors.category} />
      </div>
      <div>
        <label htmlFor={id('message')} className="block font-medium">
          {t('platform.feedback.message')}
        </label>
        <textarea
          id={id('message')}
          name="message"
          required
          maxLength={2000}
          rows={4}
          defaultValue={values.message}
          aria-invalid={errors.message?.length ? true : undefined}
          aria-describedby={described('message', id('privacy'))}
          className={fieldClass('message')}
        />
        <FieldErrors id={id('message-error')} errors={errors.message} />
      </div>
      <div>
        <label htmlFor={id('email')} className="block font-medium">
          {t('platform.feedback.email')}
        </label>
        <input
          id={id('email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={values.email}
          aria-invalid={errors.email?.length ? true : undefined}
          aria-describedby={described('email')}
          className={fieldClass('email')}
        />
        <FieldErrors id={id('email-error')} errors={errors.email} />
      </div>
      <FieldErrors id={id('path-error')} errors={errors.path} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('platform.feedback.submit')}
        </button>
        <p role="status" tabIndex={-1} id={id('status')} className="font-medium text-slate-900">
          {status}
        </p>
      </div>
    </form>
  )
}

/** A small disclosure below the footer (in the page flow, so it never covers content). */
export function FeedbackWidget() {
  const { t } = useTranslation()
  const location = useLocation()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [errors, setErrors] = useState<FeedbackFieldErrors>({})
  const statusRef = useRef<HTMLDivElement>(null)
  if (location.pathname === '/feedback') return null

  const params = new URLSearchParams(location.search)
  const sentByForm = params.get(FEEDBACK_SENT_PARAM) === 'sent'
  params.delete(FEEDBACK_SENT_PARAM)
  const query = params.toString()
  const returnTo = location.pathname + (query ? `?${query}` : '')

  const statusText =
    status.kind === 'sent' || (status.kind === 'idle' && sentByForm)
      ? t('platform.feedback.thanks')
      : status.kind === 'sending'
        ? t('platform.feedback.sending')
        : status.kind === 'failed'
          ? t('platform.feedback.failed')
          : status.kind === 'limited'
            ? t('platform.feedback.errors.rateLimited', { minutes: status.minutes })
            : null

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '')
    setErrors({})
    setStatus({ kind: 'sending' })
    try {
      const { apiFetch } = await import('#app/utils/api-client.ts')
      await apiFetch(FEEDBACK_API_PATH, {
        method: 'POST',
        quiet: true,
        json: { message: text('message'), category: text('category'), email: text('email') || undefined, path: location.pathname },
      })
      form.reset()
      setStatus({ kind: 'sent' })
      statusRef.current?.querySelector<HTMLElement>('[role=status]')?.focus()
    } catch (error) {
      const { status: code, body } = error as { status?: number; body?: { error?: { fields?: FeedbackFieldErrors; retryAfterSeconds?: number } } }
      if (code === 400 && body?.error?.fields) {
        setErrors(body.error.fields)
        setStatus({ kind: 'idle' })
        const first = Object.keys(body.error.fields)[0]
        form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      } else if (code === 429) {
        setStatus({ kind: 'limited', minutes: Math.max(1, Math.ceil((body?.error?.retryAfterSeconds ?? 600) / 60)) })
      } else {
        setStatus({ kind: 'failed' })
      }
    }
  }

  return (
    <aside aria-labelledby="feedback-summary" className="border-t border-slate-200 bg-white">
      <div ref={statusRef} className="mx-auto max-w-5xl px-4 py-3 sm:px-6">
        <details id="feedback" open={sentByForm || undefined} className="max-w-xl">
          <summary id="feedback-summary" className="cursor-pointer font-semibold text-brand-800">
            {t('platform.feedback.title')}
          </summary>
          <div className="mt-3">
            <FeedbackForm
              idPrefix="feedback"
              path={location.pathname}
              returnTo={returnTo}
              errors={errors}
              status={statusText}
              onSubmit={(e) => void onSubmit(e)}
            />
          </div>
        </details>
      </div>
    </aside>
  )
}
