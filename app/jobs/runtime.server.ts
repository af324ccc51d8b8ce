import { getDbHandle } from '#app/db/db.server.ts'
import { reportQueue, resendPendingReports } from '#app/reports/reports.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'

import { startJobs, type Jobs } from './jobs.server.ts'

// One job queue per process, kept across Vite's module re-evaluation in development.
const store = globalThis as typeof globalThis & { __consiliumJobs?: Jobs | null }

/** The process's job queue, or null before start-up (or when it could not start). */
export function getJobs(): Jobs | null {
  return store.__consiliumJobs ?? null
}

/**
 * Starts the queue on the app's database. `work` takes jobs in this process: the app does by
 * default (JOB_WORKER), `npm run worker` always does.
 */
export async function startJobRuntime(options: { work: boolean }): Promise<Jobs> {
  if (store.__consiliumJobs) return store.__consiliumJobs
  const env = getEnv()
  const handle = await getDbHandle()
  const queue = reportQueue(handle.db, { timeLimitSeconds: env.REPORT_JOB_TIMEOUT_SECONDS })
  const jobs = await startJobs(handle, { queues: [queue as never], work: options.work })
  store.__consiliumJobs = jobs
  const resent = await resendPendingReports(handle.db, jobs, queue)
  logger.info({ work: options.work, resent }, 'job queue ready')
  return jobs
}

export async function stopJobRuntime(): Promise<void> {
  const jobs = store.__consiliumJobs
  store.__consiliumJobs = null
  if (jobs) await jobs.stop()
}

/** `npm run worker`: the job worker as its own process, until SIGTERM or SIGINT. */
export async function runWorker(): Promise<void> {
  await startJobRuntime({ work: true })
  const { closeDb } = await import('#app/db/db.server.ts')
  await new Promise<void>((resolve) => {
    const stop = () => resolve()
    process.once('SIGTERM', stop)
    process.once('SIGINT', stop)
  })
  await stopJobRuntime()
  await closeDb()
}
