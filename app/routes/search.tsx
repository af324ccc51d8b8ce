import { useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Link, redirect } from 'react-router'

import type { Route } from './+types/search.ts'
import { SearchForm } from '#app/components/search-form.tsx'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { requestInfoContext } from '#app/context.server.ts'
import { toolPath } from '#app/search/search-text.ts'
import { cleanQuery, searchTools, type ToolHit } from '#app/search/search.server.ts'
import { categoryTitle, displayedTool } from '#app/catalogue/catalogue.server.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'
import { findTool } from '#engine/library.ts'
import { sessionNumberOf, useInternalHref } from '#app/utils/session-number.ts'

const RESULT_LIMIT = 50

/** The address form of search text: spaces as '+' (spec 01 §5); session-number kept. */
function searchHref(q: string, sessionNumber: string | null): string {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (sessionNumber) params.set('session-number', sessionNumber)
  return params.size > 0 ? `/search?${params}` : '/search'
}

/**
 * GET /search?q={text}: released tools matching the text, server-rendered. A failed search
 * ends with no results and a message (spec 01 §4), never an error page.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const raw = params.get('q')
  const query = cleanQuery(raw)
  // Untidy text (surrounding or repeated spaces, '%2B') is sent to its tidy address.
  if (raw !== null && raw !== query) throw redirect(searchHref(query, sessionNumberOf(params)))
  let results: ToolHit[] = []
  let failed = false
  if (query) {
    try {
      results = searchTools(query, RESULT_LIMIT, brandForRequest(request).variant)
    } catch (error) {
      failed = true
      context.get(requestInfoContext).log.error({ err: error }, 'search failed')
    }
  }
  const language = getLocale(context)
  return { query, results: results.map((hit) => inPageLanguage(hit, language)), failed }
}

/** A hit as the page shows it: a translated aid's name and description, the category's title, and their languages. */
function inPageLanguage(hit: ToolHit, language: string) {
  const tool = findTool(hit.slug)
  const shown = tool ? displayedTool(tool, language) : null
  const category = categoryTitle(hit.category, language)
  return {
    ...hit,
    name: shown?.name ?? hit.name,
    description: shown?.description ?? hit.description,
    language: shown?.language ?? 'en-US',
    category: category.value,
    categoryLanguage: category.language,
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.query ? `Search: ${data.query} | Consilium` : 'Search | Consilium' },
  { name: 'robots', content: 'noindex' },
]

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const langOf = useLangOf()
  const { query, results, failed } = loaderData
  const internalHref = useInternalHref()
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('search.title')}</h1>
      <SearchForm id="search-page-q" defaultValue={query} landmarkLabel={t('search.title')} visibleLabel className="max-w-xl" />
      {query === '' ? (
        <p className="text-slate-700">{t('search.intro')}</p>
      ) : (
        <section aria-labelledby="search-count">
          <h2 id="search-count" className="text-lg font-semibold text-slate-900" aria-live="polite">
            {failed
              ? t('autocomplete.searchFailed')
              : results.length === 0
                ? t('search.noResults', { query })
                : t('search.resultsCount', { count: results.length, query })}
          </h2>
          {results.length > 0 ? (
            <ol className="mt-4 space-y-4">
              {results.map((tool) => (
                <li key={tool.slug} className="rounded-lg border border-slate-200 p-4">
                  <Link
                    to={internalHref(toolPath(tool.slug))}
                    lang={langOf(tool.language)}
                    className="font-semibold text-brand-800 underline hover:text-brand-700"
                  >
                    {tool.name}
                  </Link>
                  <p lang={langOf(tool.categoryLanguage)} className="mt-1 text-sm text-slate-700">
                    {tool.category}
                  </p>
                  <p lang={langOf(tool.language)} className="mt-1 text-slate-800">
                    {tool.description}
                  </p>
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      )}
    </div>
  )
}
