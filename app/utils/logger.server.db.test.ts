import { Writable } from 'node:stream'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { registerUser } from '#app/auth/accounts.server.ts'
import { feedbackMessages } from '#app/db/schema.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { createLogger, queryName, serializeError } from './logger.server.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

/** The JSON lines a logger writes for one failed write. */
async function logged(write: () => Promise<unknown>): Promise<string> {
  let out = ''
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out += chunk.toString()
      done()
    },
  })
  const log = createLogger('info', sink).child({ requestId: 'req-1234abcd' })
  const error = await write().then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(Error)
  log.error({ err: error }, 'write failed')
  return out
}

describe(`a failed query is logged without its values (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  test('a registration refused by the database: no name, email or password hash', async () => {
    const out = await logged(() =>
      registerUser(t.db, { name: 'Ana\u0000Lima', email: 'ana.lima@example.org', password: 'a long enough passphrase' }),
    )
    expect(out).not.toContain('ana.lima@example.org')
    expect(out).not.toContain('Ana')
    expect(out).not.toMatch(/\$argon2|params/)
    const line = JSON.parse(out) as { requestId: string; err: { type: string; query: string; code?: string } }
    expect(line.requestId).toBe('req-1234abcd')
    expect(line.err).toMatchObject({ type: 'DrizzleQueryError', query: 'insert into users' })
  })

  test('a check constraint names itself, but not the row (no "Failing row contains")', async () => {
    await t.db.execute(sql`alter table feedback_messages add constraint feedback_refuses check (false) not valid`)
    const out = await logged(() =>
      t.db.insert(feedbackMessages).values({ message: 'my chest hurts', category: 'idea', path: '/', email: 'p@example.org' }),
    )
    await t.db.execute(sql`alter table feedback_messages drop constraint feedback_refuses`)
    expect(out).not.toMatch(/chest|p@example\.org|Failing row|params/)
    const line = JSON.parse(out) as { err: { cause: { code: string; constraint: string } } }
    expect(line.err.cause).toMatchObject({ code: '23514', constraint: 'feedback_refuses' })
  })
})

describe('error serialisation', () => {
  test('other errors keep their message; a SyntaxError, which quotes its input, does not', () => {
    expect(serializeError(new TypeError('x is not a function'))).toMatchObject({ type: 'TypeError', message: 'x is not a function' })
    let syntax: unknown
    try {
      JSON.parse('{"email":"who@example.org"')
    } catch (e) {
      syntax = e
    }
    expect(JSON.stringify(serializeError(syntax))).not.toContain('who@example.org')
    expect(serializeError('a string')).toEqual({ type: 'string' })
  })

  test.each([
    ['insert into "users" ("email") values ($1)', 'insert into users'],
    ['update "sessions" set "last_seen_at" = $1 where "id_hash" = $2', 'update sessions'],
    ['delete from "rate_limits" where "expires_at" < $1', 'delete from rate_limits'],
    ['select "id", "name" from "organisations" where "ip_access_enabled" = $1', 'select from organisations'],
    ['with x as (select 1) select * from x', 'with'],
  ])('query name of %s', (text, name) => {
    expect(queryName(text)).toBe(name)
  })
})
