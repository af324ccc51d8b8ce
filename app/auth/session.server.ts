import { createHash, randomBytes } from 'node:crypto'

import { and, eq, gt, lt, or } from 'drizzle-orm'
import { createCookie, type Cookie } from 'react-router'

import type { Db } from '#app/db/client.server.ts'
import { sessions } from '#app/db/schema.ts'

export type SessionPolicy = {
  idleMinutes: number
  absoluteHours: number
  secrets: string[]
}

const TOUCH_INTERVAL_MS = 60_000

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

/** The session's user when the session exists and is neither idle too long nor too old. */
export async function readSession(db: Db, id: string, policy: SessionPolicy, now = new Date()) {
  const idHash = hashSessionId(id)
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000)
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff)))
  if (!row) return null
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash))
  }
  return { idHash, userId: row.userId }
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
