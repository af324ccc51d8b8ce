import { deleteExpiredRateLimits } from '#app/auth/rate-limit.server.ts'
import { deleteExpiredSessions } from '#app/auth/session.server.ts'
import { deleteExpiredSnapshots } from '#app/snapshots/snapshots.server.ts'
import { getSessionPolicy } from '#app/auth/auth.server.ts'
import { closeDb, getDb, getDbHandle } from '#app/db/db.server.ts'
import { isEmpty, seedDemoData } from '#app/db/seed.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'

const CLEANUP_INTERVAL_MS = 10 * 60_000
let cleanupTimer: NodeJS.Timeout | undefined

/** Validates the environment, opens and migrates the database, loads demo data when empty. */
export async function startup(): Promise<void> {
  const env = getEnv()
  const handle = await getDbHandle()
  logger.info({ database: handle.kind }, 'database ready')
  if (env.DEMO_DATA && (await isEmpty(handle.db))) {
    await seedDemoData(handle.db)
    logger.info('demo data loaded')
  }
  await getSessionPolicy()
  await cleanUp()
  cleanupTimer = setInterval(() => void cleanUp(), CLEANUP_INTERVAL_MS)
  cleanupTimer.unref()
}

async function cleanUp() {
  try {
    const db = await getDb()
    await deleteExpiredSessions(db, await getSessionPolicy())
    await deleteExpiredRateLimits(db)
    await deleteExpiredSnapshots(db)
  } catch (err) {
    logger.error({ err }, 'clean-up of expired sessions failed')
  }
}

export async function shutdown(): Promise<void> {
  if (cleanupTimer) clearInterval(cleanupTimer)
  await closeDb()
}

/** For `npm run seed`. */
export async function seed(): Promise<void> {
  await seedDemoData(await getDb())
  await closeDb()
}
