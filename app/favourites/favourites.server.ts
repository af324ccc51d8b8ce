import { and, asc, eq } from 'drizzle-orm'

import { getDb } from '#app/db/db.server.ts'
import { favouriteTools } from '#app/db/schema.ts'

import type { FavouriteToolType } from './tool-type.ts'

export type { FavouriteToolType } from './tool-type.ts'
export type FavouriteRow = { id: string; an: string; toolType: FavouriteToolType; createdAt: Date }

/** A user's favourite tools, oldest first. */
export async function listFavourites(userId: string): Promise<FavouriteRow[]> {
  const db = await getDb()
  return db
    .select({
      id: favouriteTools.id,
      an: favouriteTools.an,
      toolType: favouriteTools.toolType,
      createdAt: favouriteTools.createdAt,
    })
    .from(favouriteTools)
    .where(eq(favouriteTools.userId, userId))
    .orderBy(asc(favouriteTools.createdAt), asc(favouriteTools.an))
}

/** Adds a favourite; 'exists' when the user already keeps this tool (the API answers 409). */
export async function addFavourite(
  userId: string,
  an: string,
  toolType: FavouriteToolType,
): Promise<{ status: 'added' | 'exists'; id: string; createdAt: Date }> {
  const db = await getDb()
  const inserted = await db
    .insert(favouriteTools)
    .values({ userId, an, toolType })
    .onConflictDoNothing({ target: [favouriteTools.userId, favouriteTools.an] })
    .returning()
  if (inserted[0]) return { status: 'added', id: inserted[0].id, createdAt: inserted[0].createdAt }
  const [existing] = await db
    .select({ id: favouriteTools.id, createdAt: favouriteTools.createdAt })
    .from(favouriteTools)
    .where(and(eq(favouriteTools.userId, userId), eq(favouriteTools.an, an)))
  return { status: 'exists', id: existing!.id, createdAt: existing!.createdAt }
}

/** The user's favourite of the tool with this content name, if they keep it. */
export async function findFavourite(userId: string, an: string): Promise<{ id: string } | null> {
  const db = await getDb()
  const [row] = await db
    .select({ id: favouriteTools.id })
    .from(favouriteTools)
    .where(and(eq(favouriteTools.userId, userId), eq(favouriteTools.an, an)))
  return row ?? null
}

/** Removes one of the user's own favourites; false when there is none with that id. */
export async function removeFavourite(userId: string, favouriteId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(favouriteId)) return false
  const db = await getDb()
  const deleted = await db
    .delete(favouriteTools)
    .where(and(eq(favouriteTools.id, favouriteId), eq(favouriteTools.userId, userId)))
    .returning()
  return deleted.length > 0
}
