import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { newDataDir, postForm, startServer, type RunningServer } from '#tests/support/server.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir() })
})
afterAll(() => server.stop())

const executor = (path: string, body: string, type = 'application/json') =>
  fetch(`${server.url}/api-tool-experience/calculators/${path}`, { method: 'POST', headers: { 'content-type': type }, body })

const valid = { age: 76, sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'yes', vascular: 'no', diabetes: 'no' }

describe('executor API', () => {
  test('valid inputs give the outcome map; numeric strings are converted', async () => {
    const res = await executor('cha2ds2-vasc/versions/1.0.0/executor?language=en-US&contentName=cha2ds2-vasc', JSON.stringify({ ...valid, age: '76' }))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ cha2ds2_vasc_score: 6, stroke_rate: 13.6 })
  })

  test('invalid inputs: 400 listing each field’s errors', async () => {
    const res = await executor('cha2ds2-vasc/versions/1.0.0/executor', JSON.stringify({ ...valid, age: 17, sex: 'x', chf: undefined }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; fields: Record<string, { kind: string }[]> } }
    expect(body.error.code).toBe('invalid_inputs')
    expect(body.error.fields.age?.[0]).toMatchObject({ kind: 'min', bound: 18 })
    expect(body.error.fields.sex?.[0]).toMatchObject({ kind: 'choice' })
    expect(body.error.fields.chf?.[0]).toMatchObject({ kind: 'required' })
  })

  test('unknown tool, version or publication type: 404 JSON', async () => {
    for (const path of ['nope/versions/1.0.0/executor', 'cha2ds2-vasc/versions/9.9.9/executor', 'calculator/cha2ds2-vasc/versions/1.0.0/executor']) {
      const res = await executor(path, JSON.stringify(valid))
      expect(res.status, path).toBe(404)
      expect(await res.json()).toMatchObject({ error: { code: 'tool_not_found' } })
    }
  })

  test('malformed requests are 4xx JSON, never 500', async () => {
    const cases: [string, string, number][] = [
      ['{not json', 'application/json', 400],
      ['[1,2]', 'application/json', 400],
      ['null', 'application/json', 400],
      ['"text"', 'application/json', 400],
      ['age=5', 'application/x-www-form-urlencoded', 415],
      [JSON.stringify({ age: { $gt: 1 } }), 'application/json', 400],
      [`{"age":1e999,"sex":"female"}`, 'application/json', 400],
    ]
    for (const [body, type, status] of cases) {
      const res = await executor('cha2ds2-vasc/versions/1.0.0/executor', body, type)
      expect(res.status, body).toBe(status)
      expect(await res.json()).toHaveProperty('error.code')
    }
    const get = await fetch(`${server.url}/api-tool-experience/calculators/cha2ds2-vasc/versions/1.0.0/executor`)
    expect(get.status).toBe(405)
  })
})

describe('tool API', () => {
  test('GET /api-tool-experience/tool/{slug}: metadata, controls and sections', async () => {
    const res = await fetch(`${server.url}/api-tool-experience/tool/cha2ds2-vasc?language=en-US`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { metadata: Record<string, unknown>; controls: Record<string, unknown> }
    expect(body.metadata).toMatchObject({ slug: 'cha2ds2-vasc', toolType: 3, isFree: true, version: '1.0.0', steps: ['patient', 'assessment'] })
    expect(body.metadata.sections).toMatchObject({ patient: expect.arrayContaining(['age']) })
    expect(Object.keys(body.controls)).toContain('score')
    expect(body.metadata).not.toHaveProperty('testVectors')
  })

  test('unknown tool or version: 404 JSON', async () => {
    expect((await fetch(`${server.url}/api-tool-experience/tool/nope`)).status).toBe(404)
    expect((await fetch(`${server.url}/api-tool-experience/tool/cha2ds2-vasc?version=0.0.1`)).status).toBe(404)
  })
})

describe('tool page without JavaScript', () => {
  test('a valid post shows the assessment; patient values are not in any redirect', async () => {
    const res = await postForm(server, '/tool/cha2ds2-vasc', { ...Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, String(v)])), intent: 'continue' })
    expect(res.status).toBe(200)
    expect(res.headers.get('location')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('Assessment &amp; Guidance')
    expect(html).toMatch(/data-result="cha2ds2_vasc_score">6 points/)
  })

  test('an invalid post is a 400 with the banner and the entries kept', async () => {
    const res = await postForm(server, '/tool/cha2ds2-vasc', { age: '200', sex: 'female', intent: 'continue' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('There are 6 errors. Please correct them to run the calculation.')
    expect(html).toContain('value="200"')
    expect(html).toMatch(/<input(?=[^>]*value="female")(?=[^>]*checked="")[^>]*>/)
  })

  test('a cross-origin post is refused', async () => {
    const res = await postForm(server, '/tool/cha2ds2-vasc', { age: '50', intent: 'continue' }, { origin: 'https://evil.example' })
    expect(res.status).toBe(400)
  })
})

describe('a renamed tool', () => {
  test('its old page address redirects to the new one, keeping the query string', async () => {
    const res = await fetch(`${server.url}/tool/bmi?session-number=S1`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/tool/bmi-bsa?session-number=S1')
  })

  test('the tool API answers 400 of type slug with the path to go to', async () => {
    const res = await fetch(`${server.url}/api-tool-experience/tool/bmi`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { type: 'slug', redirect: '/tool/bmi-bsa' } })
  })
})
