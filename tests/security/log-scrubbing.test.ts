import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { adminQuery } from '#tests/support/test-db.ts'
import { postForm, startServer, uniqueEmail, type RunningServer } from '#tests/support/server.ts'

// A PostgreSQL database of this file's own, whose tables then refuse every new row.
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const name = `consilium_logs_${randomBytes(5).toString('hex')}`
const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${name}` }).toString()

let server: RunningServer
beforeAll(async () => {
  await adminQuery(POSTGRES, `create database ${name}`)
  server = await startServer({ DATABASE_URL: databaseUrl })
})
afterAll(async () => {
  await server?.stop()
  await adminQuery(POSTGRES, `drop database if exists ${name} with (force)`)
})

async function refuseWrites(table: string) {
  await adminQuery(databaseUrl, `alter table ${table} add constraint ${table}_refuses check (false) not valid`)
}

const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)

/** The log lines of one request, by the id the server echoed. */
const linesOf = (response: Response) => {
  const id = response.headers.get('x-request-id')
  return logLines().filter((l) => l.requestId === id)
}

const settle = () => new Promise((r) => setTimeout(r, 300))

function expectNoneOf(secrets: string[]) {
  const out = server.output()
  for (const secret of secrets) expect(out.includes(secret), `the log holds ${secret}`).toBe(false)
  expect(/\$argon2/.test(out), 'the log holds a password hash').toBe(false)
  expect(/params/i.test(out), 'the log holds query parameters').toBe(false)
}

describe('a failed write logs what failed, never what was written', () => {
  test('snapshot: the patient inputs and results stay out of the log', async () => {
    const page = await fetch(`${server.url}/tool/cha2ds2-vasc`)
    const aggregateId = /name="aggregateId" value="([0-9a-f-]{36})"/.exec(await page.text())?.[1]
    expect(aggregateId).toBeTruthy()
    await refuseWrites('snapshots')
    const input = { age: 83, sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'yes', vascular: 'no', diabetes: 'no' }
    const response = await fetch(`${server.url}/api-tool-experience/create?aggregateId=${aggregateId}&withData=0`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ calculator: { input, output: { cha2ds2_vasc_score: 5 } }, ui: { selected: [], viewType: 'OPTION_GRID_GRID_VIEW' } }),
    })
    expect(response.status).toBeGreaterThanOrEqual(500)
    await settle()
    expectNoneOf(['stroke_tia', 'hypertension', 'cha2ds2_vasc_score', 'OPTION_GRID_GRID_VIEW'])
    expect(JSON.stringify(linesOf(response))).toMatch(/DrizzleQueryError/)
    expect(JSON.stringify(linesOf(response))).toContain('23514')
  })

  test('registration: the name, email and password hash stay out of the log', async () => {
    await refuseWrites('users')
    const email = uniqueEmail('scrub')
    const response = await postForm(server, '/login', {
      intent: 'register',
      name: 'Ottilie Scrubtest',
      email,
      password: 'a long enough passphrase',
    })
    expect(response.status).toBeGreaterThanOrEqual(500)
    await settle()
    expectNoneOf([email, 'Ottilie', 'a long enough passphrase'])
    const lines = JSON.stringify(linesOf(response))
    expect(lines).toMatch(/DrizzleQueryError/)
    expect(lines).toMatch(/insert into users/)
  })

  test('feedback: the message and email stay out of the log', async () => {
    await refuseWrites('feedback_messages')
    const email = uniqueEmail('feedback-scrub')
    const response = await fetch(`${server.url}/api-feedback/api/feedbacks/v2/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ message: 'Quarantined wording for the log test', category: 'idea', email, path: '/tools' }),
    })
    expect(response.status).toBeGreaterThanOrEqual(500)
    const form = await postForm(server, '/feedback', {
      message: 'Quarantined wording for the log test',
      category: 'idea',
      email,
      path: '/tools',
      returnTo: '/tools',
    })
    expect(form.status).toBeGreaterThanOrEqual(500)
    await settle()
    expectNoneOf([email, 'Quarantined wording'])
  })
})

describe('a NUL byte in text is refused with a 400, before it reaches the database', () => {
  test('registration name', async () => {
    const email = uniqueEmail('nul')
    const response = await postForm(server, '/login', {
      intent: 'register',
      name: 'Ana\u0000Lima',
      email,
      password: 'a long enough passphrase',
    })
    expect(response.status).toBe(400)
    await settle()
    expectNoneOf([email])
  })

  test('feedback message and the no-JavaScript feedback form', async () => {
    const response = await fetch(`${server.url}/api-feedback/api/feedbacks/v2/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ message: 'broken\u0000text', category: 'idea', path: '/tools' }),
    })
    expect(response.status).toBe(400)
    const form = await postForm(server, '/feedback', { message: 'broken\u0000text', category: 'idea', email: '', path: '/tools', returnTo: '/' })
    expect(form.status).toBe(400)
  })

  test('sign-in email', async () => {
    const response = await postForm(server, '/login', { intent: 'signin', email: 'a\u0000@example.org', password: 'whatever it is' })
    expect(response.status).toBe(400)
  })
})
