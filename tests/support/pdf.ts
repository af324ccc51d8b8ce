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
  // A line broken after a hyphen (CHA₂DS₂-|VASc) reads as the one word it is.
  await doc.destroy()
  return { text: normaliseSpace(parts.join(' ')).replace(/(\p{L}\p{N}*|\p{N})- (?=\p{L})/gu, '$1-'), pages: doc.numPages }
}

export const normaliseSpace = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The decompressed content streams of a PDF (Flate only, which is what PDFKit writes). */
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

export type StructNode = { role: string; alt?: string; lang?: string; text: string; children: StructNode[] }

export type PdfStructure = {
  title: string | undefined
  language: string | undefined
  displayDocTitle: boolean
  /** The MarkInfo dictionary says the document is tagged. */
  marked: boolean
  /** The XMP metadata (PDF/UA identification lives there). */
  xmp: string
  /** Every page's structure tree, its marked content replaced by the text it holds. */
  pages: StructNode[]
  /** Text of content marked as an artifact (page chrome), in page order. */
  artifacts: string[]
}

/** Reads a PDF back as an assistive technology would: metadata, language and structure tree. */
export async function pdfStructure(bytes: Uint8Array): Promise<PdfStructure> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/', verbosity: 0 }).promise
  const meta = await doc.getMetadata()
  const info = meta.info as { Title?: string; Language?: string }
  const preferences = (await doc.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null
  const xmp = String(meta.metadata?.getRaw() ?? '')
  const marked = (await doc.getMarkInfo())?.Marked === true
  const pages: StructNode[] = []
  const artifacts: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    const content = await page.getTextContent({ includeMarkedContent: true })
    const textOf = new Map<string, string>()
    const open: { id: string | null; artifact: boolean }[] = []
    for (const item of content.items) {
      if ('type' in item) {
        if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push({ id: item.id ?? null, artifact: (item as { tag?: string }).tag === 'Artifact' })
        else if (item.type === 'endMarkedContent') open.pop()
        continue
      }
      const marked = open.findLast((m) => m.id !== null)
      if (open.some((m) => m.artifact)) artifacts.push(item.str)
      else if (marked) textOf.set(marked.id!, `${textOf.get(marked.id!) ?? ''}${item.str}${item.hasEOL ? ' ' : ''}`)
    }
    type Raw = { role?: string; type?: string; id?: string; alt?: string; lang?: string; children?: Raw[] }
    const walk = (node: Raw): StructNode => {
      if (node.type === 'content') return { role: 'content', text: normaliseSpace(textOf.get(node.id!) ?? ''), children: [] }
      const children = (node.children ?? []).map(walk)
      return { role: node.role ?? '', alt: node.alt, lang: node.lang, text: normaliseSpace(children.map((c) => c.text).join(' ')), children }
    }
    pages.push(walk((await page.getStructTree()) as Raw))
  }
  await doc.destroy()
  return { title: info.Title, language: info.Language, displayDocTitle: preferences?.DisplayDocTitle === true, marked, xmp, pages, artifacts }
}

/** Every node of a structure tree with the given role, in reading order. */
export function nodesOf(root: StructNode | StructNode[], role: string): StructNode[] {
  const out: StructNode[] = []
  const visit = (n: StructNode) => {
    if (n.role === role) out.push(n)
    n.children.forEach(visit)
  }
  ;(Array.isArray(root) ? root : [root]).forEach(visit)
  return out
}
