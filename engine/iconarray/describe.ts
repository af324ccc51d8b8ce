/**
 * Plain-language text alternative for an icon array (WCAG 2.2 SC 1.1.1): the
 * sentence a screen reader announces for the picture (role="img" aria-label)
 * and that can also be shown as visible text. It names the reference class and
 * every group with its count and its visual pattern, so the sentence and the
 * legend say the same thing.
 *
 * English only; a translated page can build its own sentence from
 * `layout.groups` (key, label, count, pattern).
 */
import { type IconArrayResult, type IconKind, type IconPattern } from './layout.ts'

const PATTERN_ADJECTIVE: Readonly<Record<IconPattern, string>> = Object.freeze({
  solid: 'filled',
  hatched: 'hatched',
  dotted: 'dotted',
  'cross-hatched': 'cross-hatched',
  striped: 'striped',
  outline: 'outlined',
})

const ICON_NOUN: Readonly<Record<IconKind, readonly [string, string]>> = Object.freeze({
  person: Object.freeze(['figure', 'figures'] as const),
  block: Object.freeze(['square', 'squares'] as const),
})

/** How a group's icons look, in words: 'filled figures', 'outlined square'. */
export function describePattern(pattern: IconPattern, iconKind: IconKind, count: number): string {
  const [one, many] = ICON_NOUN[iconKind]
  return `${PATTERN_ADJECTIVE[pattern]} ${count === 1 ? one : many}`
}

export interface DescribeOptions {
  /** If given, must equal the layout's denominator (a mismatch returns null rather than a wrong sentence). */
  readonly denominator?: number
  /** Reference class; default 'people like you'. */
  readonly subject?: string
}

function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

/**
 * "Out of 100 people like you: 8 have a heart attack or stroke in the next 10
 * years (filled figures); 92 do not (outlined figures)."
 *
 * Built from the groups in drawing order; each part is
 * "<count> <label> (<pattern> <figures|squares>)", using `labelOne` when the
 * count is 1 and it is given. Groups with a count of 0 are left out (they are
 * not in the picture). Returns null for a refused layout or when
 * `options.denominator` does not match the layout.
 */
export function describeIconArray(layout: IconArrayResult, options: DescribeOptions = {}): string | null {
  if (!layout.ok) return null
  if (options.denominator !== undefined && options.denominator !== layout.denominator) return null
  const subject = (options.subject ?? 'people like you').trim()
  const parts = layout.groups
    .filter((g) => g.count > 0)
    .map((g) => {
      const label = (g.count === 1 && g.labelOne !== undefined ? g.labelOne : g.label).trim()
      return `${formatCount(g.count)} ${label} (${describePattern(g.pattern, layout.iconKind, g.count)})`
    })
  return `Out of ${formatCount(layout.denominator)} ${subject}: ${parts.join('; ')}.`
}
