// Rebuilds when the build is missing or older than the sources it was made from.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { precompressAssets } from './precompress.js'

const root = path.resolve(import.meta.dirname, '..')
const SOURCES = ['app', 'engine', 'server', 'public']
// docs/clinical-safety.md is part of the server build: tool pages show its rows (content status).
const FILES = ['package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json', 'docs/clinical-safety.md']
const stamp = path.join(root, 'build', '.source-hash')

function sourceHash() {
  const hash = createHash('sha256')
  const files = [...FILES]
  for (const dir of SOURCES) {
    const abs = path.join(root, dir)
    if (!existsSync(abs)) continue
    for (const entry of readdirSync(abs, { recursive: true })) {
      const rel = path.join(dir, String(entry))
      if (/\.test\.tsx?$/.test(rel)) continue
      if (statSync(path.join(root, rel)).isFile()) files.push(rel)
    }
  }
  for (const rel of files.sort()) {
    const abs = path.join(root, rel)
    if (!existsSync(abs)) continue
    hash.update(rel).update('\0').update(readFileSync(abs)).update('\0')
  }
  return hash.digest('hex')
}

export function buildIfStale() {
  const current = sourceHash()
  const built = existsSync(path.join(root, 'build/server/index.js')) && existsSync(stamp)
    ? readFileSync(stamp, 'utf8').trim()
    : null
  if (built === current) return false
  console.log('Building Consilium (the build is missing or out of date)...')
  const result = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.')
    process.exit(result.status ?? 1)
  }
  // In a child process: importing the server bundle here would keep it in this process.
  const handouts = spawnSync(process.execPath, [path.join(root, 'scripts/build-handouts.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (handouts.status !== 0) {
    console.error('The PDF handouts could not be made; see the messages above.')
    process.exit(handouts.status ?? 1)
  }
  precompressAssets()
  writeFileSync(stamp, current)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale()
