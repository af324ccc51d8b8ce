import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { sessions } from '#app/db/schema.ts'
import { registerUser } from '#app/auth/accounts.server.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  hashSessionId,
  readSession,
  type SessionPolicy,
} from './session.server.ts'

const policy: SessionPolicy = { idleMinutes: 30, absoluteHours: 12, secrets: ['x'.repeat(32)] }
const minutes = (n: number) => n * 60_000

let t: TestDb
let userId: string
beforeAll(async () => {
  t = await createTestDb()
  const outcome = await registerUser(t.db, {
    name: 'Session Tester',
    email: 'session@example.org',
    password: 'a long enough password',
  })
  if (!outcome.ok) throw new Error('setup failed')
  userId = outcome.userId
})
afterAll(() => t.close())

describe(`server-side sessions (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  test('the id has at least 128 bits and only its hash is stored', async () => {
    const { id } = await createSession(t.db, userId, policy)
    expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16)
    const rows = await t.db.select().from(sessions)
    expect(rows.some((r) => r.idHash === id)).toBe(false)
    expect(rows.some((r) => r.idHash === hashSessionId(id))).toBe(true)
  })

  test('a session is read back while active and refreshed by use', async () => {
    const start = new Date('2026-01-01T08:00:00Z')
    const { id } = await createSession(t.db, userId, policy, start)
    // Used every 20 minutes, it outlives the 30-minute idle timeout.
    for (let m = 20; m <= 100; m += 20) {
      expect(await readSession(t.db, id, policy, new Date(start.getTime() + minutes(m)))).toMatchObject({ userId })
    }
  })

  test('idle for more than 30 minutes ends the session', async () => {
    const start = new Date('2026-01-02T08:00:00Z')
    const { id } = await createSession(t.db, userId, policy, start)
    expect(await readSession(t.db, id, policy, new Date(start.getTime() + minutes(29)))).not.toBeNull()
    expect(await readSession(t.db, id, policy, new Date(start.getTime() + minutes(29 + 31)))).toBeNull()
  })

  test('the idle timeout counts from the last request, to the millisecond', async () => {
    const start = new Date('2026-01-04T08:00:00.000Z')
    const at = (ms: number) => new Date(start.getTime() + ms)
    const { id } = await createSession(t.db, userId, policy, start)
    // Used 59 seconds in, then left: it ends exactly 30 minutes after that last use.
    expect(await readSession(t.db, id, policy, at(59_000))).not.toBeNull()
    expect(await readSession(t.db, id, policy, at(59_000 + minutes(30) - 1))).not.toBeNull()
    const lastUse = 59_000 + minutes(30) - 1
    expect(await readSession(t.db, id, policy, at(lastUse + minutes(30)))).toBeNull()
  })

  test('an unused session ends at the idle timeout exactly, not a moment later', async () => {
    const start = new Date('2026-01-05T08:00:00.000Z')
    const { id } = await createSession(t.db, userId, policy, start)
    const other = await createSession(t.db, userId, policy, start)
    expect(await readSession(t.db, id, policy, new Date(start.getTime() + minutes(30) - 1))).not.toBeNull()
    expect(await readSession(t.db, other.id, policy, new Date(start.getTime() + minutes(30)))).toBeNull()
  })

  test('no session lives longer than 12 hours, however active', async () => {
    const start = new Date('2026-01-03T08:00:00Z')
    const { id } = await createSession(t.db, userId, policy, start)
    let now = start.getTime()
    while (now < start.getTime() + minutes(11 * 60 + 50)) {
      now += minutes(10)
      expect(await readSession(t.db, id, policy, new Date(now))).not.toBeNull()
    }
    expect(await readSession(t.db, id, policy, new Date(start.getTime() + minutes(12 * 60 + 1)))).toBeNull()
  })

  test('sign-out deletes the row; unknown ids read as no session', async () => {
    const { id } = await createSession(t.db, userId, policy)
    await deleteSession(t.db, id)
    expect(await readSession(t.db, id, policy)).toBeNull()
    expect(await readSession(t.db, 'not-a-real-session-id-at-all', policy)).toBeNull()
  })

  test('expired sessions are cleaned up, active ones kept', async () => {
    const now = new Date('2026-02-01T12:00:00Z')
    const old = await createSession(t.db, userId, policy, new Date(now.getTime() - minutes(13 * 60)))
    const idle = await createSession(t.db, userId, policy, new Date(now.getTime() - minutes(45)))
    const fresh = await createSession(t.db, userId, policy, new Date(now.getTime() - minutes(5)))
    await deleteExpiredSessions(t.db, policy, now)
    const left = new Set((await t.db.select().from(sessions)).map((r) => r.idHash))
    expect(left.has(hashSessionId(old.id))).toBe(false)
    expect(left.has(hashSessionId(idle.id))).toBe(false)
    expect(left.has(hashSessionId(fresh.id))).toBe(true)
  })
})
