import QRCode from 'qrcode'

import type { ToolDefinition } from '#engine/schema/tool.ts'

/** The same settings for the SVG and for anything that checks it. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

/** An SVG QR code of `text`, with a title read out by assistive technology. */
export async function renderQrSvg(text: string, title: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', ...QR_OPTIONS })
  return svg
    .replace(/^<svg /, '<svg role="img" aria-labelledby="qr-title" ')
    .replace('>', `><title id="qr-title">${escapeXml(title)}</title>`)
}

/** The tool page addresses a snapshot of this tool may be shared on (spec 02 §2 routes). */
export function toolPagePaths(tool: Pick<ToolDefinition, 'slug' | 'version' | 'pubType'>): string[] {
  const paths = [`/tool/${tool.slug}`, `/tool/${tool.slug}/version/${tool.version}`]
  if (tool.pubType) paths.push(`/${tool.pubType}/${tool.slug}`, `/${tool.pubType}/${tool.slug}/version/${tool.version}`)
  return paths
}

/** The patient link: a tool page address of ours plus the snapshot id. */
export function snapshotLink(origin: string, path: string, snapshotId: string): string {
  return `${origin}${path}?snapshotId=${encodeURIComponent(snapshotId)}`
}
