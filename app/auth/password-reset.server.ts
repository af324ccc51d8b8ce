import { createHash, randomBytes } from 'node:crypto'

import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { passwordResets, sessions, users } from '#app/db/schema.ts'
import { getEnv, type Env } from '#app/utils/env.server.ts'

import { RESET_TOKEN, RESET_TOKEN_MINUTES } from './password-reset.ts'
import { isCommonPassword } from './common-passwords.server.ts'
import { rateLimitAddress } from './ip-access.ts'
import { hashPassword, NO_PASSWORD } from './password.server.ts'
import { hit, type Window } from './rate-limit.server.ts'

export { RESET_TOKEN, RESET_TOKEN_MINUTES }

export const newResetToken = () => randomBytes(32).toString('base64url')
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type ResetLimits = {
  /** Requests from one address (IPv6: its /64): past it the form says to wait. */
  perAddress: Window
  /** Requests for one email address: past it the answer is the same and no email goes out. */
  perEmail: Window
}

export function resetLimits(
  env: Pick<Env, 'PASSWORD_RESET_MAX_PER_IP_HOUR' | 'PASSWORD_RESET_MAX_PER_EMAIL_HOUR'> = getEnv(),
): ResetLimits {
  return {
    perAddress: { limit: env.PASSWORD_RESET_MAX_PER_IP_HOUR, windowSeconds: 3600 },
    perEmail: { limit: env.PASSWORD_RESET_MAX_PER_EMAIL_HOUR, windowSeconds: 3600 },
  }
}

/** Stores a new reset token for the account (only its hash) and returns the token. */
export async function issueResetToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = newResetToken()
  await db.insert(passwordResets).values({
    tokenHash: hashResetToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
  })
  return token
}

export type ResetRequestOutcome =
  | {
      ok: true
      /**
       * The token and the email, made after the answer: known and unknown addresses are answered
       * alike and in about the same time. Resolves to whether an email was handed over.
       */
      delivery: Promise<boolean>
    }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }

/**
 * A "forgot password" post. Only the address's limit shows (a wait, the same for every email);
 * an email address asked for too often, or without an account, gets the same answer as any other
 * and no email. `send` gets the token only for an existing account with a password; an account
 * made by an organisation sign-in gets no token (a reset would give it a password its
 * organisation never allowed) but `null`, for an email telling its owner how to sign in.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; clientIp: string },
  send: (token: string | null, account: { email: string }) => Promise<boolean>,
  limits: ResetLimits = resetLimits(),
  now = new Date(),
): Promise<ResetRequestOutcome> {
  const address = await hit(db, `reset-address:${rateLimitAddress(input.clientIp)}`, limits.perAddress, now)
  if (!address.allowed) return { ok: false, reason: 'rate-limited', retryAfterSeconds: address.retryAfterSeconds }
  const delivery = (async () => {
    const perEmail = await hit(db, `reset-email:${createHash('sha256').update(input.email).digest('hex')}`, limits.perEmail, now)
    if (!perEmail.allowed) return false
    const [user] = await db.select({ id: users.id, email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.email, input.email))
    if (!user) return false
    if (user.passwordHash === NO_PASSWORD) return send(null, { email: user.email })
    const token = await issueResetToken(db, user.id, now)
    return send(token, { email: user.email })
  })()
  return { ok: true, delivery }
}

/** The account a token resets, while the token is unused and unexpired; else null. */
export async function findResetAccount(db: Db, token: string, now = new Date()) {
  if (!RESET_TOKEN.test(token)) return null
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashResetToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        ne(users.passwordHash, NO_PASSWORD),
      ),
    )
  return row ?? null
}

export type ResetOutcome =
  | { ok: true; userId: string }
  | { ok: false; reason: 'invalid-token' | 'common-password' | 'password-is-email' }

/**
 * Sets the new password with a token: the token is used up in the same statement that checks it
 * (two posts of one link cannot both succeed), then every session of the account ends and the
 * account's other reset links stop working. A refused password leaves the token as it was.
 */
export async function resetPassword(db: Db, input: { token: string; password: string }, now = new Date()): Promise<ResetOutcome> {
  const account = await findResetAccount(db, input.token, now)
  if (!account) return { ok: false, reason: 'invalid-token' }
  if (input.password.trim().toLowerCase() === account.email) return { ok: false, reason: 'password-is-email' }
  if (await isCommonPassword(input.password)) return { ok: false, reason: 'common-password' }
  const passwordHash = await hashPassword(input.password)
  const tokenHash = hashResetToken(input.token)
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning()
  if (!used) return { ok: false, reason: 'invalid-token' }
  await db.update(users).set({ passwordHash }).where(eq(users.id, used.userId))
  await db.delete(sessions).where(eq(sessions.userId, used.userId))
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, used.userId), ne(passwordResets.tokenHash, tokenHash)))
  return { ok: true, userId: used.userId }
}

export async function deleteExpiredPasswordResets(db: Db, now = new Date()): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now))
}
