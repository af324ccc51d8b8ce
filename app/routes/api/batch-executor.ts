import type { Route } from './+types/batch-executor.ts'
import { execute } from '#engine/execute.ts'
import { findTool } from '#engine/library.ts'
import { BatchBody } from '#app/encounters/batch-body.server.ts'
import { optionKeysOf } from '#app/encounters/option-keys.ts'
import { jsonError, readJsonBody } from '#app/utils/http.server.ts'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * POST /api-tool-experience/calculators/[{pubType}/]{toolSlug}/versions/{version}/batch-executor
 * The option grid's outcomes: the tool run once per option with the request's values and that
 * option's overrides. Answer: { optionGridOutcome: { optionKey: outcome | null }, errors }, an
 * option whose run failed being null with its field errors. 400 when the body is malformed,
 * names an option the tool does not have, or no option could be calculated.
 */
export async function action({ params, request }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST' })
  const tool = findTool(params.toolSlug, params.version)
  if (!tool || tool.status === 'draft' || (params.pubType !== undefined && params.pubType !== tool.pubType)) {
    return jsonError(404, 'tool_not_found', 'There is no such tool or version.')
  }
  if (!tool.optiongrid) return jsonError(404, 'no_option_grid', 'This tool has no option grid.')
  const parsed = BatchBody.safeParse(await readJsonBody(request))
  if (!parsed.success) {
    return jsonError(400, 'invalid_body', 'Send requestParams (cpdn → value) and overrideOptions (optionKey → cpdn → value).', {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    })
  }
  const keys = optionKeysOf(tool)
  const unknown = Object.keys(parsed.data.overrideOptions).filter((k) => !keys.includes(k))
  if (unknown.length) return jsonError(400, 'unknown_options', 'Some options are not options of this tool.', { options: unknown })

  const optionGridOutcome: Record<string, Record<string, unknown> | null> = {}
  const errors: Record<string, unknown> = {}
  for (const [key, overrides] of Object.entries(parsed.data.overrideOptions)) {
    const result = execute(tool, { ...parsed.data.requestParams, ...overrides })
    optionGridOutcome[key] = result.ok ? result.outcome : null
    if (!result.ok) errors[key] = result.errors
  }
  const computed = Object.values(optionGridOutcome).some((o) => o !== null)
  if (!computed && Object.keys(optionGridOutcome).length) {
    return jsonError(400, 'invalid_inputs', 'Some inputs are missing or not valid.', { fields: errors }, NO_STORE)
  }
  return Response.json({ optionGridOutcome, errors }, { headers: NO_STORE })
}

export function loader() {
  return jsonError(405, 'method_not_allowed', 'Use POST.', {}, { Allow: 'POST' })
}
