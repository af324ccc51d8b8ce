import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import {
  canOfferSharing,
  createSnapshot,
  createSnapshotStore,
  initialSnapshotState,
  openSharing,
  patientLink,
  sendSnapshotEvent,
  shouldSendInterfaceChanged,
  snapshotReducer,
  SNAPSHOT_EVENT_TIMEOUT_MS,
  SNAPSHOT_MIN_WAIT_MS,
  SPINNER_HIDE_DELAY_MS,
  type SnapshotDeps,
  type SnapshotState,
} from './snapshot-machine.ts'

const AGG = '7b0c9a52-3f7e-4e7a-9c1e-2a6b8e9d0f11'
const BODY = { calculator: { input: { age: 60 } }, ui: { selected: ['a', 'b'], viewType: 'OPTION_GRID_GRID_VIEW' as const } }
const CREATED = { id: 'x'.repeat(43), createdAt: '2026-11-22T10:00:00.000Z', expiresAt: '2027-02-20T10:00:00.000Z' }

type Reply = { status: number; json?: unknown; delay?: number } | 'network-error'

/** A fetch answering from a queue, after an optional delay on the fake clock. */
function fakeFetch(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fn = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init })
    const reply = replies.shift() ?? { status: 201, json: {} }
    return new Promise<Response>((resolve, reject) => {
      const answer = () =>
        reply === 'network-error' ? reject(new TypeError('Failed to fetch')) : resolve(Response.json(reply.json ?? {}, { status: reply.status }))
      const delay = reply === 'network-error' ? 0 : (reply.delay ?? 0)
      setTimeout(answer, delay)
    })
  })
  return { fn, calls }
}

function depsWith(fetchFn: SnapshotDeps['fetch']): SnapshotDeps {
  return {
    fetch: fetchFn,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('reducer', () => {
  test('an aggregate id makes snapshots possible; none makes sharing unavailable', () => {
    expect(initialSnapshotState(AGG).events).toEqual({ aggregateId: AGG, canSnapshot: true, failed: {}, pending: 0 })
    expect(canOfferSharing(initialSnapshotState(AGG))).toBe(true)
    const none = initialSnapshotState(null)
    expect(none.events.canSnapshot).toBe(false)
    expect(canOfferSharing(none)).toBe(false)
  })

  test('a request raises pending and blocks snapshots; success removes its failure and allows them when nothing is pending or failed', () => {
    let s = initialSnapshotState(AGG)
    s = snapshotReducer(s, { type: 'EVENT_REQUESTED', event: 'interface-changed' })
    s = snapshotReducer(s, { type: 'EVENT_REQUESTED', event: 'patient-options-viewed' })
    expect(s.events).toMatchObject({ pending: 2, canSnapshot: false })
    s = snapshotReducer(s, { type: 'EVENT_FAILED', event: 'interface-changed' })
    expect(s.events).toMatchObject({ pending: 1, canSnapshot: false, failed: { 'interface-changed': 1 } })
    s = snapshotReducer(s, { type: 'EVENT_SUCCEEDED', event: 'patient-options-viewed' })
    expect(s.events).toMatchObject({ pending: 0, canSnapshot: false })
    s = snapshotReducer(s, { type: 'EVENT_REQUESTED', event: 'interface-changed' })
    s = snapshotReducer(s, { type: 'EVENT_FAILED', event: 'interface-changed' })
    expect(s.events.failed).toEqual({ 'interface-changed': 2 })
    s = snapshotReducer(s, { type: 'EVENT_REQUESTED', event: 'interface-changed' })
    s = snapshotReducer(s, { type: 'EVENT_SUCCEEDED', event: 'interface-changed' })
    expect(s.events).toEqual({ aggregateId: AGG, canSnapshot: true, failed: {}, pending: 0 })
  })

  test('pending never goes below zero and success without an aggregate never allows snapshots', () => {
    let s = initialSnapshotState(null)
    s = snapshotReducer(s, { type: 'EVENT_SUCCEEDED', event: 'interface-changed' })
    expect(s.events).toMatchObject({ pending: 0, canSnapshot: false })
  })

  test('patient data and interface changes invalidate an existing snapshot; other events do not', () => {
    const made = snapshotReducer(initialSnapshotState(AGG), { type: 'CREATE_SUCCEEDED', ...CREATED })
    expect(made.snapshotData).toEqual({ isSnapshotAvailable: true, createdAt: CREATED.createdAt, expiresAt: CREATED.expiresAt })
    for (const event of ['patient-data-updated', 'interface-changed'] as const) {
      const s = snapshotReducer(made, { type: 'EVENT_REQUESTED', event })
      expect(s.snapshotId, event).toBeNull()
      expect(s.snapshotData.isSnapshotAvailable, event).toBe(false)
    }
    for (const event of ['patient-options-viewed', 'open-access-url-generated', 'pdf-generated'] as const) {
      expect(snapshotReducer(made, { type: 'EVENT_REQUESTED', event }).snapshotId, event).toBe(CREATED.id)
    }
    expect(snapshotReducer(made, { type: 'UI_CHANGED' }).snapshotData.isSnapshotAvailable).toBe(false)
  })

  test('events about a made snapshot neither hold back nor block snapshots', () => {
    let s = initialSnapshotState(AGG)
    s = snapshotReducer(s, { type: 'EVENT_REQUESTED', event: 'open-access-url-generated' })
    expect(s.events).toMatchObject({ pending: 0, canSnapshot: true })
    s = snapshotReducer(s, { type: 'EVENT_FAILED', event: 'pdf-generated' })
    expect(s.events).toMatchObject({ failed: {}, canSnapshot: true })
  })

  test('opening resets the snapshot, sets the task and shows the spinner; close clears task and error', () => {
    let s: SnapshotState = snapshotReducer(initialSnapshotState(AGG), { type: 'CREATE_SUCCEEDED', ...CREATED })
    s = { ...s, isCreationError: true }
    s = snapshotReducer(s, { type: 'OPEN', task: 'SNAPSHOT_QR_CODE' })
    expect(s).toMatchObject({ task: 'SNAPSHOT_QR_CODE', loading: true, snapshotId: null, isCreationError: false })
    expect(s.snapshotData.isSnapshotAvailable).toBe(false)
    s = snapshotReducer(s, { type: 'CREATE_FAILED' })
    expect(s).toMatchObject({ loading: false, isCreationError: true })
    s = snapshotReducer(s, { type: 'CLOSE' })
    expect(s).toMatchObject({ task: null, loading: false, isCreationError: false })
  })
})

describe('interface-changed sending rule', () => {
  const grid = { selected: ['a', 'b'], viewType: 'OPTION_GRID_GRID_VIEW' as const }
  const ready = initialSnapshotState(AGG)

  test('sent when the selection or the view type changes, a snapshot is possible and not available, and the grid is loaded', () => {
    expect(shouldSendInterfaceChanged({ previous: grid, next: { ...grid, selected: ['a'] }, state: ready, gridLoaded: true })).toBe(true)
    expect(shouldSendInterfaceChanged({ previous: grid, next: { ...grid, viewType: 'OPTION_GRID_LIST_VIEW' }, state: ready, gridLoaded: true })).toBe(true)
    expect(shouldSendInterfaceChanged({ previous: grid, next: { ...grid, selected: ['b', 'a'] }, state: ready, gridLoaded: true })).toBe(true)
  })

  test('not sent without a change, before the grid loads, without an aggregate id, or while a snapshot is available', () => {
    const changed = { ...grid, selected: ['a'] }
    expect(shouldSendInterfaceChanged({ previous: grid, next: { ...grid, selected: ['a', 'b'] }, state: ready, gridLoaded: true })).toBe(false)
    expect(shouldSendInterfaceChanged({ previous: grid, next: changed, state: ready, gridLoaded: false })).toBe(false)
    expect(shouldSendInterfaceChanged({ previous: grid, next: changed, state: initialSnapshotState(null), gridLoaded: true })).toBe(false)
    const available = snapshotReducer(ready, { type: 'CREATE_SUCCEEDED', ...CREATED })
    expect(shouldSendInterfaceChanged({ previous: grid, next: changed, state: available, gridLoaded: true })).toBe(false)
  })
})

describe('sending an event', () => {
  test('201 succeeds: the request goes to the event path with the aggregate id and the body', async () => {
    const { fn, calls } = fakeFetch([{ status: 201, delay: 200 }])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    const sent = sendSnapshotEvent(store, depsWith(fn), 'interface-changed', { body: { selected: ['a'], viewType: 'OPTION_GRID_LIST_VIEW' } })
    expect(store.getState().events).toMatchObject({ pending: 1, canSnapshot: false })
    await vi.advanceTimersByTimeAsync(200)
    expect(await sent).toBe(true)
    expect(calls[0]?.url).toBe(`/api-tool-experience/event/interface-changed?aggregateId=${AGG}`)
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: JSON.stringify({ selected: ['a'], viewType: 'OPTION_GRID_LIST_VIEW' }) })
    expect(store.getState().events).toEqual({ aggregateId: AGG, canSnapshot: true, failed: {}, pending: 0 })
  })

  test('an answer later than 1.5 s counts as errored, and the late answer changes nothing', async () => {
    const { fn } = fakeFetch([{ status: 201, delay: SNAPSHOT_EVENT_TIMEOUT_MS + 500 }])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    const sent = sendSnapshotEvent(store, depsWith(fn), 'patient-options-viewed')
    await vi.advanceTimersByTimeAsync(SNAPSHOT_EVENT_TIMEOUT_MS - 1)
    expect(store.getState().events.pending).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await sent).toBe(false)
    expect(store.getState().events).toMatchObject({ pending: 0, canSnapshot: false, failed: { 'patient-options-viewed': 1 } })
    await vi.advanceTimersByTimeAsync(1000)
    expect(store.getState().events).toMatchObject({ pending: 0, failed: { 'patient-options-viewed': 1 } })
  })

  test('a non-201 answer or a network error is a failure', async () => {
    const { fn } = fakeFetch([{ status: 200 }, { status: 404 }, 'network-error'])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    for (let i = 0; i < 3; i++) {
      const sent = sendSnapshotEvent(store, depsWith(fn), 'interface-changed', { body: { selected: [], viewType: 'OPTION_GRID_GRID_VIEW' } })
      await vi.advanceTimersByTimeAsync(0)
      expect(await sent).toBe(false)
    }
    expect(store.getState().events.failed).toEqual({ 'interface-changed': 3 })
  })

  test('without an aggregate id nothing is sent', async () => {
    const { fn } = fakeFetch([])
    const store = createSnapshotStore(initialSnapshotState(null))
    expect(await sendSnapshotEvent(store, depsWith(fn), 'interface-changed')).toBe(false)
    expect(fn).not.toHaveBeenCalled()
  })
})

describe('snapshot creation', () => {
  test('waits for pending events, then creates; the step lasts at least 1.5 s; the spinner hides 1 s after the id', async () => {
    const { fn, calls } = fakeFetch([{ status: 201, delay: 400 }, { status: 201, json: CREATED, delay: 100 }])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    const deps = depsWith(fn)
    void sendSnapshotEvent(store, deps, 'interface-changed', { body: { selected: ['a'], viewType: 'OPTION_GRID_GRID_VIEW' } })
    const created = createSnapshot(store, deps, BODY)
    expect(store.getState().loading).toBe(true)
    await vi.advanceTimersByTimeAsync(399)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    expect(calls[1]?.url).toBe(`/api-tool-experience/create?aggregateId=${AGG}&withData=0`)
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual(BODY)
    await vi.advanceTimersByTimeAsync(100)
    // The answer is in (500 ms) but the step lasts 1.5 s.
    expect(store.getState().snapshotId).toBeNull()
    await vi.advanceTimersByTimeAsync(SNAPSHOT_MIN_WAIT_MS - 500 - 1)
    expect(store.getState().snapshotId).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(await created).toBe(CREATED.id)
    expect(store.getState()).toMatchObject({ snapshotId: CREATED.id, loading: true, isCreationError: false })
    expect(store.getState().snapshotData).toEqual({ isSnapshotAvailable: true, createdAt: CREATED.createdAt, expiresAt: CREATED.expiresAt })
    await vi.advanceTimersByTimeAsync(SPINNER_HIDE_DELAY_MS - 1)
    expect(store.getState().loading).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(store.getState().loading).toBe(false)
  })

  test('a slow create is not held longer than it takes', async () => {
    const { fn } = fakeFetch([{ status: 201, json: CREATED, delay: 2500 }])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    const created = createSnapshot(store, depsWith(fn), BODY)
    await vi.advanceTimersByTimeAsync(2500)
    expect(await created).toBe(CREATED.id)
  })

  test('failure sets isCreationError and hides the spinner at once (after the minimum step time)', async () => {
    for (const reply of [{ status: 400, json: { error: {} } }, { status: 201, json: { nope: 1 } }, 'network-error' as const]) {
      const { fn } = fakeFetch([reply])
      const store = createSnapshotStore(initialSnapshotState(AGG))
      const created = createSnapshot(store, depsWith(fn), BODY)
      await vi.advanceTimersByTimeAsync(SNAPSHOT_MIN_WAIT_MS - 1)
      expect(store.getState().loading).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(await created).toBeNull()
      expect(store.getState()).toMatchObject({ isCreationError: true, loading: false, snapshotId: null })
    }
  })

  test('a failed event blocks creation: no create call, creation error', async () => {
    const { fn, calls } = fakeFetch([{ status: 500 }])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    const deps = depsWith(fn)
    await Promise.all([sendSnapshotEvent(store, deps, 'interface-changed', { body: {} }), vi.advanceTimersByTimeAsync(0)])
    const created = createSnapshot(store, deps, BODY)
    await vi.advanceTimersByTimeAsync(SNAPSHOT_MIN_WAIT_MS)
    expect(await created).toBeNull()
    expect(calls).toHaveLength(1)
    expect(store.getState().isCreationError).toBe(true)
  })
})

describe('link and QR flow', () => {
  test('open → snapshot → spinner gone → open-access-url-generated with the snapshot id; 201 succeeds', async () => {
    const { fn, calls } = fakeFetch([{ status: 201, json: CREATED }, { status: 201 }])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    const opened = openSharing(store, depsWith(fn), 'SNAPSHOT_OPEN_LINK', BODY)
    expect(store.getState()).toMatchObject({ task: 'SNAPSHOT_OPEN_LINK', loading: true })
    await vi.advanceTimersByTimeAsync(SNAPSHOT_MIN_WAIT_MS)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(SPINNER_HIDE_DELAY_MS)
    await vi.advanceTimersByTimeAsync(1)
    expect(await opened).toBe(CREATED.id)
    expect(calls[1]?.url).toBe(`/api-tool-experience/event/open-access-url-generated?aggregateId=${AGG}&snapshotId=${CREATED.id}`)
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ task: 'SNAPSHOT_OPEN_LINK' })
    expect(store.getState()).toMatchObject({ loading: false, isCreationError: false, snapshotId: CREATED.id })
  })

  test('anything but 201 on open-access-url-generated is a failure shown as an error', async () => {
    const { fn } = fakeFetch([{ status: 201, json: CREATED }, { status: 200 }])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    const opened = openSharing(store, depsWith(fn), 'SNAPSHOT_QR_CODE', BODY)
    await vi.advanceTimersByTimeAsync(SNAPSHOT_MIN_WAIT_MS + SPINNER_HIDE_DELAY_MS)
    await vi.advanceTimersByTimeAsync(1)
    expect(await opened).toBeNull()
    expect(store.getState()).toMatchObject({ isCreationError: true, loading: false, task: 'SNAPSHOT_QR_CODE' })
  })

  test('the patient link is the page address with snapshotId only', () => {
    expect(patientLink('https://app.example/tool/x/version/1.0.0?session-number=9#top', 'abc')).toBe(
      'https://app.example/tool/x/version/1.0.0?snapshotId=abc',
    )
  })
})
