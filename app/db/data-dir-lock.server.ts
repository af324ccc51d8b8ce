import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs'

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

/** Who holds the lock: a PID alone is not enough, PIDs are reused (after a crash, in a restarted container). */
type LockRecord = { pid: number; boot?: string; start?: string }

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ: 100 on every mainstream architecture). */
const USER_HZ = 100

/**
 * The boot and the start time (clock ticks since boot) of a process, from /proc: together
 * with the PID they name one process for good. Null where /proc is not available.
 */
export function processIdentity(pid: number): { boot: string; start: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count from the last ")".
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    return start && /^\d+$/.test(start) ? { boot, start } : null
  } catch {
    return null
  }
}

/** When the process started (ms since the epoch), from /proc; null where unknown. */
function startedAt(pid: number, start: string): number | null {
  try {
    const btime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]
    return btime ? Number(btime) * 1000 + (Number(start) * 1000) / USER_HZ : null
  } catch {
    return null
  }
}

function readLock(lockPath: string): LockRecord | null {
  const text = readFileSync(lockPath, 'utf8').trim()
  // Earlier versions wrote the PID alone.
  if (/^\d+$/.test(text)) return { pid: Number(text) }
  try {
    const record = JSON.parse(text) as Partial<LockRecord>
    return Number.isInteger(record.pid) && Number(record.pid) > 0 ? (record as LockRecord) : null
  } catch {
    return null
  }
}

/** Whether the process that wrote the lock still runs. */
function ownerRuns(lock: LockRecord, lockPath: string): boolean {
  if (lock.pid === process.pid || !isAlive(lock.pid)) return false
  const now = processIdentity(lock.pid)
  if (!now) return true // No /proc: the live PID is all there is to go by.
  if (lock.boot && lock.start) return lock.boot === now.boot && lock.start === now.start
  // A lock with a PID alone: a process that started after the lock was written is not its owner.
  const started = startedAt(lock.pid, now.start)
  return started === null || started <= statSync(lockPath).mtimeMs + 1000
}

/**
 * Embedded PostgreSQL (PGlite) serves one process per data folder: two processes on the
 * same folder would both open it and silently lose writes. An exclusive lock file next
 * to the folder makes the second process refuse to start instead. A lock whose owner is
 * gone (crash, kill -9, reboot, its PID now another process's) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/\/+$/, '')}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, JSON.stringify({ pid: process.pid, ...processIdentity(process.pid) }))
      closeSync(fd)
      let released = false
      const release = () => {
        if (released) return
        released = true
        rmSync(lockPath, { force: true })
      }
      process.once('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const lock = readLock(lockPath)
      if (lock && ownerRuns(lock, lockPath)) {
        throw new DataDirInUseError(
          `The database folder ${dataDir} is already in use by process ${lock.pid}. ` +
            'The embedded database serves one process at a time: stop the other Consilium ' +
            'process, or set DATABASE_URL to a PostgreSQL server to run several.',
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirInUseError(`Could not lock the database folder ${dataDir}.`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
