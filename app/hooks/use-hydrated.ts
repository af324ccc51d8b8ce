import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

// Set once the first hydration has committed (markPageHydrated, from the root layout's effect,
// which runs after every effect below it): what mounts later renders hydrated at once.
let pageHydrated = false
const noSubscription = () => () => {}

export function markPageHydrated(): void {
  pageHydrated = true
}

/**
 * False in the server HTML and during hydration, true once React runs in the browser.
 *
 * During hydration the store reads its server snapshot (false) and, since `pageHydrated` is
 * still false when React compares after the commit, asks for no re-render; the switch to true
 * then comes as a transition, which React renders in slices between the browser's other work.
 * A store whose snapshot differs after hydration would re-render every component that asks,
 * synchronously, in one task: on /tools about 50 ms on a slow machine (decision 0057 addendum).
 */
export function useHydrated(): boolean {
  const mountedHydrated = useSyncExternalStore(noSubscription, () => pageHydrated, () => false)
  const [switched, setSwitched] = useState(false)
  useEffect(() => {
    if (!mountedHydrated) startTransition(() => setSwitched(true))
  }, [mountedHydrated])
  return mountedHydrated || switched
}
