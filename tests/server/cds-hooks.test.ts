import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import type * as fhir4 from 'fhir/r4'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { addCdsClient } from '#app/cds/trust.server.ts'
import { openDb } from '#app/db/client.server.ts'
import { organisations } from '#app/db/schema.ts'

import { startCdsClient, type CdsClient, type CdsJwtOptions } from '../ehr/cds-client.ts'
import { startTestEhr, type TestEhr } from '../ehr/test-ehr.ts'
import { newDataDir, startServer, type RunningServer } from '../support/server.ts'

/*
 * The test plays the EHR (tests/ehr): its ES384 key with the JWKS on loopback, JWTs signed for
 * the exact endpoint URL, and patient-view calls with prefetch resolved against the test EHR's
 * FHIR store (Medplum in memory) or written out here.
 */

let server: RunningServer
let base: string
let ehrClient: CdsClient
let ehr: TestEhr
let dataDir: string

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

beforeAll(async () => {
  ehrClient = await startCdsClient()
  ehr = await startTestEhr()

  dataDir = newDataDir()
  const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
  const [org] = await handle.db.insert(organisations).values({ name: 'Riverside Hospital' }).returning()
  await addCdsClient(handle.db, { organisationId: org!.id, iss: ehrClient.iss, jku: ehrClient.jku, tenant: 'riverside' })
  await handle.close()

  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = await startServer({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base })
})

afterAll(async () => {
  await server?.stop()
  await ehrClient?.stop()
  await ehr?.stop()
})

/** A token for the endpoint, as the EHR signs it (`aud` = the exact URL under PUBLIC_URL). */
function token(endpoint: string, o: Partial<CdsJwtOptions> = {}): Promise<string> {
  return ehrClient.signCdsJwt({ aud: `${base}${endpoint}`, tenant: 'riverside', ...o })
}

async function call(endpoint: string, body?: unknown, auth?: string | null, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { ...headers }
  if (auth !== null) all.authorization = `Bearer ${auth ?? (await token(endpoint))}`
  if (body !== undefined) all['content-type'] = 'application/json'
  return fetch(`${base}${endpoint}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: all,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

const yearsAgo = (n: number, days = 0) => new Date(Date.now() - (n * 365.25 + days) * 86_400_000).toISOString().slice(0, 10)
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()

const bundle = (...resources: object[]) => ({ resourceType: 'Bundle', type: 'searchset', entry: resources.map((resource) => ({ resource })) })
const loinc = (code: string) => ({ coding: [{ system: 'http://loinc.org', code }] })
const lab = (code: string, value: number, unit: string, days: number) => ({
  resourceType: 'Observation',
  status: 'final',
  code: loinc(code),
  effectiveDateTime: daysAgo(days),
  valueQuantity: { value, unit },
})
const active = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] }
const condition = (system: string, code: string) => ({ resourceType: 'Condition', clinicalStatus: active, code: { coding: [{ system, code }] } })
const consiliumScore = (slug: string, days: number) => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'urn:consilium:tool', code: slug }] },
  effectiveDateTime: daysAgo(days),
  valueQuantity: { value: 6.1, unit: '%' },
})

const PATIENT_ID = 'pt-prevent-1'

function preventPrefetch(over: Record<string, unknown> = {}) {
  return {
    patient: { resourceType: 'Patient', id: PATIENT_ID, gender: 'female', birthDate: yearsAgo(58, 30) },
    conditions: bundle(condition('http://snomed.info/sct', '44054006')),
    cholesterol: bundle(lab('2093-3', 213, 'mg/dL', 40)),
    hdl: bundle(lab('2085-9', 1.4, 'mmol/L', 40)),
    systolicBp: bundle({
      resourceType: 'Observation',
      status: 'final',
      code: loinc('85354-9'),
      effectiveDateTime: daysAgo(10),
      component: [{ code: loinc('8480-6'), valueQuantity: { value: 134, unit: 'mm[Hg]' } }],
    }),
    kidney: bundle(lab('98979-8', 78, 'mL/min/{1.73_m2}', 40)),
    score: null,
    ...over,
  }
}

const hookCall = (patientId: string, prefetch: Record<string, unknown>, extra: object = {}) => ({
  hook: 'patient-view',
  hookInstance: randomUUID(),
  context: { userId: 'Practitioner/dr-1', patientId },
  prefetch,
  ...extra,
})

describe('discovery', () => {
  test('lists the two patient-view services with their prefetch templates', async () => {
    const response = await call('/cds-services')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const { services } = (await response.json()) as { services: { id: string; hook: string; title: string; description: string; prefetch: Record<string, string> }[] }
    expect(services.map((s) => [s.id, s.hook])).toEqual([
      ['consilium-prevent', 'patient-view'],
      ['consilium-af-stroke', 'patient-view'],
    ])
    for (const s of services) {
      expect(s.title).not.toBe('')
      expect(s.description).not.toBe('')
      expect(s.prefetch.patient).toBe('Patient/{{context.patientId}}')
    }
  })
})

describe('patient-view', () => {
  test('PREVENT: an adult of 58 with the inputs in the chart gets a card with a SMART link carrying the tool', async () => {
    const response = await call('/cds-services/consilium-prevent', hookCall(PATIENT_ID, preventPrefetch()), undefined, {
      origin: 'https://ehr.example.test',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const { cards } = (await response.json()) as { cards: Record<string, unknown>[] }
    expect(cards).toHaveLength(1)
    expect(cards[0]).toMatchObject({
      indicator: 'info',
      source: { label: 'Consilium', url: `${base}/tool/prevent` },
      links: [{ type: 'smart', url: `${base}/smart/launch`, appContext: '{"tool":"prevent"}' }],
    })
    expect(cards[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(String(cards[0]!.summary).length).toBeLessThanOrEqual(140)
  })

  test('AF: atrial fibrillation without an anticoagulant gets the CHA2DS2-VASc card', async () => {
    const prefetch = {
      patient: { resourceType: 'Patient', id: 'pt-af', gender: 'male', birthDate: yearsAgo(72, 10) },
      conditions: bundle(condition('http://hl7.org/fhir/sid/icd-10-cm', 'I48.91')),
      medications: bundle({
        resourceType: 'MedicationRequest',
        status: 'active',
        intent: 'order',
        medicationCodeableConcept: { text: 'metoprolol succinate 50 mg' },
      }),
      score: null,
    }
    const response = await call('/cds-services/consilium-af-stroke', hookCall('pt-af', prefetch))
    expect(response.status).toBe(200)
    const { cards } = (await response.json()) as { cards: Record<string, unknown>[] }
    expect(cards).toHaveLength(1)
    expect(cards[0]).toMatchObject({ links: [{ type: 'smart', appContext: '{"tool":"cha2ds2-vasc"}' }] })

    const anticoagulated = {
      ...prefetch,
      medications: bundle({
        resourceType: 'MedicationRequest',
        status: 'active',
        intent: 'order',
        medicationCodeableConcept: { coding: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '1364430', display: 'apixaban' }] },
      }),
    }
    const none = await call('/cds-services/consilium-af-stroke', hookCall('pt-af', anticoagulated))
    expect(await none.json()).toEqual({ cards: [] })
  })

  test.each([
    ['ASCVD on the problem list', { conditions: bundle(condition('http://snomed.info/sct', '22298006')) }],
    ['a PREVENT result from 3 months ago', { score: bundle(consiliumScore('prevent', 90)) }],
    ['age 82', { patient: { resourceType: 'Patient', id: PATIENT_ID, gender: 'female', birthDate: yearsAgo(82, 30) } }],
  ])('no card: %s', async (_, over) => {
    const response = await call('/cds-services/consilium-prevent', hookCall(PATIENT_ID, preventPrefetch(over)))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ cards: [] })
  })

  test('a prefetch key left out, with no FHIR server to read it from: 412', async () => {
    const prefetch: Record<string, unknown> = preventPrefetch()
    delete prefetch.kidney
    const response = await call('/cds-services/consilium-prevent', hookCall(PATIENT_ID, prefetch))
    expect(response.status).toBe(412)
    expect(await response.json()).toMatchObject({ error: { code: 'data_unavailable' } })
  })

  test('an unreachable FHIR server for the missing key: 412, and neither the access token nor the patient id is logged', async () => {
    const prefetch: Record<string, unknown> = preventPrefetch()
    delete prefetch.score
    const port = await freePort()
    const response = await call(
      '/cds-services/consilium-prevent',
      hookCall('pt-unlogged-77', prefetch, {
        fhirServer: `http://127.0.0.1:${port}/fhir`,
        fhirAuthorization: { access_token: 'secret-access-token-55', token_type: 'Bearer', expires_in: 300, scope: 'patient/*.read', subject: 'cds' },
      }),
    )
    expect(response.status).toBe(412)
    await new Promise((r) => setTimeout(r, 100))
    expect(server.output()).toContain('fhir_unreachable')
    expect(server.output()).not.toContain('secret-access-token-55')
    expect(server.output()).not.toContain('pt-unlogged-77')
  })

  test('a prefetch of 300 KB is read; a body over 512 KB is refused with 413 before any parsing, readable cross-origin', async () => {
    const padded = preventPrefetch({ extra: { resourceType: 'Basic', note: 'x'.repeat(300 * 1024) } })
    expect((await call('/cds-services/consilium-prevent', hookCall(PATIENT_ID, padded))).status).toBe(200)
    const huge = preventPrefetch({ extra: { resourceType: 'Basic', note: 'x'.repeat(600 * 1024) } })
    const response = await call('/cds-services/consilium-prevent', hookCall(PATIENT_ID, huge))
    expect(response.status).toBe(413)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toMatchObject({ error: { code: 'too_large' } })
  })

  test('a FHIR server that is not https (and not loopback) is refused', async () => {
    const response = await call('/cds-services/consilium-prevent', hookCall(PATIENT_ID, preventPrefetch(), { fhirServer: 'http://fhir.example.org/r4' }))
    expect(response.status).toBe(400)
  })

  test('a call for another hook, an unknown service, a malformed body', async () => {
    const wrongHook = await call('/cds-services/consilium-prevent', { ...hookCall(PATIENT_ID, preventPrefetch()), hook: 'order-select' })
    expect(wrongHook.status).toBe(400)
    expect((await call('/cds-services/nope', hookCall(PATIENT_ID, preventPrefetch()))).status).toBe(404)
    const malformed = await call('/cds-services/consilium-prevent', { hook: 'patient-view', context: { patientId: '../x' } })
    expect(malformed.status).toBe(400)
  })
})

describe('against the test EHR (Medplum FHIR store)', () => {
  async function prefetched(serviceId: string, patientId: string) {
    const discovery = (await (await call('/cds-services')).json()) as { services: { id: string; prefetch: Record<string, string> }[] }
    const templates = discovery.services.find((s) => s.id === serviceId)!.prefetch
    return ehrClient.resolvePrefetch(templates, { patientId, userId: 'Practitioner/pr-1' }, ehr.fhirBaseDirect)
  }

  async function cardsFor(serviceId: string, patientId: string, extra: object = {}) {
    const response = await call(`/cds-services/${serviceId}`, hookCall(patientId, await prefetched(serviceId, patientId), extra))
    expect(response.status).toBe(200)
    return ((await response.json()) as { cards: { links: { appContext?: string }[] }[] }).cards
  }

  test('pt-prevent-1 (every PREVENT input, type 2 diabetes, no cardiovascular disease): the PREVENT card', async () => {
    const cards = await cardsFor('consilium-prevent', 'pt-prevent-1')
    expect(cards.map((c) => c.links[0]!.appContext)).toEqual(['{"tool":"prevent"}'])
  })

  test('pt-sparse (no HDL, systolic pressure over two years old): no card', async () => {
    expect(await cardsFor('consilium-prevent', 'pt-sparse')).toEqual([])
  })

  test('pt-af (atrial fibrillation, metoprolol only): the CHA2DS2-VASc card; pt-prevent-1 (no AF) gets none', async () => {
    const cards = await cardsFor('consilium-af-stroke', 'pt-af')
    expect(cards.map((c) => c.links[0]!.appContext)).toEqual(['{"tool":"cha2ds2-vasc"}'])
    expect(await cardsFor('consilium-af-stroke', 'pt-prevent-1')).toEqual([])
  })

  test('with no prefetch, the service reads the FHIR server with the access token it was given', async () => {
    const response = await call(
      '/cds-services/consilium-prevent',
      hookCall('pt-prevent-1', {}, {
        fhirServer: ehr.fhirBaseDirect,
        fhirAuthorization: { access_token: 'opaque-token', token_type: 'Bearer', expires_in: 300, scope: 'patient/*.rs', subject: 'consilium' },
      }),
    )
    expect(response.status).toBe(200)
    const { cards } = (await response.json()) as { cards: unknown[] }
    expect(cards).toHaveLength(1)
  })

  test('an anticoagulant, ASCVD or a recent Consilium score in the chart: no card', async () => {
    expect(await cardsFor('consilium-prevent', 'pt-second')).toHaveLength(1)
    const ref = (id: string) => ({ reference: `Patient/${id}` })
    const put = (resource: { resourceType: string; id: string; [field: string]: unknown }) => ({
      resource: resource as fhir4.Resource,
      request: { method: 'PUT' as const, url: `${resource.resourceType}/${resource.id}` },
    })
    const clinical = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] }
    await ehr.store.load({
      resourceType: 'Bundle',
      type: 'transaction',
      entry: [
        put({ resourceType: 'Patient', id: 'pt-af-apixaban', gender: 'female', birthDate: '1950-02-02' }),
        put({ resourceType: 'Condition', id: 'c-af-apx', subject: ref('pt-af-apixaban'), clinicalStatus: clinical, code: { coding: [{ system: 'http://snomed.info/sct', code: '49436004' }] } }),
        put({
          resourceType: 'MedicationRequest',
          id: 'mr-af-apx',
          subject: ref('pt-af-apixaban'),
          status: 'active',
          intent: 'order',
          medicationCodeableConcept: { coding: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '1364445', display: 'apixaban 5 MG Oral Tablet' }] },
        }),
        put({ resourceType: 'Condition', id: 'c-second-mi', subject: ref('pt-second'), clinicalStatus: clinical, code: { coding: [{ system: 'http://snomed.info/sct', code: '22298006' }] } }),
        put({
          resourceType: 'Observation',
          id: 'obs-prevent-1-score',
          subject: ref('pt-prevent-1'),
          status: 'final',
          code: { coding: [{ system: 'urn:consilium:tool', code: 'prevent' }] },
          effectiveDateTime: daysAgo(60),
          valueQuantity: { value: 6.4, unit: '%' },
        }),
      ],
    })
    expect(await cardsFor('consilium-af-stroke', 'pt-af-apixaban')).toEqual([])
    expect(await cardsFor('consilium-prevent', 'pt-second')).toEqual([])
    expect(await cardsFor('consilium-prevent', 'pt-prevent-1')).toEqual([])
  })
})

const now = () => Math.floor(Date.now() / 1000)

describe('the EHR token', () => {
  const endpoint = '/cds-services/consilium-prevent'
  const body = () => hookCall(PATIENT_ID, preventPrefetch())

  test.each<[string, () => Promise<string | null>]>([
    ['no Authorization header', async () => null],
    ['aud of another endpoint', () => token(endpoint, { aud: `${base}/cds-services/consilium-af-stroke` })],
    ['aud of another host', () => token(endpoint, { aud: `https://elsewhere.example${endpoint}` })],
    ['unknown iss', () => token(endpoint, { iss: 'https://other-ehr.example' })],
    ['jku not allow-listed', () => token(endpoint, { jku: 'http://127.0.0.1:9/other-jwks.json' })],
    ['expired', () => token(endpoint, { iat: now() - 600, exp: now() - 540 })],
    ['issued more than 5 minutes ago', () => token(endpoint, { iat: now() - 400, exp: now() + 3600 })],
    ['alg none', () => token(endpoint, { alg: 'none' })],
    ['HS256', () => token(endpoint, { alg: 'HS256' })],
    ['a key not in the JWKS', () => token(endpoint, { unpublishedKey: true })],
    ['a published key under another kid', () => token(endpoint, { kid: 'not-a-published-kid' })],
    ['typ other than JWT', () => token(endpoint, { typ: 'at+jwt' })],
    ['no jti', () => token(endpoint, { extra: { jti: undefined } })],
    ['another tenant', () => token(endpoint, { tenant: 'elsewhere' })],
  ])('401: %s', async (_, make) => {
    const jwt = await make()
    const response = await call(endpoint, body(), jwt)
    expect(response.status).toBe(401)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const answer = (await response.json()) as { error: { code: string; message: string } }
    expect(answer).toEqual({ error: { code: 'unauthorized', message: 'The request is not authorised.' } })
    if (jwt) expect(server.output()).not.toContain(jwt)
  })

  test('an RS384 token from the same JWKS is accepted', async () => {
    expect((await call(endpoint, body(), await token(endpoint, { alg: 'RS384' }))).status).toBe(200)
  })

  test('401: a replayed jti (the first use passes)', async () => {
    const jwt = await token(endpoint)
    expect((await call(endpoint, body(), jwt)).status).toBe(200)
    expect((await call(endpoint, body(), jwt)).status).toBe(401)
  })

  test('401 for discovery and feedback without a token, or with a token for the service endpoint', async () => {
    expect((await call('/cds-services', undefined, null)).status).toBe(401)
    expect((await call('/cds-services', undefined, await token(endpoint))).status).toBe(401)
    const feedback = { feedback: [{ card: randomUUID(), outcome: 'accepted', outcomeTimestamp: new Date().toISOString() }] }
    expect((await call(`${endpoint}/feedback`, feedback, null)).status).toBe(401)
    expect((await call(`${endpoint}/feedback`, feedback, await token(endpoint))).status).toBe(401)
  })

  test('the refusal reason is logged as a category only', async () => {
    expect(server.output()).toMatch(/"cdsRefusal":"replayed"/)
    expect(server.output()).toMatch(/"cdsRefusal":"jku_mismatch"/)
    expect(server.output()).toMatch(/"cdsRefusal":"algorithm"/)
  })
})

describe('CORS', () => {
  test('the preflight is answered 204 for any origin, allowing Authorization and Content-Type', async () => {
    for (const endpoint of ['/cds-services', '/cds-services/consilium-prevent', '/cds-services/consilium-prevent/feedback']) {
      const response = await fetch(`${base}${endpoint}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://ehr.example.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
      expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/)
      expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/)
    }
  })

  test('the rest of the app stays same-origin: no CORS headers on pages or the JSON API', async () => {
    const page = await fetch(`${base}/tools`, { headers: { origin: 'https://ehr.example.test' } })
    expect(page.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${base}/api-analytics/events`, { method: 'OPTIONS', headers: { origin: 'https://ehr.example.test' } })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('no cookie is set by the CDS endpoints', async () => {
    const response = await call('/cds-services')
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('feedback', () => {
  test('accepted and overridden outcomes are stored for the organisation, an unknown card included; the comment is not kept', async () => {
    const card = randomUUID()
    const response = await call('/cds-services/consilium-af-stroke/feedback', {
      feedback: [
        { card, outcome: 'accepted', acceptedSuggestions: [], outcomeTimestamp: '2026-11-26T10:00:00Z' },
        {
          card: 'not-a-card-we-sent',
          outcome: 'overridden',
          overrideReason: { reason: { system: 'http://example.org/reasons', code: 'already-done', display: 'Already assessed' }, userComment: 'pt-af says no' },
          outcomeTimestamp: '2026-11-26T10:01:00Z',
        },
      ],
    })
    expect(response.status).toBe(200)
    const invalid = await call('/cds-services/consilium-af-stroke/feedback', { feedback: [{ card, outcome: 'maybe', outcomeTimestamp: 'now' }] })
    expect(invalid.status).toBe(400)

    await server.stop()
    const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
    try {
      const rows = (
        await handle.db.execute(sql`select f.service_id, f.card_id, f.outcome, f.override_reason, o.name from cds_feedback f join organisations o on o.id = f.organisation_id order by f.outcome_at`)
      ).rows
      expect(rows).toEqual([
        { service_id: 'consilium-af-stroke', card_id: card, outcome: 'accepted', override_reason: null, name: 'Riverside Hospital' },
        {
          service_id: 'consilium-af-stroke',
          card_id: 'not-a-card-we-sent',
          outcome: 'overridden',
          override_reason: { system: 'http://example.org/reasons', code: 'already-done', display: 'Already assessed' },
          name: 'Riverside Hospital',
        },
      ])
      const used = await handle.db.execute(sql`select count(*)::int as n from used_token_ids`)
      expect((used.rows[0] as { n: number }).n).toBeGreaterThan(5)
    } finally {
      await handle.close()
    }
  })
})
