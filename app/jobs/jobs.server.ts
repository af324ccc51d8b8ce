import PgBoss from 'pg-boss'

import type { DbHandle } from '#app/db/client.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/**
 * Background jobs in the app's own database with pg-boss (its tables live in the `pgboss`
 * schema). On a PostgreSQL server it locks jobs with SKIP LOCKED, so workers of several app
 * nodes never take one job twice; on the embedded PGlite it runs through `pgliteExecutor`
 * (one process owns that database, so the worker runs in the app process).
 */

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }

type PgliteLike = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
  exec(text: string): Promise<{ rows: unknown[] }[]>
}
type PoolLike = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }

/**
 * pg-boss sends multi-statement scripts without parameters (migrations, job fetches in a
 * transaction): PGlite's `exec` runs them and answers one result per statement, which pg-boss
 * reads as node-postgres answers them — the single result, or the array of all of them.
 */
export function pgliteExecutor(pg: PgliteLike): Executor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pg.query(text, values)
      const results = await pg.exec(text)
      if (results.length === 1) return results[0]!
      return results as unknown as { rows: unknown[] }
    },
  }
}

function executorOf(handle: DbHandle): Executor {
  const client = (handle.db as unknown as { $client: PgliteLike & PoolLike }).$client
  if (handle.kind === 'pglite') return pgliteExecutor(client)
  return { executeSql: (text, values) => client.query(text, values) }
}

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<void>

export type QueueDefinition<T extends object> = {
  name: string
  /** Tries after the first one. */
  retryLimit: number
  retryDelaySeconds: number
  /** Time limit of one try: past it the try fails (and is retried while tries remain). */
  timeLimitSeconds: number
  handler: JobHandler<T>
}

export type Jobs = {
  boss: PgBoss
  send<T extends object>(queue: QueueDefinition<T>, data: T, options?: { id?: string }): Promise<string | null>
  state(queueName: string, id: string): Promise<PgBoss.JobWithMetadata['state'] | null>
  stop(): Promise<void>
}

export type StartJobsOptions = {
  queues: QueueDefinition<object>[]
  /** Take jobs in this process (default true); app nodes that leave it to `npm run worker` say false. */
  work?: boolean
  pollingIntervalSeconds?: number
}

/**
 * Creates the queue unless it exists. Nodes starting together may both try: PostgreSQL then
 * answers one of them with a deadlock, and that one looks again.
 */
async function ensureQueue(boss: PgBoss, queue: QueueDefinition<object>) {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(queue.name)) return
    try {
      await boss.createQueue(queue.name, {
        name: queue.name,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.timeLimitSeconds,
      })
      return
    } catch (error) {
      if (attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100))
    }
  }
}

export async function startJobs(handle: DbHandle, options: StartJobsOptions): Promise<Jobs> {
  const boss = new PgBoss({ db: executorOf(handle) as PgBoss.Db, schema: 'pgboss' })
  boss.on('error', (err) => logger.error({ err }, 'job queue error'))
  await boss.start()
  for (const queue of options.queues) await ensureQueue(boss, queue)
  if (options.work ?? true) {
    for (const queue of options.queues) {
      await boss.work<object>(
        queue.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async ([job]) => {
          if (job) await queue.handler(job)
        },
      )
    }
  }
  return {
    boss,
    send: (queue, data, sendOptions) => boss.send(queue.name, data, { id: sendOptions?.id }),
    async state(queueName, id) {
      const job = await boss.getJobById(queueName, id, { includeArchive: true })
      return job?.state ?? null
    },
    // Jobs under way get a few seconds; an unfinished one is taken again after its time limit.
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  }
}
