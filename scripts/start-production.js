// Starts the production build (`node server.js`) on a free port and a fresh embedded database,
// for the measuring scripts (bench, load, fuzz). Resolves once it serves; its request log is
// drained and dropped (reading it is not the server's cost).
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * @param {{ tag: string, env?: Record<string, string>, nodeArgs?: string[] }} options
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess }>}
 */
export function startProduction({ tag, env = {}, nodeArgs = [] }) {
  const child = spawn(process.execPath, [...nodeArgs, 'server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `consilium-${tag}-`)),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return serving(child, 'the server')
}

/**
 * Resolves with the address once the child prints that it is serving; rejects if it exits first,
 * with what it printed (and `stderr()`, when given) to explain why.
 */
export function serving(child, name, stderr = () => '') {
  return new Promise((resolve, reject) => {
    let out = ''
    const onData = (d) => {
      out += d
      const m = /serving on (http:\/\/[\d.]+:\d+)/.exec(out)
      if (!m) return
      child.stdout.off('data', onData)
      child.stdout.resume()
      resolve({ url: m[1], child })
    }
    child.stdout.on('data', onData)
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before serving:\n${out}${stderr()}`)))
  })
}
