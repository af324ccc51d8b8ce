import { useTranslation } from '#app/i18n/use-translation.tsx'
import { data, Link } from 'react-router'

import type { Route } from './+types/authentication-error.ts'
import { StatusMessage } from '#app/components/status-message.tsx'
import { databaseContext, requestInfoContext } from '#app/context.server.ts'
import { allowFramingFor } from '#app/ehr/embed/frame-ancestors.server.ts'
import { reopenTargetFor } from '#app/ehr/embed/reopen.server.ts'
import { launchBudget } from '#app/ehr/smart/launch-limit.server.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = () => [{ title: 'Authentication error | Consilium' }]

const KNOWN = ['MISSING_COOKIES', 'INVALID_TOKENID', 'SEAMLESS_AUTH_ERROR'] as const
type ErrorKind = (typeof KNOWN)[number] | 'DEFAULT'

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const given = url.searchParams.get('errorMsg')
  if (given === 'EHR_LAUNCH_RATE_LIMITED') {
    // The answer is 429 only while this address's launch budget is really spent (not on the
    // word of a query parameter).
    const budget = await launchBudget(await context.get(databaseContext), context.get(requestInfoContext).clientIp)
    if (!budget.allowed) {
      return data(
        { kind: 'DEFAULT' as ErrorKind, reopen: null as string | null },
        { status: 429, headers: { 'Retry-After': String(budget.retryAfterSeconds) } },
      )
    }
  }
  const kind: ErrorKind = KNOWN.find((k) => k === given) ?? 'DEFAULT'
  // Cookies blocked inside the EHR frame (the SMART callback found no binding cookie): the page
  // is shown in that frame, so the issuer's organisation may frame it, and it offers a new window.
  let reopen: string | null = null
  if (kind === 'MISSING_COOKIES' && url.searchParams.has('iss')) {
    const target = await reopenTargetFor(await context.get(databaseContext), url.searchParams.get('iss')).catch(() => null)
    if (target) {
      allowFramingFor(context, target.issuer.organisationId)
      reopen = target.href
    }
  }
  return data({ kind, reopen }, { status: 401 })
}

export default function AuthenticationError({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useInternalHref()
  const link = (text: string) => (
    <p>
      <Link to={href('/')} className="font-medium text-brand-700 underline">
        {text}
      </Link>
    </p>
  )
  switch (loaderData.kind) {
    case 'SEAMLESS_AUTH_ERROR':
      return (
        <StatusMessage title={t('status.seamlessTitle')} body={t('status.seamlessBody')}>
          <p>{t('status.authErrorPersists')}</p>
          {link(t('status.seamlessProceed'))}
        </StatusMessage>
      )
    case 'MISSING_COOKIES':
      return (
        <StatusMessage title={t('status.missingCookiesTitle')} body={t('status.missingCookiesBody')}>
          {loaderData.reopen ? (
            <>
              <p>{t('status.missingCookiesOpenWindowHint')}</p>
              <p>
                {/* A plain link: it works without JavaScript, and no EHR session means no handshake interception. */}
                <a
                  href={loaderData.reopen}
                  target="_blank"
                  rel="noopener"
                  className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  {t('status.missingCookiesOpenWindow')}
                </a>
              </p>
            </>
          ) : null}
          <p>{t('status.authErrorPersists')}</p>
          {link(t('status.authErrorVisit'))}
        </StatusMessage>
      )
    case 'INVALID_TOKENID':
      return (
        <StatusMessage title={t('status.invalidTokenTitle')} body={t('status.invalidTokenBody')}>
          <p>{t('status.authErrorPersists')}</p>
          {link(t('status.authErrorVisit'))}
        </StatusMessage>
      )
    default:
      return (
        <StatusMessage title={t('status.authErrorTitle')}>
          <p>{t('status.authErrorPersists')}</p>
          {link(t('status.authErrorVisit'))}
        </StatusMessage>
      )
  }
}
