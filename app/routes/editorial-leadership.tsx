import { Link } from 'react-router'

import type { Route } from './+types/editorial-leadership.ts'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { ContentPageView } from '#app/content/content-page.tsx'
import { EDITORIAL } from '#app/content/editorial.ts'
import { listBoard } from '#app/content/editorial-board.server.ts'
import type { BoardMember } from '#app/content/editorial-board.ts'
import { withBrand } from '#app/content/types.ts'
import { databaseContext } from '#app/context.server.ts'
import { carryOnWithoutDb } from '#app/db/degraded.server.ts'
import { fallbackLanguage, isSupportedLanguage } from '#app/i18n/config.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Editorial Leadership' }]
  return [{ title: `${data.page.title} | ${data.brandName}` }, { name: 'description', content: data.page.description }]
}

async function boardOf(context: Route.LoaderArgs['context']): Promise<BoardMember[]> {
  try {
    return await listBoard(await context.get(databaseContext))
  } catch (err) {
    // The page's prose stands on its own: without the database it reads as an unpublished board.
    carryOnWithoutDb('editorial-board', err)
    return []
  }
}

/**
 * GET /editorial-leadership: the editorial board (operator data, `npm run editorial`) and the
 * editorial process. An empty board is never shown as placeholder names: the page then says how
 * content is written, reviewed and updated, and whom to contact (EDITORIAL_CONTACT, else Feedback).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context)
  const brand = brandForRequest(request)
  const { roles, ...page } = withBrand(EDITORIAL[isSupportedLanguage(locale) ? locale : fallbackLanguage], brand.name)
  const board = (await boardOf(context)).map((m) => ({ id: m.id, name: m.name, credentials: m.credentials, role: roles[m.role].title, duties: roles[m.role].duties }))
  const contact = getEnv().EDITORIAL_CONTACT ?? null
  return { page, board, contact, brandName: brand.name }
}

function ContactLink({ contact }: { contact: string }) {
  const label = contact.startsWith('mailto:') ? contact.slice('mailto:'.length) : contact
  return (
    <a href={contact} className="text-brand-700 underline hover:text-brand-800">
      {label}
    </a>
  )
}

export default function EditorialLeadership({ loaderData }: Route.ComponentProps) {
  const { page, board, contact } = loaderData
  const href = useInternalHref()
  const [before, after] = page.contactConfigured.split('{contact}')
  return (
    <ContentPageView page={page}>
      <section id="board" aria-labelledby="board-heading" className="space-y-3">
        <h2 id="board-heading" className="text-2xl font-semibold text-brand-900">
          {page.boardHeading}
        </h2>
        {board.length ? (
          <>
            <p>{page.boardIntro}</p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {board.map((m) => (
                <li key={m.id} className="rounded-lg border border-slate-200 p-4">
                  <p className="font-semibold text-slate-900">{m.name}</p>
                  <p className="text-sm font-medium text-brand-800">{m.role}</p>
                  {m.credentials ? <p className="text-sm text-slate-700">{m.credentials}</p> : null}
                  <p className="mt-1 text-sm text-slate-700">{m.duties}</p>
                </li>
              ))}
            </ul>
          </>
        ) : (
          page.boardEmpty.map((p) => <p key={p}>{p}</p>)
        )}
      </section>
      <section id="contact" aria-labelledby="contact-heading" className="space-y-3">
        <h2 id="contact-heading" className="text-2xl font-semibold text-brand-900">
          {page.contactHeading}
        </h2>
        {contact ? (
          <p>
            {before}
            <ContactLink contact={contact} />
            {after}
          </p>
        ) : (
          <>
            <p>{page.contactFeedback}</p>
            <p>
              <Link to={href('/feedback')} className="text-brand-700 underline hover:text-brand-800">
                {page.feedbackLink}
              </Link>
            </p>
          </>
        )}
      </section>
    </ContentPageView>
  )
}
