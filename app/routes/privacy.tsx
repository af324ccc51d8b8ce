import { useTranslation } from 'react-i18next'
import { useRouteLoaderData } from 'react-router'

import type { Route } from './+types/privacy.ts'
import type { loader as rootLoader } from '#app/root.tsx'

export const meta: Route.MetaFunction = () => [{ title: 'Privacy Policy | Consilium' }]

export const PRIVACY_EMAIL = 'privacy@consilium.health'

const SECTIONS = ['account', 'sessions', 'patient', 'snapshots', 'analytics', 'storage', 'sharing', 'rights'] as const

export default function Privacy() {
  const { t } = useTranslation()
  const brand = useRouteLoaderData<typeof rootLoader>('root')?.brand.name ?? 'Consilium'
  return (
    <article aria-labelledby="privacy-title" className="mx-auto max-w-3xl text-slate-800">
      <h1 id="privacy-title" className="text-3xl font-semibold text-slate-900">
        {t('shell.privacy.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{t('shell.privacy.updated')}</p>
      <p className="mt-4 text-lg">{t('shell.privacy.intro', { brand })}</p>
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`privacy-${key}`} className="mt-6">
          <h2 id={`privacy-${key}`} className="text-xl font-semibold text-slate-900">
            {t(`shell.privacy.${key}Title`)}
          </h2>
          <p className="mt-2">{t(`shell.privacy.${key}`)}</p>
        </section>
      ))}
      <section aria-labelledby="privacy-contact" className="mt-6">
        <h2 id="privacy-contact" className="text-xl font-semibold text-slate-900">
          {t('shell.privacy.contactTitle')}
        </h2>
        <p className="mt-2">
          {t('shell.privacy.contact')}{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`} className="text-brand-700 underline">
            {PRIVACY_EMAIL}
          </a>
          .
        </p>
      </section>
    </article>
  )
}
