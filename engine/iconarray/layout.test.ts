import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FALLBACK_ICON,
  ICON_ARRAY_GEOMETRY,
  type IconArrayLayout,
  type IconArrayResult,
  type IconGroupInput,
  MAX_GROUPS,
  layoutIconArray,
  patternForPosition,
  resolveIconName,
} from './layout.ts'

function two(event: number, denominator = 100): IconGroupInput[] {
  return [
    { key: 'event', count: event, icon: 'person', label: 'have a heart attack or stroke in the next 10 years', order: 1 },
    { key: 'none', count: denominator - event, icon: 'person', label: 'do not', order: 2 },
  ]
}

function ok(result: IconArrayResult): IconArrayLayout {
  if (!result.ok) throw new Error(`expected a layout, got ${result.reason}`)
  return result
}

describe('layout dimensions', () => {
  it('100 → 10 × 10 person icons, cell 34, gap 4 (spec §9)', () => {
    const layout = ok(layoutIconArray({ denominator: 100, groups: two(8) }))
    expect(layout).toMatchObject({ denominator: 100, columns: 10, rows: 10, cell: 34, gap: 4, iconKind: 'person' })
    // 10 × 34 + 9 × 4 = 376
    expect(layout.width).toBe(376)
    expect(layout.height).toBe(376)
    expect(layout.cells).toHaveLength(100)
  })

  it('1000 → 40 × 25 block icons, cell 14, gap 2 (spec §9)', () => {
    const layout = ok(layoutIconArray({ denominator: 1000, groups: two(12, 1000) }))
    expect(layout).toMatchObject({ denominator: 1000, columns: 40, rows: 25, cell: 14, gap: 2, iconKind: 'block' })
    // width 40 × 14 + 39 × 2 = 638; height 25 × 14 + 24 × 2 = 398
    expect(layout.width).toBe(638)
    expect(layout.height).toBe(398)
    expect(layout.cells).toHaveLength(1000)
  })

  it('defaults to denominator 100', () => {
    expect(ok(layoutIconArray({ groups: two(8) })).denominator).toBe(100)
  })

  it('places cells row by row from the top-left with cell + gap spacing', () => {
    const layout = ok(layoutIconArray({ groups: two(8) }))
    expect(layout.cells[0]).toMatchObject({ index: 0, row: 0, column: 0, x: 0, y: 0 })
    expect(layout.cells[1]).toMatchObject({ index: 1, row: 0, column: 1, x: 38, y: 0 })
    expect(layout.cells[9]).toMatchObject({ row: 0, column: 9, x: 342, y: 0 })
    expect(layout.cells[10]).toMatchObject({ row: 1, column: 0, x: 0, y: 38 })
    expect(layout.cells[99]).toMatchObject({ row: 9, column: 9, x: 342, y: 342 })
    // the last cell ends exactly at the array's edge
    const last = layout.cells[99]!
    expect(last.x + layout.cell).toBe(layout.width)
    expect(last.y + layout.cell).toBe(layout.height)
    const thousand = ok(layoutIconArray({ denominator: 1000, groups: two(5, 1000) }))
    expect(thousand.cells[41]).toMatchObject({ row: 1, column: 1, x: 16, y: 16 })
  })
})

describe('refusals', () => {
  it('refuses when counts do not add up to rows × columns', () => {
    expect(layoutIconArray({ groups: [{ key: 'a', count: 8, icon: 'person', label: 'x' }, { key: 'b', count: 91, icon: 'person', label: 'y' }] })).toEqual({
      ok: false,
      reason: 'count-mismatch',
      expected: 100,
      actual: 99,
    })
    expect(layoutIconArray({ denominator: 1000, groups: two(8, 100) })).toMatchObject({ ok: false, reason: 'count-mismatch', expected: 1000, actual: 100 })
    expect(layoutIconArray({ groups: [] })).toMatchObject({ ok: false, reason: 'count-mismatch', expected: 100, actual: 0 })
  })

  it('refuses unsupported denominators', () => {
    for (const denominator of [10, 50, 200, 0, -100, Number.NaN]) {
      expect(layoutIconArray({ denominator, groups: two(8) })).toMatchObject({ ok: false, reason: 'unsupported-denominator', expected: null })
    }
  })

  it('refuses negative and non-integer counts, naming the group', () => {
    expect(layoutIconArray({ groups: [{ key: 'a', count: -1, icon: 'person', label: 'x' }, { key: 'b', count: 101, icon: 'person', label: 'y' }] })).toEqual({
      ok: false,
      reason: 'negative-count',
      expected: null,
      actual: -1,
      groupKey: 'a',
    })
    expect(layoutIconArray({ groups: [{ key: 'a', count: 7.5, icon: 'person', label: 'x' }, { key: 'b', count: 92.5, icon: 'person', label: 'y' }] })).toMatchObject({
      ok: false,
      reason: 'non-integer-count',
      actual: 7.5,
      groupKey: 'a',
    })
    expect(layoutIconArray({ groups: [{ key: 'a', count: Number.NaN, icon: 'person', label: 'x' }] })).toMatchObject({ ok: false, reason: 'non-integer-count' })
  })

  it('refuses duplicate keys, non-finite orders and more groups than distinct patterns', () => {
    expect(layoutIconArray({ groups: [{ key: 'a', count: 50, icon: 'person', label: 'x' }, { key: 'a', count: 50, icon: 'person', label: 'y' }] })).toMatchObject({
      ok: false,
      reason: 'duplicate-group-key',
      groupKey: 'a',
    })
    expect(layoutIconArray({ groups: [{ key: 'a', count: 100, icon: 'person', label: 'x', order: Number.NaN }] })).toMatchObject({ ok: false, reason: 'invalid-order' })
    const many = Array.from({ length: MAX_GROUPS + 1 }, (_, i) => ({ key: `g${i}`, count: i === 0 ? 100 : 0, icon: 'person', label: 'x' }))
    expect(layoutIconArray({ groups: many })).toMatchObject({ ok: false, reason: 'too-many-groups', expected: MAX_GROUPS, actual: MAX_GROUPS + 1 })
  })
})

describe('grouping from one corner, in ascending order', () => {
  it('the first `count` cells belong to the first group, the rest to the second', () => {
    const layout = ok(layoutIconArray({ groups: two(8) }))
    expect(layout.cells.slice(0, 8).every((c) => c.groupKey === 'event')).toBe(true)
    expect(layout.cells.slice(8).every((c) => c.groupKey === 'none')).toBe(true)
    expect(layout.groups.map((g) => [g.key, g.count, g.startIndex, g.endIndex])).toEqual([
      ['event', 8, 0, 8],
      ['none', 92, 8, 100],
    ])
  })

  it('sorts by order, not by list position (stable for ties and missing orders)', () => {
    const layout = ok(
      layoutIconArray({
        groups: [
          { key: 'none', count: 90, icon: 'person', label: 'do not', order: 3 },
          { key: 'anyway', count: 6, icon: 'person', label: 'anyway', order: 1 },
          { key: 'avoided', count: 4, icon: 'person', label: 'avoided', order: 2 },
        ],
      }),
    )
    expect(layout.groups.map((g) => g.key)).toEqual(['anyway', 'avoided', 'none'])
    expect(layout.cells.slice(0, 6).every((c) => c.groupKey === 'anyway')).toBe(true)
    expect(layout.cells.slice(6, 10).every((c) => c.groupKey === 'avoided')).toBe(true)
    const noOrders = ok(layoutIconArray({ groups: [{ key: 'x', count: 30, icon: 'person', label: 'x' }, { key: 'y', count: 70, icon: 'person', label: 'y' }] }))
    expect(noOrders.groups.map((g) => [g.key, g.order])).toEqual([
      ['x', 0],
      ['y', 1],
    ])
  })

  it('keeps groups with count 0 (for the legend) but gives them no cells', () => {
    const layout = ok(
      layoutIconArray({
        groups: [
          { key: 'anyway', count: 5, icon: 'person', label: 'anyway', order: 1 },
          { key: 'avoided', count: 0, icon: 'person', label: 'avoided', order: 2 },
          { key: 'none', count: 95, icon: 'person', label: 'do not', order: 3 },
        ],
      }),
    )
    expect(layout.groups.map((g) => [g.key, g.count, g.pattern])).toEqual([
      ['anyway', 5, 'solid'],
      ['avoided', 0, 'hatched'],
      ['none', 95, 'outline'],
    ])
    expect(layout.cells.some((c) => c.groupKey === 'avoided')).toBe(false)
  })

  it('does not modify its input', () => {
    const groups = [
      { key: 'b', count: 60, icon: 'person', label: 'b', order: 2 },
      { key: 'a', count: 40, icon: 'person', label: 'a', order: 1 },
    ]
    const copy = structuredClone(groups)
    layoutIconArray({ groups })
    expect(groups).toEqual(copy)
  })
})

describe('patterns (colour is never the only cue)', () => {
  it('two groups: solid then outline; three: solid, hatched, outline', () => {
    expect(ok(layoutIconArray({ groups: two(8) })).groups.map((g) => g.pattern)).toEqual(['solid', 'outline'])
    expect([0, 1, 2].map((p) => patternForPosition(p, 3))).toEqual(['solid', 'hatched', 'outline'])
    expect([0, 1, 2, 3].map((p) => patternForPosition(p, 4))).toEqual(['solid', 'hatched', 'dotted', 'outline'])
    expect(patternForPosition(0, 1)).toBe('solid')
    expect(patternForPosition(3, 3)).toBeNull()
    expect(patternForPosition(0, MAX_GROUPS + 1)).toBeNull()
  })

  it('patterns are distinct for every group count up to MAX_GROUPS', () => {
    for (let n = 1; n <= MAX_GROUPS; n++) {
      const patterns = Array.from({ length: n }, (_, p) => patternForPosition(p, n))
      expect(patterns.every((p) => p !== null)).toBe(true)
      expect(new Set(patterns).size).toBe(n)
    }
  })

  it('every cell carries its group pattern', () => {
    const layout = ok(layoutIconArray({ groups: two(8) }))
    for (const cell of layout.cells) {
      expect(cell.pattern).toBe(layout.groups.find((g) => g.key === cell.groupKey)?.pattern)
    }
  })
})

describe('icons', () => {
  it("unknown icon names fall back to 'help'", () => {
    expect(FALLBACK_ICON).toBe('help')
    expect(resolveIconName('person')).toBe('person')
    expect(resolveIconName(' Person-Female ')).toBe('person-female')
    expect(resolveIconName('unicorn')).toBe('help')
    expect(resolveIconName('')).toBe('help')
    expect(resolveIconName(undefined)).toBe('help')
    const layout = ok(
      layoutIconArray({
        groups: [
          { key: 'a', count: 10, icon: 'unicorn', label: 'a' },
          { key: 'b', count: 90, icon: 'person', label: 'b' },
        ],
      }),
    )
    expect(layout.groups[0]).toMatchObject({ icon: 'help', requestedIcon: 'unicorn' })
    expect(layout.cells[0]?.icon).toBe('help')
    expect(layout.cells[10]?.icon).toBe('person')
  })

  it('geometry constants are frozen', () => {
    expect(Object.isFrozen(ICON_ARRAY_GEOMETRY[100])).toBe(true)
    expect(Object.isFrozen(ICON_ARRAY_GEOMETRY)).toBe(true)
  })
})

describe('properties', () => {
  /** Random split of `total` into 1…MAX_GROUPS non-negative integer counts. */
  const splitArb = (total: number) =>
    fc
      .array(fc.integer({ min: 0, max: total }), { minLength: 0, maxLength: MAX_GROUPS - 1 })
      .map((cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), total]
        return points.slice(1).map((p, i) => p - (points[i] as number))
      })

  for (const denominator of [100, 1000] as const) {
    it(`${denominator}: cells are a contiguous, gap-free fill in group order and counts sum to the denominator`, () => {
      fc.assert(
        fc.property(splitArb(denominator), fc.array(fc.integer({ min: -5, max: 5 }), { minLength: MAX_GROUPS, maxLength: MAX_GROUPS }), (counts, orders) => {
          const groups = counts.map((count, i) => ({ key: `g${i}`, count, icon: 'person', label: `g${i}`, order: orders[i] as number }))
          const layout = ok(layoutIconArray({ denominator, groups }))
          const { columns, rows, cell, gap } = ICON_ARRAY_GEOMETRY[denominator]
          expect(layout.cells).toHaveLength(columns * rows)
          expect(layout.groups.reduce((s, g) => s + g.count, 0)).toBe(denominator)
          // every index appears once, in order, at its own grid position
          const misplaced = layout.cells.findIndex(
            (c, i) =>
              c.index !== i ||
              c.row !== Math.floor(i / columns) ||
              c.column !== i % columns ||
              c.x !== c.column * (cell + gap) ||
              c.y !== c.row * (cell + gap),
          )
          expect(misplaced).toBe(-1)
          // groups sorted by order; each group's cells are exactly its contiguous block
          let next = 0
          let lastOrder = Number.NEGATIVE_INFINITY
          for (const g of layout.groups) {
            expect(g.order).toBeGreaterThanOrEqual(lastOrder)
            lastOrder = g.order
            expect(g.startIndex).toBe(next)
            expect(g.endIndex - g.startIndex).toBe(g.count)
            expect(layout.cells.slice(g.startIndex, g.endIndex).every((c) => c.groupKey === g.key)).toBe(true)
            next = g.endIndex
          }
          expect(next).toBe(denominator)
          // distinct patterns
          expect(new Set(layout.groups.map((g) => g.pattern)).size).toBe(layout.groups.length)
        }),
        { numRuns: denominator === 100 ? 300 : 60 },
      )
    })
  }

  it('any counts that do not sum to the denominator are refused', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 200 }), { minLength: 1, maxLength: MAX_GROUPS }), (counts) => {
        const sum = counts.reduce((a, b) => a + b, 0)
        fc.pre(sum !== 100)
        const result = layoutIconArray({ groups: counts.map((count, i) => ({ key: `g${i}`, count, icon: 'person', label: '' })) })
        expect(result).toEqual({ ok: false, reason: 'count-mismatch', expected: 100, actual: sum })
      }),
    )
  })
})
