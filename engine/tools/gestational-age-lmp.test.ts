import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { MAX_GESTATION_DAYS } from './due-date-naegele.ts'
import definition from './gestational-age-lmp.ts'

/** Every test fixes "today": results must never depend on the real date. */
const TODAY = '2026-03-05'
const { outcome, errors, evaluate } = toolHarness(definition, { today: TODAY })
const on = (today: string) => toolHarness(definition, { today })

// Independent date arithmetic (JavaScript Date in UTC), not the engine's rule functions.
const DAY = 86_400_000
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY
const toIso = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)
const addDays = (iso: string, n: number) => toIso(toDay(iso) + n)

describe('gestational age from the LMP: worked examples (independent day counts, 280-day rule of ACOG CO 700)', () => {
  test('LMP Jan 1, 2026 on Mar 5, 2026 (today by default): 9 weeks 0 days, due Oct 8, 2026', () => {
    // Jan 1 → Feb 1: 31 days; → Mar 1: 28; → Mar 5: 4; total 63 = 9 × 7.
    const o = outcome({ lmp: '2026-01-01' })
    expect(o).toMatchObject({
      ga_days: 63,
      ga_weeks: 9,
      ga_extra_days: 0,
      ga_display: '9 weeks 0 days',
      ga_short: '9w0d',
      trimester: 'First trimester',
      edd: '2026-10-08',
      edd_display: 'Oct 8, 2026',
      days_to_edd: 217,
      days_to_edd_display: '217 days',
      asof_display: 'Mar 5, 2026',
      lmp_display: 'Jan 1, 2026',
    })
    expect(String(o.interpretation)).toMatch(/^First trimester/)
  })

  test('the as-of date defaults to today and can be changed', () => {
    const e = evaluate({ lmp: '2026-01-01' })
    expect(e.fields.asof?.value).toBe(TODAY)
    expect(e.fields.asof?.defaultMessage).toMatch(/Today/)
    expect(outcome({ lmp: '2026-01-01', asof: '2026-01-25' }).ga_display).toBe('3 weeks 3 days')
    // An explicit as-of date wins over "today".
    expect(on('2030-01-01').outcome({ lmp: '2026-01-01', asof: '2026-03-05' }).ga_days).toBe(63)
  })

  test('leap year: LMP Feb 29, 2024 → Jun 1, 2024 is 13 weeks 2 days; due Dec 5, 2024', () => {
    // Feb 29 → Mar 31: 31; April 30; May 31; + 1 = 93. Due: 275 days (Mar–Nov) to Nov 30, + 5 = Dec 5.
    expect(outcome({ lmp: '2024-02-29', asof: '2024-06-01' })).toMatchObject({ ga_days: 93, ga_display: '13 weeks 2 days', edd: '2024-12-05' })
  })

  test('a due date falling on a leap day: LMP May 25, 2023 → Feb 29, 2024', () => {
    // May 25 → May 31: 6; Jun 36; Jul 67; Aug 98; Sep 128; Oct 159; Nov 189; Dec 220; Jan 251; Feb 29 = 280.
    expect(outcome({ lmp: '2023-05-25', asof: '2023-08-01' }).edd).toBe('2024-02-29')
    // Across Feb 29: Feb 20 → Mar 5, 2024 is 14 days (2 weeks 0 days), in 2026 only 13.
    expect(outcome({ lmp: '2024-02-20', asof: '2024-03-05' }).ga_display).toBe('2 weeks 0 days')
    expect(outcome({ lmp: '2026-02-20', asof: '2026-03-05' }).ga_display).toBe('1 week 6 days')
  })

  test('month and year ends: Nov 20, 2025 → Jan 10, 2026 is 7 weeks 2 days; Jan 31 LMP is due Nov 7', () => {
    expect(outcome({ lmp: '2025-11-20', asof: '2026-01-10' })).toMatchObject({ ga_days: 51, ga_display: '7 weeks 2 days', edd: '2026-08-27' })
    expect(outcome({ lmp: '2026-01-31', asof: '2026-03-05' }).edd).toBe('2026-11-07')
    expect(outcome({ lmp: '2025-12-31', asof: '2026-01-01' }).ga_display).toBe('0 weeks 1 day')
  })

  test('280 days differs from the calendar shortcut when February is crossed: LMP Dec 20, 2025 → Sep 26, 2026', () => {
    // Calendar shortcut: Dec 20 − 3 months + 7 days = Sep 27; 280 days land on Sep 26 (February has 28 days).
    expect(outcome({ lmp: '2025-12-20', asof: '2026-03-05' }).edd).toBe('2026-09-26')
  })

  test('singular and plural: 1 week 1 day; 0 weeks 0 days on the day of the LMP', () => {
    expect(outcome({ lmp: '2026-02-25', asof: '2026-03-05' }).ga_display).toBe('1 week 1 day')
    expect(outcome({ lmp: TODAY }).ga_display).toBe('0 weeks 0 days')
  })
})

describe('trimester and term bands at their edges', () => {
  const at = (days: number) => outcome({ lmp: addDays(TODAY, -days) })
  test.each([
    [97, '13 weeks 6 days', 'First trimester', /^First trimester/],
    [98, '14 weeks 0 days', 'Second trimester', /^Second trimester/],
    [195, '27 weeks 6 days', 'Second trimester', /^Second trimester/],
    [196, '28 weeks 0 days', 'Third trimester', /preterm/],
    [258, '36 weeks 6 days', 'Third trimester', /preterm/],
    [259, '37 weeks 0 days', 'Third trimester', /^Early term/],
    [272, '38 weeks 6 days', 'Third trimester', /^Early term/],
    [273, '39 weeks 0 days', 'Third trimester', /^Full term/],
    [286, '40 weeks 6 days', 'Third trimester', /^Full term/],
    [287, '41 weeks 0 days', 'Third trimester', /^Late term/],
    [293, '41 weeks 6 days', 'Third trimester', /^Late term/],
    [294, '42 weeks 0 days', 'Third trimester', /^Postterm/],
  ])('%i days: %s, %s', (days, text, trimester, interpretation) => {
    const o = at(days)
    expect(o.ga_display).toBe(text)
    expect(o.trimester).toBe(trimester)
    expect(String(o.interpretation)).toMatch(interpretation)
  })

  test('days to the due date: counts down, "Due today", then "Passed … ago"', () => {
    expect(at(279).days_to_edd_display).toBe('1 day')
    expect(at(280).days_to_edd_display).toBe('Due today')
    expect(at(281)).toMatchObject({ days_to_edd: -1, days_to_edd_display: 'Passed 1 day ago' })
    expect(at(300)).toMatchObject({ days_to_edd: -20, days_to_edd_display: 'Passed 20 days ago' })
  })
})

describe('refusals: LMP after the as-of date or more than 44 weeks before it, missing or impossible dates', () => {
  test('the LMP may be the as-of date itself but not a day later', () => {
    expect(outcome({ lmp: TODAY }).ga_days).toBe(0)
    const e = errors({ lmp: '2026-03-06' })
    expect(Object.keys(e)).toEqual(['lmp'])
    expect(e.lmp?.[0]).toMatchObject({ type: 'error', kind: 'rule' })
    expect(e.lmp?.[0]?.message).toMatch(/cannot start after the as-of date/)
  })

  test('44 weeks 0 days (308 days) is accepted; 308 + 1 days is refused with a clear message', () => {
    expect(MAX_GESTATION_DAYS).toBe(308)
    expect(outcome({ lmp: addDays(TODAY, -308) })).toMatchObject({ ga_display: '44 weeks 0 days', days_to_edd: -28 })
    const e = errors({ lmp: addDays(TODAY, -309) })
    expect(Object.keys(e)).toEqual(['lmp'])
    expect(e.lmp?.[0]?.message).toMatch(/more than 44 weeks before the as-of date/)
  })

  test('the limits follow the as-of date, not the real date', () => {
    expect(outcome({ lmp: '2020-01-01', asof: '2020-05-01' }).ga_days).toBe(121)
    expect(Object.keys(errors({ lmp: '2020-05-02', asof: '2020-05-01' }))).toEqual(['lmp'])
    expect(Object.keys(on('2026-03-04').errors({ lmp: '2026-03-05' }))).toEqual(['lmp'])
  })

  test('a missing LMP is refused; an empty form calculates nothing', () => {
    const e = errors({})
    expect(Object.keys(e)).toEqual(['lmp'])
    expect(e.lmp?.[0]).toMatchObject({ kind: 'required' })
    expect(evaluate({}).outcome).toEqual({})
  })

  test('impossible or malformed dates are refused with the field named', () => {
    for (const lmp of ['2026-02-29', '2025-02-29', '2026-13-01', '2026-01-32', '01/01/2026', '2026-1-1', 'yesterday', 20260101]) {
      const e = errors({ lmp })
      expect(Object.keys(e), String(lmp)).toEqual(['lmp'])
      expect(e.lmp?.[0]?.kind).toBe('type')
    }
    const bad = errors({ lmp: '2026-01-01', asof: '2026-02-30' })
    // Only the as-of field is blamed: the LMP rules stand aside while the as-of date is unusable.
    expect(Object.keys(bad)).toEqual(['asof'])
  })

  test('dates outside 1900–2100 are refused (keeps every derived date a four-digit year)', () => {
    expect(Object.keys(errors({ lmp: '1899-12-31', asof: '1900-01-10' })).sort()).toEqual(['lmp'])
    expect(Object.keys(errors({ lmp: '2100-12-01', asof: '2101-01-01' })).sort()).toEqual(['asof'])
    expect(outcome({ lmp: '1900-01-01', asof: '1900-01-01' }).edd).toBe('1900-10-08')
    expect(outcome({ lmp: '2100-12-31', asof: '2100-12-31' }).edd).toBe('2101-10-07')
  })
})

describe('properties (fast-check)', () => {
  const first = toDay('1900-01-01')
  const last = toDay('2100-12-31')
  const valid = fc
    .record({ asof: fc.integer({ min: first + MAX_GESTATION_DAYS, max: last }), back: fc.integer({ min: 0, max: MAX_GESTATION_DAYS }) })
    .map(({ asof, back }) => ({ asof: toIso(asof), lmp: toIso(asof - back), back }))

  test('every valid pair gives weeks × 7 + days = the interval, a due date 280 days after the LMP, and consistent text', () => {
    fc.assert(
      fc.property(valid, ({ asof, lmp, back }) => {
        const o = outcome({ lmp, asof })
        expect(o.ga_days).toBe(back)
        const weeks = o.ga_weeks as number
        const extra = o.ga_extra_days as number
        expect(Number.isInteger(weeks) && Number.isInteger(extra)).toBe(true)
        expect(extra).toBeGreaterThanOrEqual(0)
        expect(extra).toBeLessThan(7)
        expect(weeks * 7 + extra).toBe(back)
        expect(weeks).toBeLessThanOrEqual(44)
        expect(o.edd).toBe(addDays(lmp, 280))
        expect(o.days_to_edd).toBe(280 - back)
        expect(String(o.ga_display)).toMatch(new RegExp(`^${weeks} weeks? ${extra} days?$`))
        expect(['First trimester', 'Second trimester', 'Third trimester']).toContain(o.trimester)
        expect(typeof o.interpretation).toBe('string')
      }),
      { numRuns: 300 },
    )
  })

  test('any LMP after the as-of date, or more than 308 days before it, is refused', () => {
    const bad = fc
      .record({ asof: fc.integer({ min: toDay('1950-01-01'), max: toDay('2090-01-01') }), offset: fc.oneof(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: -5000, max: -309 })) })
      .map(({ asof, offset }) => ({ asof: toIso(asof), lmp: toIso(asof + offset) }))
    fc.assert(
      fc.property(bad, (inputs) => {
        expect(Object.keys(errors(inputs))).toEqual(['lmp'])
      }),
      { numRuns: 200 },
    )
  })
})
