import { brotliCompressSync, constants as zlibConstants } from 'node:zlib'

import type { NextFunction, Request as ExpressRequest, Response } from 'express'
import { isbot } from 'isbot'
import { createRequestHandler as createRouterHandler, type RouterContextProvider, type ServerBuild } from 'react-router'

import { isOldInternetExplorer } from '#app/consent/old-browser.ts'
import { isAutomatedClient } from '#app/encounters/tool-session.server.ts'
import { acceptedLanguage } from '#app/i18n/detect-locale.server.ts'
import { newPageCacheProbe, pageCacheProbeContext, type PageCacheProbe } from '#app/utils/page-cache.server.ts'

import { fill, mayUseCache, pageCacheKey, refusalOf, templateOf, type CachedPage, type PageCache } from './page-cache.ts'
import { sendRefusal } from './refusal.ts'
import { bodyOf } from './request-limits.ts'

/**
 * React Router behind Express, as @react-router/express does it, except for the body:
 * that adapter streams the socket into the Request, so a route could parse a body of any
 * size and answer with the rest unread. Here the Request carries the body the request gate
 * has already read, bounded and checked (server/request-limits.ts).
 */
export type PageCaching = {
  cache: PageCache
  /** The client's address, as the load context gives it to the app. */
  clientIp: (req: ExpressRequest) => string
  /** What the root loader would render for this client from the flags and the date (pageVaryOf). */
  varyOf: (clientIp: string) => Promise<string>
  /** The organisation whose network the address is in (its pages are never stored), or null. */
  networkOf: (clientIp: string) => Promise<string | null>
  newNonce: () => string
  onError: (err: unknown) => void
}

export function createRequestHandler({
  build,
  mode,
  getLoadContext,
  pageCaching,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string | undefined
  getLoadContext: (req: ExpressRequest, res: Response) => RouterContextProvider
  pageCaching?: PageCaching
}) {
  const handle = createRouterHandler(build, mode)
  return async (req: ExpressRequest, res: Response, next: NextFunction) => {
    try {
      const url = requestUrl(req)
      if (!url) {
        sendRefusal(req, res, 400, 'bad_host', 'The request has no valid Host header.')
        return
      }
      const parsed = new URL(url)
      const cacheable = pageCaching && mayUseCache(req.method, parsed, req.get('cookie')) ? pageCaching : null
      if (cacheable && cacheable.cache.hasPath(parsed.pathname)) {
        // A lookup that fails (the flags or the networks could not be read) renders the page.
        const page = await keyOf(cacheable, req, parsed, await cacheable.varyOf(cacheable.clientIp(req)))
          .then((key) => cacheable.cache.get(key))
          .catch((err: unknown) => (cacheable.onError(err), null))
        if (page && sendCached(req, res, page, cacheable.newNonce())) return
      }
      const controller = new AbortController()
      res.on('close', () => {
        if (!res.writableFinished) controller.abort()
      })
      const body = req.method === 'GET' || req.method === 'HEAD' ? null : bodyOf(req)
      const request = new Request(url, {
        method: req.method,
        headers: headersOf(req),
        body: body?.length ? new Uint8Array(body) : null,
        signal: controller.signal,
      })
      const context = getLoadContext(req, res)
      const probe = cacheable ? newPageCacheProbe() : null
      if (probe) context.set(pageCacheProbeContext, probe)
      const response = await handle(request, context)
      const store =
        cacheable && probe
          ? (body: string) => void storePage(cacheable, req, parsed, response, probe, body).catch(cacheable.onError)
          : undefined
      await send(res, response, store)
    } catch (error) {
      next(error)
    }
  }
}

async function keyOf(caching: PageCaching, req: ExpressRequest, url: URL, vary: string): Promise<string> {
  const userAgent = req.get('user-agent') ?? ''
  return pageCacheKey({
    url,
    cookie: req.get('cookie'),
    language: acceptedLanguage(req.get('accept-language')),
    agent: [isbot(userAgent), isAutomatedClient(userAgent), isOldInternetExplorer(userAgent)].map(Number).join(''),
    network: await caching.networkOf(caching.clientIp(req)),
    vary,
  })
}

async function storePage(
  caching: PageCaching,
  req: ExpressRequest,
  url: URL,
  response: globalThis.Response,
  probe: PageCacheProbe,
  body: string,
) {
  if (refusalOf(response, probe, body) !== null) return
  const values = { nonce: probe.nonce!, view: probe.view?.id }
  const page: CachedPage = {
    status: response.status,
    headers: [...response.headers.entries()].map(([name, value]) => [name, templateOf(value, values)]),
    body: templateOf(body, values),
    startView: probe.view?.start,
  }
  caching.cache.set(await keyOf(caching, req, url, probe.vary!), url.pathname, page)
}

// The compression middleware's brotli settings for pages (server.js, decision 0059).
const BROTLI_PAGE = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_LGWIN]: 16 },
}

/**
 * Answers from the cache with a new nonce and, for a page with views, a new view; false when
 * no view could be started.
 * Brotli is done here in one call: the compression middleware's stream costs more than the
 * compression itself for a body that is whole from the start. It leaves an encoded body alone.
 */
function sendCached(req: ExpressRequest, res: Response, page: CachedPage, nonce: string): boolean {
  const view = page.startView ? page.startView() : undefined
  if (view === null) return false
  const values = { nonce, view }
  res.status(page.status)
  for (const [name, value] of page.headers) res.append(name, fill(value, values))
  res.append('Server-Timing', 'page-cache;desc=hit')
  const body = fill(page.body, values)
  if (req.acceptsEncodings('br') === 'br') {
    res.setHeader('Content-Encoding', 'br')
    res.end(brotliCompressSync(body, BROTLI_PAGE))
  } else {
    res.end(body)
  }
  return true
}

/** The URL as @react-router/express builds it (a forwarded port counts behind a trusted proxy). */
function requestUrl(req: ExpressRequest): string | null {
  const [, forwardedPort] = req.app?.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : []
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? '', 10)).find(Number.isSafeInteger)
  const hostname = req.hostname?.split(/[\\/?#@]/)[0] || 'localhost'
  try {
    return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`).href
  } catch {
    return null
  }
}

function headersOf(req: ExpressRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  return headers
}

async function send(res: Response, response: globalThis.Response, store?: (body: string) => void) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  if (!response.body) {
    res.end()
    return
  }
  const chunks: Uint8Array[] | undefined = store ? [] : undefined
  const complete = await writeBody(response.body, res, chunks)
  if (complete && chunks && store) store(Buffer.concat(chunks).toString('utf8'))
}

/**
 * Streams the body, flushing each chunk through compression (a streamed page shows as it
 * renders). One 'drain' listener for the whole response: the compression middleware passes
 * listeners on to its compressor but not their removal, so a listener per wait (as
 * @react-router/node's writer adds) piles up on large answers and Node warns on stderr.
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: Response, copy?: Uint8Array[]): Promise<boolean> {
  let wake: (() => void) | undefined
  const resume = () => {
    const w = wake
    wake = undefined
    w?.()
  }
  res.on('drain', resume)
  res.once('close', resume)
  const flushable = res as Response & { flush?: () => void }
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (res.destroyed) {
        // The client has gone: cancelling stops the render.
        await reader.cancel()
        return false
      }
      copy?.push(value)
      const more = res.write(value)
      flushable.flush?.()
      if (!more && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve))
    }
  } finally {
    reader.releaseLock()
  }
  if (res.destroyed) return false
  res.end()
  return true
}
