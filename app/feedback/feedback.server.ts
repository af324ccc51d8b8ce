import { rateLimitAddress } from '#app/auth/ip-access.ts'
import { hitEach, type Budget } from '#app/auth/rate-limit.server.ts'
import type { Db } from '#app/db/client.server.ts'
import { feedbackMessages } from '#app/db/schema.ts'

import { FEEDBACK_ADDRESS_RATE_LIMIT, FEEDBACK_RATE_LIMIT, type FeedbackInput } from './feedback.ts'

export type FeedbackOutcome = { ok: true; id: string } | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }

export type Sender = { clientIp: string; userId: string | null }

/** The signed-in account's budget, then the address's that everyone behind it shares. */
export function feedbackBudgets(sender: Sender): Budget[] {
  return [
    ...(sender.userId ? [{ key: `feedback-account:${sender.userId}`, window: FEEDBACK_RATE_LIMIT }] : []),
    { key: `feedback-address:${rateLimitAddress(sender.clientIp)}`, window: FEEDBACK_ADDRESS_RATE_LIMIT },
  ]
}

/** Stores one validated message, unless its sender (account, then address) has sent too many lately. */
export async function submitFeedback(
  db: Db,
  input: FeedbackInput,
  sender: Sender,
): Promise<FeedbackOutcome> {
  const limit = await hitEach(db, feedbackBudgets(sender))
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
