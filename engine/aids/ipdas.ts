import type { OptionGrid, ToolDefinition } from '../schema/tool.ts'

/**
 * IPDAS checks an aid's record can answer by itself (IPDASi v4.0 minimum standards, Joseph-Williams
 * et al., Med Decis Making 2014;34:699–710; our paraphrase, see research notes sdm-security.md §1).
 * Each check returns the problems found (empty: met). Criteria that need people — field testing,
 * development with patients — are checked at review, not here.
 */
export type IpdasCriterion = {
  id: string
  group: 'qualifying' | 'certification' | 'quality'
  criterion: string
  check: (aid: ToolDefinition, grid: OptionGrid) => string[]
}

/** "12 out of 100", "for every 100", "de cada 100", "por cada 100": the denominators an answer uses. */
const DENOMINATOR = /(?:out of|for every|de cada|por cada)\s+(\d[\d,]*)/gi

export function denominatorsIn(text: string): number[] {
  return [...text.matchAll(DENOMINATOR)].map((m) => Number(m[1]!.replace(/,/g, '')))
}

const rowsOf = (grid: OptionGrid, kind: string) => grid.questions.filter((q) => q.kind === kind)
const answeredFor = (grid: OptionGrid, kind: string, optionKey: string) =>
  rowsOf(grid, kind).some((q) => q.answers.some((a) => a.optionKey === optionKey && a.answer.trim() !== ''))
const wordCount = (texts: string[]) => texts.join(' ').split(/\s+/).filter(Boolean).length

export const IPDAS_CRITERIA: readonly IpdasCriterion[] = [
  {
    id: 'Q1',
    group: 'qualifying',
    criterion: 'Describes the health condition or problem',
    check: (_aid, grid) => (grid.condition.trim().length >= 40 ? [] : ['the condition is not described']),
  },
  {
    id: 'Q2',
    group: 'qualifying',
    criterion: 'States the decision explicitly',
    check: (_aid, grid) => (grid.decision.trim().endsWith('?') ? [] : ['the decision is not stated as a question']),
  },
  {
    id: 'Q3',
    group: 'qualifying',
    criterion: 'Describes the options, including doing nothing where reasonable',
    check: (_aid, grid) => {
      const problems: string[] = []
      if (grid.options.length < 2) problems.push('fewer than 2 options')
      if (grid.doNothingReasonable && !grid.options.some((o) => o.doNothing)) problems.push('doing nothing is reasonable but not offered')
      if (!grid.doNothingReasonable && !grid.doNothingRationale) problems.push('no reason given for leaving out doing nothing')
      return problems
    },
  },
  {
    id: 'Q4',
    group: 'qualifying',
    criterion: 'Describes the positive features (benefits) of each option',
    check: (_aid, grid) => grid.options.filter((o) => !answeredFor(grid, 'benefit', o.optionKey)).map((o) => `no benefit row answers "${o.optionKey}"`),
  },
  {
    id: 'Q5',
    group: 'qualifying',
    criterion: 'Describes the negative features (harms, side effects, burdens) of each option',
    check: (_aid, grid) => grid.options.filter((o) => !answeredFor(grid, 'harm', o.optionKey)).map((o) => `no harm row answers "${o.optionKey}"`),
  },
  {
    id: 'Q6',
    group: 'qualifying',
    criterion: 'Helps the user imagine what each option is like to experience',
    check: (_aid, grid) => grid.options.filter((o) => !answeredFor(grid, 'experience', o.optionKey)).map((o) => `no experience row answers "${o.optionKey}"`),
  },
  {
    id: 'C1',
    group: 'certification',
    criterion: 'Shows benefits and harms in equal detail',
    check: (_aid, grid) => {
      const problems: string[] = []
      const benefit = rowsOf(grid, 'benefit')
      const harm = rowsOf(grid, 'harm')
      if (!benefit.length || !harm.length) problems.push('benefit and harm rows must both be present')
      for (const q of grid.questions) if (q.answers.length !== grid.options.length) problems.push(`"${q.question}" does not answer every option`)
      // Same format for both: comparable amounts of text, and graphs on harms whenever benefits have them.
      const words = (rows: typeof benefit) => wordCount(rows.flatMap((q) => q.answers.map((a) => a.answer))) / Math.max(1, rows.length)
      const ratio = words(benefit) / Math.max(1, words(harm))
      if (benefit.length && harm.length && (ratio > 2 || ratio < 0.5)) problems.push(`benefit rows average ${ratio.toFixed(2)}× the words of harm rows`)
      const graphs = (rows: typeof benefit) => rows.some((q) => q.answers.some((a) => a.graph))
      if (graphs(benefit) && !graphs(harm)) problems.push('benefits are drawn as graphs but harms are not')
      return problems
    },
  },
  {
    id: 'C2',
    group: 'certification',
    criterion: 'Provides citations to the evidence (every cell cites; an evidence document exists)',
    check: (aid, grid) => {
      const ids = new Set(aid.references.map((r) => r.id))
      const problems: string[] = []
      for (const q of grid.questions) {
        for (const a of q.answers) {
          if (!a.citations.length) problems.push(`"${q.question}" / ${a.optionKey} cites nothing`)
          for (const c of a.citations) if (!ids.has(c)) problems.push(`"${q.question}" / ${a.optionKey} cites unknown "${c}"`)
        }
      }
      if (!grid.evidenceDocument.entries.length) problems.push('the evidence document is empty')
      return problems
    },
  },
  {
    id: 'C3',
    group: 'certification',
    criterion: 'Provides a publication date',
    check: (_aid, grid) => (/^\d{4}-\d{2}-\d{2}$/.test(grid.publicationDate) ? [] : ['no publication date']),
  },
  {
    id: 'C4',
    group: 'certification',
    criterion: 'Provides an update policy (with last and next review dates)',
    check: (_aid, grid) => {
      const problems: string[] = []
      if (grid.updatePolicy.trim().length < 20) problems.push('no update policy')
      if (!(grid.nextReviewDue > grid.lastReviewed)) problems.push('the next review is not after the last one')
      // House standard: reviewed at least every 12 months.
      const months = (Date.parse(grid.nextReviewDue) - Date.parse(grid.lastReviewed)) / (1000 * 60 * 60 * 24 * 30.44)
      if (months > 12.1) problems.push(`next review ${months.toFixed(1)} months after the last (at most 12)`)
      return problems
    },
  },
  {
    id: 'C5',
    group: 'certification',
    criterion: 'Gives information about the uncertainty around probabilities',
    check: (_aid, grid) => {
      const problems: string[] = []
      if (grid.uncertainty.trim().length < 40) problems.push('no uncertainty statement')
      // Every number drawn carries how sure the evidence behind it is.
      for (const q of grid.questions) {
        for (const a of q.answers) if (a.graph && a.graph.numerator !== 0 && !a.evidenceQuality) problems.push(`"${q.question}" / ${a.optionKey} has a number without evidence quality`)
      }
      return problems
    },
  },
  {
    id: 'C6',
    group: 'certification',
    criterion: 'Discloses the funding source',
    check: (_aid, grid) => (grid.funding.trim().length >= 10 ? [] : ['no funding statement']),
  },
  {
    id: 'P1',
    group: 'quality',
    criterion: 'Probabilities use one denominator and one time frame, with a reference class',
    check: (_aid, grid) => {
      const { denominator, timeFrame, referenceClass } = grid.naturalFrequency
      const problems: string[] = []
      if (!timeFrame.trim() || !referenceClass.trim()) problems.push('no time frame or reference class')
      for (const q of grid.questions) {
        for (const a of q.answers) {
          for (const d of denominatorsIn(a.answer)) if (d !== denominator) problems.push(`"${q.question}" / ${a.optionKey} counts out of ${d}, not ${denominator}`)
          if (a.graph && a.graph.denominator !== denominator) problems.push(`"${q.question}" / ${a.optionKey} graph out of ${a.graph.denominator}`)
        }
      }
      return problems
    },
  },
  {
    id: 'P2',
    group: 'quality',
    criterion: 'Discloses competing interests and names the contributors',
    check: (aid) => [...(aid.competingInterests.trim() ? [] : ['no competing-interests statement']), ...(aid.contributors.length ? [] : ['no contributors'])],
  },
  {
    id: 'P3',
    group: 'quality',
    criterion: 'Explains unavoidable terms in a glossary',
    check: (aid) => (aid.definitions.length >= 3 ? [] : ['fewer than 3 glossary terms']),
  },
  {
    id: 'P4',
    group: 'quality',
    criterion: 'States that it does not recommend an option',
    check: (_aid, grid) => (grid.neutralityStatement.trim() ? [] : ['no neutrality statement']),
  },
  {
    id: 'P5',
    group: 'quality',
    criterion: 'Describes how the evidence was selected, and when',
    check: (_aid, grid) => (grid.evidenceDocument.method.trim().length >= 40 && grid.evidenceDocument.searchDate ? [] : ['no evidence method or search date']),
  },
]
