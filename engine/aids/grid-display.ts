/**
 * What the option grid shows of itself: which options, the selector's label, cell widths.
 * No engine imports: the page's browser code uses these, and must not pull the calculator in.
 */
type Options = { options: readonly { optionKey: string; name: string }[] }

/** An empty answer: blank, or markup with no text in it (e.g. an empty paragraph). */
export function isEmptyAnswer(text: string): boolean {
  return text.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === ''
}

/**
 * The options to show: the requested keys that exist, in the tool's order. Nothing valid
 * requested → the defaults. Hiding is allowed only with more than 2 options: with 2 or fewer
 * every option is always shown; a single-column grid shows every option.
 */
export function shownOptions(view: Options & { defaultSelected: string[]; singleColumn: boolean }, requested: readonly string[] | null): string[] {
  const all = view.options.map((o) => o.optionKey)
  if (view.singleColumn || all.length <= 2) return all
  if (requested === null) return view.defaultSelected
  const picked = all.filter((k) => requested.includes(k))
  return picked.length ? picked : view.defaultSelected
}

/**
 * What the option selector's label says: the first hidden option and how many more are hidden
 * (the page writes 'Hidden: {option}' plus ' +N'), or null when nothing is hidden ('Show/Hide').
 */
export function hiddenSummary(view: Options, selected: readonly string[]): { first: string; more: number } | null {
  const hidden = view.options.filter((o) => !selected.includes(o.optionKey))
  return hidden.length ? { first: hidden[0]!.name, more: hidden.length - 1 } : null
}

/** Cell width class by the number of shown options: one large, two medium, more small. */
export function cellSize(shown: number): 'large' | 'medium' | 'small' {
  return shown <= 1 ? 'large' : shown === 2 ? 'medium' : 'small'
}
