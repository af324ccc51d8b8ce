import { useTranslation } from '#app/i18n/use-translation.tsx'
import { useLocation } from 'react-router'

import { CONSENT_OPEN_EVENT } from '#app/consent/consent.ts'

/** Footer control (spec 01 §2): the /cookies page, or with JavaScript the consent drawer again. */
export function ManageCookiesLink({ className }: { className?: string }) {
  const { t } = useTranslation()
  const location = useLocation()
  const onCookiesPage = location.pathname === '/cookies'
  return (
    <a
      href={onCookiesPage ? '/cookies' : `/cookies?returnTo=${encodeURIComponent(location.pathname + location.search)}`}
      className={className}
      onClick={(event) => {
        if (onCookiesPage || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))
      }}
    >
      {t('consent.manage')}
    </a>
  )
}
