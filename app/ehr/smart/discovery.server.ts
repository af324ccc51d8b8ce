import type { SmartEndpoints } from './client.server.ts'
import { timedFetch } from './client.server.ts'
import { isAllowedEndpoint } from './urls.ts'

/** Why a SMART configuration was refused (for the log; never holds patient data). */
export class SmartDiscoveryError extends Error {
  override name = 'SmartDiscoveryError'
}

const CACHE_MS = 5 * 60_000
const cache = new Map<string, { at: number; endpoints: Promise<SmartEndpoints> }>()

function endpoint(value: unknown, name: string): string {
  if (typeof value !== 'string' || !isAllowedEndpoint(value)) throw new SmartDiscoveryError(`${name} is missing or not https`)
  return value
}

/** Reads and checks `{iss}/.well-known/smart-configuration` (SMART App Launch 2.2 §Discovery). */
export async function fetchSmartConfiguration(iss: string, doFetch: typeof fetch = timedFetch): Promise<SmartEndpoints> {
  let response: Response
  try {
    response = await doFetch(`${iss}/.well-known/smart-configuration`, { headers: { accept: 'application/json' }, redirect: 'error' })
  } catch {
    throw new SmartDiscoveryError('smart-configuration could not be fetched')
  }
  if (!response.ok) throw new SmartDiscoveryError(`smart-configuration answered ${response.status}`)
  let body: Record<string, unknown>
  try {
    body = (await response.json()) as Record<string, unknown>
  } catch {
    throw new SmartDiscoveryError('smart-configuration is not JSON')
  }
  if (!body || typeof body !== 'object') throw new SmartDiscoveryError('smart-configuration is not a JSON object')
  const methods = body.code_challenge_methods_supported
  if (Array.isArray(methods) && !methods.includes('S256')) throw new SmartDiscoveryError('the EHR does not support PKCE S256')
  const auth = body.token_endpoint_auth_methods_supported
  if (Array.isArray(auth) && !auth.includes('private_key_jwt')) throw new SmartDiscoveryError('the EHR does not support private_key_jwt')
  return {
    issuer: typeof body.issuer === 'string' && isAllowedEndpoint(body.issuer) ? body.issuer : iss,
    authorizationEndpoint: endpoint(body.authorization_endpoint, 'authorization_endpoint'),
    tokenEndpoint: endpoint(body.token_endpoint, 'token_endpoint'),
  }
}

/** The SMART configuration of an allow-listed `iss`, cached for five minutes per node. */
export function smartConfigurationFor(iss: string): Promise<SmartEndpoints> {
  const hit = cache.get(iss)
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.endpoints
  const endpoints = fetchSmartConfiguration(iss)
  cache.set(iss, { at: Date.now(), endpoints })
  endpoints.catch(() => cache.delete(iss))
  return endpoints
}

export function clearSmartConfigurationCache() {
  cache.clear()
}
