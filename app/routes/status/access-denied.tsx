import { useTranslation } from '#app/i18n/use-translation.tsx'
import { data, Link } from 'react-router'

import type { Route } from './+types/access-denied.ts'
import { StatusMessage } from '#app/components/status-message.tsx'
import { useRootData } from '#app/hooks/use-root-data.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

export const meta: Route.MetaFunction = () => [{ title: 'Access denied | Consilium' }]

export function loader() {
  return data(null, { status: 403 })
}

export default function AccessDenied() {
  const { t } = useTranslation()
  const user = useRootData()?.user
  const href = useInternalHref()
  return (
    <StatusMessage title={t('status.accessDeniedTitle')}>
      {user?.userState.personalized ? null : (
        <p>
          {t('status.accessDeniedHint')}{' '}
          <Link to={href('/login')} className="font-medium text-brand-700 underline">
            {t('nav.signIn')}
          </Link>
        </p>
      )}
    </StatusMessage>
  )
}
