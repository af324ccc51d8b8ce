import { redirect } from 'react-router'
import { z } from 'zod'

import type { Route } from './+types/favourites.ts'
import { safeReturnPath } from '#app/auth/schemas.ts'
import { sessionContext } from '#app/context.server.ts'
import { addFavourite, removeFavourite } from '#app/favourites/favourites.server.ts'
import { FAVOURITE_PENDING, withFavouriteOutcome } from '#app/favourites/flash.ts'
import { AddFavouriteSchema, countFavouriteChange, issuesOf } from '#app/favourites/requests.server.ts'
import { jsonError, requireSameOrigin } from '#app/utils/http.server.ts'
import { sessionNumberOf, withSessionNumber } from '#app/utils/session-number.ts'

const RemoveFavouriteSchema = z.object({ favoriteToolId: z.string().trim().min(1).max(64) })

/**
 * The bookmark button and My Tools' delete button without JavaScript: a form post that
 * adds or removes a favourite, then goes back to `returnTo` with `?favourite=<outcome>`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await request.formData()
  const returnTo = withFavouriteOutcome(safeReturnPath(stringOf(form.get('returnTo'))), null)
  const session = context.get(sessionContext)
  if (!session) {
    const sessionNumber = sessionNumberOf(new URL(returnTo, 'http://consilium.invalid').searchParams)
    // Signing in comes back to the tool, which offers to finish the bookmark.
    const back = form.get('intent') === 'add' ? withFavouriteOutcome(returnTo, FAVOURITE_PENDING) : returnTo
    throw redirect(withSessionNumber(`/login?returnToUrl=${encodeURIComponent(back)}`, sessionNumber))
  }
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
  const intent = form.get('intent')
  if (intent !== 'add' && intent !== 'remove') {
    return jsonError(400, 'invalid_intent', 'intent must be add or remove.')
  }
  const limit = await countFavouriteChange(session.userId)
  if (!limit.allowed) {
    return jsonError(429, 'rate_limited', 'Too many changes to favourite tools. Please wait a moment.', {}, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  if (intent === 'add') {
    const parsed = AddFavouriteSchema.safeParse(fields)
    if (!parsed.success) {
      return jsonError(400, 'invalid_favourite', 'The favourite tool is not valid.', { issues: issuesOf(parsed.error) })
    }
    const result = await addFavourite(session.userId, parsed.data.an, parsed.data.toolType)
    return redirect(withFavouriteOutcome(returnTo, result.status))
  }
  const parsed = RemoveFavouriteSchema.safeParse(fields)
  if (!parsed.success) {
    return jsonError(400, 'invalid_favourite', 'The favourite tool id is missing.', { issues: issuesOf(parsed.error) })
  }
  // Removing what is already gone (a second click, another tab) ends in the same place.
  await removeFavourite(session.userId, parsed.data.favoriteToolId)
  return redirect(withFavouriteOutcome(returnTo, 'removed'))
}

export function loader() {
  return redirect('/')
}

function stringOf(value: FormDataEntryValue | null): string | null {
  return typeof value === 'string' ? value : null
}
