import type { MiddlewareFunction } from 'react-router'

import { databaseContext } from '#app/context.server.ts'
import { getDb } from '#app/db/db.server.ts'

/** Puts the database handle into the request context for loaders and actions. */
export const databaseMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  const db = getDb()
  // Nobody may await it (a page that does without the database): that is not an unhandled rejection.
  db.catch(() => undefined)
  context.set(databaseContext, db)
  return next()
}
