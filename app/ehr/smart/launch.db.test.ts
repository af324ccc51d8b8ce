import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { smartLaunches } from '#app/db/schema.ts'
import { createTestEhrSession } from '#tests/support/ehr-session.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { beginLaunch, claimLaunch, findIssuer, LAUNCH_TTL_MS, type Issuer } from './launch.server.ts'

const ISS = 'https://ehr.example.org/fhir'
const endpoints = { issuer: 'https://ehr.example.org', authorizationEndpoint: 'https://ehr.example.org/authorize', tokenEndpoint: 'https://ehr.example.org/token' }
const binding = () => randomBytes(32).toString('base64url')

let t: TestDb
let issuer: Issuer
beforeAll(async () => {
  t = await createTestDb()
  await createTestEhrSession(t.db, { iss: ISS, clientId: 'consilium-client' })
  issuer = (await findIssuer(t.db, `${ISS}/`))!
})
afterAll(() => t.close())

const begin = (browserBinding: string, launch: string | null = 'L-123', now?: Date) =>
  beginLaunch(t.db, { issuer, endpoints, launch, redirectUri: 'https://consilium.example/smart/callback', browserBinding, now })

describe('SMART launch state', () => {
  test('the authorize URL: 256-bit state, PKCE S256, aud = iss, launch, the issuer scope, exact redirect', async () => {
    const { authorizeUrl, state } = await begin(binding())
    expect(Buffer.from(state, 'base64url').length).toBe(32)
    const p = authorizeUrl.searchParams
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(endpoints.authorizationEndpoint)
    expect(p.get('response_type')).toBe('code')
    expect(p.get('client_id')).toBe('consilium-client')
    expect(p.get('state')).toBe(state)
    expect(p.get('code_challenge_method')).toBe('S256')
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(p.get('aud')).toBe(ISS)
    expect(p.get('launch')).toBe('L-123')
    expect(p.get('redirect_uri')).toBe('https://consilium.example/smart/callback')
    expect(p.get('scope')).toBe(issuer.scope)
    const rows = await t.db.select().from(smartLaunches)
    expect(JSON.stringify(rows)).not.toContain(state)
    expect(JSON.stringify(rows)).not.toContain('L-123')
  })

  test('a standalone launch asks for launch/patient instead of launch', async () => {
    const { authorizeUrl } = await begin(binding(), null)
    const scopes = authorizeUrl.searchParams.get('scope')!.split(' ')
    expect(authorizeUrl.searchParams.has('launch')).toBe(false)
    expect(scopes).toContain('launch/patient')
    expect(scopes).not.toContain('launch')
  })

  test('a state is taken once, and only by the browser that began the launch', async () => {
    const b = binding()
    const { state } = await begin(b)
    const claimed = await claimLaunch(t.db, { state, browserBinding: b })
    expect(claimed).toMatchObject({ ok: true, issuer: { id: issuer.id }, secret: { endpoints, standalone: false } })
    expect(await claimLaunch(t.db, { state, browserBinding: b })).toEqual({ ok: false, reason: 'unknown-state' })

    const other = await begin(binding())
    expect(await claimLaunch(t.db, { state: other.state, browserBinding: binding() })).toEqual({ ok: false, reason: 'wrong-binding' })
    // Refused once is gone: the right browser cannot use it afterwards either.
    const third = await begin(b)
    expect(await claimLaunch(t.db, { state: third.state, browserBinding: null })).toEqual({ ok: false, reason: 'missing-binding' })
    expect(await claimLaunch(t.db, { state: third.state, browserBinding: b })).toEqual({ ok: false, reason: 'unknown-state' })
  })

  test('a launch expires after ten minutes', async () => {
    const b = binding()
    const start = new Date()
    const { state } = await begin(b, 'L', start)
    expect(await claimLaunch(t.db, { state, browserBinding: b, now: new Date(start.getTime() + LAUNCH_TTL_MS + 1) })).toEqual({ ok: false, reason: 'expired' })
  })

  test('an unknown iss is no issuer', async () => {
    expect(await findIssuer(t.db, 'https://evil.example/fhir')).toBeNull()
  })
})
