import { resourcesOf, type Resource } from './fhir.ts'
import type { CdsService, ServiceData } from './services.ts'

/** One FHIR read from the EHR's server must answer within this time. */
export const FHIR_TIMEOUT_MS = 5_000
/** A search answer larger than this is not read. */
export const FHIR_MAX_BYTES = 2 * 1024 * 1024
/** Pages of one search followed (a patient's conditions or medication requests). */
export const FHIR_MAX_PAGES = 10

export type FhirAccess = { fhirServer: string; accessToken: string }

/** Why the data for a call could not be had: answered with 412 (the category is logged, never the data). */
export class DataUnavailable extends Error {
  constructor(readonly category: 'no_prefetch' | 'fhir_server_refused' | 'fhir_unreachable' | 'fhir_unreadable' | 'too_many_pages') {
    super(category)
    this.name = 'DataUnavailable'
  }
}

/** The template with the call's context filled in; values are percent-encoded. */
export function fillTemplate(template: string, context: { patientId: string; userId?: string | undefined }): string {
  return template
    .replace(/\{\{context\.patientId\}\}/g, encodeURIComponent(context.patientId))
    .replace(/\{\{context\.userId\}\}/g, encodeURIComponent(context.userId ?? ''))
}

/**
 * The data a service needs: each prefetch key from the EHR's prefetch when it is there
 * (a Bundle, a resource, or null for "no data"), otherwise read from the EHR's FHIR server
 * with the access token it gave. A key that can be had neither way throws DataUnavailable.
 */
export async function gatherData(
  service: CdsService,
  prefetch: Record<string, unknown> | undefined,
  context: { patientId: string; userId?: string | undefined },
  access: FhirAccess | null,
  fetchImpl: typeof fetch = fetch,
): Promise<ServiceData> {
  const data: ServiceData = {}
  const missing: string[] = []
  for (const key of Object.keys(service.prefetch)) {
    const given = prefetch && Object.hasOwn(prefetch, key) ? resourcesOf(prefetch[key]) : undefined
    if (given) data[key] = given
    else missing.push(key)
  }
  if (missing.length === 0) return data
  if (!access) throw new DataUnavailable('no_prefetch')
  await Promise.all(
    missing.map(async (key) => {
      data[key] = await search(access, fillTemplate(service.prefetch[key]!, context), fetchImpl)
    }),
  )
  return data
}

async function search(access: FhirAccess, query: string, fetchImpl: typeof fetch): Promise<Resource[]> {
  const base = access.fhirServer.replace(/\/+$/, '')
  let url: string | null = `${base}/${query}`
  const out: Resource[] = []
  for (let page = 0; url; page++) {
    if (page >= FHIR_MAX_PAGES) throw new DataUnavailable('too_many_pages')
    const answer = await read(access, url, fetchImpl)
    const resources = resourcesOf(answer)
    if (!resources) throw new DataUnavailable('fhir_unreadable')
    out.push(...resources)
    url = nextLink(answer, base)
  }
  return out
}

/** The Bundle's next page, only on the same FHIR server (a link elsewhere is not followed). */
function nextLink(answer: unknown, base: string): string | null {
  const links = (answer as { link?: unknown }).link
  if (!Array.isArray(links)) return null
  const next = links.find((l) => typeof l === 'object' && l !== null && (l as { relation?: unknown }).relation === 'next') as
    | { url?: unknown }
    | undefined
  if (typeof next?.url !== 'string') return null
  try {
    const url = new URL(next.url)
    return url.href.startsWith(`${base}/`) || url.href.startsWith(`${base}?`) ? url.href : null
  } catch {
    return null
  }
}

async function read(access: FhirAccess, url: string, fetchImpl: typeof fetch): Promise<unknown> {
  let response: Response
  try {
    response = await fetchImpl(url, {
      headers: { Accept: 'application/fhir+json', Authorization: `Bearer ${access.accessToken}` },
      redirect: 'error',
      signal: AbortSignal.timeout(FHIR_TIMEOUT_MS),
    })
  } catch {
    throw new DataUnavailable('fhir_unreachable')
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new DataUnavailable('fhir_server_refused')
  }
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > FHIR_MAX_BYTES) {
    await response.body?.cancel()
    throw new DataUnavailable('fhir_unreadable')
  }
  try {
    const text = await boundedText(response, FHIR_MAX_BYTES)
    return JSON.parse(text) as unknown
  } catch {
    throw new DataUnavailable('fhir_unreadable')
  }
}

async function boundedText(response: Response, limit: number): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > limit) {
      await reader.cancel()
      throw new Error('too large')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Whether the service may call this FHIR server: https, or http to a loopback address (a
 * test EHR or one on the same host). The caller is an allow-listed, verified EHR.
 */
export function allowedFhirServer(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password || url.search || url.hash) return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && isLoopback(url.hostname)
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(hostname) || hostname === '[::1]'
}
