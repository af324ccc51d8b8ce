import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { rateLimits } from '#app/db/schema.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { deleteExpiredRateLimits, hit, peek } from './rate-limit.server.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

describe('rate limits kept in the database', () => {
  const w = { limit: 3, windowSeconds: 60 }
  const at = (iso: string) => new Date(iso)

  test('allows up to the limit in a window, then refuses with the time left', async () => {
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hit(t.db, 'k1', w, at('2026-03-01T10:00:10Z')))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]?.retryAfterSeconds).toBe(50)
  })

  test('a new window starts afresh', async () => {
    expect((await hit(t.db, 'k1', w, at('2026-03-01T10:01:00Z'))).allowed).toBe(true)
  })

  test('peek reads without counting', async () => {
    const now = at('2026-03-01T11:00:00Z')
    await hit(t.db, 'k2', w, now)
    await hit(t.db, 'k2', w, now)
    expect(await peek(t.db, 'k2', w, now)).toMatchObject({ allowed: true, hits: 2 })
    expect(await peek(t.db, 'k2', w, now)).toMatchObject({ allowed: true, hits: 2 })
    await hit(t.db, 'k2', w, now)
    expect(await peek(t.db, 'k2', w, now)).toMatchObject({ allowed: false, hits: 3 })
  })

  test('concurrent hits are all counted', async () => {
    const now = at('2026-03-01T12:00:00Z')
    await Promise.all(Array.from({ length: 20 }, () => hit(t.db, 'k3', { limit: 100, windowSeconds: 60 }, now)))
    expect((await peek(t.db, 'k3', { limit: 100, windowSeconds: 60 }, now)).hits).toBe(20)
  })

  test('expired windows are deleted', async () => {
    await deleteExpiredRateLimits(t.db, at('2026-03-02T00:00:00Z'))
    expect(await t.db.select().from(rateLimits)).toEqual([])
  })
})
