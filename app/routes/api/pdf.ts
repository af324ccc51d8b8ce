import type { Route } from './+types/pdf.ts'
import { requestInfoContext } from '#app/context.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { isAggregateId, recordEvent } from '#app/encounters/encounters.server.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'
import { pdfFileName, snapshotDocument } from '#app/pdf/grid-document.server.ts'
import { PdfUnavailableError, renderPdf } from '#app/pdf/renderer.server.ts'
import { limitOrNull, pdfBudgets, requesterOf } from '#app/snapshots/limits.server.ts'
import { openSnapshot } from '#app/snapshots/snapshot-service.server.ts'
import { SNAPSHOT_HEADERS, SNAPSHOT_ID_PATTERN } from '#app/snapshots/snapshots.server.ts'
import { jsonError } from '#app/utils/http.server.ts'
import { findToolIn } from '#engine/library.ts'

const SESSION_NUMBER = /^[A-Za-z0-9._~-]{1,128}$/

/**
 * GET /api-tool-experience/pdf?snapshotId=[&aggregateId=][&session-number=]: the option grid
 * of a snapshot as a PDF, drawn off the request thread (decision 0026). The snapshot id alone
 * is enough (a recipient has no aggregate id); the owner's aggregate id also records
 * PDF_GENERATED. Unknown, expired and revoked ids get the one snapshot 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { log } = context.get(requestInfoContext)
  const requester = requesterOf(context)
  const db = await getDb()
  const snapshotId = url.searchParams.get('snapshotId')
  const aggregateId = url.searchParams.get('aggregateId')
  const sessionNumber = url.searchParams.get('session-number')
  const opened = await openSnapshot(db, requester, snapshotId, {
    // After the miss limit, so a client refused for its misses is not charged a PDF.
    before() {
      if (snapshotId === null || !SNAPSHOT_ID_PATTERN.test(snapshotId)) {
        return jsonError(400, 'invalid_snapshot_id', 'Send the snapshotId of a shared result.', {}, SNAPSHOT_HEADERS)
      }
      if (aggregateId !== null && !isAggregateId(aggregateId)) {
        return jsonError(400, 'invalid_aggregate_id', 'aggregateId is not a tool session id.', {}, SNAPSHOT_HEADERS)
      }
      if (sessionNumber !== null && !SESSION_NUMBER.test(sessionNumber)) {
        return jsonError(400, 'invalid_session_number', 'session-number is not valid.', {}, SNAPSHOT_HEADERS)
      }
      return limitOrNull(db, pdfBudgets(requester, snapshotId), SNAPSHOT_HEADERS)
    },
  })
  if (opened.status !== 'open') return opened.response
  const found = opened.snapshot

  const { slug, version } = found.data.tool
  const tool = findToolIn(slug, getLocale(context), version)
  const model = tool && snapshotDocument(tool, found.data)
  if (!model) return jsonError(404, 'no_option_grid', 'This result has no option grid to print.', {}, SNAPSHOT_HEADERS)

  let pdf: Uint8Array<ArrayBuffer>
  try {
    pdf = await renderPdf(model)
  } catch (error) {
    if (!(error instanceof PdfUnavailableError)) throw error
    // The reason only: never the snapshot id or its inputs.
    log.warn({ reason: error.reason, tool: slug }, 'snapshot pdf not drawn')
    return jsonError(503, 'pdf_unavailable', 'The PDF cannot be made just now. Please try again later.', {}, { ...SNAPSHOT_HEADERS, 'Retry-After': '5' })
  }
  if (aggregateId !== null && found.aggregateId !== null && aggregateId.toLowerCase() === found.aggregateId.toLowerCase()) {
    await recordEvent(db, found.aggregateId, 'PDF_GENERATED', { snapshot: true })
  }
  return new Response(pdf, {
    headers: {
      ...SNAPSHOT_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${pdfFileName(slug, found.data.createdAt)}"`,
      'Content-Length': String(pdf.byteLength),
    },
  })
}
