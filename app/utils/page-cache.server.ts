import { createContext, type RouterContextProvider } from 'react-router'

/**
 * What a document render tells the page cache (server/page-cache.ts) about itself. A render is
 * stored only when its page offered itself (`offerToPageCache`), nothing marked it personal,
 * and it finished without an error.
 */
export type PageCacheProbe = {
  /** The CSP nonce the document was rendered with (entry.server.tsx). */
  nonce: string | null
  /** The flag assignments and year the root loader rendered with: part of the cache key. */
  vary: string | null
  /** Whether the page offered itself to the cache (`offerToPageCache`). */
  offered: boolean
  /** The page's per-view id and how to start another view like it (a new tool session), if it has one. */
  view: { id: string; start: () => string | null } | null
  /** Set when anything in the render depends on who is asking beyond the cache key. */
  personal: boolean
}

export const pageCacheProbeContext = createContext<PageCacheProbe | null>(null)

export function newPageCacheProbe(): PageCacheProbe {
  return { nonce: null, vary: null, offered: false, view: null, personal: false }
}

function probeOf(context: Readonly<RouterContextProvider>): PageCacheProbe | null {
  return context.get(pageCacheProbeContext)
}

/** The part of the cache key the root loader decides: flag assignments and the footer's year. */
export function pageVaryOf(flags: unknown, year: number): string {
  return JSON.stringify([flags, year])
}

export function recordPageVary(context: Readonly<RouterContextProvider>, vary: string, personal: boolean): void {
  const probe = probeOf(context)
  if (!probe) return
  probe.vary = vary
  if (personal) probe.personal = true
}

export function recordPageNonce(context: Readonly<RouterContextProvider>, nonce: string): void {
  const probe = probeOf(context)
  if (probe) probe.nonce = nonce
}

export function markPagePersonal(context: Readonly<RouterContextProvider>): void {
  const probe = probeOf(context)
  if (probe) probe.personal = true
}

/**
 * The page is the same for every visitor with the same cache key (the root loader and the
 * rendering mark what is not: `markPagePersonal`). A page with a per-view id (a tool page's
 * tool session) gives it as `view`: a cached copy replaces `view.id` with what `view.start`
 * returns for each view.
 */
export function offerToPageCache(
  context: Readonly<RouterContextProvider>,
  view?: { id: string; start: () => string | null },
): void {
  const probe = probeOf(context)
  if (!probe) return
  probe.offered = true
  probe.view = view ?? null
}

const invalidationListeners = new Set<() => void>()

/** Called when stored pages may no longer be right (a cached view's tool session failed to write). */
export function invalidatePageCache(): void {
  for (const listener of invalidationListeners) listener()
}

export function onPageCacheInvalidated(listener: () => void): void {
  invalidationListeners.add(listener)
}
