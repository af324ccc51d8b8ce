import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { exportJWK, generateKeyPair, type CryptoKey } from 'jose'
import * as client from 'openid-client'

import { followAuthorization, type LaunchContext, type TestEhr } from '../ehr/test-ehr.ts'

/**
 * A SMART client of the test EHR for tests that need a token the EHR really issued, without the
 * app's own launch routes: its own ES384 key and JWKS on loopback, an EHR launch with PKCE and
 * `private_key_jwt` (SMART's `typ` and `aud`), the code exchanged for tokens.
 */
export type TestSmartClient = {
  clientId: string
  jwksUri: string
  redirectUri: string
  /** Launches the app for a context with the scope asked for; resolves with the token response. */
  launch(ehr: TestEhr, context: LaunchContext, scope: string): Promise<LaunchTokens>
  stop(): Promise<void>
}

export type LaunchTokens = {
  accessToken: string
  refreshToken: string | null
  /** Scopes the EHR granted, split. */
  scopes: string[]
  patientId: string | null
  encounterId: string | null
}

const KID = 'test-client-es384'

export async function startTestSmartClient(clientId = 'consilium-test-client'): Promise<TestSmartClient> {
  const keys = await generateKeyPair('ES384', { extractable: true })
  const key: CryptoKey = keys.privateKey
  const jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'ES384', use: 'sig' }] }
  const server = http.createServer((req, res) => {
    if (req.url === '/.well-known/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(jwks))
    } else {
      res.writeHead(404)
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const redirectUri = `${base}/smart/callback`

  async function configuration(ehr: TestEhr): Promise<client.Configuration> {
    const meta = (await (await fetch(`${ehr.iss}/.well-known/smart-configuration`)).json()) as client.ServerMetadata
    const auth = client.PrivateKeyJwt(
      { key, kid: KID },
      {
        [client.modifyAssertion]: (header, payload) => {
          header.typ = 'JWT'
          payload.aud = meta.token_endpoint
        },
      },
    )
    const config = new client.Configuration(meta, clientId, {}, auth)
    client.allowInsecureRequests(config)
    return config
  }

  return {
    clientId,
    jwksUri: `${base}/.well-known/jwks.json`,
    redirectUri,
    async launch(ehr, context, scope) {
      const config = await configuration(ehr)
      const { launch, iss } = ehr.launch(context)
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
      const callback = await followAuthorization(url.toString(), redirectUri)
      if (callback.searchParams.get('error')) throw new Error(`${callback.searchParams.get('error')}: ${callback.searchParams.get('error_description')}`)
      const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state })
      const extra = tokens as unknown as { patient?: string; encounter?: string }
      return {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
        scopes: (tokens.scope ?? '').split(/\s+/).filter(Boolean),
        patientId: extra.patient ?? null,
        encounterId: extra.encounter ?? null,
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
