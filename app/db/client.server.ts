import { mkdirSync } from 'node:fs'
import path from 'node:path'

import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { PgliteDatabase } from 'drizzle-orm/pglite'

import { lockDataDir } from './data-dir-lock.server.ts'
import * as schema from './schema.ts'

// The union (not the shared base type) keeps `db.execute(sql)` typed.
export type Db = NodePgDatabase<typeof schema> | PgliteDatabase<typeof schema>

export type DbHandle = {
  db: Db
  kind: 'postgres' | 'pglite'
  close: () => Promise<void>
}

export type OpenDbOptions = {
  /** postgres:// URL of a PostgreSQL server; embedded PGlite when absent. */
  databaseUrl?: string
  /** PGlite data folder, or `memory://` for an in-memory database. */
  pgliteDir?: string
  /** A gzipped PGlite data folder to start from (tests). */
  pgliteSnapshot?: Blob
  migrationsFolder?: string
  poolSize?: number
  /** Errors of idle pooled connections (server restart, failover); they must not crash the process. */
  onConnectionError?: (error: Error) => void
}

const MIGRATION_LOCK_KEY = 7_304_118_221

export const defaultMigrationsFolder = () => path.resolve(process.cwd(), 'drizzle')

export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder()
  if (options.databaseUrl) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    // A database that does not answer fails a query within seconds instead of holding the page.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    })
    pool.on('error', options.onConnectionError ?? (() => {}))
    try {
      const db = drizzle(pool, { schema })
      // App nodes starting together take turns: one migrates, the others then find nothing to do.
      const lock = await pool.connect()
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        await migrate(db, { migrationsFolder })
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
        lock.release()
      }
      return { db, kind: 'postgres', close: () => pool.end() }
    } catch (error) {
      await pool.end().catch(() => {})
      throw error
    }
  }

  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const dir = options.pgliteDir ?? 'memory://'
  const inMemory = dir.startsWith('memory://')
  let release = () => {}
  if (!inMemory) {
    mkdirSync(path.dirname(path.resolve(dir)), { recursive: true })
    release = lockDataDir(dir)
  }
  try {
    const client = await PGlite.create(
      inMemory ? undefined : dir,
      options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {},
    )
    const db = drizzle(client, { schema })
    await migrate(db, { migrationsFolder })
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}
