import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { DEMO_ACCOUNTS } from '#app/db/seed.server.ts'
import { AF_INPUT } from '#tests/support/pdf.ts'
import {
  cookieFrom,
  expectStartFailure,
  newDataDir,
  postForm,
  startServer,
  uniqueEmail,
  type RunningServer,
} from '#tests/support/server.ts'

// Each probe is a client of its own (loopback may name the client address); a hospital's
// clinicians share one address, written here as NAT.
let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir(), TRUST_PROXY: 'loopback' })
})
afterAll(() => server.stop())

let clients = 0
const address = () => `198.51.100.${++clients}`
const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra })

const signIn = (ip: string, email: string, password: string, cookie?: string) =>
  postForm(server, '/login', { intent: 'signin', email, password }, from(ip, cookie ? { cookie } : {}))

const register = (ip: string, fields: { name: string; email: string; password: string }) =>
  postForm(server, '/login?action=register', { intent: 'register', ...fields }, from(ip))

/** The cookies a browser keeps from a response, as one Cookie header (names only once). */
function cookiesFrom(res: Response, previous = ''): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((c) => [c.split('=')[0], c] as const))
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(';')[0] ?? ''
    jar.set(pair.split('=')[0], pair)
  }
  return [...jar.values()].join('; ')
}

async function pageAfter(res: Response, ip: string, cookie: string) {
  const location = res.headers.get('location')
  expect(location).not.toBeNull()
  const page = await fetch(new URL(location!, server.url), { headers: from(ip, { cookie }), redirect: 'manual' })
  return { location: location!, status: page.status, html: page.status === 200 ? await page.text() : '' }
}

describe('sign-in limits stop attackers, not the account owner', () => {
  test("an attacker's 100 wrong passwords do not lock the owner out: the owner's browser gets in and is told", async () => {
    const home = address()
    const owner = { name: 'Owner', email: uniqueEmail('owner'), password: 'the owner passphrase' }
    expect((await register(home, owner)).status).toBe(302)
    const first = await signIn(home, owner.email, owner.password)
    expect(first.status).toBe(302)
    const browser = cookiesFrom(first).split('; ').filter((c) => !/consilium_session=/.test(c)).join('; ')

    for (let i = 0; i < 100; i++) {
      const res = await signIn(`203.0.113.${i % 250}`, owner.email, `wrong guess number ${i}`)
      expect(res.status).toBe(400)
    }
    // Guessing stays limited: a browser the owner never used is refused, the right password or not.
    const stranger = await signIn(address(), owner.email, owner.password)
    expect(stranger.status).toBe(429)
    expect(stranger.headers.getSetCookie()).toEqual([])

    const back = await signIn(home, owner.email, owner.password, browser)
    expect(back.status).toBe(302)
    const shown = await pageAfter(back, home, cookiesFrom(back, browser))
    expect(shown.status).toBe(200)
    expect(shown.html).toContain('failed too often')
  })

  test('20 failures by one colleague do not stop another colleague signing in from the same address', async () => {
    const nat = address()
    const colleague = uniqueEmail('colleague')
    expect((await register(nat, { name: 'Colleague', email: colleague, password: 'a long colleague passphrase' })).status).toBe(302)
    for (let i = 0; i < 20; i++) {
      expect((await signIn(nat, colleague, `mistyped passphrase ${i}`)).status).toBe(400)
    }
    const other = await signIn(nat, DEMO_ACCOUNTS.clinician.email, DEMO_ACCOUNTS.clinician.password)
    expect(other.status).toBe(302)
  })
})

describe('X-Forwarded-For', () => {
  test('TRUST_PROXY=true is refused at start: any client could choose its address', async () => {
    const { code, output } = await expectStartFailure({ DATA_DIR: newDataDir(), TRUST_PROXY: 'true' })
    expect(code).toBe(1)
    expect(output).toContain('Consilium cannot start')
    expect(output).toMatch(/TRUST_PROXY: "true" would let any client choose its address/)
    expect(output).not.toMatch(/\n\s+at /)
  })

  test('without TRUST_PROXY a client cannot escape a limit by naming another address', async () => {
    const direct = await startServer({ DATA_DIR: newDataDir(), SIGNIN_MAX_ATTEMPTS_PER_IP: '3' })
    try {
      const statuses = []
      for (let i = 0; i < 5; i++) {
        const res = await postForm(direct, '/login', { intent: 'signin', email: uniqueEmail('spoof'), password: 'guessing password' }, { 'x-forwarded-for': `192.0.2.${i}` })
        statuses.push(res.status)
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429])
    } finally {
      await direct.stop()
    }
  })
})

// Behind a trusted proxy (loopback here) the client is the last address the proxy appended;
// whatever the client wrote to the left of it is not believed.
describe('IPv6 clients count by /64', () => {
  test('addresses of one /64 share a budget; another /64 has its own; a forwarded address the client wrote does not count', async () => {
    const v6 = await startServer({ DATA_DIR: newDataDir(), TRUST_PROXY: 'loopback', SIGNIN_MAX_ATTEMPTS_PER_IP: '3' })
    try {
      const statuses = []
      for (let i = 1; i <= 5; i++) {
        const res = await postForm(v6, '/login', { intent: 'signin', email: uniqueEmail('v6'), password: 'guessing password' }, { 'x-forwarded-for': `192.0.2.${i}, 2001:db8:aa:bb::${i.toString(16)}:${i}` })
        statuses.push(res.status)
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429])
      const elsewhere = await postForm(v6, '/login', { intent: 'signin', email: uniqueEmail('v6'), password: 'guessing password' }, { 'x-forwarded-for': '2001:db8:aa:bc::1' })
      expect(elsewhere.status).toBe(400)
    } finally {
      await v6.stop()
    }
  })
})

const SLUG = 'af-stroke-prevention-choice'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

async function launch(ip: string): Promise<string> {
  const page = await fetch(`${server.url}/tool/${SLUG}`, { headers: from(ip, { 'user-agent': BROWSER }) })
  const id = /name="aggregateId" value="([0-9a-f-]{36})"/.exec(await page.text())?.[1]
  expect(id).toBeDefined()
  return id!
}

const createIn = (ip: string, aggregateId: string) =>
  fetch(`${server.url}/api-tool-experience/create?aggregateId=${aggregateId}&withData=0`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', ...from(ip) },
    body: JSON.stringify({ calculator: { input: AF_INPUT }, ui: { selected: ['warfarin', 'doac'], viewType: 'OPTION_GRID_GRID_VIEW' } }),
  })

async function snapshotFrom(ip: string): Promise<string> {
  const res = await createIn(ip, await launch(ip))
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

describe('snapshot budgets are per tool session or snapshot, not per hospital', () => {
  test('one colleague past the snapshot limit of their tool session does not stop another at the same address', async () => {
    const nat = address()
    const busy = await launch(nat)
    let refused = false
    for (let i = 0; i < 100 && !refused; i++) refused = (await createIn(nat, busy)).status === 429
    expect(refused).toBe(true)
    expect((await createIn(nat, await launch(nat))).status).toBe(201)
  })

  test("one colleague printing a snapshot many times does not use up the address's PDFs", async () => {
    const nat = address()
    const printed = await snapshotFrom(nat)
    const pdf = (id: string) => fetch(`${server.url}/api-tool-experience/pdf?snapshotId=${id}`, { headers: from(nat) })
    let refused = false
    for (let i = 0; i < 60 && !refused; i++) {
      const res = await pdf(printed)
      await res.arrayBuffer()
      refused = res.status === 429
    }
    expect(refused).toBe(true)
    const other = await pdf(await snapshotFrom(nat))
    expect(other.status).toBe(200)
  })

  test("one colleague's broken links do not stop another opening a live one from the same address", async () => {
    const nat = address()
    const live = await snapshotFrom(nat)
    for (let i = 0; i < 101; i++) {
      const res = await fetch(`${server.url}/api-tool-experience/snapshot/${'M'.repeat(40)}${String(i).padStart(3, '0')}`, { headers: from(nat) })
      expect(res.status).toBe(404)
    }
    expect((await fetch(`${server.url}/api-tool-experience/snapshot/${live}`, { headers: from(nat) })).status).toBe(200)
  })
})

describe('registration', () => {
  test('a common password is refused with a clear message and the entries kept', async () => {
    const email = uniqueEmail('common')
    const res = await register(address(), { name: 'Common Choice', email, password: 'qwertyuiop123' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('This password is on a list of common passwords')
    expect(html).toContain(email)
    expect(html).not.toContain('qwertyuiop123')
  })

  test('an email that has an account gets the same answer as a new one; the owner is told at the next sign-in', async () => {
    const ip = address()
    const owner = { name: 'Owner', email: uniqueEmail('taken'), password: 'the owner passphrase' }
    expect((await register(ip, owner)).status).toBe(302)
    const fresh = await register(ip, { name: 'New Person', email: uniqueEmail('fresh'), password: 'a fresh long passphrase' })
    const taken = await register(ip, { name: 'Impostor', email: owner.email, password: 'a fresh long passphrase' })
    const shape = async (res: Response) => ({
      status: res.status,
      location: res.headers.get('location'),
      cookies: res.headers.getSetCookie().map((c) => c.split('=')[0]),
      body: await res.text(),
    })
    expect(await shape(taken)).toEqual(await shape(fresh))
    expect(fresh.status).toBe(302)

    const signedIn = await signIn(ip, owner.email, owner.password)
    expect(signedIn.status).toBe(302)
    const shown = await pageAfter(signedIn, ip, cookieFrom(signedIn))
    expect(shown.html).toContain('tried to create an account with your email address')
  })
})
