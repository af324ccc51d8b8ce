import { useTranslation } from '#app/i18n/use-translation.tsx'
import { data, Link } from 'react-router'

import type { Route } from './+types/not-found.ts'
import { StatusMessage } from '#app/components/status-message.tsx'
import { useInternalHref } from '#app/utils/session-number.ts'

export const meta: Route.MetaFunction = () => [{ title: 'Page not found | Consilium' }]

// Unknown paths render inside the layout (so root middleware and i18n still run) with a 404.
export function loader() {
  return data(null, { status: 404 })
}

export function action() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  const { t } = useTranslation()
  const href = useInternalHref()
  return (
    <StatusMessage title={t('status.notFoundTitle')} body={t('status.notFoundBody')}>
      <p>
        <Link to={href('/')} className="text-brand-700 underline">
          {t('status.goHome')}
        </Link>
      </p>
    </StatusMessage>
  )
}
