// The JavaScript each page loads (gzip level 6, framework included), measured from the
// production build as a browser would fetch it. `--budget` fails when a page loads more than
// its budget below: pages must stay light for low-powered hospital browsers.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { buildIfStale } from './build-if-stale.js'

/**
 * KB of gzip JavaScript: `page` for home, /tools, search and tool pages, `grid` for pages that
 * open on an option grid, `login` for /login (null: not checked). Decision 0058 and its
 * second addendum: back at the 140/150 targets since the browser bundle is minified by Terser.
 */
const BUDGET_KB = { page: 140, grid: 150, login: 140 }
const root = path.resolve(import.meta.dirname, '..')

/** Loads the page in Chromium with JavaScript on and adds up every script it fetched. */
export async function pageJavaScript(browser, url, pathname) {
  const page = await browser.newPage()
  const scripts = new Map()
  let pending = 0
  let lastScriptAt = Date.now()
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return
    pending++
    lastScriptAt = Date.now()
  })
  page.on('requestfailed', (request) => {
    if (request.resourceType() !== 'script') return
    pending--
    lastScriptAt = Date.now()
  })
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    try {
      scripts.set(response.url(), await response.body())
    } catch {
      // A body the browser discarded (navigation) is not counted.
    } finally {
      pending--
      lastScriptAt = Date.now()
    }
  })
  const response = await page.goto(url + pathname, { waitUntil: 'networkidle' })
  const html = (await response?.text()) ?? ''
  // Scripts start after the first paint (decision 0057): on a busy machine the network can
  // be idle before they do. Counted once the router has hydrated and the network is idle again;
  // a page that never hydrates is a failure, not a page without JavaScript.
  try {
    await page.waitForFunction(() => '__reactRouterDataRouter' in globalThis, undefined, { timeout: 60_000 })
    // Then no script asked for, nor in flight, for half a second (what hydration loads lazily).
    const giveUp = Date.now() + 60_000
    while ((pending > 0 || Date.now() - lastScriptAt < 500) && Date.now() < giveUp) await new Promise((resolve) => setTimeout(resolve, 100))
  } catch (error) {
    throw new Error(`${pathname} did not hydrate`, { cause: error })
  } finally {
    await page.close()
  }
  let raw = 0
  let gzip = 0
  for (const body of scripts.values()) {
    raw += body.length
    gzip += gzipSync(body, { level: 6 }).length
  }
  return {
    page: pathname,
    files: scripts.size,
    'JS KB': Number((raw / 1024).toFixed(1)),
    'JS gzip KB': Number((gzip / 1024).toFixed(1)),
    'HTML KB': Number((Buffer.byteLength(html) / 1024).toFixed(1)),
  }
}

export async function launchBrowser() {
  const { chromium } = await import('@playwright/test')
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

export function startServer(extraEnv = {}) {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'consilium-measure-')),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
    child.stdout.on('data', (d) => {
      out += d
      const m = /serving on (http:\/\/[\d.]+:\d+)/.exec(out)
      if (m) resolve({ url: m[1], child })
    })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale()
  const { url, child } = await startServer()
  const browser = await launchBrowser()
  try {
    const { GRID_PAGE_SLUGS, TOOL_SLUGS } = await import('./tool-slugs.js')
    const gridPages = new Set(GRID_PAGE_SLUGS.map((s) => `/tool/${s}`))
    const budgetOf = (page) => (page === '/login' ? BUDGET_KB.login : gridPages.has(page) ? BUDGET_KB.grid : BUDGET_KB.page)
    const pages = ['/', '/tools', '/search?q=kidney', '/login', ...TOOL_SLUGS.map((s) => `/tool/${s}`)]
    // Most of a page's time is the half second of network quiet that ends it: a few at once.
    const rows = new Array(pages.length)
    let next = 0
    const worker = async () => {
      while (next < pages.length) {
        const i = next++
        rows[i] = await pageJavaScript(browser, url, pages[i])
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker))
    console.table(rows)
    if (process.argv.includes('--budget')) {
      const over = rows.filter((r) => budgetOf(r.page) !== null && r['JS gzip KB'] > budgetOf(r.page))
      if (over.length) {
        console.error(`Over budget: ${over.map((r) => `${r.page} ${r['JS gzip KB']} KB (budget ${budgetOf(r.page)} KB)`).join(', ')}`)
        process.exitCode = 1
      } else {
        console.log(
          `Home, /tools, search and every tool page are within the ${BUDGET_KB.page} KB JavaScript budget; ` +
            `pages that open on an option grid within ${BUDGET_KB.grid} KB; ` +
            (BUDGET_KB.login === null ? '/login is not checked.' : `/login within ${BUDGET_KB.login} KB.`),
        )
      }
    }
  } finally {
    await browser.close()
    child.kill('SIGTERM')
  }
}
