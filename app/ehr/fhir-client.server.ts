import { FhirError, type FhirReader } from '#app/ehr/ehr-session.ts'

/**
 * Where a reader gets its bearer token. `refresh` is called at most once per call (after a 401,
 * or for an access token past its `expires_in`) with the token that failed, and answers a newer
 * token, or null when none can be had.
 */
export type TokenSource = {
  current: () => Promise<{ accessToken: string; expiresAt: number | null }>
  refresh: (failedToken: string) => Promise<string | null>
}

export type FhirReaderOptions = {
  /** The FHIR base URL (`iss`). */
  base: string
  tokens: TokenSource
  timeoutMs: number
  fetch?: typeof fetch
  now?: () => number
}

/** Seconds before `expires_in` runs out from which the token is refreshed before the call. */
const EXPIRY_MARGIN_MS = 30_000

const FHIR_JSON = 'application/fhir+json'

/** The URL for a path relative to the FHIR base; refuses anything that would leave it. */
function urlFor(base: string, pathAndQuery: string): string {
  const root = new URL(base).href.replace(/\/+$/, '')
  const refused = () => new FhirError(0, 'A FHIR request must be a path relative to the FHIR base URL.')
  if (!/^[A-Za-z][A-Za-z0-9]*([/?]|$)/.test(pathAndQuery)) throw refused()
  let url: URL
  try {
    url = new URL(`${root}/${pathAndQuery}`)
  } catch {
    throw refused()
  }
  // Dot segments (also percent-encoded ones) are resolved by the URL parser: check where it landed.
  if (!url.href.startsWith(`${root}/`)) throw refused()
  return url.href
}

/**
 * The FhirReader of one EHR session: `Accept: application/fhir+json`, the bearer token, a time-out,
 * and one refresh on a 401. Its errors name the status only: never the path (it holds patient ids)
 * nor the body.
 */
export function createFhirReader({ base, tokens, timeoutMs, fetch: doFetch = fetch, now = Date.now }: FhirReaderOptions): FhirReader {
  async function call(url: string, init: { method: string; body?: string; headers?: Record<string, string> }) {
    const current = await tokens.current()
    let accessToken = current.accessToken
    const expiresAt = current.expiresAt
    let refreshed = false
    if (expiresAt !== null && expiresAt - EXPIRY_MARGIN_MS <= now()) {
      refreshed = true
      const fresh = await refreshOrNull(accessToken)
      // An EHR may not give a refresh token: then try the old token, the server decides.
      if (fresh) accessToken = fresh
    }
    for (;;) {
      const response = await send(url, init, accessToken)
      if (response.status !== 401 || refreshed) return response
      refreshed = true
      const fresh = await refreshOrNull(accessToken)
      if (!fresh) return response
      accessToken = fresh
    }
  }

  async function refreshOrNull(failedToken: string): Promise<string | null> {
    try {
      return await tokens.refresh(failedToken)
    } catch {
      return null
    }
  }

  async function send(url: string, init: { method: string; body?: string; headers?: Record<string, string> }, token: string) {
    try {
      return await doFetch(url, {
        method: init.method,
        body: init.body,
        redirect: 'error',
        headers: { accept: FHIR_JSON, authorization: `Bearer ${token}`, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      throw new FhirError(0, timedOut ? 'The EHR did not answer in time.' : 'The EHR could not be reached.')
    }
  }

  async function json(response: Response): Promise<unknown> {
    let text: string
    try {
      text = await response.text()
    } catch {
      throw new FhirError(0, 'The EHR answer could not be read.')
    }
    if (!text) return null
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new FhirError(0, 'The EHR answered with something that is not JSON.')
    }
  }

  function refuse(response: Response): never {
    // The body is not read: an OperationOutcome may quote the request.
    void response.body?.cancel().catch(() => undefined)
    throw new FhirError(response.status, `The EHR answered ${response.status}.`)
  }

  return {
    async read<T = unknown>(pathAndQuery: string): Promise<T> {
      const response = await call(urlFor(base, pathAndQuery), { method: 'GET' })
      if (!response.ok) refuse(response)
      const body = await json(response)
      if (body === null || typeof body !== 'object') throw new FhirError(0, 'The EHR answered with something that is not a FHIR resource.')
      return body as T
    },
    async create<T extends { resourceType: string }>(resource: T) {
      if (!/^[A-Z][A-Za-z]{1,63}$/.test(resource.resourceType)) throw new FhirError(0, 'Not a FHIR resource type.')
      const response = await call(urlFor(base, resource.resourceType), {
        method: 'POST',
        body: JSON.stringify(resource),
        headers: { 'content-type': FHIR_JSON, prefer: 'return=representation' },
      })
      if (!response.ok) refuse(response)
      const body = await json(response)
      const created = body && typeof body === 'object' && (body as { resourceType?: unknown }).resourceType === resource.resourceType ? (body as T & { id?: unknown }) : null
      const location = response.headers.get('location') ?? ''
      const fromLocation = new RegExp(`(?:^|/)${resource.resourceType}/([A-Za-z0-9\\-.]{1,64})(?:/_history/[^/?]+)?/?(?:\\?.*)?$`).exec(location)?.[1]
      const id = typeof created?.id === 'string' ? created.id : (fromLocation ?? null)
      return { id, resource: created }
    },
  }
}
