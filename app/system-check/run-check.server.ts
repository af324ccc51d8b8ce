/** A check resolves with a short detail when the part works and throws when it does not. */
export type Check = () => Promise<string>

export type CheckResult<Id extends string = string> = { id: Id; status: 'ok' | 'failed'; ms: number; detail: string }

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
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

/** Runs one check with a time limit; never throws. */
export async function runCheck<Id extends string>(id: Id, check: Check, timeoutMs: number): Promise<CheckResult<Id>> {
  await Promise.resolve()
  const started = performance.now()
  try {
    const detail = await withTimeout(check(), timeoutMs)
    return { id, status: 'ok', ms: Math.round(performance.now() - started), detail }
  } catch (error) {
    return { id, status: 'failed', ms: Math.round(performance.now() - started), detail: (error as Error).message }
  }
}
