import { useTranslation } from 'react-i18next'
import { Link, useRouteLoaderData } from 'react-router'

import type { Route } from './+types/home.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { toolLibrary } from '#engine/tools/index.ts'

export const meta: Route.MetaFunction = () => [
  { title: 'Consilium: clinical calculators and shared decision aids' },
  {
    name: 'description',
    content:
      'Evidence-based clinical calculators and shared decision-making aids, with their sources.',
  },
]

const BENEFITS = ['time', 'personal', 'engagement', 'experts', 'updated'] as const

/** Every released calculator by category (browse and search build on this later). */
export function loader() {
  const byCategory = new Map<string, { slug: string; name: string; isFree: boolean }[]>()
  for (const tool of toolLibrary().values()) {
    if (tool.status !== 'released') continue
    const list = byCategory.get(tool.category) ?? []
    list.push({ slug: tool.slug, name: tool.name, isFree: tool.isFree })
    byCategory.set(tool.category, list)
  }
  const categories = [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, tools]) => ({ category, tools: tools.sort((a, b) => a.name.localeCompare(b.name)) }))
  return { categories }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const user = root?.user
  return (
    <div className="space-y-10">
      <section className="rounded-xl bg-brand-50 px-6 py-10 sm:px-10">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('home.title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('home.intro')}</p>
        {user?.userState.personalized && user.userName ? (
          <p className="mt-6 text-lg font-medium text-slate-900">
            {t('home.signedInWelcome', { name: user.userName })}
          </p>
        ) : (
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <Link
              to="/login?action=register"
              className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t('home.getStarted')}
            </Link>
            <Link to="/login" className="font-medium text-brand-700 underline">
              {t('home.orSignIn')}
            </Link>
          </div>
        )}
      </section>
      <section aria-labelledby="tools-title">
        <h2 id="tools-title" className="text-xl font-semibold">
          {t('home.toolsTitle')}
        </h2>
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.categories.map(({ category, tools }) => (
            <section key={category} aria-labelledby={`cat-${category}`}>
              <h3 id={`cat-${category}`} className="font-semibold text-brand-800">
                {category}
              </h3>
              <ul className="mt-2 space-y-1.5">
                {tools.map((tool) => (
                  <li key={tool.slug}>
                    <Link to={`/tool/${tool.slug}`} className="text-slate-800 underline decoration-slate-300 hover:text-brand-700">
                      {tool.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="text-xl font-semibold">
          {t('home.benefitsTitle')}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((key) => (
            <li key={key} className="rounded-lg border border-slate-200 p-4 text-slate-800">
              {t(`home.benefits.${key}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
