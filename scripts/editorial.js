// `npm run editorial -- list | add --role <role> --name <name> [--credentials <text>] | remove <id>`:
// the operator's command for the editorial board shown on /editorial-leadership.
// Plain JavaScript (Node 20 cannot run TypeScript): the work is done by the server build.
import { buildIfStale } from './build-if-stale.js'

process.env.NODE_ENV ??= 'production'
buildIfStale()
try {
  const { runEditorialCommand } = await import('../build/server/index.js')
  process.exitCode = await runEditorialCommand(process.argv.slice(2))
} catch (error) {
  const expected = ['DataDirInUseError', 'EnvError'].includes(error?.name)
  console.error(expected ? error.message : error)
  process.exitCode = 1
}
