import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { exportJWK, generateKeyPair, type CryptoKey } from 'jose'
import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { findTool } from '#engine/library.ts'
import { convertMeasure } from '#engine/units.ts'

import { FhirError, type FhirReader } from '#app/ehr/ehr-session.ts'
import { prefillItemsOf } from '#app/ehr/prefill/ehr-map.ts'
import { fetchForPrefill } from '#app/ehr/prefill/fetch.server.ts'
import { selectPrefill } from '#app/ehr/prefill/select.ts'

import { fixtureValues, followAuthorization, PATIENTS, patientLaunch, startTestEhr, type TestEhr } from './test-ehr.ts'

/** A FhirReader over plain fetch, as the app's reader does it (JSON, FhirError on anything but 2xx). */
function fetchReader(base: string, headers: Record<string, string> = {}): FhirReader {
  return {
    async read<T>(path: string) {
      const res = await fetch(`${base}/${path}`, { headers: { accept: 'application/fhir+json', ...headers } })
      if (!res.ok) throw new FhirError(res.status, `FHIR read answered ${res.status}`)
      return (await res.json()) as T
    },
    create: () => Promise.reject(new Error('not used')),
  }
}

const CLIENT_ID = 'consilium-prefill-test'
const KID = 'prefill-es384'
let ehr: TestEhr
let jwksServer: http.Server
let redirectUri: string
let appKey: CryptoKey

beforeAll(async () => {
  const keys = await generateKeyPair('ES384', { extractable: true })
  appKey = keys.privateKey
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'ES384', use: 'sig' }] })
  jwksServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(jwks)
  })
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`
  redirectUri = `${base}/smart/callback`
  ehr = await startTestEhr({
    client: { clientId: CLIENT_ID, jwksUri: `${base}/.well-known/jwks.json`, redirectUris: [redirectUri], scope: 'launch openid fhirUser online_access patient/*.rs' },
  })
})
afterAll(async () => {
  await ehr?.stop()
  await new Promise<void>((resolve) => jwksServer?.close(() => resolve()))
})

/** An EHR launch for pt-prevent-1 with `scope`: the access token the app would hold. */
async function launchToken(scope: string): Promise<{ token: string; patient: string }> {
  const meta = (await (await fetch(`${ehr.iss}/.well-known/smart-configuration`)).json()) as client.ServerMetadata
  const auth = client.PrivateKeyJwt(
    { key: appKey, kid: KID },
    {
      [client.modifyAssertion]: (header, payload) => {
        header.typ = 'JWT'
        payload.aud = meta.token_endpoint
      },
    },
  )
  const config = new client.Configuration(meta, CLIENT_ID, {}, auth)
  client.allowInsecureRequests(config)
  const { launch, iss } = ehr.launch(patientLaunch('prevent'))
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    state,
    launch,
    aud: iss,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  })
  const tokens = await client.authorizationCodeGrant(config, await followAuthorization(url.toString(), redirectUri), { pkceCodeVerifier: verifier, expectedState: state })
  return { token: tokens.access_token, patient: String(tokens.patient) }
}

async function prefill(slug: string, patientId: string, reader = fetchReader(ehr.fhirBaseDirect)) {
  const tool = findTool(slug)!
  const now = new Date()
  const fetched = await fetchForPrefill(reader, patientId, prefillItemsOf(tool), now)
  return { fetched, prefill: selectPrefill(tool, fetched.resources, { patientId, now, failures: fetched.failures }) }
}

describe('prefill from the test EHR (Medplum FHIR store)', () => {
  test('pt-prevent-1 on PREVENT: the newer cholesterol, HDL as reported in mmol/L, SBP from the BP panel, with their dates', async () => {
    const v = fixtureValues().prevent
    const { fetched, prefill: p } = await prefill('prevent', PATIENTS.prevent.id)
    expect(fetched.failures).toEqual({})
    expect(p.values.total_cholesterol).toMatchObject({ value: '213', unit: 'mg/dL cholesterol', date: v.totalCholesterol.effective, dateKind: 'collected', converted: false })
    expect(p.values.hdl_cholesterol).toMatchObject({ value: '1.24', unit: 'mmol/L cholesterol', reported: { value: '1.24', unit: 'mmol/L' }, converted: false })
    expect(p.values.systolic_bp).toMatchObject({ value: '142', unit: 'mmHg', date: v.systolic.effective })
    expect(p.values.sex).toMatchObject({ value: 'female' })
    const today = new Date()
    const birthdayPassed = today.getUTCMonth() > 2 || (today.getUTCMonth() === 2 && today.getUTCDate() >= 14)
    expect(p.values.age?.value).toBe(String(today.getUTCFullYear() - 1968 - (birthdayPassed ? 0 : 1)))
    expect(p.values.creatinine).toMatchObject({ value: '0.82', unit: 'mg/dL creatinine' })
    expect(p.values.egfr).toMatchObject({ value: '84' })
    expect(p.values.hba1c).toMatchObject({ value: '7.2', unit: '%' })
    expect(p.values.bmi).toMatchObject({ value: '31.4' })
    expect(p.values.height).toMatchObject({ value: '164', unit: 'cm' })
    expect(p.values.weight).toMatchObject({ value: '84.5', unit: 'kg' })
    expect(p.missing).toEqual([{ cpdn: 'uacr', reason: 'none-in-window', timeWindow: '12 months' }])
    // The server's date filter already dropped the 2023 value; the selection would have too.
    expect(JSON.stringify(fetched.resources)).not.toContain('obs-prevent-tc-2023')
  })

  test('HDL in mmol/L into a mg/dL-only field: converted as the engine converts', async () => {
    const { prefill: p } = await prefill('ldl-friedewald', PATIENTS.prevent.id)
    expect(p.values.hdl_cholesterol).toMatchObject({ value: String(convertMeasure(1.24, 'mmol/L cholesterol', 'mg/dL cholesterol', 0)), unit: 'mg/dL', converted: true })
    expect(p.values.hdl_cholesterol?.value).toBe('48')
  })

  test('pt-sparse: no HDL and a stale systolic pressure are missing, with the window', async () => {
    const { prefill: p } = await prefill('prevent', PATIENTS.sparse.id)
    expect(p.values.total_cholesterol).toMatchObject({ value: '196' })
    expect(p.values.hdl_cholesterol).toBeUndefined()
    expect(p.values.systolic_bp).toBeUndefined()
    expect(p.missing).toEqual(
      expect.arrayContaining([
        { cpdn: 'hdl_cholesterol', reason: 'none-in-window', timeWindow: '12 months' },
        { cpdn: 'systolic_bp', reason: 'none-in-window', timeWindow: '12 months' },
      ]),
    )
  })

  test('one patient’s values never fill another’s form', async () => {
    const [a, b] = await Promise.all([prefill('ascvd-pooled-cohort', PATIENTS.prevent.id), prefill('ascvd-pooled-cohort', PATIENTS.second.id)])
    expect(a.prefill.values.total_cholesterol?.value).toBe('213')
    expect(b.prefill.values.total_cholesterol?.value).toBe('172')
    expect(b.prefill.values.hdl_cholesterol).toMatchObject({ value: '38', unit: 'mg/dL cholesterol' })
    expect(b.prefill.values.sex?.value).toBe('male')
  })

  test('through the SMART gate with the launch’s token: the same prefill', async () => {
    const { token, patient } = await launchToken('launch openid fhirUser online_access patient/Patient.rs patient/Observation.rs')
    expect(patient).toBe(PATIENTS.prevent.id)
    const { fetched, prefill: p } = await prefill('prevent', patient, fetchReader(ehr.iss, { authorization: `Bearer ${token}` }))
    expect(fetched.failures).toEqual({})
    expect(p.values.total_cholesterol?.value).toBe('213')
    expect(p.values.systolic_bp?.value).toBe('142')
  })

  test('a scope without Observation: 403 → the observations are not-permitted, age and sex still come', async () => {
    const { token, patient } = await launchToken('launch openid fhirUser online_access patient/Patient.rs')
    const { prefill: p } = await prefill('prevent', patient, fetchReader(ehr.iss, { authorization: `Bearer ${token}` }))
    expect(Object.keys(p.values).sort()).toEqual(['age', 'sex'])
    expect(p.missing.find((m) => m.cpdn === 'total_cholesterol')).toEqual({ cpdn: 'total_cholesterol', reason: 'not-permitted', timeWindow: '12 months' })
    expect(new Set(p.missing.map((m) => m.reason))).toEqual(new Set(['not-permitted']))
  })

  test('behind the SMART gate without a token every read fails: fields stay empty, marked unavailable', async () => {
    const { prefill: p } = await prefill('prevent', PATIENTS.prevent.id, fetchReader(ehr.iss))
    expect(p.values).toEqual({})
    expect(new Set(p.missing.map((m) => m.reason))).toEqual(new Set(['unavailable']))
  })
})
