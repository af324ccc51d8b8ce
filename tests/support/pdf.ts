import { inflateSync } from 'node:zlib'

import { buildSnapshotPayload } from '#app/snapshots/build-snapshot.server.ts'
import type { StoredSnapshot } from '#app/snapshots/snapshots.server.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'
import { findTool } from '#engine/library.ts'

/** A woman of 70 with scores 2 (CHA₂DS₂-VASc) and 1 (HAS-BLED): the AF aid's first test vector. */
export const AF_INPUT = findTool('af-stroke-prevention-choice')!.testVectors[0]!.inputs

/** A stored snapshot as the create call makes it (outputs computed by the server code). */
export function storedSnapshot(tool: ToolDefinition, input: Record<string, unknown>, selected: string[], createdAt = '2026-03-04T15:30:00.000Z'): StoredSnapshot {
  const built = buildSnapshotPayload(tool, { calculator: { input }, ui: { selected, viewType: 'OPTION_GRID_GRID_VIEW' } })
  if (!built.ok) throw new Error(`${built.code}: ${built.message}`)
  return { ...built.payload, tool: { slug: tool.slug, version: tool.version }, createdAt, expiresAt: '2026-06-02T15:30:00.000Z' }
}

/** Every text item of every page, joined by spaces (pdfjs-dist legacy build: the modern one needs DOMMatrix). */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/', verbosity: 0 }).promise
  const parts: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    for (const item of content.items) if ('str' in item) parts.push(item.str)
  }
  await doc.destroy()
  return { text: normaliseSpace(parts.join(' ')), pages: doc.numPages }
}

export const normaliseSpace = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The decompressed content streams of a PDF (Flate only, which is what react-pdf writes). */
export function contentStreams(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1')
  const out: string[] = []
  const pattern = /stream\r?\n/g
  let match: RegExpExecArray | null
  while ((match = pattern.exec(raw))) {
    const start = match.index + match[0].length
    const end = raw.indexOf('endstream', start)
    if (end < 0) break
    const header = raw.slice(Math.max(0, raw.lastIndexOf('<<', match.index)), match.index)
    const body = Buffer.from(raw.slice(start, end), 'latin1')
    if (/FlateDecode/.test(header)) {
      try {
        out.push(inflateSync(body).toString('latin1'))
      } catch {
        // a font or image stream with trailing bytes: not drawing operators
      }
    } else if (!/Length1|Subtype\s*\/Image/.test(header)) out.push(body.toString('latin1'))
    pattern.lastIndex = end
  }
  return out
}
