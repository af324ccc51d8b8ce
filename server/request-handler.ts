import type { NextFunction, Request as ExpressRequest, Response } from 'express'
import { createRequestHandler as createRouterHandler, type RouterContextProvider, type ServerBuild } from 'react-router'

import { sendRefusal } from './refusal.ts'
import { bodyOf } from './request-limits.ts'

/**
 * React Router behind Express, as @react-router/express does it, except for the body:
 * that adapter streams the socket into the Request, so a route could parse a body of any
 * size and answer with the rest unread. Here the Request carries the body the request gate
 * has already read, bounded and checked (server/request-limits.ts).
 */
export function createRequestHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: () => Promise<ServerBuild>
  mode: string | undefined
  getLoadContext: (req: ExpressRequest, res: Response) => RouterContextProvider
}) {
  const handle = createRouterHandler(build, mode)
  return async (req: ExpressRequest, res: Response, next: NextFunction) => {
    try {
      const url = requestUrl(req)
      if (!url) {
        sendRefusal(req, res, 400, 'bad_host', 'The request has no valid Host header.')
        return
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
      const response = await handle(request, getLoadContext(req, res))
      await send(res, response)
    } catch (error) {
      next(error)
    }
  }
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

async function send(res: Response, response: globalThis.Response) {
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
  await writeBody(response.body, res)
}

/**
 * Streams the body, flushing each chunk through compression (a streamed page shows as it
 * renders). One 'drain' listener for the whole response: the compression middleware passes
 * listeners on to its compressor but not their removal, so a listener per wait (as
 * @react-router/node's writer adds) piles up on large answers and Node warns on stderr.
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: Response) {
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
        return
      }
      const more = res.write(value)
      flushable.flush?.()
      if (!more && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve))
    }
  } finally {
    reader.releaseLock()
  }
  if (!res.destroyed) res.end()
}
