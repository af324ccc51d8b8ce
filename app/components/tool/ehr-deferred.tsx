import { lazy, Suspense, type ComponentType } from 'react'

import type * as PrefillModule from '#app/tools/ehr-prefill.ts'
import type * as ChartModule from './chart-save.tsx'
import type * as NoticesModule from './ehr-notices.tsx'
import type * as NoteModule from './ehr-field-note.tsx'

type Module = typeof ChartModule & typeof NoticesModule & typeof NoteModule & Pick<typeof PrefillModule, 'ehrStateOfForm'>

const load = (): Promise<Module> =>
  Promise.all([import('./chart-save.tsx'), import('./ehr-notices.tsx'), import('./ehr-field-note.tsx'), import('#app/tools/ehr-prefill.ts')]).then(
    ([chart, notices, note, prefill]) => ({ ...chart, ...notices, ...note, ehrStateOfForm: prefill.ehrStateOfForm }),
  )

let loaded: Module | null = null
let loading: Promise<Module> | null = null

/**
 * Loads the code only a page under an EHR session uses (notices, Save to chart, the 'From EHR'
 * markers). The server calls it before rendering a tool page, so the HTML always holds them (no
 * script needed to see them); the browser loads it only on a page that shows one.
 */
export function loadEhrUi(): Promise<Module> {
  loading ??= load().then((m) => (loaded = m))
  return loading
}

/** The loaded module, or null while its code has not arrived. */
export const ehrUiIfLoaded = (): Module | null => loaded

/*
 * One lazy component per export, kept for the page's life: it resolves at once when the code is
 * already there (the server, a later render), so a render never swaps component types (which
 * would remount it and lose its state). Until the code arrives in the browser, the server's HTML
 * stays on screen: React leaves a dehydrated Suspense boundary alone and hydrates it once loaded.
 */
function deferred<P extends object>(pick: (m: Module) => ComponentType<P>, name: string) {
  const Lazy = lazy(() => {
    if (loaded) {
      const done = { default: pick(loaded) }
      // A thenable that answers at once: React's lazy then renders without suspending.
      return { then: (resolve: (m: typeof done) => void) => resolve(done) } as unknown as Promise<typeof done>
    }
    return loadEhrUi().then((m) => ({ default: pick(m) }))
  })
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  Deferred.displayName = `Deferred${name}`
  return Deferred
}

export const EhrBanner = deferred((m) => m.EhrBanner, 'EhrBanner')
export const EhrMissingDialog = deferred((m) => m.EhrMissingDialog, 'EhrMissingDialog')
export const SaveToChartButton = deferred((m) => m.SaveToChartButton, 'SaveToChartButton')
export const ChartSaveAnswer = deferred((m) => m.ChartSaveAnswer, 'ChartSaveAnswer')
export const EhrFieldNote = deferred((m) => m.EhrFieldNote, 'EhrFieldNote')
