/**
 * The browser side of snapshots (spec 02 §3, §4 "Snapshot creation", "Link and QR flow"),
 * without a framework: a reducer, a tiny store, and async steps that take fetch and timers
 * as arguments.
 */
import { OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW, type ViewType } from '#app/encounters/option-keys.ts'

export { OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW, type ViewType }

/** Spec 02 §9. */
export const SNAPSHOT_EVENT_TIMEOUT_MS = 1500
export const SNAPSHOT_MIN_WAIT_MS = 1500
export const SPINNER_HIDE_DELAY_MS = 1000

export const SNAPSHOT_OPEN_LINK = 'SNAPSHOT_OPEN_LINK'
export const SNAPSHOT_QR_CODE = 'SNAPSHOT_QR_CODE'
export type SnapshotTask = typeof SNAPSHOT_OPEN_LINK | typeof SNAPSHOT_QR_CODE

/** Path segments of POST /api-tool-experience/event/{eventType}. */
export type SnapshotEventName =
  | 'patient-data-updated'
  | 'patient-options-viewed'
  | 'interface-changed'
  | 'open-access-url-generated'
  | 'pdf-generated'

/** Events that change what a snapshot would show: asking to send one drops an existing snapshot. */
export const INVALIDATING_EVENTS: readonly SnapshotEventName[] = ['patient-data-updated', 'interface-changed']

/**
 * Events about a snapshot already made (the link or QR code shown, a PDF produced): they are
 * sent with the same time-out but do not hold back or block snapshots.
 */
export const UNTRACKED_EVENTS: readonly SnapshotEventName[] = ['open-access-url-generated', 'pdf-generated']

export type SnapshotData = { isSnapshotAvailable: boolean; createdAt: string | null; expiresAt: string | null }

export type SnapshotState = {
  snapshotId: string | null
  snapshotData: SnapshotData
  loading: boolean
  task: SnapshotTask | null
  isCreationError: boolean
  events: {
    aggregateId: string | null
    canSnapshot: boolean
    failed: Partial<Record<SnapshotEventName, number>>
    pending: number
  }
}

export type SnapshotAction =
  | { type: 'INIT'; aggregateId: string | null }
  | { type: 'EVENT_REQUESTED'; event: SnapshotEventName }
  | { type: 'EVENT_SUCCEEDED'; event: SnapshotEventName }
  | { type: 'EVENT_FAILED'; event: SnapshotEventName }
  | { type: 'UI_CHANGED' }
  | { type: 'OPEN'; task: SnapshotTask }
  | { type: 'CREATE_STARTED' }
  | { type: 'CREATE_SUCCEEDED'; id: string; createdAt: string; expiresAt: string }
  | { type: 'CREATE_FAILED' }
  | { type: 'SPINNER_HIDDEN' }
  | { type: 'SHARE_FAILED' }
  | { type: 'CLOSE' }

const NO_SNAPSHOT: SnapshotData = { isSnapshotAvailable: false, createdAt: null, expiresAt: null }

export function initialSnapshotState(aggregateId: string | null = null): SnapshotState {
  return {
    snapshotId: null,
    snapshotData: NO_SNAPSHOT,
    loading: false,
    task: null,
    isCreationError: false,
    events: { aggregateId, canSnapshot: aggregateId !== null, failed: {}, pending: 0 },
  }
}

const isTracked = (event: SnapshotEventName) => !UNTRACKED_EVENTS.includes(event)

function allows(events: SnapshotState['events']): boolean {
  return events.aggregateId !== null && events.pending === 0 && Object.keys(events.failed).length === 0
}

export function snapshotReducer(state: SnapshotState, action: SnapshotAction): SnapshotState {
  switch (action.type) {
    case 'INIT':
      return initialSnapshotState(action.aggregateId)
    case 'EVENT_REQUESTED': {
      const dropped = INVALIDATING_EVENTS.includes(action.event) ? { snapshotId: null, snapshotData: NO_SNAPSHOT } : {}
      if (!isTracked(action.event)) return { ...state, ...dropped }
      return { ...state, ...dropped, events: { ...state.events, pending: state.events.pending + 1, canSnapshot: false } }
    }
    case 'EVENT_SUCCEEDED': {
      if (!isTracked(action.event)) return state
      const { [action.event]: _cleared, ...failed } = state.events.failed
      const events = { ...state.events, failed, pending: Math.max(0, state.events.pending - 1) }
      return { ...state, events: { ...events, canSnapshot: allows(events) } }
    }
    case 'EVENT_FAILED': {
      if (!isTracked(action.event)) return state
      const failed = { ...state.events.failed, [action.event]: (state.events.failed[action.event] ?? 0) + 1 }
      return { ...state, events: { ...state.events, failed, pending: Math.max(0, state.events.pending - 1), canSnapshot: false } }
    }
    case 'UI_CHANGED':
      // What the grid shows changed: a snapshot made before no longer matches it.
      return state.snapshotData.isSnapshotAvailable ? { ...state, snapshotId: null, snapshotData: NO_SNAPSHOT } : state
    case 'OPEN':
      return { ...state, snapshotId: null, snapshotData: NO_SNAPSHOT, task: action.task, loading: true, isCreationError: false }
    case 'CREATE_STARTED':
      return { ...state, loading: true, isCreationError: false }
    case 'CREATE_SUCCEEDED':
      return {
        ...state,
        snapshotId: action.id,
        snapshotData: { isSnapshotAvailable: true, createdAt: action.createdAt, expiresAt: action.expiresAt },
        isCreationError: false,
      }
    case 'CREATE_FAILED':
      return { ...state, loading: false, isCreationError: true }
    case 'SPINNER_HIDDEN':
      return { ...state, loading: false }
    case 'SHARE_FAILED':
      return { ...state, loading: false, isCreationError: true }
    case 'CLOSE':
      return { ...state, task: null, loading: false, isCreationError: false }
  }
}

/** QR code, link and PDF are offered only when the tool session has an aggregate id. */
export const canOfferSharing = (state: SnapshotState) => state.events.aggregateId !== null

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
  return changed && input.gridLoaded && canOfferSharing(state) && !state.snapshotData.isSnapshotAvailable
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
  const { aggregateId } = store.getState().events
  if (!aggregateId) return false
  store.dispatch({ type: 'EVENT_REQUESTED', event })
  const query = new URLSearchParams({ aggregateId })
  if (options.snapshotId) query.set('snapshotId', options.snapshotId)
  let timer: unknown
  const timeout = new Promise<false>((resolve) => {
    timer = deps.setTimeout(() => resolve(false), SNAPSHOT_EVENT_TIMEOUT_MS)
  })
  const request = deps
    .fetch(`/api-tool-experience/event/${event}?${query.toString()}`, {
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

export type CreateSnapshotBody = {
  calculator: { input: Record<string, unknown> }
  calculatorBatch?: { output: unknown }
  ui: { selected: string[]; viewType: ViewType }
}

/**
 * Snapshot creation: waits for pending events, then POST /api-tool-experience/create; the
 * whole step lasts at least 1.5 s. The spinner (loading) hides 1 s after the id arrives, or
 * at once on error. Returns the snapshot id, or null (isCreationError is then set).
 */
export async function createSnapshot(store: SnapshotStore, deps: SnapshotDeps, body: CreateSnapshotBody): Promise<string | null> {
  const started = deps.now()
  store.dispatch({ type: 'CREATE_STARTED' })
  const settled = await waitFor(store, (s) => s.events.pending === 0)
  let created: { id: string; createdAt: string; expiresAt: string } | null = null
  if (settled.events.canSnapshot && settled.events.aggregateId) {
    const query = new URLSearchParams({ aggregateId: settled.events.aggregateId, withData: '0' })
    try {
      const res = await deps.fetch(`/api-tool-experience/create?${query.toString()}`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify(body),
      })
      const json: unknown = res.status === 201 ? await res.json() : null
      if (isCreated(json)) created = json
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

function isCreated(value: unknown): value is { id: string; createdAt: string; expiresAt: string } {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return typeof v.id === 'string' && v.id !== '' && typeof v.createdAt === 'string' && typeof v.expiresAt === 'string'
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
  await waitFor(store, (s) => !s.loading)
  if (store.getState().snapshotId !== id) return null
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
