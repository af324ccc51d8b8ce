import { createHash } from 'node:crypto'

import { eq } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { organisations, users } from '#app/db/schema.ts'

import { burnPasswordCheck, hashPassword, verifyPassword } from './password.server.ts'
import { hit, peek, type Window } from './rate-limit.server.ts'

export type SignInLimits = {
  perAccountFailures: Window
  perIp: Window
}

export type SignInOutcome =
  | { ok: true; userId: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }

const accountKey = (email: string) =>
  `signin-failures:${createHash('sha256').update(email).digest('hex')}`

/**
 * Checks credentials under two limits: attempts per client address in a short window,
 * and failed attempts per account per hour. The answer never says which part was wrong.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; clientIp: string },
  limits: SignInLimits,
): Promise<SignInOutcome> {
  const byIp = await hit(db, `signin-ip:${input.clientIp}`, limits.perIp)
  if (!byIp.allowed) return { ok: false, reason: 'rate-limited', retryAfterSeconds: byIp.retryAfterSeconds }
  const byAccount = await peek(db, accountKey(input.email), limits.perAccountFailures)
  if (!byAccount.allowed) {
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: byAccount.retryAfterSeconds }
  }

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email))
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false)
  if (!user || !valid) {
    await hit(db, accountKey(input.email), limits.perAccountFailures)
    return { ok: false, reason: 'invalid' }
  }
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id))
  return { ok: true, userId: user.id }
}

export type RegisterOutcome = { ok: true; userId: string } | { ok: false; reason: 'email-taken' }

export async function registerUser(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<RegisterOutcome> {
  const passwordHash = await hashPassword(input.password)
  const [row] = await db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning()
  return row ? { ok: true, userId: row.id } : { ok: false, reason: 'email-taken' }
}

export async function findUserWithOrganisation(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .leftJoin(organisations, eq(users.organisationId, organisations.id))
    .where(eq(users.id, userId))
  return row ?? null
}
