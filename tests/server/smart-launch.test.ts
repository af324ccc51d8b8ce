import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { exportJWK, generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { openDb } from '#app/db/client.server.ts'
import { ehrIssuers, organisations } from '#app/db/schema.ts'
import { hashEhrSessionId, readEhrSession, toEhrSession } from '#app/ehr/ehr-session.server.ts'
import { rotateKeys } from '#app/ehr/keys.server.ts'
import { DEFAULT_SCOPE } from '#app/ehr/smart/scopes.ts'
import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'
import { patientLaunch, startTestEhr, type TestEhr } from '#tests/ehr/test-ehr.ts'
import { browserGet, launchUrlThroughApp, registerApp, type Jar } from '#tests/support/smart-launch.ts'

// SMART App Launch against the test EHR (oidc-provider + Medplum's FHIR router, tests/ehr),
// with the production build. The browser is played by fetch with a cookie jar.

const LAUNCH_ERROR = '/authentication-error?errorMsg=EHR_LAUNCH_FAILED'

let server: RunningServer
let dataDir: string
let ehr: TestEhr
let wrongKeyEhr: TestEhr
let tenantEhr: TestEhr
let foreignJwks: Server
let unknownIssuer: Server
let unknownIssuerHits = 0

/** The clinician opens Consilium from the chart: app launch → EHR authorize → app callback. */
const launch = (launchUrl: string, jar: Jar = new Map(), options: { callbackJar?: Jar } = {}) =>
  launchUrlThroughApp(server.url, launchUrl, jar, options)
const get = browserGet

const listen = (handler: Parameters<typeof createServer>[1]) =>
  new Promise<Server>((resolve) => {
    const s = createServer(handler)
    s.listen(0, '127.0.0.1', () => resolve(s))
  })
const urlOf = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`

beforeAll(async () => {
  ehr = await startTestEhr({ standaloneContext: patientLaunch('prevent') })
  wrongKeyEhr = await startTestEhr({ store: ehr.store })
  tenantEhr = await startTestEhr({ store: ehr.store })
  const { publicKey } = await generateKeyPair('ES384')
  const foreignKey = { ...(await exportJWK(publicKey)), kid: 'not-ours', alg: 'ES384', use: 'sig' }
  foreignJwks = await listen((_req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ keys: [foreignKey] }))
  })
  unknownIssuer = await listen((_req, res) => {
    unknownIssuerHits++
    res.end('{}')
  })

  dataDir = newDataDir()
  const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
  const [org] = await handle.db.insert(organisations).values({ name: 'Test hospital', subscriptionStatus: 'active' }).returning()
  await handle.db.insert(ehrIssuers).values([
    { organisationId: org!.id, iss: ehr.iss, clientId: 'consilium', scope: DEFAULT_SCOPE },
    { organisationId: org!.id, iss: wrongKeyEhr.iss, clientId: 'consilium', scope: DEFAULT_SCOPE },
    { organisationId: org!.id, iss: tenantEhr.iss, clientId: 'consilium', scope: DEFAULT_SCOPE, tenant: 'tenant-1' },
  ])
  await handle.close()
  server = await startServer({ DATA_DIR: dataDir })

  registerApp(ehr, server.url)
  registerApp(tenantEhr, server.url)
  registerApp(wrongKeyEhr, server.url, { jwksUri: `${urlOf(foreignJwks)}/jwks.json` })
})

afterAll(async () => {
  await server?.stop()
  await Promise.all([ehr?.stop(), wrongKeyEhr?.stop(), tenantEhr?.stop()])
  foreignJwks?.close()
  unknownIssuer?.close()
})

// Launches whose sessions are checked against the FHIR server once the app has stopped.
const sessions: { first?: string; second?: string; main?: string } = {}
const ehrCookie = (jar: Jar) => jar.get('consilium_ehr')

describe('SMART App Launch (EHR launch against the test EHR)', () => {
  test('JWKS: current and next ES384 keys with alg, kid and use, cacheable', async () => {
    const response = await fetch(`${server.url}/.well-known/jwks.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/max-age=600/)
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] }
    expect(keys).toHaveLength(2)
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-384', alg: 'ES384', use: 'sig' })
      expect(typeof key.kid).toBe('string')
      expect(key).not.toHaveProperty('d')
    }
  })

  test('a full EHR launch opens the tool named by intent, with an EHR session cookie', async () => {
    const run = await launch(ehr.launchUrl(`${server.url}/smart/launch`, patientLaunch('prevent', { intent: 'tool:prevent' })))
    const authorize = run.authorize.searchParams
    expect(authorize.get('aud')).toBe(ehr.iss)
    expect(authorize.get('code_challenge_method')).toBe('S256')
    expect(Buffer.from(authorize.get('state')!, 'base64url').length).toBe(32)
    expect(run.started.headers.getSetCookie().join()).toMatch(/consilium_smart_launch=.*Secure.*SameSite=None/i)

    expect(run.callback.status).toBe(302)
    expect(run.location).toBe('/tool/prevent')
    const set = run.callback.headers.getSetCookie().find((c) => c.startsWith('consilium_ehr='))!
    for (const attribute of [/HttpOnly/, /Secure/, /SameSite=None/i, /Partitioned/, /Path=\//]) expect(set).toMatch(attribute)
    // Nothing about the patient or the tokens in what the browser sees.
    expect(run.location).not.toContain('pt-prevent-1')
    expect(set).not.toContain('pt-prevent-1')

    const page = await get(`${server.url}/tool/prevent`, run.jar)
    expect(page.status).toBe(200)
    sessions.main = ehrCookie(run.jar)
  })

  test('the state is single-use: replaying the callback is refused', async () => {
    const run = await launch(ehr.launchUrl(`${server.url}/smart/launch`, patientLaunch('prevent')))
    expect(run.location).toBe('/')
    const replay = await get(run.callbackUrl.href, run.jar)
    expect(replay.status).toBe(302)
    expect(replay.headers.get('location')).toBe(LAUNCH_ERROR)
    expect(replay.headers.getSetCookie().some((c) => c.startsWith('consilium_ehr='))).toBe(false)
  })

  test('a callback without the browser-binding cookie gets the missing-cookies page', async () => {
    const run = await launch(ehr.launchUrl(`${server.url}/smart/launch`, patientLaunch('prevent')), new Map(), { callbackJar: new Map() })
    // Only the issuer's public FHIR base travels: the page offers a new launch in a new window.
    expect(run.location).toBe(`/authentication-error?errorMsg=MISSING_COOKIES&${new URLSearchParams({ iss: ehr.iss }).toString()}`)
    const page = await get(`${server.url}${run.location}`)
    expect(page.status).toBe(401)
    const html = await page.text()
    expect(html).toContain('Please enable third-party cookies')
    expect(html).toContain(`href="/smart/launch?${new URLSearchParams({ iss: ehr.iss }).toString().replaceAll('&', '&amp;')}" target="_blank"`)
    expect(html).toContain('Open in a new window')
  })

  test('a callback from another browser (another binding) is refused', async () => {
    const run = await launch(ehr.launchUrl(`${server.url}/smart/launch`, patientLaunch('prevent')), new Map(), {
      callbackJar: new Map([['consilium_smart_launch', Buffer.from(JSON.stringify('x'.repeat(43))).toString('base64')]]),
    })
    expect(run.location).toBe(LAUNCH_ERROR)
  })

  test('an unknown iss is refused before anything is fetched from it', async () => {
    const response = await get(`${server.url}/smart/launch?iss=${encodeURIComponent(`${urlOf(unknownIssuer)}/fhir`)}&launch=abc`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(LAUNCH_ERROR)
    expect(unknownIssuerHits).toBe(0)
    const page = await get(`${server.url}${LAUNCH_ERROR}`)
    expect(page.status).toBe(401)
  })

  test('an EHR that holds a key we do not publish refuses our assertion: no session', async () => {
    const run = await launch(wrongKeyEhr.launchUrl(`${server.url}/smart/launch`, patientLaunch('prevent')))
    expect(run.location).toBe(LAUNCH_ERROR)
    expect(ehrCookie(run.jar)).toBeUndefined()
  })

  test('the tenant must match the issuer row', async () => {
    const wrong = await launch(tenantEhr.launchUrl(`${server.url}/smart/launch`, patientLaunch('prevent', { tenant: 'tenant-2' })))
    expect(wrong.location).toBe(LAUNCH_ERROR)
    const none = await launch(tenantEhr.launchUrl(`${server.url}/smart/launch`, patientLaunch('prevent')))
    expect(none.location).toBe(LAUNCH_ERROR)
    const right = await launch(tenantEhr.launchUrl(`${server.url}/smart/launch`, patientLaunch('prevent', { tenant: 'tenant-1' })))
    expect(right.location).toBe('/')
  })

  test('appContext and fhirContext route to the tool; an unknown tool goes home', async () => {
    const app = await launch(ehr.launchUrl(`${server.url}/smart/launch`, patientLaunch('af', { appContext: 'tool=prevent' })))
    expect(app.location).toBe('/tool/prevent')
    const json = await launch(ehr.launchUrl(`${server.url}/smart/launch`, patientLaunch('af', { appContext: '{"tool":"prevent"}' })))
    expect(json.location).toBe('/tool/prevent')
    const fhirContext = await launch(
      ehr.launchUrl(
        `${server.url}/smart/launch`,
        patientLaunch('af', { fhirContext: [{ identifier: { system: 'https://consilium.health/fhir/tool', value: 'prevent' } }] }),
      ),
    )
    expect(fhirContext.location).toBe('/tool/prevent')
    const unknown = await launch(ehr.launchUrl(`${server.url}/smart/launch`, patientLaunch('af', { intent: 'tool:no-such-tool' })))
    expect(unknown.location).toBe('/')
  })

  test('a standalone launch asks for the patient and gets one', async () => {
    const run = await launch(`${server.url}/smart/launch?iss=${encodeURIComponent(ehr.iss)}`)
    expect(run.authorize.searchParams.has('launch')).toBe(false)
    expect(run.authorize.searchParams.get('scope')).toContain('launch/patient')
    expect(run.location).toBe('/')
    expect(ehrCookie(run.jar)).toBeDefined()
  })

  test("a second launch for another patient replaces the first one's session", async () => {
    const jar: Jar = new Map()
    await launch(ehr.launchUrl(`${server.url}/smart/launch`, patientLaunch('prevent')), jar)
    sessions.first = ehrCookie(jar)
    await launch(ehr.launchUrl(`${server.url}/smart/launch`, patientLaunch('second')), jar)
    sessions.second = ehrCookie(jar)
    expect(sessions.second).toBeDefined()
    expect(sessions.second).not.toBe(sessions.first)
  })
})

describe('the stored EHR sessions, read as the app reads them (after the app has stopped)', () => {
  test('FhirReader reads the launch patient; an expired token is refreshed, also after a key rotation; the replaced session is gone', async () => {
    await server.stop()
    const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
    try {
      const idOf = (cookieValue: string | undefined) => JSON.parse(Buffer.from(decodeURIComponent(cookieValue!), 'base64').toString()) as string

      const main = await readEhrSession(handle.db, idOf(sessions.main))
      expect(main?.secret).toMatchObject({ patientId: 'pt-prevent-1', encounterId: 'enc-prevent-1', intent: 'tool:prevent' })
      expect(main?.secret.refreshToken).toBeTruthy()
      expect(main?.userHash).toMatch(/^[0-9a-f]{64}$/)
      const session = toEhrSession(handle.db, main!)
      await expect(session.fhir.read(`Patient/${session.patientId}`)).resolves.toMatchObject({ resourceType: 'Patient', id: 'pt-prevent-1' })

      // The EHR ends every access token: the next read gets a 401, refreshes with
      // private_key_jwt (refresh token from online_access) and succeeds.
      expect(await ehr.expireAccessTokens()).toBeGreaterThan(0)
      const before = main!.secret.accessToken
      await expect(session.fhir.read(`Patient/${session.patientId}`)).resolves.toMatchObject({ id: 'pt-prevent-1' })
      const after = await readEhrSession(handle.db, idOf(sessions.main))
      expect(after?.secret.accessToken).not.toBe(before)
      // A rotation signs with the key that was published as "next": the EHR, which cached our
      // JWKS at the launch, already knows it, so the next refresh goes through.
      const rotated = await rotateKeys(handle.db, { keepPreviousMinutes: 60, force: true })
      expect(rotated.ok).toBe(true)
      await ehr.expireAccessTokens()
      await expect(session.fhir.read(`Patient/${session.patientId}`)).resolves.toMatchObject({ id: 'pt-prevent-1' })

      // Outside the launch patient's compartment the EHR says no.
      await expect(session.fhir.read('Patient/pt-second')).rejects.toMatchObject({ name: 'FhirError', status: 403 })

      expect(await readEhrSession(handle.db, idOf(sessions.first))).toBeNull()
      const second = await readEhrSession(handle.db, idOf(sessions.second))
      expect(second?.secret.patientId).toBe('pt-second')
      expect(second?.idHash).toBe(hashEhrSessionId(idOf(sessions.second)))
    } finally {
      await handle.close()
    }
  })
})
