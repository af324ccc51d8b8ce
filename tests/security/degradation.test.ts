import { randomBytes } from 'node:crypto'
import { createServer, connect, type Server, type Socket } from 'node:net'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { adminQuery } from '#tests/support/test-db.ts'
import { registerAndSignIn, expectStartFailure, postForm, startServer, uniqueEmail, type RunningServer } from '#tests/support/server.ts'

const POSTGRES = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
const name = `consilium_outage_${randomBytes(5).toString('hex')}`

/** A TCP relay between the app and PostgreSQL that the test cuts and restores: the outage. */
class Relay {
  private server: Server | undefined
  private sockets = new Set<Socket>()
  port = 0

  async open() {
    this.server = createServer((client) => {
      const upstream = connect(Number(POSTGRES.port || 5432), POSTGRES.hostname)
      for (const s of [client, upstream]) {
        this.sockets.add(s)
        s.on('close', () => this.sockets.delete(s))
        s.on('error', () => s.destroy())
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
    const address = this.server.address()
    if (address && typeof address === 'object') this.port = address.port
  }

  async cut() {
    const closed = new Promise((resolve) => this.server?.close(resolve))
    for (const s of this.sockets) s.destroy()
    await closed
  }
}

const relay = new Relay()
let server: RunningServer
let cookie: string
beforeAll(async () => {
  await adminQuery(POSTGRES.toString(), `create database ${name}`)
  await relay.open()
  const url = new URL(POSTGRES)
  url.host = `127.0.0.1:${relay.port}`
  url.pathname = `/${name}`
  server = await startServer({ DATABASE_URL: url.toString() })
  cookie = await registerAndSignIn(server, {
    name: 'Outage Tester',
    email: uniqueEmail('outage'),
    password: 'a long enough passphrase',
  })
})
afterAll(async () => {
  await server?.stop()
  await relay.cut()
  await adminQuery(POSTGRES.toString(), `drop database if exists ${name} with (force)`)
})

const SLUG = 'cha2ds2-vasc'
const answers = { intent: 'update', from: 'patient', age: '76', sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'yes', vascular: 'no', diabetes: 'no' }

async function pages(headers: Record<string, string> = {}) {
  const get = (path: string) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' })
  return {
    home: await get('/'),
    search: await get('/search?q=stroke'),
    tools: await get('/tools'),
    tool: await get(`/tool/${SLUG}`),
    result: await postForm(server, `/tool/${SLUG}`, answers, headers),
  }
}

const statuses = (r: Record<string, Response>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.status]))
const allOk = { home: 200, search: 200, tools: 200, tool: 200, result: 200 }

describe('without its database, the site still calculates, and recovers by itself', () => {
  test('before the outage every page answers', async () => {
    expect(statuses(await pages())).toEqual(allOk)
    expect(statuses(await pages({ cookie }))).toEqual(allOk)
  })

  test('during the outage pages render for everyone as for an anonymous visitor, with the result', async () => {
    await relay.cut()
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const r = await pages(headers)
      expect(statuses(r)).toEqual(allOk)
      const html = await r.result.text()
      // The calculator's answer is there: age ≥ 75 (2), female (1), hypertension (1), stroke (2).
      expect(html).toContain('CHA2DS2-VASc 6 points')
    }
    const me = await fetch(`${server.url}/api-tool-experience/user`, { headers: { cookie } })
    expect(me.status).not.toBe(500)
  })

  test('what truly needs the database answers 503 with Retry-After: a page for browsers, JSON for APIs', async () => {
    const signIn = await postForm(server, '/login', { intent: 'signin', email: 'someone@example.org', password: 'a long enough passphrase' })
    expect(signIn.status).toBe(503)
    expect(signIn.headers.get('retry-after')).toBe('60')
    expect(signIn.headers.get('content-type')).toMatch(/text\/html/)
    const page = await signIn.text()
    expect(page).toContain('This page is temporarily unavailable.')
    expect(page).toContain('Please try again shortly.')
    expect(page).not.toMatch(/ECONNREFUSED|\n\s+at /)
    // A static page: no script hydrates it into the generic error page.
    expect(page).not.toContain('Unexpected Server Error')
    expect(page).not.toMatch(/<script/)
    expect(page).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/)

    const spanish = await postForm(server, '/login', { intent: 'register', name: 'A', email: 'b@example.org', password: 'a long enough passphrase' }, { 'accept-language': 'es' })
    expect(spanish.status).toBe(503)
    expect(await spanish.text()).toContain('no está disponible temporalmente')

    const feedback = await fetch(`${server.url}/api-feedback/api/feedbacks/v2/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ message: 'The page is slow', category: 'idea', path: '/' }),
    })
    expect(feedback.status).toBe(503)
    expect(feedback.headers.get('retry-after')).toBe('60')
    expect(await feedback.json()).toEqual({ error: { code: 'unavailable', message: expect.stringMatching(/temporarily unavailable/) } })
  })

  test('the failure is logged once per kind, by class, not once per request', async () => {
    const lines = server
      .output()
      .split('\n')
      .filter((l) => /database unavailable/.test(l))
      .map((l) => JSON.parse(l) as { kind: string; err: { type: string } })
    const kinds = lines.map((l) => l.kind)
    expect(kinds).toEqual(expect.arrayContaining(['session', 'tool-session']))
    // Two rounds of pages were served during the outage: still one line per kind.
    expect(new Set(kinds).size).toBe(kinds.length)
    for (const line of lines) expect(line.err.type).toMatch(/Error/)
  })

  test('after the outage the signed-in user is recognised again, without a restart', async () => {
    await relay.open()
    await expect
      .poll(async () => {
        const me = await fetch(`${server.url}/api-tool-experience/user`, { headers: { cookie } })
        return me.ok ? ((await me.json()) as { userState?: { personalized?: boolean } }).userState?.personalized : me.status
      }, { timeout: 20_000, interval: 500 })
      .toBe(true)
    expect(statuses(await pages({ cookie }))).toEqual(allOk)
    const signIn = await postForm(server, '/login', { intent: 'signin', email: 'someone@example.org', password: 'a long enough passphrase' })
    expect(signIn.status).toBeLessThan(500)
    expect(signIn.headers.get('retry-after')).toBeNull()
  })
})

describe('a database that cannot be reached at start', () => {
  test('stops the start with a clear message, without a stack trace or the password', async () => {
    const closed = new Relay()
    await closed.open()
    await closed.cut()
    const refused = await expectStartFailure({
      DATABASE_URL: `postgres://consilium:hunter2-secret@127.0.0.1:${closed.port}/consilium`,
    })
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('Consilium cannot start.')
    expect(refused.output).toContain(`127.0.0.1:${closed.port}`)
    expect(refused.output).not.toMatch(/\n\s+at /)
    expect(refused.output).not.toContain('hunter2-secret')
  })
})
