import { useTranslation } from '#app/i18n/use-translation.tsx'
import { data } from 'react-router'

import type { Route } from './+types/unavailable.ts'
import { StatusMessage } from '#app/components/status-message.tsx'

export const meta: Route.MetaFunction = () => [{ title: 'Temporarily unavailable | Consilium' }]

export function loader() {
  return data(null, { status: 503, headers: { 'Retry-After': '60' } })
}

// A loader's headers reach the document response only through a `headers` export.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export default function Unavailable() {
  const { t } = useTranslation()
  return <StatusMessage title={t('status.unavailableTitle')} body={t('status.unavailableBody')} />
}
