import { vi } from 'vitest'

import type { SnapshotDeps } from '#app/snapshots/snapshot-machine.ts'

export const AGG = '7b0c9a52-3f7e-4e7a-9c1e-2a6b8e9d0f11'
export const SNAPSHOT_ID = 'S'.repeat(43)
export const CREATED = { id: SNAPSHOT_ID, createdAt: '2026-11-22T10:00:00.000Z', expiresAt: '2027-02-20T10:00:00.000Z' }
export const TOOL = { slug: 'statin-choice-primary-prevention', name: 'Statin Choice', version: '2.0.0' }
export const BODY = {
  calculator: { input: { age: 60 } },
  ui: { selected: ['statin', 'no-statin'], viewType: 'OPTION_GRID_GRID_VIEW' as const },
}

export type Reply = { status: number; json?: unknown } | 'network-error'
export type Call = { path: string; query: URLSearchParams; init: RequestInit }

/**
 * Our API as the snapshot machine sees it (its injected fetch): answers by path, in order,
 * each after a tick of the (fake) clock; unlisted calls get 201 {}.
 */
export function apiDouble(replies: Record<string, Reply[]>) {
  const calls: Call[] = []
  const fetch = vi.fn((url: string, init: RequestInit) => {
    const parsed = new URL(url, 'http://consilium.test')
    calls.push({ path: parsed.pathname, query: parsed.searchParams, init })
    const reply = replies[parsed.pathname]?.shift() ?? { status: 201, json: {} }
    return new Promise<Response>((resolve, reject) =>
      setTimeout(() => (reply === 'network-error' ? reject(new TypeError('Failed to fetch')) : resolve(Response.json(reply.json ?? {}, { status: reply.status }))), 0),
    )
  })
  const deps: SnapshotDeps = {
    fetch,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  }
  return { deps, calls, paths: () => calls.map((c) => c.path) }
}

/** jsdom has no modal dialogs: open and close as browsers do (close fires 'close'). */
export function installDialogPolyfill() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
    this.querySelector<HTMLElement>('button, input, a[href], [tabindex]:not([tabindex="-1"])')?.focus()
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
  Element.prototype.scrollIntoView = function scrollIntoView() {}
}
