import { request as httpRequest } from 'node:http'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { DEMO_ACCOUNTS } from '#app/db/seed.server.ts'
import { cookieFrom, newDataDir, postForm, startServer, type RunningServer } from '#tests/support/server.ts'

let server: RunningServer
let clinicianCookie: string

beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir(), SIGNIN_MAX_ATTEMPTS_PER_IP: '1000' })
  const res = await postForm(server, '/login', {
    intent: 'signin',
    email: DEMO_ACCOUNTS.clinician.email,
    password: DEMO_ACCOUNTS.clinician.password,
  })
  expect(res.status).toBe(302)
  clinicianCookie = cookieFrom(res)
})
afterAll(() => server.stop())

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers })

/** A GET with another Host header (fetch may not set one). */
function getAs(host: string, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, server.url)
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host: `${host}:${url.port}` } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

type Category = { title: string; nestedElementsPath: string; language: string }
type Tool = Record<string, unknown> & { slug: string; isFree: boolean; isForbidden: boolean }

describe('discovery API', () => {
  test('browse: categories in cdh[0].nestedElementsPath, not cached', async () => {
    const res = await get('/api-tool-experience/browse/clinicalTools')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as { cdh: { nestedElementsPath: Category[] }[] }
    const categories = body.cdh[0]!.nestedElementsPath
    expect(categories.length).toBeGreaterThan(3)
    // The language of each title: English where a category has no translation (decision 0067).
    for (const c of categories) expect(c).toEqual({ title: expect.any(String), nestedElementsPath: expect.any(String), language: 'en-US' })
    for (const type of ['sharedTools', 'dynaMedDecisionsTools']) {
      expect((await get(`/api-tool-experience/browse/${type}`)).status).toBe(200)
    }
  })

  test('cdh: the tools of a category with exactly the browse tool fields', async () => {
    const browse = (await (await get('/api-tool-experience/browse/clinicalTools')).json()) as { cdh: { nestedElementsPath: Category[] }[] }
    const path = browse.cdh[0]!.nestedElementsPath[0]!.nestedElementsPath
    const res = await get(`/api-tool-experience/cdh/clinicalTools?path=${encodeURIComponent(path)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as { title: string; tools: Tool[] }
    expect(body.tools.length).toBeGreaterThan(0)
    expect(Object.keys(body.tools[0]!).sort()).toEqual(
      ['an', 'version', 'title', 'language', 'slug', 'shortDescription', 'pubTypePretty', 'isFree', 'isForbidden', 'isPatientData', 'isSharedDecision', 'isPatientFAQ'].sort(),
    )
  })

  test('tool info: eligibility html', async () => {
    const res = await get('/api-tool-experience/content/prevent/1.0.0/info')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ eligibility: expect.stringMatching(/^<p>Adults/), language: 'en-US' })
  })

  test('home: home data, never cached; My Tools only for signed-in users', async () => {
    const res = await get('/api-tool-experience/experiences/home')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
    expect(res.headers.get('cache-control')).toMatch(/no-cache/)
    const home = (await res.json()) as Record<string, unknown> & { about: { descriptionItems: string[] }; tools: { items: unknown[] } }
    expect(Object.keys(home).sort()).toEqual(['about', 'banner', 'callToAction', 'myTools', 'seamlessAuthUrl', 'tools'])
    expect(home.about.descriptionItems).toEqual([
      'Saves time',
      'Personalised, patient-centred care',
      'Patient engagement',
      'Created by clinical experts',
      'Continually updated',
    ])
    expect(home.tools.items.length).toBeGreaterThan(0)
    expect(home.seamlessAuthUrl).toBeNull()
    const signedIn = await get('/api-tool-experience/experiences/home', { cookie: clinicianCookie })
    expect(signedIn.status).toBe(200)
  })

  test('unknown category types, paths and tools are 4xx JSON, never 500', async () => {
    const cases: [string, number][] = [
      ['/api-tool-experience/browse/everything', 404],
      ['/api-tool-experience/cdh/everything?path=x', 404],
      ['/api-tool-experience/cdh/clinicalTools', 400],
      ['/api-tool-experience/cdh/clinicalTools?path=', 400],
      ['/api-tool-experience/cdh/clinicalTools?path=clinicalTools%2Fnothing', 404],
      ['/api-tool-experience/cdh/clinicalTools?path=sharedTools%2Fcardiology', 404],
      ['/api-tool-experience/cdh/clinicalTools?path=clinicalTools%2Fcardiology&filter=consumer', 400],
      ['/api-tool-experience/content/no-such-tool/1.0.0/info', 404],
      ['/api-tool-experience/content/prevent/9.9.9/info', 404],
      ['/api-tool-experience/content/%E0%A4%A/1.0.0/info', 400], // not validly percent-encoded: refused by the request gate
    ]
    for (const [path, status] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(status)
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/)
      expect(((await res.json()) as { error: { code: string } }).error.code, path).toEqual(expect.any(String))
    }
  })

  test('free tools are never forbidden, for anyone', async () => {
    for (const cookie of ['', clinicianCookie]) {
      const res = await get('/api-tool-experience/cdh/clinicalTools?path=clinicalTools%2Fcardiology', cookie ? { cookie } : {})
      const body = (await res.json()) as { tools: Tool[] }
      for (const tool of body.tools) expect(tool.isForbidden).toBe(tool.isFree ? false : !cookie)
    }
  })
})

describe('discovery pages', () => {
  test('the home page differs by host: clinician and shared-decision flavours', async () => {
    const clinician = await getAs('127.0.0.1', '/')
    expect(clinician.status).toBe(200)
    expect(clinician.body).toContain('Featured Tools')
    // Every tool is free: no subscription is asked for.
    expect(clinician.body).toContain('Every tool is free')
    expect(clinician.body).not.toContain('Want full access?')
    expect(clinician.body).not.toContain('Informed decisions. Better outcomes.')

    const consumer = await getAs('patients.localhost', '/')
    expect(consumer.status).toBe(200)
    expect(consumer.body).toContain('Informed decisions. Better outcomes.')
    expect(consumer.body).toContain('Our Decision Aids')
    expect(consumer.body).toContain('Evidence-based, shared decision-making aids created by physicians to facilitate patient decision-making.')
    expect(consumer.body).not.toContain('Featured Tools')
  })

  test('/tools sends the categories, each a link that opens it; ?category= opens one with its tools', async () => {
    const res = await get('/tools')
    expect(res.status).toBe(200)
    const html = await res.text()
    const browse = (await (await get('/api-tool-experience/browse/clinicalTools')).json()) as { cdh: { nestedElementsPath: Category[] }[] }
    const categories = browse.cdh[0]!.nestedElementsPath
    expect(html.match(/<div id="categories-\d+"/g)?.length).toBe(categories.length)
    for (const c of categories) expect(html).toContain(`href="/tools?category=${c.nestedElementsPath.replace('clinicalTools/', '')}#categories-`)
    expect(html).not.toContain('<details id="categories-')
    expect(html).not.toContain('href="/tool/cha2ds2-vasc"')
    // The featured tool's Try Now.
    expect(html).toContain('href="/tool/prevent"')
    expect(html).toContain('Evidence-based, clinical support and shared decision-making tools created by physicians.')

    const opened = await (await get('/tools?category=cardiology')).text()
    expect(opened.match(/<details id="categories-\d+"[^>]* open/g)).toHaveLength(1)
    expect(opened).toContain('href="/tool/cha2ds2-vasc"')
    // The info disclosure's eligibility, for this category's tools only.
    expect(opened).toContain('Adults aged 30–79')
    expect(opened.match(/<div id="categories-\d+"/g)?.length).toBe(categories.length - 1)

    const unknown = await get('/tools?category=no-such-category')
    expect(unknown.status).toBe(200)
    expect(await unknown.text()).not.toContain('<details id="categories-')
  })

  test('/tools on the consumer host lists the decision aids by category, without subscription prompts (decision 0066)', async () => {
    const res = await getAs('patients.localhost', '/tools')
    expect(res.status).toBe(200)
    expect(res.body).not.toContain('Want full access?')
    expect(res.body).not.toContain('Every tool is free')
    expect(res.body).not.toContain('About Subscribing')
    expect(res.body).not.toContain('href="/tools?category=cardiology')
    expect(res.body).toContain('href="/tools?category=oncology#categories-')
    expect(res.body).not.toContain('There are no decision aids here yet.')
    expect((await getAs('patients.localhost', '/tools?category=oncology')).body).toContain('href="/tool/early-breast-cancer-surgery-choice"')
    expect((await getAs('patients.localhost', '/tools?category=orthopaedics')).body).toContain('href="/tool/knee-osteoarthritis-treatment-choice"')
  })
})
