import { createHash } from 'node:crypto'

import type { PageCacheProbe } from '#app/utils/page-cache.server.ts'

/**
 * Rendered documents of anonymous page views, kept so that the next view with the same key is
 * a look-up and a copy of bytes instead of a render (decision 0060). What differs per response
 * is not in the stored text: the CSP nonce and the page's view id are slots filled anew for
 * each response. Bounded by bytes (least recently used goes first) and by age.
 */

type Slot = 'nonce' | 'view'

/** A text with slots: parts[0] slot[0] parts[1] slot[1] … parts[n]. */
export type Template = { parts: string[]; slots: Slot[] }

export type CachedPage = {
  status: number
  headers: [string, Template][]
  body: Template
  /** Starts the view a served copy stands for (a tool session) and gives its id; absent for a page without one. */
  startView?: () => string | null
}

type SlotValues = { nonce: string; view?: string }

type Entry = { page: CachedPage; path: string; bytes: number; expires: number }

/** The credential cookies: a request carrying any of them is never served from or stored in the cache. */
const CREDENTIAL_COOKIE = /(?:^|;)\s*(?:__Host-|__Secure-)?consilium_(?:session|ehr|smart_launch)=/

/** Splits `text` at every occurrence of the nonce and the view id (when the page has one). */
export function templateOf(text: string, values: SlotValues): Template {
  const parts: string[] = []
  const slots: Slot[] = []
  let from = 0
  for (;;) {
    const nonceAt = text.indexOf(values.nonce, from)
    const viewAt = values.view ? text.indexOf(values.view, from) : -1
    const candidates = [
      [nonceAt, 'nonce'],
      [viewAt, 'view'],
    ].filter(([at]) => (at as number) >= 0) as [number, Slot][]
    if (candidates.length === 0) break
    const [at, slot] = candidates.reduce((a, b) => (b[0] < a[0] ? b : a))
    parts.push(text.slice(from, at))
    slots.push(slot)
    from = at + values[slot]!.length
  }
  parts.push(text.slice(from))
  return { parts, slots }
}

export function fill(template: Template, values: SlotValues): string {
  let out = template.parts[0] ?? ''
  for (let i = 0; i < template.slots.length; i++) out += (values[template.slots[i]!] ?? '') + template.parts[i + 1]
  return out
}

/** Whether a request may be looked up at all: a plain GET of a path, without credentials. */
export function mayUseCache(method: string, url: URL, cookie: string | undefined): boolean {
  return method === 'GET' && url.search === '' && !url.pathname.endsWith('.data') && !CREDENTIAL_COOKIE.test(cookie ?? '')
}

/**
 * The key: everything a page's HTML is made from that is not the same for every request of
 * the path. The address (scheme, host: brand; path: tool and version), the cookies (language,
 * consent, notices), and what the app makes of the rest of the request rather than the raw
 * headers, so that visitors who get the same page share it: the language Accept-Language
 * selects, what the app makes of the user agent (`agent`: rendered whole for crawlers, a tool
 * session or not, old Internet Explorer's warning), the organisation
 * whose network the client's address is in, and what the root loader renders from the flags
 * and the date for that address (`vary`).
 */
export function pageCacheKey(request: {
  url: URL
  cookie: string | undefined
  language: string
  agent: string
  network: string | null
  vary: string
}): string {
  return createHash('sha256')
    .update(JSON.stringify([request.url.href, request.cookie ?? null, request.language, request.agent, request.network, request.vary]))
    .digest('base64url')
}

/**
 * Why a finished render may not be stored, or null when it may. `headers` are the response's;
 * `body` the whole document as sent.
 */
export function refusalOf(
  response: { status: number; headers: Headers },
  probe: PageCacheProbe,
  body: string,
): string | null {
  if (response.status !== 200) return 'status'
  if (!response.headers.get('content-type')?.startsWith('text/html')) return 'not a document'
  if (response.headers.has('set-cookie')) return 'sets a cookie'
  const cacheControl = response.headers.get('cache-control') ?? ''
  if (/no-store|private/.test(cacheControl)) return 'cache-control'
  if (probe.personal) return 'personal'
  if (!probe.nonce || !probe.vary || !probe.offered) return 'not offered'
  if (!body.includes(probe.nonce)) return 'no nonce in the document'
  return null
}

export class PageCache {
  readonly #entries = new Map<string, Entry>()
  readonly #paths = new Map<string, number>()
  #bytes = 0

  constructor(
    readonly maxBytes: number,
    readonly maxAgeMs: number,
    readonly now: () => number = Date.now,
  ) {}

  get bytes() {
    return this.#bytes
  }

  get size() {
    return this.#entries.size
  }

  /** Whether any page of this path is stored: other paths skip working out a key. */
  hasPath(path: string): boolean {
    return this.#paths.has(path)
  }

  get(key: string): CachedPage | null {
    const entry = this.#entries.get(key)
    if (!entry) return null
    if (entry.expires <= this.now()) {
      this.#remove(key, entry)
      return null
    }
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.page
  }

  set(key: string, path: string, page: CachedPage): void {
    const bytes = sizeOf(page)
    const old = this.#entries.get(key)
    if (old) this.#remove(key, old)
    if (bytes > this.maxBytes / 4) return
    this.#entries.set(key, { page, path, bytes, expires: this.now() + this.maxAgeMs })
    this.#paths.set(path, (this.#paths.get(path) ?? 0) + 1)
    this.#bytes += bytes
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#remove(oldest, entry)
    }
  }

  clear(): void {
    this.#entries.clear()
    this.#paths.clear()
    this.#bytes = 0
  }

  #remove(key: string, entry: Entry) {
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
    const count = (this.#paths.get(entry.path) ?? 1) - 1
    if (count > 0) this.#paths.set(entry.path, count)
    else this.#paths.delete(entry.path)
  }
}

function sizeOf(page: CachedPage): number {
  const text = (t: Template) => t.parts.reduce((sum, p) => sum + p.length * 2, 0)
  return text(page.body) + page.headers.reduce((sum, [name, value]) => sum + name.length * 2 + text(value), 0)
}
