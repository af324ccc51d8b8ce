import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { DATE_RANGE } from '../schema/fields.ts'
import definition, { CYCLE_RANGE, WINDOW_DAYS } from './conception-date.ts'

/** Every test fixes "today": results must never depend on the real date. */
const TODAY = '2026-03-05'
const { tool, outcome, errors, evaluate } = toolHarness(definition, { today: TODAY })

// Independent date arithmetic (JavaScript Date in UTC), not the engine's rule functions.
const DAY = 86_400_000
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY
const toIso = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)
const addDays = (iso: string, n: number) => toIso(toDay(iso) + n)
const daysBetween = (from: string, to: string) => toDay(to) - toDay(from)

// The 280-day convention of ACOG Committee Opinion No. 700 (Obstet Gynecol 2017;129:e150–e154): conception at
// 2 weeks 0 days, i.e. LMP + 14 days in a 28-day cycle and due date − 266 days. Expected dates are independent
// day counts written out beside each case.
describe('conception date from the LMP', () => {
  test('LMP Jan 1, 2026, 28-day cycle: conception Jan 15 (window Jan 12–18), due Oct 8, 2026', () => {
    const o = outcome({ lmp: '2026-01-01' })
    expect(o).toMatchObject({
      conception: '2026-01-15',
      conception_display: 'Jan 15, 2026',
      window_start: '2026-01-12',
      window_end: '2026-01-18',
      window_display: 'Jan 12, 2026 to Jan 18, 2026',
      edd: '2026-10-08',
      edd_display: 'Oct 8, 2026',
      dating_basis: 'LMP Jan 1, 2026 with a 28-day cycle',
    })
    expect(String(o.interpretation)).toMatch(/^Conception most likely happened around Jan 15, 2026, give or take about 3 days/)
  })

  test('the method defaults to the LMP and the cycle to 28 days, with a message', () => {
    const e = evaluate({ lmp: '2026-01-01' })
    expect(e.fields.method?.value).toBe('lmp')
    expect(e.fields.cycle_length?.value).toBe(28)
    expect(e.fields.cycle_length?.defaultMessage).toMatch(/28 days/)
  })

  test('cycle correction both ways: + (cycle − 28) days', () => {
    expect(outcome({ lmp: '2026-01-01', cycle_length: 35 })).toMatchObject({ conception: '2026-01-22', edd: '2026-10-15' })
    expect(outcome({ lmp: '2026-01-01', cycle_length: 21 })).toMatchObject({ conception: '2026-01-08', edd: '2026-10-01' })
    expect(outcome({ lmp: '2026-01-01', cycle_length: 45 })).toMatchObject({ conception: '2026-02-01', edd: '2026-10-25' })
  })

  test('leap years, month and year ends', () => {
    // Feb 20 → Feb 29 is 9 days in 2024, + 5 = Mar 5; in 2026 Feb 20 + 14 = Mar 6.
    expect(outcome({ lmp: '2024-02-20' })).toMatchObject({ conception: '2024-03-05', window_start: '2024-03-02', window_end: '2024-03-08' })
    expect(outcome({ lmp: '2026-02-20' }).conception).toBe('2026-03-06')
    // Conception on the leap day itself: Feb 15 + 14.
    expect(outcome({ lmp: '2024-02-15' }).conception).toBe('2024-02-29')
    // The window crosses the year end.
    expect(outcome({ lmp: '2025-12-18' })).toMatchObject({ conception: '2026-01-01', window_start: '2025-12-29', window_end: '2026-01-04', edd: '2026-09-24' })
    // Month end: Jan 31 + 14 = Feb 14.
    expect(outcome({ lmp: '2026-01-31' }).conception).toBe('2026-02-14')
  })

  test('an LMP in the future gives a warning, not a refusal (planning is a legitimate use)', () => {
    const e = evaluate({ lmp: '2026-03-10' })
    expect(e.errorCount).toBe(0)
    expect(e.fields.lmp?.validations).toEqual([expect.objectContaining({ type: 'warning', kind: 'rule', message: expect.stringMatching(/in the future/) })])
    expect(outcome({ lmp: '2026-03-10' }).conception).toBe('2026-03-24')
    // Today or earlier: no warning.
    expect(evaluate({ lmp: TODAY }).fields.lmp?.validations).toEqual([])
  })
})

describe('conception date from a known due date', () => {
  test('due Oct 8, 2026 → conception Jan 15, 2026 (266 days before)', () => {
    const o = outcome({ method: 'edd', known_edd: '2026-10-08' })
    expect(o).toMatchObject({ conception: '2026-01-15', window_start: '2026-01-12', window_end: '2026-01-18', edd: '2026-10-08', dating_basis: 'due date Oct 8, 2026' })
    expect(String(o.interpretation)).toMatch(/266 days/)
  })

  test('a due date on a leap day: Feb 29, 2024 → conception Jun 8, 2023', () => {
    // Jun 8, 2023 → Jun 30 (22), Jul (53), Aug (84), Sep (114), Oct (145), Nov (175), Dec (206), Jan (237), Feb 29 (266).
    expect(outcome({ method: 'edd', known_edd: '2024-02-29' }).conception).toBe('2023-06-08')
  })

  test('the two methods agree: LMP + 14 + (cycle − 28) = (LMP + 280 + (cycle − 28)) − 266', () => {
    for (const cycle_length of [21, 28, 32, 45]) {
      const fromLmp = outcome({ lmp: '2025-11-11', cycle_length })
      expect(outcome({ method: 'edd', known_edd: fromLmp.edd }).conception).toBe(fromLmp.conception)
    }
  })

  test('dependent visibility: the due date field only for that method; hidden answers are ignored', () => {
    const e = evaluate({ method: 'edd' })
    expect(e.fields.lmp?.hidden).toBe(true)
    expect(e.fields.cycle_length?.hidden).toBe(true)
    expect(e.fields.known_edd?.hidden).toBe(false)
    expect(evaluate({}).fields.known_edd?.hidden).toBe(true)
    expect(outcome({ method: 'edd', known_edd: '2026-10-08', lmp: '2020-01-01', cycle_length: 99 }).conception).toBe('2026-01-15')
    expect(outcome({ lmp: '2026-01-01', known_edd: 'nonsense' }).conception).toBe('2026-01-15')
  })
})

describe('refusals at each edge', () => {
  test(`cycle length ${CYCLE_RANGE.min}–${CYCLE_RANGE.max} accepted; 20, 46, 27.5 and text refused with the field named`, () => {
    expect(outcome({ lmp: '2026-01-01', cycle_length: CYCLE_RANGE.min }).conception).toBe('2026-01-08')
    expect(outcome({ lmp: '2026-01-01', cycle_length: CYCLE_RANGE.max }).conception).toBe('2026-02-01')
    const cases: [unknown, string][] = [
      [20, 'min'],
      [46, 'max'],
      [27.5, 'integer'],
      ['regular', 'type'],
    ]
    for (const [cycle_length, kind] of cases) {
      const e = errors({ lmp: '2026-01-01', cycle_length })
      expect(Object.keys(e), String(cycle_length)).toEqual(['cycle_length'])
      expect(e.cycle_length?.[0]?.kind).toBe(kind)
    }
  })

  test('missing answers are refused with the field named', () => {
    expect(Object.keys(errors({}))).toEqual(['lmp'])
    expect(errors({}).lmp?.[0]?.kind).toBe('required')
    expect(Object.keys(errors({ method: 'edd' }))).toEqual(['known_edd'])
    expect(Object.keys(errors({ method: 'other', lmp: '2026-01-01' }))).toContain('method')
    expect(evaluate({}).outcome).toEqual({})
  })

  test('impossible dates and dates outside 1900–2100 are refused', () => {
    for (const lmp of ['2025-02-29', '2026-06-31', '2026-1-5', 'Jan 1']) expect(errors({ lmp }).lmp?.[0]?.kind, lmp).toBe('type')
    expect(errors({ lmp: '1899-12-31' }).lmp?.[0]).toMatchObject({ kind: 'min', date: DATE_RANGE.min })
    expect(errors({ lmp: '2101-01-01' }).lmp?.[0]).toMatchObject({ kind: 'max', date: DATE_RANGE.max })
    expect(outcome({ lmp: DATE_RANGE.min }).conception).toBe('1900-01-15')
    expect(toolHarness(definition, { today: '2101-01-01' }).outcome({ lmp: DATE_RANGE.max }).edd).toBe('2101-10-07')
    expect(errors({ method: 'edd', known_edd: '2101-01-01' }).known_edd?.[0]?.kind).toBe('max')
    expect(outcome({ method: 'edd', known_edd: DATE_RANGE.min }).conception).toBe('1899-04-10')
  })
})

describe('properties (fast-check)', () => {
  const dates = fc.integer({ min: toDay(DATE_RANGE.min), max: toDay(DATE_RANGE.max) }).map(toIso)

  test('conception − LMP = 14 + (cycle − 28), due date − LMP = 280 + (cycle − 28), window = ± 3 days', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: CYCLE_RANGE.min, max: CYCLE_RANGE.max }), (lmp, cycle) => {
        const o = outcome({ lmp, cycle_length: cycle })
        expect(daysBetween(lmp, o.conception as string)).toBe(14 + (cycle - 28))
        expect(daysBetween(lmp, o.edd as string)).toBe(280 + (cycle - 28))
        expect(o.window_start).toBe(addDays(o.conception as string, -WINDOW_DAYS))
        expect(o.window_end).toBe(addDays(o.conception as string, WINDOW_DAYS))
        expect(String(o.conception_display)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
      }),
      { numRuns: 300 },
    )
  })

  test('from a due date: conception is always 266 days earlier and the due date is echoed', () => {
    fc.assert(
      fc.property(dates, (known_edd) => {
        const o = outcome({ method: 'edd', known_edd })
        expect(daysBetween(o.conception as string, known_edd)).toBe(266)
        expect(o.edd).toBe(known_edd)
      }),
      { numRuns: 200 },
    )
  })
})

// Two conventions in use: cycle-adjusted (LMP + 14 + (cycle − 28) days; ovulation about 14 days
// before the next period, Wilcox 1995/2000) — the tool's — and LMP + 14 days, the gestational-age
// convention of ACOG Committee Opinion 700 (2017), which counts 2 weeks 0 days at conception.
describe('both conventions, named', () => {
  test('35-day cycle, LMP Jan 1, 2026: cycle-adjusted Jan 22; LMP + 14 days Jan 15, both shown and named', () => {
    const o = outcome({ method: 'lmp', lmp: '2026-01-01', cycle_length: 35 })
    expect(o.conception).toBe('2026-01-22') // Jan 1 + 14 + 7
    expect(o.conception_lmp14).toBe('2026-01-15') // Jan 1 + 14
    expect(String(o.conception_convention)).toBe('Cycle-adjusted: LMP + 14 days + (cycle length − 28) days')
    expect(String(o.conception_lmp14_display)).toMatch(/Jan 15, 2026/)
    expect(tool.chartNote!.cc).toMatch(/\{\{conception_convention\}\}/)
    expect(tool.chartNote!.cc).toMatch(/\{\{conception_other_convention\}\}/)
    expect(o.conception_other_convention).toBe('By LMP + 14 days without cycle adjustment: Jan 15, 2026.')
  })

  test('28-day cycle: the two agree; from a due date only the due-date count applies', () => {
    expect(outcome({ method: 'lmp', lmp: '2026-01-01', cycle_length: 28 }).conception_lmp14).toBe('2026-01-15')
    const fromEdd = outcome({ method: 'edd', known_edd: '2026-10-08' })
    expect(fromEdd).not.toHaveProperty('conception_lmp14_display')
    expect(String(fromEdd.conception_convention)).toBe('Due date − 266 days (38 weeks)')
  })
})
