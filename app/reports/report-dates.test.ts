import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { csvCell, csvLine, parseCsv } from './csv.ts'
import {
  CERTIFY_MESSAGE,
  dateError,
  END_BEFORE_START_MESSAGE,
  INVALID_DATE_MESSAGE,
  latestReportDay,
  rangeErrors,
  reportFileName,
  reportFormSchema,
  reportRangeSchema,
  usDateOf,
} from './report-dates.ts'

const now = new Date('2026-11-26T00:00:00.000Z')

describe('report dates (spec 02 §5)', () => {
  test.each(['', '1/2/2026', '02/30/2026', '13/01/2026', '00/10/2026', '11-01-2026', '11/01/26', '11/01/2026 '.padEnd(12, 'x')])(
    '%j is not a valid date',
    (text) => expect(dateError(text, now)).toBe(INVALID_DATE_MESSAGE),
  )

  test('yesterday in UTC is the latest; today is refused naming today', () => {
    expect(dateError('11/25/2026', now)).toBeNull()
    expect(dateError('11/26/2026', now)).toBe('Please enter a date prior to 11/26/2026.')
    expect(dateError('02/29/2024', now)).toBeNull()
  })

  test('property: around the UTC day boundary the limit is the UTC day, whatever the hour', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-02T00:00:00Z'), max: new Date('2099-12-30T00:00:00Z'), noInvalidDate: true }), (at) => {
        const today = at.toISOString().slice(0, 10)
        const yesterday = latestReportDay(at)
        expect(Date.parse(today) - Date.parse(yesterday)).toBe(86_400_000)
        expect(dateError(usDateOf(yesterday), at)).toBeNull()
        expect(dateError(usDateOf(today), at)).toBe(`Please enter a date prior to ${usDateOf(today)}.`)
        const justBefore = new Date(Date.parse(`${today}T00:00:00Z`) - 1)
        expect(dateError(usDateOf(yesterday), justBefore)).toBe(`Please enter a date prior to ${usDateOf(yesterday)}.`)
      }),
    )
  })

  test('end before start is refused on the end date; the same day is fine', () => {
    expect(rangeErrors('11/02/2026', '11/01/2026', now)).toEqual({ endDate: END_BEFORE_START_MESSAGE })
    expect(rangeErrors('11/02/2026', '11/02/2026', now)).toEqual({})
  })

  test('one schema for the form: certification required, output in YYYY-MM-DD', () => {
    const schema = reportFormSchema(now)
    expect(schema.parse({ startDate: '10/01/2026', endDate: '10/31/2026', certified: 'on' })).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' })
    expect(schema.safeParse({ startDate: '10/01/2026', endDate: '10/31/2026' }).success).toBe(false)
    expect(reportRangeSchema(now).safeParse({ startDate: '2026-10-01', endDate: '2026-11-26' }).success).toBe(false)
    expect(reportRangeSchema(now).parse({ startDate: '2026-10-01', endDate: '2026-11-25' })).toEqual({ startDate: '2026-10-01', endDate: '2026-11-25' })
  })

  test('the schemas refuse with the §5 messages, on the field concerned', () => {
    const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message])
    const form = reportFormSchema(now)
    expect(messages(form.safeParse({ startDate: '10/01/2026', endDate: '10/31/2026' }))).toEqual([['certified', CERTIFY_MESSAGE]])
    expect(messages(form.safeParse({ startDate: '10/01/2026', endDate: '10/31/2026', certified: 'off' }))).toEqual([['certified', CERTIFY_MESSAGE]])
    expect(messages(form.safeParse({ startDate: '02/30/2026', endDate: '11/26/2026', certified: 'on' }))).toEqual([
      ['startDate', INVALID_DATE_MESSAGE],
      ['endDate', 'Please enter a date prior to 11/26/2026.'],
    ])
    expect(messages(form.safeParse({ startDate: '11/02/2026', endDate: '11/01/2026', certified: 'on' }))).toEqual([['endDate', END_BEFORE_START_MESSAGE]])
    expect(messages(form.safeParse({ startDate: '10/01/20266', endDate: '10/31/2026', certified: 'on' }))).toContainEqual(['startDate', INVALID_DATE_MESSAGE])
    expect(messages(form.safeParse({ endDate: '10/31/2026', certified: 'on' }))).toEqual([['startDate', INVALID_DATE_MESSAGE]])

    // The report request call answers with the last message of each field.
    const fields = (query: Record<string, string>) => Object.fromEntries(messages(reportRangeSchema(now).safeParse(query)))
    expect(fields({ startDate: '2026-02-30', endDate: '2026-11-02' })).toEqual({ startDate: INVALID_DATE_MESSAGE })
    expect(fields({ startDate: '2026-11-02', endDate: '2026-11-01' })).toEqual({ endDate: END_BEFORE_START_MESSAGE })
    expect(fields({ startDate: '2026-11-01x', endDate: '10/31/2026' })).toEqual({ startDate: INVALID_DATE_MESSAGE, endDate: INVALID_DATE_MESSAGE })
    expect(reportRangeSchema(now).parse({ startDate: '2026-11-25', endDate: '2026-11-25' })).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' })
  })

  test('file name: prefix, MON.DD.YYYY start and end', () => {
    expect(reportFileName('2026-01-05', '2026-12-31')).toBe('Consilium-Decisions-Patient-Encounter-Report-JAN.05.2026-DEC.31.2026.csv')
  })
})

describe('CSV', () => {
  test.each(['=1+1', '+1', '-1', '\u22121', '@SUM(A1)', '\tx', '\rx'])('%j cannot start a formula', (value) => {
    const [[cell]] = parseCsv(csvLine([value])) as [[string]]
    expect(cell.startsWith("'")).toBe(true)
    expect(cell.slice(1)).toBe(value)
  })

  test('property: any strings round-trip through RFC 4180 (formula starts aside)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: 'binary' }).filter((s) => !/^[=+\-\u2212@\t\r]/.test(s)), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = rows.map(csvLine).join('')
        expect(parseCsv(text)).toEqual(rows)
      }),
      { numRuns: 300 },
    )
  })

  test('quotes what needs quoting, nothing else', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell(3)).toBe('3')
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n')
  })
})
