// What the tool page shows: worked out on the server (tool-page.server.ts), drawn by the components.
import type { OptionGridView } from '#engine/aids/grid-view.ts'
import type { Evaluation } from '#engine/evaluate.ts'
import type { IconArrayLayout } from '#engine/iconarray/index.ts'
import type { FieldValue } from '#engine/values.ts'
import type { FavouriteToolType } from '#app/favourites/tool-type.ts'

import type { EhrState } from './ehr-prefill.ts'
import type { FormReading } from './form-inputs.ts'
import type { GridUi } from './grid-ui.ts'
import type { StepKey } from './navigation.ts'

export type { StepKey } from './navigation.ts'

export type ToolPageState = {
  step: StepKey
  evaluation: Evaluation
  entered: FormReading['entered']
  units: FormReading['units']
  /** Measured values as typed (text and unit), for the patient summary. */
  measures: FormReading['measures']
  showErrors: boolean
  chartNote: string | null
  resultLine: string | null
  /** Icon arrays of the population view, laid out on the server (no layout code in the browser). */
  populations: PopulationArray[]
  /** The option grid and what is shown of it, on the options step. */
  grid: GridState | null
  /** Fields prefilled from the EHR and whether each still shows the EHR's value; absent without a prefill. */
  ehr?: EhrState | null
}

export type GridState = {
  view: OptionGridView
  ui: GridUi
  /** The options step's chart note (chart_note_sdm, else chart_note_all). */
  note: string | null
  /** The entered data as the engine reads it (cpdn → value): what a snapshot of this grid stores. */
  input: Record<string, FieldValue>
}

/** Where the option grid's ui comes from: a GET query or a posted form. */
export type GridSource = Pick<URLSearchParams, 'getAll' | 'has'> | Pick<FormData, 'getAll' | 'has'>

export type PopulationArray = {
  key: string
  heading?: string
  layout: IconArrayLayout
  description: string | null
}

/**
 * 'Save to chart' (decision 0050): the confirm step (what will be written, as the server
 * computed it from the posted inputs), the outcome, or why nothing was written.
 */
export type ChartAnswer =
  | {
      phase: 'confirm'
      note: string
      result: { label: string; text: string; unit: string } | null
      /** The launch patient as the EHR names them (null when the EHR would not say). */
      patient: { name: string | null; birthDate: string | null } | null
    }
  | { phase: 'saved'; observation: 'saved' | 'failed' | 'none' }
  | { phase: 'failed'; reason: ChartFailure }

export type ChartFailure = 'not-allowed' | 'incomplete' | 'relaunch' | 'forbidden' | 'retry' | 'rate-limited' | 'other-launch'

export type Access = { kind: 'open'; showFreeBadge: boolean } | { kind: 'subscription' }

export type BookmarkState = { an: string; toolType: FavouriteToolType; signedIn: boolean; favouriteId: string | null }

/**
 * The page shows one answer: the newest asked for. The loader's (stamp 0) until a post is
 * answered; a page post (Continue, a step) and a live check can be in flight at once, and a
 * slow one must not overwrite the answer to a later one, whichever arrives last.
 */
export function newestAnswer<T extends { stamp: number }>(first: T, ...later: (T | null | undefined)[]): T {
  return later.reduce<T>((a, b) => (b && b.stamp >= a.stamp ? b : a), first)
}
