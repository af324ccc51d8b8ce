import { Link } from 'react-router'

import { SearchForm } from '#app/components/search-form.tsx'
import { StatusMessage } from '#app/components/status-message.tsx'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { useInternalHref } from '#app/utils/session-number.ts'

function HomeLink({ label }: { label: string }) {
  const href = useInternalHref()
  return (
    <p>
      <Link to={href('/')} className="font-medium text-brand-700 underline">
        {label}
      </Link>
    </p>
  )
}

/** The 404 page's body: what happened, a search box and the way home (the layout gives the header). */
export function NotFoundView() {
  const { t } = useTranslation()
  return (
    <StatusMessage title={t('status.notFoundTitle')} body={t('status.notFoundBody')}>
      <SearchForm id="not-found-q" landmarkLabel={t('status.notFoundSearch')} visibleLabel className="mx-auto max-w-md text-left" />
      <HomeLink label={t('status.goHome')} />
    </StatusMessage>
  )
}

/**
 * A shared link that does not open. Unknown, expired and revoked links get this one page, word
 * for word, so the page tells nothing about which it was (decision 0024); the brand is the host's.
 */
export function ShareLinkUnavailableView() {
  const { t } = useTranslation()
  return (
    <StatusMessage title={t('status.shareLinkTitle')} body={t('status.shareLinkBody')}>
      <p>{t('status.shareLinkAsk')}</p>
      <HomeLink label={t('status.shareLinkHome')} />
    </StatusMessage>
  )
}
