import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { users } from '#app/db/schema.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { registerUser, signIn, type SignInLimits } from './accounts.server.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

const limits: SignInLimits = {
  perAccountFailures: { limit: 100, windowSeconds: 3600 },
  perIp: { limit: 1000, windowSeconds: 300 },
}

describe('accounts', () => {
  test('registration stores an argon2id hash, never the password', async () => {
    const outcome = await registerUser(t.db, { name: 'Ana', email: 'ana@example.org', password: 'correct horse battery' })
    expect(outcome.ok).toBe(true)
    const [row] = await t.db.select().from(users)
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row?.passwordHash).not.toContain('correct horse battery')
  })

  test('an email can be registered once', async () => {
    const again = await registerUser(t.db, { name: 'Ana 2', email: 'ana@example.org', password: 'another long password' })
    expect(again).toEqual({ ok: false, reason: 'email-taken' })
  })

  test('sign-in succeeds with the right password and fails alike for a wrong one or an unknown email', async () => {
    const ok = await signIn(t.db, { email: 'ana@example.org', password: 'correct horse battery', clientIp: '10.0.0.1' }, limits)
    expect(ok.ok).toBe(true)
    const wrong = await signIn(t.db, { email: 'ana@example.org', password: 'wrong password!!', clientIp: '10.0.0.1' }, limits)
    const unknown = await signIn(t.db, { email: 'nobody@example.org', password: 'whatever password', clientIp: '10.0.0.1' }, limits)
    expect(wrong).toEqual({ ok: false, reason: 'invalid' })
    expect(unknown).toEqual(wrong)
  })

  test('after the allowed failures an account is refused, even with the right password', async () => {
    await registerUser(t.db, { name: 'Bo', email: 'bo@example.org', password: 'bo has a long password' })
    const strict: SignInLimits = { ...limits, perAccountFailures: { limit: 3, windowSeconds: 3600 } }
    for (let i = 0; i < 3; i++) {
      const r = await signIn(t.db, { email: 'bo@example.org', password: `wrong-${i}-password`, clientIp: `10.0.1.${i}` }, strict)
      expect(r).toEqual({ ok: false, reason: 'invalid' })
    }
    const locked = await signIn(t.db, { email: 'bo@example.org', password: 'bo has a long password', clientIp: '10.0.2.1' }, strict)
    expect(locked).toMatchObject({ ok: false, reason: 'rate-limited' })
    // Another account is not affected.
    const other = await signIn(t.db, { email: 'ana@example.org', password: 'correct horse battery', clientIp: '10.0.2.1' }, strict)
    expect(other.ok).toBe(true)
  })

  test('one address is limited across accounts in a short window', async () => {
    const strictIp: SignInLimits = { ...limits, perIp: { limit: 2, windowSeconds: 300 } }
    const ip = '192.0.2.50'
    await signIn(t.db, { email: 'x@example.org', password: 'p-1-long-enough', clientIp: ip }, strictIp)
    await signIn(t.db, { email: 'y@example.org', password: 'p-2-long-enough', clientIp: ip }, strictIp)
    const third = await signIn(t.db, { email: 'ana@example.org', password: 'correct horse battery', clientIp: ip }, strictIp)
    expect(third).toMatchObject({ ok: false, reason: 'rate-limited' })
  })
})
