/**
 * Icon-array layout: pure geometry, no rendering.
 *
 * Rules (spec §9 and research notes sdm-security.md §2):
 * - Denominator 100 → 10 columns × 10 rows, cell 34, gap 4, person icons.
 *   Denominator 1000 → 40 columns × 25 rows, cell 14, gap 2, block icons.
 *   Default denominator 100. Other denominators are refused.
 * - The array is laid out only when the group counts add up to exactly
 *   rows × columns; otherwise the result is a refusal, never a partial array.
 * - Icons of one group are kept together: cells are filled row by row from the
 *   top-left corner (left to right, then the next row down), group after group
 *   in ascending `order`. Never scattered: people misjudge and overrate risks
 *   shown with randomly placed icons (research notes §2 rule 5; IPDAS risk
 *   communication primer: Trevena LJ et al., BMC Med Inform Decis Mak
 *   2013;13(Suppl 2):S7).
 * - Colour is never the only cue (WCAG 2.2 SC 1.4.1): each group also gets a
 *   distinct pattern key the renderer draws (fill/hatch/outline…), assigned by
 *   position in the sorted group list (see `patternForPosition`).
 * - Unknown icon names fall back to the 'help' icon.
 */

export type IconArrayDenominator = 100 | 1000
export type IconKind = 'person' | 'block'

export interface IconArrayGeometry {
  readonly columns: number
  readonly rows: number
  /** Cell (icon) size in layout units (px at 1×). */
  readonly cell: number
  /** Space between neighbouring cells, in the same units. */
  readonly gap: number
  readonly iconKind: IconKind
}

/** Supported denominators, in ascending order. */
export const ICON_ARRAY_DENOMINATORS: readonly IconArrayDenominator[] = Object.freeze([100, 1000])

export const DEFAULT_DENOMINATOR: IconArrayDenominator = 100

/**
 * Geometry per denominator (spec §9; the option grid and the population view
 * use the same 10 × 10 for 100). Spec §9 also mentions a 20 × 5 reading for
 * 100 in the form engine; it is not used here.
 */
export const ICON_ARRAY_GEOMETRY: Readonly<Record<IconArrayDenominator, IconArrayGeometry>> = Object.freeze({
  100: Object.freeze({ columns: 10, rows: 10, cell: 34, gap: 4, iconKind: 'person' }),
  1000: Object.freeze({ columns: 40, rows: 25, cell: 14, gap: 2, iconKind: 'block' }),
})

/** Icon names the renderer knows. Matching is case-insensitive after trimming. */
export const KNOWN_ICONS = Object.freeze([
  'person',
  'person-female',
  'person-male',
  'person-outline',
  'person-light',
  'block',
  'block-outline',
  'block-light',
  'circle',
  'help',
] as const)
export type IconName = (typeof KNOWN_ICONS)[number]
export const FALLBACK_ICON: IconName = 'help'

/** The canonical known icon name, or 'help' for anything unknown (including empty or non-string values). */
export function resolveIconName(name: unknown): IconName {
  if (typeof name !== 'string') return FALLBACK_ICON
  const normalised = name.trim().toLowerCase()
  return (KNOWN_ICONS as readonly string[]).includes(normalised) ? (normalised as IconName) : FALLBACK_ICON
}

export type IconPattern = 'solid' | 'hatched' | 'dotted' | 'cross-hatched' | 'striped' | 'outline'

/** Fill patterns handed out in group order; the last group of two or more gets 'outline'. */
export const FILL_PATTERNS: readonly IconPattern[] = Object.freeze(['solid', 'hatched', 'dotted', 'cross-hatched', 'striped'])
export const REMAINDER_PATTERN: IconPattern = 'outline'
/** Most groups one array can have while keeping every pattern distinct. */
export const MAX_GROUPS = FILL_PATTERNS.length + 1

/**
 * Pattern of the group at `position` (0-based, after sorting by order) in an
 * array of `groupCount` groups:
 * - the last group, when there are at least two, is 'outline' (conventionally
 *   the "no event" remainder: light, unfilled figures);
 * - every other group takes FILL_PATTERNS in order: 'solid', 'hatched',
 *   'dotted', 'cross-hatched', 'striped'.
 * So two groups are solid + outline; three (event anyway / avoided / no event,
 * research notes §2 rule 8) are solid + hatched + outline. Groups with a count
 * of 0 keep their position, so a group's pattern does not change when another
 * group's count drops to 0 (legends stay stable between options).
 */
export function patternForPosition(position: number, groupCount: number): IconPattern | null {
  if (!Number.isInteger(position) || !Number.isInteger(groupCount) || position < 0 || position >= groupCount || groupCount > MAX_GROUPS) {
    return null
  }
  if (groupCount >= 2 && position === groupCount - 1) return REMAINDER_PATTERN
  return FILL_PATTERNS[position] ?? null
}

export interface IconGroupInput {
  /** Stable identifier of the group (unique within the array). */
  readonly key: string
  /** Number of icons; a non-negative integer. */
  readonly count: number
  /** Icon name; unknown names become 'help'. */
  readonly icon: string
  /** Legend text, also used as the predicate of the text alternative ("have a heart attack or stroke in the next 10 years"). */
  readonly label: string
  /** Optional singular predicate used when count is 1 ("has a heart attack or stroke…"). */
  readonly labelOne?: string
  /** Sort key (ascending). Groups without one keep their list position; ties keep list order. */
  readonly order?: number
}

export interface IconArrayInput {
  /** 100 or 1000; default 100. */
  readonly denominator?: number
  readonly groups: readonly IconGroupInput[]
}

export interface IconCell {
  /** 0-based position in reading order (row by row from the top-left). */
  readonly index: number
  readonly row: number
  readonly column: number
  /** Top-left corner of the cell. */
  readonly x: number
  readonly y: number
  readonly groupKey: string
  readonly icon: IconName
  readonly pattern: IconPattern
}

export interface IconGroupLayout {
  readonly key: string
  readonly label: string
  readonly labelOne?: string
  /** Resolved icon name ('help' if the requested one is unknown). */
  readonly icon: IconName
  /** Icon name as given. */
  readonly requestedIcon: string
  readonly count: number
  /** Effective sort key (the given order, or the list position when absent). */
  readonly order: number
  readonly pattern: IconPattern
  /** First cell index of the group; equals endIndex when count is 0. */
  readonly startIndex: number
  /** One past the last cell index of the group. */
  readonly endIndex: number
}

export interface IconArrayLayout extends IconArrayGeometry {
  readonly ok: true
  readonly denominator: IconArrayDenominator
  /** columns × cell + (columns − 1) × gap. */
  readonly width: number
  /** rows × cell + (rows − 1) × gap. */
  readonly height: number
  readonly cells: readonly IconCell[]
  /** Groups in drawing order (ascending order), including groups with count 0. */
  readonly groups: readonly IconGroupLayout[]
}

export type IconArrayErrorReason =
  | 'unsupported-denominator'
  | 'count-mismatch'
  | 'negative-count'
  | 'non-integer-count'
  | 'too-many-groups'
  | 'duplicate-group-key'
  | 'invalid-order'

/**
 * Why no array can be drawn.
 * - unsupported-denominator: expected null (see ICON_ARRAY_DENOMINATORS), actual = the denominator
 * - count-mismatch: expected = rows × columns, actual = sum of the counts
 * - negative-count / non-integer-count: expected null, actual = the count, groupKey set
 * - too-many-groups: expected = MAX_GROUPS, actual = number of groups
 * - duplicate-group-key: expected null, actual = number of groups sharing the key, groupKey set
 * - invalid-order: expected null, actual = the order value, groupKey set
 */
export interface IconArrayError {
  readonly ok: false
  readonly reason: IconArrayErrorReason
  readonly expected: number | null
  readonly actual: number
  readonly groupKey?: string
}

export type IconArrayResult = IconArrayLayout | IconArrayError

function fail(reason: IconArrayErrorReason, expected: number | null, actual: number, groupKey?: string): IconArrayError {
  return groupKey === undefined ? { ok: false, reason, expected, actual } : { ok: false, reason, expected, actual, groupKey }
}

export function isSupportedDenominator(value: unknown): value is IconArrayDenominator {
  return value === 100 || value === 1000
}

/** Width or height of `n` cells of size `cell` separated by `gap`. */
function extent(n: number, cell: number, gap: number): number {
  return n * cell + (n - 1) * gap
}

/**
 * Lays out an icon array, or explains why it cannot be drawn. Pure: the input
 * is not modified.
 */
export function layoutIconArray(input: IconArrayInput): IconArrayResult {
  const denominator = input.denominator ?? DEFAULT_DENOMINATOR
  if (!isSupportedDenominator(denominator)) return fail('unsupported-denominator', null, denominator)
  const geometry = ICON_ARRAY_GEOMETRY[denominator]
  const total = geometry.columns * geometry.rows
  const groups = input.groups

  if (groups.length > MAX_GROUPS) return fail('too-many-groups', MAX_GROUPS, groups.length)

  const seen = new Map<string, number>()
  for (const g of groups) seen.set(g.key, (seen.get(g.key) ?? 0) + 1)
  for (const [key, n] of seen) if (n > 1) return fail('duplicate-group-key', null, n, key)

  for (const g of groups) {
    if (g.order !== undefined && !Number.isFinite(g.order)) return fail('invalid-order', null, g.order, g.key)
  }
  for (const g of groups) {
    if (typeof g.count === 'number' && g.count < 0) return fail('negative-count', null, g.count, g.key)
    if (!Number.isInteger(g.count)) return fail('non-integer-count', null, Number(g.count), g.key)
  }

  const sum = groups.reduce((acc, g) => acc + g.count, 0)
  if (sum !== total) return fail('count-mismatch', total, sum)

  // Stable sort by order (list position when absent).
  const sorted = groups
    .map((g, position) => ({ g, order: g.order ?? position, position }))
    .sort((a, b) => a.order - b.order || a.position - b.position)

  const step = geometry.cell + geometry.gap
  const cells: IconCell[] = []
  const layoutGroups: IconGroupLayout[] = []
  sorted.forEach(({ g, order }, position) => {
    const pattern = patternForPosition(position, sorted.length) as IconPattern // position < MAX_GROUPS checked above
    const icon = resolveIconName(g.icon)
    const startIndex = cells.length
    for (let k = 0; k < g.count; k++) {
      const index = cells.length
      const row = Math.floor(index / geometry.columns)
      const column = index % geometry.columns
      cells.push(Object.freeze({ index, row, column, x: column * step, y: row * step, groupKey: g.key, icon, pattern }))
    }
    const group: IconGroupLayout = {
      key: g.key,
      label: g.label,
      ...(g.labelOne === undefined ? {} : { labelOne: g.labelOne }),
      icon,
      requestedIcon: g.icon,
      count: g.count,
      order,
      pattern,
      startIndex,
      endIndex: cells.length,
    }
    layoutGroups.push(Object.freeze(group))
  })

  return Object.freeze({
    ok: true,
    denominator,
    ...geometry,
    width: extent(geometry.columns, geometry.cell, geometry.gap),
    height: extent(geometry.rows, geometry.cell, geometry.gap),
    cells: Object.freeze(cells),
    groups: Object.freeze(layoutGroups),
  })
}
