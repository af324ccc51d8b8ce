import { patientLink } from '#app/snapshots/snapshot-machine.ts'
import { apiUrl } from '#app/utils/api-client.ts'

/** The form intents of the three share buttons (the tool page action answers them without JavaScript). */
export const SHARE_INTENTS = { link: 'share:link', qr: 'share:qr', pdf: 'share:pdf' } as const
export type ShareFlow = keyof typeof SHARE_INTENTS
export type ShareIntent = (typeof SHARE_INTENTS)[ShareFlow]

/** The QR image of a snapshot's link on this tool page (GET /api-tool-experience/qr). */
export function qrSrc(snapshotId: string, pathname: string): string {
  return `/api-tool-experience/qr?${new URLSearchParams({ snapshotId, path: pathname }).toString()}`
}

/** A snapshot's PDF (spec 02 §7), with the session-number of the page when there is one. */
export function snapshotPdfUrl(snapshotId: string, aggregateId: string, sessionNumber?: string | null): string {
  return apiUrl(`/api-tool-experience/pdf?${new URLSearchParams({ snapshotId, aggregateId }).toString()}`, sessionNumber)
}

/**
 * What the tool page answers a share button posted without JavaScript, once it has made the
 * snapshot: the link or the QR code for SharePanel, or the PDF to redirect to.
 */
export function shareAnswer(
  intent: ShareIntent,
  at: { pageUrl: string; snapshotId: string; aggregateId: string; sessionNumber: string | null },
): { panel: { link: string | null; qrSrc: string | null; pdfHref: null } } | { redirect: string } {
  const { pathname } = new URL(at.pageUrl)
  if (intent === SHARE_INTENTS.pdf) return { redirect: snapshotPdfUrl(at.snapshotId, at.aggregateId, at.sessionNumber) }
  if (intent === SHARE_INTENTS.qr) return { panel: { link: null, qrSrc: qrSrc(at.snapshotId, pathname), pdfHref: null } }
  return { panel: { link: patientLink(at.pageUrl, at.snapshotId), qrSrc: null, pdfHref: null } }
}

export function isShareIntent(value: unknown): value is ShareIntent {
  return Object.values(SHARE_INTENTS).includes(value as ShareIntent)
}
