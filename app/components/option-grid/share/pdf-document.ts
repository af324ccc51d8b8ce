/**
 * pdf.js behind a small interface. The library (about 120 KB gzip) and its worker load only
 * when the viewer opens; the worker is a file of our own origin (CSP worker-src 'self').
 */
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist'

export type PdfPages = {
  numPages: number
  /** Draws page `pageNumber` (from 1) into the canvas at `scale` CSS pixels per PDF point. */
  render: (pageNumber: number, canvas: HTMLCanvasElement, scale: number) => Promise<void>
  destroy: () => void
}

/** The server answered the PDF's address with an error: there is no PDF to show. */
export class PdfUnavailableError extends Error {
  override name = 'PdfUnavailableError'
}

/** Resolves with the document, or rejects (PdfUnavailableError when the server had no PDF). */
export type OpenPdf = (url: string) => Promise<PdfPages>

export const openPdf: OpenPdf = async (url) => {
  // `?url` gives only the address of the worker file, which the build emits as an asset of ours.
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  try {
    // No eval: the page's CSP forbids it, and pdf.js has an interpreter for fonts instead.
    const doc = await pdfjs.getDocument({ url, isEvalSupported: false }).promise
    return pagesOf(doc)
  } catch (error) {
    if (error instanceof pdfjs.ResponseException) throw new PdfUnavailableError(`PDF answered ${error.status}`)
    throw error
  }
}

function pagesOf(doc: PDFDocumentProxy): PdfPages {
  const tasks = new Set<RenderTask>()
  return {
    numPages: doc.numPages,
    async render(pageNumber, canvas, scale) {
      const page = await doc.getPage(pageNumber)
      const viewport = page.getViewport({ scale })
      const ratio = window.devicePixelRatio || 1
      canvas.width = Math.floor(viewport.width * ratio)
      canvas.height = Math.floor(viewport.height * ratio)
      canvas.style.width = `${Math.floor(viewport.width)}px`
      canvas.style.height = `${Math.floor(viewport.height)}px`
      const task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] })
      tasks.add(task)
      try {
        await task.promise
      } finally {
        tasks.delete(task)
      }
    },
    destroy() {
      for (const task of tasks) task.cancel()
      void doc.destroy()
    },
  }
}
