import type { MiddlewareFunction, RouterContextProvider } from 'react-router'

import { ehrSessionContext, requestInfoContext } from '#app/context.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { carryOnWithoutDb } from '#app/db/degraded.server.ts'
import type { EhrSession } from '#app/ehr/ehr-session.ts'
import { ehrSessionCookie, readEhrSession, toEhrSession } from '#app/ehr/ehr-session.server.ts'

/** The EHR session id from the request's cookie, or null. */
export async function ehrSessionIdFrom(request: Request): Promise<string | null> {
  const header = request.headers.get('cookie')
  if (!header?.includes('consilium_ehr=')) return null
  const id: unknown = await ehrSessionCookie(request).parse(header)
  return typeof id === 'string' && id.length >= 40 ? id : null
}

/**
 * Puts the request's EHR session (from the EHR session cookie) into the context, resolved at
 * most once per request and only when asked for: read it with `ehrSessionOf(context)`.
 * Without the database the request goes on without an EHR session.
 */
export const ehrSessionMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  let session: Promise<EhrSession | null> | undefined
  const resolve = async (): Promise<EhrSession | null> => {
    const id = await ehrSessionIdFrom(request)
    if (!id) return null
    try {
      const db = await getDb()
      const stored = await readEhrSession(db, id)
      return stored ? toEhrSession(db, stored) : null
    } catch (error) {
      carryOnWithoutDb('ehr-session', error, context.get(requestInfoContext).log)
      return null
    }
  }
  context.set(ehrSessionContext, () => (session ??= resolve()))
  return next()
}

/** The request's EHR session, or null (see ehrSessionMiddleware). */
export function ehrSessionOf(context: Readonly<RouterContextProvider>): Promise<EhrSession | null> {
  return context.get(ehrSessionContext)()
}
