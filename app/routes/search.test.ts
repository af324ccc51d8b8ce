import { RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { loader } from './search.tsx'
import { requestInfoContext } from '#app/context.server.ts'
import * as search from '#app/search/search.server.ts'
import type { Logger } from '#app/utils/logger.server.ts'

const log = { error: vi.fn() }

function load(url: string) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { requestId: 'r1', clientIp: '127.0.0.1', log: log as unknown as Logger })
  return loader({ request: new Request(url), context, params: {} } as unknown as Parameters<typeof loader>[0])
}

afterEach(() => log.error.mockReset())

describe('search page loader', () => {
  test('ranked results for the text', () => {
    const data = load('http://localhost/search?q=sore+throat')
    expect(data.failed).toBe(false)
    expect(data.query).toBe('sore throat')
    expect(data.results.map((r) => r.slug)).toEqual(expect.arrayContaining(['centor-mcisaac', 'feverpain']))
  })

  test('a failed search ends with no results and is logged, not an error page', () => {
    vi.spyOn(search, 'searchTools').mockImplementation(() => {
      throw new Error('index unavailable')
    })
    expect(load('http://localhost/search?q=afib')).toEqual({ query: 'afib', results: [], failed: true })
    expect(log.error).toHaveBeenCalledTimes(1)
  })

  test('no text: no search at all', () => {
    const spy = vi.spyOn(search, 'searchTools')
    expect(load('http://localhost/search')).toEqual({ query: '', results: [], failed: false })
    expect(spy).not.toHaveBeenCalled()
  })

  test('untidy text is redirected to its tidy address, keeping session-number', () => {
    let thrown: unknown
    try {
      load('http://localhost/search?q=%20sore%20%20throat&session-number=ehr-42')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).headers.get('location')).toBe('/search?q=sore+throat&session-number=ehr-42')
  })
})
