import { apiUrl } from '#app/utils/api-client.ts'

import { SHARE_INTENTS, type ShareIntent } from './share-intents.ts'
import { snapshotApi } from './snapshot-api.ts'
import { patientLink } from './snapshot-machine.ts'

export { isShareIntent, SHARE_INTENTS, type ShareFlow, type ShareIntent } from './share-intents.ts'

/** The QR image of a snapshot's link on this tool page. */
export const qrSrc = (snapshotId: string, pathname: string): string => snapshotApi.qr(snapshotId, pathname)

/** A snapshot's PDF (spec 02 §7), with the session-number of the page when there is one. */
export function snapshotPdfUrl(snapshotId: string, aggregateId: string, sessionNumber?: string | null): string {
  return apiUrl(snapshotApi.pdf(snapshotId, aggregateId), sessionNumber)
}

/**
 * What the tool page answers a share button posted without JavaScript, once it has made the
 * snapshot: the link or the QR code for SharePanel, or the PDF to redirect to.
 */
export function shareAnswer(
  intent: ShareIntent,
  at: { pageUrl: string; snapshotId: string; aggregateId: string; sessionNumber: string | null },
): { panel: { link: string; qrSrc: string | null; pdfHref: null } } | { redirect: string } {
  const { pathname } = new URL(at.pageUrl)
  if (intent === SHARE_INTENTS.pdf) return { redirect: snapshotPdfUrl(at.snapshotId, at.aggregateId, at.sessionNumber) }
  const link = patientLink(at.pageUrl, at.snapshotId)
  if (intent === SHARE_INTENTS.qr) return { panel: { link, qrSrc: qrSrc(at.snapshotId, pathname), pdfHref: null } }
  return { panel: { link, qrSrc: null, pdfHref: null } }
}
