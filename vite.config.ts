import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * The PDF worker runs as its own plain .mjs file in a worker thread, outside the bundle; the
 * server build copies it and its fonts to build/server/pdf/ (decision 0026).
 */
function pdfWorkerFiles(): Plugin {
  const copy = (dir: string, to: string, keep: (f: string) => boolean) =>
    readdirSync(dir)
      .filter(keep)
      .map((f) => ({ fileName: `${to}/${f}`, source: readFileSync(path.join(dir, f)) }))
  return {
    name: 'consilium-pdf-worker-files',
    apply: 'build',
    generateBundle() {
      for (const file of [
        ...copy('app/pdf/worker', 'pdf', (f) => f.endsWith('.mjs')),
        ...copy('server/fonts', 'pdf/fonts', (f) => /\.(ttf|txt)$/.test(f)),
      ]) {
        this.emitFile({ type: 'asset', ...file })
      }
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
  },
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [pdfWorkerFiles()] : [])],
}))
