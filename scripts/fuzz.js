// `npm run fuzz`: random requests (scripts/fuzz-requests.js) against the production build on
// a fresh embedded database. Prints the answers counted by status and every request answered
// 5xx or left without an answer; exits 1 if there was any.
//
//   npm run fuzz -- --runs 3000 --seed 42 --parallel 4 --timeout 15
import { parseArgs } from 'node:util'

import { buildIfStale } from './build-if-stale.js'
import { fuzz, fuzzContext } from './fuzz-requests.js'
import { startProduction } from './start-production.js'

const { values: flags } = parseArgs({
  options: {
    // About two minutes on two cores.
    runs: { type: 'string', default: '3000' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    parallel: { type: 'string', default: '4' },
    timeout: { type: 'string', default: '15' },
  },
})
buildIfStale()

const runs = Number(flags.runs)
const seed = Number(flags.seed)
const { url, child } = await startProduction({
  tag: 'fuzz',
  // Random requests would soon meet the per-address limits and stop reaching the code behind them.
  // A public address, so the CDS endpoints check the (random) tokens instead of being off.
  env: { SIGNIN_MAX_ATTEMPTS_PER_IP: '1000000', REGISTER_MAX_PER_IP_HOUR: '1000000', PUBLIC_URL: 'http://127.0.0.1' },
})
let failed
try {
  console.log(`Consilium fuzz: ${runs} requests, seed ${seed}, ${flags.parallel} at a time, ${flags.timeout} s time-out, ${url}`)
  const started = Date.now()
  const { counts, failures } = await fuzz({
    url,
    context: await fuzzContext(url),
    runs,
    seed,
    parallel: Number(flags.parallel),
    timeoutMs: Number(flags.timeout) * 1000,
    onProgress: (done, total) => {
      if (done % 250 === 0) console.log(`  ${done}/${total}`)
    },
  })
  console.log(`Answers by status (${((Date.now() - started) / 1000).toFixed(0)} s):`)
  console.table(counts)
  for (const f of failures) console.log(`${f.status}: ${f.request}`)
  failed = failures.length > 0
  console.log(failed ? `${failures.length} requests answered 5xx or not at all (seed ${seed}).` : 'No 5xx, no hang.')
} finally {
  child.kill('SIGTERM')
}
process.exitCode = failed ? 1 : 0
