import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { DEMO_ACCOUNTS } from '#app/db/seed.server.ts'
import { cookieFrom, newDataDir, postForm, startServer, type RunningServer } from '#tests/support/server.ts'

/**
 * The tool page prefilled from the EHR (accuracy test mode, tests/e2e/ehr/prefill-bundle.json)
 * and its notices' form posts, against the built server with LOG_LEVEL info.
 */
let server: RunningServer
let signedInCookie: string

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: newDataDir(),
    SIGNIN_MAX_ATTEMPTS_PER_IP: '1000',
    EHR_ACCURACY_TEST_MODE: 'on',
    EHR_MOCK_BUNDLE: path.resolve(import.meta.dirname, '../e2e/ehr/prefill-bundle.json'),
  })
  const res = await postForm(server, '/login', { intent: 'signin', email: DEMO_ACCOUNTS.clinician.email, password: DEMO_ACCOUNTS.clinician.password })
  expect(res.status).toBe(302)
  signedInCookie = cookieFrom(res)
})
afterAll(() => server.stop())

const TOOL = '/tool/ascvd-pooled-cohort'
const noticesCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('ehr_notices='))

describe('the prefilled tool page', () => {
  test('renders the prefilled values server-side, in their units, with markers, dates and the notices', async () => {
    const html = await (await fetch(`${server.url}${TOOL}`)).text()
    expect(html).toMatch(/name="hdl_cholesterol"[^>]*value="1.32"|value="1.32"[^>]*name="hdl_cholesterol"/)
    expect(html).toContain('name="hdl_cholesterol.unit" value="mmol/L cholesterol"')
    expect(html).toContain('Resulted Sep 16, 2026')
    expect(html).toContain('Collected Sep 15, 2026')
    expect(html).toContain('Please confirm that any EHR-enabled responses are accurate before continuing.')
    expect(html).toContain('No data available from within the last 12 months.')
  })

  test('a query naming a field wins over the prefill', async () => {
    const html = await (await fetch(`${server.url}${TOOL}?total_cholesterol=190`)).text()
    expect(html).not.toMatch(/value="213"/)
  })

  test('a post is compared with the prefill of its request: a changed value loses its marker', async () => {
    const res = await postForm(server, TOOL, {
      from: 'patient',
      intent: 'update',
      age: '58',
      sex: 'female',
      total_cholesterol: '214',
      'total_cholesterol.unit': 'mg/dL cholesterol',
      hdl_cholesterol: '1.32',
      'hdl_cholesterol.unit': 'mmol/L cholesterol',
    })
    const html = await res.text()
    expect(html).toContain('value="214"')
    expect(html).not.toContain('Collected Sep 15, 2026')
    expect(html).toContain('Resulted Sep 16, 2026')
  })

  test('no value or date of the record reaches the log', () => {
    const log = server.output()
    // As whole values: request and user ids are random hex and may hold '213' by chance.
    for (const v of ['1.32', '213', '2026-09-15', '2026-09-16', 'e2e-prefill-1', '1968-03-14']) {
      expect(log).not.toMatch(new RegExp(`(?<![\\w.-])${v.replaceAll('.', '\\.')}(?![\\w.-])`))
    }
  })
})

describe('the notices (form posts to /ehr-notices)', () => {
  test('Dismiss without JavaScript: a session cookie and back to the page; the banner is gone', async () => {
    const res = await postForm(server, '/ehr-notices', { notice: 'banner', tool: 'ascvd-pooled-cohort', returnTo: `${TOOL}?session-number=2` })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`${TOOL}?session-number=2`)
    const cookie = noticesCookie(res)!
    expect(cookie).not.toMatch(/Max-Age|Expires/i)
    expect(cookie).toMatch(/HttpOnly/i)
    const html = await (await fetch(`${server.url}${TOOL}`, { headers: { cookie: cookie.split(';')[0]! } })).text()
    expect(html).not.toContain('Values from the electronic health record')
    expect(html).toContain('From EHR')
  })

  test("'Don't show again' signed in: kept under DCD in the preference; Close keeps showInfoPopup false", async () => {
    await postForm(server, '/ehr-notices', { notice: 'banner', tool: 'ascvd-pooled-cohort', remember: 'on', returnTo: TOOL }, { cookie: signedInCookie })
    await postForm(server, '/ehr-notices', { notice: 'popup', tool: 'ascvd-pooled-cohort', returnTo: TOOL }, { cookie: signedInCookie })
    const preference = (await (await fetch(`${server.url}/api-tool-experience/users/preference`, { headers: { cookie: signedInCookie } })).json()) as {
      productCode: string
      showInfoPopup: boolean
    }
    expect(JSON.parse(preference.productCode)).toEqual({ DCD: ['ascvd-pooled-cohort'] })
    expect(preference.showInfoPopup).toBe(false)
    // Without the session cookie (another browser), still hidden for this clinician.
    const html = await (await fetch(`${server.url}${TOOL}`, { headers: { cookie: signedInCookie } })).text()
    expect(html).not.toContain('Values from the electronic health record')
    expect(html).not.toContain('No data available from within the last')
  })

  test('with JavaScript: the same post answers JSON', async () => {
    const res = await postForm(server, '/ehr-notices', { notice: 'popup', tool: 'ascvd-pooled-cohort', returnTo: TOOL, reply: 'json' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ saved: 'session' })
  })

  test('refused: another origin, an outside return address, an unknown notice or tool, GET', async () => {
    expect((await postForm(server, '/ehr-notices', { notice: 'popup' }, { origin: 'https://evil.example' })).status).toBe(403)
    const outside = await postForm(server, '/ehr-notices', { notice: 'popup', returnTo: '//evil.example/x' })
    expect(outside.headers.get('location')).toBe('/')
    expect((await postForm(server, '/ehr-notices', { notice: 'other' })).status).toBe(400)
    expect((await postForm(server, '/ehr-notices', { notice: 'banner', tool: 'no-such-tool' })).status).toBe(400)
    expect((await fetch(`${server.url}/ehr-notices`)).status).toBe(405)
  })
})
