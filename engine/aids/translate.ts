import type { OptionGridInput, ToolDefinitionInput } from '../schema/tool.ts'

type Language = NonNullable<ToolDefinitionInput['language']>

/**
 * The patient-facing texts of an aid in another language (decision 0022). Everything else —
 * options' keys, overrides, graphs, citations, dates, references and the evidence document —
 * is taken from the English definition, so numbers and sources cannot drift between languages.
 */
export type AidTranslation = {
  language: Exclude<Language, 'en-US'>
  name: string
  description: string
  eligibility: string
  competingInterests: string
  /** Contributor roles, in the English order. */
  contributorRoles: string[]
  definitions: { term: string; definition: string }[]
  condition: string
  decision: string
  doNothingRationale?: string
  options: Record<string, { name: string; parts?: { name: string; description?: string }[] }>
  /** In the English order; answers keyed by optionKey. */
  questions: { question: string; answers: Record<string, string>; backgroundText?: Record<string, string[]> }[]
  naturalFrequency: { timeFrame: string; referenceClass: string }
  clinicalInformation: { title: string; body: string }[]
  uncertainty: string
  updatePolicy: string
  funding: string
  neutralityStatement: string
}

function same(what: string, a: number, b: number) {
  if (a !== b) throw new Error(`translation: ${what} has ${b} entries, the English aid ${a}`)
}

/** The translated definition. Throws when the translation does not cover the English aid exactly. */
export function translateAid(base: ToolDefinitionInput, t: AidTranslation): ToolDefinitionInput {
  const grid = base.optiongrid
  if (!grid) throw new Error('translation: the English aid has no option grid')
  const definitions = base.definitions ?? []
  same('definitions', definitions.length, t.definitions.length)
  same('contributors', base.contributors.length, t.contributorRoles.length)
  same('questions', grid.questions.length, t.questions.length)
  same('clinical information', (grid.clinicalInformation ?? []).length, t.clinicalInformation.length)
  same('options', grid.options.length, Object.keys(t.options).length)
  if (grid.doNothingRationale !== undefined && t.doNothingRationale === undefined) throw new Error('translation: doNothingRationale is missing')

  const options = grid.options.map((o) => {
    const tr = t.options[o.optionKey]
    if (!tr) throw new Error(`translation: no option "${o.optionKey}"`)
    same(`parts of ${o.optionKey}`, o.parts?.length ?? 0, tr.parts?.length ?? 0)
    return { ...o, name: tr.name, ...(o.parts ? { parts: tr.parts } : {}) }
  })
  const questions = grid.questions.map((q, i) => {
    const tr = t.questions[i]!
    return {
      ...q,
      question: tr.question,
      answers: q.answers.map((a) => {
        const text = tr.answers[a.optionKey]
        if (text === undefined) throw new Error(`translation: question ${i} has no answer for "${a.optionKey}"`)
        const background = tr.backgroundText?.[a.optionKey]
        same(`background text of question ${i}, ${a.optionKey}`, a.backgroundText?.length ?? 0, background?.length ?? 0)
        return { ...a, answer: text, ...(a.backgroundText ? { backgroundText: background!.map((content) => ({ content })) } : {}) }
      }),
    }
  })
  const optiongrid: OptionGridInput = {
    ...grid,
    condition: t.condition,
    decision: t.decision,
    ...(grid.doNothingRationale !== undefined ? { doNothingRationale: t.doNothingRationale } : {}),
    options,
    questions,
    naturalFrequency: { ...grid.naturalFrequency, ...t.naturalFrequency },
    clinicalInformation: t.clinicalInformation,
    uncertainty: t.uncertainty,
    updatePolicy: t.updatePolicy,
    funding: t.funding,
    neutralityStatement: t.neutralityStatement,
  }
  return {
    ...base,
    language: t.language,
    name: t.name,
    description: t.description,
    eligibility: t.eligibility,
    competingInterests: t.competingInterests,
    contributors: base.contributors.map((c, i) => ({ ...c, role: t.contributorRoles[i]! })),
    definitions: t.definitions,
    optiongrid,
  }
}
