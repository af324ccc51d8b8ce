import { and, eq, gte, isNull } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { accountNotices } from '#app/db/schema.ts'

export type NoticeKind = (typeof accountNotices.$inferSelect)['kind']
export type AccountNotice = { kind: NoticeKind; createdAt: Date }

/** One notice of a kind per account per hour is enough to tell the owner; more would be noise. */
const REPEAT_AFTER_MS = 3600_000

export async function recordNotice(db: Db, userId: string, kind: NoticeKind, now = new Date()): Promise<void> {
  const recent = await db
    .select({ id: accountNotices.id })
    .from(accountNotices)
    .where(
      and(
        eq(accountNotices.userId, userId),
        eq(accountNotices.kind, kind),
        isNull(accountNotices.seenAt),
        gte(accountNotices.createdAt, new Date(now.getTime() - REPEAT_AFTER_MS)),
      ),
    )
    .limit(1)
  if (recent.length) return
  await db.insert(accountNotices).values({ userId, kind, createdAt: now })
}

export async function hasUnseenNotices(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: accountNotices.id })
    .from(accountNotices)
    .where(and(eq(accountNotices.userId, userId), isNull(accountNotices.seenAt)))
    .limit(1)
  return rows.length > 0
}

/** The notices the owner has not seen yet, oldest first; they count as seen from now on. */
export async function takeUnseenNotices(db: Db, userId: string, now = new Date()): Promise<AccountNotice[]> {
  const rows = await db
    .update(accountNotices)
    .set({ seenAt: now })
    .where(and(eq(accountNotices.userId, userId), isNull(accountNotices.seenAt)))
    .returning()
  return rows
    .map(({ kind, createdAt }) => ({ kind, createdAt }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}
