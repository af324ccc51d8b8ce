import type { Route } from './+types/ehr-notices.ts'
import { saveEhrNotice } from '#app/tools/ehr-notices.server.ts'
import { jsonError, requireSameOrigin } from '#app/utils/http.server.ts'

/**
 * The tool page's EHR banner (Dismiss, 'Don't show again') and missing-data notice (Close):
 * a form post, with JavaScript or without, that keeps the choice and goes back to the page.
 * A page route, not an API one: the request gate takes forms only on pages (decision 0034).
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const saved = await saveEhrNotice(context, request, await request.formData())
  return saved ?? jsonError(400, 'invalid_notice', 'This is not a notice of the tool page.', {}, { 'Cache-Control': 'no-store' })
}

export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST to dismiss a notice.', {}, { Allow: 'POST' })
}
