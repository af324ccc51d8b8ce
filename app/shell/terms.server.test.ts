import { describe, expect, test, vi } from 'vitest'

import { loadTermsHtml, TERMS_FETCH_TIMEOUT_MS } from './terms.server.ts'

const PAGE = 'http://127.0.0.1:3000/terms-of-use'

describe('loadTermsHtml', () => {
  test('the site’s own file is read from disk and rendered', async () => {
    const fetchImpl = vi.fn<typeof fetch>()
    const html = await loadTermsHtml('/terms-of-use.md', PAGE, fetchImpl)
    expect(html).toContain('<h2>2. Not medical advice</h2>')
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  test('an external URL is fetched with a 5 s timeout and rendered safely', async () => {
    expect(TERMS_FETCH_TIMEOUT_MS).toBe(5_000)
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('## Terms\n\n<script>x()</script>'))
    const html = await loadTermsHtml('https://legal.example.org/terms.md', PAGE, fetchImpl)
    expect(html).toContain('<h2>Terms</h2>')
    expect(html).toContain('&lt;script&gt;')
    const init = fetchImpl.mock.calls[0]![1]
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  test('failure, an error status, empty text or a path outside the served files give null', async () => {
    const fail = vi.fn<typeof fetch>(async () => {
      throw new Error('timeout')
    })
    expect(await loadTermsHtml('https://legal.example.org/terms.md', PAGE, fail)).toBeNull()
    const notFound = vi.fn<typeof fetch>(async () => new Response('gone', { status: 404 }))
    expect(await loadTermsHtml('https://legal.example.org/terms.md', PAGE, notFound)).toBeNull()
    const empty = vi.fn<typeof fetch>(async () => new Response('  \n'))
    expect(await loadTermsHtml('https://legal.example.org/terms.md', PAGE, empty)).toBeNull()
    expect(await loadTermsHtml('/../package.json', PAGE)).toBeNull()
    expect(await loadTermsHtml('/missing.md', PAGE)).toBeNull()
    expect(await loadTermsHtml('ftp://legal.example.org/terms.md', PAGE)).toBeNull()
  })
})
