import { useTranslation } from 'react-i18next'
import { data, Link } from 'react-router'

import type { Route } from './+types/authentication-error.ts'
import { StatusMessage } from '#app/components/status-message.tsx'
import { useInternalHref } from '#app/utils/session-number.ts'

export const meta: Route.MetaFunction = () => [{ title: 'Authentication error | Consilium' }]

const KNOWN = ['MISSING_COOKIES', 'INVALID_TOKENID', 'SEAMLESS_AUTH_ERROR'] as const
type ErrorKind = (typeof KNOWN)[number] | 'DEFAULT'

export function loader({ request }: Route.LoaderArgs) {
  const given = new URL(request.url).searchParams.get('errorMsg')
  const kind: ErrorKind = KNOWN.find((k) => k === given) ?? 'DEFAULT'
  return data({ kind }, { status: 401 })
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
