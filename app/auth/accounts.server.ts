import { createHash } from 'node:crypto'

import { eq } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { organisations, users } from '#app/db/schema.ts'
import { getEnv, type Env } from '#app/utils/env.server.ts'

import { isCommonPassword } from './common-passwords.server.ts'
import { rateLimitAddress } from './ip-access.ts'
import { rememberAccount, tokenForAccount } from './known-browser.server.ts'
import { recordNotice } from './notices.server.ts'
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.server.ts'
import { hit, peek, type Window } from './rate-limit.server.ts'

export type SignInLimits = {
  /** Failed sign-ins to one account from browsers that have not signed in to it. */
  perAccountFailures: Window
  /** Failed sign-ins from one address (IPv6: its /64) by browsers unknown to the account. */
  perAddressFailures: Window
  /** Failed sign-ins to an account from a browser that has signed in to it before. */
  perKnownBrowserFailures: Window
}

/** Failed sign-ins a browser that has signed in to the account may make before it is treated as any other. */
export const KNOWN_BROWSER_FAILURES: Window = { limit: 10, windowSeconds: 3600 }

export type AccountLimits = SignInLimits & {
  /** Registrations from one address (IPv6: its /64). */
  registrationsPerAddress: Window
}

/** Every limit of signing in and registering, in one place (the numbers come from the environment). */
export function accountLimits(env: Pick<Env, 'SIGNIN_MAX_FAILURES_PER_ACCOUNT_HOUR' | 'SIGNIN_MAX_ATTEMPTS_PER_IP' | 'SIGNIN_IP_WINDOW_SECONDS' | 'REGISTER_MAX_PER_IP_HOUR'> = getEnv()): AccountLimits {
  return {
    perAccountFailures: { limit: env.SIGNIN_MAX_FAILURES_PER_ACCOUNT_HOUR, windowSeconds: 3600 },
    perAddressFailures: { limit: env.SIGNIN_MAX_ATTEMPTS_PER_IP, windowSeconds: env.SIGNIN_IP_WINDOW_SECONDS },
    perKnownBrowserFailures: KNOWN_BROWSER_FAILURES,
    registrationsPerAddress: { limit: env.REGISTER_MAX_PER_IP_HOUR, windowSeconds: 3600 },
  }
}

export type SignInOutcome =
  | { ok: true; userId: string; knownBrowserTokens: string[] }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }

const accountKey = (email: string) =>
  `signin-failures:${createHash('sha256').update(email).digest('hex')}`

/**
 * Checks credentials. Failures are counted where they come from: a browser that has signed in
 * to the account before counts against its own budget; any other counts against the account's
 * and its address's. So an attacker who uses up an account's budget does not lock the owner
 * out of the owner's own browsers, and colleagues behind one hospital address do not share one
 * small budget. The owner is told when the account's budget runs out. The answer never says
 * which part was wrong.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; clientIp: string; knownBrowserTokens: readonly string[] },
  limits: SignInLimits = accountLimits(),
  now = new Date(),
): Promise<SignInOutcome> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email))
  const account = { key: accountKey(input.email), window: limits.perAccountFailures }
  const unknownBrowser = [
    { key: `signin-failures-address:${rateLimitAddress(input.clientIp)}`, window: limits.perAddressFailures },
    account,
  ]
  const token = user ? tokenForAccount(input.knownBrowserTokens, user.id) : null
  const knownBrowser = token ? [{ key: `signin-failures-browser:${token}`, window: limits.perKnownBrowserFailures }] : null
  // A known browser past its own budget is treated as any other browser, never worse.
  const counters =
    knownBrowser && (await peek(db, knownBrowser[0]!.key, knownBrowser[0]!.window, now)).allowed ? knownBrowser : unknownBrowser
  for (const { key, window } of counters) {
    const counted = await peek(db, key, window, now)
    if (!counted.allowed) return { ok: false, reason: 'rate-limited', retryAfterSeconds: counted.retryAfterSeconds }
  }

  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false)
  if (!user || !valid) {
    for (const { key, window } of counters) {
      const counted = await hit(db, key, window, now)
      if (key === account.key && user && counted.hits >= window.limit) await recordNotice(db, user.id, 'sign-in-limit', now)
    }
    return { ok: false, reason: 'invalid' }
  }
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id))
  return { ok: true, userId: user.id, knownBrowserTokens: rememberAccount(input.knownBrowserTokens, user.id) }
}

export type RegisterOutcome = { ok: true; userId: string } | { ok: false; reason: 'email-taken' }

/**
 * Creates the account, or, when the email already has one, leaves it alone and tells its owner
 * at their next sign-in. Both paths hash the password, so they take about the same time; the
 * caller answers both alike, so the form does not tell who has an account.
 */
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
  if (row) return { ok: true, userId: row.id }
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email))
  if (owner) await recordNotice(db, owner.id, 'registration-attempt')
  return { ok: false, reason: 'email-taken' }
}

export type RegistrationOutcome =
  | RegisterOutcome
  | { ok: false; reason: 'common-password' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }

/**
 * A registration form's post: a common password is refused, then registrations are limited
 * per address, then registerUser (a new email and a taken one are answered alike by the caller).
 */
export async function requestRegistration(
  db: Db,
  input: { name: string; email: string; password: string; clientIp: string },
  limits: Pick<AccountLimits, 'registrationsPerAddress'> = accountLimits(),
): Promise<RegistrationOutcome> {
  if (await isCommonPassword(input.password)) return { ok: false, reason: 'common-password' }
  const limit = await hit(db, `register-address:${rateLimitAddress(input.clientIp)}`, limits.registrationsPerAddress)
  if (!limit.allowed) return { ok: false, reason: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
  return registerUser(db, input)
}

export async function findUserWithOrganisation(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .leftJoin(organisations, eq(users.organisationId, organisations.id))
    .where(eq(users.id, userId))
  return row ?? null
}
