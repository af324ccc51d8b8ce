import { deleteExpiredPasswordResets } from '#app/auth/password-reset.server.ts'
import { deleteExpiredRateLimits } from '#app/auth/rate-limit.server.ts'
import { deleteExpiredTokenIds } from '#app/cds/trust.server.ts'
import { deleteExpiredSessions } from '#app/auth/session.server.ts'
import { deleteExpiredEhrSessions } from '#app/ehr/ehr-session.server.ts'
import { loadKeySet } from '#app/ehr/keys.server.ts'
import { deleteExpiredLaunches } from '#app/ehr/smart/launch.server.ts'
import { tokenKeysFor } from '#app/ehr/token-crypto.server.ts'
import { deleteExpiredSnapshots } from '#app/snapshots/snapshots.server.ts'
import { getSessionPolicy } from '#app/auth/auth.server.ts'
import { closeDb, getDb, getDbHandle } from '#app/db/db.server.ts'
import { databaseUnreachable } from '#app/db/degraded.server.ts'
import { isEmpty, seedDemoData } from '#app/db/seed.server.ts'
import { startJobRuntime, stopJobRuntime } from '#app/jobs/runtime.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { applyMeasurementCatalogue } from '#app/catalogue/measurement.server.ts'

const CLEANUP_INTERVAL_MS = 10 * 60_000
let cleanupTimer: NodeJS.Timeout | undefined

/** A start-up failure the operator can put right; its message says how (server.js prints it without a stack). */
export class StartupError extends Error {
  override name = 'StartupError'
}

/** Where DATABASE_URL points, without its user name or password. */
function databaseAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl)
    return `${url.host}${url.pathname}`
  } catch {
    return 'the address in DATABASE_URL'
  }
}

async function openDatabase() {
  try {
    return await getDbHandle()
  } catch (error) {
    const env = getEnv()
    const reason = env.DATABASE_URL ? databaseUnreachable(error) : null
    if (!env.DATABASE_URL || !reason) throw error
    throw new StartupError(
      `The database at ${databaseAddress(env.DATABASE_URL)} cannot be reached (${reason}). ` +
        'Check DATABASE_URL, and that PostgreSQL is running and accepts this user.',
    )
  }
}

/** Validates the environment, opens and migrates the database, loads demo data when empty. */
export async function startup(): Promise<void> {
  const env = getEnv()
  const measurement = applyMeasurementCatalogue(env)
  if (measurement && 'refused' in measurement) throw new StartupError(measurement.refused)
  if (measurement) logger.warn({ tools: measurement.tools }, 'measurement setting: the catalogue holds synthetic copies of every tool')
  const handle = await openDatabase()
  logger.info({ database: handle.kind }, 'database ready')
  if (env.DEMO_DATA && (await isEmpty(handle.db))) {
    await seedDemoData(handle.db)
    logger.info('demo data loaded')
  }
  await getSessionPolicy()
  // The EHR token key and signing keys exist from the first start: the JWKS is never empty.
  await tokenKeysFor(handle.db)
  await loadKeySet(handle.db)
  await startJobRuntime({ work: env.JOB_WORKER })
  await cleanUp()
  cleanupTimer = setInterval(() => void cleanUp(), CLEANUP_INTERVAL_MS)
  cleanupTimer.unref()
}

async function cleanUp() {
  try {
    const db = await getDb()
    await deleteExpiredSessions(db, await getSessionPolicy())
    await deleteExpiredRateLimits(db)
    await deleteExpiredPasswordResets(db)
    await deleteExpiredTokenIds(db)
    await deleteExpiredSnapshots(db)
    await deleteExpiredEhrSessions(db)
    await deleteExpiredLaunches(db)
  } catch (err) {
    logger.error({ err }, 'clean-up of expired sessions failed')
  }
}

export async function shutdown(): Promise<void> {
  if (cleanupTimer) clearInterval(cleanupTimer)
  await stopJobRuntime()
  await closeDb()
}

/** For `npm run seed`. */
export async function seed(): Promise<void> {
  await seedDemoData(await getDb())
  await closeDb()
}
