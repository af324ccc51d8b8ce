// `npm run worker`: the background job worker (encounter reports) as its own process, on the
// database the server uses. Run it when app nodes share a PostgreSQL server and start with
// JOB_WORKER=false. Plain JavaScript (Node 20 cannot run TypeScript): the work is done by the server build.
import { buildIfStale } from './build-if-stale.js'

process.env.NODE_ENV ??= 'production'
buildIfStale()
try {
  const { runWorker } = await import('../build/server/index.js')
  await runWorker()
} catch (error) {
  const expected = ['DataDirInUseError', 'EnvError'].includes(error?.name)
  console.error(expected ? error.message : error)
  process.exitCode = 1
}
