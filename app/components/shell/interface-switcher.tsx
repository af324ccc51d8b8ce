import { useSyncExternalStore } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { useLocation } from 'react-router'

import { interfaceSwitch } from '#app/shell/seamless-auth.ts'

const noSubscription = () => () => {}

/**
 * The tab at the very top that leads back to the sister product. The server does not know
 * the hash: it renders path and query, and the hash joins once the page has hydrated.
 */
export function InterfaceSwitcher({ seamlessAuthUrl }: { seamlessAuthUrl: string | null }) {
  const { t } = useTranslation()
  const location = useLocation()
  const hash = useSyncExternalStore(
    noSubscription,
    () => location.hash,
    () => '',
  )
  const tab = interfaceSwitch(
    seamlessAuthUrl,
    { pathname: location.pathname, search: location.search, hash },
    (product) => t('shell.switcher.backTo', { product }),
  )
  if (!tab) return null
  return (
    <div className="bg-slate-100">
      <div className="mx-auto flex max-w-5xl px-4 sm:px-6">
        <a
          href={tab.href}
          className="inline-flex items-center gap-1 rounded-b-md bg-brand-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-900"
          data-testid="interface-switcher"
        >
          <span aria-hidden="true">←</span> {tab.label}
        </a>
      </div>
    </div>
  )
}
