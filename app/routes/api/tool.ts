import type { Route } from './+types/tool.ts'
import { optionGridSection } from '#engine/aids/optiongrid.ts'
import { LANGUAGES } from '#engine/schema/tool.ts'
import { findMovedTool, findTool, findToolIn } from '#engine/library.ts'
import { databaseContext } from '#app/context.server.ts'
import { ehrPrefillOf, specEhrPayload } from '#app/ehr/prefill/prefill.server.ts'
import { requesterOf } from '#app/snapshots/limits.server.ts'
import { openSnapshot } from '#app/snapshots/snapshot-service.server.ts'
import { SNAPSHOT_HEADERS } from '#app/snapshots/snapshots.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

/**
 * GET /api-tool-experience/tool/[{pubType}/]{toolSlug}: the tool payload — metadata,
 * controls keyed by name and sections (spec 02 §7), with the option grid section of a decision
 * aid and, given snapshotId, that snapshot. Query: version, language (en-US, or es where an aid
 * has a translation), snapshotId.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const version = url.searchParams.get('version') ?? undefined
  const language = url.searchParams.get('language') ?? 'en-US'
  if (!(LANGUAGES as readonly string[]).includes(language)) return jsonError(400, 'unsupported_language', `Tool content is available in ${LANGUAGES.join(', ')}.`)
  const moved = findTool(params.toolSlug) ? null : findMovedTool(params.toolSlug)
  if (moved) {
    // Spec 02 §4: a 400 of type slug with the path to go to; clients keep their query string.
    return jsonError(400, 'slug', 'This tool has moved.', { type: 'slug', redirect: `/tool/${moved.slug}` })
  }
  const tool = findToolIn(params.toolSlug, language, version)
  if (!tool || tool.status === 'draft' || (params.pubType !== undefined && params.pubType !== tool.pubType)) {
    return jsonError(404, 'tool_not_found', 'There is no such tool or version.')
  }
  let snapshot = null
  if (url.searchParams.has('snapshotId')) {
    const opened = await openSnapshot(await context.get(databaseContext), requesterOf(context), url.searchParams.get('snapshotId'), {
      read: ({ data }) => (data.tool.slug === tool.slug && data.tool.version === tool.version ? data : null),
    })
    if (opened.status !== 'open') return opened.response
    snapshot = opened.value
  }
  const { controls, sections, testVectors: _vectors, ...rest } = tool
  // The launch patient's data: the answer is never cached (both header sets are no-store).
  const ehr = specEhrPayload(await ehrPrefillOf(context, tool))
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
      ehr,
      snapshot,
      sections: { optionGrid: optionGridSection(tool) },
    },
    { headers: snapshot ? SNAPSHOT_HEADERS : { 'Cache-Control': 'no-store' } },
  )
}
