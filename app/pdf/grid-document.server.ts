import enUS from '#app/locales/en-US/common.json'
import es from '#app/locales/es/common.json'
import type { StoredSnapshot } from '#app/snapshots/snapshots.server.ts'
import { optionGridView, shownOptions, type OptionGridView } from '#engine/aids/grid-view.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

/**
 * The PDF of an option grid as plain data: everything the worker draws, already worded in the
 * tool's language, so the renderer holds no logic and the tests can read the model directly.
 */
export type PdfIconArray = { numerator: number; denominator: 100 | 1000; caption: string; alt: string }

export type PdfCell = { optionKey: string; text: string; iconArray: PdfIconArray | null }

export type PdfRow = { question: string; cells: (PdfCell | null)[] }

export type PdfDocumentModel = {
  language: 'en-US' | 'es'
  title: string
  version: string
  dateLine: string
  /** Labels of the lines the clinician fills in by hand. */
  patientNameLabel: string
  dateLabel: string
  /** Says which options the grid hid and this PDF leaves out; null when none are hidden. */
  hiddenNote: string | null
  /** 'Page {{page}} of {{count}}', filled in by the renderer. */
  pageOf: string
  questionsHeading: string
  options: { optionKey: string; name: string; parts: string[] }[]
  rows: PdfRow[]
  numbers: { label: string; value: string }[]
  referencesHeading: string
  references: { number: number; citation: string }[]
  neutrality: string
  disclaimer: string
}

type Labels = typeof enUS.pdf
const LABELS: Record<PdfDocumentModel['language'], Labels> = { 'en-US': enUS.pdf, es: es.pdf }

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''))

/** 'Mon D, YYYY' in English (spec footer line); the same short form in Spanish. */
export function formatPdfDate(iso: string, language: PdfDocumentModel['language']): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" }

/** Answer text as plain text: block ends become line breaks, other markup goes. */
export function plainText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

type Source = { kind: 'snapshot'; createdAt: string } | { kind: 'handout' }

function documentOf(tool: ToolDefinition, view: OptionGridView, shown: string[], source: Source): PdfDocumentModel {
  const language = tool.language
  const labels = LABELS[language]
  const options = view.options.filter((o) => shown.includes(o.optionKey))
  const cited: string[] = []
  const rows: PdfRow[] = view.rows.map((row) => ({
    question: plainText(row.question),
    cells: options.map((o) => {
      const cell = row.cells.find((c) => c.optionKey === o.optionKey)
      if (!cell) return null
      for (const id of cell.citations) if (!cited.includes(id)) cited.push(id)
      return {
        optionKey: cell.optionKey,
        text: plainText(cell.text),
        iconArray: cell.graph && {
          ...cell.graph,
          caption: fill(labels.iconArray, { numerator: cell.graph.numerator, denominator: cell.graph.denominator }),
          alt: fill(labels.iconArrayAlt, { numerator: cell.graph.numerator, denominator: cell.graph.denominator }),
        },
      }
    }),
  }))
  const date = source.kind === 'snapshot' ? source.createdAt : tool.modified
  const hidden = view.options.filter((o) => !shown.includes(o.optionKey)).map((o) => o.name)
  return {
    language,
    title: tool.name,
    version: fill(labels.version, { version: tool.version }),
    dateLine: fill(source.kind === 'snapshot' ? labels.generatedOn : labels.lastUpdatedOn, { date: formatPdfDate(date, language) }),
    patientNameLabel: labels.patientName,
    dateLabel: labels.date,
    hiddenNote: hidden.length > 0 ? fill(labels.hiddenOptions, { options: hidden.join(', ') }) : null,
    pageOf: labels.pageOf,
    questionsHeading: labels.patientQuestions,
    options: options.map((o) => ({ optionKey: o.optionKey, name: o.name, parts: o.parts.map((p) => p.name) })),
    rows: rows.filter((r) => r.cells.some((c) => c !== null)),
    numbers: [
      { label: labels.referenceClass, value: view.referenceClass },
      { label: labels.timeFrame, value: view.timeFrame },
    ],
    referencesHeading: labels.references,
    references: cited.flatMap((id) => tool.references.filter((r) => r.id === id)).map((r, i) => ({ number: i + 1, citation: r.citation })),
    neutrality: tool.optiongrid?.neutralityStatement ?? '',
    disclaimer: source.kind === 'snapshot' ? labels.snapshotDisclaimer : labels.liveDisclaimer,
  }
}

/**
 * The PDF of a stored snapshot: the grid of its outcomes, only the options it shows (in the
 * tool's order), dated the day the snapshot was made. Null for a tool without an option grid.
 */
export function snapshotDocument(tool: ToolDefinition, snapshot: Pick<StoredSnapshot, 'calculatorBatch' | 'ui' | 'createdAt'>): PdfDocumentModel | null {
  const view = optionGridView(tool, snapshot.calculatorBatch.output ?? {})
  if (!view) return null
  return documentOf(tool, view, shownOptions(view, snapshot.ui.selected), { kind: 'snapshot', createdAt: snapshot.createdAt })
}

/** The static handout of an option-grid-only aid: every option, dated by the aid's last change. */
export function handoutDocument(tool: ToolDefinition): PdfDocumentModel | null {
  const view = optionGridView(tool, {})
  if (!view) return null
  return documentOf(tool, view, view.options.map((o) => o.optionKey), { kind: 'handout' })
}

/** The file name a browser saves: tool slug and the day, e.g. knee-…-choice-2026-03-04.pdf. */
export function pdfFileName(toolSlug: string, iso: string): string {
  return `${toolSlug}-${iso.slice(0, 10)}.pdf`
}
