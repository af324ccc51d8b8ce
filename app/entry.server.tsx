import { PassThrough } from 'node:stream'

import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import {
  ServerRouter,
  type EntryContext,
  isRouteErrorResponse,
  type HandleErrorFunction,
  type RouterContextProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
} from 'react-router'

import { requestInfoContext } from '#app/context.server.ts'
import { carryOnWithoutDb, databaseUnreachable, hadDatabaseOutage, markDatabaseOutage } from '#app/db/degraded.server.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { NonceProvider } from '#app/utils/nonce.tsx'
import { documentCsp, newNonce } from '#app/utils/security-headers.server.ts'

// Fail at boot, with the variable named, rather than on the first request.
getEnv()

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (hadDatabaseOutage(loadContext)) showUnavailable(routerContext)
  const nonce = newNonce()
  responseHeaders.set('Content-Security-Policy', documentCsp(nonce, { dev: import.meta.env.DEV }))
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={getInstance(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary is written in place, however large: by default React
        // streams big ones separately and needs a script to show them, which a browser without
        // JavaScript never runs (the option grid is such a boundary).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) logger.error({ err: error }, 'render error')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

/**
 * The route errors a database outage caused are rendered as the router's own 503 error
 * response, so the error boundary gives the unavailable texts; the database-outage
 * middleware sets the status and Retry-After.
 */
function showUnavailable(routerContext: EntryContext) {
  const errors = routerContext.staticHandlerContext.errors
  if (!errors) return
  for (const id of Object.keys(errors)) {
    if (!isRouteErrorResponse(errors[id])) errors[id] = new ErrorResponse(503, 'Service Unavailable', null)
  }
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  const unreachable = databaseUnreachable(error)
  if (unreachable) {
    markDatabaseOutage(context)
    carryOnWithoutDb('request', error)
    return
  }
  // The router's own 4xx answers (a POST where a route has no action, an unknown path) are
  // the client's mistake: the request line with its status is log enough.
  if (isRouteErrorResponse(error) && error.status < 500) return
  let requestId: string | undefined
  try {
    requestId = context.get(requestInfoContext).requestId
  } catch {
    requestId = undefined
  }
  logger.error({ err: error, requestId, path: new URL(request.url).pathname }, 'unhandled error')
}
