import { randomBytes } from 'node:crypto'

import { eq } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { appSecrets } from '#app/db/schema.ts'

/**
 * A secret from the environment when given; otherwise one generated on first start and
 * kept in the database, so every app node and every restart agrees on it.
 */
export async function getOrCreateSecret(db: Db, name: string, fromEnv?: string): Promise<string[]> {
  if (fromEnv) return fromEnv.split(',').map((s) => s.trim())
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name))
  if (!row) throw new Error(`Secret ${name} could not be created`)
  return [row.value]
}
