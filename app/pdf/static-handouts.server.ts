import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { findToolIn } from '#engine/library.ts'

import { handoutDocument } from './grid-document.server.ts'
import { renderPdf } from './renderer.server.ts'
import { allStaticPdfs, staticPdfByFileName, TOOL_LANGUAGE_OF } from './static-pdfs.ts'

/**
 * The static handouts (decision 0027): written into build/client/assets/pdf at build time;
 * a server without them (the dev server) draws each one on first request and keeps it.
 */
export async function renderStaticHandout(fileName: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const entry = staticPdfByFileName(fileName)
  if (!entry) return null
  const language = TOOL_LANGUAGE_OF[entry.language]
  const tool = findToolIn(entry.toolSlug, language)
  // A handout only in the language it is named for: never an English aid under a Spanish name.
  if (!tool || tool.language !== language) return null
  const model = handoutDocument(tool)
  return model ? renderPdf(model) : null
}

/** Writes every handout as {outDir}/{fileName}.pdf; the written files and their sizes. */
export async function writeStaticHandouts(outDir: string): Promise<{ file: string; bytes: number }[]> {
  await mkdir(outDir, { recursive: true })
  const written: { file: string; bytes: number }[] = []
  for (const { fileName } of allStaticPdfs()) {
    const pdf = await renderStaticHandout(fileName)
    if (!pdf) throw new Error(`The handout ${fileName} could not be made: its aid or translation is missing.`)
    const file = path.join(outDir, `${fileName}.pdf`)
    await writeFile(file, pdf)
    written.push({ file, bytes: pdf.byteLength })
  }
  return written
}

/** build/client/assets/pdf beside build/server (where the bundle runs), if it exists. */
function builtHandoutDir(): string | null {
  for (const rel of ['../client/assets/pdf/', '../../client/assets/pdf/']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url))
    if (existsSync(dir)) return dir
  }
  return null
}

const kept = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>()

/** A handout's bytes: the built file, else drawn once and kept in memory. Null for an unknown name. */
export function staticHandout(fileName: string): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!staticPdfByFileName(fileName)) return Promise.resolve(null)
  let found = kept.get(fileName)
  if (!found) {
    found = loadOrRender(fileName)
    kept.set(fileName, found)
    // A failed render is not kept: the next request tries again.
    found.catch(() => kept.delete(fileName))
  }
  return found
}

async function loadOrRender(fileName: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const dir = builtHandoutDir()
  if (dir) {
    try {
      return new Uint8Array(await readFile(path.join(dir, `${fileName}.pdf`)))
    } catch {
      // not built: drawn below
    }
  }
  return renderStaticHandout(fileName)
}

export function staticPdfResponse(fileName: string, pdf: Uint8Array<ArrayBuffer>): Response {
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fileName}.pdf"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
