// `npm run ehr -- help`: the operator's command for EHR connections (SMART issuers, frame
// ancestors, CDS Hooks clients, signing keys), on the database the server uses.
// Plain JavaScript (Node 20 cannot run TypeScript): the work is done by the server build.
import { buildIfStale } from './build-if-stale.js'

process.env.NODE_ENV ??= 'production'
buildIfStale()
try {
  const { runEhrCommand } = await import('../build/server/index.js')
  process.exitCode = await runEhrCommand(process.argv.slice(2))
} catch (error) {
  const expected = ['DataDirInUseError', 'EnvError'].includes(error?.name)
  console.error(expected ? error.message : error)
  process.exitCode = 1
}
