import { asc, eq } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { editorialBoardMembers } from '#app/db/schema.ts'

import { orderBoard, type BoardMember, type BoardRole } from './editorial-board.ts'

export async function listBoard(db: Db): Promise<BoardMember[]> {
  const rows = await db
    .select({ id: editorialBoardMembers.id, role: editorialBoardMembers.role, name: editorialBoardMembers.name, credentials: editorialBoardMembers.credentials })
    .from(editorialBoardMembers)
    .orderBy(asc(editorialBoardMembers.createdAt), asc(editorialBoardMembers.id))
  return orderBoard(rows)
}

export async function addBoardMember(db: Db, member: { role: BoardRole; name: string; credentials?: string }): Promise<BoardMember> {
  const [row] = await db
    .insert(editorialBoardMembers)
    .values({ role: member.role, name: member.name, credentials: member.credentials ?? '' })
    .returning()
  return { id: row!.id, role: member.role, name: row!.name, credentials: row!.credentials }
}

/** True when a member with this id was removed. */
export async function removeBoardMember(db: Db, id: string): Promise<boolean> {
  const removed = await db.delete(editorialBoardMembers).where(eq(editorialBoardMembers.id, id)).returning()
  return removed.length > 0
}
