import { request } from 'node:http'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { EMPTY_CERTIFICATION, placeholdersIn } from '#app/content/placeholders.ts'
import { openDb } from '#app/db/client.server.ts'
import { snapshots } from '#app/db/schema.ts'
import { hashSnapshotId, revokeSnapshot } from '#app/snapshots/snapshots.server.ts'
import { AF_INPUT } from '#tests/support/pdf.ts'
import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

const CLINICIAN_HOST = '127.0.0.1'
const CONSUMER_HOST = 'patients.localhost'

type Page = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** GET as a browser on `host` in `language` would send it. */
function getPage(server: RunningServer, pathname: string, host: string, language = 'en-US'): Promise<Page> {
  const url = new URL(pathname, server.url)
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, accept: 'text/html', 'accept-language': language } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** What a reader sees: the text of the page without its scripts, styles and markup. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
}

const SKIP = /^\/(?:logout|locale|api|api-|assets|build|healthz|smart|cds-services|mock-ehr|\.well-known)|\.(?:pdf|md|xml|txt|svg|png|ico|js|css)$/

/** Internal page links of a page (paths only: the crawl reaches each page once per host). */
function linksOf(html: string): string[] {
  const links = new Set<string>()
  for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&')
    if (!href.startsWith('/') || href.startsWith('//')) continue
    const pathname = new URL(href, 'http://x').pathname
    if (!SKIP.test(pathname)) links.add(pathname)
  }
  return [...links]
}

/** Headers without those every response has its own of (its date, request id and CSP nonce). */
const stable = (headers: Page['headers']) => Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'x-request-id', 'content-security-policy'].includes(name)))

/** The page without its CSP nonce and without the id the request itself carried (echoed in return addresses). */
const comparable = (html: string, id: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replaceAll(id, '<id>')

const dataDir = newDataDir()
let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
})
afterAll(() => server.stop())

describe('no placeholder reaches a page', () => {
  test.each([
    [CLINICIAN_HOST, 'en-US'],
    [CONSUMER_HOST, 'en-US'],
    [CLINICIAN_HOST, 'es'],
  ])('every page reached from the home page, the sitemap and the status pages on %s in %s', async (host, language) => {
    const sitemap = await getPage(server, '/sitemap.xml', host, language)
    const fromSitemap = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    const queue = ['/', '/editorial-leadership', '/about', '/tools', '/search', '/no-such-page', `/tool/cha2ds2-vasc?snapshotId=${'Q'.repeat(43)}`, ...fromSitemap]
    const seen = new Set<string>()
    const problems: string[] = []
    while (queue.length && seen.size < 400) {
      const pathname = queue.shift()!
      if (seen.has(pathname)) continue
      seen.add(pathname)
      const page = await getPage(server, pathname, host, language)
      if (page.status >= 500) problems.push(`${pathname}: status ${page.status}`)
      if (!String(page.headers['content-type']).startsWith('text/html')) continue
      const text = visibleText(page.body)
      for (const found of placeholdersIn(text)) {
        const at = text.indexOf(found)
        problems.push(`${pathname}: "${found}" in …${text.slice(Math.max(0, at - 60), at + found.length + 20)}…`)
      }
      if (EMPTY_CERTIFICATION.test(page.body)) problems.push(`${pathname}: a certification stated as none`)
      queue.push(...linksOf(page.body).filter((l) => !seen.has(l)))
    }
    expect(problems).toEqual([])
    // The crawl reached the pages it is about: the editorial page and every tool in the sitemap.
    expect(seen.has('/editorial-leadership')).toBe(true)
    expect(fromSitemap.length).toBeGreaterThan(40)
  })

  test('the editorial page with an empty board describes the process and points to the Feedback form', async () => {
    const page = await getPage(server, '/editorial-leadership', CLINICIAN_HOST)
    expect(page.status).toBe(200)
    const text = visibleText(page.body)
    expect(text).toContain('The names of the board members are not published on this site yet.')
    expect(text).toContain('Our editorial process')
    expect(page.body).toMatch(/href="\/feedback"/)
    expect(text).not.toMatch(/Editor-in-Chief/)
  })
})

describe('a shared link that does not open', () => {
  // A decision aid: the recipient's view of a snapshot is its option grid.
  const SLUG = 'af-stroke-prevention-choice'

  async function liveSnapshot(): Promise<string> {
    const tool = await fetch(`${server.url}/tool/${SLUG}`)
    const aggregateId = /name="aggregateId" value="([0-9a-f-]{36})"/.exec(await tool.text())![1]!
    const res = await fetch(`${server.url}/api-tool-experience/create?aggregateId=${aggregateId}&withData=0`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ calculator: { input: AF_INPUT }, ui: { selected: ['warfarin', 'doac'], viewType: 'OPTION_GRID_GRID_VIEW' } }),
    })
    expect(res.status).toBe(201)
    return ((await res.json()) as { id: string }).id
  }

  test('unknown, expired and revoked links get the same helpful page, byte for byte apart from the nonce and the id itself, on both brands', async () => {
    const live = await liveSnapshot()
    const expiring = await liveSnapshot()
    const revoking = await liveSnapshot()
    // Age one and revoke another in the server's own database, between two runs.
    await server.stop()
    const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
    try {
      await handle.db
        .update(snapshots)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(snapshots.idHash, hashSnapshotId(expiring)))
      expect(await revokeSnapshot(handle.db, revoking)).toBe(true)
    } finally {
      await handle.close()
    }
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' })

    const open = await getPage(server, `/tool/${SLUG}?snapshotId=${live}`, CLINICIAN_HOST)
    expect(open.status).toBe(200)
    for (const [host, brand] of [
      [CLINICIAN_HOST, 'Consilium'],
      [CONSUMER_HOST, 'Consilium Choices'],
    ] as const) {
      const answers = []
      for (const id of ['R'.repeat(43), expiring, revoking]) answers.push({ id, ...(await getPage(server, `/tool/${SLUG}?snapshotId=${id}`, host)) })
      const [unknown, ...others] = answers
      expect(unknown!.status).toBe(404)
      expect(unknown!.headers['cache-control']).toBe('no-store')
      expect(unknown!.headers['referrer-policy']).toBe('no-referrer')
      const text = visibleText(unknown!.body)
      expect(text).toContain('This link is not available')
      expect(text).toContain('Ask the clinician who shared it with you for a new link.')
      expect(unknown!.body).toMatch(/<a [^>]*href="\/"[^>]*>Go to the home page<\/a>/)
      expect(unknown!.body).toContain(`<title>${brand}</title>`)
      for (const other of others) {
        expect(other.status).toBe(unknown!.status)
        expect(stable(other.headers)).toEqual(stable(unknown!.headers))
        expect(comparable(other.body, other.id)).toBe(comparable(unknown!.body, unknown!.id))
      }
    }
    const spanish = await getPage(server, `/tool/${SLUG}?snapshotId=${expiring}`, CONSUMER_HOST, 'es')
    expect(visibleText(spanish.body)).toContain('Pida un enlace nuevo al profesional que se lo compartió.')
  })
})
