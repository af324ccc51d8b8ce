// Our pages side by side with the bare React Router framework page (bench/framework-page,
// decision 0058), both served from this machine in the same run: req/s, p50/p99 and the server
// process's CPU per response, with brotli (a browser's accept-encoding) and without compression;
// the JavaScript each page loads (gzip); and, with PERF_TOOLS_DIR naming a folder where
// Lighthouse is installed, Lighthouse mobile medians. A measurement, not a test: it prints figures.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import autocannon from 'autocannon'

import { launchBrowser, pageJavaScript } from './page-weight.js'
import { serving, startProduction } from './start-production.js'

const root = path.resolve(import.meta.dirname, '..')
const FRAMEWORK_DIR = path.join(root, 'bench/framework-page')
const FRAMEWORK_SOURCES = ['app', 'react-router.config.ts', 'vite.config.ts']

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const ENCODINGS = [
  { label: 'brotli', header: 'gzip, deflate, br', expect: 'br' },
  { label: 'identity', header: 'identity', expect: undefined },
]
const FRAMEWORK = { label: 'framework page GET /', server: 'framework', path: '/' }
// Anonymous views of these pages come from the page cache after the first (decision 0060); the
// last row adds a query string, which the cache never serves, so that it measures a render of
// the page, as every view of a signed-in clinician or an EHR launch is.
const OURS = [
  { label: 'home GET /', server: 'ours', path: '/' },
  { label: 'GET /tools', server: 'ours', path: '/tools' },
  { label: 'GET /tool/cha2ds2-vasc', server: 'ours', path: '/tool/cha2ds2-vasc' },
  { label: 'GET /tool/prevent', server: 'ours', path: '/tool/prevent' },
  { label: 'GET /tool/cha2ds2-vasc?rendered (rendered)', server: 'ours', path: '/tool/cha2ds2-vasc?rendered' },
]
const TARGETS = [FRAMEWORK, ...OURS]

/** Builds the framework page when its build is missing or older than its sources or the lockfile. */
export function buildFrameworkPage() {
  const built = path.join(FRAMEWORK_DIR, 'build/server/index.js')
  const newest = (p) => {
    const stat = statSync(p)
    if (!stat.isDirectory()) return stat.mtimeMs
    return Math.max(stat.mtimeMs, ...readdirSync(p).map((entry) => newest(path.join(p, entry))))
  }
  const sourcesTime = Math.max(
    newest(path.join(root, 'package-lock.json')),
    ...FRAMEWORK_SOURCES.map((s) => newest(path.join(FRAMEWORK_DIR, s))),
  )
  if (existsSync(built) && statSync(built).mtimeMs > sourcesTime) return
  console.log('Building the framework page (bench/framework-page)...')
  const result = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
    cwd: FRAMEWORK_DIR,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error(`the framework page did not build:\n${result.stdout}\n${result.stderr}`)
}

/**
 * Starts bench/framework-page/server.js (react-router-serve's setup) on a free port.
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess }>}
 */
export function startFrameworkPage() {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: FRAMEWORK_DIR,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Express prints the stack of each response cut short when a run's connections close
  // (as under react-router-serve): kept only to explain a failed start.
  let errors = ''
  child.stderr.on('data', (d) => (errors = (errors + d).slice(-4000)))
  return serving(child, 'the framework page', () => errors)
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/** CPU time (user + system, every thread) the process has used so far, in ms (/proc/<pid>/stat). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name in parentheses; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

function load(url, encoding, seconds, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, headers: { 'accept-encoding': encoding.header, 'user-agent': BROWSER_UA } },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const machineLoad = () => `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`

const median = (values) => {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (!v.length) return NaN
  const m = Math.floor(v.length / 2)
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2
}
const round = (x, digits = 0) => Number(x.toFixed(digits))

/** Fails unless each target answers 200 in the encoding the row claims. */
async function checkEncodings(urls) {
  for (const target of TARGETS) {
    for (const encoding of ENCODINGS) {
      const res = await fetch(urls[target.server] + target.path, {
        headers: { 'accept-encoding': encoding.header, 'user-agent': BROWSER_UA },
      })
      await res.arrayBuffer()
      const got = res.headers.get('content-encoding') ?? undefined
      if (res.status !== 200 || got !== encoding.expect) {
        throw new Error(`${target.label} (${encoding.label}) answered ${res.status} with content-encoding ${got ?? 'none'}`)
      }
    }
  }
}

/**
 * Interleaved runs: every round loads each target in each encoding once (the order reversed in
 * odd rounds), so a busy moment of the shared machine falls on both servers alike.
 */
async function throughput({ seconds, connections, rounds, warmup }) {
  buildFrameworkPage()
  const framework = await startFrameworkPage()
  const ours = await startProduction({ tag: 'side-by-side' })
  try {
    const servers = { framework, ours }
    const urls = { framework: framework.url, ours: ours.url }
    await checkEncodings(urls)
    for (const target of TARGETS) await load(urls[target.server] + target.path, ENCODINGS[0], warmup, connections)
    const runs = new Map()
    const plan = ENCODINGS.flatMap((encoding) => TARGETS.map((target) => ({ target, encoding })))
    for (let r = 0; r < rounds; r++) {
      for (const { target, encoding } of r % 2 ? [...plan].reverse() : plan) {
        const { pid } = servers[target.server].child
        const before = cpuMs(pid)
        const result = await load(urls[target.server] + target.path, encoding, seconds, connections)
        const cpu = cpuMs(pid) - before
        const key = `${target.label}|${encoding.label}`
        if (!runs.has(key)) runs.set(key, [])
        runs.get(key).push({
          rps: result.requests.total / seconds,
          p50: result.latency.p50,
          p99: result.latency.p99,
          cpuPerResponse: cpu / Math.max(1, result.requests.total),
          failures: result.non2xx + result.errors + result.timeouts,
        })
      }
    }
    return runs
  } finally {
    framework.child.kill('SIGTERM')
    ours.child.kill('SIGTERM')
  }
}

function throughputRows(runs, weights) {
  const rows = []
  for (const encoding of ENCODINGS) {
    const base = runs.get(`${FRAMEWORK.label}|${encoding.label}`)
    const baseRps = median(base.map((r) => r.rps))
    const baseCpu = median(base.map((r) => r.cpuPerResponse))
    for (const target of TARGETS) {
      const list = runs.get(`${target.label}|${encoding.label}`)
      const rps = list.map((r) => r.rps)
      const cpu = median(list.map((r) => r.cpuPerResponse))
      rows.push({
        page: target.label,
        encoding: encoding.label,
        'req/s': round(median(rps)),
        'req/s range': `${round(Math.min(...rps))}–${round(Math.max(...rps))}`,
        'p50 ms': round(median(list.map((r) => r.p50)), 1),
        'p99 ms': round(median(list.map((r) => r.p99)), 1),
        'CPU ms/response': round(cpu, 2),
        '× framework req/s': round(median(rps) / baseRps, 2),
        '× framework CPU': round(cpu / baseCpu, 2),
        failures: list.reduce((s, r) => s + r.failures, 0),
        'JS gzip KB': weights.get(target.label) ?? '',
      })
    }
  }
  return rows
}

/** The JavaScript each compared page loads in Chromium (gzip level 6, as scripts/page-weight.js counts it). */
async function javaScriptWeights() {
  buildFrameworkPage()
  const framework = await startFrameworkPage()
  const ours = await startProduction({ tag: 'side-by-side-weight' })
  const urls = { framework: framework.url, ours: ours.url }
  const browser = await launchBrowser()
  try {
    const weights = new Map()
    for (const target of TARGETS) {
      weights.set(target.label, (await pageJavaScript(browser, urls[target.server], target.path))['JS gzip KB'])
    }
    return weights
  } finally {
    await browser.close()
    framework.child.kill('SIGTERM')
    ours.child.kill('SIGTERM')
  }
}

/** Lighthouse and chrome-launcher from PERF_TOOLS_DIR, or null when they are not installed there. */
async function lighthouseTools() {
  const dir = process.env.PERF_TOOLS_DIR
  if (!dir) return null
  const require = createRequire(path.join(path.resolve(dir), 'package.json'))
  try {
    const lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default
    const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href)
    return { lighthouse, chromeLauncher }
  } catch {
    return null
  }
}

// Loopback only: no host name resolves but loopback, and anything else would go to a dead proxy.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--proxy-server=http://127.0.0.1:9',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]

/**
 * Chromium 156's headless browser loads two pages of its own omnibox popup (chrome://omnibox-popup
 * .top-chrome, several hundred modules) as it starts, while Lighthouse loads the page measured:
 * on two cores they took the page's CPU and doubled its long tasks. A browser someone uses
 * loaded them when it started, long before. Added to chrome-launcher's own disabled features,
 * which a second --disable-features would replace (decision 0074).
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

function launcherFlags(chromeLauncher, profile) {
  const defaults = chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${BROWSER_UI_FEATURES.join(',')}` : flag,
  )
  return [...defaults, ...CHROME_FLAGS, `--user-data-dir=${profile}`]
}

/** One Lighthouse run (mobile, Lighthouse's default config) in a fresh Chromium profile. */
async function lighthouseRun({ lighthouse, chromeLauncher }, url) {
  const profile = mkdtempSync(path.join(tmpdir(), 'consilium-lh-'))
  let chrome
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: launcherFlags(chromeLauncher, profile),
      ignoreDefaultFlags: true,
      userDataDir: profile,
      logLevel: 'silent',
    })
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      maxWaitForLoad: 45_000,
    })
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
    }
  } finally {
    await chrome?.kill()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** Lighthouse mobile, `runs` runs per page interleaved page by page; medians with their spread. */
async function lighthouseFigures({ runs, gridSlug }) {
  const tools = await lighthouseTools()
  if (!tools) {
    console.log(
      'Lighthouse skipped: set PERF_TOOLS_DIR to a folder where `npm install lighthouse@12.8.2` was run ' +
        '(the newest Lighthouse that runs on Node 20); it is not a dependency of the project.',
    )
    return
  }
  buildFrameworkPage()
  const framework = await startFrameworkPage()
  const ours = await startProduction({ tag: 'side-by-side-lighthouse' })
  const pages = [
    { label: 'home /', url: `${ours.url}/` },
    { label: '/tools', url: `${ours.url}/tools` },
    { label: 'tool page /tool/cha2ds2-vasc', url: `${ours.url}/tool/cha2ds2-vasc` },
    { label: `grid page /tool/${gridSlug}`, url: `${ours.url}/tool/${gridSlug}` },
    { label: 'framework page /', url: `${framework.url}/` },
  ]
  try {
    const results = new Map(pages.map((p) => [p.label, []]))
    const failed = new Map(pages.map((p) => [p.label, 0]))
    for (let i = 0; i < runs; i++) {
      for (const page of pages) {
        // On a busy machine Lighthouse sometimes loses the trace (NO_NAVSTART): such a run is
        // tried again, up to twice, and otherwise counted as failed.
        for (let attempt = 1; attempt <= 3; attempt++) {
          try {
            const run = await lighthouseRun(tools, page.url)
            results.get(page.label).push(run)
            console.error(`  Lighthouse ${i + 1}/${runs} ${page.label}: score ${run.score}, LCP ${round(run.lcp / 1000, 2)} s`)
            break
          } catch (error) {
            console.error(`  Lighthouse ${i + 1}/${runs} ${page.label}, attempt ${attempt}: ${error.message}`)
            if (attempt === 3) failed.set(page.label, failed.get(page.label) + 1)
          }
        }
      }
    }
    const spread = (values, digits = 0) =>
      values.length ? `${round(Math.min(...values), digits)}–${round(Math.max(...values), digits)}` : 'no run'
    console.log(
      `Lighthouse mobile (simulated slow 4G, 4× CPU), ${runs} runs per page, interleaved; median and spread ` +
        `(${machineLoad()}; a benchmarkIndex far below ~1,600 means a busy machine and pessimistic TBT and LCP):`,
    )
    console.table(
      pages.map(({ label }) => {
        const list = results.get(label)
        const lcp = list.map((r) => r.lcp / 1000)
        return {
          page: label,
          score: median(list.map((r) => r.score)),
          'score spread': spread(list.map((r) => r.score)),
          'LCP s': round(median(lcp), 2),
          'LCP spread s': spread(lcp, 2),
          'TBT ms': round(median(list.map((r) => r.tbt))),
          benchmarkIndex: round(median(list.map((r) => r.benchmarkIndex))),
          'failed runs': failed.get(label),
        }
      }),
    )
  } finally {
    framework.child.kill('SIGTERM')
    ours.child.kill('SIGTERM')
  }
}

/**
 * @param {{ load?: boolean, lighthouse?: boolean, seconds?: number, connections?: number,
 *   rounds?: number, warmup?: number, lighthouseRuns?: number, gridSlug?: string }} options
 */
export async function runSideBySide({
  load = true,
  lighthouse = false,
  seconds = 5,
  connections = 10,
  rounds = Number(process.env.BENCH_SIDE_ROUNDS ?? 3),
  warmup = 3,
  lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 9),
  gridSlug = 'early-breast-cancer-surgery-choice',
} = {}) {
  if (load) {
    const weights = await javaScriptWeights()
    const runs = await throughput({ seconds, connections, rounds, warmup })
    console.log(
      `Side by side with the bare React Router page (bench/framework-page, served as react-router-serve does): ` +
        `${connections} connections, ${rounds} interleaved rounds of ${seconds} s per row after ${warmup} s of warm-up; ` +
        `medians. CPU = user + system time of the server process over the run, divided by its responses. ` +
        `The load generator shares the machine's cores with both servers (${machineLoad()}).`,
    )
    console.table(throughputRows(runs, weights))
    console.log('Issue 17 targets: tool pages ≥ 0.9 × the framework page\'s req/s with brotli; ≤ 3 ms CPU per response without compression.')
  }
  if (lighthouse) await lighthouseFigures({ runs: lighthouseRuns, gridSlug })
}
