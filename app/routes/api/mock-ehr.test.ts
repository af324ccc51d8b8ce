import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, test, vi } from 'vitest'

import demoBundle from '#app/ehr/prefill/demo-bundle.json'

/** The route module with the environment given (the environment is read once per module graph). */
async function route(env: Record<string, string>) {
  vi.resetModules()
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v)
  return import('./mock-ehr.ts')
}
afterEach(() => vi.unstubAllEnvs())

const post = (body: unknown, type = 'application/json') =>
  new Request('http://localhost/mock-ehr', { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) })
type Action = Awaited<ReturnType<typeof route>>['action']
const call = (action: Action, request: Request) => action({ request, params: {}, context: {} } as Parameters<Action>[0]) as Promise<Response>
/** A thrown Response (readJsonBody throws 400/415) is the answer too. */
const answer = (action: Action, request: Request) => call(action, request).catch((e: unknown) => (e instanceof Response ? e : Promise.reject(e)))

const patient = { resourceType: 'Patient', id: 'mock-1', gender: 'male', birthDate: '1960-01-01' }
const hdl = {
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code: '2085-9' }] },
  subject: { reference: 'Patient/mock-1' },
  effectiveDateTime: '2026-05-01',
  valueQuantity: { value: 1.1, unit: 'mmol/L', system: 'http://unitsofmeasure.org', code: 'mmol/L' },
}
const bundle = (...resources: unknown[]) => ({ resourceType: 'Bundle', type: 'collection', timestamp: '2026-06-01T00:00:00Z', entry: resources.map((resource) => ({ resource })) })

describe('POST /mock-ehr', () => {
  test('404 unless accuracy test mode is on', async () => {
    for (const env of [{}, { EHR_ACCURACY_TEST_MODE: 'off' }] as Record<string, string>[]) {
      const { action, loader } = await route(env)
      const res = await call(action, post({ toolSlug: 'prevent' }))
      expect(res.status).toBe(404)
      expect(loader().status).toBe(404)
    }
  })

  test('the configured (demo) bundle through the same selection as a launch', async () => {
    const { action } = await route({ EHR_ACCURACY_TEST_MODE: 'on' })
    const res = await call(action, post({ toolSlug: 'prevent' }))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as { ehrpdns: Record<string, { value: string; unit: string | null }>; missing_ehrpdns: unknown[]; metadata: { ehrpdns: Record<string, unknown> } }
    expect(Object.keys(body).sort()).toEqual(['ehrpdns', 'metadata', 'missing_ehrpdns'])
    // The demo bundle: the newer of two cholesterol values, HDL as reported in mmol/L, SBP from the BP panel.
    expect(body.ehrpdns.total_cholesterol).toMatchObject({ value: '213', unit: 'mg/dL cholesterol' })
    expect(body.ehrpdns.hdl_cholesterol).toMatchObject({ value: '1.32', unit: 'mmol/L cholesterol' })
    expect(body.ehrpdns.systolic_bp).toMatchObject({ value: '128', unit: 'mmHg' })
    expect(body.ehrpdns.age).toMatchObject({ value: '58' })
    expect(body.metadata.ehrpdns.total_cholesterol).toEqual({ resourceType: 'Observation', timeWindow: '12 months' })
  })

  test('a posted bundle, evaluated as of its timestamp', async () => {
    const { action } = await route({ EHR_ACCURACY_TEST_MODE: 'on' })
    const res = await call(action, post({ toolSlug: 'ldl-friedewald', bundle: bundle(patient, hdl) }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { ehrpdns: Record<string, { value: string }>; missing_ehrpdns: { cpdn: string; reason: string }[] }
    expect(body.ehrpdns.hdl_cholesterol).toMatchObject({ value: '43', unit: 'mg/dL', converted: true })
    expect(body.missing_ehrpdns).toEqual([
      { cpdn: 'total_cholesterol', reason: 'none-in-window', timeWindow: '12 months' },
      { cpdn: 'triglycerides', reason: 'none-in-window', timeWindow: '12 months' },
    ])
  })

  test('EHR_MOCK_BUNDLE names the bundle used when none is posted', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'prefill-')), 'bundle.json')
    writeFileSync(file, JSON.stringify(bundle(patient, hdl)))
    const { action } = await route({ EHR_ACCURACY_TEST_MODE: 'on', EHR_MOCK_BUNDLE: file })
    const body = (await (await call(action, post({ toolSlug: 'cha2ds2-vasc' }))).json()) as { ehrpdns: Record<string, { value: string }> }
    expect(body.ehrpdns.sex?.value).toBe('male')
    expect(body.ehrpdns.age?.value).toBe('66')
  })

  test('bad requests: 400 with a clear message, never a 500', async () => {
    const { action } = await route({ EHR_ACCURACY_TEST_MODE: 'on' })
    const cases: [unknown, RegExp][] = [
      [{}, /toolSlug/],
      [{ toolSlug: 'PREVENT!' }, /toolSlug must be a tool slug/],
      [{ toolSlug: 'prevent', extra: 1 }, /extra|Unrecognized/i],
      [{ toolSlug: 'prevent', bundle: { resourceType: 'Patient' } }, /bundle/],
      [{ toolSlug: 'prevent', bundle: bundle(hdl) }, /exactly one Patient/],
      [{ toolSlug: 'prevent', bundle: bundle(patient, { ...patient, id: 'two' }) }, /exactly one Patient/],
      [{ toolSlug: 'prevent', bundle: { ...bundle(patient), timestamp: 'yesterday' } }, /timestamp/],
      [{ toolSlug: 'prevent', bundle: bundle(patient, ...Array.from({ length: 500 }, () => hdl)) }, /at most 500/],
      [[1, 2], /expected object|Invalid input/i],
      ['{not json', /not valid JSON/],
    ]
    for (const [body, message] of cases) {
      const res = await answer(action, post(body))
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      const json = (await res.json()) as { error: { message: string } }
      expect(json.error.message).toMatch(message)
    }
    expect((await answer(action, post('toolSlug=prevent', 'application/x-www-form-urlencoded'))).status).toBe(415)
  })

  test('an unknown tool is 404', async () => {
    const { action } = await route({ EHR_ACCURACY_TEST_MODE: 'on' })
    const res = await call(action, post({ toolSlug: 'no-such-tool' }))
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'tool_not_found' } })
  })

  test('the demo bundle is synthetic and marked as test data', () => {
    expect(demoBundle.meta.tag[0]).toMatchObject({ code: 'HTEST' })
    expect(demoBundle.entry.filter((e) => e.resource.resourceType === 'Patient')).toHaveLength(1)
  })
})
