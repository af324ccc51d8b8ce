import type { MiddlewareFunction, RouterContextProvider } from 'react-router'

import { resolveUserState } from '#app/auth/auth.server.ts'
import { userContext } from '#app/context.server.ts'
import type { UserState } from '#app/auth/user-state.ts'

/**
 * Resolves the visitor's user state once per request, when first asked for: the root loader,
 * the page's loader and its action read the same one. Needs the session middleware before it.
 */
export const userMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  let user: Promise<UserState> | undefined
  context.set(userContext, () => (user ??= resolveUserState(context, request)))
  return next()
}

/** The request's user state (see userMiddleware). */
export function userOf(context: Readonly<RouterContextProvider>): Promise<UserState> {
  return context.get(userContext)()
}
