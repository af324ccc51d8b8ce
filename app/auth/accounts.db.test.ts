import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { eq } from 'drizzle-orm'

import { users } from '#app/db/schema.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { accountLimits, registerUser, requestRegistration, signIn, type SignInLimits } from './accounts.server.ts'
import { takeUnseenNotices } from './notices.server.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

const limits: SignInLimits = {
  perAccountFailures: { limit: 100, windowSeconds: 3600 },
  perAddressFailures: { limit: 1000, windowSeconds: 300 },
  perKnownBrowserFailures: { limit: 10, windowSeconds: 3600 },
}
const fresh = { knownBrowserTokens: [] }

describe('accounts', () => {
  test('registration stores an argon2id hash, never the password', async () => {
    const outcome = await registerUser(t.db, { name: 'Ana', email: 'ana@example.org', password: 'correct horse battery' })
    expect(outcome).toMatchObject({ ok: true })
    const [row] = await t.db.select().from(users)
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row?.passwordHash).not.toContain('correct horse battery')
  })

  test('an email can be registered once; a second try changes nothing and tells the owner', async () => {
    const again = await registerUser(t.db, { name: 'Ana 2', email: 'ana@example.org', password: 'another long password' })
    expect(again).toEqual({ ok: false, reason: 'email-taken' })
    const [ana] = await t.db.select().from(users).where(eq(users.email, 'ana@example.org'))
    expect(ana?.name).toBe('Ana')
    expect((await takeUnseenNotices(t.db, ana!.id)).map((n) => n.kind)).toEqual(['registration-attempt'])
    expect(await takeUnseenNotices(t.db, ana!.id)).toEqual([])
  })

  test('sign-in succeeds with the right password and fails alike for a wrong one or an unknown email', async () => {
    const ok = await signIn(t.db, { email: 'ana@example.org', password: 'correct horse battery', clientIp: '10.0.0.1', ...fresh }, limits)
    expect(ok).toMatchObject({ ok: true, knownBrowserTokens: [expect.stringMatching(/^[\w-]{16}\.[\w-]{22}$/)] })
    const wrong = await signIn(t.db, { email: 'ana@example.org', password: 'wrong password!!', clientIp: '10.0.0.1', ...fresh }, limits)
    const unknown = await signIn(t.db, { email: 'nobody@example.org', password: 'whatever password', clientIp: '10.0.0.1', ...fresh }, limits)
    expect(wrong).toEqual({ ok: false, reason: 'invalid' })
    expect(unknown).toEqual(wrong)
  })

  test("an attacker's failures do not lock the owner out of a browser the owner has signed in on; new browsers stay refused", async () => {
    await registerUser(t.db, { name: 'Bo', email: 'bo@example.org', password: 'bo has a long password' })
    const strict: SignInLimits = { ...limits, perAccountFailures: { limit: 3, windowSeconds: 3600 } }
    const earlier = await signIn(t.db, { email: 'bo@example.org', password: 'bo has a long password', clientIp: '10.0.9.9', ...fresh }, strict)
    if (!earlier.ok) throw new Error('the owner could not sign in')
    for (let i = 0; i < 3; i++) {
      const r = await signIn(t.db, { email: 'bo@example.org', password: `wrong-${i}-password`, clientIp: `10.0.1.${i}`, ...fresh }, strict)
      expect(r).toEqual({ ok: false, reason: 'invalid' })
    }
    // Guessing stays limited: any browser the owner has not used is refused, right password or not.
    const stranger = await signIn(t.db, { email: 'bo@example.org', password: 'bo has a long password', clientIp: '10.0.2.1', ...fresh }, strict)
    expect(stranger).toMatchObject({ ok: false, reason: 'rate-limited' })
    const owner = await signIn(t.db, { email: 'bo@example.org', password: 'bo has a long password', clientIp: '10.0.9.9', knownBrowserTokens: earlier.knownBrowserTokens }, strict)
    expect(owner).toMatchObject({ ok: true, knownBrowserTokens: earlier.knownBrowserTokens })
    const [bo] = await t.db.select().from(users).where(eq(users.email, 'bo@example.org'))
    expect((await takeUnseenNotices(t.db, bo!.id)).map((n) => n.kind)).toEqual(['sign-in-limit'])
    // Another account is not affected.
    const other = await signIn(t.db, { email: 'ana@example.org', password: 'correct horse battery', clientIp: '10.0.2.1', ...fresh }, strict)
    expect(other.ok).toBe(true)
  })

  test("a known browser has a budget of its own; past it, it is treated as any other browser", async () => {
    await registerUser(t.db, { name: 'Cy', email: 'cy@example.org', password: 'cy has a long password' })
    const strict: SignInLimits = { ...limits, perKnownBrowserFailures: { limit: 2, windowSeconds: 3600 }, perAccountFailures: { limit: 2, windowSeconds: 3600 } }
    const earlier = await signIn(t.db, { email: 'cy@example.org', password: 'cy has a long password', clientIp: '10.0.3.1', ...fresh }, strict)
    if (!earlier.ok) throw new Error('the owner could not sign in')
    const known = { clientIp: '10.0.3.1', knownBrowserTokens: earlier.knownBrowserTokens }
    for (let i = 0; i < 4; i++) {
      expect(await signIn(t.db, { email: 'cy@example.org', password: `wrong-${i}-password`, ...known }, strict)).toEqual({ ok: false, reason: 'invalid' })
    }
    const after = await signIn(t.db, { email: 'cy@example.org', password: 'cy has a long password', ...known }, strict)
    expect(after).toMatchObject({ ok: false, reason: 'rate-limited' })
  })

  test("a token made for another account does not count as known", async () => {
    const ana = await signIn(t.db, { email: 'ana@example.org', password: 'correct horse battery', clientIp: '10.0.4.1', ...fresh }, limits)
    if (!ana.ok) throw new Error('sign-in failed')
    const strict: SignInLimits = { ...limits, perAccountFailures: { limit: 1, windowSeconds: 3600 } }
    await registerUser(t.db, { name: 'Di', email: 'di@example.org', password: 'di has a long password' })
    await signIn(t.db, { email: 'di@example.org', password: 'wrong-di-password', clientIp: '10.0.4.2', ...fresh }, strict)
    const borrowed = await signIn(t.db, { email: 'di@example.org', password: 'di has a long password', clientIp: '10.0.4.1', knownBrowserTokens: ana.knownBrowserTokens }, strict)
    expect(borrowed).toMatchObject({ ok: false, reason: 'rate-limited' })
  })

  test("failures for one account from an address do not stop other accounts from it; many do", async () => {
    const nat: SignInLimits = { ...limits, perAddressFailures: { limit: 25, windowSeconds: 300 } }
    const ip = '192.0.2.50'
    for (let i = 0; i < 20; i++) {
      expect(await signIn(t.db, { email: 'colleague@example.org', password: `typo-${i}-long-enough`, clientIp: ip, ...fresh }, nat)).toEqual({ ok: false, reason: 'invalid' })
    }
    expect((await signIn(t.db, { email: 'ana@example.org', password: 'correct horse battery', clientIp: ip, ...fresh }, nat)).ok).toBe(true)
    for (let i = 0; i < 5; i++) await signIn(t.db, { email: `stuffed${i}@example.org`, password: 'p-long-enough', clientIp: ip, ...fresh }, nat)
    expect(await signIn(t.db, { email: 'ana@example.org', password: 'correct horse battery', clientIp: ip, ...fresh }, nat)).toMatchObject({ ok: false, reason: 'rate-limited' })
    // IPv6: one /64 is one address.
    const v6: SignInLimits = { ...limits, perAddressFailures: { limit: 2, windowSeconds: 300 } }
    await signIn(t.db, { email: 'v6@example.org', password: 'p-long-enough', clientIp: '2001:db8:5:6::1', ...fresh }, v6)
    await signIn(t.db, { email: 'v6@example.org', password: 'p-long-enough', clientIp: '2001:db8:5:6:ffff::2', ...fresh }, v6)
    expect(await signIn(t.db, { email: 'ana@example.org', password: 'correct horse battery', clientIp: '2001:db8:5:6::3', ...fresh }, v6)).toMatchObject({ ok: false, reason: 'rate-limited' })
    expect((await signIn(t.db, { email: 'ana@example.org', password: 'correct horse battery', clientIp: '2001:db8:5:7::3', ...fresh }, v6)).ok).toBe(true)
  })

  test('a registration post: a common password is refused before any limit is counted; then registrations are limited per address', async () => {
    const perAddress = { registrationsPerAddress: { limit: 1, windowSeconds: 3600 } }
    const common = await requestRegistration(t.db, { name: 'Cy', email: 'first-at-address@example.org', password: 'password1234', clientIp: '10.9.0.1' }, perAddress)
    expect(common).toEqual({ ok: false, reason: 'common-password' })
    const first = await requestRegistration(t.db, { name: 'Cy', email: 'first-at-address@example.org', password: 'cy has a long password', clientIp: '10.9.0.1' }, perAddress)
    expect(first).toMatchObject({ ok: true })
    const second = await requestRegistration(t.db, { name: 'Di', email: 'second-at-address@example.org', password: 'di has a long password', clientIp: '10.9.0.1' }, perAddress)
    expect(second).toMatchObject({ ok: false, reason: 'rate-limited' })
    const elsewhere = await requestRegistration(t.db, { name: 'Di', email: 'second-at-address@example.org', password: 'di has a long password', clientIp: '10.9.0.2' }, perAddress)
    expect(elsewhere).toMatchObject({ ok: true })
  })

  test('every limit comes from one place', () => {
    const env = { SIGNIN_MAX_FAILURES_PER_ACCOUNT_HOUR: 7, SIGNIN_MAX_ATTEMPTS_PER_IP: 8, SIGNIN_IP_WINDOW_SECONDS: 9, REGISTER_MAX_PER_IP_HOUR: 10 }
    expect(accountLimits(env)).toEqual({
      perAccountFailures: { limit: 7, windowSeconds: 3600 },
      perAddressFailures: { limit: 8, windowSeconds: 9 },
      perKnownBrowserFailures: { limit: 10, windowSeconds: 3600 },
      registrationsPerAddress: { limit: 10, windowSeconds: 3600 },
    })
  })
})
