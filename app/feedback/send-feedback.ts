import { apiFetch } from '#app/utils/api-client.ts'

import type { FeedbackFieldErrors } from './feedback.ts'

export const FEEDBACK_API_PATH = '/api-feedback/api/feedbacks/v2/messages'

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; fields: FeedbackFieldErrors }
  | { kind: 'limited'; minutes: number }
  | { kind: 'failed' }

/** The widget's submission with JavaScript (loaded on first use): the feedback API instead of a page load. */
export async function sendFeedback(form: HTMLFormElement, path: string): Promise<SendOutcome> {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  try {
    await apiFetch(FEEDBACK_API_PATH, {
      method: 'POST',
      quiet: true,
      json: { message: text('message'), category: text('category'), email: text('email') || undefined, path },
    })
    return { kind: 'sent' }
  } catch (error) {
    const { status, body } = error as { status?: number; body?: { error?: { fields?: FeedbackFieldErrors; retryAfterSeconds?: number } } }
    if (status === 400 && body?.error?.fields) return { kind: 'invalid', fields: body.error.fields }
    if (status === 429) return { kind: 'limited', minutes: Math.max(1, Math.ceil((body?.error?.retryAfterSeconds ?? 600) / 60)) }
    return { kind: 'failed' }
  }
}
