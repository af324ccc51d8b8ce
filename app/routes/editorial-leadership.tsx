import type { Route } from './+types/editorial-leadership.ts'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { ContentPageView } from '#app/content/content-page.tsx'
import { EDITORIAL } from '#app/content/editorial.ts'
import { EDITORIAL_BOARD } from '#app/content/editorial-board.ts'
import { withBrand } from '#app/content/types.ts'
import { fallbackLanguage, isSupportedLanguage } from '#app/i18n/config.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Editorial Leadership' }]
  return [{ title: `${data.page.title} | ${data.brandName}` }, { name: 'description', content: data.page.description }]
}

/** GET /editorial-leadership: the editorial board (names from app/content/editorial-board.ts) and the editorial process. */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context)
  const brand = brandForRequest(request)
  const { roles, placeholderName, ...page } = withBrand(EDITORIAL[isSupportedLanguage(locale) ? locale : fallbackLanguage], brand.name)
  const board = EDITORIAL_BOARD.map((member) => {
    const role = roles[member.role]
    return {
      role: role.title,
      duties: role.duties,
      name: member.name ?? placeholderName.replace('{role}', role.title),
      configured: member.name !== null,
      credentials: member.credentials,
    }
  })
  return { page, board, brandName: brand.name }
}

export default function EditorialLeadership({ loaderData }: Route.ComponentProps) {
  const { page, board } = loaderData
  return (
    <ContentPageView page={page}>
      <section id="board" aria-labelledby="board-heading" className="space-y-3">
        <h2 id="board-heading" className="text-2xl font-semibold text-brand-900">
          {page.boardHeading}
        </h2>
        <p>{page.boardIntro}</p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {board.map((m) => (
            <li key={m.role} className="rounded-lg border border-slate-200 p-4">
              <p className={`font-semibold ${m.configured ? 'text-slate-900' : 'text-slate-700 italic'}`}>{m.name}</p>
              {m.configured ? <p className="text-sm font-medium text-brand-800">{m.role}</p> : null}
              {m.credentials ? <p className="text-sm text-slate-700">{m.credentials}</p> : null}
              <p className="mt-1 text-sm text-slate-700">{m.duties}</p>
            </li>
          ))}
        </ul>
      </section>
    </ContentPageView>
  )
}
