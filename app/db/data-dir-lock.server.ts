import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

/**
 * Embedded PostgreSQL (PGlite) serves one process per data folder: two processes on the
 * same folder would both open it and silently lose writes. An exclusive lock file next
 * to the folder makes the second process refuse to start instead.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/\/+$/, '')}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
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
      const owner = Number(readFileSync(lockPath, 'utf8').trim())
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The database folder ${dataDir} is already in use by process ${owner}. ` +
            'The embedded database serves one process at a time: stop the other Consilium ' +
            'process, or set DATABASE_URL to a PostgreSQL server to run several.',
        )
      }
      // The owner is gone (crash, kill -9, or a restarted container reusing our pid): take over.
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
