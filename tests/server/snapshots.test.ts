import path from 'node:path'

import QRCode from 'qrcode'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { openDb } from '#app/db/client.server.ts'
import { snapshots } from '#app/db/schema.ts'
import { decodeQrSvg, svgModules } from '#tests/support/qr.ts'
import { QR_OPTIONS } from '#app/snapshots/qr.server.ts'
import { SNAPSHOT_CREATE_LIMIT } from '#app/snapshots/limits.server.ts'
import { hashSnapshotId, revokeSnapshot } from '#app/snapshots/snapshots.server.ts'
import { newDataDir, postForm, startServer, type RunningServer } from '#tests/support/server.ts'
import { eq } from 'drizzle-orm'

const dataDir = newDataDir()
let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir })
})
afterAll(() => server.stop())

const SLUG = 'cha2ds2-vasc'
const input = { age: 76, sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'yes', vascular: 'no', diabetes: 'no' }
const body = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ calculator: { input, output: { cha2ds2_vasc_score: 0 } }, ui: { selected: [], viewType: 'OPTION_GRID_GRID_VIEW' }, ...overrides })

const post = (url: string, payload: string | undefined, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { origin: server.url, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: payload,
  })

const aggregateIn = (html: string) => /name="aggregateId" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? null

/** A tool session started the way the tool page starts it. */
async function launch(): Promise<string> {
  const page = await fetch(`${server.url}/tool/${SLUG}`)
  expect(page.status).toBe(200)
  const id = aggregateIn(await page.text())
  expect(id).not.toBeNull()
  return id!
}

async function create(aggregateId: string, payload = body()) {
  return post(`/api-tool-experience/create?aggregateId=${aggregateId}&withData=0`, payload)
}

const SNAPSHOT_HEADER_NAMES = ['content-type', 'cache-control', 'referrer-policy', 'x-robots-tag']
const headerSet = (res: Response) => Object.fromEntries(SNAPSHOT_HEADER_NAMES.map((n) => [n, res.headers.get(n)]))

function expectSnapshotHeaders(res: Response) {
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(res.headers.get('referrer-policy')).toBe('no-referrer')
  expect(res.headers.get('x-robots-tag')).toMatch(/noindex/)
}

describe('tool sessions', () => {
  test('the tool page starts a session and its forms carry the aggregate id; a post without JavaScript keeps it', async () => {
    const id = await launch()
    const again = await postForm(server, `/tool/${SLUG}`, { aggregateId: id, intent: 'update', from: 'patient', age: '70' })
    expect(again.status).toBe(200)
    expect(aggregateIn(await again.text())).toBe(id)
    // A new page view is a new session.
    expect(await launch()).not.toBe(id)
  })

  test('crawlers and snapshot views start no session', async () => {
    const bot = await fetch(`${server.url}/tool/${SLUG}`, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } })
    expect(aggregateIn(await bot.text())).toBeNull()
    const view = await fetch(`${server.url}/tool/${SLUG}?snapshotId=${'A'.repeat(43)}`)
    expect(aggregateIn(await view.text())).toBeNull()
  })

  test('a page opened with a snapshot id is never cached, referred or indexed', async () => {
    const view = await fetch(`${server.url}/tool/${SLUG}?snapshotId=${'A'.repeat(43)}`)
    expectSnapshotHeaders(view)
    const plain = await fetch(`${server.url}/tool/${SLUG}`)
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(plain.headers.get('x-robots-tag')).toBeNull()
  })
})

describe('encounter events', () => {
  test('201 for allowed events with product facts; the body may be empty where the event has none', async () => {
    const id = await launch()
    const changed = await post(`/api-tool-experience/event/interface-changed?aggregateId=${id}`, JSON.stringify({ selected: [], viewType: 'OPTION_GRID_LIST_VIEW' }))
    expect(changed.status).toBe(201)
    expect(changed.headers.get('cache-control')).toBe('no-store')
    expect(await changed.json()).toMatchObject({ type: 'INTERFACE_CHANGED' })
    expect((await post(`/api-tool-experience/event/patient-options-viewed?aggregateId=${id}`, undefined)).status).toBe(201)
    expect((await post(`/api-tool-experience/event/pdf-generated?aggregateId=${id}`, JSON.stringify({ snapshot: false }))).status).toBe(201)
    expect((await post(`/api-tool-experience/event/patient-data-updated?aggregateId=${id}`, JSON.stringify({ step: 'assessment' }))).status).toBe(201)
  })

  test('unknown aggregate or event: 404 JSON; a body with anything but product facts: 400 JSON; cross-origin: 403', async () => {
    const id = await launch()
    for (const aggregate of ['00000000-0000-4000-8000-000000000000', 'nope', '']) {
      const res = await post(`/api-tool-experience/event/interface-changed?aggregateId=${aggregate}`, JSON.stringify({ selected: [], viewType: 'OPTION_GRID_GRID_VIEW' }))
      expect(res.status, aggregate).toBe(404)
      expect(await res.json()).toMatchObject({ error: { code: 'unknown_aggregate' } })
    }
    const unknownEvent = await post(`/api-tool-experience/event/tool-launched?aggregateId=${id}`, '{}')
    expect(unknownEvent.status).toBe(404)
    expect(await unknownEvent.json()).toMatchObject({ error: { code: 'unknown_event' } })
    for (const bad of [JSON.stringify({ selected: [], viewType: 'OPTION_GRID_GRID_VIEW', age: 76 }), JSON.stringify({ selected: ['Ann'], viewType: 'OPTION_GRID_GRID_VIEW' }), '{not json', '[]']) {
      const res = await post(`/api-tool-experience/event/interface-changed?aggregateId=${id}`, bad)
      expect(res.status, bad).toBe(400)
      expect(await res.json()).toHaveProperty('error.code')
    }
    const foreign = await post(`/api-tool-experience/event/interface-changed?aggregateId=${id}`, JSON.stringify({ selected: [], viewType: 'OPTION_GRID_GRID_VIEW' }), {
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    expect((await fetch(`${server.url}/api-tool-experience/event/interface-changed?aggregateId=${id}`)).status).toBe(405)
  })
})

type Created = { id: string; createdAt: string; expiresAt: string }

/** A live snapshot of a new tool session: each test makes the ones it reads. */
async function liveSnapshot(aggregateId?: string): Promise<Created & { aggregateId: string }> {
  const session = aggregateId ?? (await launch())
  const res = await create(session)
  expect(res.status).toBe(201)
  return { ...((await res.json()) as Created), aggregateId: session }
}

describe('snapshot creation and reading', () => {
  test('201 with a capability id (≥ 128 bits) and 90 days of life; the output is computed by the server', async () => {
    const aggregateId = await launch()
    const res = await create(aggregateId)
    expect(res.status).toBe(201)
    expectSnapshotHeaders(res)
    const created = (await res.json()) as Created
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBe(90 * 86_400_000)

    const read = await fetch(`${server.url}/api-tool-experience/snapshot/${created.id}`)
    expect(read.status).toBe(200)
    expectSnapshotHeaders(read)
    const stored = (await read.json()) as Record<string, unknown>
    expect(stored).toMatchObject({
      calculator: { input: { age: 76, sex: 'female' }, output: { cha2ds2_vasc_score: 6, stroke_rate: 13.6 } },
      calculatorBatch: { output: null },
      ui: { selected: [], viewType: 'OPTION_GRID_GRID_VIEW' },
      tool: { slug: SLUG, version: '1.0.0' },
      createdAt: created.createdAt,
      expiresAt: created.expiresAt,
    })
  })

  test('invalid inputs are refused with 400 JSON (never clamped); unknown session 404; cross-origin 403', async () => {
    const aggregateId = await launch()
    const tooYoung = await create(aggregateId, body({ calculator: { input: { ...input, age: 17 } } }))
    expect(tooYoung.status).toBe(400)
    expect(await tooYoung.json()).toMatchObject({ error: { code: 'invalid_inputs', fields: { age: [{ kind: 'min' }] } } })
    const named = await create(aggregateId, body({ calculator: { input: { ...input, patient_name: 'Ann Example' } } }))
    expect(await named.json()).toMatchObject({ error: { code: 'unknown_fields' } })
    expect((await create(aggregateId, '{oops')).status).toBe(400)
    expect((await create('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    const foreign = await post(`/api-tool-experience/create?aggregateId=${aggregateId}&withData=0`, body(), { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
  })

  test('open-access-url-generated: 201 for this session’s live snapshot, 404 otherwise', async () => {
    const a = await liveSnapshot()
    const ok = await post(`/api-tool-experience/event/open-access-url-generated?aggregateId=${a.aggregateId}&snapshotId=${a.id}`, JSON.stringify({ task: 'SNAPSHOT_OPEN_LINK' }))
    expect(ok.status).toBe(201)
    const other = await launch()
    expect((await post(`/api-tool-experience/event/open-access-url-generated?aggregateId=${other}&snapshotId=${a.id}`, '{}')).status).toBe(404)
    expect((await post(`/api-tool-experience/event/open-access-url-generated?aggregateId=${a.aggregateId}&snapshotId=nope`, '{}')).status).toBe(404)
  })
})

describe('QR code', () => {
  test('an SVG of the snapshot link on our tool page, with a title; it decodes back to the link', async () => {
    const a = await liveSnapshot()
    const res = await fetch(`${server.url}/api-tool-experience/qr?snapshotId=${a.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expectSnapshotHeaders(res)
    const svg = await res.text()
    expect(svg).toMatch(/<title id="qr-title">[^<]+<\/title>/)
    const link = `${server.url}/tool/${SLUG}?snapshotId=${a.id}`
    const expected = QRCode.create(link, QR_OPTIONS).modules
    const matrix = Array.from({ length: expected.size }, (_, r) => Array.from({ length: expected.size }, (_, c) => Boolean(expected.get(r, c))))
    expect(svgModules(svg)).toEqual(matrix)
    expect(decodeQrSvg(svg)).toBe(link)

    const versioned = await fetch(`${server.url}/api-tool-experience/qr?snapshotId=${a.id}&path=${encodeURIComponent(`/tool/${SLUG}/version/1.0.0`)}`)
    expect(decodeQrSvg(await versioned.text())).toBe(`${server.url}/tool/${SLUG}/version/1.0.0?snapshotId=${a.id}`)
  })

  test('never a code of another address: foreign or other-tool paths are refused; unknown ids get the 404', async () => {
    const a = await liveSnapshot()
    for (const p of ['https://evil.example/tool/cha2ds2-vasc', '//evil.example', '/tool/has-bled', '/login']) {
      const res = await fetch(`${server.url}/api-tool-experience/qr?snapshotId=${a.id}&path=${encodeURIComponent(p)}`)
      expect(res.status, p).toBe(400)
    }
    const unknown = await fetch(`${server.url}/api-tool-experience/qr?snapshotId=${'B'.repeat(43)}`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: { code: 'snapshot_not_found', message: 'There is no such snapshot.' } })
  })
})

describe('expired and revoked snapshots answer exactly like unknown ones', () => {
  test('same status, body and headers for unknown, expired and revoked ids', async () => {
    const a = await liveSnapshot()
    const live = { a, expiring: await liveSnapshot(a.aggregateId), revoking: await liveSnapshot(a.aggregateId) }
    // Age one snapshot and revoke another in the server's own database, between two runs.
    await server.stop()
    const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
    try {
      await handle.db
        .update(snapshots)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(snapshots.idHash, hashSnapshotId(live.expiring.id)))
      expect(await revokeSnapshot(handle.db, live.revoking.id)).toBe(true)
      expect(JSON.stringify(await handle.db.select().from(snapshots))).not.toContain(live.a.id)
    } finally {
      await handle.close()
    }
    server = await startServer({ DATA_DIR: dataDir })

    expect((await fetch(`${server.url}/api-tool-experience/snapshot/${live.a.id}`)).status).toBe(200)
    const answers = []
    for (const id of ['C'.repeat(43), live.expiring.id, live.revoking.id, 'short']) {
      const res = await fetch(`${server.url}/api-tool-experience/snapshot/${id}`)
      answers.push({ status: res.status, headers: headerSet(res), body: await res.text() })
    }
    expect(answers[0]).toMatchObject({ status: 404, headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } })
    expect(answers[0]?.headers['x-robots-tag']).toMatch(/noindex/)
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0])
    // Ids reach neither the request log nor any other line the server writes.
    expect(server.output()).toContain('/api-tool-experience/snapshot/:snapshotId')
    for (const created of Object.values(live)) expect(server.output()).not.toContain(created.id)
  })
})

describe('rate limit', () => {
  test('snapshot creation per tool session: 429 with Retry-After past the limit', async () => {
    const aggregateId = await launch()
    let refused: Response | null = null
    let accepted = 0
    for (let i = 0; i <= SNAPSHOT_CREATE_LIMIT.limit && !refused; i++) {
      const res = await create(aggregateId)
      if (res.status === 429) refused = res
      else {
        expect(res.status).toBe(201)
        accepted++
      }
    }
    expect(refused).not.toBeNull()
    expect(accepted).toBeLessThanOrEqual(SNAPSHOT_CREATE_LIMIT.limit)
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused!.json()).toMatchObject({ error: { code: 'rate_limited' } })
  })
})
