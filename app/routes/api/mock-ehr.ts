import { z } from 'zod'

import type { Route } from './+types/mock-ehr.ts'
import { findTool } from '#engine/library.ts'
import { accuracyTestMode, configuredMockBundle, MockBundleSchema } from '#app/ehr/prefill/mock.server.ts'
import { mockPrefill, specEhrPayload } from '#app/ehr/prefill/prefill.server.ts'
import { jsonError, readJsonBody } from '#app/utils/http.server.ts'

const MockEhrRequestSchema = z.strictObject({
  toolSlug: z
    .string({ error: 'toolSlug is required: the slug of a tool.' })
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'toolSlug must be a tool slug (lower-case letters, digits and hyphens).'),
  bundle: MockBundleSchema.optional(),
})

/**
 * POST /mock-ehr (accuracy test mode only, spec 02 §7): what the EHR would prefill on a tool,
 * from the posted FHIR Bundle of one patient or the configured mock bundle, computed by the same
 * selection as a launch. Body `{ toolSlug, bundle? }`, at most the API body limit (64 KiB).
 */
export async function action({ request }: Route.ActionArgs) {
  if (!accuracyTestMode()) return jsonError(404, 'not_found', 'There is nothing here.')
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST' })
  const parsed = MockEhrRequestSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = issue.path.length ? `${issue.path.join('.')}: ` : ''
    return jsonError(400, 'invalid_request', `${where}${issue.message}`)
  }
  const tool = findTool(parsed.data.toolSlug)
  if (!tool || tool.status === 'draft') return jsonError(404, 'tool_not_found', 'There is no such tool.')
  const { ehrpdns, missing_ehrpdns, metadata } = specEhrPayload(mockPrefill(tool, parsed.data.bundle ?? configuredMockBundle()))
  return Response.json({ ehrpdns, missing_ehrpdns, metadata }, { headers: { 'Cache-Control': 'no-store' } })
}

export function loader() {
  return accuracyTestMode() ? jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST' }) : jsonError(404, 'not_found', 'There is nothing here.')
}
