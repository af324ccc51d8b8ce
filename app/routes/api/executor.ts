import type { Route } from './+types/executor.ts'
import { execute } from '#engine/execute.ts'
import { findTool } from '#engine/library.ts'
import { jsonError, readJsonBody } from '#app/utils/http.server.ts'

/**
 * POST /api-tool-experience/calculators/[{pubType}/]{toolSlug}/versions/{version}/executor
 * Body: cpdn → value of the visible fields, each in its canonical unit or with its unit
 * beside it (`"weight": 80, "weight.unit": "kg"`). Answer: the outcome map, or 400 with each
 * field's errors (a unit the field does not have is one). Unknown tool or version: 404.
 * Never 500 for bad input.
 */
export async function action({ params, request }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST' })
  const url = new URL(request.url)
  const language = url.searchParams.get('language') ?? 'en-US'
  if (language !== 'en-US') return jsonError(400, 'unsupported_language', 'Tool content is available in en-US.')
  const tool = findTool(params.toolSlug, params.version)
  if (!tool || tool.status === 'draft' || (params.pubType !== undefined && params.pubType !== tool.pubType)) {
    return jsonError(404, 'tool_not_found', 'There is no such tool or version.')
  }
  const body = await readJsonBody(request)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return jsonError(400, 'invalid_body', 'Send an object mapping cpdn names to values.')
  }
  const result = execute(tool, body as Record<string, unknown>)
  if (!result.ok) {
    return jsonError(400, 'invalid_inputs', 'Some inputs are missing or not valid.', { fields: result.errors }, { 'Cache-Control': 'no-store' })
  }
  return Response.json(result.outcome, { headers: { 'Cache-Control': 'no-store' } })
}

export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST' })
}
