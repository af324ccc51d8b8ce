// `npm run flags -- list | set <key> on|off [--rollout N] [--payload JSON] [--description text] | delete <key>`:
// the operator's command for experiment flags, on the database the server uses.
// Plain JavaScript (Node 20 cannot run TypeScript): the work is done by the server build.
import { buildIfStale } from './build-if-stale.js'

process.env.NODE_ENV ??= 'production'
buildIfStale()
try {
  const { runFlagsCommand } = await import('../build/server/index.js')
  process.exitCode = await runFlagsCommand(process.argv.slice(2))
} catch (error) {
  const expected = ['DataDirInUseError', 'EnvError'].includes(error?.name)
  console.error(expected ? error.message : error)
  process.exitCode = 1
}
