import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { logger } from '#app/utils/logger.server.ts'

import { renderTermsMarkdown } from './terms-markdown.ts'

export const TERMS_FETCH_TIMEOUT_MS = 5_000

// A same-site TERMS_URL names a file the site serves itself: read it from disk rather than
// asking ourselves over the network (the public host may not be reachable from inside).
const STATIC_ROOTS = ['build/client', 'public']
const SAFE_FILE = /^\/(?:[\w-]+\/)*[\w.-]+\.(?:md|markdown|txt)$/

async function readOwnFile(pathname: string): Promise<string> {
  if (!SAFE_FILE.test(pathname) || pathname.includes('..')) throw new Error(`terms of use: not a served file: ${pathname}`)
  for (const root of STATIC_ROOTS) {
    try {
      return await readFile(path.join(process.cwd(), root, pathname), 'utf8')
    } catch {
      // try the next folder
    }
  }
  throw new Error(`terms of use: ${pathname} not found`)
}

async function fetchExternal(url: URL, fetchImpl: typeof fetch): Promise<string> {
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(TERMS_FETCH_TIMEOUT_MS),
    headers: { accept: 'text/markdown, text/plain' },
    redirect: 'follow',
  })
  if (!response.ok) throw new Error(`terms of use: ${response.status}`)
  return response.text()
}

/** The terms of use as sanitised HTML, or null when they cannot be had (or are empty). */
export async function loadTermsHtml(
  termsUrl: string,
  requestUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const url = new URL(termsUrl, requestUrl)
    const own = url.origin === new URL(requestUrl).origin
    if (!own && url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('terms of use: bad URL')
    const markdown = own ? await readOwnFile(url.pathname) : await fetchExternal(url, fetchImpl)
    const html = renderTermsMarkdown(markdown)
    return html.trim() ? html : null
  } catch (err) {
    logger.warn({ err }, 'terms of use unavailable')
    return null
  }
}
