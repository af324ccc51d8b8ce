import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { passwordResets, sessions, users } from '#app/db/schema.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { registerUser, signIn } from './accounts.server.ts'
import {
  deleteExpiredPasswordResets,
  findResetAccount,
  hashResetToken,
  issueResetToken,
  requestPasswordReset,
  RESET_TOKEN,
  resetPassword,
  type ResetLimits,
} from './password-reset.server.ts'
import { NO_PASSWORD } from './password.server.ts'
import { createSession, readSession, type SessionPolicy } from './session.server.ts'

const policy: SessionPolicy = { idleMinutes: 30, absoluteHours: 12, secrets: ['x'.repeat(32)] }
const limits: ResetLimits = { perAddress: { limit: 5, windowSeconds: 3600 }, perEmail: { limit: 2, windowSeconds: 3600 } }
const minutes = (n: number) => n * 60_000

let t: TestDb
let count = 0

async function newAccount(password = 'the old password of this account') {
  const email = `reset-${++count}@example.org`
  const outcome = await registerUser(t.db, { name: 'Reset Tester', email, password })
  if (!outcome.ok) throw new Error('setup failed')
  return { email, userId: outcome.userId }
}

beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())

describe(`password reset tokens (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  test('a token has 256 random bits and only its SHA-256 is stored', async () => {
    const { userId } = await newAccount()
    const token = await issueResetToken(t.db, userId)
    expect(token).toMatch(RESET_TOKEN)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, userId))
    expect(rows.map((r) => r.tokenHash)).toEqual([hashResetToken(token)])
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(await issueResetToken(t.db, userId)).not.toBe(token)
  })

  test('works for 30 minutes, then not', async () => {
    const { userId, email } = await newAccount()
    const issued = new Date('2026-05-01T10:00:00Z')
    const token = await issueResetToken(t.db, userId, issued)
    expect(await findResetAccount(t.db, token, new Date(issued.getTime() + minutes(29)))).toEqual({ userId, email })
    expect(await findResetAccount(t.db, token, new Date(issued.getTime() + minutes(30)))).toBeNull()
    const late = await resetPassword(t.db, { token, password: 'a brand new passphrase' }, new Date(issued.getTime() + minutes(31)))
    expect(late).toEqual({ ok: false, reason: 'invalid-token' })
  })

  test('a reset sets the password, ends every session of the account, and uses the token up', async () => {
    const { userId, email } = await newAccount()
    const other = await newAccount()
    const a = await createSession(t.db, userId, policy)
    const b = await createSession(t.db, userId, policy)
    const kept = await createSession(t.db, other.userId, policy)
    const token = await issueResetToken(t.db, userId)
    const second = await issueResetToken(t.db, userId)

    expect(await resetPassword(t.db, { token, password: 'a brand new passphrase' })).toEqual({ ok: true, userId })

    expect(await readSession(t.db, a.id, policy)).toBeNull()
    expect(await readSession(t.db, b.id, policy)).toBeNull()
    expect(await readSession(t.db, kept.id, policy)).not.toBeNull()
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([])
    // Used once: the same link, and any other link of the account, no longer work.
    expect(await resetPassword(t.db, { token, password: 'another new passphrase' })).toEqual({ ok: false, reason: 'invalid-token' })
    expect(await findResetAccount(t.db, second)).toBeNull()

    const signedIn = (password: string) => signIn(t.db, { email, password, clientIp: '192.0.2.10', knownBrowserTokens: [] })
    expect((await signedIn('a brand new passphrase')).ok).toBe(true)
    expect((await signedIn('the old password of this account')).ok).toBe(false)
  })

  test('two posts of one link at once: exactly one sets the password', async () => {
    const { userId } = await newAccount()
    const token = await issueResetToken(t.db, userId)
    const outcomes = await Promise.all([
      resetPassword(t.db, { token, password: 'first racing passphrase' }),
      resetPassword(t.db, { token, password: 'second racing passphrase' }),
    ])
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
  })

  test('a refused password leaves the token usable', async () => {
    const { userId, email } = await newAccount()
    const token = await issueResetToken(t.db, userId)
    expect(await resetPassword(t.db, { token, password: 'qwertyuiop123' })).toEqual({ ok: false, reason: 'common-password' })
    expect(await resetPassword(t.db, { token, password: email.toUpperCase() })).toEqual({ ok: false, reason: 'password-is-email' })
    expect(await findResetAccount(t.db, token)).not.toBeNull()
  })

  test('unknown and malformed tokens are refused', async () => {
    expect(await findResetAccount(t.db, 'A'.repeat(43))).toBeNull()
    expect(await findResetAccount(t.db, "x' or 1=1 --")).toBeNull()
    expect(await resetPassword(t.db, { token: '', password: 'a brand new passphrase' })).toEqual({ ok: false, reason: 'invalid-token' })
  })

  test('expired tokens are cleaned up', async () => {
    const { userId } = await newAccount()
    const old = new Date('2026-01-01T00:00:00Z')
    await issueResetToken(t.db, userId, old)
    const fresh = await issueResetToken(t.db, userId)
    await deleteExpiredPasswordResets(t.db)
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, userId))
    expect(rows.map((r) => r.tokenHash)).toEqual([hashResetToken(fresh)])
  })
})

describe('asking for a reset', () => {
  const sendTo = () => {
    const sent: { token: string | null; email: string }[] = []
    const send = (token: string | null, account: { email: string }) => {
      sent.push({ token, email: account.email })
      return Promise.resolve(true)
    }
    return { sent, send }
  }

  test('an account gets a working token; an unknown address gets the same answer and no email', async () => {
    const { email, userId } = await newAccount()
    const { sent, send } = sendTo()
    const known = await requestPasswordReset(t.db, { email, clientIp: '198.51.100.1' }, send, limits)
    const unknown = await requestPasswordReset(t.db, { email: 'nobody-here@example.org', clientIp: '198.51.100.1' }, send, limits)
    expect(known.ok && unknown.ok).toBe(true)
    if (!known.ok || !unknown.ok) return
    expect(Object.keys(known)).toEqual(Object.keys(unknown))
    expect(await known.delivery).toBe(true)
    expect(await unknown.delivery).toBe(false)
    expect(sent.map((s) => s.email)).toEqual([email])
    expect(await findResetAccount(t.db, sent[0]!.token!)).toEqual({ userId, email })
  })

  test('an account made by an organisation sign-in gets no token, and no token can set its password', async () => {
    const { email, userId } = await newAccount()
    await t.db.update(users).set({ passwordHash: NO_PASSWORD }).where(eq(users.id, userId))
    const { sent, send } = sendTo()
    const asked = await requestPasswordReset(t.db, { email, clientIp: '198.51.100.2' }, send, limits)
    expect(asked.ok && (await asked.delivery)).toBe(true)
    expect(sent).toEqual([{ token: null, email }])
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, userId))).toEqual([])
    // Even a token made some other way does not open it.
    const token = await issueResetToken(t.db, userId)
    expect(await findResetAccount(t.db, token)).toBeNull()
    expect(await resetPassword(t.db, { token, password: 'a brand new passphrase' })).toEqual({ ok: false, reason: 'invalid-token' })
    const [row] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
    expect(row!.passwordHash).toBe(NO_PASSWORD)
  })

  test('an email address asked for too often gets the same answer, without more emails', async () => {
    const { email } = await newAccount()
    const { sent, send } = sendTo()
    const outcomes = []
    for (let i = 0; i < 3; i++) outcomes.push(await requestPasswordReset(t.db, { email, clientIp: `198.51.100.${10 + i}` }, send, limits))
    expect(outcomes.every((o) => o.ok)).toBe(true)
    await Promise.all(outcomes.map((o) => (o.ok ? o.delivery : null)))
    expect(sent).toHaveLength(limits.perEmail.limit)
  })

  test('an address asking too often is told to wait, whatever the email', async () => {
    const { send } = sendTo()
    const clientIp = '203.0.113.7'
    const deliveries: Promise<boolean>[] = []
    for (let i = 0; i < limits.perAddress.limit; i++) {
      const o = await requestPasswordReset(t.db, { email: `someone-${i}@example.org`, clientIp }, send, limits)
      expect(o.ok).toBe(true)
      if (o.ok) deliveries.push(o.delivery)
    }
    // No account has these addresses: nothing is sent, and the lookups finish before the database closes.
    expect(await Promise.all(deliveries)).toEqual(deliveries.map(() => false))
    const refused = await requestPasswordReset(t.db, { email: 'someone-else@example.org', clientIp }, send, limits)
    expect(refused).toMatchObject({ ok: false, reason: 'rate-limited' })
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(0)
  })
})
