// `npm run reports -- audit [--limit N]`: the operator's view of the encounter report audit
// (who requested or downloaded which report, the range, the row count, UTC time).
import { buildIfStale } from './build-if-stale.js'

process.env.NODE_ENV ??= 'production'
buildIfStale()
try {
  const { runReportsCommand } = await import('../build/server/index.js')
  process.exitCode = await runReportsCommand(process.argv.slice(2))
} catch (error) {
  const expected = ['DataDirInUseError', 'EnvError'].includes(error?.name)
  console.error(expected ? error.message : error)
  process.exitCode = 1
}
