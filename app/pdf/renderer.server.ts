import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

import type { PdfDocumentModel } from './grid-document.server.ts'

/**
 * PDFs are drawn in one worker thread, reused, one document at a time from a queue: drawing one
 * blocks the event loop for the whole render, which must not be the request thread (decision 0026).
 */
export class PdfUnavailableError extends Error {
  override name = 'PdfUnavailableError'
  constructor(
    message: string,
    readonly reason: 'busy' | 'timeout' | 'failed',
  ) {
    super(message)
  }
}

export type PdfAssets = { workerFile: string; fontDir: string }

/**
 * Where the worker and the fonts are: next to this module in the sources (Vitest, dev server),
 * or in build/server/pdf/ beside the server bundle (`npm start`, the image), where the build
 * copies them (vite.config.ts).
 */
export function locatePdfAssets(from: string = import.meta.url): PdfAssets {
  const candidates: PdfAssets[] = [
    { workerFile: fileURLToPath(new URL('./worker/render-worker.mjs', from)), fontDir: fileURLToPath(new URL('../../server/fonts/', from)) },
    { workerFile: fileURLToPath(new URL('./pdf/render-worker.mjs', from)), fontDir: fileURLToPath(new URL('./pdf/fonts/', from)) },
    { workerFile: fileURLToPath(new URL('../pdf/render-worker.mjs', from)), fontDir: fileURLToPath(new URL('../pdf/fonts/', from)) },
  ]
  const found = candidates.find((c) => existsSync(c.workerFile) && existsSync(c.fontDir))
  if (!found) throw new Error(`The PDF worker was not found (looked for ${candidates.map((c) => c.workerFile).join(', ')})`)
  return found
}

type Job = {
  id: number
  model: PdfDocumentModel
  resolve: (pdf: Uint8Array<ArrayBuffer>) => void
  reject: (error: Error) => void
}

type Reply = { id: number; ok: true; pdf: Uint8Array<ArrayBuffer> } | { id: number; ok: false; message: string }

export type PdfRendererOptions = { timeoutMs?: number; maxQueue?: number; assets?: PdfAssets }

export class PdfRenderer {
  private worker: Worker | null = null
  private readonly queue: Job[] = []
  private current: Job | null = null
  private timer: NodeJS.Timeout | null = null
  private nextId = 1
  private readonly timeoutMs: number
  private readonly maxQueue: number
  private assets: PdfAssets | undefined

  constructor(options: PdfRendererOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 20_000
    this.maxQueue = options.maxQueue ?? 20
    this.assets = options.assets
  }

  render(model: PdfDocumentModel): Promise<Uint8Array<ArrayBuffer>> {
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(new PdfUnavailableError('Too many PDFs are waiting to be drawn.', 'busy'))
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, model, resolve, reject })
      this.pump()
    })
  }

  /** Documents waiting or being drawn. */
  get pending(): number {
    return this.queue.length + (this.current ? 1 : 0)
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = null
    for (const job of this.queue.splice(0)) job.reject(new PdfUnavailableError('The PDF renderer was closed.', 'failed'))
    this.finish(new PdfUnavailableError('The PDF renderer was closed.', 'failed'))
    if (worker) await worker.terminate()
  }

  private pump() {
    if (this.current || this.queue.length === 0) return
    const job = this.queue.shift()!
    let worker: Worker
    try {
      worker = this.ensureWorker()
    } catch (error) {
      job.reject(error as Error)
      this.pump()
      return
    }
    this.current = job
    // Keeps the process alive only while a document is being drawn.
    worker.ref()
    this.timer = setTimeout(() => {
      this.discardWorker()
      this.finish(new PdfUnavailableError(`The PDF took longer than ${this.timeoutMs} ms.`, 'timeout'))
    }, this.timeoutMs)
    worker.postMessage({ id: job.id, model: job.model })
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker
    this.assets ??= locatePdfAssets()
    const worker = new Worker(this.assets.workerFile, { workerData: { fontDir: this.assets.fontDir } })
    worker.on('message', (reply: Reply) => {
      if (reply.id !== this.current?.id) return
      if (reply.ok) this.finish(null, reply.pdf)
      else this.finish(new PdfUnavailableError(`The PDF could not be drawn: ${reply.message}`, 'failed'))
    })
    const lost = (error: Error) => {
      if (this.worker !== worker) return
      this.worker = null
      this.finish(new PdfUnavailableError(`The PDF worker stopped: ${error.message}`, 'failed'))
    }
    worker.on('error', lost)
    worker.on('exit', (code) => lost(new Error(`exit code ${code}`)))
    this.worker = worker
    return worker
  }

  private discardWorker() {
    const worker = this.worker
    this.worker = null
    void worker?.terminate()
  }

  private finish(error: Error | null, pdf?: Uint8Array<ArrayBuffer>) {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const job = this.current
    this.current = null
    if (job) {
      if (error) job.reject(error)
      else job.resolve(pdf!)
    }
    if (this.queue.length) this.pump()
    else this.worker?.unref()
  }
}

let shared: PdfRenderer | undefined

/** The process's one PDF renderer. */
export function renderPdf(model: PdfDocumentModel): Promise<Uint8Array<ArrayBuffer>> {
  shared ??= new PdfRenderer()
  return shared.render(model)
}

export async function closePdfRenderer(): Promise<void> {
  await shared?.close()
  shared = undefined
}
