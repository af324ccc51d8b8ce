import { sql } from 'drizzle-orm'

import { getDbHandle } from '#app/db/db.server.ts'

const TIMEOUT_MS = 2_000

/** 200 while the database answers, 503 otherwise (for load balancers and monitors). */
export async function loader() {
  try {
    const handle = await withTimeout(getDbHandle(), TIMEOUT_MS)
    await withTimeout(Promise.resolve(handle.db.execute(sql`select 1`)), TIMEOUT_MS)
    return Response.json({ status: 'ok', database: 'reachable' })
  } catch {
    return Response.json({ status: 'unavailable', database: 'unreachable' }, { status: 503 })
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}
