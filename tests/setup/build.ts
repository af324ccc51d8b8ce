import { rmSync } from 'node:fs'

import { buildIfStale } from '../../scripts/build-if-stale.js'
import { DATA_TEMPLATE_ENV, emptyDataDir, startServer } from '../support/server.ts'

/**
 * The server tests run the production build, as `npm start` does. Each server starts from a copy
 * of one data folder made here by a first start (migrated, demo data loaded), rather than
 * making a database of its own: about 3 s less per server.
 */
export default async function setup() {
  buildIfStale()
  const template = emptyDataDir()
  const first = await startServer({ DATA_DIR: template, LOG_LEVEL: 'warn' })
  const { code } = await first.stop()
  if (code !== 0) throw new Error(`the template server stopped with ${code}:\n${first.output()}`)
  process.env[DATA_TEMPLATE_ENV] = template
  return () => rmSync(template, { recursive: true, force: true })
}
