import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { registerUser } from '#app/auth/accounts.server.ts'
import { feedbackMessages } from '#app/db/schema.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { FeedbackSchema } from './feedback.ts'
import { submitFeedback } from './feedback.server.ts'

let t: TestDb
let userId: string
beforeAll(async () => {
  t = await createTestDb()
  const r = await registerUser(t.db, { name: 'F', email: 'f@example.org', password: 'long enough password' })
  if (!r.ok) throw new Error('setup')
  userId = r.userId
})
afterAll(() => t.close())

const input = FeedbackSchema.parse({
  message: 'The chart note is missing the score.',
  category: 'bug',
  email: 'reply@example.org',
  path: '/tool/heart-score?session-number=S1',
})

describe('submitFeedback', () => {
  test('stores the message with the account and the path without its query', async () => {
    const outcome = await submitFeedback(t.db, input, { clientIp: '10.1.1.1', userId })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    const [row] = await t.db.select().from(feedbackMessages).where(eq(feedbackMessages.id, outcome.id))
    expect(row).toMatchObject({
      message: 'The chart note is missing the score.',
      category: 'bug',
      email: 'reply@example.org',
      path: '/tool/heart-score',
      userId,
    })
  })

  test('anonymous messages have no account; a sixth message in ten minutes from one address is refused', async () => {
    for (let i = 0; i < 5; i++) expect((await submitFeedback(t.db, input, { clientIp: '10.2.2.2', userId: null })).ok).toBe(true)
    const refused = await submitFeedback(t.db, input, { clientIp: '10.2.2.2', userId: null })
    expect(refused).toMatchObject({ ok: false, reason: 'rate-limited' })
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect((await submitFeedback(t.db, input, { clientIp: '10.3.3.3', userId: null })).ok).toBe(true)
    const anonymous = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from feedback_messages where user_id is null`)
    expect(Number(anonymous.rows[0]?.n)).toBe(6)
  })
})
