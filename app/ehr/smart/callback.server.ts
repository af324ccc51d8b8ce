import { createHash } from 'node:crypto'

import * as oidc from 'openid-client'

import type { Db } from '#app/db/client.server.ts'
import { createEhrSession, type EhrSessionSecret } from '#app/ehr/ehr-session.server.ts'

import { smartClientConfig, tokenAnswer } from './client.server.ts'
import type { Issuer, LaunchSecret } from './launch.server.ts'

export class LaunchRefused extends Error {
  override name = 'LaunchRefused'
  constructor(
    /** For the log: a short code, never a token, a patient or a URL with either. */
    readonly reason: string,
  ) {
    super(reason)
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null)

/** SMART `appContext` is a string; some EHRs send JSON: keep it as the text it stands for. */
const contextText = (value: unknown): string | null =>
  typeof value === 'string' ? value || null : value && typeof value === 'object' ? JSON.stringify(value) : null

/**
 * Exchanges the code (PKCE verifier, `private_key_jwt`), checks the tenant against the issuer
 * row and stores a new EHR session with the patient context of THIS token response.
 */
export async function completeLaunch(
  db: Db,
  { issuer, secret, callbackUrl }: { issuer: Issuer; secret: LaunchSecret; callbackUrl: URL },
): Promise<{ sessionId: string; secret: EhrSessionSecret }> {
  const config = await smartClientConfig(db, { clientId: issuer.clientId, endpoints: secret.endpoints })
  // The URL the EHR sent the browser to, on the redirect URI we registered (the host header
  // of this request has no say in it).
  const currentUrl = new URL(secret.redirectUri)
  for (const [k, v] of callbackUrl.searchParams) currentUrl.searchParams.append(k, v)
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
  try {
    tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: secret.codeVerifier,
      expectedState: callbackUrl.searchParams.get('state') ?? oidc.skipStateCheck,
    })
  } catch (error) {
    const code = (error as { code?: unknown; error?: unknown }).error ?? (error as { code?: unknown }).code
    throw new LaunchRefused(`token exchange failed: ${typeof code === 'string' ? code : 'error'}`)
  }
  if (tokens.token_type !== 'bearer') throw new LaunchRefused('token type is not bearer')

  const tenant = text(tokens.tenant)
  if (issuer.tenant !== null && tenant !== issuer.tenant) throw new LaunchRefused('tenant does not match the issuer')

  const claims = tokens.claims()
  const fhirUser = text(claims?.fhirUser)
  const user = fhirUser ?? text(claims?.sub)
  const userHash = user ? createHash('sha256').update(`${issuer.iss}\n${user}`).digest('hex') : null

  const granted = text(tokens.scope) ?? secret.scope
  const fhirContext = Array.isArray(tokens.fhirContext) ? (tokens.fhirContext as unknown[]) : null
  const sessionSecret: EhrSessionSecret = {
    ...tokenAnswer(tokens, null),
    endpoints: secret.endpoints,
    patientId: text(tokens.patient),
    encounterId: text(tokens.encounter),
    scopes: granted.split(/\s+/).filter(Boolean),
    needPatientBanner: tokens.need_patient_banner !== false,
    fhirUser: fhirUser && fhirUser.length <= 2048 ? fhirUser : null,
    intent: text(tokens.intent),
    appContext: contextText(tokens.appContext),
    fhirContext,
    tenant,
  }
  const { id } = await createEhrSession(db, {
    issuerId: issuer.id,
    organisationId: issuer.organisationId,
    userHash,
    secret: sessionSecret,
  })
  return { sessionId: id, secret: sessionSecret }
}
