import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, test } from 'vitest'

import {
  cookieFrom,
  expectStartFailure,
  emptyDataDir,
  newDataDir,
  postForm,
  startServer,
  uniqueEmail,
  type RunningServer,
} from '#tests/support/server.ts'

const running: RunningServer[] = []
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')))
})

describe('the embedded database survives restarts, and only one process may use it', () => {
  // Empty: the first start makes the database, as on a new machine.
  const dataDir = emptyDataDir()
  const email = uniqueEmail('restart')
  const password = 'restart test passphrase'

  test('register, stop with SIGTERM (prompt, clean exit), start again, sign in', async () => {
    const first = await startServer({ DATA_DIR: dataDir })
    running.push(first)
    const registered = await postForm(first, '/login?action=register', {
      intent: 'register',
      name: 'Restart Tester',
      email,
      password,
    })
    expect(registered.status).toBe(302)
    cookieFrom(await postForm(first, '/login', { intent: 'signin', email, password }))

    const stopped = await first.stop('SIGTERM')
    expect(stopped.code).toBe(0)
    expect(stopped.ms).toBeLessThan(8_000)
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(false)

    const second = await startServer({ DATA_DIR: dataDir })
    running.push(second)
    const signedIn = await postForm(second, '/login', { intent: 'signin', email, password })
    expect(signedIn.status).toBe(302)
    const cookie = cookieFrom(signedIn)
    const me = await fetch(`${second.url}/api-tool-experience/user`, { headers: { cookie } })
    expect(await me.json()).toMatchObject({ userName: 'Restart Tester', userState: { personalized: true } })
  })

  test('a second process on the same data folder refuses to start, naming the holder', async () => {
    const holder = running.at(-1)
    expect(holder?.process.exitCode).toBeNull()
    const lock = readFileSync(path.join(dataDir, 'pg.lock'), 'utf8')
    expect((JSON.parse(lock) as { pid: number }).pid).toBe(holder?.process.pid)
    const refused = await expectStartFailure({ DATA_DIR: dataDir })
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('Consilium cannot start.')
    expect(refused.output).toContain(`already in use by process ${holder?.process.pid}`)
    expect(refused.output).not.toMatch(/\n\s+at /) // no stack trace
    // The holder is unaffected.
    expect((await fetch(`${holder?.url}/healthz`)).status).toBe(200)
  })

  test('a lock left by a killed process is taken over', async () => {
    const holder = running.at(-1)!
    await holder.stop('SIGKILL')
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(true)
    const next = await startServer({ DATA_DIR: dataDir })
    running.push(next)
    expect((await fetch(`${next.url}/healthz`)).status).toBe(200)
  })
})

describe('boot-time checks', () => {
  test('an invalid environment variable stops the start with its name', async () => {
    const refused = await expectStartFailure({ DATA_DIR: newDataDir(), SESSION_IDLE_MINUTES: 'half an hour' })
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('SESSION_IDLE_MINUTES')
    expect(refused.output).not.toMatch(/\n\s+at /)
  })
})
