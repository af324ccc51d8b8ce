// The PDF worker thread: renders one document model at a time, off the request thread
// (drawing a document blocks its event loop for the whole render). Started by app/pdf/renderer.server.ts.
import { parentPort, workerData } from 'node:worker_threads'

import { renderGridPdf } from './grid-pdf.mjs'

parentPort.on('message', async ({ id, model }) => {
  try {
    const pdf = await renderGridPdf(model, workerData.fontDir)
    parentPort.postMessage({ id, ok: true, pdf }, [pdf.buffer])
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) })
  }
})
