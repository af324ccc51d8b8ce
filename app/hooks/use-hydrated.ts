import { startTransition, useEffect, useState } from 'react'

// Set by the first component that has hydrated: what mounts later renders hydrated at once.
let pageHydrated = false

/**
 * False in the server HTML and during hydration, true once React runs in the browser.
 *
 * The switch to true is a transition, so React renders it in slices between the browser's
 * other work. `useSyncExternalStore` with a different server snapshot re-renders every
 * component that asks, synchronously, right after hydration: on /tools one task of about
 * 50 ms on a slow machine (decision 0057 addendum).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
