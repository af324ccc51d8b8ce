import { inLanguage, useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import type { BrowseCategory, OpenedCategory } from '#app/catalogue/types.ts'
import { seesFreeBadge } from '#app/catalogue/types.ts'
import { CategoryAccordion } from '#app/components/tool-list/category-accordion.tsx'
import { ToolDialogsProvider } from '#app/components/tool-list/dialog-context.tsx'
import { useRootData } from '#app/hooks/use-root-data.ts'

/** Home, shared-decision flavour (spec 01 §2): banner, the decision aids by category, the host's articles. */
export function SharedHome({
  categories,
  opened,
  filter,
}: {
  categories: BrowseCategory[]
  opened: OpenedCategory | null
  filter: boolean
}) {
  const { t, i18n } = useTranslation()
  const langOf = useLangOf()
  const root = useRootData()
  const articles = root?.brand.articles ?? []
  return (
    <ToolDialogsProvider>
      <div className="space-y-10">
        <section className="rounded-xl bg-brand-900 px-6 py-12 text-center text-white sm:px-10">
          <p className="text-3xl font-bold tracking-tight sm:text-4xl">{t('discovery.home.sharedBanner')}</p>
        </section>
        <section aria-labelledby="decision-aids-title" className="space-y-4">
          <div>
            <h1 id="decision-aids-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('discovery.home.sharedHeading')}
            </h1>
            <p className="mt-2 text-slate-700">{t('discovery.home.sharedLine')}</p>
          </div>
          {/* Another language is another list: titles and loaded tools start again from the new page's. */}
          <CategoryAccordion
            key={root?.locale}
            id="aids"
            categoryType="sharedTools"
            categories={categories}
            opened={opened}
            filter={filter}
            showFree={root?.brand.variant !== 'consumer' && seesFreeBadge(root?.user.userState)}
            withIcons
          />
        </section>
        {articles.length ? (
          <section aria-labelledby="articles-title">
            <h2 id="articles-title" className="text-xl font-semibold text-slate-900">
              {t('discovery.home.articlesTitle')}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-3">
              {articles.map((article) => {
                const shown = inLanguage({ title: article.title, summary: article.summary }, article.translations, i18n.language)
                return (
                  <li key={article.url} lang={langOf(shown.language)} className="rounded-lg border border-slate-200 p-4">
                    <a href={article.url} className="font-semibold text-brand-800 underline hover:text-brand-700">
                      {shown.value.title}
                    </a>
                    <p className="mt-1 text-sm text-slate-700">{shown.value.summary}</p>
                  </li>
                )
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </ToolDialogsProvider>
  )
}
