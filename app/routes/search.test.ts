import { RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { loader } from './search.tsx'
import { requestInfoContext } from '#app/context.server.ts'
import { i18nextMiddleware } from '#app/middleware/i18next.server.ts'
import * as search from '#app/search/search.server.ts'
import type { Logger } from '#app/utils/logger.server.ts'

const log = { error: vi.fn() }

/** The loader as the app runs it: after the language middleware, in English. */
async function load(url: string) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { requestId: 'r1', clientIp: '127.0.0.1', log: log as unknown as Logger })
  const request = new Request(url)
  const args = { request, context, params: {} } as unknown as Parameters<typeof loader>[0] & Parameters<typeof i18nextMiddleware>[0]
  let data: ReturnType<typeof loader> | undefined
  await i18nextMiddleware(args, async () => {
    data = loader(args)
    return new Response()
  })
  return data!
}

afterEach(() => log.error.mockReset())

describe('search page loader', () => {
  test('ranked results for the text', async () => {
    const data = await load('http://localhost/search?q=sore+throat')
    expect(data.failed).toBe(false)
    expect(data.query).toBe('sore throat')
    expect(data.results.map((r) => r.slug)).toEqual(expect.arrayContaining(['centor-mcisaac', 'feverpain']))
  })

  test('a failed search ends with no results and is logged, not an error page', async () => {
    vi.spyOn(search, 'searchTools').mockImplementation(() => {
      throw new Error('index unavailable')
    })
    expect(await load('http://localhost/search?q=afib')).toEqual({ query: 'afib', results: [], failed: true })
    expect(log.error).toHaveBeenCalledTimes(1)
  })

  test('no text: no search at all', async () => {
    const spy = vi.spyOn(search, 'searchTools')
    expect(await load('http://localhost/search')).toEqual({ query: '', results: [], failed: false })
    expect(spy).not.toHaveBeenCalled()
  })

  test('untidy text is redirected to its tidy address, keeping session-number', async () => {
    let thrown: unknown
    try {
      await load('http://localhost/search?q=%20sore%20%20throat&session-number=ehr-42')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).headers.get('location')).toBe('/search?q=sore+throat&session-number=ehr-42')
  })
})
