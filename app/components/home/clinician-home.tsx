import { useEffect, useState } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Link, useRevalidator } from 'react-router'

import type { HomeData } from '#app/catalogue/types.ts'
import { seesFreeBadge } from '#app/catalogue/types.ts'
import { ToolDialogsProvider } from '#app/components/tool-list/dialog-context.tsx'
import { useRootData } from '#app/hooks/use-root-data.ts'
import { apiFetch } from '#app/utils/api-client.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

import { ListGroup } from './list-group.tsx'

/**
 * Home, clinician flavour (spec 01 §2): welcome banner, My Tools, featured tools, about
 * panel and call to action. Removing a favourite marks the data stale: it is reloaded
 * (route revalidation) with a skeleton in the meantime.
 */
export function ClinicianHome({ home, eligibility }: { home: HomeData; eligibility: Record<string, string> }) {
  const { t } = useTranslation()
  const href = useInternalHref()
  const root = useRootData()
  const user = root?.user
  const revalidator = useRevalidator()
  const [stale, setStale] = useState(false)
  const loading = stale && revalidator.state === 'loading'
  useEffect(() => {
    if (stale && revalidator.state === 'idle') setStale(false)
  }, [stale, revalidator.state])

  const remove = (apiPath: string) => {
    setStale(true)
    // Success or failure, the favourites are fetched again.
    void apiFetch(apiPath, { method: 'DELETE' })
      .catch(() => undefined)
      .finally(() => void revalidator.revalidate())
  }

  const showFree = seesFreeBadge(user?.userState) && !loading
  const personalized = user?.userState.personalized ?? false
  const signInHref = user?.linkURLs.signIn ?? href('/login')

  return (
    <ToolDialogsProvider>
      <div className="space-y-8">
        <section className="rounded-xl bg-brand-50 px-6 py-10 sm:px-10">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{home.banner.title}</h1>
          <div className="mt-4 max-w-2xl text-lg text-slate-700" dangerouslySetInnerHTML={{ __html: home.banner.description }} />
          {personalized && user?.userName ? (
            <p className="mt-6 text-lg font-medium text-slate-900">{t('discovery.home.signedInWelcome', { name: user.userName })}</p>
          ) : !personalized ? (
            <p className="mt-6">
              <Link
                to={href('/login?action=register')}
                className="inline-block rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {t('discovery.home.createAccount')}
              </Link>
            </p>
          ) : null}
        </section>

        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ListGroup
            id="my-tools-title"
            group={home.myTools}
            showFree={showFree}
            loading={loading}
            eligibility={eligibility}
            onRemove={remove}
            empty={personalized ? t('discovery.home.myToolsEmpty') : t('discovery.home.myToolsSignedOut')}
          />
          <ListGroup
            id="featured-tools-title"
            group={home.tools}
            showFree={showFree}
            loading={loading}
            eligibility={eligibility}
          />
        </div>

        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="about-title" className="rounded-xl border border-slate-200 p-6">
            <h2 id="about-title" className="text-xl font-semibold text-slate-900">
              {home.about.title}
            </h2>
            <p className="mt-2 text-slate-700">{home.about.description}</p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {home.about.descriptionItems.map((item) => (
                <li key={item} className="flex items-start gap-2 text-slate-800">
                  <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" fill="currentColor">
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                  </svg>
                  {item}
                </li>
              ))}
            </ul>
          </section>
          {user?.userState.subscriptionActive ? null : (
            <section aria-labelledby="cta-title" className="rounded-xl bg-brand-900 p-6 text-white">
              <h2 id="cta-title" className="text-xl font-semibold">
                {home.callToAction.title}
              </h2>
              <div className="mt-2 text-brand-50" dangerouslySetInnerHTML={{ __html: home.callToAction.description }} />
              <p className="mt-4">
                <a
                  href={home.callToAction.button.route}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-block rounded-md bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {home.callToAction.button.label}
                </a>
              </p>
              {personalized ? null : (
                <p className="mt-3 text-brand-50">
                  {home.callToAction.signIn.message}{' '}
                  <Link to={signInHref} className="font-semibold text-white underline">
                    {home.callToAction.signIn.link.label}
                  </Link>
                </p>
              )}
            </section>
          )}
        </div>
      </div>
    </ToolDialogsProvider>
  )
}
