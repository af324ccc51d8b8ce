import { getDb } from '#app/db/db.server.ts'
import { experimentFlags } from '#app/db/schema.ts'
import { logger } from '#app/utils/logger.server.ts'

import { assignFlags, type FlagAssignments, type FlagRow } from './flags.ts'

// Read on every page; a few seconds of staleness across nodes is fine for flags.
const CACHE_MS = 5_000
let cache: { at: number; rows: Promise<FlagRow[]> } | undefined

async function readFlagRows(): Promise<FlagRow[]> {
  const db = await getDb()
  return db
    .select({
      key: experimentFlags.key,
      enabled: experimentFlags.enabled,
      rolloutPercent: experimentFlags.rolloutPercent,
      payload: experimentFlags.payload,
    })
    .from(experimentFlags)
}

export function clearFlagCache() {
  cache = undefined
}

/** The flags on for this bucket key; a failure logs and answers no flags (spec 01 §8). */
export async function flagsFor(bucketKey: string): Promise<FlagAssignments> {
  try {
    if (!cache || Date.now() - cache.at > CACHE_MS) {
      cache = { at: Date.now(), rows: readFlagRows() }
      cache.rows.catch(() => {
        cache = undefined
      })
    }
    return await assignFlags(await cache.rows, bucketKey)
  } catch (err) {
    logger.warn({ err }, 'experiment flags unavailable; continuing with none')
    return {}
  }
}
