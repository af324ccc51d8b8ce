import type { ExecuteResult } from '../execute.ts'
import type { RuleValue } from '../rules/index.ts'
import type { OptionGridAnswer, OptionGridOption, ToolDefinition } from '../schema/tool.ts'
import { answerText, graphNumerator, optionGridOutcomes } from './optiongrid.ts'
import { isEmptyAnswer } from './grid-display.ts'

export { cellSize, hiddenSummary, isEmptyAnswer, shownOptions } from './grid-display.ts'

/**
 * What an option grid shows, as plain data: the same model draws the page (table and list),
 * the PDF and the tests that compare them. Options keep the tool's order; which ones are shown
 * is the caller's `selected`.
 */
export type GridGraph = {
  numerator: number
  denominator: 100 | 1000
}

export type GridCell = {
  optionKey: string
  text: string
  graph: GridGraph | null
  /** Further detail, first element first. */
  background: string[]
  citations: string[]
}

export type GridRow = {
  id: string
  question: string
  kind: string
  /** One cell per option in option order (a single-column grid may have fewer). */
  cells: GridCell[]
}

export type GridOption = Pick<OptionGridOption, 'optionKey' | 'name' | 'doNothing'> & { parts: { name: string; description?: string }[] }

export type OptionGridView = {
  options: GridOption[]
  rows: GridRow[]
  singleColumn: boolean
  /** Options shown at first (the definition's `selected`, else all). */
  defaultSelected: string[]
  defaultViewType: 'OPTION_GRID_GRID_VIEW' | 'OPTION_GRID_LIST_VIEW'
  denominator: 100 | 1000
  timeFrame: string
  referenceClass: string
  /** Options whose outcome could not be calculated: their number cells say so instead. */
  failed: string[]
}

/** Option outcomes as the batch executor answers them: an outcome, or null when it failed. */
export type OutcomeMap = Record<string, Record<string, RuleValue> | null>

export const UNAVAILABLE_TEXT = 'Not available: the numbers for this option could not be calculated from the data entered.'


function cellOf(tool: ToolDefinition, answer: OptionGridAnswer, outcome: Record<string, RuleValue> | null): GridCell {
  const failed = outcome === null && /\{\{/.test(answer.answer)
  const values = outcome ?? {}
  const numerator = answer.graph && outcome !== null ? graphNumerator(answer, values) : answer.graph && typeof answer.graph.numerator === 'number' ? answer.graph.numerator : null
  const graph: GridGraph | null =
    answer.graph && numerator !== null && Number.isInteger(numerator) && numerator >= 0 && numerator <= answer.graph.denominator
      ? { numerator, denominator: answer.graph.denominator }
      : null
  return {
    optionKey: answer.optionKey,
    text: failed ? UNAVAILABLE_TEXT : answerText(tool, answer, values),
    graph,
    background: (answer.backgroundText ?? []).map((b) => b.content),
    citations: answer.citations,
  }
}

/** The grid for a tool and its options' outcomes (null for a tool without an option grid). */
export function optionGridView(tool: ToolDefinition, outcomes: OutcomeMap): OptionGridView | null {
  const grid = tool.optiongrid
  if (!grid) return null
  const options = grid.options
  const rows: GridRow[] = grid.questions.map((q, i) => {
    const cells = options.flatMap((o) => {
      const answer = q.answers.find((a) => a.optionKey === o.optionKey)
      if (!answer) return []
      return [cellOf(tool, answer, outcomes[o.optionKey] ?? (tool.toolType === 1 ? {} : null))]
    })
    return {
      id: `q${i + 1}`,
      question: q.question,
      kind: q.kind,
      // A single-column grid drops answers with nothing to say.
      cells: grid.singleColumn ? cells.filter((c) => !isEmptyAnswer(c.text)) : cells,
    }
  })
  return {
    options: options.map((o) => ({ optionKey: o.optionKey, name: o.name, doNothing: o.doNothing, parts: o.parts ?? [] })),
    rows: grid.singleColumn ? rows.filter((r) => r.cells.length > 0) : rows,
    singleColumn: grid.singleColumn,
    defaultSelected: grid.selected?.length ? options.map((o) => o.optionKey).filter((k) => grid.selected!.includes(k)) : options.map((o) => o.optionKey),
    defaultViewType: grid.viewType,
    denominator: grid.naturalFrequency.denominator,
    timeFrame: grid.naturalFrequency.timeFrame,
    referenceClass: grid.naturalFrequency.referenceClass,
    failed: options.map((o) => o.optionKey).filter((k) => tool.toolType !== 1 && !outcomes[k]),
  }
}

/** Outcomes per option from the executor's results (null where an option failed). */
export function outcomeMap(results: Record<string, ExecuteResult>): OutcomeMap {
  return Object.fromEntries(Object.entries(results).map(([k, r]) => [k, r.ok ? r.outcome : null]))
}

/** The grid for a patient's inputs: every option executed with its overrides. */
export function optionGridViewFor(tool: ToolDefinition, inputs: Record<string, unknown>): OptionGridView | null {
  if (!tool.optiongrid) return null
  return optionGridView(tool, outcomeMap(optionGridOutcomes(tool, inputs)))
}

