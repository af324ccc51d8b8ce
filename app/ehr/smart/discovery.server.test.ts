import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'

import { server } from '#tests/mocks/node.ts'

import { fetchSmartConfiguration, SmartDiscoveryError } from './discovery.server.ts'

// Discovery documents shaped as other EHRs serve them, and broken ones.
const ISS = 'https://vendor.example.org/api/FHIR/R4'
const WELL_KNOWN = `${ISS}/.well-known/smart-configuration`

const serve = (body: Record<string, unknown>, status = 200) => server.use(http.get(WELL_KNOWN, () => HttpResponse.json(body, { status })))

describe('SMART discovery', () => {
  test('endpoints from a vendor document without an issuer fall back to iss', async () => {
    serve({ authorization_endpoint: 'https://vendor.example.org/oauth2/authorize', token_endpoint: 'https://vendor.example.org/oauth2/token', capabilities: ['launch-ehr'] })
    await expect(fetchSmartConfiguration(ISS)).resolves.toEqual({
      issuer: ISS,
      authorizationEndpoint: 'https://vendor.example.org/oauth2/authorize',
      tokenEndpoint: 'https://vendor.example.org/oauth2/token',
    })
  })

  test.each([
    ['plain-http endpoints', { authorization_endpoint: 'http://vendor.example.org/a', token_endpoint: 'https://vendor.example.org/t' }],
    ['no token endpoint', { authorization_endpoint: 'https://vendor.example.org/a' }],
    ['no PKCE S256', { authorization_endpoint: 'https://v.example/a', token_endpoint: 'https://v.example/t', code_challenge_methods_supported: ['plain'] }],
    ['no private_key_jwt', { authorization_endpoint: 'https://v.example/a', token_endpoint: 'https://v.example/t', token_endpoint_auth_methods_supported: ['client_secret_basic'] }],
  ])('refused: %s', async (_name, body) => {
    serve(body)
    await expect(fetchSmartConfiguration(ISS)).rejects.toBeInstanceOf(SmartDiscoveryError)
  })

  test('refused: 5xx, not JSON, unreachable', async () => {
    serve({}, 503)
    await expect(fetchSmartConfiguration(ISS)).rejects.toThrow(/503/)
    server.use(http.get(WELL_KNOWN, () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } })))
    await expect(fetchSmartConfiguration(ISS)).rejects.toThrow(/not JSON/)
    server.use(http.get(WELL_KNOWN, () => HttpResponse.error()))
    await expect(fetchSmartConfiguration(ISS)).rejects.toBeInstanceOf(SmartDiscoveryError)
  })
})
