import { createContext, type RouterContextProvider } from 'react-router'

import type { UserState } from '#app/auth/user-state.ts'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { requestInfoContext } from '#app/context.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { carryOnWithoutDb } from '#app/db/degraded.server.ts'
import { invalidatePageCache, offerToPageCache } from '#app/utils/page-cache.server.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

import { findEncounter, isAggregateId, startEncounterSoon } from './encounters.server.ts'

/** The aggregate id a tool-page form post carried, for the loader that renders the answer. */
const carriedAggregate = createContext<string | null>(null)

/** Link previews and crawlers do not start tool sessions. */
const AUTOMATED = /bot|crawl|spider|slurp|preview|facebookexternalhit/i

/** Clients that get no tool session: crawlers, link previews. */
export function isAutomatedClient(userAgent: string): boolean {
  return AUTOMATED.test(userAgent)
}

type Context = Readonly<RouterContextProvider>

/** Called by the tool page's action: keeps the session's aggregate id for the page it renders. */
export function carryEncounter(context: Context, form: FormData): void {
  const value = form.get('aggregateId')
  ;(context as RouterContextProvider).set(carriedAggregate, isAggregateId(value) ? value : null)
}

/**
 * The tool page's aggregate (encounter) id. A page view starts a tool session (TOOL_LAUNCHED),
 * written just after the page has answered (decision 0055); a form post of that page keeps the
 * id it carried, if it belongs to the same tool. Snapshot views, pages without access and
 * automated clients get none. A database failure does not break the page: it only hides what
 * needs an aggregate id (link, QR code, PDF).
 */
export async function encounterForToolPage(
  context: Context,
  request: Request,
  tool: ToolDefinition,
  user: UserState,
): Promise<string | null> {
  if (new URL(request.url).searchParams.has('snapshotId')) return null
  if (isAutomatedClient(request.headers.get('user-agent') ?? '')) return null
  try {
    const db = await getDb()
    const carried = context.get(carriedAggregate)
    if (carried) {
      const encounter = await findEncounter(db, carried)
      if (encounter && encounter.toolSlug === tool.slug) return encounter.id
    }
    const log = context.get(requestInfoContext).log
    const start = {
      tool,
      organisationId: user.affiliationId,
      userId: user.puaId,
      language: tool.language,
      brand: brandForRequest(request).variant,
    }
    const id = startEncounterSoon(db, start, (err) => carryOnWithoutDb('tool-session', err, log))
    // A cached copy of the page (decision 0060) starts a session like this one for each view.
    // When its write fails, stored pages go, so the next views are rendered and, like this one
    // would have been, shown without the parts that need a tool session if the database is gone.
    offerToPageCache(context, {
      id,
      start: () =>
        startEncounterSoon(db, start, (err) => {
          carryOnWithoutDb('tool-session', err)
          invalidatePageCache()
        }),
    })
    return id
  } catch (err) {
    carryOnWithoutDb('tool-session', err, context.get(requestInfoContext).log)
    return null
  }
}
