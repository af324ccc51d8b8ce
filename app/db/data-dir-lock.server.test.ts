import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, test } from 'vitest'

import { DataDirInUseError, lockDataDir, processIdentity } from './data-dir-lock.server.ts'

const children: ChildProcess[] = []
afterAll(() => {
  for (const c of children) c.kill()
})

/** Another live process, which never held the lock. */
function otherProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' })
  children.push(child)
  return child.pid!
}

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'consilium-lock-')), 'pg')

describe.skipIf(process.platform !== 'linux')('the data folder lock knows its owner by more than a PID', () => {
  test('a lock whose PID now belongs to another process (started later) is taken over', () => {
    const dir = dataDir()
    // Written by an earlier start: the PID alone, or the PID with another process's start.
    for (const stale of [String(otherProcess()), JSON.stringify({ pid: otherProcess(), boot: processIdentity(process.pid)?.boot, start: '1' })]) {
      writeFileSync(`${dir}.lock`, stale)
      const anHourAgo = new Date(Date.now() - 3_600_000)
      utimesSync(`${dir}.lock`, anHourAgo, anHourAgo)
      const release = lockDataDir(dir)
      expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid })
      release()
    }
  })

  test('a lock held by a live owner refuses, naming it (with or without its start time)', () => {
    for (const held of [(pid: number) => JSON.stringify({ pid, ...processIdentity(pid) }), String]) {
      const dir = dataDir()
      const owner = otherProcess()
      writeFileSync(`${dir}.lock`, held(owner))
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
      expect(() => lockDataDir(dir)).toThrow(`already in use by process ${owner}`)
    }
  })

  test('a lock from before a reboot is taken over, whatever its PID', () => {
    const dir = dataDir()
    const owner = otherProcess()
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: owner, boot: 'another-boot', start: processIdentity(owner)?.start }))
    lockDataDir(dir)()
  })

  test('the process identity is stable and differs between processes', () => {
    const me = processIdentity(process.pid)
    expect(me).toEqual(processIdentity(process.pid))
    expect(me?.start).toMatch(/^\d+$/)
    expect(processIdentity(otherProcess())).not.toEqual(me)
  })
})
