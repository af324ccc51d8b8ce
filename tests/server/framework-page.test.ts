import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { buildFrameworkPage, startFrameworkPage } from '../../scripts/bench-side-by-side.js'

// The bench's yardstick (decision 0058): the bare framework page must render and work,
// with and without JavaScript, or its figures mean nothing.
let server: Awaited<ReturnType<typeof startFrameworkPage>>

beforeAll(async () => {
  buildFrameworkPage()
  server = await startFrameworkPage()
})
afterAll(() => server?.child.kill('SIGTERM'))

describe('the bench framework page', () => {
  test('serves its server-rendered page with its scripts, brotli-compressed for a browser', async () => {
    const res = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    const html = await res.text()
    expect(html).toContain('<h1 class="mb-4 text-2xl font-bold">BMI calculator</h1>')
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"/)
    expect(html).toContain('<link rel="icon" href="data:,"/>')
  })

  test('computes the BMI from the form posted without JavaScript, and through the data request', async () => {
    const body = new URLSearchParams({ weight: '70', height: '175' })
    const page = await fetch(`${server.url}/?index`, { method: 'POST', body })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('BMI: <strong>22.9</strong>')
    const data = await fetch(`${server.url}/_root.data?index`, { method: 'POST', body })
    expect(data.status).toBe(200)
    expect(await data.text()).toContain('22.9')
  })
})
