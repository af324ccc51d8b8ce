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
