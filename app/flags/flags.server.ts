import { asc, eq, sql } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { carryOnWithoutDb } from '#app/db/degraded.server.ts'
import { experimentFlags } from '#app/db/schema.ts'

import { assignFlags, type FlagAssignments, type FlagRow } from './flags.ts'

// Read on every page; a few seconds of staleness across nodes is fine for flags.
const CACHE_MS = 5_000

export async function readFlagRows(db: Db): Promise<FlagRow[]> {
  return db
    .select({
      key: experimentFlags.key,
      enabled: experimentFlags.enabled,
      rolloutPercent: experimentFlags.rolloutPercent,
      payload: experimentFlags.payload,
    })
    .from(experimentFlags)
}

type FlagServiceOptions = {
  cacheMs?: number
  warn?: (details: { err: unknown }, message: string) => void
}

/** Flag evaluation over one database, with a short shared cache of the flag table. */
export function createFlagService(db: () => Promise<Db>, options: FlagServiceOptions = {}) {
  const cacheMs = options.cacheMs ?? CACHE_MS
  const warn = options.warn ?? ((details) => carryOnWithoutDb('experiment-flags', details.err))
  let cache: { at: number; rows: Promise<FlagRow[]> } | undefined

  return {
    clear() {
      cache = undefined
    },
    /** The flags on for this bucket key; a failure logs and answers no flags (spec 01 §8). */
    async flagsFor(bucketKey: string): Promise<FlagAssignments> {
      try {
        if (!cache || Date.now() - cache.at > cacheMs) {
          const entry = { at: Date.now(), rows: db().then(readFlagRows) }
          cache = entry
          entry.rows.catch(() => {
            if (cache === entry) cache = undefined
          })
        }
        return await assignFlags(await cache.rows, bucketKey)
      } catch (err) {
        warn({ err }, 'experiment flags unavailable; continuing with none')
        return {}
      }
    },
  }
}

const service = createFlagService(getDb)

export const flagsFor = (bucketKey: string) => service.flagsFor(bucketKey)
export const clearFlagCache = () => service.clear()

// Operator side (the `npm run flags` command).

export type StoredFlag = FlagRow & { description: string; updatedAt: Date }

export async function listFlags(db: Db): Promise<StoredFlag[]> {
  return db
    .select({
      key: experimentFlags.key,
      enabled: experimentFlags.enabled,
      rolloutPercent: experimentFlags.rolloutPercent,
      payload: experimentFlags.payload,
      description: experimentFlags.description,
      updatedAt: experimentFlags.updatedAt,
    })
    .from(experimentFlags)
    .orderBy(asc(experimentFlags.key))
}

export type FlagChange = {
  enabled: boolean
  rolloutPercent?: number
  /** undefined keeps the stored payload; null clears it. */
  payload?: unknown
  description?: string
}

/** Creates or updates one flag; what the change leaves out keeps its stored value. */
export async function setFlag(db: Db, key: string, change: FlagChange): Promise<StoredFlag> {
  const set: Partial<typeof experimentFlags.$inferInsert> = { enabled: change.enabled, updatedAt: new Date() }
  if (change.rolloutPercent !== undefined) set.rolloutPercent = change.rolloutPercent
  // A JSON null goes in as SQL null, not the JSON value null.
  if (change.payload !== undefined) set.payload = change.payload === null ? sql`null` : change.payload
  if (change.description !== undefined) set.description = change.description
  const [row] = await db
    .insert(experimentFlags)
    .values({ key, ...set })
    .onConflictDoUpdate({ target: experimentFlags.key, set })
    .returning()
  if (!row) throw new Error(`flag ${key} was not saved`)
  return {
    key: row.key,
    enabled: row.enabled,
    rolloutPercent: row.rolloutPercent,
    payload: row.payload,
    description: row.description,
    updatedAt: row.updatedAt,
  }
}

/** true when the flag existed. */
export async function deleteFlag(db: Db, key: string): Promise<boolean> {
  const rows = await db.delete(experimentFlags).where(eq(experimentFlags.key, key)).returning()
  return rows.length > 0
}
