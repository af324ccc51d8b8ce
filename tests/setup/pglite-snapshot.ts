import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'


/**
 * Creating an embedded database runs initdb (5–10 s); doing it once and giving every
 * test file a copy of the migrated result keeps the data-layer tests fast.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return
  const dir = mkdtempSync(path.join(tmpdir(), 'consilium-pglite-'))
  const file = path.join(dir, 'migrated.tar.gz')
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const client = await PGlite.create()
  await migrate(drizzle(client), { migrationsFolder: path.resolve('drizzle') })
  const dump = await client.dumpDataDir('gzip')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await client.close()
  project.provide('pgliteSnapshot', file)
  return () => rmSync(dir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string
  }
}
