import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { registerUser } from '#app/auth/accounts.server.ts'
import { feedbackMessages } from '#app/db/schema.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { FEEDBACK_ADDRESS_RATE_LIMIT, FEEDBACK_RATE_LIMIT, FeedbackSchema } from './feedback.ts'
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

  test('anonymous messages have no account; past the address budget (IPv6: its /64) one address is refused', async () => {
    for (let i = 0; i < FEEDBACK_ADDRESS_RATE_LIMIT.limit; i++) {
      const ip = `2001:db8:2:2::${(i % 50).toString(16)}`
      expect((await submitFeedback(t.db, input, { clientIp: ip, userId: null })).ok).toBe(true)
    }
    const refused = await submitFeedback(t.db, input, { clientIp: '2001:db8:2:2:ffff::1', userId: null })
    expect(refused).toMatchObject({ ok: false, reason: 'rate-limited' })
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect((await submitFeedback(t.db, input, { clientIp: '2001:db8:2:3::1', userId: null })).ok).toBe(true)
    const anonymous = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from feedback_messages where user_id is null`)
    expect(Number(anonymous.rows[0]?.n)).toBe(FEEDBACK_ADDRESS_RATE_LIMIT.limit + 1)
  })

  test('a signed-in account is refused after its own five; its colleagues at the address are not', async () => {
    const other = await registerUser(t.db, { name: 'G', email: 'g@example.org', password: 'long enough password' })
    if (!other.ok) throw new Error('setup')
    const sender = { clientIp: '10.4.4.4', userId: other.userId }
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i++) expect((await submitFeedback(t.db, input, sender)).ok).toBe(true)
    expect(await submitFeedback(t.db, input, sender)).toMatchObject({ ok: false, reason: 'rate-limited' })
    expect((await submitFeedback(t.db, input, { clientIp: '10.4.4.4', userId })).ok).toBe(true)
    expect((await submitFeedback(t.db, input, { clientIp: '10.4.4.4', userId: null })).ok).toBe(true)
  })
})
