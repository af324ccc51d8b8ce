import type { Route } from './+types/tool.ts'
import { findMovedTool, findTool } from '#engine/tools/index.ts'
import { jsonError } from '#app/utils/http.server.ts'

/**
 * GET /api-tool-experience/tool/[{pubType}/]{toolSlug}: the tool payload — metadata,
 * controls keyed by name and sections (spec 02 §7). Query: version, language (en-US).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const version = url.searchParams.get('version') ?? undefined
  const language = url.searchParams.get('language') ?? 'en-US'
  if (language !== 'en-US') return jsonError(400, 'unsupported_language', 'Tool content is available in en-US.')
  const moved = findTool(params.toolSlug) ? null : findMovedTool(params.toolSlug)
  if (moved) {
    // Spec 02 §4: a 400 of type slug with the path to go to; clients keep their query string.
    return jsonError(400, 'slug', 'This tool has moved.', { type: 'slug', redirect: `/tool/${moved.slug}` })
  }
  const tool = findTool(params.toolSlug, version)
  if (!tool || tool.status === 'draft' || (params.pubType !== undefined && params.pubType !== tool.pubType)) {
    return jsonError(404, 'tool_not_found', 'There is no such tool or version.')
  }
  const { controls, sections, testVectors: _vectors, ...rest } = tool
  return Response.json(
    {
      metadata: {
        ...rest,
        toolName: tool.name,
        toolEligibility: tool.eligibility,
        toolDescription: tool.description,
        toolTypeDescription: ['SHARED_TOOL_TYPE1', 'SHARED_TOOL_TYPE2', 'CLINICAL_TOOL_TYPE'][tool.toolType - 1],
        sections,
      },
      controls,
      ehr: { ehrpdns: {}, missing_ehrpdns: [], metadata: { ehrpdns: {} } },
      snapshot: null,
      sections: { optionGrid: null },
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
