/**
 * The report dialog's state machine (spec 02 §4 'Patient encounter report', §9): request →
 * 'requested' → first status check 1 s later → every 10 s while pending or generating →
 * 'ready' starts the download and becomes 'done', which closes the dialog 500 ms later;
 * no-data, failed, error and timeout stop; 15 minutes after the request polling gives up.
 * A 401 or 403 from any call switches the page to the no-permission view.
 */
export const FIRST_CHECK_MS = 1_000
export const POLL_INTERVAL_MS = 10_000
export const POLL_TIMEOUT_MS = 15 * 60_000
export const CLOSE_AFTER_DONE_MS = 500

export type ReportStatus =
  | 'idle'
  | 'requesting'
  | 'requested'
  | 'pending'
  | 'generating'
  | 'ready'
  | 'done'
  | 'no-data'
  | 'failed'
  | 'error'
  | 'timeout'
  | 'no-permission'

export const WAITING: readonly ReportStatus[] = ['requesting', 'requested', 'pending', 'generating', 'ready']
export const FAILED: readonly ReportStatus[] = ['failed', 'error', 'timeout']

export type CallResult<T> = { ok: true; data: T } | { ok: false; status: number; code?: string }

export type ReportCalls = {
  request(range: { startDate: string; endDate: string }): Promise<CallResult<{ id: string }>>
  status(id: string): Promise<CallResult<{ status: string; statusChecks: number }>>
  download(id: string): void
}

export type Timers = {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  now(): number
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
}

export type MachineState = { status: ReportStatus; id: string | null; open: boolean; statusChecks: number }

export const INITIAL: MachineState = { status: 'idle', id: null, open: false, statusChecks: 0 }

export function createReportMachine(calls: ReportCalls, onChange: (state: MachineState) => void, timers: Timers = browserTimers) {
  let state: MachineState = INITIAL
  let timer: unknown = null
  let requestedAt = 0
  let run = 0

  const set = (next: Partial<MachineState>) => {
    state = { ...state, ...next }
    onChange(state)
  }
  const schedule = (fn: () => void, ms: number) => {
    timers.clearTimeout(timer)
    timer = timers.setTimeout(fn, ms)
  }
  const failedCall = (result: { status: number }) => {
    set({ status: result.status === 401 || result.status === 403 ? 'no-permission' : 'error' })
  }

  async function check(current: number) {
    if (current !== run) return
    if (timers.now() - requestedAt >= POLL_TIMEOUT_MS) {
      set({ status: 'timeout' })
      return
    }
    const result = await calls.status(state.id!).catch(() => ({ ok: false, status: 0 }) as const)
    if (current !== run) return
    if (!result.ok) return failedCall(result)
    const status = result.data.status.toLowerCase()
    set({ statusChecks: result.data.statusChecks })
    if (status === 'pending' || status === 'generating') {
      set({ status })
      schedule(() => void check(current), POLL_INTERVAL_MS)
    } else if (status === 'ready') {
      set({ status: 'ready' })
      calls.download(state.id!)
      set({ status: 'done' })
      schedule(() => {
        if (current === run) set({ open: false, status: 'idle' })
      }, CLOSE_AFTER_DONE_MS)
    } else if (status === 'no-data' || status === 'failed' || status === 'error') {
      set({ status })
    } else {
      set({ status: 'error' })
    }
  }

  function follow(id: string) {
    const current = run
    requestedAt = timers.now()
    set({ status: 'requested', id, open: true })
    schedule(() => void check(current), FIRST_CHECK_MS)
  }

  return {
    get state() {
      return state
    },
    async request(range: { startDate: string; endDate: string }) {
      const current = ++run
      timers.clearTimeout(timer)
      set({ status: 'requesting', id: null, open: true, statusChecks: 0 })
      const result = await calls.request(range).catch(() => ({ ok: false, status: 0 }) as const)
      if (current !== run) return
      if (!result.ok) return failedCall(result)
      follow(result.data.id)
    },
    /** A report already requested (the page was loaded with its id): poll it. */
    resume(id: string) {
      ++run
      follow(id)
    },
    close() {
      ++run
      timers.clearTimeout(timer)
      set({ ...INITIAL })
    },
    /** The page resets report state on exit. */
    dispose() {
      ++run
      timers.clearTimeout(timer)
    },
  }
}

export type ReportMachine = ReturnType<typeof createReportMachine>
