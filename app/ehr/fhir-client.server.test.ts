import { http, HttpResponse, delay } from 'msw'
import { describe, expect, test, vi } from 'vitest'

import { FhirError } from '#app/ehr/ehr-session.ts'
import { server } from '#tests/mocks/node.ts'

import { createFhirReader, type TokenSource } from './fhir-client.server.ts'

// Faults and vendor quirks of an EHR's FHIR server (the real flow runs against the test EHR).
const BASE = 'https://ehr.example.org/fhir/r4'

function tokens(initial = 'token-1', next: string | null = 'token-2', expiresAt: number | null = null) {
  let current = initial
  const refresh = vi.fn(async () => {
    if (next) current = next
    return next
  })
  const source: TokenSource = { current: async () => ({ accessToken: current, expiresAt }), refresh }
  return { source, refresh }
}

const reader = (source: TokenSource, timeoutMs = 2000) => createFhirReader({ base: BASE, tokens: source, timeoutMs })

async function fhirErrorOf(promise: Promise<unknown>): Promise<FhirError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FhirError)
  return error as FhirError
}

describe('FhirReader', () => {
  test('sends Accept application/fhir+json and the bearer token, relative to the base', async () => {
    let seen: Request | undefined
    server.use(
      http.get(`${BASE}/Patient/pt-1`, ({ request }) => {
        seen = request
        return HttpResponse.json({ resourceType: 'Patient', id: 'pt-1' })
      }),
    )
    const { source } = tokens()
    await expect(reader(source).read('Patient/pt-1')).resolves.toEqual({ resourceType: 'Patient', id: 'pt-1' })
    expect(seen?.headers.get('accept')).toBe('application/fhir+json')
    expect(seen?.headers.get('authorization')).toBe('Bearer token-1')
  })

  test('refuses a path that would leave the FHIR base', async () => {
    const { source } = tokens()
    for (const path of ['https://evil.example/Patient', '//evil.example/x', '../token', '/Patient', 'Patient/../../token', 'Patient/%2e%2e/%2e%2e/token']) {
      expect((await fhirErrorOf(reader(source).read(path))).status).toBe(0)
    }
  })

  test('a 401 mid-session refreshes once and retries with the new token', async () => {
    const auth: string[] = []
    server.use(
      http.get(`${BASE}/Observation`, ({ request }) => {
        auth.push(request.headers.get('authorization') ?? '')
        return request.headers.get('authorization') === 'Bearer token-2'
          ? HttpResponse.json({ resourceType: 'Bundle', type: 'searchset' })
          : new HttpResponse(null, { status: 401 })
      }),
    )
    const { source, refresh } = tokens()
    await expect(reader(source).read('Observation?patient=pt-1')).resolves.toMatchObject({ resourceType: 'Bundle' })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(auth).toEqual(['Bearer token-1', 'Bearer token-2'])
  })

  test('a second 401 after the refresh is FhirError(401), without another refresh', async () => {
    server.use(http.get(`${BASE}/Patient/pt-1`, () => new HttpResponse(null, { status: 401 })))
    const { source, refresh } = tokens()
    expect((await fhirErrorOf(reader(source).read('Patient/pt-1'))).status).toBe(401)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  test('no refresh token (a vendor that gives none): the 401 stands', async () => {
    server.use(http.get(`${BASE}/Patient/pt-1`, () => new HttpResponse(null, { status: 401 })))
    const { source, refresh } = tokens('opaque-token', null)
    expect((await fhirErrorOf(reader(source).read('Patient/pt-1'))).status).toBe(401)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  test('a refresh that fails is FhirError(401)', async () => {
    server.use(http.get(`${BASE}/Patient/pt-1`, () => new HttpResponse(null, { status: 401 })))
    const source: TokenSource = {
      current: async () => ({ accessToken: 't', expiresAt: null }),
      refresh: () => Promise.reject(new Error('invalid_grant')),
    }
    expect((await fhirErrorOf(reader(source).read('Patient/pt-1'))).status).toBe(401)
  })

  test('an access token past expires_in is refreshed before the call', async () => {
    const auth: string[] = []
    server.use(
      http.get(`${BASE}/Patient/pt-1`, ({ request }) => {
        auth.push(request.headers.get('authorization') ?? '')
        return HttpResponse.json({ resourceType: 'Patient', id: 'pt-1' })
      }),
    )
    const { source, refresh } = tokens('old', 'new', Date.now() - 1000)
    await reader(source).read('Patient/pt-1')
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(auth).toEqual(['Bearer new'])
  })

  test.each([403, 404, 429, 500, 503])('%i is FhirError with that status and no path in the message', async (status) => {
    server.use(
      http.get(`${BASE}/Observation`, () =>
        HttpResponse.json({ resourceType: 'OperationOutcome', issue: [{ diagnostics: 'patient=pt-secret' }] }, { status }),
      ),
    )
    const { source } = tokens()
    const error = await fhirErrorOf(reader(source).read('Observation?patient=pt-secret'))
    expect(error.status).toBe(status)
    expect(error.message).not.toContain('pt-secret')
    expect(error.message).not.toContain('Observation')
  })

  test('a timeout is FhirError(0)', async () => {
    server.use(
      http.get(`${BASE}/Patient/pt-1`, async () => {
        await delay(1000)
        return HttpResponse.json({ resourceType: 'Patient' })
      }),
    )
    const { source } = tokens()
    const error = await fhirErrorOf(reader(source, 100).read('Patient/pt-1'))
    expect(error.status).toBe(0)
    expect(error.message).toMatch(/in time/)
  })

  test('malformed JSON is FhirError(0)', async () => {
    server.use(http.get(`${BASE}/Patient/pt-1`, () => new HttpResponse('{"resourceType": "Pat', { headers: { 'content-type': 'application/fhir+json' } })))
    const { source } = tokens()
    expect((await fhirErrorOf(reader(source).read('Patient/pt-1'))).status).toBe(0)
  })

  test('a network fault is FhirError(0)', async () => {
    server.use(http.get(`${BASE}/Patient/pt-1`, () => HttpResponse.error()))
    const { source } = tokens()
    expect((await fhirErrorOf(reader(source).read('Patient/pt-1'))).status).toBe(0)
  })

  test('create posts the resource and answers its id from the body or from Location', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${BASE}/DocumentReference`, async ({ request }) => {
        bodies.push(await request.json())
        expect(request.headers.get('content-type')).toBe('application/fhir+json')
        return HttpResponse.json({ resourceType: 'DocumentReference', id: 'doc-9' }, { status: 201 })
      }),
      http.post(`${BASE}/Observation`, () =>
        new HttpResponse(null, { status: 201, headers: { location: `${BASE}/Observation/obs-7/_history/1` } }),
      ),
    )
    const { source } = tokens()
    await expect(reader(source).create({ resourceType: 'DocumentReference', status: 'current' })).resolves.toMatchObject({ id: 'doc-9' })
    expect(bodies).toEqual([{ resourceType: 'DocumentReference', status: 'current' }])
    await expect(reader(source).create({ resourceType: 'Observation' })).resolves.toEqual({ id: 'obs-7', resource: null })
  })
})
