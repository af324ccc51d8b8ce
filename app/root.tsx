import { useEffect } from 'react'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_useScrollRestoration as useScrollRestoration,
} from 'react-router'

import type { Route } from './+types/root.ts'
import { markPageHydrated } from '#app/hooks/use-hydrated.ts'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { ManageCookiesLink } from '#app/components/consent/manage-cookies-link.tsx'
import { FeedbackWidget } from '#app/components/feedback-widget.tsx'
import { ShellOverlays } from '#app/components/dialogs/shell-overlays.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { StatusMessage } from '#app/components/status-message.tsx'
import { localeUrl } from '#app/i18n/locale-files.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import {
  getInstance,
  getLocale,
  i18nextMiddleware,
  requireLocaleLoaded,
} from '#app/middleware/i18next.server.ts'
import { consentFor, oldBrowserWarningFor } from '#app/consent/consent.server.ts'
import { requestInfoContext, sessionContext } from '#app/context.server.ts'
import { bucketKeyFor, maintenanceAlert } from '#app/flags/flags.ts'
import { flagsFor } from '#app/flags/flags.server.ts'
import { databaseMiddleware } from '#app/middleware/database.server.ts'
import { useRootData, type RootData } from '#app/hooks/use-root-data.ts'
import { databaseOutageMiddleware } from '#app/middleware/database-outage.server.ts'
import { ehrSessionMiddleware } from '#app/middleware/ehr-session.server.ts'
import { csrfMiddleware } from '#app/ehr/embed/csrf.server.ts'
import { CSRF_META } from '#app/ehr/embed/csrf.ts'
import { embedStateFor } from '#app/ehr/embed/embed-state.server.ts'
import { EMBED_META } from '#app/ehr/embed/embed-state.ts'
import { embeddingMiddleware } from '#app/ehr/embed/frame-ancestors.server.ts'
import { sessionMiddleware } from '#app/middleware/session.server.ts'
import { userMiddleware, userOf } from '#app/middleware/user.server.ts'
import { sessionNumberOf } from '#app/utils/session-number.ts'
import { useNonce } from '#app/utils/nonce.tsx'
import { afterPaintScript } from '#app/utils/deferred-scripts.ts'
import { appStylesheet } from '#app/stylesheet.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pageVaryOf, recordPageVary } from '#app/utils/page-cache.server.ts'

export const middleware: Route.MiddlewareFunction[] = [
  databaseOutageMiddleware,
  i18nextMiddleware,
  requireLocaleLoaded,
  databaseMiddleware,
  sessionMiddleware,
  userMiddleware,
  ehrSessionMiddleware,
  embeddingMiddleware,
  csrfMiddleware,
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const sessionNumber = sessionNumberOf(url.searchParams)
  const signedIn = context.get(sessionContext)
  const bucketKey = bucketKeyFor({
    sessionNumber,
    userId: signedIn?.userId ?? null,
    clientIp: context.get(requestInfoContext).clientIp,
  })
  const [user, flags, embed] = await Promise.all([
    userOf(context),
    flagsFor(bucketKey),
    embedStateFor(request, context).catch(() => null),
  ])
  const year = new Date().getUTCFullYear()
  // A page may be cached only for visitors outside any session, network or EHR (decision 0060).
  recordPageVary(context, pageVaryOf(flags, year), Boolean(signedIn || sessionNumber || embed || user.auth_method_primary))
  return data({
    locale: getLocale(context),
    user,
    year,
    brand: brandForRequest(request),
    flags,
    maintenance: maintenanceAlert(flags),
    sessionNumber,
    isSnapshotView: url.searchParams.has('snapshotId'),
    seamlessAuthUrl: getEnv().SEAMLESS_AUTH_URL ?? null,
    termsUrl: getEnv().TERMS_URL,
    consent: consentFor(request),
    oldBrowser: oldBrowserWarningFor(request, getInstance(context).t, embed?.csrfToken, brandForRequest(request).name),
    embed,
  } satisfies RootData)
}

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The outermost effect: it runs once every component below has committed its hydration.
  useEffect(markPageHydrated, [])
  const rootData = useRootData()
  const { i18n } = useTranslation()
  const nonce = useNonce()
  const locale = rootData?.locale ?? i18n.language
  const localeFile = localeUrl(locale)
  return (
    <html lang={locale} dir={i18n.dir(locale)} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {localeFile ? <link rel="preload" as="fetch" crossOrigin="anonymous" href={localeFile} /> : null}
        <Meta />
        {rootData?.embed ? (
          <>
            <meta name={CSRF_META} content={rootData.embed.csrfToken} />
            <meta
              name={EMBED_META}
              content={JSON.stringify({ hostOrigins: rootData.embed.hostOrigins, handshakeToken: rootData.embed.handshakeToken })}
            />
          </>
        ) : null}
        {/* A stylesheet resource (precedence) is written before React's hoisted module preloads, so the page paints without waiting for them. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Links />
      </head>
      <body className="flex min-h-full flex-col bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollPositions />
        <Scripts nonce={nonce} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: afterPaintScript }} />
      </body>
    </html>
  )
}

/**
 * React Router's scroll restoration without its inline script. That script ran while the page
 * was still being parsed and waited three times on the browser process (history and session
 * storage): 15–35 ms before first paint on a slow machine. A page opened or reloaded gets its
 * position from the browser itself (React Router hands scroll restoration back to the browser
 * when a page is left, and does not restore a server-rendered page's first position either);
 * navigations inside the app are restored by the hook as before (decision 0074).
 */
function ScrollPositions() {
  useScrollRestoration()
  return null
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation()
  useEffect(() => {
    if (i18n.language !== loaderData.locale) void i18n.changeLanguage(loaderData.locale)
  }, [i18n, loaderData.locale])
  return (
    <>
      <SiteHeader
        user={loaderData.user}
        brand={loaderData.brand}
        isSnapshotView={loaderData.isSnapshotView}
        maintenance={loaderData.maintenance}
        seamlessAuthUrl={loaderData.seamlessAuthUrl}
      />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none sm:px-6">
        <Outlet />
      </main>
      <SiteFooter
        year={loaderData.year}
        locale={loaderData.locale}
        brand={loaderData.brand}
        flags={loaderData.flags}
        termsUrl={loaderData.termsUrl}
        manageCookies={<ManageCookiesLink className="text-slate-800 underline underline-offset-2 hover:text-brand-800" />}
      />
      <FeedbackWidget />
      <ShellOverlays user={loaderData.user} consent={loaderData.consent} oldBrowser={loaderData.oldBrowser} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  // A post refused for its CSRF token (app/ehr/embed/csrf.server.ts), or another refusal.
  const forbidden = isRouteErrorResponse(error) && error.status === 403
  const title = notFound ? t('status.notFoundTitle') : forbidden ? t('status.accessDeniedTitle') : t('status.errorTitle')
  const body = notFound ? t('status.notFoundBody') : forbidden ? undefined : t('status.errorBody')
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
      <title>{`${title} | Consilium`}</title>
      <StatusMessage title={title} body={body} />
      {stack ? <pre className="mt-6 overflow-auto text-xs">{stack}</pre> : null}
    </main>
  )
}
