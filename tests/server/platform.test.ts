import { spawnSync } from 'node:child_process'
import { get } from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { bucketOf, MAINTENANCE_ALERT_FLAG, SYSTEM_CHECK_FLAG } from '#app/flags/flags.ts'
import { FEEDBACK_ADDRESS_RATE_LIMIT, FEEDBACK_RATE_LIMIT } from '#app/feedback/feedback.ts'
import { newDataDir, postForm, registerAndSignIn, startServer, uniqueEmail, type RunningServer } from '#tests/support/server.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** `npm run flags -- …` against a data folder (the server is not running on it yet). */
function flagsCommand(dataDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/flags.js', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  return { code: run.status, out: run.stdout, err: run.stderr }
}

/** A session-number whose bucket for the flag is inside (or outside) a 50 % rollout. */
async function sessionNumber(flag: string, inside: boolean): Promise<string> {
  for (let i = 0; ; i++) {
    if (((await bucketOf(flag, `session:S${i}`)) < 50) === inside) return `S${i}`
  }
}

let server: RunningServer
let inside: string
let outside: string
const maintenancePayload = { heading: 'Planned work', message: 'Back at 22:00 UTC.' }

beforeAll(async () => {
  const dataDir = newDataDir()
  expect(flagsCommand(dataDir, 'set', SYSTEM_CHECK_FLAG, 'on', '--rollout', '50').code).toBe(0)
  expect(flagsCommand(dataDir, 'set', MAINTENANCE_ALERT_FLAG, 'on', '--payload', JSON.stringify(maintenancePayload)).code).toBe(0)
  const bad = flagsCommand(dataDir, 'set', SYSTEM_CHECK_FLAG, 'maybe')
  expect(bad.code).toBe(2)
  expect(bad.err).toContain('Say whether f45679_system_check is on or off')
  const listed = flagsCommand(dataDir, 'list')
  expect(listed.out).toMatch(/f45679_system_check\ton \t50%/)
  server = await startServer({ DATA_DIR: dataDir })
  inside = await sessionNumber(SYSTEM_CHECK_FLAG, true)
  outside = await sessionNumber(SYSTEM_CHECK_FLAG, false)
})
afterAll(() => server?.stop())

describe('GET /experimentVariants', () => {
  test("answers the visitor's flags with payloads, bucketed by session-number; no-store", async () => {
    const on = await fetch(`${server.url}/experimentVariants?customer_id=org-1&session-number=${inside}&location=${encodeURIComponent('https://x.test/tools')}`)
    expect(on.status).toBe(200)
    expect(on.headers.get('cache-control')).toBe('no-store')
    expect(await on.json()).toEqual({
      variants: [
        { key: MAINTENANCE_ALERT_FLAG, payload: maintenancePayload },
        { key: SYSTEM_CHECK_FLAG, payload: null },
      ],
    })
    const off = await fetch(`${server.url}/experimentVariants?session-number=${outside}`)
    expect(await off.json()).toEqual({ variants: [{ key: MAINTENANCE_ALERT_FLAG, payload: maintenancePayload }] })
  })

  test('a malformed parameter is a 400 JSON answer', async () => {
    for (const query of ['session-number=has%20space', `customer_id=${'x'.repeat(129)}`, 'session-number=a&session-number=b']) {
      const res = await fetch(`${server.url}/experimentVariants?${query}`)
      expect(res.status, query).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/json/)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_parameters')
    }
  })
})

describe('/systemcheck', () => {
  test("404 'Page Not Available' for a visitor outside the flag", async () => {
    const page = await fetch(`${server.url}/systemcheck?session-number=${outside}`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Page Not Available')
    const api = await fetch(`${server.url}/api-tool-experience/systemcheck?session-number=${outside}`)
    expect(api.status).toBe(404)
  })

  test('with the flag on: at least ten parts, every one ok with a time, no-store, a Run again link', async () => {
    const page = await fetch(`${server.url}/systemcheck?session-number=${inside}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    const rows = [...html.matchAll(/<tr[^>]*><th scope="row"[^>]*>([^<]+)<\/th><td[^>]*>([^<]+)<\/td><td[^>]*>(\d+)<\/td>/g)]
    expect(rows.length).toBeGreaterThanOrEqual(10)
    expect(rows.map((r) => r[2])).toEqual(rows.map(() => 'ok'))
    expect(html).toContain('<caption')
    expect(html).toMatch(new RegExp(`href="/systemcheck\\?session-number=${inside}"[^>]*>Run again<`))

    const api = await fetch(`${server.url}/api-tool-experience/systemcheck?session-number=${inside}`)
    expect(api.headers.get('cache-control')).toBe('no-store')
    const report = (await api.json()) as { ok: boolean; results: { id: string; status: string; ms: number }[] }
    expect(report.ok).toBe(true)
    expect(report.results.map((r) => r.id)).toEqual(
      expect.arrayContaining(['database', 'sessions', 'toolLibrary', 'executor', 'searchIndex', 'pdfRenderer', 'qrRenderer', 'locales', 'staticAssets', 'experimentFlags', 'rateLimits', 'analytics', 'feedback']),
    )
  })
})

/** A page as the browser on another host name gets it (fetch may not set Host). */
function getAs(host: string, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${server.url}${pathname}`, { headers: { host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    }).on('error', reject)
  })
}

describe('About and Editorial Leadership', () => {
  test('name the brand of the host; the consumer site leads with the patient guides', async () => {
    const clinician = await getAs('localhost', '/about')
    expect(clinician.status).toBe(200)
    expect(clinician.body).toMatch(/<h1\b[^>]*>About Consilium<\/h1>/)
    expect(clinician.body.indexOf('id="who-it-is-for"')).toBeLessThan(clinician.body.indexOf('id="shared-decisions"'))

    const consumer = await getAs('patients.localhost', '/about')
    expect(consumer.body).toContain('About Consilium Choices')
    for (const id of ['shared-decisions', 'reading-risk', 'questions']) expect(consumer.body).toContain(`id="${id}"`)
    expect(consumer.body.indexOf('id="shared-decisions"')).toBeLessThan(consumer.body.indexOf('id="who-it-is-for"'))

    const editorial = await getAs('patients.localhost', '/editorial-leadership')
    expect(editorial.body).toContain('responsible for everything Consilium Choices publishes')
    expect(editorial.body).toContain('The names of the board members are not published on this site yet.')
    expect(editorial.body).not.toContain('to be configured')
  })
})

describe('feedback', () => {
  const api = '/api-feedback/api/feedbacks/v2/messages'
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${api}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const message = { message: 'The result units look wrong.', category: 'content-error', path: '/tool/cha2ds2-vasc?age=70' }

  test('201 when stored; 400 for bad input; 403 cross-origin; 415 not JSON; then 429 once the coarse budget of the address is spent', async () => {
    const created = await post(message)
    expect(created.status).toBe(201)
    expect(created.headers.get('cache-control')).toBe('no-store')
    expect(await created.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) })

    const invalid = await post({ message: '', category: 'sales', email: 'nope', path: '/x' })
    expect(invalid.status).toBe(400)
    expect(((await invalid.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
      message: ['platform.feedback.errors.messageRequired'],
      category: ['platform.feedback.errors.categoryInvalid'],
      email: ['platform.feedback.errors.emailInvalid'],
    })
    expect((await post('{not json')).status).toBe(400)
    expect((await post(message, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await post(message, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await fetch(`${server.url}${api}`)).status).toBe(405)

    // Without JavaScript: the form posts to /feedback and comes back to the page.
    const form = await postForm(server, '/feedback', { ...message, email: '', returnTo: '/tool/cha2ds2-vasc?session-number=S9' })
    expect(form.status).toBe(302)
    expect(form.headers.get('location')).toBe('/tool/cha2ds2-vasc?session-number=S9&feedback=sent#feedback')
    const formInvalid = await postForm(server, '/feedback', { message: '  ', category: 'idea', email: 'x@', path: '/', returnTo: '/' })
    expect(formInvalid.status).toBe(400)
    const html = await formInvalid.text()
    expect(html).toContain('Write a message.')
    expect(html).toContain('value="x@"')

    // Two messages so far from this address; anonymous visitors share only its budget.
    for (let i = 2; i < FEEDBACK_ADDRESS_RATE_LIMIT.limit; i++) expect((await post(message)).status).toBe(201)
    const limited = await post(message)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const formLimited = await postForm(server, '/feedback', { ...message, returnTo: '/' })
    expect(formLimited.status).toBe(429)
    expect(await formLimited.text()).toContain('You have sent several messages in a short time.')
  })

  test('a signed-in account has its own small budget: it stops one abuser, not the colleagues behind the same address', async () => {
    const colleagueServer = await startServer({ DATA_DIR: newDataDir() })
    try {
      const at = (h: Record<string, string>) =>
        fetch(`${colleagueServer.url}${api}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: colleagueServer.url, ...h },
          body: JSON.stringify(message),
        })
      const account = (name: string) => ({ name, email: uniqueEmail(name.toLowerCase()), password: 'a long enough passphrase' })
      const abuser = await registerAndSignIn(colleagueServer, account('Abuser'))
      const colleague = await registerAndSignIn(colleagueServer, account('Colleague'))
      for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i++) expect((await at({ cookie: abuser })).status).toBe(201)
      const limited = await at({ cookie: abuser })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      // Same address, another clinician: still heard, signed in or not.
      expect((await at({ cookie: colleague })).status).toBe(201)
      expect((await at({})).status).toBe(201)
    } finally {
      await colleagueServer.stop()
    }
  })
})
