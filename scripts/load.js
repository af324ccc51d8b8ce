// `npm run load`: what a hospital's load does to the production build on a fresh embedded
// database. Many connections, each sending its next request as soon as the last is answered,
// against the tool page and the home page (and /healthz, which skips the admission queue, for
// comparison). Prints throughput, latency percentiles, errors and the server's memory before,
// at its peak and after the load. A measurement, not a test: it prints figures.
//
//   npm run load -- --connections 200 --duration 60 --path /tool/cha2ds2-vasc --path /
//   npm run load -- --cpu-prof        (writes the server's CPU profile to a temporary folder)
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { buildIfStale } from './build-if-stale.js'
import { startProduction } from './start-production.js'

const { values: flags } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    path: { type: 'string', multiple: true },
    // Seconds without load before memory is read again.
    settle: { type: 'string', default: '15' },
    // Seconds after which a request counts as a timeout.
    timeout: { type: 'string', default: '10' },
    'cpu-prof': { type: 'boolean', default: false },
  },
})
const CONNECTIONS = Number(flags.connections)
const DURATION = Number(flags.duration)
const SETTLE = Number(flags.settle)
const TIMEOUT = Number(flags.timeout)
const PATHS = flags.path ?? ['/tool/cha2ds2-vasc', '/', '/healthz']

buildIfStale()

async function start() {
  const profileDir = flags['cpu-prof'] ? mkdtempSync(path.join(tmpdir(), 'consilium-profile-')) : undefined
  const { url, child } = await startProduction({
    tag: 'load',
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  })
  return { url, child, profileDir }
}

/** Resident memory of the server process in MB: now (VmRSS) and its high-water mark (VmHWM). */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rss: Math.round(kb('VmRSS') / 1024), hwm: Math.round(kb('VmHWM') / 1024) }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function run(url, requestPath) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}${requestPath}`, connections: CONNECTIONS, duration: DURATION, timeout: TIMEOUT },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    process.once('SIGINT', () => instance.stop())
  })
}

const { url, child, profileDir } = await start()
try {
  console.log(
    `Consilium load: ${CONNECTIONS} connections, ${DURATION} s per path, embedded database, ${url}, ${TIMEOUT} s time-out`,
  )
  const rows = []
  for (const requestPath of PATHS) {
    // One request first, so that "before" is the memory of a server that has served the page.
    await (await fetch(`${url}${requestPath}`)).arrayBuffer()
    const before = memory(child.pid)
    const result = await run(url, requestPath)
    const peak = memory(child.pid).hwm
    await sleep(SETTLE * 1000)
    const after = memory(child.pid)
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    )
    rows.push({
      path: requestPath,
      'req/s': Math.round(result.requests.average),
      requests: result.requests.total,
      'p50 ms': result.latency.p50,
      'p97.5 ms': result.latency.p97_5,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      'of which 503': statuses['503'] ?? 0,
      'RSS before MB': before.rss,
      'RSS peak MB': peak,
      [`RSS ${SETTLE} s after MB`]: after.rss,
    })
  }
  console.table(rows)
  console.log('RSS peak is the process high-water mark so far (VmHWM), so it never falls from one row to the next.')
} finally {
  child.kill('SIGTERM')
  if (profileDir) {
    await new Promise((resolve) => child.once('exit', resolve))
    console.log(`CPU profile of the server: ${profileDir}`)
  }
}
