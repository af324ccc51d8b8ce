/**
 * Plain-language text alternative for an icon array (WCAG 2.2 SC 1.1.1): the
 * sentence a screen reader announces for the picture (role="img" aria-label)
 * and that can also be shown as visible text. It names the reference class and
 * every group with its count and its visual pattern, so the sentence and the
 * legend say the same thing.
 *
 * In English or, for a translated aid whose labels are Spanish, in Spanish (`language: 'es'`).
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

/** Spanish: a noun and its gender, and each pattern's adjective by gender (singular; plurals add -s, "sin relleno" and "a rayas" stay). */
const ICON_NOUN_ES: Readonly<Record<IconKind, readonly [string, string, 'm' | 'f']>> = Object.freeze({
  person: Object.freeze(['figura', 'figuras', 'f'] as const),
  block: Object.freeze(['cuadrado', 'cuadrados', 'm'] as const),
})
const PATTERN_ADJECTIVE_ES: Readonly<Record<IconPattern, { m: string; f: string; plural: boolean }>> = Object.freeze({
  solid: { m: 'relleno', f: 'rellena', plural: true },
  hatched: { m: 'rayado', f: 'rayada', plural: true },
  dotted: { m: 'punteado', f: 'punteada', plural: true },
  'cross-hatched': { m: 'cuadriculado', f: 'cuadriculada', plural: true },
  striped: { m: 'a rayas', f: 'a rayas', plural: false },
  outline: { m: 'sin relleno', f: 'sin relleno', plural: false },
})

function describePatternEs(pattern: IconPattern, iconKind: IconKind, count: number): string {
  const [one, many, gender] = ICON_NOUN_ES[iconKind]
  const adjective = PATTERN_ADJECTIVE_ES[pattern]
  const word = adjective[gender]
  return count === 1 ? `${one} ${word}` : `${many} ${word}${adjective.plural ? 's' : ''}`
}

export interface DescribeOptions {
  /** If given, must equal the layout's denominator (a mismatch returns null rather than a wrong sentence). */
  readonly denominator?: number
  /** Reference class; default 'people like you' ('personas como usted'). */
  readonly subject?: string
  /** The language of the groups' labels, and so of the sentence: 'en-US' (default) or 'es'. */
  readonly language?: string
}

function formatCount(n: number, spanish = false): string {
  return n.toLocaleString(spanish ? 'es' : 'en-US')
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
  const spanish = options.language?.split('-')[0] === 'es'
  const subject = (options.subject ?? (spanish ? 'personas como usted' : 'people like you')).trim()
  const parts = layout.groups
    .filter((g) => g.count > 0)
    .map((g) => {
      const label = (g.count === 1 && g.labelOne !== undefined ? g.labelOne : g.label).trim()
      const looks = spanish ? describePatternEs(g.pattern, layout.iconKind, g.count) : describePattern(g.pattern, layout.iconKind, g.count)
      return `${formatCount(g.count, spanish)} ${label} (${looks})`
    })
  return `${spanish ? 'De' : 'Out of'} ${formatCount(layout.denominator, spanish)} ${subject}: ${parts.join('; ')}.`
}
