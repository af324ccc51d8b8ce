import path from 'node:path'

import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'

import { openDb, type Db, type DbHandle } from './client.server.ts'

// One database handle per process, kept across Vite's module re-evaluation in development.
const store = globalThis as typeof globalThis & { __consiliumDb?: Promise<DbHandle> }

export function getDbHandle(): Promise<DbHandle> {
  store.__consiliumDb ??= (() => {
    const env = getEnv()
    return openDb({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: path.join(env.DATA_DIR, 'pg'),
      onConnectionError: (err) => logger.warn({ err }, 'database connection lost; the pool reconnects'),
    })
  })()
  // A failed open must not be cached: the next caller tries again.
  store.__consiliumDb.catch(() => {
    store.__consiliumDb = undefined
  })
  return store.__consiliumDb
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db
}

export async function closeDb(): Promise<void> {
  const pending = store.__consiliumDb
  store.__consiliumDb = undefined
  if (pending) await (await pending).close()
}
