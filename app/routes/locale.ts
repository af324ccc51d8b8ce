import { redirect } from 'react-router'

import type { Route } from './+types/locale.ts'
import { safeReturnPath } from '#app/auth/schemas.ts'
import { isSupportedLanguage } from '#app/i18n/config.ts'
import { localeCookie } from '#app/middleware/i18next.server.ts'
import { jsonError, requireSameOrigin } from '#app/utils/http.server.ts'

/** Sets the interface language (a form post from the footer), then goes back. */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await request.formData()
  const lng = form.get('lng')
  if (!isSupportedLanguage(lng)) return jsonError(400, 'unsupported_language', 'This language is not available.')
  const returnTo = safeReturnPath(String(form.get('returnTo') ?? '/'))
  // Secure over HTTPS; plain HTTP is only expected on loopback, where a Secure cookie would be dropped.
  const secure = new URL(request.url).protocol === 'https:'
  return redirect(returnTo, { headers: { 'Set-Cookie': await localeCookie.serialize(lng, { secure }) } })
}

export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST to change the language.', {}, { Allow: 'POST' })
}
