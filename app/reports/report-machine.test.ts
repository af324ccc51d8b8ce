import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { createReportMachine, type CallResult, type MachineState, type ReportCalls } from './report-machine.ts'

const range = { startDate: '2026-10-01', endDate: '2026-10-31' }

function harness(statuses: CallResult<{ status: string; statusChecks: number }>[], request: CallResult<{ id: string }> = { ok: true, data: { id: 'r1' } }) {
  const seen: MachineState['status'][] = []
  const calls: ReportCalls = {
    request: vi.fn(async () => request),
    status: vi.fn(async () => statuses.shift() ?? statuses.at(-1) ?? { ok: true as const, data: { status: 'pending', statusChecks: 1 } }),
    download: vi.fn(),
  }
  const machine = createReportMachine(calls, (s) => {
    if (seen.at(-1) !== s.status) seen.push(s.status)
  }, { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as never), now: () => Date.now() })
  return { machine, calls, seen }
}

const status = (s: string, n = 1) => ({ ok: true as const, data: { status: s, statusChecks: n } })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('report status machine', () => {
  test('requested → first check after 1 s → every 10 s while pending/generating → ready downloads → done closes after 500 ms', async () => {
    const { machine, calls, seen } = harness([status('PENDING'), status('generating', 2), status('ready', 3)])
    await machine.request(range)
    expect(machine.state).toMatchObject({ status: 'requested', id: 'r1', open: true })
    await vi.advanceTimersByTimeAsync(999)
    expect(calls.status).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.status).toHaveBeenCalledTimes(1)
    expect(machine.state.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(9_999)
    expect(calls.status).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(machine.state.status).toBe('generating')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls.download).toHaveBeenCalledWith('r1')
    expect(machine.state).toMatchObject({ status: 'done', open: true })
    await vi.advanceTimersByTimeAsync(499)
    expect(machine.state.open).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(machine.state.open).toBe(false)
    expect(seen).toEqual(['requesting', 'requested', 'pending', 'generating', 'ready', 'done', 'idle'])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls.status).toHaveBeenCalledTimes(3)
  })

  test.each(['no-data', 'failed'])('%s stops polling without a download', async (final) => {
    const { machine, calls } = harness([status('pending'), status(final)])
    await machine.request(range)
    await vi.advanceTimersByTimeAsync(11_000)
    expect(machine.state).toMatchObject({ status: final, open: true })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls.status).toHaveBeenCalledTimes(2)
    expect(calls.download).not.toHaveBeenCalled()
  })

  test('15 minutes after the request polling stops with timeout', async () => {
    const { machine, calls } = harness([])
    await machine.request(range)
    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1)
    expect(machine.state.status).toBe('pending')
    const checks = vi.mocked(calls.status).mock.calls.length
    await vi.advanceTimersByTimeAsync(10_000)
    expect(machine.state.status).toBe('timeout')
    expect(vi.mocked(calls.status).mock.calls.length).toBe(checks)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(vi.mocked(calls.status).mock.calls.length).toBe(checks)
  })

  test.each([401, 403])('a %i from the request or a status check gives the no-permission view', async (code) => {
    const refused = harness([], { ok: false, status: code })
    await refused.machine.request(range)
    expect(refused.machine.state.status).toBe('no-permission')
    const later = harness([status('pending'), { ok: false, status: code }])
    await later.machine.request(range)
    await vi.advanceTimersByTimeAsync(11_000)
    expect(later.machine.state.status).toBe('no-permission')
  })

  test('any other failure is an error and stops', async () => {
    const { machine, calls } = harness([{ ok: false, status: 500 }])
    await machine.request(range)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(machine.state.status).toBe('error')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls.status).toHaveBeenCalledTimes(1)
  })

  test('closing or leaving the page stops polling', async () => {
    const { machine, calls } = harness([])
    await machine.request(range)
    machine.dispose()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls.status).not.toHaveBeenCalled()
  })
})
