import { useTranslation } from 'react-i18next'
import { Form, useLocation } from 'react-router'

import { languageNames, supportedLanguages } from '#app/i18n/config.ts'

export function SiteFooter({ year, locale }: { year: number; locale: string }) {
  const { t } = useTranslation()
  const location = useLocation()
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div className="space-y-1">
          <p>{t('footer.disclaimer')}</p>
          <p>{t('footer.copyright', { year })}</p>
        </div>
        <Form method="post" action="/locale" className="flex items-end gap-2">
          <input type="hidden" name="returnTo" value={location.pathname + location.search} />
          <div className="flex flex-col gap-1">
            <label htmlFor="footer-language" className="font-medium">
              {t('footer.language')}
            </label>
            <select
              id="footer-language"
              name="lng"
              defaultValue={locale}
              className="rounded-md border border-slate-400 bg-white px-2 py-1.5"
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
            className="rounded-md border border-slate-400 bg-white px-3 py-1.5 font-medium hover:bg-slate-100"
          >
            {t('footer.changeLanguage')}
          </button>
        </Form>
      </div>
    </footer>
  )
}
