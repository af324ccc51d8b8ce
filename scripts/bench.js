// `npm run bench`: loopback throughput and latency of the production build, and the
// JavaScript each page loads (gzip). A measurement, not a test: it prints figures.
import path from 'node:path'

import { runSideBySide } from './bench-side-by-side.js'
import { buildIfStale } from './build-if-stale.js'
import { startProduction } from './start-production.js'
import { launchBrowser, pageJavaScript } from './page-weight.js'
import { CALCULATOR_SLUGS, TOOL_SLUGS } from './tool-slugs.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10)
const CDS_CONCURRENCY = Number(process.env.BENCH_CDS_CONCURRENCY ?? 20)
const LAUNCHES = Number(process.env.BENCH_LAUNCHES ?? 20)
const root = path.resolve(import.meta.dirname, '..')

buildIfStale()

/** Bundles a TypeScript part of the bench (scripts/<name>.ts) and imports it. */
async function bundled(name) {
  const { build } = await import('vite')
  // Inside the project, so the bundle resolves its packages from node_modules.
  const outDir = path.join(root, 'node_modules/.cache/consilium-bench', name)
  await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: { ssr: `scripts/${name}.ts`, outDir, emptyOutDir: true, rollupOptions: { output: { format: 'es', entryFileNames: `${name}.mjs` } } },
  })
  return import(path.join(outDir, `${name}.mjs`))
}

async function engineFigures() {
  const { runEngineBench } = await bundled('bench-engine')
  return runEngineBench()
}

/** CDS Hooks calls as an EHR makes them, on a server of their own (an allow-listed EHR in a fresh database). */
async function cdsFigures() {
  const { runCdsBench } = await bundled('bench-cds')
  return runCdsBench({ seconds: SECONDS, concurrency: CDS_CONCURRENCY, startProduction })
}

/** SMART EHR launches against the test EHR, to the prefilled tool page's HTML (its own server). */
async function launchFigures() {
  const { runLaunchBench } = await bundled('bench-launch')
  return runLaunchBench({ launches: LAUNCHES, startProduction })
}

function start() {
  return startProduction({
    tag: 'bench',
    env: {
      SIGNIN_MAX_ATTEMPTS_PER_IP: '1000000',
      // Loopback may name the client address (X-Forwarded-For): the snapshot and PDF rows send
      // each request as a client of its own instead of raising the per-address limits.
      TRUST_PROXY: 'loopback',
    },
  })
}

// What people type into the search box, keystroke by keystroke: prefixes of tool names,
// abbreviations, lay terms and typos (each word's growing prefixes are queried in turn).
const TYPED = [
  'afib', 'cha2ds2', 'has-bled', 'wells pe', 'wells dvt', 'perc', 'curb-65', 'pneumonia', 'centor', 'feverpain',
  'sore throat', 'heart attack', 'heart score', 'ascvd', 'prevent', 'framingham', 'statin', 'cholesterol', 'ldl',
  'gfr', 'ckd', 'egfr', 'kidney function', 'creatinine clearance', 'cockcroft', 'mdrd', 'bmi', 'body surface',
  'ideal body weight', 'pregnancy', 'due date', 'gestational age', 'qtc', 'long qt', 'mme', 'opioid', 'morphine',
  'sofa', 'qsofa', 'sepsis', 'sirs', 'news2', 'glasgow', 'gcs', 'meld', 'child pugh', 'liver', 'anion gap',
  'sodium correction', 'osmolality', 'fena', 'mean arterial pressure', 'map', 'pack years', 'smoking', 'apache',
  'caprini', 'blood clot', 'gi bleed', 'blatchford', 'homa', 'insulin resistance', 'steroid conversion',
  // typos
  'atrail fibrilation', 'pnemonia', 'creatinin clearence', 'pulmonry embolism', 'colesterol', 'preganncy',
  'sepis', 'glascow coma', 'hert attack', 'kidny',
]
const COMPLETION_QUERIES = TYPED.flatMap((text) => Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)).filter((q) => q.trim() !== ''))

/** Latency of n one-after-another requests (one keystroke's call at a time, as a single user makes them). */
async function sequential(label, n, makeRequest) {
  const latencies = []
  let errors = 0
  const started = performance.now()
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    try {
      const res = await makeRequest(i)
      await res.arrayBuffer()
      if (res.status >= 400) errors++
    } catch {
      errors++
    }
    latencies.push(performance.now() - t0)
  }
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    label,
    'req/s': Math.round(n / seconds),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    errors,
  }
}

/** A client address of its own for request i (the server trusts loopback's X-Forwarded-For). */
const clientAddress = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
// The AF decision aid's reference person (engine/aids/af-anticoagulation.test.ts).
const AF_SNAPSHOT_BODY = JSON.stringify({
  calculator: {
    input: {
      age: 70, sex: 'female', chf: 'no', hypertension: 'no', stroke_tia: 'no', vascular: 'no', diabetes: 'no',
      uncontrolled_bp: 'no', renal_liver: ['none'], bleeding: 'no', warfarin: 'no', drugs: 'no', alcohol: 'no',
    },
  },
  ui: { selected: ['warfarin', 'doac'], viewType: 'OPTION_GRID_GRID_VIEW' },
})

/** A tool session as the page starts it: the hidden aggregateId input of a browser's page view. */
async function toolSession(url, slug) {
  const page = await fetch(`${url}/tool/${slug}`, { headers: { 'user-agent': BROWSER_UA } })
  const id = /name="aggregateId" value="([0-9a-f-]{36})"/.exec(await page.text())?.[1]
  if (!id) throw new Error(`no tool session from /tool/${slug}`)
  return id
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

async function reportFigures() {
  const { build } = await import('vite')
  const outDir = path.join(root, 'node_modules/.cache/consilium-bench-reports')
  await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: { ssr: 'scripts/bench-reports.ts', outDir, emptyOutDir: true, rollupOptions: { output: { format: 'es', entryFileNames: 'bench-reports.mjs' } } },
  })
  const { runReportBench } = await import(path.join(outDir, 'bench-reports.mjs'))
  return runReportBench()
}

if (process.argv.includes('--ehr-only')) {
  console.log('CDS Hooks and SMART launch (each on a server of its own):')
  console.table(await cdsFigures())
  console.table([await launchFigures()])
  process.exit(0)
}

if (process.argv.includes('--catalogue-only')) {
  const { runCatalogueBench } = await import('./bench-catalogue.js')
  await runCatalogueBench({ seconds: SECONDS, concurrency: CONCURRENCY, startProduction })
  process.exit(0)
}

// `--side-by-side`: only the comparison with the bare framework page; `--lighthouse` adds
// (or, alone, runs only) Lighthouse medians when PERF_TOOLS_DIR has Lighthouse.
const sideBySide = process.argv.includes('--side-by-side')
if (sideBySide || process.argv.includes('--lighthouse')) {
  await runSideBySide({ load: sideBySide, lighthouse: process.argv.includes('--lighthouse'), seconds: SECONDS, connections: CONCURRENCY })
  process.exit(0)
}

if (process.argv.includes('--reports-only')) {
  printReportFigures(await reportFigures())
  process.exit(0)
}

function printReportFigures(rows) {
  console.log('Encounter report generation (embedded database in memory, the worker in this process):')
  for (const r of rows) {
    console.log(
      `  ${r.sessions.toLocaleString('en-US')} sessions: ${r.seconds.toFixed(1)} s, ${r.megabytes.toFixed(1)} MB of CSV, ` +
        `peak RSS ${r.peakRssMb.toFixed(0)} MB, peak heap ${r.peakHeapMb.toFixed(0)} MB`,
    )
  }
}

const engine = await engineFigures()
printReportFigures(await reportFigures())
console.log('Executor latency (in process, reference inputs):')
console.table(engine.rows)
console.log(`Rule evaluations per second (CHA2DS2-VASc score expression, parsed once): ${engine.rulesPerSecond.toLocaleString('en-US')}`)

console.log(`CDS Hooks service (${CDS_CONCURRENCY} concurrent calls, ${SECONDS} s per row, each call with a fresh ES384 JWT):`)
console.table(await cdsFigures())

console.log('launch-to-prefilled-page: GET /smart/launch?iss&launch → the EHR\'s authorize → /smart/callback → the tool page\'s HTML:')
console.table([await launchFigures()])

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
    ['GET /tools (anonymous)', () => fetch(`${url}/tools`)],
    ['GET /tools (signed in)', () => fetch(`${url}/tools`, { headers: { cookie } })],
    ['GET / consumer host (shared-decision home)', () => fetch(`${url}/`, { headers: { host: 'patients.localhost' } })],
    ['GET cdh API (one category)', () => fetch(`${url}/api-tool-experience/cdh/clinicalTools?path=clinicalTools%2Fcardiology`)],
    ['GET /login', () => fetch(`${url}/login`)],
    ['GET /api-tool-experience/user (signed in)', () => fetch(`${url}/api-tool-experience/user`, { headers: { cookie } })],
    ['GET /healthz', () => fetch(`${url}/healthz`)],
    ['GET /favicon.svg (static)', () => fetch(`${url}/favicon.svg`)],
    ['GET /tool/cha2ds2-vasc (server-rendered)', () => fetch(`${url}/tool/cha2ds2-vasc`)],
    ['POST /tool/cha2ds2-vasc (no-JS form, result page)', () =>
      fetch(`${url}/tool/cha2ds2-vasc`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
        body: 'age=76&sex=female&chf=no&hypertension=yes&stroke_tia=yes&vascular=no&diabetes=no&intent=continue',
      })],
    ['POST executor API (cha2ds2-vasc)', () =>
      fetch(`${url}/api-tool-experience/calculators/cha2ds2-vasc/versions/1.0.0/executor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ age: 76, sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'yes', vascular: 'no', diabetes: 'no' }),
      })],
  ]) {
    rows.push(await load(label, fn))
  }
  const completionUrl = (i) =>
    `${url}/api/decisions/v1/completion?query=${encodeURIComponent(COMPLETION_QUERIES[i % COMPLETION_QUERIES.length])}&max=5`
  rows.push(
    await sequential('GET completion, autocomplete (1,000 sequential typed prefixes)', 1000, (i) => fetch(completionUrl(i))),
    await sequential('POST slug/byANs, topic chosen (1,000 sequential)', 1000, (i) =>
      fetch(`${url}/api-tool-experience/tool/content/slug/byANs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ listAN: [CALCULATOR_SLUGS[i % CALCULATOR_SLUGS.length]] }),
      }),
    ),
  )
  // Snapshots and their PDFs: the server's part only (the browser adds a 1.5 s spinner floor).
  // Snapshot creation is limited per tool session (60 per 10 minutes): five sessions share the 200.
  const aggregateIds = []
  for (let i = 0; i < 5; i++) aggregateIds.push(await toolSession(url, 'af-stroke-prevention-choice'))
  const createSnapshot = (i) =>
    fetch(`${url}/api-tool-experience/create?aggregateId=${aggregateIds[i % aggregateIds.length]}&withData=0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': clientAddress(i) },
      body: AF_SNAPSHOT_BODY,
    })
  rows.push(await sequential('POST /api-tool-experience/create, snapshot (200 sequential)', 200, createSnapshot))
  const snapshotIds = []
  for (let i = 0; i < 5; i++) snapshotIds.push((await (await createSnapshot(100_000 + i)).json()).id)
  rows.push(
    await sequential('GET /api-tool-experience/pdf, snapshot PDF (50 sequential)', 50, (i) =>
      fetch(`${url}/api-tool-experience/pdf?snapshotId=${snapshotIds[i % snapshotIds.length]}&aggregateId=${aggregateIds[i % aggregateIds.length]}`, {
        headers: { 'x-forwarded-for': clientAddress(200_000 + i) },
      }),
    ),
    await load('GET /tool/early-breast-cancer-surgery-choice (option grid page)', () => fetch(`${url}/tool/early-breast-cancer-surgery-choice`)),
  )
  console.table(rows)
  const browser = await launchBrowser()
  try {
    const weights = []
    for (const p of ['/', '/tools', '/login', ...TOOL_SLUGS.map((s) => `/tool/${s}`)]) weights.push(await pageJavaScript(browser, url, p))
    console.log('JavaScript each page loads (gzip, framework included):')
    console.table(weights)
  } finally {
    await browser.close()
  }
} finally {
  child.kill('SIGTERM')
}

await runSideBySide({ seconds: SECONDS, connections: CONCURRENCY })
