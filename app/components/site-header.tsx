import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Link, NavLink, useLocation } from 'react-router'

import type { UserState } from '#app/auth/user-state.ts'
import { BrandLogo } from '#app/brand/brand-logo.tsx'
import type { Brand } from '#app/brand/brand.ts'
import { SearchForm } from '#app/components/search-form.tsx'
import { ExternalLink } from '#app/components/shell/external-link.tsx'
import { MenuIcon, SearchIcon } from '#app/components/shell/icons.tsx'
import { InterfaceSwitcher } from '#app/components/shell/interface-switcher.tsx'
import { MaintenanceBanner } from '#app/components/shell/maintenance-banner.tsx'
import {
  closeAllTrays,
  closeOtherTrays,
  TRAY_DETAILS,
  TRAY_NAME,
  TRAY_SUMMARY,
} from '#app/components/shell/trays.ts'
import { UserMenu } from '#app/components/shell/user-menu.tsx'
import type { MaintenanceAlert } from '#app/flags/flags.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

const tabClass = ({ isActive }: { isActive: boolean }) =>
  [
    'block rounded-md px-3 py-2 font-medium md:rounded-none md:border-b-2 md:px-2 md:py-3',
    isActive
      ? 'bg-brand-50 text-brand-800 md:border-brand-700 md:bg-transparent'
      : 'text-slate-800 hover:bg-slate-100 md:border-transparent md:hover:border-slate-300 md:hover:bg-transparent',
  ].join(' ')

export function SiteHeader({
  user,
  brand,
  isSnapshotView = false,
  maintenance = null,
  seamlessAuthUrl = null,
}: {
  user: UserState
  brand: Brand
  isSnapshotView?: boolean
  maintenance?: MaintenanceAlert | null
  seamlessAuthUrl?: string | null
}) {
  const { t } = useTranslation()
  const href = useInternalHref()
  const location = useLocation()
  const header = useRef<HTMLElement>(null)

  // A client-side navigation keeps the header: close any tray left open.
  useEffect(() => {
    if (header.current) closeAllTrays(header.current)
  }, [location.pathname, location.search])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return
    const tray = (event.target as Element).closest<HTMLDetailsElement>('details[data-tray][open]')
    if (!tray) return
    tray.open = false
    tray.querySelector('summary')?.focus()
  }

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <InterfaceSwitcher seamlessAuthUrl={seamlessAuthUrl} />
      {maintenance ? <MaintenanceBanner alert={maintenance} /> : null}
      <header ref={header} onKeyDown={onKeyDown} className="relative border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-nowrap items-center gap-x-1 gap-y-1 px-3 py-2 sm:px-6 md:flex-wrap md:gap-x-6 md:pt-2 md:pb-0">
          <Link
            to={href('/')}
            className="mr-auto flex min-w-0 items-center gap-2 py-1 text-base font-bold text-brand-800 sm:text-lg md:text-xl"
          >
            <BrandLogo variant={brand.variant} className="size-8 shrink-0" />
            <span className="truncate">{brand.name}</span>
            <span className="sr-only"> {t('shell.home')}</span>
          </Link>

          {isSnapshotView ? null : (
            <>
              <details
                name={TRAY_NAME}
                data-tray="search"
                className={TRAY_DETAILS}
                onToggle={(event) => closeOtherTrays(event.currentTarget)}
              >
                <summary className={TRAY_SUMMARY}>
                  <SearchIcon />
                  <span className="sr-only">{t('shell.nav.search')}</span>
                </summary>
                <div className="absolute inset-x-0 top-full z-30 border-y border-slate-200 bg-white px-4 py-3 shadow-md md:static md:border-0 md:p-0 md:shadow-none">
                  <SearchForm id="site-search-q" landmarkLabel={t('search.label', { product: brand.name })} className="w-full md:w-80" />
                </div>
              </details>

              <UserMenu user={user} />

              <nav aria-label={t('shell.nav.label')} className="md:-mx-2 md:w-full">
                <details
                  name={TRAY_NAME}
                  data-tray="menu"
                  className={TRAY_DETAILS}
                  onToggle={(event) => closeOtherTrays(event.currentTarget)}
                >
                  <summary className={TRAY_SUMMARY}>
                    <MenuIcon />
                    <span className="sr-only">{t('shell.nav.menu')}</span>
                  </summary>
                  <ul className="absolute inset-x-0 top-full z-30 flex flex-col gap-1 border-y border-slate-200 bg-white px-4 py-3 shadow-md md:static md:flex-row md:gap-4 md:border-0 md:p-0 md:shadow-none">
                    <li>
                      <NavLink to={href('/tools')} className={tabClass}>
                        {t('shell.nav.tools')}
                      </NavLink>
                    </li>
                    <li>
                      <ExternalLink href={brand.aboutUrl} className={tabClass({ isActive: false })}>
                        {t('shell.nav.about')}
                      </ExternalLink>
                    </li>
                  </ul>
                </details>
              </nav>
            </>
          )}
        </div>
      </header>
    </>
  )
}
