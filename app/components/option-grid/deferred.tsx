import { lazy, Suspense, type ComponentProps } from 'react'

import { hydrateAfter } from '#app/utils/deferred-scripts.ts'

import { GRID_MARK } from './grid-mark.ts'
import type * as GridModule from './option-grid.tsx'
import type * as StepModule from './options-step.tsx'

type Module = typeof StepModule & typeof GridModule

const load = (): Promise<Module> => Promise.all([import('./options-step.tsx'), import('./option-grid.tsx')]).then(([a, b]) => ({ ...a, ...b }))

let loaded: Module | null = null
let loading: Promise<Module> | null = null

/**
 * Loads the option grid's code. The server calls it before rendering a page with a grid, so
 * the HTML always holds the whole grid (no script needed to see it); the browser loads it only
 * on pages that have one, keeping it out of every calculator page's JavaScript.
 */
export function loadOptionGrid(): Promise<Module> {
  loading ??= load().then((m) => (loaded = m))
  return loading
}

/*
 * A page that opens on a grid hydrates with the grid's code at hand. Left to React.lazy, the
 * server's grid stayed a dehydrated boundary until its chunk arrived, and the first update above
 * it (the page's own effects after hydration) made React throw that HTML away and draw the grid
 * again: its elements replaced, focus and any checkbox ticked meanwhile lost (decision 0075
 * addendum).
 */
if (typeof document !== 'undefined' && document.querySelector(`[${GRID_MARK}]`)) hydrateAfter(loadOptionGrid())

const LazyOptionsStep = lazy(() => loadOptionGrid().then((m) => ({ default: m.OptionsStep })))
const LazyOptionGrid = lazy(() => loadOptionGrid().then((m) => ({ default: m.OptionGrid })))

/*
 * Until its code arrives in the browser, the server's HTML stays on screen: React leaves a
 * dehydrated Suspense boundary alone and hydrates it once the chunk has loaded.
 */
export function DeferredOptionsStep(props: ComponentProps<Module['OptionsStep']>) {
  const Step = loaded?.OptionsStep ?? LazyOptionsStep
  return (
    <Suspense fallback={null}>
      <Step {...props} />
    </Suspense>
  )
}

export function DeferredOptionGrid(props: ComponentProps<Module['OptionGrid']>) {
  const Grid = loaded?.OptionGrid ?? LazyOptionGrid
  return (
    <Suspense fallback={null}>
      <Grid {...props} />
    </Suspense>
  )
}
