import * as z from 'zod/mini'

import { hasNoNul } from '#app/utils/text.ts'

export const FEEDBACK_CATEGORIES = ['general', 'content-error', 'bug', 'idea'] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]

export const FEEDBACK_MESSAGE_MAX = 2000
export const FEEDBACK_PATH_MAX = 512
export const FEEDBACK_EMAIL_MAX = 254
/** Per signed-in account: a person writes a message or two, not a stream. */
export const FEEDBACK_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 }
/**
 * Per client address (IPv6: its /64), for everyone behind it: a coarse outer limit sized for a
 * hospital whose hundreds of clinicians share one address; anonymous visitors have only this one.
 */
export const FEEDBACK_ADDRESS_RATE_LIMIT = { limit: 100, windowSeconds: 10 * 60 }

/** The query string and fragment never leave the browser's address: only the path is kept. */
export function pathOnly(value: string): string {
  return value.split(/[?#]/, 1)[0] ?? ''
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/**
 * One schema for the widget's JSON call and the no-JavaScript form post. Messages are
 * translation keys (the widget and the /feedback page translate them).
 */
export const FeedbackSchema = z.object({
  message: z
    .string({ error: 'platform.feedback.errors.messageRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'platform.feedback.errors.messageRequired' }),
      z.maxLength(FEEDBACK_MESSAGE_MAX, { error: 'platform.feedback.errors.messageTooLong' }),
      z.refine(hasNoNul, { error: 'platform.feedback.errors.invalidCharacters' }),
    ),
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'platform.feedback.errors.categoryInvalid' }),
  email: z.pipe(
    z.transform(blankToUndefined),
    z.optional(
      z
        .email({ error: 'platform.feedback.errors.emailInvalid' })
        .check(
          z.maxLength(FEEDBACK_EMAIL_MAX, { error: 'platform.feedback.errors.emailInvalid' }),
          z.refine(hasNoNul, { error: 'platform.feedback.errors.emailInvalid' }),
        ),
    ),
  ),
  path: z.pipe(
    z.pipe(
      z
        .string({ error: 'platform.feedback.errors.pathInvalid' })
        .check(z.maxLength(FEEDBACK_PATH_MAX * 4, { error: 'platform.feedback.errors.pathInvalid' })),
      z.transform(pathOnly),
    ),
    z
      .string()
      .check(
        z.maxLength(FEEDBACK_PATH_MAX, { error: 'platform.feedback.errors.pathInvalid' }),
        z.regex(/^\/(?!\/)[^\s\\]*$/, { error: 'platform.feedback.errors.pathInvalid' }),
      ),
  ),
})

export type FeedbackInput = z.output<typeof FeedbackSchema>
export type FeedbackFieldErrors = Partial<Record<'message' | 'category' | 'email' | 'path', string[]>>

export function fieldErrorsOf(error: z.core.$ZodError): FeedbackFieldErrors {
  const out: FeedbackFieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'message') as keyof FeedbackFieldErrors
    ;(out[field] ??= []).push(issue.message)
  }
  return out
}
