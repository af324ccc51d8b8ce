import { isInputType } from '../schema/field-types.ts'
import type { OptionGridInput, ToolDefinitionInput } from '../schema/tool.ts'

type Language = NonNullable<ToolDefinitionInput['language']>
type FieldInput = ToolDefinitionInput['controls'][string]

/**
 * The texts of one field in another language. Which members it has follows the English field
 * exactly (`fieldTexts`): label (or a text field's content), help, background texts, choice
 * labels (with their descriptions), validation and default messages, min/max texts, the range
 * reason, a result's units and unit names that are words, icon-array headings and labels, and every text a
 * computed value can take (`values`: each quoted text of its expression, English → translation).
 */
export type FieldTranslation = {
  label?: string
  help?: string
  background?: string[]
  /** By value; with a description when the English choice has one. */
  choices?: Record<string, string | { name: string; description: string }>
  /** Validation messages, in the English order. */
  messages?: string[]
  /** ui-default messages, in the English order. */
  defaultMessages?: string[]
  minText?: string
  maxText?: string
  rangeReason?: string
  ehrPrepopulationMessage?: string
  units?: string
  /** Unit names that are words, by unit key. */
  unitNames?: Record<string, string>
  values?: Record<string, string>
  /** Icon groups in the English order: heading, subheading and each icon's label. */
  icons?: { heading?: string; subheading?: string; labels: string[] }[]
}

/** A quoted text of an expression is shown (and translated) when it holds a letter and is not a key such as 'yes' or 'ldl190'. */
const isKey = (literal: string) => /^[a-z0-9_]+$/.test(literal)
/** A quoted string of an expression, in single or double quotes (the rule language takes both). */
const LITERAL = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g
const unquote = (body: string) => body.replace(/\\(.)/g, '$1')
const quote = (text: string) => `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`

/** The shown texts of an expression, in order of first appearance. */
export function expressionTexts(expression: string): string[] {
  const texts = [...expression.matchAll(LITERAL)].map((m) => unquote(m[1] ?? m[2]!)).filter((t) => /\p{L}/u.test(t) && !isKey(t))
  return [...new Set(texts)]
}

/** A unit is words to translate ("years", "% per year") when it has a run of four letters besides the symbols mmHg and mmol; symbols (mg/dL, mL/min/1.73 m², %) are kept. */
const isWordUnit = (unit: string) => /\p{L}{4,}/u.test(unit.replace(/mmHg|[mµnp]mol/g, ''))

/** Every text of a field a reader sees, keyed by where it is (`label`, `choices.yes`, `values.<English>`…). */
export function fieldTexts(field: FieldInput): Map<string, string> {
  const out = new Map<string, string>()
  const put = (key: string, text: string | undefined) => {
    if (text !== undefined && text.trim() !== '') out.set(key, text)
  }
  const info = field.attributes?.fieldInfo
  put('label', info?.baseContent)
  put('help', info?.inlineText)
  info?.backgroundText?.forEach((b, i) => put(`background.${i}`, b.content))
  for (const l of info?.labels ?? []) {
    put(`choices.${l.value}`, l.name)
    put(`choices.${l.value}.description`, l.description)
  }
  info?.validations?.forEach((v, i) => put(`messages.${i}`, v.message))
  info?.['ui-default']?.forEach((d, i) => put(`defaultMessages.${i}`, d.message))
  put('minText', info?.minText)
  put('maxText', info?.maxText)
  put('rangeReason', info?.constraints?.rangeReason)
  put('ehrPrepopulationMessage', info?.ehrPrepopulationMessage)
  if (info?.units && isWordUnit(info.units)) put('units', info.units)
  for (const u of field.attributes?.measureInfo?.labels ?? []) if (isWordUnit(u.name)) put(`unitNames.${u.value}`, u.name)
  if (typeof info?.value === 'string') for (const t of expressionTexts(info.value)) put(`values.${t}`, t)
  field.attributes?.iconGroups?.forEach((g, i) => {
    put(`icons.${i}.heading`, g.heading)
    put(`icons.${i}.subheading`, g.subheading)
    g.icons.forEach((icon, j) => put(`icons.${i}.labels.${j}`, icon.label))
  })
  return out
}

/** A field translation keyed as `fieldTexts` keys the English field. */
function translationTexts(t: FieldTranslation): Map<string, string> {
  const out = new Map<string, string>()
  const put = (key: string, text: string | undefined) => {
    if (text !== undefined) out.set(key, text)
  }
  put('label', t.label)
  put('help', t.help)
  t.background?.forEach((b, i) => put(`background.${i}`, b))
  for (const [value, c] of Object.entries(t.choices ?? {})) {
    put(`choices.${value}`, typeof c === 'string' ? c : c.name)
    if (typeof c !== 'string') put(`choices.${value}.description`, c.description)
  }
  t.messages?.forEach((m, i) => put(`messages.${i}`, m))
  t.defaultMessages?.forEach((m, i) => put(`defaultMessages.${i}`, m))
  put('minText', t.minText)
  put('maxText', t.maxText)
  put('rangeReason', t.rangeReason)
  put('ehrPrepopulationMessage', t.ehrPrepopulationMessage)
  put('units', t.units)
  for (const [unit, name] of Object.entries(t.unitNames ?? {})) put(`unitNames.${unit}`, name)
  for (const [english, text] of Object.entries(t.values ?? {})) put(`values.${english}`, text)
  t.icons?.forEach((g, i) => {
    put(`icons.${i}.heading`, g.heading)
    put(`icons.${i}.subheading`, g.subheading)
    g.labels.forEach((l, j) => put(`icons.${i}.labels.${j}`, l))
  })
  return out
}

/** The field with its texts translated; keys, rules, bounds, units and expressions' logic are the English field's. */
function translateField(name: string, field: FieldInput, t: FieldTranslation | undefined, keepValues: boolean): FieldInput {
  const english = fieldTexts(field)
  if (keepValues) for (const key of [...english.keys()]) if (key.startsWith('values.')) english.delete(key)
  if (english.size === 0 && !t) return field
  if (!t) throw new Error(`translation: field "${name}" is not translated`)
  const given = translationTexts(t)
  for (const [key, text] of english) if (!given.has(key)) throw new Error(`translation: field "${name}" has no translation of ${key} ("${text}")`)
  for (const key of given.keys()) if (!english.has(key)) throw new Error(`translation: field "${name}" translates ${key}, which the English field does not have`)
  for (const [key, text] of given) if (text.trim() === '') throw new Error(`translation: field "${name}", ${key} is empty`)
  const text = (key: string) => given.get(key)!
  const info = field.attributes?.fieldInfo
  const fieldInfo = info && {
    ...info,
    ...(english.has('label') ? { baseContent: text('label') } : {}),
    ...(english.has('help') ? { inlineText: text('help') } : {}),
    ...(info.backgroundText ? { backgroundText: info.backgroundText.map((b, i) => ({ ...b, content: text(`background.${i}`) })) } : {}),
    ...(info.labels
      ? {
          labels: info.labels.map((l) => ({
            ...l,
            name: text(`choices.${l.value}`),
            ...(english.has(`choices.${l.value}.description`) ? { description: text(`choices.${l.value}.description`) } : {}),
          })),
        }
      : {}),
    ...(info.validations ? { validations: info.validations.map((v, i) => ({ ...v, message: text(`messages.${i}`) })) } : {}),
    ...(info['ui-default']
      ? { 'ui-default': info['ui-default'].map((d, i) => (english.has(`defaultMessages.${i}`) ? { ...d, message: text(`defaultMessages.${i}`) } : d)) }
      : {}),
    ...(english.has('minText') ? { minText: text('minText') } : {}),
    ...(english.has('maxText') ? { maxText: text('maxText') } : {}),
    ...(info.constraints && english.has('rangeReason') ? { constraints: { ...info.constraints, rangeReason: text('rangeReason') } } : {}),
    ...(english.has('ehrPrepopulationMessage') ? { ehrPrepopulationMessage: text('ehrPrepopulationMessage') } : {}),
    // An input's unit is a key (unit reading, EHR prefill): its translation is only how it is shown.
    ...(english.has('units') ? (isInputType(field.type) ? { unitsShown: text('units') } : { units: text('units') }) : {}),
    ...(typeof info.value === 'string' && !keepValues
      ? {
          value: info.value.replace(LITERAL, (whole, single: string | undefined, double: string | undefined) => {
            const key = `values.${unquote(single ?? double!)}`
            return given.has(key) ? quote(text(key)) : whole
          }),
        }
      : {}),
  }
  const measureInfo = field.attributes?.measureInfo
  const iconGroups = field.attributes?.iconGroups
  return {
    ...field,
    attributes: {
      ...field.attributes,
      ...(fieldInfo ? { fieldInfo } : {}),
      ...(measureInfo
        ? { measureInfo: { ...measureInfo, labels: measureInfo.labels.map((u) => (english.has(`unitNames.${u.value}`) ? { ...u, name: text(`unitNames.${u.value}`) } : u)) } }
        : {}),
      ...(iconGroups
        ? {
            iconGroups: iconGroups.map((g, i) => ({
              ...g,
              ...(g.heading !== undefined ? { heading: text(`icons.${i}.heading`) } : {}),
              ...(g.subheading !== undefined ? { subheading: text(`icons.${i}.subheading`) } : {}),
              icons: g.icons.map((icon, j) => (icon.label !== undefined ? { ...icon, label: text(`icons.${i}.labels.${j}`) } : icon)),
            })),
          }
        : {}),
    },
  }
}

/** Where a definition shows a field: its steps' lists and the option grid's answers. */
function shownFields(base: ToolDefinitionInput): Set<string> {
  const lists = [base.sections.header ?? [], base.sections.patient, base.risk, base.guideline ?? [], base.populationHeader ?? [], base.population ?? []]
  const answers = (base.optiongrid?.questions ?? []).flatMap((q) => q.answers.flatMap((a) => [...a.answer.matchAll(/\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g)].map((m) => m[1]!)))
  return new Set([...lists.flat(), ...answers])
}

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
  /** An aid with inputs and results: every field that has texts, by name (`FieldTranslation`). */
  fields?: Record<string, FieldTranslation>
  /**
   * Result fields that feed only the chart note and the copied summary, which stay English
   * (decision 0022): their labels are translated, their values are not. They may not be shown.
   */
  recordOnly?: string[]
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
  const recordOnly = new Set(t.recordOnly ?? [])
  const shown = shownFields(base)
  for (const name of recordOnly) {
    if (!base.controls[name]) throw new Error(`translation: no field "${name}" to keep for the record`)
    if (shown.has(name)) throw new Error(`translation: "${name}" is shown on the page, so its values must be translated`)
  }
  for (const name of Object.keys(t.fields ?? {})) if (!base.controls[name]) throw new Error(`translation: the English aid has no field "${name}"`)
  const controls = Object.fromEntries(Object.entries(base.controls).map(([name, field]) => [name, translateField(name, field, t.fields?.[name], recordOnly.has(name))]))
  return {
    ...base,
    language: t.language,
    controls,
    name: t.name,
    description: t.description,
    eligibility: t.eligibility,
    competingInterests: t.competingInterests,
    contributors: base.contributors.map((c, i) => ({ ...c, role: t.contributorRoles[i]! })),
    definitions: t.definitions,
    optiongrid,
  }
}
