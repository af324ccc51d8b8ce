import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import {
  canOfferSharing,
  canSnapshot,
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
  type SessionEvents,
  type SnapshotDeps,
  type SnapshotEventName,
  type SnapshotState,
} from './snapshot-machine.ts'

const AGG = '7b0c9a52-3f7e-4e7a-9c1e-2a6b8e9d0f11'
const BODY = { calculator: { input: { age: 60 } }, ui: { selected: ['a', 'b'], viewType: 'OPTION_GRID_GRID_VIEW' as const } }
const CREATED = { id: 'x'.repeat(43), createdAt: '2026-11-22T10:00:00.000Z', expiresAt: '2027-02-20T10:00:00.000Z' }
/** The events of the tool session AGG. */
const session = (pending: number, failed: Partial<Record<SnapshotEventName, number>> = {}): SessionEvents => ({ status: 'session', aggregateId: AGG, pending, failed })

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
    expect(initialSnapshotState(AGG)).toEqual({ snapshot: null, step: { status: 'idle' }, events: session(0) })
    expect(canSnapshot(initialSnapshotState(AGG))).toBe(true)
    expect(canOfferSharing(initialSnapshotState(AGG))).toBe(true)
    const none = initialSnapshotState(null)
    expect(none.events).toEqual({ status: 'no-session' })
    expect(canSnapshot(none)).toBe(false)
    expect(canOfferSharing(none)).toBe(false)
  })

  test('a request raises pending and blocks snapshots; success removes its failure and allows them when nothing is pending or failed', () => {
    let s = initialSnapshotState(AGG)
    s = snapshotReducer(s, { type: 'EVENT_REQUESTED', event: 'interface-changed' })
    s = snapshotReducer(s, { type: 'EVENT_REQUESTED', event: 'patient-options-viewed' })
    expect(s.events).toEqual(session(2))
    expect(canSnapshot(s)).toBe(false)
    s = snapshotReducer(s, { type: 'EVENT_FAILED', event: 'interface-changed' })
    expect(s.events).toEqual(session(1, { 'interface-changed': 1 }))
    expect(canSnapshot(s)).toBe(false)
    s = snapshotReducer(s, { type: 'EVENT_SUCCEEDED', event: 'patient-options-viewed' })
    expect(s.events).toMatchObject({ pending: 0 })
    expect(canSnapshot(s)).toBe(false)
    s = snapshotReducer(s, { type: 'EVENT_REQUESTED', event: 'interface-changed' })
    s = snapshotReducer(s, { type: 'EVENT_FAILED', event: 'interface-changed' })
    expect(s.events).toEqual(session(0, { 'interface-changed': 2 }))
    s = snapshotReducer(s, { type: 'EVENT_REQUESTED', event: 'interface-changed' })
    s = snapshotReducer(s, { type: 'EVENT_SUCCEEDED', event: 'interface-changed' })
    expect(s.events).toEqual(session(0))
    expect(canSnapshot(s)).toBe(true)
  })

  test('pending never goes below zero and success without an aggregate never allows snapshots', () => {
    const s = snapshotReducer(initialSnapshotState(AGG), { type: 'EVENT_SUCCEEDED', event: 'interface-changed' })
    expect(s.events).toEqual(session(0))
    const none = snapshotReducer(initialSnapshotState(null), { type: 'EVENT_SUCCEEDED', event: 'interface-changed' })
    expect(none.events).toEqual({ status: 'no-session' })
    expect(canSnapshot(none)).toBe(false)
  })

  test('patient data and interface changes invalidate an existing snapshot; other events do not', () => {
    const made = snapshotReducer(initialSnapshotState(AGG), { type: 'CREATE_SUCCEEDED', ...CREATED })
    expect(made.snapshot).toEqual(CREATED)
    for (const event of ['patient-data-updated', 'interface-changed'] as const) {
      expect(snapshotReducer(made, { type: 'EVENT_REQUESTED', event }).snapshot, event).toBeNull()
    }
    for (const event of ['patient-options-viewed', 'open-access-url-generated', 'pdf-generated'] as const) {
      expect(snapshotReducer(made, { type: 'EVENT_REQUESTED', event }).snapshot?.id, event).toBe(CREATED.id)
    }
    expect(snapshotReducer(made, { type: 'UI_CHANGED' }).snapshot).toBeNull()
  })

  test('events about a made snapshot neither hold back nor block snapshots', () => {
    let s = initialSnapshotState(AGG)
    s = snapshotReducer(s, { type: 'EVENT_REQUESTED', event: 'open-access-url-generated' })
    expect(s.events).toEqual(session(0))
    s = snapshotReducer(s, { type: 'EVENT_FAILED', event: 'pdf-generated' })
    expect(s.events).toEqual(session(0))
    expect(canSnapshot(s)).toBe(true)
  })

  test('opening resets the snapshot, sets the task and shows the spinner; close clears task and error', () => {
    let s: SnapshotState = snapshotReducer(initialSnapshotState(AGG), { type: 'CREATE_SUCCEEDED', ...CREATED })
    s = { ...s, step: { status: 'failed', task: null } }
    s = snapshotReducer(s, { type: 'OPEN', task: 'SNAPSHOT_QR_CODE' })
    expect(s).toMatchObject({ step: { status: 'creating', task: 'SNAPSHOT_QR_CODE' }, snapshot: null })
    s = snapshotReducer(s, { type: 'CREATE_FAILED' })
    expect(s.step).toEqual({ status: 'failed', task: 'SNAPSHOT_QR_CODE' })
    s = snapshotReducer(s, { type: 'CLOSE' })
    expect(s.step).toEqual({ status: 'idle' })
  })

  test('the spinner stays after the snapshot arrives until it is hidden; a retry after an error keeps the task', () => {
    let s = snapshotReducer(initialSnapshotState(AGG), { type: 'OPEN', task: 'SNAPSHOT_OPEN_LINK' })
    s = snapshotReducer(s, { type: 'CREATE_SUCCEEDED', ...CREATED })
    expect(s).toMatchObject({ snapshot: CREATED, step: { status: 'creating', task: 'SNAPSHOT_OPEN_LINK' } })
    s = snapshotReducer(s, { type: 'SPINNER_HIDDEN' })
    expect(s.step).toEqual({ status: 'done', task: 'SNAPSHOT_OPEN_LINK' })
    s = snapshotReducer(s, { type: 'SHARE_FAILED' })
    expect(s.step).toEqual({ status: 'failed', task: 'SNAPSHOT_OPEN_LINK' })
    s = snapshotReducer(s, { type: 'CREATE_STARTED' })
    expect(s.step).toEqual({ status: 'creating', task: 'SNAPSHOT_OPEN_LINK' })
    expect(snapshotReducer(initialSnapshotState(AGG), { type: 'CREATE_STARTED' }).step).toEqual({ status: 'creating', task: null })
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
    expect(store.getState().events).toEqual(session(1))
    await vi.advanceTimersByTimeAsync(200)
    expect(await sent).toBe(true)
    expect(calls[0]?.url).toBe(`/api-tool-experience/event/interface-changed?aggregateId=${AGG}`)
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: JSON.stringify({ selected: ['a'], viewType: 'OPTION_GRID_LIST_VIEW' }) })
    expect(store.getState().events).toEqual(session(0))
    expect(canSnapshot(store.getState())).toBe(true)
  })

  test('an answer later than 1.5 s counts as errored, and the late answer changes nothing', async () => {
    const { fn } = fakeFetch([{ status: 201, delay: SNAPSHOT_EVENT_TIMEOUT_MS + 500 }])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    const sent = sendSnapshotEvent(store, depsWith(fn), 'patient-options-viewed')
    await vi.advanceTimersByTimeAsync(SNAPSHOT_EVENT_TIMEOUT_MS - 1)
    expect(store.getState().events).toEqual(session(1))
    await vi.advanceTimersByTimeAsync(1)
    expect(await sent).toBe(false)
    expect(store.getState().events).toEqual(session(0, { 'patient-options-viewed': 1 }))
    expect(canSnapshot(store.getState())).toBe(false)
    await vi.advanceTimersByTimeAsync(1000)
    expect(store.getState().events).toEqual(session(0, { 'patient-options-viewed': 1 }))
  })

  test('a non-201 answer or a network error is a failure', async () => {
    const { fn } = fakeFetch([{ status: 200 }, { status: 404 }, 'network-error'])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    for (let i = 0; i < 3; i++) {
      const sent = sendSnapshotEvent(store, depsWith(fn), 'interface-changed', { body: { selected: [], viewType: 'OPTION_GRID_GRID_VIEW' } })
      await vi.advanceTimersByTimeAsync(0)
      expect(await sent).toBe(false)
    }
    expect(store.getState().events).toEqual(session(0, { 'interface-changed': 3 }))
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
    expect(store.getState().step.status).toBe('creating')
    await vi.advanceTimersByTimeAsync(399)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    expect(calls[1]?.url).toBe(`/api-tool-experience/create?aggregateId=${AGG}&withData=0`)
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual(BODY)
    await vi.advanceTimersByTimeAsync(100)
    // The answer is in (500 ms) but the step lasts 1.5 s.
    expect(store.getState().snapshot).toBeNull()
    await vi.advanceTimersByTimeAsync(SNAPSHOT_MIN_WAIT_MS - 500 - 1)
    expect(store.getState().snapshot).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(await created).toBe(CREATED.id)
    expect(store.getState()).toMatchObject({ snapshot: CREATED, step: { status: 'creating' } })
    await vi.advanceTimersByTimeAsync(SPINNER_HIDE_DELAY_MS - 1)
    expect(store.getState().step.status).toBe('creating')
    await vi.advanceTimersByTimeAsync(1)
    expect(store.getState().step).toEqual({ status: 'done', task: null })
  })

  test('a slow create is not held longer than it takes', async () => {
    const { fn } = fakeFetch([{ status: 201, json: CREATED, delay: 2500 }])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    const created = createSnapshot(store, depsWith(fn), BODY)
    await vi.advanceTimersByTimeAsync(2500)
    expect(await created).toBe(CREATED.id)
  })

  test('failure sets isCreationError and hides the spinner at once (after the minimum step time)', async () => {
    const malformed = [{ nope: 1 }, { ...CREATED, id: '' }, { ...CREATED, expiresAt: 1 }]
    for (const reply of [{ status: 400, json: { error: {} } }, ...malformed.map((json) => ({ status: 201, json })), 'network-error' as const]) {
      const { fn } = fakeFetch([reply])
      const store = createSnapshotStore(initialSnapshotState(AGG))
      const created = createSnapshot(store, depsWith(fn), BODY)
      await vi.advanceTimersByTimeAsync(SNAPSHOT_MIN_WAIT_MS - 1)
      expect(store.getState().step.status).toBe('creating')
      await vi.advanceTimersByTimeAsync(1)
      expect(await created).toBeNull()
      expect(store.getState()).toMatchObject({ step: { status: 'failed' }, snapshot: null })
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
    expect(store.getState().step.status).toBe('failed')
  })
})

describe('link and QR flow', () => {
  test('open → snapshot → spinner gone → open-access-url-generated with the snapshot id; 201 succeeds', async () => {
    const { fn, calls } = fakeFetch([{ status: 201, json: CREATED }, { status: 201 }])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    const opened = openSharing(store, depsWith(fn), 'SNAPSHOT_OPEN_LINK', BODY)
    expect(store.getState().step).toEqual({ status: 'creating', task: 'SNAPSHOT_OPEN_LINK' })
    await vi.advanceTimersByTimeAsync(SNAPSHOT_MIN_WAIT_MS)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(SPINNER_HIDE_DELAY_MS)
    await vi.advanceTimersByTimeAsync(1)
    expect(await opened).toBe(CREATED.id)
    expect(calls[1]?.url).toBe(`/api-tool-experience/event/open-access-url-generated?aggregateId=${AGG}&snapshotId=${CREATED.id}`)
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ task: 'SNAPSHOT_OPEN_LINK' })
    expect(store.getState()).toMatchObject({ step: { status: 'done', task: 'SNAPSHOT_OPEN_LINK' }, snapshot: { id: CREATED.id } })
  })

  test('anything but 201 on open-access-url-generated is a failure shown as an error', async () => {
    const { fn } = fakeFetch([{ status: 201, json: CREATED }, { status: 200 }])
    const store = createSnapshotStore(initialSnapshotState(AGG))
    const opened = openSharing(store, depsWith(fn), 'SNAPSHOT_QR_CODE', BODY)
    await vi.advanceTimersByTimeAsync(SNAPSHOT_MIN_WAIT_MS + SPINNER_HIDE_DELAY_MS)
    await vi.advanceTimersByTimeAsync(1)
    expect(await opened).toBeNull()
    expect(store.getState().step).toEqual({ status: 'failed', task: 'SNAPSHOT_QR_CODE' })
  })

  test('the patient link is the page address with snapshotId only', () => {
    expect(patientLink('https://app.example/tool/x/version/1.0.0?session-number=9#top', 'abc')).toBe(
      'https://app.example/tool/x/version/1.0.0?snapshotId=abc',
    )
  })
})
