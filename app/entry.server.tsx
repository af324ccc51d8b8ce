import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server'
import {
  ServerRouter,
  type EntryContext,
  isRouteErrorResponse,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router'

import { StatusMessage } from '#app/components/status-message.tsx'
import { requestInfoContext } from '#app/context.server.ts'
import { carryOnWithoutDb, databaseUnreachable, hadDatabaseOutage, markDatabaseOutage } from '#app/db/degraded.server.ts'
import { I18nProvider } from '#app/i18n/use-translation.tsx'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { NonceProvider } from '#app/utils/nonce.tsx'
import { DeferScriptsTransform } from '#app/utils/deferred-scripts.server.ts'
import { markPagePersonal, recordPageNonce } from '#app/utils/page-cache.server.ts'
import { documentCsp, newNonce } from '#app/utils/security-headers.server.ts'
import { appStylesheet } from '#app/stylesheet.ts'

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
  if (hadDatabaseOutage(loadContext)) return unavailableDocument(loadContext, responseHeaders)
  const nonce = newNonce()
  recordPageNonce(loadContext, nonce)
  responseHeaders.set('Content-Security-Policy', documentCsp(nonce, { dev: import.meta.env.DEV }))
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nProvider translator={getInstance(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary is written in place, however large: by default React
        // streams big ones separately and needs a script to show them, which a browser without
        // JavaScript never runs (the option grid is such a boundary).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          // Module preloads and the route-modules script stay inert until the first paint (decision 0057).
          const body = new DeferScriptsTransform()
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
          markPagePersonal(loadContext)
          if (shellRendered) logger.error({ err: error }, 'render error')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

/**
 * While the database cannot be reached, a page that needed it is a static page with the
 * spec's unavailable texts in the visitor's language. Not the router's error page: the router
 * has already serialised a generic error for hydration, which would replace these texts.
 * The database-outage middleware sets the status and Retry-After.
 */
function unavailableDocument(loadContext: RouterContextProvider, headers: Headers) {
  const i18n = getInstance(loadContext)
  const title = i18n.t('status.unavailableTitle')
  const html = renderToStaticMarkup(
    <html lang={i18n.language} dir={i18n.dir()} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | Consilium`}</title>
        <link rel="stylesheet" href={appStylesheet} />
      </head>
      <body className="flex min-h-full flex-col bg-white font-sans text-slate-900 antialiased">
        <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
          <StatusMessage title={title} body={i18n.t('status.unavailableBody')}>
            <p>
              <a className="underline underline-offset-2" href="/">
                {i18n.t('status.goHome')}
              </a>
            </p>
          </StatusMessage>
        </main>
      </body>
    </html>,
  )
  headers.set('Content-Type', 'text/html; charset=utf-8')
  headers.set('Content-Security-Policy', documentCsp(newNonce(), { dev: import.meta.env.DEV }))
  return new Response(`<!DOCTYPE html>${html}`, { status: 503, headers })
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
