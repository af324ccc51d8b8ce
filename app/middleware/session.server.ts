import type { MiddlewareFunction } from 'react-router'

import { readRequestSession } from '#app/auth/auth.server.ts'
import { sessionContext } from '#app/context.server.ts'

/** Puts the signed-in user (or null) into the request context for loaders and actions. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(sessionContext, await readRequestSession(request))
  return next()
}
