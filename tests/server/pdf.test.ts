import { existsSync } from 'node:fs'
import path from 'node:path'

import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { openDb } from '#app/db/client.server.ts'
import { encounterEvents, snapshots } from '#app/db/schema.ts'
import { AF_INPUT, pdfText } from '#tests/support/pdf.ts'
import { allStaticPdfs } from '#app/pdf/static-pdfs.ts'
import { PDF_LIMIT } from '#app/snapshots/limits.server.ts'
import { hashSnapshotId, revokeSnapshot } from '#app/snapshots/snapshots.server.ts'
import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

const dataDir = newDataDir()
// Loopback may name the client address, so each test is a client of its own for the rate limits.
const ENV = { DATA_DIR: dataDir, TRUST_PROXY: 'loopback' }
let server: RunningServer
beforeAll(async () => {
  server = await startServer(ENV)
})
afterAll(() => server.stop())

const SLUG = 'af-stroke-prevention-choice'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
let clients = 0
const client = () => ({ 'x-forwarded-for': `10.9.0.${++clients}` })

async function launch(headers: Record<string, string>): Promise<string> {
  const page = await fetch(`${server.url}/tool/${SLUG}`, { headers: { 'user-agent': BROWSER, ...headers } })
  const id = /name="aggregateId" value="([0-9a-f-]{36})"/.exec(await page.text())?.[1]
  expect(id).toBeDefined()
  return id!
}

async function createSnapshot(headers: Record<string, string>, selected = ['warfarin', 'doac']) {
  const aggregateId = await launch(headers)
  const res = await fetch(`${server.url}/api-tool-experience/create?aggregateId=${aggregateId}&withData=0`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ calculator: { input: AF_INPUT }, ui: { selected, viewType: 'OPTION_GRID_GRID_VIEW' } }),
  })
  expect(res.status).toBe(201)
  const { id, createdAt } = (await res.json()) as { id: string; createdAt: string }
  return { id, createdAt, aggregateId }
}

const pdfUrl = (query: string) => `${server.url}/api-tool-experience/pdf?${query}`
const HEADER_NAMES = ['content-type', 'cache-control', 'referrer-policy', 'x-robots-tag']
const headerSet = (res: Response) => Object.fromEntries(HEADER_NAMES.map((n) => [n, res.headers.get(n)]))

describe('GET /api-tool-experience/pdf', () => {
  test('a fresh snapshot: its option grid as a PDF, inline, named by tool and day, never cached', async () => {
    const headers = client()
    const owner = await createSnapshot(headers)
    const res = await fetch(pdfUrl(`snapshotId=${owner.id}&aggregateId=${owner.aggregateId}&session-number=abc-123`), { headers })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${SLUG}-${owner.createdAt.slice(0, 10)}.pdf"`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/)
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()))
    expect(text).toContain('Atrial Fibrillation: Choosing Stroke Prevention')
    expect(text).toContain('Warfarin')
    expect(text).toContain('DOAC')
    // The hidden option is named once, in the note that says it is left out, not as a column.
    expect(text).toContain('Options hidden in the grid and not included in this PDF: No anticoagulant')
    expect(text.split('No anticoagulant')).toHaveLength(2)
    expect(text).toContain('CHA₂DS₂-VASc')
    expect(text).toContain('If you have concerns that information might be out of date, please contact your healthcare provider.')
  })

  test('a recipient needs only the snapshot id', async () => {
    const headers = client()
    const shared = await createSnapshot(headers, [])
    const res = await fetch(pdfUrl(`snapshotId=${shared.id}`), { headers: client() })
    expect(res.status).toBe(200)
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()))
    // Nothing selected: the aid's default options, all three.
    expect(text).toContain('No anticoagulant')
  })

  test('malformed parameters: 400 JSON', async () => {
    const headers = client()
    const good = 'A'.repeat(43)
    for (const query of ['', 'snapshotId=', 'snapshotId=short', `snapshotId=${good}&aggregateId=not-a-uuid`, `snapshotId=${good}&session-number=${'x'.repeat(200)}`]) {
      const res = await fetch(pdfUrl(query), { headers })
      expect(res.status, query).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
      expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(/^invalid_/)
    }
  })

  test('PDF generation is rate-limited per snapshot for a reader without an account: 429 JSON with Retry-After', async () => {
    const headers = client()
    let refused: Response | null = null
    // Lookups of an unknown id count too (the limit is checked before the lookup), and are quick.
    for (let i = 0; i <= PDF_LIMIT.limit && !refused; i++) {
      const res = await fetch(pdfUrl(`snapshotId=${'D'.repeat(43)}`), { headers })
      if (res.status === 429) refused = res
      else expect(res.status).toBe(404)
    }
    expect(refused).not.toBeNull()
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused!.json()).toMatchObject({ error: { code: 'rate_limited' } })
  })
})

describe('expired, revoked and unknown snapshots', () => {
  test('one and the same 404; the owner’s PDF was recorded; no id in the logs', async () => {
    const headers = client()
    // The owner opens the PDF of a snapshot with its tool session; a recipient that of another, without.
    const owner = await createSnapshot(headers)
    const ownPdf = await fetch(pdfUrl(`snapshotId=${owner.id}&aggregateId=${owner.aggregateId}`), { headers })
    expect(ownPdf.status).toBe(200)
    await ownPdf.arrayBuffer()
    const shared = await createSnapshot(headers, [])
    const sharedPdf = await fetch(pdfUrl(`snapshotId=${shared.id}`), { headers: client() })
    expect(sharedPdf.status).toBe(200)
    await sharedPdf.arrayBuffer()
    const live = { owner, shared, expiring: await createSnapshot(headers), revoking: await createSnapshot(headers) }
    await server.stop()
    const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
    try {
      await handle.db.update(snapshots).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(snapshots.idHash, hashSnapshotId(live.expiring.id)))
      expect(await revokeSnapshot(handle.db, live.revoking.id)).toBe(true)
      const recorded = await handle.db
        .select()
        .from(encounterEvents)
        .where(and(eq(encounterEvents.type, 'PDF_GENERATED'), eq(encounterEvents.aggregateId, live.owner.aggregateId)))
      expect(recorded.map((e) => e.payload)).toEqual([{ snapshot: true }])
      // The recipient's PDF (no aggregate id) recorded nothing.
      const sharedEvents = await handle.db.select().from(encounterEvents).where(eq(encounterEvents.aggregateId, live.shared.aggregateId))
      expect(sharedEvents.map((e) => e.type)).not.toContain('PDF_GENERATED')
    } finally {
      await handle.close()
    }
    const before = server.output()
    server = await startServer(ENV)
    const answers = []
    for (const id of ['C'.repeat(43), live.expiring.id, live.revoking.id]) {
      const res = await fetch(pdfUrl(`snapshotId=${id}`), { headers: client() })
      answers.push({ status: res.status, headers: headerSet(res), body: await res.text() })
    }
    expect(answers[0]).toMatchObject({ status: 404, headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } })
    expect(JSON.parse(answers[0]!.body)).toEqual({ error: { code: 'snapshot_not_found', message: 'There is no such snapshot.' } })
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0])
    for (const created of Object.values(live)) {
      expect(before).not.toContain(created.id)
      expect(server.output()).not.toContain(created.id)
    }
  })
})

describe('static handouts', () => {
  test('built at build time, served by file name without the immutable cache', async () => {
    for (const { fileName } of allStaticPdfs()) expect(existsSync(path.resolve(import.meta.dirname, `../../build/client/assets/pdf/${fileName}.pdf`)), fileName).toBe(true)
    const res = await fetch(`${server.url}/assets/pdf/knee-osteoarthritis-treatment-choice-es.pdf`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).not.toMatch(/immutable/)
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()))
    expect(text).toContain('Artrosis de rodilla: cómo elegir el tratamiento')
    expect(text).toContain('Preguntas del paciente')
    expect(text).toContain('Cirugía de reemplazo de rodilla')
  })

  test('the default handout by tool slug; unknown names: 404 JSON', async () => {
    const res = await fetch(`${server.url}/api-datasource/pdf/default/early-breast-cancer-surgery-choice.pdf`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()))
    expect(text).toContain('Early-Stage Breast Cancer: Choosing Surgery')
    expect(text).toContain('Mastectomy')
    for (const p of ['/api-datasource/pdf/default/cha2ds2-vasc.pdf', '/api-datasource/pdf/default/nothing', '/assets/pdf/unknown-handout.pdf']) {
      const missing = await fetch(`${server.url}${p}`)
      expect(missing.status, p).toBe(404)
      expect(missing.headers.get('content-type'), p).toMatch(/application\/json/)
    }
  })
})
