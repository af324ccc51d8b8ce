// `node scripts/bench.js --catalogue-only`: how the catalogue pages scale with the catalogue's
// size. Two production servers run side by side, one with the real catalogue and one with the
// measurement setting MEASUREMENT_CATALOGUE_COPIES (every tool ten times, synthetic copies),
// and each row is measured on both in turn: requests per second, the server process's CPU time
// per response (/proc/<pid>/stat, user + system), the HTML's size and the part of it that is
// hydration data (the loader data the page streams into its scripts).
import { readFileSync } from 'node:fs'
import http from 'node:http'

const FACTOR = 10
const TICK_MS = 10 // USER_HZ is 100 on Linux
const BROWSER_ENCODING = 'gzip, deflate, br'

/** CPU time the process has used so far, in ms (user + system). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

const agent = new http.Agent({ keepAlive: true })

/** A GET through node:http: fetch drops a Host header, which the consumer-host row needs. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

async function hammer(seconds, concurrency, makeRequest) {
  let count = 0
  let errors = 0
  const end = Date.now() + seconds * 1000
  async function worker() {
    while (Date.now() < end) {
      try {
        const res = await makeRequest()
        if (res.status >= 400) errors++
      } catch {
        errors++
      }
      count++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { count, errors }
}

/** Bytes of a page as sent without compression, and of its hydration data. */
async function sizes(url, headers) {
  const res = await get(url, { ...headers, 'accept-encoding': 'identity' })
  if (!(res.headers['content-type'] ?? '').includes('text/html')) return { html: null, hydration: null }
  let hydration = 0
  for (const m of res.body.toString().matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1].includes('streamController.enqueue')) hydration += Buffer.byteLength(m[1])
  }
  return { html: res.body.length, hydration }
}

async function signIn(url) {
  const res = await fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: 'intent=signin&email=clinician%40consilium.test&password=consilium-clinician',
  })
  return res.headers.getSetCookie()[0]?.split(';')[0] ?? ''
}

// Anonymous views of home and /tools come from the page cache after the first (decision 0060
// addendum); the signed-in rows and the query strings are rendered for every request.
const ROWS = [
  ['GET / (anonymous, page cache)', '/', {}],
  ['GET / (signed in)', '/', { signedIn: true }],
  ['GET / consumer host (shared-decision home, page cache)', '/', { host: 'patients.localhost' }],
  ['GET /tools (anonymous, page cache)', '/tools', {}],
  ['GET /tools (signed in)', '/tools', { signedIn: true }],
  ['GET /tools?category=cardiology (a category opened without JavaScript)', '/tools?category=cardiology', {}],
  ['GET /search?q=heart', '/search?q=heart', {}],
  ['GET cdh API (Cardiology)', '/api-tool-experience/cdh/clinicalTools?path=clinicalTools%2Fcardiology', {}],
]

/**
 * @param {{ seconds: number, concurrency: number, startProduction: typeof import('./start-production.js').startProduction }} options
 */
export async function runCatalogueBench({ seconds, concurrency, startProduction }) {
  const servers = []
  try {
    for (const copies of [1, FACTOR]) {
      const server = await startProduction({ tag: `bench-catalogue-${copies}`, env: { MEASUREMENT_CATALOGUE_COPIES: String(copies) } })
      servers.push({ copies, ...server, cookie: await signIn(server.url) })
    }
    console.log(
      `Catalogue pages at 1× and ${FACTOR}× the catalogue (MEASUREMENT_CATALOGUE_COPIES), ${concurrency} connections, ` +
        `${seconds} s per row and server, accept-encoding: ${BROWSER_ENCODING}; CPU from /proc/<pid>/stat of the server:`,
    )
    const rows = []
    for (const [label, pathname, options] of ROWS) {
      const measured = []
      for (const server of servers) {
        const headers = { 'accept-encoding': BROWSER_ENCODING }
        if (options.host) headers.host = options.host
        if (options.signedIn) headers.cookie = server.cookie
        const makeRequest = () => get(server.url + pathname, headers)
        await hammer(Math.min(2, seconds), concurrency, makeRequest)
        const before = cpuMs(server.child.pid)
        const { count, errors } = await hammer(seconds, concurrency, makeRequest)
        const cpu = cpuMs(server.child.pid) - before
        const size = await sizes(server.url + pathname, headers)
        const row = {
          page: label,
          catalogue: `${server.copies}×`,
          'req/s': Math.round(count / seconds),
          'CPU ms/response': Number((cpu / count).toFixed(2)),
          'HTML KB': size.html === null ? '' : Number((size.html / 1024).toFixed(1)),
          'hydration KB': size.hydration === null ? '' : Number((size.hydration / 1024).toFixed(1)),
          errors,
        }
        measured.push(row)
        rows.push(row)
      }
      const [one, many] = measured
      rows.push({
        page: label,
        catalogue: `${FACTOR}× / 1×`,
        'req/s': Number((many['req/s'] / one['req/s']).toFixed(2)),
        'CPU ms/response': Number((many['CPU ms/response'] / one['CPU ms/response']).toFixed(2)),
        'HTML KB': '',
        'hydration KB': '',
        errors: '',
      })
    }
    console.table(rows)
    return rows
  } finally {
    for (const server of servers) server.child.kill('SIGTERM')
  }
}
