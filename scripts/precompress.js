// After the build: a brotli (quality 11) and a gzip (level 9) copy next to each hashed script,
// stylesheet and locale file in build/client/assets, so the server sends them compressed once
// at build time instead of compressing them again on every first visit (decision 0059).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const COMPRESSIBLE = /\.(js|css|json|svg)$/
// Below this size a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024

export function precompressAssets(dir = path.join(root, 'build/client/assets')) {
  let files = 0
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry))
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue
    const body = readFileSync(file)
    if (body.length < MIN_BYTES) continue
    const mode = file.endsWith('.js') || file.endsWith('.json') ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: mode, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }))
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
    files += 1
  }
  return files
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`  ${precompressAssets()} assets precompressed (brotli 11, gzip 9)`)
}
