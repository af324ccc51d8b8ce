import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition, { CYCLE_RANGE, MAX_GESTATION_DAYS } from './due-date-naegele.ts'

/** Every test fixes "today": results must never depend on the real date. */
const TODAY = '2026-03-05'
const { run, outcome, errors, evaluate } = toolHarness(definition, { today: TODAY })

// Independent date arithmetic (JavaScript Date in UTC), not the engine's rule functions.
const DAY = 86_400_000
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY
const toIso = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)
const addDays = (iso: string, n: number) => toIso(toDay(iso) + n)
const daysBetween = (from: string, to: string) => toDay(to) - toDay(from)

/** Naegele's calendar form (+ 7 days, − 3 months, + 1 year), for the examples where it agrees with 280 days. */
const naegeleCalendar = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return toIso(Date.UTC(y + 1, m - 1 - 3, d + 7) / DAY)
}

// Naegele's rule as ACOG Committee Opinion No. 700 (Obstet Gynecol 2017;129:e150–e154) applies it: the due
// date is 280 days after the first day of the LMP. Expected dates below are independent day counts.
describe("Naegele's rule from the LMP", () => {
  test('LMP Jan 1, 2026 → due Oct 8, 2026; on Mar 5, 2026 (today by default): 9 weeks 0 days, first trimester', () => {
    expect(naegeleCalendar('2026-01-01')).toBe('2026-10-08')
    const o = outcome({ lmp: '2026-01-01' })
    expect(o).toMatchObject({
      cycle_adjustment: 0,
      edd: '2026-10-08',
      edd_display: 'Oct 8, 2026',
      dating_start: '2026-01-01',
      ga_days: 63,
      ga_display: '9 weeks 0 days',
      ga_short: '9w0d',
      trimester: 'First trimester',
      days_to_edd: 217,
      days_to_edd_display: '217 days',
      dating_basis: 'LMP Jan 1, 2026 with a 28-day cycle',
      asof_display: 'Mar 5, 2026',
    })
    expect(String(o.interpretation)).toMatch(/^First trimester/)
  })

  test('the method defaults to the LMP and the cycle to 28 days, with a message', () => {
    const e = evaluate({ lmp: '2026-01-01' })
    expect(e.fields.method?.value).toBe('lmp')
    expect(e.fields.cycle_length?.value).toBe(28)
    expect(e.fields.cycle_length?.defaultMessage).toMatch(/28 days/)
    expect(e.fields.asof?.value).toBe(TODAY)
    // The equivalent LMP is shown only when it differs from the LMP entered.
    expect(e.fields.dating_start_display?.hidden).toBe(true)
    expect(evaluate({ lmp: '2026-01-01', cycle_length: 30 }).fields.dating_start_display?.hidden).toBe(false)
  })

  test('280 days across month, year and leap-year ends', () => {
    const cases: [string, string][] = [
      ['2024-02-29', '2024-12-05'], // Feb 29 + 275 days (Mar–Nov) = Nov 30, + 5 = Dec 5
      ['2023-05-25', '2024-02-29'], // lands on the leap day: May 25 + 6 + 30 + 31 + 31 + 30 + 31 + 30 + 31 + 31 + 29
      ['2025-06-15', '2026-03-22'], // crosses the year end
      ['2026-01-31', '2026-11-07'], // from a month's last day
      ['2025-12-20', '2026-09-26'], // the calendar form says Sep 27: February 2026 has 28 days
      ['2100-01-01', '2100-10-08'], // 2100 is not a leap year
    ]
    for (const [lmp, edd] of cases) {
      expect(daysBetween(lmp, edd), lmp).toBe(280)
      expect(outcome({ lmp, asof: lmp }).edd, lmp).toBe(edd)
    }
    expect(naegeleCalendar('2025-12-20')).toBe('2026-09-27')
  })

  test('cycle correction both ways: + (cycle − 28) days', () => {
    const at = (cycle_length: number) => outcome({ lmp: '2026-01-01', cycle_length })
    expect(at(35)).toMatchObject({ cycle_adjustment: 7, edd: '2026-10-15', dating_start: '2026-01-08', ga_display: '8 weeks 0 days' })
    expect(at(21)).toMatchObject({ cycle_adjustment: -7, edd: '2026-10-01', dating_start: '2025-12-25', ga_display: '10 weeks 0 days' })
    expect(at(45)).toMatchObject({ cycle_adjustment: 17, edd: '2026-10-25' })
    expect(at(30).dating_basis).toBe('LMP Jan 1, 2026 with a 30-day cycle')
    // The due date and the gestational age always agree: 280 − GA = days to the due date.
    for (const c of [21, 28, 33, 45]) {
      const o = at(c)
      expect((o.ga_days as number) + (o.days_to_edd as number)).toBe(280)
    }
  })

  test('a long cycle and a very recent LMP: due date given, gestational age "Not started yet"', () => {
    // Cycle 35: dating starts 7 days after the LMP; on the 3rd day after the LMP that is 4 days ahead.
    const o = outcome({ lmp: '2026-03-02', cycle_length: 35 })
    expect(o).toMatchObject({ edd: '2026-12-14', ga_days: -4, ga_display: 'Not started yet', ga_weeks: null, trimester: null })
    expect(String(o.interpretation)).toMatch(/before the start of dating for this cycle length \(Mar 9, 2026\)/)
  })
})

describe('IVF embryo transfer (ACOG CO 700: due date = transfer + 266 − embryo age)', () => {
  test('day 5 (blastocyst): 261 days after transfer; day 3: 263 days', () => {
    const day5 = outcome({ method: 'ivf', transfer_date: '2026-02-01', embryo_age: 5 })
    expect(day5).toMatchObject({ edd: '2026-10-20', dating_start: '2026-01-13', ga_days: 51, ga_display: '7 weeks 2 days' })
    expect(day5.dating_basis).toBe('IVF transfer of a day-5 embryo on Feb 1, 2026')
    expect(daysBetween('2026-02-01', '2026-10-20')).toBe(261)
    const day3 = outcome({ method: 'ivf', transfer_date: '2026-02-01', embryo_age: '3' })
    expect(day3).toMatchObject({ edd: '2026-10-22', ga_days: 49, ga_display: '7 weeks 0 days' })
    expect(daysBetween('2026-02-01', '2026-10-22')).toBe(263)
  })

  test('on the transfer day the pregnancy is 2 weeks + embryo age', () => {
    expect(outcome({ method: 'ivf', transfer_date: TODAY, embryo_age: 5 }).ga_display).toBe('2 weeks 5 days')
    expect(outcome({ method: 'ivf', transfer_date: TODAY, embryo_age: 3 }).ga_display).toBe('2 weeks 3 days')
  })

  test('dependent visibility: IVF fields only for IVF, LMP fields only for the LMP', () => {
    const ivf = evaluate({ method: 'ivf' })
    expect(ivf.fields.lmp?.hidden).toBe(true)
    expect(ivf.fields.cycle_length?.hidden).toBe(true)
    expect(ivf.fields.transfer_date?.hidden).toBe(false)
    expect(ivf.fields.embryo_age?.hidden).toBe(false)
    const lmp = evaluate({})
    expect(lmp.fields.transfer_date?.hidden).toBe(true)
    expect(lmp.fields.embryo_age?.hidden).toBe(true)
    // An answer left in a hidden field is ignored, never used.
    const o = outcome({ method: 'ivf', transfer_date: '2026-02-01', embryo_age: 5, lmp: '2025-01-01', cycle_length: 99 })
    expect(o.edd).toBe('2026-10-20')
    expect(o.cycle_adjustment).toBeNull()
    expect(outcome({ lmp: '2026-01-01', transfer_date: 'nonsense', embryo_age: 4 }).edd).toBe('2026-10-08')
  })

  test('missing IVF answers are refused with the fields named; embryo ages other than 3 and 5 are refused', () => {
    expect(Object.keys(errors({ method: 'ivf' })).sort()).toEqual(['embryo_age', 'transfer_date'])
    for (const embryo_age of [4, 6, 0, 'five']) {
      expect(Object.keys(errors({ method: 'ivf', transfer_date: '2026-02-01', embryo_age }))).toEqual(['embryo_age'])
    }
  })

  test('transfer after the as-of date refused; the 44-week limit counts 2 weeks + embryo age', () => {
    expect(Object.keys(errors({ method: 'ivf', transfer_date: '2026-03-06', embryo_age: 5 }))).toEqual(['transfer_date'])
    // Day 5: 308 − 19 = 289 days after transfer is 44w0d (accepted); one more day is refused.
    expect(outcome({ method: 'ivf', transfer_date: addDays(TODAY, -289), embryo_age: 5 }).ga_display).toBe('44 weeks 0 days')
    const e = errors({ method: 'ivf', transfer_date: addDays(TODAY, -290), embryo_age: 5 })
    expect(Object.keys(e)).toEqual(['transfer_date'])
    expect(e.transfer_date?.[0]?.message).toMatch(/more than 44 weeks/)
    // Day 3: 291 days accepted, 292 refused.
    expect(outcome({ method: 'ivf', transfer_date: addDays(TODAY, -291), embryo_age: 3 }).ga_days).toBe(308)
    expect(Object.keys(errors({ method: 'ivf', transfer_date: addDays(TODAY, -292), embryo_age: 3 }))).toEqual(['transfer_date'])
  })
})

describe('trimester and term bands at their edges', () => {
  const at = (days: number) => outcome({ lmp: addDays(TODAY, -days) })
  test.each([
    [97, '13 weeks 6 days', 'First trimester', /^First trimester/],
    [98, '14 weeks 0 days', 'Second trimester', /^Second trimester/],
    [195, '27 weeks 6 days', 'Second trimester', /^Second trimester/],
    [196, '28 weeks 0 days', 'Third trimester', /preterm/],
    [259, '37 weeks 0 days', 'Third trimester', /^Early term/],
    [273, '39 weeks 0 days', 'Third trimester', /^Full term/],
    [287, '41 weeks 0 days', 'Third trimester', /^Late term/],
    [294, '42 weeks 0 days', 'Third trimester', /^Postterm/],
  ])('%i days: %s, %s', (days, text, trimester, interpretation) => {
    const o = at(days)
    expect(o.ga_display).toBe(text)
    expect(o.trimester).toBe(trimester)
    expect(String(o.interpretation)).toMatch(interpretation)
  })

  test('days to the due date: "1 day", "Due today", "Passed 1 day ago", "Passed 20 days ago"', () => {
    expect(at(279).days_to_edd_display).toBe('1 day')
    expect(at(280).days_to_edd_display).toBe('Due today')
    expect(at(281).days_to_edd_display).toBe('Passed 1 day ago')
    expect(at(300).days_to_edd_display).toBe('Passed 20 days ago')
  })
})

describe('refusals at each edge: cycle length, LMP, as-of date', () => {
  test(`cycle length ${CYCLE_RANGE.min}–${CYCLE_RANGE.max} accepted; 20, 46, 28.5 and text refused with the field named`, () => {
    expect(outcome({ lmp: '2026-01-01', cycle_length: CYCLE_RANGE.min }).edd).toBe('2026-10-01')
    expect(outcome({ lmp: '2026-01-01', cycle_length: CYCLE_RANGE.max }).edd).toBe('2026-10-25')
    const cases: [unknown, string][] = [
      [20, 'min'],
      [46, 'max'],
      [28.5, 'integer'],
      ['long', 'type'],
    ]
    for (const [cycle_length, kind] of cases) {
      const e = errors({ lmp: '2026-01-01', cycle_length })
      expect(Object.keys(e), String(cycle_length)).toEqual(['cycle_length'])
      expect(e.cycle_length?.[0]?.kind).toBe(kind)
    }
    // Never clamped: 46 gives no due date at all.
    expect(run({ lmp: '2026-01-01', cycle_length: 46 }).ok).toBe(false)
  })

  test('LMP on the as-of date accepted; one day later refused with a clear message', () => {
    expect(outcome({ lmp: TODAY }).ga_days).toBe(0)
    const e = errors({ lmp: '2026-03-06' })
    expect(Object.keys(e)).toEqual(['lmp'])
    expect(e.lmp?.[0]?.message).toMatch(/cannot start after the as-of date/)
  })

  test('44 weeks 0 days accepted, one day more refused; with a cycle correction the limit moves with the dates', () => {
    expect(outcome({ lmp: addDays(TODAY, -MAX_GESTATION_DAYS) }).ga_display).toBe('44 weeks 0 days')
    const e = errors({ lmp: addDays(TODAY, -MAX_GESTATION_DAYS - 1) })
    expect(Object.keys(e)).toEqual(['lmp'])
    expect(e.lmp?.[0]?.message).toMatch(/more than 44 weeks along/)
    // Cycle 35 starts dating 7 days later: an LMP 315 days back is 44w0d; 316 is refused.
    expect(outcome({ lmp: addDays(TODAY, -315), cycle_length: 35 }).ga_display).toBe('44 weeks 0 days')
    expect(Object.keys(errors({ lmp: addDays(TODAY, -316), cycle_length: 35 }))).toEqual(['lmp'])
    // Cycle 21 starts 7 days earlier: 301 days back is already 44w0d; 302 is refused.
    expect(outcome({ lmp: addDays(TODAY, -301), cycle_length: 21 }).ga_days).toBe(308)
    expect(Object.keys(errors({ lmp: addDays(TODAY, -302), cycle_length: 21 }))).toEqual(['lmp'])
    // An unusable cycle length is blamed alone.
    expect(Object.keys(errors({ lmp: addDays(TODAY, -302), cycle_length: 99 }))).toEqual(['cycle_length'])
  })

  test('missing LMP refused; impossible dates refused; empty form calculates nothing', () => {
    const e = errors({})
    expect(Object.keys(e)).toEqual(['lmp'])
    expect(e.lmp?.[0]?.kind).toBe('required')
    for (const lmp of ['2026-02-29', '2026-04-31', '2026-00-10', '1/1/2026', 'last week']) {
      expect(errors({ lmp }).lmp?.[0]?.kind, lmp).toBe('type')
    }
    expect(Object.keys(errors({ lmp: '2026-01-01', asof: '2026-02-30' }))).toEqual(['asof'])
    expect(evaluate({}).outcome).toEqual({})
  })

  test('an unknown method is refused', () => {
    expect(Object.keys(errors({ method: 'ultrasound', lmp: '2026-01-01' }))).toContain('method')
  })
})

describe('properties (fast-check)', () => {
  const first = toDay('1900-01-01')
  const last = toDay('2100-12-31')

  test('EDD − LMP = 280 + (cycle − 28) days, and GA + days to EDD = 280, for random valid dates and cycles', () => {
    const valid = fc
      .record({
        asof: fc.integer({ min: first + 400, max: last }),
        cycle: fc.integer({ min: CYCLE_RANGE.min, max: CYCLE_RANGE.max }),
        back: fc.integer({ min: 0, max: MAX_GESTATION_DAYS - 17 }),
      })
      .map(({ asof, cycle, back }) => ({ asof: toIso(asof), lmp: toIso(asof - back), cycle, back }))
    fc.assert(
      fc.property(valid, ({ asof, lmp, cycle, back }) => {
        const o = outcome({ lmp, cycle_length: cycle, asof })
        expect(daysBetween(lmp, o.edd as string)).toBe(280 + (cycle - 28))
        expect(o.edd).toBe(addDays(lmp, 280 + cycle - 28))
        const ga = o.ga_days as number
        expect(ga).toBe(back - (cycle - 28))
        expect(ga + (o.days_to_edd as number)).toBe(280)
        expect(ga).toBeLessThanOrEqual(MAX_GESTATION_DAYS)
        if (ga >= 0) {
          expect((o.ga_weeks as number) * 7 + (o.ga_extra_days as number)).toBe(ga)
          expect(o.ga_extra_days as number).toBeLessThan(7)
          expect(['First trimester', 'Second trimester', 'Third trimester']).toContain(o.trimester)
        } else {
          expect(o.ga_display).toBe('Not started yet')
        }
        expect(typeof o.interpretation).toBe('string')
      }),
      { numRuns: 300 },
    )
  })

  test('IVF: EDD − transfer = 266 − embryo age, whatever the date', () => {
    const valid = fc
      .record({ asof: fc.integer({ min: first + 400, max: last }), age: fc.constantFrom(3, 5), back: fc.integer({ min: 0, max: 289 }) })
      .map(({ asof, age, back }) => ({ asof: toIso(asof), transfer_date: toIso(asof - back), age, back }))
    fc.assert(
      fc.property(valid, ({ asof, transfer_date, age, back }) => {
        const o = outcome({ method: 'ivf', transfer_date, embryo_age: age, asof })
        expect(daysBetween(transfer_date, o.edd as string)).toBe(266 - age)
        expect(o.ga_days).toBe(back + 14 + age)
      }),
      { numRuns: 200 },
    )
  })

  test('out-of-range cycle lengths are always refused, never clamped', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -100, max: CYCLE_RANGE.min - 1 }), fc.integer({ min: CYCLE_RANGE.max + 1, max: 400 })), (cycle_length) => {
        expect(Object.keys(errors({ lmp: '2026-01-01', cycle_length }))).toEqual(['cycle_length'])
      }),
    )
  })
})
