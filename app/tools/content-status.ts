import type { ToolDefinition } from '#engine/schema/tool.ts'

/** One row of the clinical-safety audit (docs/clinical-safety.md). */
export type AuditRow = { slug: string; checked: string; sources: string; tests: string; notes: string }

/** What a tool page says about its content: review dates, what was checked, and what is still open. */
export type ContentStatus = {
  /** null: no review is recorded (never a date made up for it). */
  lastReviewed: string | null
  intervalMonths: number
  /** null while no review is recorded: a review is due now. */
  nextReviewDue: string | null
  state: 'not-reviewed' | 'current' | 'overdue'
  /** The audit row of the tool; null when the audit has none. */
  audit: { checked: string; sources: string; notes: string } | null
  /** Figures not checked against their primary source (`checkedAgainstPrimary: false`), listed, not hidden. */
  openQuestions: { statement: string; note: string | null }[]
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim())

/** The audit table's rows by tool slug (a row's tool cell is the slug, an aid's followed by "(aid)"). */
export function parseAudit(markdown: string): Map<string, AuditRow> {
  const rows = new Map<string, AuditRow>()
  const lines = markdown.split('\n')
  const header = lines.findIndex((l) => /^\|\s*tool\s*\|/.test(l))
  if (header < 0) return rows
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break
    const [tool = '', checked = '', sources = '', tests = '', notes = ''] = cells(line)
    const slug = tool.replace(/\s*\(aid\)\s*$/, '')
    rows.set(slug, { slug, checked, sources: sources === '—' ? '' : sources, tests, notes })
  }
  return rows
}

/** `date` (YYYY-MM-DD) plus whole months; a day past the end of the month falls to its last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, last))
  return first.toISOString().slice(0, 10)
}

/** The content status of `tool` on `today` (YYYY-MM-DD), from its definition and its audit row. */
export function contentStatusOf(tool: Pick<ToolDefinition, 'review' | 'optiongrid' | 'evidenceChecks'>, audit: AuditRow | undefined, today: string): ContentStatus {
  const grid = tool.optiongrid
  const lastReviewed = tool.review.lastReviewed ?? grid?.lastReviewed ?? null
  const nextReviewDue = lastReviewed === null ? null : tool.review.lastReviewed ? addMonths(lastReviewed, tool.review.intervalMonths) : (grid?.nextReviewDue ?? addMonths(lastReviewed, tool.review.intervalMonths))
  const state = nextReviewDue === null ? 'not-reviewed' : today > nextReviewDue ? 'overdue' : 'current'
  const openQuestions = [...(grid?.evidenceDocument.entries ?? []), ...tool.evidenceChecks]
    .filter((e) => !e.checkedAgainstPrimary)
    .map((e) => ({ statement: e.statement, note: e.note ?? null }))
  return {
    lastReviewed,
    intervalMonths: tool.review.intervalMonths,
    nextReviewDue,
    state,
    audit: audit ? { checked: audit.checked, sources: audit.sources, notes: audit.notes } : null,
    openQuestions,
  }
}
