// `npm run bench`: loopback throughput and latency of the production build, and the
// JavaScript each page loads (gzip). A measurement, not a test: it prints figures.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { buildIfStale } from './build-if-stale.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10)
const root = path.resolve(import.meta.dirname, '..')

buildIfStale()

function start() {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'consilium-bench-')),
      SIGNIN_MAX_ATTEMPTS_PER_IP: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve) => {
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
      const m = /serving on (http:\/\/[\d.]+:\d+)/.exec(out)
      if (m) resolve({ url: m[1], child })
    })
  })
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function load(label, makeRequest) {
  const latencies = []
  let errors = 0
  const end = Date.now() + SECONDS * 1000
  async function worker() {
    while (Date.now() < end) {
      const t0 = performance.now()
      try {
        const res = await makeRequest()
        await res.arrayBuffer()
        if (res.status >= 500) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  latencies.sort((a, b) => a - b)
  return {
    label,
    'req/s': Math.round(latencies.length / SECONDS),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    errors,
  }
}

async function pageJavaScript(url, pathname) {
  const html = await (await fetch(url + pathname)).text()
  const srcs = new Set([...html.matchAll(/(?:modulepreload" href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) srcs.add(m[1])
  let raw = 0
  let gzip = 0
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(url + src)).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 6 }).length
  }
  return { page: pathname, files: srcs.size, 'JS KB': +(raw / 1024).toFixed(1), 'JS gzip KB': +(gzip / 1024).toFixed(1), 'HTML KB': +(Buffer.byteLength(html) / 1024).toFixed(1) }
}

const { url, child } = await start()
try {
  const signIn = await fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: 'intent=signin&email=clinician%40consilium.test&password=consilium-clinician',
  })
  const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? ''

  console.log(`Consilium bench: ${CONCURRENCY} connections, ${SECONDS} s per row, embedded database, ${url}`)
  const rows = []
  for (const [label, fn] of [
    ['GET / (anonymous)', () => fetch(`${url}/`)],
    ['GET / (anonymous, brotli)', () => fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } })],
    ['GET / (signed in)', () => fetch(`${url}/`, { headers: { cookie } })],
    ['GET /login', () => fetch(`${url}/login`)],
    ['GET /api-tool-experience/user (signed in)', () => fetch(`${url}/api-tool-experience/user`, { headers: { cookie } })],
    ['GET /healthz', () => fetch(`${url}/healthz`)],
    ['GET /favicon.svg (static)', () => fetch(`${url}/favicon.svg`)],
  ]) {
    rows.push(await load(label, fn))
  }
  console.table(rows)
  console.table(await Promise.all(['/', '/login', '/no-such-page'].map((p) => pageJavaScript(url, p))))
} finally {
  child.kill('SIGTERM')
}
