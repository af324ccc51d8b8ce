// `npm run seed`: load the demo data (idempotent) into the configured database.
import { buildIfStale } from './build-if-stale.js'

process.env.NODE_ENV ??= 'production'
buildIfStale()
try {
  const { seed } = await import('../build/server/index.js')
  await seed()
  console.log('Demo data is in place.')
} catch (error) {
  console.error(error?.name === 'DataDirInUseError' ? error.message : error)
  process.exit(1)
}
