import { hit } from '#app/auth/rate-limit.server.ts'
import type { Db } from '#app/db/client.server.ts'
import { feedbackMessages } from '#app/db/schema.ts'

import { FEEDBACK_RATE_LIMIT, type FeedbackInput } from './feedback.ts'

export type FeedbackOutcome = { ok: true; id: string } | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }

/** Stores one validated message, unless the client address has sent too many lately. */
export async function submitFeedback(
  db: Db,
  input: FeedbackInput,
  sender: { clientIp: string; userId: string | null },
): Promise<FeedbackOutcome> {
  const limit = await hit(db, `feedback-ip:${sender.clientIp}`, FEEDBACK_RATE_LIMIT)
  if (!limit.allowed) return { ok: false, reason: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
  const [row] = await db
    .insert(feedbackMessages)
    .values({
      message: input.message,
      category: input.category,
      path: input.path,
      email: input.email ?? null,
      userId: sender.userId,
    })
    .returning()
  if (!row) throw new Error('feedback was not stored')
  return { ok: true, id: row.id }
}
