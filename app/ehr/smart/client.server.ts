import * as oidc from 'openid-client'

import type { Db } from '#app/db/client.server.ts'
import { currentSigningKey } from '#app/ehr/keys.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

export { isAllowedEndpoint, isLoopbackHttp } from './urls.ts'

/** The endpoints a SMART launch needs, from `{iss}/.well-known/smart-configuration`. */
export type SmartEndpoints = {
  /** The authorization server's issuer (id_token `iss`); the FHIR base when it names none. */
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
}

/** fetch with the EHR time-out (discovery; openid-client gets the same through customFetch). */
export const timedFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(getEnv().EHR_FETCH_TIMEOUT_MS) })

/**
 * An openid-client configuration for one EHR: `private_key_jwt` with the SMART assertion shape
 * (`typ: JWT`, `aud` = the token endpoint; openid-client's default is `aud` = issuer and no `typ`,
 * which SMART servers refuse).
 */
export async function smartClientConfig(
  db: Db,
  { clientId, endpoints }: { clientId: string; endpoints: SmartEndpoints },
): Promise<oidc.Configuration> {
  const signingKey = await currentSigningKey(db)
  const auth = oidc.PrivateKeyJwt(signingKey, {
    [oidc.modifyAssertion]: (header, payload) => {
      header.typ = 'JWT'
      payload.aud = endpoints.tokenEndpoint
    },
  })
  const config = new oidc.Configuration(
    {
      issuer: endpoints.issuer,
      authorization_endpoint: endpoints.authorizationEndpoint,
      token_endpoint: endpoints.tokenEndpoint,
    },
    clientId,
    {},
    auth,
  )
  config[oidc.customFetch] = (url, options) =>
    fetch(url, { ...(options as RequestInit), signal: options.signal ?? AbortSignal.timeout(getEnv().EHR_FETCH_TIMEOUT_MS) })
  const insecure = [endpoints.issuer, endpoints.authorizationEndpoint, endpoints.tokenEndpoint].some(
    (u) => u.startsWith('http:'),
  )
  if (insecure) oidc.allowInsecureRequests(config)
  return config
}

export type TokenAnswer = {
  accessToken: string
  refreshToken: string | null
  /** When the access token stops working (from `expires_in`); null when the EHR did not say. */
  accessExpiresAt: number | null
  scope: string | null
}

export function tokenAnswer(
  tokens: oidc.TokenEndpointResponse,
  previousRefreshToken: string | null,
  now = Date.now(),
): TokenAnswer {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? previousRefreshToken,
    accessExpiresAt: typeof tokens.expires_in === 'number' ? now + tokens.expires_in * 1000 : null,
    scope: typeof tokens.scope === 'string' ? tokens.scope : null,
  }
}

/** The refresh grant with `private_key_jwt`. */
export async function refreshTokens(
  db: Db,
  { clientId, endpoints, refreshToken }: { clientId: string; endpoints: SmartEndpoints; refreshToken: string },
): Promise<TokenAnswer> {
  const config = await smartClientConfig(db, { clientId, endpoints })
  const tokens = await oidc.refreshTokenGrant(config, refreshToken)
  return tokenAnswer(tokens, refreshToken)
}
