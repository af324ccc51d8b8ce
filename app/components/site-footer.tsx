import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Form, Link, useLocation } from 'react-router'

import type { Brand } from '#app/brand/brand.ts'
import { ExternalLink } from '#app/components/shell/external-link.tsx'
import { TermsOfUseLink } from '#app/components/shell/terms-dialog.tsx'
import { SYSTEM_CHECK_FLAG, type FlagAssignments } from '#app/flags/flags.ts'
import { languageNames, supportedLanguages } from '#app/i18n/config.ts'
import { useInternalHref } from '#app/utils/session-number.ts'
import { CsrfField } from '#app/components/csrf-field.tsx'

export const SOCIAL_LINKS = {
  linkedin: 'https://www.linkedin.com/company/consilium-health',
  mastodon: 'https://mastodon.social/@consilium',
} as const

const linkClass = 'text-slate-800 underline underline-offset-2 hover:text-brand-800'

export function SiteFooter({
  year,
  locale,
  brand,
  flags = {},
  termsUrl = '/terms-of-use.md',
  manageCookies,
}: {
  year: number
  locale: string
  brand: Brand
  flags?: FlagAssignments
  termsUrl?: string
  /** The consent tool's "Manage Cookies" control, when a consent tool is present. */
  manageCookies?: ReactNode
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const href = useInternalHref()
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
        <nav aria-label={t('shell.footer.label')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            <li>
              <Link to={href('/editorial-leadership')} className={linkClass}>
                {t('shell.footer.editorialLeadership')}
              </Link>
            </li>
            <li>
              {brand.footerAbout.isExternal ? (
                <ExternalLink href={brand.footerAbout.url} className={linkClass}>
                  {t('shell.footer.aboutSite', { brand: brand.name })}
                </ExternalLink>
              ) : (
                <Link to={href(brand.footerAbout.url)} className={linkClass}>
                  {t('shell.footer.about')}
                </Link>
              )}
            </li>
            <li>
              <ExternalLink href={brand.helpUrl} className={linkClass}>
                {t('shell.footer.help')}
              </ExternalLink>
            </li>
            {flags[SYSTEM_CHECK_FLAG] ? (
              <li>
                <Link to={href('/systemcheck')} className={linkClass}>
                  {t('shell.footer.systemCheck')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={href('/privacy')} className={linkClass}>
                {t('shell.footer.privacy')}
              </Link>
            </li>
            <li>
              <TermsOfUseLink termsUrl={termsUrl} className={linkClass} />
            </li>
            <li>
              <Link to={href('/copyright')} className={linkClass}>
                {t('shell.footer.copyright')}
              </Link>
            </li>
            {/* Slot for the consent tool's Manage Cookies control (provided by the consent feature). */}
            {manageCookies ? <li>{manageCookies}</li> : null}
          </ul>
        </nav>

        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-3">
            <ul className="flex gap-3" aria-label={t('shell.footer.social')}>
              <li>
                <ExternalLink
                  href={SOCIAL_LINKS.linkedin}
                  icon={false}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white text-slate-700 ring-1 ring-slate-300 hover:text-brand-800"
                >
                  <img src="/social/linkedin.svg" alt="" width={20} height={20} loading="lazy" />
                  <span className="sr-only">{t('shell.footer.linkedin', { brand: brand.name })}</span>
                </ExternalLink>
              </li>
              <li>
                <ExternalLink
                  href={SOCIAL_LINKS.mastodon}
                  icon={false}
                  rel="me noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white text-slate-700 ring-1 ring-slate-300 hover:text-brand-800"
                >
                  <img src="/social/mastodon.svg" alt="" width={20} height={20} loading="lazy" />
                  <span className="sr-only">{t('shell.footer.mastodon', { brand: brand.name })}</span>
                </ExternalLink>
              </li>
            </ul>
            <p>{brand.variant === 'consumer' ? t('footer.disclaimerPatient', { brand: brand.name }) : t('footer.disclaimer')}</p>
            <p>{t('shell.footer.copyrightLine', { year, brand: brand.name })}</p>
          </div>
          <Form method="post" action="/locale" className="flex items-end gap-2">
  <CsrfField />
            <input type="hidden" name="returnTo" value={location.pathname + location.search} />
            <div className="flex flex-col gap-1">
              <label htmlFor="footer-language" className="font-medium">
                {t('footer.language')}
              </label>
              <select
                id="footer-language"
                name="lng"
                defaultValue={locale}
                className="rounded-md border border-slate-500 bg-white px-2 py-1.5"
              >
                {supportedLanguages.map((lng) => (
                  <option key={lng} value={lng} lang={lng}>
                    {languageNames[lng]}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="rounded-md border border-slate-500 bg-white px-3 py-1.5 font-medium hover:bg-slate-100"
            >
              {t('footer.changeLanguage')}
            </button>
          </Form>
        </div>
      </div>
    </footer>
  )
}
