import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { DEMO_ACCOUNTS } from '#app/db/seed.server.ts'
import { cookieFrom, newDataDir, postForm, startServer, uniqueEmail, type RunningServer } from '#tests/support/server.ts'

const API = '/api-tool-metadata/metadata/favourite-tool'
const TOOL = { an: 'cha2ds2-vasc', toolType: 'clinicalTools' }

let server: RunningServer
let clinician: string
let reader: string

async function signIn(account: { email: string; password: string }) {
  const res = await postForm(server, '/login', { intent: 'signin', email: account.email, password: account.password })
  expect(res.status).toBe(302)
  return cookieFrom(res)
}

beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir(), SIGNIN_MAX_ATTEMPTS_PER_IP: '1000' })
  clinician = await signIn(DEMO_ACCOUNTS.clinician)
  reader = await signIn(DEMO_ACCOUNTS.personal)
})
afterAll(() => server.stop())

function call(method: string, path: string, cookie: string | null, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      origin: server.url,
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

type Item = { favoriteToolId: string; an: string; toolType: string; title: string; slug: string }
type List = { sharedTools: Item[]; clinicalTools: Item[] }

const list = async (cookie: string) => (await (await call('GET', API, cookie)).json()) as List

describe('favourite-tool API', () => {
  test('anonymous visitors get 401 JSON for every call', async () => {
    for (const [method, path, body] of [
      ['GET', API, undefined],
      ['POST', API, TOOL],
      ['DELETE', `${API}/00000000-0000-4000-8000-000000000000`, undefined],
    ] as const) {
      const res = await call(method, path, null, body)
      expect(res.status, method).toBe(401)
      expect(await res.json()).toMatchObject({ error: { code: 'not_signed_in' } })
    }
  })

  test('add (201), add again (409), list, remove (204), remove again (404)', async () => {
    const added = await call('POST', API, clinician, TOOL)
    expect(added.status).toBe(201)
    const item = (await added.json()) as Item & Record<string, unknown>
    expect(item).toMatchObject({ an: 'cha2ds2-vasc', toolType: 'clinicalTools', slug: 'cha2ds2-vasc', isFree: true })
    expect(item.favoriteToolId).toMatch(/^[0-9a-f-]{36}$/)
    expect(Object.keys(item).sort()).toEqual(
      ['addedAt', 'an', 'favoriteToolId', 'isFree', 'shortDescription', 'slug', 'title', 'toolType', 'version'].sort(),
    )

    const again = await call('POST', API, clinician, TOOL)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      error: { message: 'The Tool is already added to your bookmarked tool list', favoriteToolId: item.favoriteToolId },
    })

    const res = await call('GET', API, clinician)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as List
    expect(body.sharedTools).toEqual([])
    expect(body.clinicalTools).toEqual([item])

    const removed = await call('DELETE', `${API}/${item.favoriteToolId}`, clinician)
    expect(removed.status).toBe(204)
    expect(removed.headers.get('cache-control')).toBe('no-store')
    expect((await list(clinician)).clinicalTools).toEqual([])

    const gone = await call('DELETE', `${API}/${item.favoriteToolId}`, clinician)
    expect(gone.status).toBe(404)
    expect(await gone.json()).toMatchObject({ error: { code: 'favourite_not_found' } })
  })

  test("another user's favourite cannot be removed (404) and stays listed for its owner", async () => {
    const added = (await (await call('POST', API, reader, { an: 'wells-pe', toolType: 'clinicalTools' })).json()) as Item
    const res = await call('DELETE', `${API}/${added.favoriteToolId}`, clinician)
    expect(res.status).toBe(404)
    expect((await list(reader)).clinicalTools.map((i) => i.an)).toContain('wells-pe')
    expect((await list(clinician)).clinicalTools.map((i) => i.an)).not.toContain('wells-pe')
    expect((await call('DELETE', `${API}/not-a-uuid`, clinician)).status).toBe(404)
  })

  test('invalid payloads are 400 JSON: bad JSON, unknown tool, wrong toolType, missing fields', async () => {
    const cases: [unknown, string][] = [
      ['{not json', 'invalid_json'],
      [{ an: 'no-such-tool', toolType: 'clinicalTools' }, 'invalid_favourite'],
      [{ an: 'cha2ds2-vasc', toolType: 'sharedTools' }, 'invalid_favourite'],
      [{ an: 'cha2ds2-vasc', toolType: 'dynaMedDecisionsTools' }, 'invalid_favourite'],
      [{ an: 'cha2ds2-vasc' }, 'invalid_favourite'],
      [[1, 2], 'invalid_favourite'],
      [null, 'invalid_favourite'],
    ]
    for (const [body, code] of cases) {
      const res = await call('POST', API, clinician, body === null ? 'null' : body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code } })
    }
    const form = await call('POST', API, clinician, undefined, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(form.status).toBe(415)
  })

  test('cross-origin changes are refused (403) and nothing is added', async () => {
    const post = await call('POST', API, clinician, TOOL, { origin: 'https://evil.example' })
    expect(post.status).toBe(403)
    expect(await post.json()).toMatchObject({ error: { code: 'cross_origin' } })
    const del = await call('DELETE', `${API}/00000000-0000-4000-8000-000000000000`, clinician, undefined, { origin: 'https://evil.example' })
    expect(del.status).toBe(403)
    expect((await list(clinician)).clinicalTools.map((i) => i.an)).not.toContain('cha2ds2-vasc')
  })

  test('other methods are 405', async () => {
    expect((await call('PUT', API, clinician, TOOL)).status).toBe(405)
    expect((await call('GET', `${API}/00000000-0000-4000-8000-000000000000`, clinician)).status).toBe(405)
    expect((await call('POST', `${API}/00000000-0000-4000-8000-000000000000`, clinician, TOOL)).status).toBe(405)
  })

  test('changes are rate-limited per user (429 with Retry-After)', async () => {
    const email = uniqueEmail('favourites')
    const registered = await postForm(server, '/login', { intent: 'register', name: 'Rate Limited', email, password: 'a long enough passphrase' })
    expect(registered.status).toBe(302)
    const signedIn = await postForm(server, '/login', { intent: 'signin', email, password: 'a long enough passphrase' })
    const cookie = cookieFrom(signedIn)
    // Two fixed one-minute windows allow 120 at most, so 130 quick changes must meet the limit.
    let limited: Response | undefined
    for (let i = 0; i < 130 && !limited; i++) {
      const res = await call('DELETE', `${API}/00000000-0000-4000-8000-000000000000`, cookie)
      if (res.status === 429) limited = res
      else expect(res.status).toBe(404)
    }
    expect(limited).toBeDefined()
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited!.json()).toMatchObject({ error: { code: 'rate_limited' } })
    // Reading is not limited, and other users are not affected.
    expect((await call('GET', API, cookie)).status).toBe(200)
    expect((await call('POST', API, reader, { an: 'qsofa', toolType: 'clinicalTools' })).status).toBe(201)
  })
})

describe('the /favourites form route (no JavaScript)', () => {
  const post = (fields: Record<string, string>, cookie: string | null, headers: Record<string, string> = {}) =>
    postForm(server, '/favourites', fields, { ...(cookie ? { cookie } : {}), ...headers })

  test('add, add again and remove go back to returnTo with the outcome flag', async () => {
    const returnTo = '/tool/heart-score?session-number=S1'
    const added = await post({ intent: 'add', an: 'heart-score', toolType: 'clinicalTools', returnTo }, clinician)
    expect(added.status).toBe(302)
    expect(added.headers.get('location')).toBe('/tool/heart-score?session-number=S1&favourite=added')

    const again = await post({ intent: 'add', an: 'heart-score', toolType: 'clinicalTools', returnTo: `${returnTo}&favourite=added` }, clinician)
    expect(again.headers.get('location')).toBe('/tool/heart-score?session-number=S1&favourite=exists')

    const item = (await list(clinician)).clinicalTools.find((i) => i.an === 'heart-score')!
    const removed = await post({ intent: 'remove', favoriteToolId: item.favoriteToolId, returnTo: '/' }, clinician)
    expect(removed.status).toBe(302)
    expect(removed.headers.get('location')).toBe('/?favourite=removed')
    expect((await list(clinician)).clinicalTools.map((i) => i.an)).not.toContain('heart-score')
  })

  test('the tool page shows the bookmark state and the outcome message', async () => {
    await post({ intent: 'add', an: 'curb-65', toolType: 'clinicalTools', returnTo: '/tool/curb-65' }, clinician)
    const html = await (await fetch(`${server.url}/tool/curb-65?favourite=added`, { headers: { cookie: clinician } })).text()
    expect(html).toMatch(/<button[^>]*aria-pressed="true"/)
    expect(html).toContain('name="intent" value="remove"')
    expect(html).toContain('Your bookmarked tools can be found in My Tools on the homepage.')
    const anonymous = await (await fetch(`${server.url}/tool/curb-65`)).text()
    expect(anonymous).toMatch(/<button[^>]*aria-pressed="false"/)
    expect(anonymous).toContain('name="intent" value="add"')
  })

  test('signed-out users are sent to sign in, coming back to the page, which offers to finish the bookmark', async () => {
    const res = await post({ intent: 'add', an: 'heart-score', toolType: 'clinicalTools', returnTo: '/tool/heart-score?session-number=S1' }, null)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(
      `/login?returnToUrl=${encodeURIComponent('/tool/heart-score?session-number=S1&favourite=pending')}&session-number=S1`,
    )
  })

  test('returnTo must be an internal path; anything else goes home', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/logout']) {
      const res = await post({ intent: 'remove', favoriteToolId: '00000000-0000-4000-8000-000000000000', returnTo }, clinician)
      expect(res.status, returnTo).toBe(302)
      expect(res.headers.get('location'), returnTo).toBe('/?favourite=removed')
    }
  })

  test('invalid posts are 400 JSON; cross-origin posts are refused; GET goes home', async () => {
    expect((await post({ intent: 'add', an: 'no-such-tool', toolType: 'clinicalTools', returnTo: '/' }, clinician)).status).toBe(400)
    expect((await post({ intent: 'nothing', returnTo: '/' }, clinician)).status).toBe(400)
    expect((await post({ intent: 'remove', returnTo: '/' }, clinician)).status).toBe(400)
    const cross = await post({ intent: 'add', an: 'qtc', toolType: 'clinicalTools', returnTo: '/' }, clinician, { origin: 'https://evil.example' })
    expect(cross.status).toBe(403)
    expect((await list(clinician)).clinicalTools.map((i) => i.an)).not.toContain('qtc')
    const get = await fetch(`${server.url}/favourites`, { redirect: 'manual' })
    expect(get.status).toBe(302)
    expect(get.headers.get('location')).toBe('/')
  })
})
