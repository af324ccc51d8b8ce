import { redirect } from 'react-router'

import type { Route } from './+types/browser-warning.ts'
import { safeReturnPath } from '#app/auth/schemas.ts'
import { ieWarningDismissedCookie } from '#app/consent/consent.server.ts'
import { jsonError, requireSameOrigin } from '#app/utils/http.server.ts'

/** Dismisses the unsupported-browser dialog for this browser session (a plain form post), then goes back. */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await request.formData()
  const returnTo = safeReturnPath(String(form.get('returnTo') ?? '/'))
  return redirect(returnTo, { headers: { 'Set-Cookie': ieWarningDismissedCookie(request) } })
}

export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST to dismiss the browser warning.', {}, { Allow: 'POST' })
}
