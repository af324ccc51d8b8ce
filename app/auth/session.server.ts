import { createHash, randomBytes } from 'node:crypto'

import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import { createCookie, type Cookie } from 'react-router'

import type { Db } from '#app/db/client.server.ts'
import { sessions } from '#app/db/schema.ts'

export type SessionPolicy = {
  idleMinutes: number
  absoluteHours: number
  secrets: string[]
}

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex')

/** 256 random bits; only its hash is stored. */
export const newSessionId = () => randomBytes(32).toString('base64url')

/**
 * Over HTTPS the cookie is `__Host-` prefixed and Secure. Plain HTTP is only expected on
 * loopback (`npm start`, tests), where browsers would drop a Secure cookie.
 * SameSite=Lax and no GET that changes state stand in for CSRF tokens: if SameSite
 * ever becomes None, CSRF tokens must come back.
 */
export function sessionCookie(request: Request, policy: SessionPolicy): Cookie {
  const secure = new URL(request.url).protocol === 'https:'
  return createCookie(secure ? '__Host-consilium_session' : 'consilium_session', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    secrets: policy.secrets,
    maxAge: policy.absoluteHours * 3600,
  })
}

export async function createSession(db: Db, userId: string, policy: SessionPolicy, now = new Date()) {
  const id = newSessionId()
  const expiresAt = new Date(now.getTime() + policy.absoluteHours * 3_600_000)
  await db.insert(sessions).values({
    idHash: hashSessionId(id),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  })
  return { id, expiresAt }
}

/**
 * The session's user when the session exists and is neither idle too long nor too old.
 * Every use moves its last-seen time (one statement: check and touch), so the idle
 * timeout ends a session exactly SESSION_IDLE_MINUTES after its last request.
 */
export async function readSession(db: Db, id: string, policy: SessionPolicy, now = new Date()) {
  const idHash = hashSessionId(id)
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000)
  const [row] = await db
    .update(sessions)
    // Requests finishing out of order never move it backwards.
    .set({ lastSeenAt: sql`greatest(${sessions.lastSeenAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff)))
    .returning()
  return row ? { idHash, userId: row.userId } : null
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(id)))
}

export async function deleteExpiredSessions(db: Db, policy: SessionPolicy, now = new Date()) {
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000)
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)))
}
