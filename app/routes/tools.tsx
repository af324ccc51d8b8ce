import { useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Phrase } from '#app/components/phrase.tsx'
import { Link } from 'react-router'

import type { Route } from './+types/tools.ts'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { browseCategories, categoryCounts, featuredTool, findTools, hasSubscriberOnlyTools, openedCategory } from '#app/catalogue/catalogue.server.ts'
import { seesFreeBadge, type CategoryType, type FeaturedTool } from '#app/catalogue/types.ts'
import { CategoryAccordion } from '#app/components/tool-list/category-accordion.tsx'
import { ToolDialogsProvider } from '#app/components/tool-list/dialog-context.tsx'
import { ToolFinder } from '#app/components/tool-list/tool-finder.tsx'
import { useRootData } from '#app/hooks/use-root-data.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { userOf } from '#app/middleware/user.server.ts'
import { offerToPageCache } from '#app/utils/page-cache.server.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

/**
 * /tools: the categories, and the tools of the one opened by ?category={slug} (the accordion
 * without JavaScript); with JavaScript a category's tools load when it opens (spec 01 §4).
 * What the page sends does not grow with the catalogue (decision 0056). Clinicians browse the
 * clinical tools; the consumer variant browses the shared tools, filtered (spec 01 §5).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const brand = brandForRequest(request)
  const consumer = brand.variant === 'consumer'
  const categoryType: CategoryType = consumer ? 'sharedTools' : 'clinicalTools'
  const user = await userOf(context)
  const { t, language } = getInstance(context)
  const params = new URL(request.url).searchParams
  const audience = consumer ? 'consumer' : 'clinician'
  offerToPageCache(context)
  return {
    title: t('discovery.meta.toolsTitle', { brand: brand.name }),
    categoryType,
    filter: consumer,
    categories: browseCategories(categoryType, undefined, { filter: consumer, language }),
    counts: categoryCounts(audience),
    opened: openedCategory(categoryType, params.get('category'), user, { filter: consumer, language }),
    finder: findTools(audience, { specialty: params.get('specialty'), condition: params.get('condition'), letter: params.get('letter') }, user),
    featured: featuredTool(t('discovery.tools.featuredSection'), { consumer, language }),
    subscriberOnly: hasSubscriberOnlyTools(),
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? 'Tools' },
  { name: 'description', content: 'Evidence-based, clinical support and shared decision-making tools created by physicians.' },
]

export default function Tools({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const root = useRootData()
  const user = root?.user
  // On the consumer site everything listed is free: no FREE badges, no subscription prompts (decision 0066).
  const patientSite = root?.brand.variant === 'consumer'
  const showFree = !patientSite && seesFreeBadge(user?.userState)
  const subscribed = patientSite || (user?.userState.subscriptionActive ?? false)
  return (
    <ToolDialogsProvider>
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('discovery.tools.title')}</h1>
          <p className="mt-2 max-w-2xl text-lg text-slate-700">{t('discovery.tools.description')}</p>
        </header>
        {subscribed ? null : (
          <details className="rounded-lg border border-slate-200 md:hidden">
            <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-800">
              {t(loaderData.subscriberOnly ? 'discovery.tools.aboutSubscribing' : 'discovery.tools.aboutAccounts')}
            </summary>
            <div className="px-4 pb-4">
              <SubscribeCard headingId="subscribe-title-small" subscriberOnly={loaderData.subscriberOnly} />
            </div>
          </details>
        )}
        <div className="gap-8 md:grid md:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="space-y-6">
            <ToolFinder finder={loaderData.finder} showFree={showFree} withIcons={root?.brand.variant === 'consumer'} />
            <section aria-label={t('discovery.tools.categoriesLabel')}>
              {/* Another language is another list: titles and loaded tools start again from the new page's. */}
              <CategoryAccordion
                key={root?.locale}
                counts={loaderData.counts}
                id="categories"
                categoryType={loaderData.categoryType}
                categories={loaderData.categories}
                opened={loaderData.opened}
                filter={loaderData.filter}
                showFree={showFree}
                withIcons={root?.brand.variant === 'consumer'}
              />
            </section>
          </div>
          <aside className="mt-8 space-y-6 md:mt-0">
            {loaderData.featured ? <FeaturedCard featured={loaderData.featured} showFree={showFree} /> : null}
            {subscribed ? null : (
              <div className="hidden rounded-xl bg-brand-900 p-5 text-white md:block">
                <SubscribeCard headingId="subscribe-title" subscriberOnly={loaderData.subscriberOnly} />
              </div>
            )}
          </aside>
        </div>
      </div>
    </ToolDialogsProvider>
  )
}

function FeaturedCard({ featured, showFree }: { featured: FeaturedTool; showFree: boolean }) {
  const { t } = useTranslation()
  const lang = useLangOf()(featured.language)
  const href = useInternalHref()
  return (
    <section aria-labelledby="featured-title" className="rounded-xl border border-slate-200 p-5">
      <h2 id="featured-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {featured.sectionTitle}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        <span lang={lang}>{featured.title}</span>
        {showFree && featured.isFree ? (
          <span className="rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            {t('discovery.list.free')}
          </span>
        ) : null}
      </p>
      <p lang={lang} className="mt-2 text-sm text-slate-700">
        {featured.eligibility}
      </p>
      <p className="mt-4">
        <Link
          to={href(`/tool/${featured.slug}`)}
          aria-label={lang ? undefined : t('discovery.tools.tryNowLabel', { title: featured.title })}
          className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {lang ? (
            <>
              <span aria-hidden="true">{t('discovery.tools.tryNow')}</span>
              <span className="sr-only">
                <Phrase template={t('discovery.tools.tryNowLabel')} value={featured.title} lang={lang} />
              </span>
            </>
          ) : (
            t('discovery.tools.tryNow')
          )}
        </Link>
      </p>
    </section>
  )
}

/** 'Want full access?' with Learn More (subscription information) and Sign In. */
/** The subscription call to action; while every tool is free, the free account's instead (decision 0068). */
function SubscribeCard({ headingId, subscriberOnly }: { headingId: string; subscriberOnly: boolean }) {
  const { t } = useTranslation()
  const href = useInternalHref()
  const root = useRootData()
  const aboutUrl = root?.brand.aboutUrl ?? '/about'
  const signIn = root?.user.linkURLs.signIn ?? (root?.user.userState.personalized ? null : href('/login'))
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t(subscriberOnly ? 'discovery.tools.wantFullAccess' : 'discovery.tools.allFree')}
      </h2>
      <p className="mt-2 text-sm">{t(subscriberOnly ? 'discovery.tools.subscribeText' : 'discovery.tools.freeAccountText')}</p>
      <p className="mt-4 flex flex-wrap items-center gap-4">
        <a
          href={aboutUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white ring-1 ring-white/40 hover:bg-brand-800"
        >
          {t(subscriberOnly ? 'discovery.tools.learnMore' : 'discovery.tools.aboutProduct')}
        </a>
        {signIn ? (
          <Link to={signIn} className="font-semibold underline">
            {t('discovery.tools.signIn')}
          </Link>
        ) : null}
      </p>
    </section>
  )
}
