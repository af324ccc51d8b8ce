import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { readEhrSession } from '#app/ehr/ehr-session.server.ts'
import { loadKeySet, publicJwks } from '#app/ehr/keys.server.ts'
import { server } from '#tests/mocks/node.ts'
import { createTestEhrSession } from '#tests/support/ehr-session.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { completeLaunch, LaunchRefused } from './callback.server.ts'
import { findIssuer, type Issuer, type LaunchSecret } from './launch.server.ts'

// Vendor-shaped token answers that the test EHR does not give (Epic/Oracle style): an opaque
// access token, SMART v1 scopes, no refresh token, no id_token.
const ISS = 'https://vendor.example.org/api/FHIR/R4'
const TOKEN = 'https://vendor.example.org/oauth2/token'
const secret: LaunchSecret = {
  codeVerifier: 'v'.repeat(43),
  redirectUri: 'https://consilium.example/smart/callback',
  endpoints: { issuer: 'https://vendor.example.org/oauth2', authorizationEndpoint: 'https://vendor.example.org/oauth2/authorize', tokenEndpoint: TOKEN },
  scope: 'launch openid fhirUser patient/Patient.read patient/Observation.read',
  standalone: false,
}

let t: TestDb
let issuer: Issuer
beforeAll(async () => {
  t = await createTestDb()
  await createTestEhrSession(t.db, { iss: ISS, clientId: 'vendor-client-id' })
  issuer = (await findIssuer(t.db, ISS))!
})
afterAll(() => t.close())

const callback = new URL('https://consilium.example/smart/callback?code=abc&state=s1')

describe('token answers of other EHRs', () => {
  test('opaque token, v1 scopes, no refresh token: the session keeps them as given; the assertion is SMART-shaped', async () => {
    let form: URLSearchParams | undefined
    server.use(
      http.post(TOKEN, async ({ request }) => {
        form = new URLSearchParams(await request.text())
        return HttpResponse.json({
          access_token: 'opaque-0f3a9c',
          token_type: 'Bearer',
          expires_in: 3600,
          scope: 'launch patient/Patient.read patient/Observation.read',
          patient: 'eVendorPatient3',
          encounter: 'eVendorEnc9',
          need_patient_banner: false,
        })
      }),
    )
    const { sessionId } = await completeLaunch(t.db, { issuer, secret, callbackUrl: callback })

    expect(form?.get('grant_type')).toBe('authorization_code')
    expect(form?.get('code')).toBe('abc')
    expect(form?.get('code_verifier')).toBe(secret.codeVerifier)
    expect(form?.get('redirect_uri')).toBe(secret.redirectUri)
    expect(form?.get('client_assertion_type')).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer')
    const assertion = form!.get('client_assertion')!
    const header = decodeProtectedHeader(assertion)
    const keys = await loadKeySet(t.db)
    expect(header).toMatchObject({ alg: 'ES384', typ: 'JWT', kid: keys.current.kid })
    const { payload } = await jwtVerify(assertion, createLocalJWKSet(publicJwks(keys)), { audience: TOKEN, typ: 'JWT' })
    expect(payload).toMatchObject({ iss: 'vendor-client-id', sub: 'vendor-client-id' })
    expect(typeof payload.jti).toBe('string')
    expect((payload.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(300)

    const stored = await readEhrSession(t.db, sessionId)
    expect(stored?.secret).toMatchObject({
      accessToken: 'opaque-0f3a9c',
      refreshToken: null,
      patientId: 'eVendorPatient3',
      encounterId: 'eVendorEnc9',
      scopes: ['launch', 'patient/Patient.read', 'patient/Observation.read'],
      needPatientBanner: false,
    })
    expect(stored?.secret.accessExpiresAt).toBeGreaterThan(Date.now() + 3500_000)
    expect(stored?.userHash).toBeNull()
  })

  test('an error answer from the token endpoint refuses the launch, naming only the OAuth error', async () => {
    server.use(http.post(TOKEN, () => HttpResponse.json({ error: 'invalid_grant', error_description: 'code for patient eX expired' }, { status: 400 })))
    const refused = await completeLaunch(t.db, { issuer, secret, callbackUrl: callback }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(LaunchRefused)
    expect((refused as LaunchRefused).reason).toBe('token exchange failed: invalid_grant')
  })

  test('a token endpoint that cannot be reached refuses the launch', async () => {
    server.use(http.post(TOKEN, () => HttpResponse.error()))
    await expect(completeLaunch(t.db, { issuer, secret, callbackUrl: callback })).rejects.toBeInstanceOf(LaunchRefused)
  })
})
