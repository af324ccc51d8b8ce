import * as z from 'zod/mini'

/** Patient encounter report dates (spec 02 §5): MM/DD/YYYY in the form, YYYY-MM-DD in the calls, UTC days. */

export const INVALID_DATE_MESSAGE = 'Please enter a valid date (MM/DD/YYYY)'
export const END_BEFORE_START_MESSAGE = 'Please enter an end date that is later than or the same as the start date.'
export const tooLateMessage = (firstRefused: string) => `Please enter a date prior to ${firstRefused}.`

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const DAY_MS = 86_400_000

/** A real calendar day as YYYY-MM-DD, or null. */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  date.setUTCFullYear(year)
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10).replace(/^\+0*/, '')
}

/** MM/DD/YYYY (exactly 10 characters) → YYYY-MM-DD, or null when it is not a real date. */
export function parseUsDate(text: string): string | null {
  const m = US_DATE.exec(text)
  if (!m) return null
  return isoOf(Number(m[3]), Number(m[1]), Number(m[2]))
}

export function parseIsoDate(text: string): string | null {
  const m = ISO_DATE.exec(text)
  if (!m) return null
  return isoOf(Number(m[1]), Number(m[2]), Number(m[3]))
}

export function usDateOf(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${m}/${d}/${y}`
}

/** The UTC day of `now`, as YYYY-MM-DD. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10)

/** Yesterday in UTC: the latest day a report may cover. */
export const latestReportDay = (now: Date) => utcDay(new Date(now.getTime() - DAY_MS))

/** The message for one date box, or null when it is acceptable (checked on blur and Enter). */
export function dateError(text: string, now: Date): string | null {
  const iso = parseUsDate(text.trim())
  if (!iso) return INVALID_DATE_MESSAGE
  if (iso > latestReportDay(now)) return tooLateMessage(usDateOf(utcDay(now)))
  return null
}

export type RangeErrors = { startDate?: string; endDate?: string }

/** Both dates, with the end-before-start rule (reported on the end date). */
export function rangeErrors(start: string, end: string, now: Date): RangeErrors {
  const errors: RangeErrors = {}
  const startError = dateError(start, now)
  const endError = dateError(end, now)
  if (startError) errors.startDate = startError
  if (endError) errors.endDate = endError
  if (!startError && !endError && parseUsDate(end.trim())! < parseUsDate(start.trim())!) {
    errors.endDate = END_BEFORE_START_MESSAGE
  }
  return errors
}

export const CERTIFY_MESSAGE = 'Please confirm the certification to get the report.'

/**
 * The page's form, on both sides: dates as typed (MM/DD/YYYY) and the HIPAA certification.
 * Its output is the range in YYYY-MM-DD, as the report request call takes it.
 */
export function reportFormSchema(now: Date) {
  return z.pipe(
    z
      .object({
        startDate: z.string({ error: INVALID_DATE_MESSAGE }).check(z.maxLength(10, INVALID_DATE_MESSAGE)),
        endDate: z.string({ error: INVALID_DATE_MESSAGE }).check(z.maxLength(10, INVALID_DATE_MESSAGE)),
        certified: z.optional(z.string().check(z.maxLength(10))),
      })
      // One refinement for all three, so that every message shows at once.
      .check(
        z.superRefine((value, ctx) => {
          if (value.certified !== 'on') ctx.addIssue({ code: 'custom', path: ['certified'], message: CERTIFY_MESSAGE })
          const errors = rangeErrors(value.startDate, value.endDate, now)
          for (const [path, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [path], message })
        }),
      ),
    z.transform((value) => ({
      startDate: parseUsDate(value.startDate.trim())!,
      endDate: parseUsDate(value.endDate.trim())!,
    })),
  )
}

/** The report request call's query (YYYY-MM-DD), with the same rules as the form. */
export function reportRangeSchema(now: Date) {
  const asTyped = (iso: string) => {
    const day = parseIsoDate(iso)
    return day ? usDateOf(day) : ''
  }
  return z.pipe(
    z.object({ startDate: z.string().check(z.maxLength(10)), endDate: z.string().check(z.maxLength(10)) }).check(
      z.superRefine((value, ctx) => {
        const errors = rangeErrors(asTyped(value.startDate), asTyped(value.endDate), now)
        for (const [path, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [path], message })
      }),
    ),
    z.transform((value) => ({ startDate: parseIsoDate(value.startDate)!, endDate: parseIsoDate(value.endDate)! })),
  )
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** MON.DD.YYYY, as the report file name spells a day. */
export function fileNameDay(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${MONTHS[Number(m) - 1]}.${d}.${y}`
}

export const REPORT_FILE_PREFIX = 'Consilium'

/** The report's file name (spec 02 §7). */
export function reportFileName(startDate: string, endDate: string): string {
  return `${REPORT_FILE_PREFIX}-Decisions-Patient-Encounter-Report-${fileNameDay(startDate)}-${fileNameDay(endDate)}.csv`
}
