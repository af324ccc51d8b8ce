/**
 * Self-tests of the test EHR, with a small SMART client written here (openid-client + jose, the
 * product's libraries, with SMART's two required settings). One EHR for the whole file.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type * as fhir4 from 'fhir/r4'
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from 'jose'
import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOINC, SYSTEM } from '#app/ehr/codes.ts'

import { startCdsClient, type CdsClient } from './cds-client.ts'
import {
  fixtureValues,
  followAuthorization,
  PATIENTS,
  patientLaunch,
  remoteTestEhr,
  startTestEhr,
  type LaunchContext,
  type TestEhr,
} from './test-ehr.ts'

const CLIENT_ID = 'consilium-test'
const FULL_SCOPE =
  'launch openid fhirUser online_access patient/Patient.rs patient/Observation.rs patient/Condition.rs patient/MedicationRequest.rs patient/DocumentReference.c'
const READ_SCOPE = 'launch openid fhirUser online_access patient/Patient.rs patient/Observation.rs'

let ehr: TestEhr
let app: http.Server
let appBase: string
let redirectUri: string
let appKey: CryptoKey
const KID = 'app-es384-1'

beforeAll(async () => {
  const keys = await generateKeyPair('ES384', { extractable: true })
  appKey = keys.privateKey
  const jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'ES384', use: 'sig' }] }
  app = http.createServer((req, res) => {
    if (req.url === '/.well-known/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(jwks))
    } else {
      res.writeHead(404)
      res.end()
    }
  })
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
  appBase = `http://127.0.0.1:${(app.address() as AddressInfo).port}`
  redirectUri = `${appBase}/smart/callback`
  ehr = await startTestEhr({
    client: {
      clientId: CLIENT_ID,
      jwksUri: `${appBase}/.well-known/jwks.json`,
      redirectUris: [redirectUri],
      scope: 'launch launch/patient openid fhirUser online_access patient/*.rs patient/DocumentReference.c',
    },
  })
})

afterAll(async () => {
  await ehr?.stop()
  await new Promise<void>((resolve) => app?.close(() => resolve()))
})

type Assertion = 'smart' | 'openid-client-default' | 'unpublished-key'

async function configuration(assertion: Assertion = 'smart'): Promise<client.Configuration> {
  // openid-client's discovery() reads OpenID/OAuth metadata paths; SMART's is under the FHIR base.
  const meta = (await (await fetch(`${ehr.iss}/.well-known/smart-configuration`)).json()) as client.ServerMetadata
  let key = appKey
  if (assertion === 'unpublished-key') key = (await generateKeyPair('ES384')).privateKey
  const auth =
    assertion === 'openid-client-default'
      ? client.PrivateKeyJwt({ key, kid: KID })
      : client.PrivateKeyJwt(
          { key, kid: KID },
          {
            [client.modifyAssertion]: (header, payload) => {
              header.typ = 'JWT'
              payload.aud = meta.token_endpoint
            },
          },
        )
  const config = new client.Configuration(meta, CLIENT_ID, {}, auth)
  client.allowInsecureRequests(config)
  return config
}

type LaunchOptions = {
  scope?: string
  context?: LaunchContext
  assertion?: Assertion
  pkce?: boolean
  aud?: string
  cookies?: Map<string, string>
}

/** The EHR opens the app; the app authorizes and exchanges the code. */
async function ehrLaunch(options: LaunchOptions = {}) {
  const config = await configuration(options.assertion)
  const { launch, iss } = ehr.launch(options.context ?? patientLaunch('prevent'))
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: options.scope ?? FULL_SCOPE,
    state,
    launch,
    aud: options.aud ?? iss,
  }
  if (options.pkce !== false) {
    params.code_challenge = await client.calculatePKCECodeChallenge(verifier)
    params.code_challenge_method = 'S256'
  }
  const callback = await followAuthorization(client.buildAuthorizationUrl(config, params).toString(), redirectUri, options.cookies)
  if (callback.searchParams.get('error')) {
    throw new Error(`${callback.searchParams.get('error')}: ${callback.searchParams.get('error_description')}`)
  }
  const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state })
  return { tokens, config }
}

async function fhir(path: string, token?: string, init: RequestInit = {}) {
  const response = await fetch(`${ehr.iss}/${path}`, {
    ...init,
    headers: {
      accept: 'application/fhir+json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/fhir+json' } : {}),
    },
  })
  return { status: response.status, body: (await response.json()) as fhir4.Resource & fhir4.Bundle }
}

describe('EHR launch', () => {
  let tokens: Awaited<ReturnType<typeof ehrLaunch>>['tokens']

  beforeAll(async () => {
    ;({ tokens } = await ehrLaunch({
      context: patientLaunch('prevent', {
        intent: 'tool:prevent',
        tenant: 'org-test',
        appContext: '{"tool":"prevent"}',
        fhirContext: [{ reference: 'Encounter/enc-prevent-1' }],
      }),
    }))
  })

  it('issues a token with the launch context, the granted scopes and an id_token naming the user', () => {
    expect(tokens.patient).toBe(PATIENTS.prevent.id)
    expect(tokens.encounter).toBe(PATIENTS.prevent.encounterId)
    expect(tokens.intent).toBe('tool:prevent')
    expect(tokens.tenant).toBe('org-test')
    expect(tokens.appContext).toBe('{"tool":"prevent"}')
    expect(tokens.fhirContext).toEqual([{ reference: 'Encounter/enc-prevent-1' }])
    expect(tokens.need_patient_banner).toBe(true)
    expect(tokens.scope?.split(' ').sort()).toEqual(FULL_SCOPE.split(' ').sort())
    expect(tokens.refresh_token).toBeTruthy()
    expect(tokens.claims()?.fhirUser).toBe(`${ehr.iss}/Practitioner/pr-1`)
  })

  it('answers the newest of two values with _sort=-date&_count=1', async () => {
    const v = fixtureValues()
    const { status, body } = await fhir(
      `Observation?patient=${PATIENTS.prevent.id}&code=${SYSTEM.loinc}|${LOINC.totalCholesterol}&_sort=-date&_count=1`,
      tokens.access_token,
    )
    expect(status).toBe(200)
    expect(body.entry).toHaveLength(1)
    const obs = body.entry![0]!.resource as fhir4.Observation
    expect(obs.valueQuantity?.value).toBe(v.prevent.totalCholesterol.value)
    expect(body.entry![0]!.fullUrl).toBe(`${ehr.iss}/Observation/${obs.id}`)

    const all = await fhir(`Observation?patient=Patient/${PATIENTS.prevent.id}&code=${SYSTEM.loinc}|${LOINC.totalCholesterol}`, tokens.access_token)
    expect(all.body.entry).toHaveLength(2)
    const absolute = await fhir(`Observation?subject=${ehr.iss}/Patient/${PATIENTS.prevent.id}&code=${SYSTEM.loinc}|${LOINC.totalCholesterol}`, tokens.access_token)
    expect(absolute.body.entry).toHaveLength(2)
    const several = await fhir(
      `Observation?patient=${PATIENTS.prevent.id}&category=laboratory&code=${[LOINC.totalCholesterol, LOINC.hdlCholesterol, LOINC.creatinine, LOINC.egfrCkdEpi2021, LOINC.hba1c, LOINC.uacr]
        .map((c) => `${SYSTEM.loinc}|${c}`)
        .join(',')}`,
      tokens.access_token,
    )
    expect(several.body.entry).toHaveLength(6) // two total cholesterol values, no UACR
    const recent = await fhir(
      `Observation?patient=${PATIENTS.prevent.id}&code=${SYSTEM.loinc}|${LOINC.totalCholesterol}&date=ge2025-01-01`,
      tokens.access_token,
    )
    expect(recent.body.entry).toHaveLength(1)
  })

  it('finds systolic BP as a component of the BP panel', async () => {
    const { status, body } = await fhir(
      `Observation?patient=${PATIENTS.prevent.id}&component-code=${SYSTEM.loinc}|${LOINC.systolicBp}&_sort=-date`,
      tokens.access_token,
    )
    expect(status).toBe(200)
    const obs = body.entry?.map((e) => e.resource as fhir4.Observation) ?? []
    expect(obs).toHaveLength(1)
    expect(obs[0]!.code.coding?.[0]?.code).toBe(LOINC.bloodPressurePanel)
    const systolic = obs[0]!.component?.find((c) => c.code.coding?.some((cd) => cd.code === LOINC.systolicBp))
    expect(systolic?.valueQuantity?.value).toBe(fixtureValues().prevent.systolic.value)
  })

  it('reads the launch patient, searches with POST _search and finds the active condition', async () => {
    const patient = await fhir(`Patient/${PATIENTS.prevent.id}`, tokens.access_token)
    expect(patient.status).toBe(200)
    expect((patient.body as unknown as fhir4.Patient).birthDate).toBe('1968-03-14')
    const conditions = await fhir('Condition/_search', tokens.access_token, {
      method: 'POST',
      body: undefined,
    })
    expect(conditions.status).toBe(403) // no patient parameter
    const response = await fetch(`${ehr.iss}/Condition/_search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ patient: PATIENTS.prevent.id, 'clinical-status': 'active', code: `${SYSTEM.snomed}|44054006` }),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as fhir4.Bundle).entry).toHaveLength(1)
  })

  it('gate: 401 without a token, 403 for another patient, a search without the patient, or a missing scope', async () => {
    expect((await fhir(`Observation?patient=${PATIENTS.prevent.id}`)).status).toBe(401)
    expect((await fhir(`Observation?patient=${PATIENTS.prevent.id}`, 'not-a-token')).status).toBe(401)
    expect((await fhir(`Observation?patient=${PATIENTS.second.id}`, tokens.access_token)).status).toBe(403)
    expect((await fhir(`Observation?patient=${PATIENTS.prevent.id},${PATIENTS.second.id}`, tokens.access_token)).status).toBe(403)
    expect((await fhir(`Patient/${PATIENTS.second.id}`, tokens.access_token)).status).toBe(403)
    expect((await fhir('Observation/obs-second-tc', tokens.access_token)).status).toBe(403)
    expect((await fhir(`Observation?code=${SYSTEM.loinc}|${LOINC.totalCholesterol}`, tokens.access_token)).status).toBe(403)
    expect((await fhir('Patient', tokens.access_token)).status).toBe(403)

    const { tokens: narrow } = await ehrLaunch({ scope: READ_SCOPE })
    expect((await fhir(`Observation?patient=${PATIENTS.prevent.id}`, narrow.access_token)).status).toBe(200)
    expect((await fhir(`MedicationRequest?patient=${PATIENTS.prevent.id}`, narrow.access_token)).status).toBe(403)
    expect((await fhir(`MedicationRequest?patient=${PATIENTS.prevent.id}`, tokens.access_token)).status).toBe(200)
  })

  it('creates a DocumentReference with the .c scope, and refuses it without', async () => {
    const note: fhir4.DocumentReference = {
      resourceType: 'DocumentReference',
      status: 'current',
      subject: { reference: `Patient/${PATIENTS.prevent.id}` },
      context: { encounter: [{ reference: `Encounter/${PATIENTS.prevent.encounterId}` }] },
      type: { coding: [{ system: SYSTEM.loinc, code: '11506-3', display: 'Progress note' }] },
      content: [{ attachment: { contentType: 'text/plain', data: Buffer.from('PREVENT 10-year risk').toString('base64') } }],
    }
    const created = await fhir('DocumentReference', tokens.access_token, { method: 'POST', body: JSON.stringify(note) })
    expect(created.status).toBe(201)
    const stored = await ehr.store.search<fhir4.DocumentReference>(`DocumentReference?patient=${PATIENTS.prevent.id}`)
    expect(stored.map((d) => d.id)).toContain(created.body.id)

    const otherPatient = { ...note, subject: { reference: `Patient/${PATIENTS.second.id}` } }
    expect((await fhir('DocumentReference', tokens.access_token, { method: 'POST', body: JSON.stringify(otherPatient) })).status).toBe(403)

    const { tokens: narrow } = await ehrLaunch({ scope: READ_SCOPE })
    expect((await fhir('DocumentReference', narrow.access_token, { method: 'POST', body: JSON.stringify(note) })).status).toBe(403)
    expect(await ehr.store.search(`DocumentReference?patient=${PATIENTS.prevent.id}`)).toHaveLength(1)
  })

  it('refreshes with online_access; an expired or revoked access token gets 401', async () => {
    const { tokens: t, config: c } = await ehrLaunch()
    expect(await ehr.expireAccessTokens()).toBeGreaterThan(0)
    expect((await fhir(`Patient/${PATIENTS.prevent.id}`, t.access_token)).status).toBe(401)
    const refreshed = await client.refreshTokenGrant(c, t.refresh_token!)
    expect(refreshed.access_token).not.toBe(t.access_token)
    expect(refreshed.patient).toBe(PATIENTS.prevent.id)
    expect((await fhir(`Patient/${PATIENTS.prevent.id}`, refreshed.access_token)).status).toBe(200)

    await client.tokenRevocation(c, refreshed.access_token)
    expect((await fhir(`Patient/${PATIENTS.prevent.id}`, refreshed.access_token)).status).toBe(401)

    const { tokens: noRefresh } = await ehrLaunch({ scope: READ_SCOPE.replace(' online_access', '') })
    expect(noRefresh.refresh_token).toBeUndefined()
  })

  it('gives a second launch in the same browser the second patient', async () => {
    const cookies = new Map<string, string>()
    const first = await ehrLaunch({ cookies })
    const second = await ehrLaunch({ cookies, context: patientLaunch('second') })
    expect(first.tokens.patient).toBe(PATIENTS.prevent.id)
    expect(second.tokens.patient).toBe(PATIENTS.second.id)
    expect((await fhir(`Patient/${PATIENTS.prevent.id}`, second.tokens.access_token)).status).toBe(403)
    expect((await fhir(`Patient/${PATIENTS.second.id}`, second.tokens.access_token)).status).toBe(200)
    const otherUser = await ehrLaunch({ cookies, context: patientLaunch('sparse', { user: 'Practitioner/pr-2' }) })
    expect(otherUser.tokens.patient).toBe(PATIENTS.sparse.id)
    expect(otherUser.tokens.claims()?.fhirUser).toBe(`${ehr.iss}/Practitioner/pr-2`)
  })
})

describe('EHR launch refusals', () => {
  it('refuses an authorization request without PKCE', async () => {
    await expect(ehrLaunch({ pkce: false })).rejects.toThrow(/invalid_request: .*PKCE/)
  })

  it('refuses an aud other than the FHIR base, and an unknown launch', async () => {
    await expect(ehrLaunch({ aud: `${ehr.authorizationServer}/other` })).rejects.toThrow(/invalid_request: aud/)
    const config = await configuration()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: FULL_SCOPE,
      state: client.randomState(),
      launch: 'made-up',
      aud: ehr.iss,
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    })
    const callback = await followAuthorization(url.toString(), redirectUri)
    expect(callback.searchParams.get('error')).toBe('invalid_request')
  })

  it('refuses a redirect URI that is not registered exactly', async () => {
    const config = await configuration()
    const { launch } = ehr.launch(patientLaunch('prevent'))
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${redirectUri}/`,
      scope: FULL_SCOPE,
      launch,
      aud: ehr.iss,
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    })
    const response = await fetch(url, { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/redirect_uri/)
  })

  it('refuses a client assertion signed with a key the app does not publish', async () => {
    await expect(ehrLaunch({ assertion: 'unpublished-key' })).rejects.toMatchObject({ error: 'invalid_client' })
  })

  it("refuses openid-client's default assertion (aud = issuer, no typ)", async () => {
    await expect(ehrLaunch({ assertion: 'openid-client-default' })).rejects.toMatchObject({ error: 'invalid_client' })
  })
})

describe('SMART client assertion rules (token endpoint, by hand)', () => {
  let refreshToken: string

  beforeAll(async () => {
    refreshToken = (await ehrLaunch()).tokens.refresh_token!
  })

  async function assertion(overrides: { header?: Record<string, unknown>; payload?: Record<string, unknown> } = {}) {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({ iss: CLIENT_ID, sub: CLIENT_ID, aud: ehr.tokenUrl, jti: crypto.randomUUID(), iat: now, exp: now + 120, ...overrides.payload })
      .setProtectedHeader({ alg: 'ES384', kid: KID, typ: 'JWT', ...overrides.header } as { alg: string })
      .sign(appKey)
  }

  async function refresh(clientAssertion: string) {
    const response = await fetch(ehr.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: clientAssertion,
      }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('accepts a SMART assertion once, and refuses its replay', async () => {
    const jwt = await assertion()
    const first = await refresh(jwt)
    expect(first.status).toBe(200)
    expect(first.body.patient).toBe(PATIENTS.prevent.id)
    expect((await refresh(jwt)).body.error).toBe('invalid_client')
  })

  it('refuses an assertion without typ, with aud = issuer, living over five minutes, or with sub ≠ client', async () => {
    const now = Math.floor(Date.now() / 1000)
    for (const bad of [
      await assertion({ header: { typ: undefined } }),
      await assertion({ payload: { aud: ehr.authorizationServer } }),
      await assertion({ payload: { exp: now + 600 } }),
      await assertion({ payload: { sub: 'someone-else' } }),
      await assertion({ payload: { iss: 'someone-else', sub: 'someone-else' } }),
    ]) {
      expect((await refresh(bad)).body.error).toBe('invalid_client')
    }
    expect((await refresh(await assertion())).status).toBe(200)
  })

  it('refuses an unknown client', async () => {
    const config = await configuration()
    const url = new URL(client.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: FULL_SCOPE, aud: ehr.iss }))
    url.searchParams.set('client_id', 'nobody')
    const response = await fetch(url, { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/invalid_client/)
  })
})

describe('test controls, standalone launch and a second issuer', () => {
  it('launches standalone with the default patient', async () => {
    const config = await configuration()
    const verifier = client.randomPKCECodeVerifier()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'launch/patient openid fhirUser patient/*.rs',
      aud: ehr.iss,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })
    const callback = await followAuthorization(url.toString(), redirectUri)
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier })
    expect(tokens.patient).toBe(PATIENTS.prevent.id)
    expect(tokens.encounter).toBeUndefined()
    expect(tokens.refresh_token).toBeUndefined()
  })

  it('over HTTP: creates launches, expires tokens, revokes grants', async () => {
    const remote = remoteTestEhr(ehr.authorizationServer)
    const { launch, iss } = await remote.launch({ patient: PATIENTS.af.id })
    expect(iss).toBe(ehr.iss)
    expect(ehr.smart.launch).toBeTypeOf('function')
    const config = await configuration()
    const verifier = client.randomPKCECodeVerifier()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: FULL_SCOPE,
      launch,
      aud: iss,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })
    const tokens = await client.authorizationCodeGrant(config, await followAuthorization(url.toString(), redirectUri), {
      pkceCodeVerifier: verifier,
    })
    expect(tokens.patient).toBe(PATIENTS.af.id)
    expect(tokens.claims()?.fhirUser).toBe(`${ehr.iss}/Practitioner/pr-1`)
    expect((await fhir(`Condition?patient=${PATIENTS.af.id}`, tokens.access_token)).status).toBe(200)
    expect(await remote.expireAccessTokens()).toBeGreaterThan(0)
    expect((await fhir(`Condition?patient=${PATIENTS.af.id}`, tokens.access_token)).status).toBe(401)
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!)
    await remote.revokeAll()
    expect((await fhir(`Condition?patient=${PATIENTS.af.id}`, refreshed.access_token)).status).toBe(401)
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('a second EHR over the same records does not accept the first one’s tokens', async () => {
    const other = await startTestEhr({ store: ehr.store })
    try {
      expect(other.iss).not.toBe(ehr.iss)
      expect(other.fhirBaseDirect).toBe(ehr.fhirBaseDirect)
      const { tokens } = await ehrLaunch()
      const response = await fetch(`${other.iss}/Patient/${PATIENTS.prevent.id}`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
      expect(response.status).toBe(401)
    } finally {
      await other.stop()
    }
  })
})

describe('CDS Hooks client', () => {
  let cds: CdsClient
  beforeAll(async () => {
    cds = await startCdsClient()
  })
  afterAll(() => cds?.stop())

  it('signs ES384 JWTs a service can verify against its jku, and bad ones it cannot', async () => {
    const aud = 'http://127.0.0.1:1/cds-services'
    const keySet = createRemoteJWKSet(new URL(cds.jku))
    const good = await cds.signCdsJwt({ aud })
    const { payload, protectedHeader } = await jwtVerify(good, keySet, { audience: aud, issuer: cds.iss, typ: 'JWT', algorithms: ['ES384'] })
    expect(protectedHeader.jku).toBe(cds.jku)
    expect(payload.jti).toBeTruthy()
    expect((await jwtVerify(await cds.signCdsJwt({ aud, alg: 'RS384' }), keySet, { audience: aud })).protectedHeader.alg).toBe('RS384')

    for (const bad of [
      cds.signCdsJwt({ aud, alg: 'none' }),
      cds.signCdsJwt({ aud, alg: 'HS256' }),
      cds.signCdsJwt({ aud, unpublishedKey: true }),
      cds.signCdsJwt({ aud, unpublishedKey: true, kid: cds.kid }),
      cds.signCdsJwt({ aud: 'http://127.0.0.1:1/cds-services/other' }),
      cds.signCdsJwt({ aud, exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 400 }),
    ]) {
      await expect(jwtVerify(await bad, keySet, { audience: aud, algorithms: ['ES384', 'RS384'] })).rejects.toThrow()
    }
  })

  it('gives a CDS service a FHIR access token for the hook patient (fhirAuthorization)', async () => {
    ehr.registerClient({ clientId: 'cds-service', jwksUri: `${appBase}/.well-known/jwks.json`, redirectUris: [`${appBase}/unused`], scope: 'patient/*.rs' })
    const auth = await ehr.issueAccessToken({ clientId: 'cds-service', scope: 'patient/Condition.rs patient/MedicationRequest.rs', patient: PATIENTS.af.id })
    expect(auth).toMatchObject({ token_type: 'Bearer', subject: 'cds-service', patient: PATIENTS.af.id })
    expect((await fhir(`Condition?patient=${PATIENTS.af.id}`, auth.access_token)).status).toBe(200)
    expect((await fhir(`Condition?patient=${PATIENTS.prevent.id}`, auth.access_token)).status).toBe(403)
    expect((await fhir(`Observation?patient=${PATIENTS.af.id}`, auth.access_token)).status).toBe(403)
    const prefetch = await cds.resolvePrefetch({ conditions: 'Condition?patient={{context.patientId}}' }, { patientId: PATIENTS.af.id }, ehr.iss, auth.access_token)
    expect((prefetch.conditions as fhir4.Bundle).entry).toHaveLength(2)
    await expect(ehr.issueAccessToken({ clientId: 'nobody', scope: 'patient/*.rs' })).rejects.toThrow(/not registered/)
  })

  it('resolves prefetch templates against the FHIR store', async () => {
    const prefetch = await cds.resolvePrefetch(
      {
        patient: 'Patient/{{context.patientId}}',
        conditions: 'Condition?patient={{context.patientId}}&clinical-status=active',
        anticoagulants: 'MedicationRequest?patient={{context.patientId}}&status=active',
        user: 'Practitioner/{{userPractitionerId}}',
        missing: 'Encounter/{{context.encounterId}}',
      },
      { patientId: PATIENTS.af.id, userId: 'Practitioner/pr-1' },
      ehr.fhirBaseDirect,
    )
    expect((prefetch.patient as fhir4.Patient).id).toBe(PATIENTS.af.id)
    const conditions = (prefetch.conditions as fhir4.Bundle).entry?.map((e) => (e.resource as fhir4.Condition).code?.coding?.[0]?.code)
    expect(conditions).toContain('49436004')
    expect((prefetch.anticoagulants as fhir4.Bundle).entry).toHaveLength(1)
    expect((prefetch.user as fhir4.Practitioner).id).toBe('pr-1')
    expect(prefetch.missing).toBeNull()
  })
})

describe('synthetic patients', () => {
  it('has no HDL and only a stale systolic BP for pt-sparse', async () => {
    expect(await ehr.store.search(`Observation?patient=${PATIENTS.sparse.id}&code=${SYSTEM.loinc}|${LOINC.hdlCholesterol}`)).toHaveLength(0)
    const twoYearsAgo = new Date(Date.now() - 2 * 365 * 86400_000).toISOString().slice(0, 10)
    expect(
      await ehr.store.search(`Observation?patient=${PATIENTS.sparse.id}&component-code=${SYSTEM.loinc}|${LOINC.systolicBp}&date=ge${twoYearsAgo}`),
    ).toHaveLength(0)
    expect(await ehr.store.search(`Observation?patient=${PATIENTS.sparse.id}&component-code=${SYSTEM.loinc}|${LOINC.systolicBp}`)).toHaveLength(1)
  })

  it('gives pt-second other values than pt-prevent-1', async () => {
    const patient = await ehr.store.read<fhir4.Patient>('Patient', PATIENTS.second.id)
    expect(patient?.gender).toBe('male')
    const [tc] = await ehr.store.search<fhir4.Observation>(
      `Observation?patient=${PATIENTS.second.id}&code=${SYSTEM.loinc}|${LOINC.totalCholesterol}&_sort=-date&_count=1`,
    )
    expect(tc?.valueQuantity?.value).not.toBe(fixtureValues().prevent.totalCholesterol.value)
  })

  it('serves the SMART configuration at the FHIR base and metadata with oauth-uris', async () => {
    const conf = (await (await fetch(`${ehr.iss}/.well-known/smart-configuration`)).json()) as Record<string, unknown>
    expect(conf.token_endpoint).toBe(ehr.tokenUrl)
    expect(conf.code_challenge_methods_supported).toEqual(['S256'])
    const { status, body } = await fhir('metadata')
    expect(status).toBe(200)
    expect(JSON.stringify(body)).toContain(ehr.tokenUrl)
  })
})
