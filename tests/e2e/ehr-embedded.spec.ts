import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium, expect, test, type Frame, type Page } from '@playwright/test'

import { DEFAULT_SCOPE } from '#app/ehr/smart/scopes.ts'
import { patientLaunch, startTestEhr, type TestEhr } from '#tests/ehr/test-ehr.ts'

import { expectAxeClean } from './axe.ts'

/**
 * Embedded mode (decision 0049): Consilium inside an EHR page of another site. The EHR page
 * (the framing page) and the test EHR's authorization server share a site, 127.0.0.1, as an EHR
 * and its sign-in pages do; Consilium is http://localhost:{port}, so inside the frame it is
 * cross-site and its cookies are third-party (SameSite=None; Secure; Partitioned). Chromium
 * treats http://localhost and http://127.0.0.1 as secure contexts and keeps Secure cookies
 * from them (checked: a Partitioned cookie set in the frame comes back; an unpartitioned
 * SameSite=None cookie does not, as this Chromium blocks third-party cookies by default).
 *
 * This spec starts its own server (the allow-list is written with `npm run ehr` before the
 * server opens the embedded database), on a port per project: js 3661, no-js 3662.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')

let app: ChildProcess | undefined
let framing: Server | undefined
let ehr: TestEhr | undefined
let closedEhr: TestEhr | undefined
let dataDir = ''
let appOrigin = ''
let framingOrigin = ''
const messages: unknown[] = []

function ports(javaScriptEnabled: boolean) {
  return javaScriptEnabled ? { app: 3661, framing: 3162 } : { app: 3662, framing: 3663 }
}

/**
 * `npm run ehr -- …` on the spec's database, run as scripts/ehr.js runs it but on the existing build
 * (as the webServer uses it): scripts/ehr.js would rebuild a stale build, and the two projects'
 * workers would do that at the same time.
 */
function ehrCommand(...args: string[]) {
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', "const { runEhrCommand } = await import('./build/server/index.js'); process.exitCode = await runEhrCommand(process.argv.slice(1))", ...args],
    { cwd: ROOT, env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'pipe' },
  )
}

function startApp(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Known at once, so afterAll stops it even when the start times out.
  app = child
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app did not start:\n${output}`)), 60_000)
    const onData = (d: Buffer) => {
      output += d.toString()
      if (/serving on/.test(output)) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`app exited with ${code}:\n${output}`)))
  })
}

/** The EHR page: frames the URL it is given, and keeps the messages the frame sends it. */
function startFramingPage(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
    if (req.method === 'POST' && url.pathname === '/message') {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        messages.push(JSON.parse(body))
        res.end()
      })
      return
    }
    const src = url.searchParams.get('src') ?? ''
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(`<!doctype html><html lang="en"><head><title>EHR</title></head><body><main><h1>Chart</h1>
<iframe title="Consilium" name="consilium" src="${src.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" style="width:1100px;height:900px"></iframe></main>
<script>addEventListener('message', (e) => { if (e.origin !== ${JSON.stringify(appOrigin)}) return;
  if (e.data && e.data.type === 'consilium.handshake') e.source.postMessage({ type: 'consilium.handshake.ack', token: e.data.token }, e.origin);
  fetch('/message', { method: 'POST', body: JSON.stringify({ origin: e.origin, data: e.data }) }) })</script></body></html>`)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ javaScriptEnabled }, testInfo) => {
  // Two EHRs, five operator commands (each opens the embedded database) and a server start.
  testInfo.setTimeout(150_000)
  const port = ports(javaScriptEnabled)
  appOrigin = `http://localhost:${port.app}`
  framingOrigin = `http://127.0.0.1:${port.framing}`
  const client = {
    clientId: 'consilium',
    jwksUri: `http://127.0.0.1:${port.app}/.well-known/jwks.json`,
    redirectUris: [`${appOrigin}/smart/callback`],
    scope: `${DEFAULT_SCOPE} launch/patient`,
  }
  ehr = await startTestEhr({ client, standaloneContext: patientLaunch('prevent') })
  closedEhr = await startTestEhr({ store: ehr.store, client })
  dataDir = mkdtempSync(path.join(tmpdir(), 'embed-e2e-'))
  ehrCommand('organisation', 'add', '--name', 'Framing hospital')
  ehrCommand('issuer', 'add', '--organisation', 'Framing hospital', '--iss', ehr.iss, '--client-id', 'consilium')
  ehrCommand('frame-ancestors', 'set', '--organisation', 'Framing hospital', framingOrigin)
  ehrCommand('organisation', 'add', '--name', 'Closed hospital')
  ehrCommand('issuer', 'add', '--organisation', 'Closed hospital', '--iss', closedEhr.iss, '--client-id', 'consilium')
  await startApp(port.app)
  framing = await startFramingPage(port.framing)
})

test.afterAll(async () => {
  app?.kill('SIGTERM')
  framing?.close()
  await Promise.all([ehr?.stop(), closedEhr?.stop()])
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const framePage = (launchUrl: string) => `${framingOrigin}/?src=${encodeURIComponent(launchUrl)}`

async function appFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().find((f) => f.url().startsWith(appOrigin) && !f.url().includes('/smart/'))?.url() ?? null, { timeout: 20_000 }).not.toBeNull()
  return page.frames().find((f) => f.url().startsWith(appOrigin))!
}

test('an EHR launch in the frame of an allowed EHR page shows Consilium, and its posts carry the CSRF token', async ({ page, javaScriptEnabled }) => {
  const response = page.waitForResponse((r) => r.url().startsWith(appOrigin) && r.request().isNavigationRequest() && r.status() === 200)
  await page.goto(framePage(ehr!.launchUrl(`${appOrigin}/smart/launch`, patientLaunch('prevent'))))
  const headers = await (await response).allHeaders()
  expect(headers['content-security-policy']).toContain(`frame-ancestors ${framingOrigin}`)
  expect(headers['x-frame-options']).toBeUndefined()
  const frame = await appFrame(page)
  await expect(frame.locator('main#main')).toBeVisible()
  const token = await frame.locator('meta[name="csrf-token"]').getAttribute('content')
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  await expectAxeClean(page, javaScriptEnabled, 'iframe')

  // A post under the EHR session: the feedback form (JSON by fetch with JavaScript, a form post without).
  await frame.goto(`${appOrigin}/feedback`)
  const form = frame.locator('main form[action="/feedback"]')
  await expect(form.locator('input[name="csrf"]')).toHaveValue(token!)
  await form.getByLabel('Your message').fill('Embedded test message')
  await form.getByRole('button', { name: 'Send feedback' }).click()
  await expect(frame.getByText('Thank you. Your feedback has been sent.').first()).toBeVisible()
  await expectAxeClean(page, javaScriptEnabled, 'iframe')
})

test('a link that would open a new window goes to the EHR page as a handshake message (without JavaScript: a new window)', async ({ page, javaScriptEnabled }) => {
  messages.length = 0
  await page.goto(framePage(ehr!.launchUrl(`${appOrigin}/smart/launch`, patientLaunch('prevent'))))
  const frame = await appFrame(page)
  await frame.goto(`${appOrigin}/about`)
  const link = frame.locator('a[target="_blank"]').first()
  await expect(link).toBeAttached()
  const href = await link.evaluate((a) => (a as HTMLAnchorElement).href)
  const popups: Page[] = []
  page.context().on('page', (p) => popups.push(p))
  if (!javaScriptEnabled) {
    // Our framing page's script does not run either: nothing is sent, the link opens a window.
    await link.click()
    await expect.poll(() => popups.length).toBe(1)
    expect(messages).toHaveLength(0)
    return
  }
  const handshakeOf = () => messages.find((m) => (m as { data: { type: string } }).data.type === 'consilium.handshake') as { data: { token: string } } | undefined
  await expect.poll(() => handshakeOf() ?? null).not.toBeNull()
  await link.click()
  await expect
    .poll(() => messages.find((m) => (m as { data: { type: string } }).data.type === 'consilium.open') ?? null)
    .toEqual({ origin: appOrigin, data: { type: 'consilium.open', url: href, token: handshakeOf()!.data.token } })
  expect(popups).toHaveLength(0)
})

test("a page of an organisation that did not allow the EHR page's origin is refused by the browser", async ({ page }) => {
  const refused: string[] = []
  page.on('console', (m) => refused.push(m.text()))
  const response = page.waitForResponse((r) => r.url().startsWith(appOrigin) && r.request().isNavigationRequest() && r.status() === 200)
  await page.goto(framePage(closedEhr!.launchUrl(`${appOrigin}/smart/launch`, patientLaunch('second'))))
  const headers = await (await response).allHeaders()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-frame-options']).toBe('DENY')
  const child = page.frames().find((f) => f !== page.mainFrame())!
  await expect.poll(() => child.url()).toMatch(/^chrome-error:/)
  await expect(page.frameLocator('iframe').locator('main#main')).toHaveCount(0)
})

test('with cookies blocked in the frame, the page offers to open Consilium in a new window', async ({ javaScriptEnabled }, testInfo) => {
  // The browser's own setting: Consilium's cookies are blocked where it is embedded in the EHR page.
  const profile = mkdtempSync(path.join(tmpdir(), 'embed-profile-'))
  mkdirSync(path.join(profile, 'Default'), { recursive: true })
  writeFileSync(
    path.join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { content_settings: { exceptions: { cookies: { [`${appOrigin},${framingOrigin}`]: { setting: 2 } } } } } }),
  )
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: testInfo.project.use.launchOptions?.executablePath,
    args: testInfo.project.use.launchOptions?.args,
    javaScriptEnabled,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(framePage(ehr!.launchUrl(`${appOrigin}/smart/launch`, patientLaunch('prevent'))))
    const frame = page.frameLocator('iframe')
    await expect(frame.getByRole('heading', { name: 'Please enable third-party cookies' })).toBeVisible({ timeout: 20_000 })
    const open = frame.getByRole('link', { name: 'Open in a new window' })
    await expect(open).toHaveAttribute('target', '_blank')
    const href = (await open.getAttribute('href'))!
    expect(href).toBe(`/smart/launch?${new URLSearchParams({ iss: ehr!.iss }).toString()}`)
    await expectAxeClean(page, javaScriptEnabled, 'iframe')
    // The new window is top-level: Consilium's cookies are first-party there and the launch completes.
    const popup = context.waitForEvent('page')
    await open.click()
    const opened = await popup
    await expect(opened).toHaveURL(new RegExp(`^${appOrigin}/`), { timeout: 20_000 })
    await expect(opened.locator('main#main')).toBeVisible()
    expect(opened.url()).not.toContain('/authentication-error')
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
