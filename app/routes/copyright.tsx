import { useTranslation } from 'react-i18next'
import { useRouteLoaderData } from 'react-router'

import type { Route } from './+types/copyright.ts'
import type { loader as rootLoader } from '#app/root.tsx'

export const meta: Route.MetaFunction = () => [{ title: 'Copyright | Consilium' }]

export const COPYRIGHT_EMAIL = 'copyright@consilium.health'

export default function Copyright() {
  const { t } = useTranslation()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const brand = root?.brand.name ?? 'Consilium'
  const year = root?.year ?? new Date().getUTCFullYear()
  return (
    <article aria-labelledby="copyright-title" className="mx-auto max-w-3xl space-y-4 text-slate-800">
      <h1 id="copyright-title" className="text-3xl font-semibold text-slate-900">
        {t('shell.copyright.title')}
      </h1>
      <p className="text-lg font-medium">{t('shell.copyright.line', { year, brand })}</p>
      <p>{t('shell.copyright.use', { brand })}</p>
      <p>{t('shell.copyright.limits')}</p>
      <p>{t('shell.copyright.sources')}</p>
      <p>
        {t('shell.copyright.contact')}{' '}
        <a href={`mailto:${COPYRIGHT_EMAIL}`} className="text-brand-700 underline">
          {COPYRIGHT_EMAIL}
        </a>
        .
      </p>
    </article>
  )
}
