import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type RunningServer = {
  url: string
  process: ChildProcess
  output: () => string
  /** Sends the signal and resolves with the exit code and how long the exit took. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; ms: number }>
}

/** An empty data folder: the server makes its database there at its first start. */
export const emptyDataDir = () => mkdtempSync(path.join(tmpdir(), 'consilium-data-'))

/** Where the server tests' setup (tests/setup/build.ts) left a data folder made by a first start. */
export const DATA_TEMPLATE_ENV = 'CONSILIUM_TEST_DATA_TEMPLATE'

/**
 * A data folder of its own for one server: a copy of the setup's migrated one when there is
 * one, else empty.
 */
export function newDataDir() {
  const dir = emptyDataDir()
  const template = process.env[DATA_TEMPLATE_ENV]
  if (template) cpSync(template, dir, { recursive: true })
  return dir
}

/** Starts the production build (`node server.js`) on a free port. */
export function startServer(env: Record<string, string | undefined> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 60_000)
    const onData = () => {
      const match = /serving on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (!match?.[1]) return
      clearTimeout(timer)
      child.stdout.off('data', onData)
      resolve({
        url: match[1],
        process: child,
        output: () => output,
        stop: async (signal = 'SIGTERM') => {
          const started = Date.now()
          if (child.exitCode === null) child.kill(signal)
          const code = await exited
          return { code, ms: Date.now() - started }
        },
      })
    }
    child.stdout.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(Object.assign(new Error(`server exited with ${code} before serving:\n${output}`), { code, output }))
    })
  })
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function expectStartFailure(env: Record<string, string | undefined>) {
  try {
    const s = await startServer(env)
    await s.stop()
    throw new Error('the server started but was expected to refuse')
  } catch (error) {
    const e = error as { code?: number | null; output?: string }
    if (e.output === undefined) throw error
    return { code: e.code ?? null, output: e.output }
  }
}

export function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString()
}

/** A browser-like form post without JavaScript. */
export function postForm(
  server: Pick<RunningServer, 'url'>,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      ...headers,
    },
    body: form(fields),
  })
}

export function cookieFrom(response: Response): string {
  const set = response.headers.getSetCookie()
  const session = set.find((c) => /^(__Host-)?consilium_session=/.test(c))
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(set)}`)
  return session.split(';')[0] ?? ''
}

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`

/**
 * Creates an account and signs in to it (registering answers the same for new and taken
 * emails and never signs in); resolves with the session cookie.
 */
export async function registerAndSignIn(
  server: Pick<RunningServer, 'url'>,
  account: { name: string; email: string; password: string },
  headers: Record<string, string> = {},
) {
  const registered = await postForm(server, '/login', { intent: 'register', ...account }, headers)
  if (registered.status !== 302) throw new Error(`registration answered ${registered.status}`)
  const signedIn = await postForm(server, '/login', { intent: 'signin', email: account.email, password: account.password }, headers)
  if (signedIn.status !== 302) throw new Error(`sign-in answered ${signedIn.status}`)
  return cookieFrom(signedIn)
}
