// `npm run sign-in -- help`: the operator's command for organisation sign-in (each organisation's own
// OpenID provider), on the database the server uses.
// Plain JavaScript (Node 20 cannot run TypeScript): the work is done by the server build.
import { buildIfStale } from './build-if-stale.js'

process.env.NODE_ENV ??= 'production'
buildIfStale()
try {
  const { runSignInCommand } = await import('../build/server/index.js')
  process.exitCode = await runSignInCommand(process.argv.slice(2))
} catch (error) {
  const expected = ['DataDirInUseError', 'EnvError'].includes(error?.name)
  console.error(expected ? error.message : error)
  process.exitCode = 1
}
