import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { inject } from 'vitest'

import { openDb, type DbHandle } from '#app/db/client.server.ts'

export type TestDb = DbHandle & { label: string }

/**
 * A database of its own for one test file: a copy of the migrated embedded database,
 * or — with TEST_DATABASE_URL — a new database on that PostgreSQL server, dropped on close.
 */
export async function createTestDb(): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const name = `consilium_test_${randomBytes(6).toString('hex')}`
    await adminQuery(serverUrl, `create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const handle = await openDb({ databaseUrl: url.toString(), poolSize: 4 })
    return {
      ...handle,
      label: 'postgres',
      close: async () => {
        await handle.close()
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
      },
    }
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))])
  const handle = await openDb({ pgliteDir: 'memory://', pgliteSnapshot: snapshot })
  return { ...handle, label: 'pglite' }
}

export async function adminQuery(serverUrl: string, text: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}
