import { request } from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { openDb } from '#app/db/client.server.ts'
import { experimentFlags } from '#app/db/schema.ts'
import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

/** GET with a chosen Host header, as a browser on that host name would send. */
function getPage(server: RunningServer, pathname: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(pathname, server.url)
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, accept: 'text/html' } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The server-rendered <header> … </header> and <footer> … </footer>. */
const part = (html: string, tag: 'header' | 'footer') => {
  const match = new RegExp(`<${tag}[\\s\\S]*?</${tag}>`).exec(html)
  if (!match) throw new Error(`no <${tag}> in the page`)
  return match[0]
}

let server: RunningServer
beforeAll(async () => {
  // The flags are set in the server's own embedded database before it starts.
  const dataDir = newDataDir()
  const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
  await handle.db.insert(experimentFlags).values([
    {
      key: 'dd-maintenance-alert',
      enabled: true,
      rolloutPercent: 100,
      payload: { alert: 'Maintenance', message: 'Tools are read-only on Sunday from 02:00 to 03:00 UTC.' },
    },
    { key: 'f45679_system_check', enabled: true, rolloutPercent: 100, payload: null },
  ])
  await handle.close()
  server = await startServer({ DATA_DIR: dataDir })
})
afterAll(() => server?.stop())

describe('brand by host, in the first HTML', () => {
  test('a consumer host gets Consilium Choices and its logo in header and footer', async () => {
    const { status, body } = await getPage(server, '/', 'patients.localhost')
    expect(status).toBe(200)
    const header = part(body, 'header')
    expect(header).toContain('Consilium Choices')
    expect(header).toContain('data-logo="consumer"')
    const footer = part(body, 'footer')
    expect(footer).toContain('Consilium Choices. All rights reserved.')
    expect(footer).toContain('href="https://patients.consilium.health/about-us"')
  })

  test('any other host gets the clinician brand', async () => {
    const { status, body } = await getPage(server, '/', new URL(server.url).host)
    expect(status).toBe(200)
    const header = part(body, 'header')
    expect(header).not.toContain('Consilium Choices')
    expect(header).toContain('data-logo="clinician"')
    expect(header).toContain('href="https://consilium.health/subscriptions"')
    expect(part(body, 'footer')).toContain('href="/about"')
  })
})

describe('a calculator written for clinicians, opened on the patient site', () => {
  test('says first that it is written for health professionals; an aid written for patients does not', async () => {
    const calculator = await getPage(server, '/tool/apache-ii', 'patients.localhost')
    expect(calculator.status).toBe(200)
    expect(calculator.body).toMatch(/<p role="note"[^>]*>This calculator is written for health professionals/)
    expect(calculator.body.indexOf('role="note"')).toBeLessThan(calculator.body.indexOf('id="tool-title"'))
    const aid = await getPage(server, '/tool/knee-osteoarthritis-treatment-choice', 'patients.localhost')
    expect(aid.body).not.toContain('written for health professionals')
    const clinicianSite = await getPage(server, '/tool/apache-ii', new URL(server.url).host)
    expect(clinicianSite.body).not.toContain('written for health professionals')
  })
})

describe('flags', () => {
  test('the maintenance banner shows above the header with the payload and the default heading', async () => {
    const { body } = await getPage(server, '/', new URL(server.url).host)
    const banner = /<section[^>]*aria-labelledby="maintenance-heading"[\s\S]*?<\/section>/.exec(body)?.[0]
    expect(banner).toBeDefined()
    expect(banner).toContain('Site-Wide Alert')
    expect(banner).toContain('Maintenance')
    expect(banner).toContain('Tools are read-only on Sunday from 02:00 to 03:00 UTC.')
    expect(banner).not.toContain('aria-live')
    expect(body.indexOf('maintenance-heading')).toBeLessThan(body.indexOf('<header'))
  })

  test('the System Check link shows in the footer', async () => {
    const { body } = await getPage(server, '/', new URL(server.url).host)
    expect(part(body, 'footer')).toMatch(/<a[^>]*href="\/systemcheck"[^>]*>System Check<\/a>/)
  })
})

describe('legal pages', () => {
  test('/terms-of-use renders the markdown on the server; /privacy and /copyright answer 200', async () => {
    const terms = await getPage(server, '/terms-of-use', new URL(server.url).host)
    expect(terms.status).toBe(200)
    expect(terms.body).toContain('<h2>2. Not medical advice</h2>')
    for (const page of ['/privacy', '/copyright']) {
      const res = await getPage(server, page, 'patients.localhost')
      expect(res.status, page).toBe(200)
      expect(res.body, page).toContain('Consilium Choices')
    }
  })
})
