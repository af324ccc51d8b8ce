import { eq, sql } from 'drizzle-orm'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import { openDb, type Db } from '#app/db/client.server.ts'
import { ehrSessions } from '#app/db/schema.ts'
import { createTestEhrSession } from '#tests/support/ehr-session.ts'
import { server } from '#tests/mocks/node.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import {
  deleteExpiredEhrSessions,
  ehrSessionCookie,
  hashEhrSessionId,
  readEhrSession,
  toEhrSession,
  type EhrSessionPolicy,
} from './ehr-session.server.ts'

const policy: EhrSessionPolicy = { idleMinutes: 30, absoluteMinutes: 720 }
const minutes = (n: number) => n * 60_000
const ISS = 'https://ehr.example.org/fhir'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

describe(`EHR sessions (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  test('only the hash of the id is stored, and tokens and patient are encrypted', async () => {
    const s = await createTestEhrSession(t.db, { iss: ISS, patientId: 'pt-visible-1', accessToken: 'at-visible-1' })
    expect(Buffer.from(s.id, 'base64url').length).toBe(32)
    const [row] = await t.db.select().from(ehrSessions).where(eq(ehrSessions.idHash, hashEhrSessionId(s.id)))
    expect(row).toBeDefined()
    expect(JSON.stringify(row)).not.toContain(s.id)
    expect(row?.secret).not.toContain('pt-visible-1')
    expect(row?.secret).not.toContain('at-visible-1')
    const stored = await readEhrSession(t.db, s.id, { policy })
    expect(stored).toMatchObject({ iss: ISS, secret: { patientId: 'pt-visible-1', accessToken: 'at-visible-1' } })
  })

  test('an unknown id is no session', async () => {
    expect(await readEhrSession(t.db, 'x'.repeat(43), { policy })).toBeNull()
  })

  test('idle for longer than the idle timeout, or past the absolute lifetime, ends it', async () => {
    const s = await createTestEhrSession(t.db, { iss: ISS, patientId: 'pt-2' })
    const [row] = await t.db.select().from(ehrSessions).where(eq(ehrSessions.idHash, s.idHash))
    const start = row!.createdAt
    const at = (ms: number) => new Date(start.getTime() + ms)
    expect(await readEhrSession(t.db, s.id, { policy, now: at(minutes(29)) })).not.toBeNull()
    expect(await readEhrSession(t.db, s.id, { policy, now: at(minutes(29 + 31)) })).toBeNull()

    const s2 = await createTestEhrSession(t.db, { iss: ISS, patientId: 'pt-3' })
    const [row2] = await t.db.select().from(ehrSessions).where(eq(ehrSessions.idHash, s2.idHash))
    const created = row2!.createdAt.getTime()
    // In use every 20 minutes, it still ends at the absolute lifetime.
    for (let m = 20; m < 720; m += 20) {
      expect(await readEhrSession(t.db, s2.id, { policy, now: new Date(created + minutes(m)) })).not.toBeNull()
    }
    expect(await readEhrSession(t.db, s2.id, { policy, now: new Date(created + minutes(721)) })).toBeNull()
    await deleteExpiredEhrSessions(t.db, { policy, now: new Date(created + minutes(721)) })
    expect(await t.db.select().from(ehrSessions).where(eq(ehrSessions.idHash, s2.idHash))).toEqual([])
  })

  test('two launches are two sessions: each cookie sees its own patient', async () => {
    const first = await createTestEhrSession(t.db, { iss: ISS, patientId: 'pt-first' })
    const second = await createTestEhrSession(t.db, { iss: ISS, patientId: 'pt-second' })
    expect((await readEhrSession(t.db, first.id, { policy }))?.secret.patientId).toBe('pt-first')
    expect((await readEhrSession(t.db, second.id, { policy }))?.secret.patientId).toBe('pt-second')
  })

  test('the cookie is HttpOnly, Secure, SameSite=None, Partitioned, Path=/ (and __Host- over https)', async () => {
    const onHttp = await ehrSessionCookie(new Request('http://127.0.0.1:3000/smart/callback')).serialize('v')
    expect(onHttp).toMatch(/^consilium_ehr=/)
    const onHttps = await ehrSessionCookie(new Request('https://consilium.example/smart/callback')).serialize('v')
    expect(onHttps).toMatch(/^__Host-consilium_ehr=/)
    for (const header of [onHttp, onHttps]) {
      expect(header).toMatch(/; HttpOnly/)
      expect(header).toMatch(/; Secure/)
      expect(header).toMatch(/; SameSite=None/)
      expect(header).toMatch(/; Partitioned/)
      expect(header).toMatch(/; Path=\//)
      expect(header).not.toMatch(/Domain=/)
    }
  })

  test('the reader refreshes once on a 401 and stores the new tokens, encrypted', async () => {
    const s = await createTestEhrSession(t.db, { iss: ISS, patientId: 'pt-r', accessToken: 'old-at', refreshToken: 'rt-1' })
    server.use(
      http.get(`${ISS}/Patient/pt-r`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-at'
          ? HttpResponse.json({ resourceType: 'Patient', id: 'pt-r' })
          : new HttpResponse(null, { status: 401 }),
      ),
    )
    const refresh = vi.fn(async (_stored: unknown, _refreshToken: string) => ({ accessToken: 'new-at', refreshToken: 'rt-2', accessExpiresAt: Date.now() + 3_600_000, scope: null }))
    const stored = await readEhrSession(t.db, s.id, { policy })
    const session = toEhrSession(t.db, stored!, { refresh })
    expect(session.patientId).toBe('pt-r')
    await expect(session.fhir.read('Patient/pt-r')).resolves.toMatchObject({ id: 'pt-r' })
    await expect(session.fhir.read('Patient/pt-r')).resolves.toMatchObject({ id: 'pt-r' })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(refresh.mock.calls[0]?.[1]).toBe('rt-1')
    const again = await readEhrSession(t.db, s.id, { policy })
    expect(again?.secret).toMatchObject({ accessToken: 'new-at', refreshToken: 'rt-2' })
  })

  test('calls of one request that fail with the same token share one refresh; a later expiry refreshes again', async () => {
    const s = await createTestEhrSession(t.db, { iss: ISS, patientId: 'pt-c', accessToken: 'at-0', refreshToken: 'rt-0' })
    let valid = 'at-1'
    server.use(
      http.get(`${ISS}/Observation`, ({ request }) =>
        request.headers.get('authorization') === `Bearer ${valid}`
          ? HttpResponse.json({ resourceType: 'Bundle', type: 'searchset' })
          : new HttpResponse(null, { status: 401 }),
      ),
    )
    let n = 0
    const refresh = vi.fn(async (_stored: unknown, _refreshToken: string) => {
      n++
      return { accessToken: `at-${n}`, refreshToken: `rt-${n}`, accessExpiresAt: null, scope: null }
    })
    const session = toEhrSession(t.db, (await readEhrSession(t.db, s.id, { policy }))!, { refresh })
    await Promise.all([1, 2, 3].map(() => session.fhir.read('Observation?patient=pt-c')))
    expect(refresh).toHaveBeenCalledTimes(1)
    // The EHR ends the new token too: the next call refreshes again, with the newest refresh token.
    valid = 'at-2'
    await session.fhir.read('Observation?patient=pt-c')
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(refresh.mock.calls.map((c) => c[1])).toEqual(['rt-0', 'rt-1'])
  })

  test('a token another request of the session has refreshed meanwhile is used without refreshing', async () => {
    const s = await createTestEhrSession(t.db, { iss: ISS, patientId: 'pt-d', accessToken: 'at-old', refreshToken: 'rt-old' })
    server.use(
      http.get(`${ISS}/Patient/pt-d`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer at-other'
          ? HttpResponse.json({ resourceType: 'Patient', id: 'pt-d' })
          : new HttpResponse(null, { status: 401 }),
      ),
    )
    const refreshOther = vi.fn(async (_stored: unknown, _refreshToken: string) => ({ accessToken: 'at-other', refreshToken: 'rt-other', accessExpiresAt: null, scope: null }))
    const refreshMine = vi.fn(async (_stored: unknown, _refreshToken: string) => ({ accessToken: 'at-mine', refreshToken: 'rt-mine', accessExpiresAt: null, scope: null }))
    const mine = toEhrSession(t.db, (await readEhrSession(t.db, s.id, { policy }))!, { refresh: refreshMine })
    const other = toEhrSession(t.db, (await readEhrSession(t.db, s.id, { policy }))!, { refresh: refreshOther })
    await other.fhir.read('Patient/pt-d')
    await expect(mine.fhir.read('Patient/pt-d')).resolves.toMatchObject({ id: 'pt-d' })
    expect(refreshOther).toHaveBeenCalledTimes(1)
    expect(refreshMine).not.toHaveBeenCalled()
  })

  /** Two requests of one session whose token has expired, reading at once (on two nodes when `other` is another handle). */
  async function raceAfterExpiry(patientId: string, otherDb: Db) {
    const s = await createTestEhrSession(t.db, { iss: ISS, patientId, accessToken: 'at-a', refreshToken: 'rt-a', accessExpiresAt: Date.now() - 1000 })
    server.use(
      http.get(`${ISS}/Patient/${patientId}`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer at-b'
          ? HttpResponse.json({ resourceType: 'Patient', id: patientId })
          : new HttpResponse(null, { status: 401 }),
      ),
    )
    // The EHR rotates refresh tokens: the first use of rt-a answers, any second use fails.
    const spent = new Set<string>()
    const refresh = vi.fn(async (_stored: unknown, refreshToken: string) => {
      if (spent.has(refreshToken)) throw new Error('invalid_grant')
      spent.add(refreshToken)
      await new Promise((resolve) => setTimeout(resolve, 150))
      return { accessToken: 'at-b', refreshToken: 'rt-b', accessExpiresAt: Date.now() + 3_600_000, scope: null }
    })
    const one = toEhrSession(t.db, (await readEhrSession(t.db, s.id, { policy }))!, { refresh })
    const two = toEhrSession(otherDb, (await readEhrSession(otherDb, s.id, { policy }))!, { refresh })
    const answers = await Promise.all([one.fhir.read(`Patient/${patientId}`), two.fhir.read(`Patient/${patientId}`)])
    expect(answers).toEqual([
      { resourceType: 'Patient', id: patientId },
      { resourceType: 'Patient', id: patientId },
    ])
    expect(refresh).toHaveBeenCalledTimes(1)
    expect((await readEhrSession(t.db, s.id, { policy }))?.secret).toMatchObject({ accessToken: 'at-b', refreshToken: 'rt-b' })
  }

  test('two requests refreshing one session at once spend the refresh token once; the second uses the new token', async () => {
    await raceAfterExpiry('pt-race-1', t.db)
  })

  test.runIf(process.env.TEST_DATABASE_URL)('on two nodes (PostgreSQL): the session row is locked while one refreshes', async () => {
    const [row] = (await t.db.execute(sql`select current_database() as name`)).rows as { name: string }[]
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.pathname = `/${row!.name}`
    const otherNode = await openDb({ databaseUrl: url.toString(), poolSize: 2 })
    try {
      await raceAfterExpiry('pt-race-2', otherNode.db)
    } finally {
      await otherNode.close()
    }
  })
})
