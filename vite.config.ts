import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { ManualChunksOption } from 'rollup'
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

// React, React DOM and the scheduler in a long-cached `react` chunk, the router and its helpers
// in `framework`: the page evaluates each in a task of its own before the rest
// (afterPaintScript, decisions 0074 and 0075).
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)\//
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//

/**
 * Every module the root route loads statically goes into one `shell` chunk: the root loads on
 * every page, so Rollup's default split (one chunk per combination of routes sharing a module)
 * only made a dozen requests of a few hundred bytes each before first paint. Lazy imports stay
 * lazy: only static imports are followed.
 */
function shellChunk(): ManualChunksOption {
  let shell: Set<string> | undefined
  return (id, { getModuleInfo }) => {
    if (!shell) {
      shell = new Set()
      const root = getModuleInfo(path.resolve('app/root.tsx'))
      const queue = root ? [...root.importedIds] : []
      for (let next = queue.pop(); next; next = queue.pop()) {
        if (shell.has(next) || FRAMEWORK.test(next)) continue
        shell.add(next)
        queue.push(...(getModuleInfo(next)?.importedIds ?? []))
      }
    }
    if (REACT.test(id)) return 'react'
    if (FRAMEWORK.test(id)) return 'framework'
    return shell.has(id) ? 'shell' : undefined
  }
}

/**
 * React Router's package exports resolve to its development build in every mode, dev-only
 * warnings included (remix-run/react-router#14102). The browser bundle of a production build
 * takes the production build the same package ships, which only leaves those warnings out.
 * The server keeps the package's own resolution: @react-router/node imports it too, and two
 * copies would not share their contexts.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs') },
]

export default defineConfig(({ isSsrBuild, mode }) => ({
  resolve: { alias: !isSsrBuild && mode === 'production' ? REACT_ROUTER_PRODUCTION : [] },
  build: {
    // Terser writes the browser's JavaScript about 2 % smaller than esbuild's minifier does
    // (decision 0058): on every page, for a few seconds more of build.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
    // CommonJS modules become top-level code, compiled while their chunk streams in, instead of
    // functions V8 compiles on the main thread when first called (decision 0075). Only modules
    // required conditionally or in a cycle keep their wrapper.
    commonjsOptions: { strictRequires: 'auto' },
    rollupOptions: isSsrBuild
      ? { input: './server/app.ts' }
      : { output: { manualChunks: shellChunk() } },
  },
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [pdfWorkerFiles()] : [])],
}))
