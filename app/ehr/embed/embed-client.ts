import { CSRF_HEADER, CSRF_META } from './csrf.ts'
import { EMBED_META } from './embed-state.ts'

type FrameInfo = { hostOrigins: string[]; handshakeToken: string | null }

function metaContent(doc: Document, name: string): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null
}

function frameInfo(doc: Document): FrameInfo | null {
  const text = metaContent(doc, EMBED_META)
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<FrameInfo>
    return Array.isArray(value.hostOrigins)
      ? { hostOrigins: value.hostOrigins.filter((o) => typeof o === 'string'), handshakeToken: value.handshakeToken ?? null }
      : null
  } catch {
    return null
  }
}

/**
 * The origin of the page framing us, when it is one of the allowed origins: never a guess, a
 * message for the host goes to that origin only. ancestorOrigins (Chromium, Safari) or the
 * referrer of the framed document; with a single allowed origin, that one.
 */
export function hostOriginOf(win: Window, allowed: readonly string[]): string | null {
  if (win.parent === win || allowed.length === 0) return null
  const ancestors = (win.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  const parent = ancestors?.length ? ancestors[0] : null
  if (parent) return allowed.includes(parent) ? parent : null
  try {
    const referrer = win.document.referrer ? new URL(win.document.referrer).origin : null
    if (referrer && allowed.includes(referrer)) return referrer
  } catch {
    // No usable referrer.
  }
  return allowed.length === 1 ? (allowed[0] ?? null) : null
}

export const OPEN_MESSAGE = 'consilium.open'
export const HANDSHAKE_MESSAGE = 'consilium.handshake'

export const HANDSHAKE_ACK = 'consilium.handshake.ack'

/**
 * Embedded, a link that would open a new window asks the host application to open it (spec 01:
 * a handshake message with a token) instead: a clinical record's embedded browser often has no
 * usable pop-ups. The frame announces itself with the token; once the host answers from the
 * allowed origin with the same token, `target=_blank` clicks become messages. Not framed, no
 * allowed host, or a host that never answers: the link opens as usual. Without JavaScript the
 * links are plain links.
 */
export function installEmbeddedLinks(win: Window = window) {
  const doc = win.document
  const info = () => {
    const frame = frameInfo(doc)
    if (!frame?.handshakeToken) return null
    const origin = hostOriginOf(win, frame.hostOrigins)
    return origin ? { origin, token: frame.handshakeToken } : null
  }
  let acknowledged: { origin: string; token: string } | null = null
  const onMessage = (event: MessageEvent) => {
    const host = info()
    const data = event.data as { type?: unknown; token?: unknown } | null
    if (!host || event.origin !== host.origin || data?.type !== HANDSHAKE_ACK || data.token !== host.token) return
    acknowledged = host
  }
  win.addEventListener('message', onMessage)
  const first = info()
  if (first) win.parent.postMessage({ type: HANDSHAKE_MESSAGE, token: first.token }, first.origin)
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return
    const target = event.target instanceof Element ? event.target : null
    const link = target?.closest<HTMLAnchorElement>('a[target="_blank"]')
    if (!link?.href) return
    const host = info()
    if (!host || !acknowledged || acknowledged.origin !== host.origin || acknowledged.token !== host.token) return
    event.preventDefault()
    win.parent.postMessage({ type: OPEN_MESSAGE, url: link.href, token: host.token }, host.origin)
  }
  doc.addEventListener('click', onClick)
  return () => {
    doc.removeEventListener('click', onClick)
    win.removeEventListener('message', onMessage)
  }
}

/**
 * Our own posts from scripts (apiFetch, the router's data requests, fetchers) carry the EHR
 * session's CSRF token as a header: one place instead of every caller. Same origin only.
 */
export function installCsrfFetch(win: Window = window) {
  const original = win.fetch.bind(win)
  win.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const token = metaContent(win.document, CSRF_META)
    if (!token) return original(input, init)
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    let origin: string | null
    try {
      origin = new URL(input instanceof Request ? input.url : String(input), win.location.href).origin
    } catch {
      origin = null
    }
    if (method === 'GET' || method === 'HEAD' || origin !== win.location.origin) return original(input, init)
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    headers.set(CSRF_HEADER, token)
    return original(input instanceof Request && !init ? new Request(input, { headers }) : input, { ...init, headers })
  }
}
