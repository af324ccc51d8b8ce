/**
 * The browser side of snapshots (spec 02 §3, §4 "Snapshot creation", "Link and QR flow"),
 * without a framework: a reducer, a tiny store, and async steps that take fetch and timers
 * as arguments.
 */
import { OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW, type ViewType } from '#app/encounters/option-keys.ts'

import { snapshotApi, type CreatedSnapshot, type CreateSnapshotBody, type SnapshotEventName } from './snapshot-api.ts'

export { OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW, type CreateSnapshotBody, type SnapshotEventName, type ViewType }

/** Spec 02 §9. */
export const SNAPSHOT_EVENT_TIMEOUT_MS = 1500
export const SNAPSHOT_MIN_WAIT_MS = 1500
export const SPINNER_HIDE_DELAY_MS = 1000

export const SNAPSHOT_OPEN_LINK = 'SNAPSHOT_OPEN_LINK'
export const SNAPSHOT_QR_CODE = 'SNAPSHOT_QR_CODE'
export type SnapshotTask = typeof SNAPSHOT_OPEN_LINK | typeof SNAPSHOT_QR_CODE

/** Events that change what a snapshot would show: asking to send one drops an existing snapshot. */
export const INVALIDATING_EVENTS: readonly SnapshotEventName[] = ['patient-data-updated', 'interface-changed']

/**
 * Events about a snapshot already made (the link or QR code shown, a PDF produced): they are
 * sent with the same time-out but do not hold back or block snapshots.
 */
export const UNTRACKED_EVENTS: readonly SnapshotEventName[] = ['open-access-url-generated', 'pdf-generated']

/**
 * The creation step as the person sees it: nothing asked, the spinner (while the snapshot is
 * made and for a moment after), done, or the error with Close. `task` is the link or QR code
 * dialog that asked; the PDF flow has none.
 */
export type CreationStep =
  | { status: 'idle' }
  | { status: 'creating'; task: SnapshotTask | null }
  | { status: 'done'; task: SnapshotTask | null }
  | { status: 'failed'; task: SnapshotTask | null }

/**
 * The tool session's events. Without an aggregate id there is nothing to send and no snapshot
 * can be made; with one, snapshots wait while events are pending and are blocked once one failed.
 */
export type SessionEvents =
  | { status: 'no-session' }
  | { status: 'session'; aggregateId: string; pending: number; failed: Partial<Record<SnapshotEventName, number>> }

export type SnapshotState = {
  /** The snapshot that matches what the grid shows now, if one was made. */
  snapshot: CreatedSnapshot | null
  step: CreationStep
  events: SessionEvents
}

export type SnapshotAction =
  | { type: 'INIT'; aggregateId: string | null }
  | { type: 'EVENT_REQUESTED'; event: SnapshotEventName }
  | { type: 'EVENT_SUCCEEDED'; event: SnapshotEventName }
  | { type: 'EVENT_FAILED'; event: SnapshotEventName }
  | { type: 'UI_CHANGED' }
  | { type: 'OPEN'; task: SnapshotTask }
  | { type: 'CREATE_STARTED' }
  | ({ type: 'CREATE_SUCCEEDED' } & CreatedSnapshot)
  | { type: 'CREATE_FAILED' }
  | { type: 'SPINNER_HIDDEN' }
  | { type: 'SHARE_FAILED' }
  | { type: 'CLOSE' }

export function initialSnapshotState(aggregateId: string | null = null): SnapshotState {
  return {
    snapshot: null,
    step: { status: 'idle' },
    events: aggregateId === null ? { status: 'no-session' } : { status: 'session', aggregateId, pending: 0, failed: {} },
  }
}

const isTracked = (event: SnapshotEventName) => !UNTRACKED_EVENTS.includes(event)
const taskOf = (step: CreationStep) => (step.status === 'idle' ? null : step.task)

/** Events in flight that a snapshot waits for. */
export const pendingEvents = (state: SnapshotState) => (state.events.status === 'session' ? state.events.pending : 0)

/** A snapshot can be made: there is a tool session, no event is pending and none failed. */
export function canSnapshot(state: SnapshotState): boolean {
  const { events } = state
  return events.status === 'session' && events.pending === 0 && Object.keys(events.failed).length === 0
}

/** The spinner shows while a snapshot is made and for a moment after. */
export const isCreating = (state: SnapshotState) => state.step.status === 'creating'

function eventsReducer(events: SessionEvents, action: SnapshotAction): SessionEvents {
  if (events.status === 'no-session' || !('event' in action) || !isTracked(action.event)) return events
  const pending = Math.max(0, events.pending - 1)
  switch (action.type) {
    case 'EVENT_REQUESTED':
      return { ...events, pending: events.pending + 1 }
    case 'EVENT_SUCCEEDED': {
      const { [action.event]: _cleared, ...failed } = events.failed
      return { ...events, failed, pending }
    }
    case 'EVENT_FAILED':
      return { ...events, failed: { ...events.failed, [action.event]: (events.failed[action.event] ?? 0) + 1 }, pending }
  }
}

export function snapshotReducer(state: SnapshotState, action: SnapshotAction): SnapshotState {
  const { step } = state
  switch (action.type) {
    case 'INIT':
      return initialSnapshotState(action.aggregateId)
    case 'EVENT_REQUESTED': {
      const events = eventsReducer(state.events, action)
      return { ...state, events, snapshot: INVALIDATING_EVENTS.includes(action.event) ? null : state.snapshot }
    }
    case 'EVENT_SUCCEEDED':
    case 'EVENT_FAILED': {
      const events = eventsReducer(state.events, action)
      return events === state.events ? state : { ...state, events }
    }
    case 'UI_CHANGED':
      // What the grid shows changed: a snapshot made before no longer matches it.
      return state.snapshot ? { ...state, snapshot: null } : state
    case 'OPEN':
      return { ...state, snapshot: null, step: { status: 'creating', task: action.task } }
    case 'CREATE_STARTED':
      return { ...state, step: { status: 'creating', task: taskOf(step) } }
    case 'CREATE_SUCCEEDED': {
      const { type: _type, ...snapshot } = action
      return { ...state, snapshot, step: step.status === 'failed' ? { status: 'done', task: step.task } : step }
    }
    case 'SPINNER_HIDDEN':
      return step.status === 'creating' ? { ...state, step: { status: 'done', task: step.task } } : state
    case 'CREATE_FAILED':
    case 'SHARE_FAILED':
      return { ...state, step: { status: 'failed', task: taskOf(step) } }
    case 'CLOSE':
      return { ...state, step: { status: 'idle' } }
  }
}

/** QR code, link and PDF are offered only when the tool session has an aggregate id. */
export const canOfferSharing = (state: SnapshotState) => state.events.status === 'session'

/**
 * Interface-changed is sent when the selection or the view type changed, a snapshot is
 * possible (there is an aggregate id) and not yet available, and the grid is loaded.
 */
export function shouldSendInterfaceChanged(input: {
  previous: { selected: readonly string[]; viewType: ViewType }
  next: { selected: readonly string[]; viewType: ViewType }
  state: SnapshotState
  gridLoaded: boolean
}): boolean {
  const { previous, next, state } = input
  const changed =
    previous.viewType !== next.viewType ||
    previous.selected.length !== next.selected.length ||
    previous.selected.some((key, i) => key !== next.selected[i])
  return changed && input.gridLoaded && canOfferSharing(state) && state.snapshot === null
}

// --- store and async steps ----------------------------------------------------------------

export type SnapshotStore = {
  getState: () => SnapshotState
  dispatch: (action: SnapshotAction) => void
  subscribe: (listener: (state: SnapshotState) => void) => () => void
}

export function createSnapshotStore(initial: SnapshotState): SnapshotStore {
  let state = initial
  const listeners = new Set<(s: SnapshotState) => void>()
  return {
    getState: () => state,
    dispatch(action) {
      state = snapshotReducer(state, action)
      for (const listener of [...listeners]) listener(state)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type SnapshotDeps = {
  /** Our API's fetch (in the app: a wrapper of apiFetch's URL rules around window.fetch). */
  fetch: (url: string, init: RequestInit) => Promise<Response>
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
  now: () => number
}

export const browserDeps = (fetchFn: SnapshotDeps['fetch']): SnapshotDeps => ({
  fetch: fetchFn,
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
})

const sleep = (deps: SnapshotDeps, ms: number) => new Promise<void>((resolve) => deps.setTimeout(resolve, ms))

/** Resolves once the state satisfies `ready` (at once when it already does). */
export function waitFor(store: SnapshotStore, ready: (s: SnapshotState) => boolean): Promise<SnapshotState> {
  if (ready(store.getState())) return Promise.resolve(store.getState())
  return new Promise((resolve) => {
    const stop = store.subscribe((s) => {
      if (!ready(s)) return
      stop()
      resolve(s)
    })
  })
}

const JSON_HEADERS = { 'Content-Type': 'application/json' }

/**
 * Sends one encounter event, racing a 1.5 s time-out after which it counts as failed.
 * Success is 201 (spec 02 §4). Returns whether it succeeded.
 */
export async function sendSnapshotEvent(
  store: SnapshotStore,
  deps: SnapshotDeps,
  event: SnapshotEventName,
  options: { body?: unknown; snapshotId?: string } = {},
): Promise<boolean> {
  const { events } = store.getState()
  if (events.status === 'no-session') return false
  store.dispatch({ type: 'EVENT_REQUESTED', event })
  let timer: unknown
  const timeout = new Promise<false>((resolve) => {
    timer = deps.setTimeout(() => resolve(false), SNAPSHOT_EVENT_TIMEOUT_MS)
  })
  const request = deps
    .fetch(snapshotApi.event(event, events.aggregateId, options.snapshotId), {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(options.body ?? {}),
    })
    .then((res) => res.status === 201)
    .catch(() => false)
  const ok = await Promise.race([request, timeout])
  deps.clearTimeout(timer)
  store.dispatch({ type: ok ? 'EVENT_SUCCEEDED' : 'EVENT_FAILED', event })
  return ok
}

/**
 * Snapshot creation: waits for pending events, then POST /api-tool-experience/create; the
 * whole step lasts at least 1.5 s. The spinner (loading) hides 1 s after the id arrives, or
 * at once on error. Returns the snapshot id, or null (the step has then failed).
 */
export async function createSnapshot(store: SnapshotStore, deps: SnapshotDeps, body: CreateSnapshotBody): Promise<string | null> {
  const started = deps.now()
  // Loaded on the first share, not with the page.
  const schemas = import('./created-snapshot.ts').catch(() => null)
  store.dispatch({ type: 'CREATE_STARTED' })
  const settled = await waitFor(store, (s) => pendingEvents(s) === 0)
  let created: CreatedSnapshot | null = null
  if (canSnapshot(settled) && settled.events.status === 'session') {
    try {
      const res = await deps.fetch(snapshotApi.create(settled.events.aggregateId), {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify(body),
      })
      const answer = (await schemas)?.CreatedSnapshot.safeParse(res.status === 201 ? await res.json() : null)
      if (answer?.success) created = answer.data
    } catch {
      created = null
    }
  }
  const left = SNAPSHOT_MIN_WAIT_MS - (deps.now() - started)
  if (left > 0) await sleep(deps, left)
  if (!created) {
    store.dispatch({ type: 'CREATE_FAILED' })
    return null
  }
  store.dispatch({ type: 'CREATE_SUCCEEDED', ...created })
  deps.setTimeout(() => store.dispatch({ type: 'SPINNER_HIDDEN' }), SPINNER_HIDE_DELAY_MS)
  return created.id
}

/**
 * The link and QR flow: opening resets the snapshot, sets the task and shows the spinner;
 * once the snapshot exists and the spinner is gone, open-access-url-generated is sent.
 * Returns the snapshot id when everything succeeded (an error otherwise shows with Close).
 */
export async function openSharing(
  store: SnapshotStore,
  deps: SnapshotDeps,
  task: SnapshotTask,
  body: CreateSnapshotBody,
): Promise<string | null> {
  store.dispatch({ type: 'OPEN', task })
  const id = await createSnapshot(store, deps, body)
  if (!id) return null
  await waitFor(store, (s) => !isCreating(s))
  if (store.getState().snapshot?.id !== id) return null
  const ok = await sendSnapshotEvent(store, deps, 'open-access-url-generated', { snapshotId: id, body: { task } })
  if (!ok) {
    store.dispatch({ type: 'SHARE_FAILED' })
    return null
  }
  return id
}

/** The patient link: the current page address plus snapshotId (spec 02 "Link modal"). */
export function patientLink(pageHref: string, snapshotId: string): string {
  const url = new URL(pageHref)
  url.hash = ''
  url.search = ''
  url.searchParams.set('snapshotId', snapshotId)
  return url.toString()
}
