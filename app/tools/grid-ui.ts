import { shownOptions } from '#engine/aids/grid-display.ts'
import type { OptionGridView } from '#engine/aids/grid-view.ts'
import { OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW, type ViewType } from '#app/encounters/option-keys.ts'

/** What the person chose to see on the option grid (spec 02 §3: selected, viewType). */
export type GridUi = { selected: string[]; viewType: ViewType }

/** Field names of the option grid's form, in the URL (type 1, snapshot view) or in a post. */
export const GRID_FIELDS = {
  /** Marks a submitted option form: then an unchecked option is hidden on purpose. */
  submitted: 'grid',
  selected: 'selected',
  viewType: 'viewType',
  hide: 'hide',
  showAll: 'showAll',
} as const

const VIEW_TYPES: readonly string[] = [OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW]

type Source = Pick<URLSearchParams, 'getAll' | 'has'> | Pick<FormData, 'getAll' | 'has'>

const strings = (source: Source, name: string) => source.getAll(name).filter((v): v is string => typeof v === 'string')

/**
 * The option grid's ui from a GET query or a form post: the checked options minus a header
 * close button's option ('hide'), or all of them ('showAll'); the last view type given (a view
 * button's value comes after the hidden one). Without a submitted option form: `fallback`, else
 * the grid's defaults. Hiding follows the grid's rules (shownOptions): never fewer than one, and
 * only with more than two options. A single-column grid is always the grid view.
 */
export function readGridUi(view: OptionGridView, source: Source, fallback?: GridUi): GridUi {
  const base = fallback ?? { selected: view.defaultSelected, viewType: view.defaultViewType }
  const viewTypes = strings(source, GRID_FIELDS.viewType).filter((v) => VIEW_TYPES.includes(v))
  const viewType = view.singleColumn ? OPTION_GRID_GRID_VIEW : ((viewTypes.at(-1) as ViewType | undefined) ?? base.viewType)
  let requested: string[] | null = base.selected
  if (source.has(GRID_FIELDS.submitted)) requested = strings(source, GRID_FIELDS.selected)
  if (source.has(GRID_FIELDS.showAll)) requested = view.options.map((o) => o.optionKey)
  const hide = strings(source, GRID_FIELDS.hide)
  if (hide.length && requested) requested = requested.filter((k) => !hide.includes(k))
  const known = requested?.filter((k) => view.options.some((o) => o.optionKey === k)) ?? null
  // Hiding every option is refused: the grid keeps what it showed.
  return { selected: shownOptions(view, known?.length === 0 ? base.selected : known), viewType }
}

/** Whether options can be hidden at all (spec: only with more than 2 options; never on a single-column grid). */
export const canHideOptions = (view: Pick<OptionGridView, 'options' | 'singleColumn'>) => !view.singleColumn && view.options.length > 2
