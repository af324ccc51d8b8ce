import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

let on: RunningServer
let off: RunningServer
beforeAll(async () => {
  ;[on, off] = await Promise.all([startServer({ DATA_DIR: newDataDir(), EHR_ACCURACY_TEST_MODE: 'on' }), startServer({ DATA_DIR: newDataDir() })])
})
afterAll(async () => {
  await Promise.all([on?.stop(), off?.stop()])
})

const mockEhr = (server: RunningServer, body: string, type = 'application/json') =>
  fetch(`${server.url}/mock-ehr`, { method: 'POST', headers: { 'content-type': type }, body })

describe('accuracy test mode', () => {
  test('POST /mock-ehr answers the demo patient’s prefill for a tool', async () => {
    const res = await mockEhr(on, JSON.stringify({ toolSlug: 'ascvd-pooled-cohort' }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { ehrpdns: Record<string, { value: string; unit: string | null; date: string | null }>; missing_ehrpdns: unknown[] }
    expect(body.ehrpdns.total_cholesterol).toMatchObject({ value: '213', unit: 'mg/dL cholesterol', date: '2026-09-15T08:10:00Z' })
    expect(body.ehrpdns.sex).toMatchObject({ value: 'female' })
    expect(body.missing_ehrpdns).toEqual([])
  })

  test('the tool payload carries the same prefill outside a launch', async () => {
    const res = await fetch(`${on.url}/api-tool-experience/tool/ascvd-pooled-cohort`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as { ehr: { ehrpdns: Record<string, { value: string }>; metadata: { ehrpdns: Record<string, unknown> } } }
    expect(body.ehr.ehrpdns.hdl_cholesterol).toMatchObject({ value: '1.32', unit: 'mmol/L cholesterol' })
    expect(body.ehr.metadata.ehrpdns.systolic_bp).toEqual({ resourceType: 'Observation', timeWindow: '12 months' })
  })

  test('bad bodies are 4xx with a message; an oversized one is refused at the gate', async () => {
    const bad = await mockEhr(on, JSON.stringify({ toolSlug: 'prevent', bundle: { resourceType: 'Bundle', entry: [] } }))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_request', message: expect.stringMatching(/exactly one Patient/) } })
    expect((await mockEhr(on, 'toolSlug=prevent', 'application/x-www-form-urlencoded')).status).toBe(415)
    const huge = JSON.stringify({ toolSlug: 'prevent', bundle: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'Patient', id: 'x', text: 'a'.repeat(70_000) } }] } })
    expect((await mockEhr(on, huge)).status).toBe(413)
  })
})

describe('accuracy test mode off (the default)', () => {
  test('POST /mock-ehr is 404 and the tool payload prefills nothing', async () => {
    expect((await mockEhr(off, JSON.stringify({ toolSlug: 'prevent' }))).status).toBe(404)
    const body = (await (await fetch(`${off.url}/api-tool-experience/tool/ascvd-pooled-cohort`)).json()) as { ehr: unknown }
    expect(body.ehr).toEqual({ ehrpdns: {}, missing_ehrpdns: [], metadata: { ehrpdns: {} } })
  })
})
