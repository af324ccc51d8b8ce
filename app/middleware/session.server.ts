import type { MiddlewareFunction } from 'react-router'

import { readRequestSession } from '#app/auth/auth.server.ts'
import { requestInfoContext, sessionContext } from '#app/context.server.ts'
import { carryOnWithoutDb } from '#app/db/degraded.server.ts'

/**
 * Puts the signed-in user (or null) into the request context for loaders and actions.
 * Without the database the request goes on as an anonymous visitor's.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await readRequestSession(request).catch((err: unknown) => {
    carryOnWithoutDb('session', err, context.get(requestInfoContext).log)
    return null
  })
  context.set(sessionContext, session)
  return next()
}
