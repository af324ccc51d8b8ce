import type { z } from 'zod'

import { formulaFunctionNames } from '../formulas/index.ts'
import { BUILTIN_FUNCTION_NAMES, checkRule, pointsFields, referencedFunctions, referencedNames } from '../rules/index.ts'
import { isComputedType, isInputType } from './field-types.ts'
import { ToolDefinitionSchema, type ToolDefinition } from './tool.ts'

export type DefinitionIssue = { path: string; message: string }

const pathText = (path: readonly PropertyKey[]) => path.map(String).join('.')
const functionNames = new Set([...BUILTIN_FUNCTION_NAMES, ...formulaFunctionNames, 'today'].map((n) => n.toLowerCase()))

/**
 * Validates a tool definition: the schema, then what a schema cannot say — every name a
 * section or group uses exists, keys match field names, rules parse, icon counts name real
 * fields. Each issue carries the path of the bad member.
 */
export function validateToolDefinition(input: unknown): { ok: true; tool: ToolDefinition } | { ok: false; issues: DefinitionIssue[] } {
  const parsed = ToolDefinitionSchema.safeParse(input)
  if (!parsed.success) {
    // An unknown member is reported at its own path, not at the object holding it.
    const issues = parsed.error.issues.flatMap((i: z.core.$ZodIssue) =>
      i.code === 'unrecognized_keys' ? i.keys.map((k) => ({ path: pathText([...i.path, k]), message: `unknown member "${k}"` })) : [{ path: pathText(i.path), message: i.message }],
    )
    return { ok: false, issues }
  }
  const tool = parsed.data
  const issues: DefinitionIssue[] = []
  const names = new Set(Object.keys(tool.controls))
  const known = new Set<string>(names)
  for (const f of Object.values(tool.controls)) if (f.cpdn) known.add(f.cpdn)

  for (const [key, field] of Object.entries(tool.controls)) {
    const at = `controls.${key}`
    if (field.name !== key) issues.push({ path: `${at}.name`, message: `must equal its key "${key}"` })
    for (const [i, child] of (field.children ?? []).entries()) {
      if (!names.has(child)) issues.push({ path: `${at}.children.${i}`, message: `no field named "${child}"` })
    }
    const info = field.attributes?.fieldInfo
    const rules: [string, string | undefined][] = [[`${at}.visibility`, field.visibility]]
    for (const [i, v] of (info?.validations ?? []).entries()) rules.push([`${at}.attributes.fieldInfo.validations.${i}.rule`, v.rule])
    for (const [i, d] of (info?.['ui-default'] ?? []).entries()) {
      rules.push([`${at}.attributes.fieldInfo.ui-default.${i}.condition`, d.condition])
      if (typeof d.value === 'string' && d.value.startsWith('=')) rules.push([`${at}.attributes.fieldInfo.ui-default.${i}.value`, d.value.slice(1)])
    }
    for (const [i, b] of (info?.backgroundText ?? []).entries()) rules.push([`${at}.attributes.fieldInfo.backgroundText.${i}.condition`, b.condition])
    for (const bound of ['minValue', 'maxValue', 'maxValuePolicy'] as const) {
      const v = info?.constraints?.[bound]
      if (typeof v === 'string') rules.push([`${at}.attributes.fieldInfo.constraints.${bound}`, v])
    }
    if (typeof info?.value === 'string') rules.push([`${at}.attributes.fieldInfo.value`, info.value])
    for (const [path, source] of rules) {
      if (source === undefined) continue
      const check = checkRule(source)
      if (!check.ok) {
        issues.push({ path, message: `${check.message} (at ${check.position})` })
        continue
      }
      // A misspelt name would read as empty and quietly change a result: every name must exist.
      for (const name of referencedNames(source)) {
        const owner = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name
        if (!known.has(name) && !known.has(owner)) issues.push({ path, message: `refers to "${name}", which is not a field` })
      }
      for (const fn of referencedFunctions(source)) {
        if (!functionNames.has(fn)) issues.push({ path, message: `calls "${fn}", which is not a known function` })
      }
      // points(x) reads the points of x's labels: each must have them.
      for (const name of pointsFields(source)) {
        const labels = tool.controls[name]?.attributes?.fieldInfo?.labels
        if (labels && labels.some((l) => l.points === undefined)) issues.push({ path, message: `points(${name}): every label of "${name}" needs points` })
        else if (!labels && names.has(name)) issues.push({ path, message: `points(${name}): "${name}" is not a field with labels` })
      }
    }
    if (isComputedType(field.type) && info?.value === undefined && field.type.startsWith('numeric.')) {
      issues.push({ path: `${at}.attributes.fieldInfo.value`, message: 'a computed field needs a value expression' })
    }
    if (isInputType(field.type) && info?.value !== undefined) {
      issues.push({ path: `${at}.attributes.fieldInfo.value`, message: 'an input field cannot have a value expression' })
    }
    for (const [g, group] of (field.attributes?.iconGroups ?? []).entries()) {
      for (const [i, icon] of group.icons.entries()) {
        if (typeof icon.count === 'string' && !known.has(icon.count)) {
          issues.push({ path: `${at}.attributes.iconGroups.${g}.icons.${i}.count`, message: `no field named "${icon.count}"` })
        }
      }
    }
    const measure = field.attributes?.measureInfo
    if (measure) {
      const units = new Set(measure.labels.map((l) => l.value))
      if (!units.has(measure.uiDefaultMeasure)) {
        issues.push({ path: `${at}.attributes.measureInfo.uiDefaultMeasure`, message: 'must be one of the labels' })
      }
      for (const u of units) {
        if (!(u in measure.precisions)) issues.push({ path: `${at}.attributes.measureInfo.precisions`, message: `no precision for "${u}"` })
      }
    }
  }

  const lists: [string, string[] | undefined][] = [
    ['sections.header', tool.sections.header],
    ['sections.patient', tool.sections.patient],
    ['risk', tool.risk],
    ['guideline', tool.guideline],
    ['dataHeader', tool.dataHeader],
    ['populationHeader', tool.populationHeader],
    ['population', tool.population],
    ...Object.entries(tool.groups ?? {}).map(([key, list]): [string, string[]] => [`groups.${key}`, list]),
  ]
  for (const [path, list] of lists) {
    for (const [i, name] of (list ?? []).entries()) {
      if (!names.has(name)) issues.push({ path: `${path}.${i}`, message: `no field named "${name}"` })
    }
  }
  for (const [i, cpdn] of tool.ehrpdns.entries()) {
    if (!known.has(cpdn)) issues.push({ path: `ehrpdns.${i}`, message: `no field with cpdn "${cpdn}"` })
  }
  const referenceIds = new Set(tool.references.map((r) => r.id))
  for (const [i, check] of tool.evidenceChecks.entries()) {
    for (const [j, id] of check.citations.entries()) {
      if (!referenceIds.has(id)) issues.push({ path: `evidenceChecks.${i}.citations.${j}`, message: `no reference with id "${id}"` })
    }
  }
  const computed = new Set(Object.values(tool.controls).filter((f) => isComputedType(f.type)).map((f) => f.name))
  for (const [i, table] of tool.publishedStepTables.entries()) {
    for (const [j, id] of table.citations.entries()) {
      if (!referenceIds.has(id)) issues.push({ path: `publishedStepTables.${i}.citations.${j}`, message: `no reference with id "${id}"` })
    }
    for (const [path, name] of [['cell', table.cell], ...table.results.map((r, j) => [`results.${j}`, r])] as const) {
      if (!computed.has(name)) issues.push({ path: `publishedStepTables.${i}.${path}`, message: `no computed field named "${name}"` })
    }
    if (table.results.includes(table.cell)) issues.push({ path: `publishedStepTables.${i}.cell`, message: 'the cell is not one of the stepped results' })
  }
  if (tool.tabs && new Set(tool.tabs).size !== tool.tabs.length) issues.push({ path: 'tabs', message: 'a tab is listed twice' })
  if (tool.toolType !== 1) {
    if (!tool.sections.patient.length) issues.push({ path: 'sections.patient', message: 'tool types 2 and 3 need patient fields' })
    if (!tool.risk.length) issues.push({ path: 'risk', message: 'tool types 2 and 3 need an assessment' })
    if (!tool.testVectors.length) issues.push({ path: 'testVectors', message: 'tool types 2 and 3 need reference vectors' })
  }
  const wantsGrid = tool.toolType === 1 || tool.steps.includes('options')
  if (wantsGrid && !tool.optiongrid) issues.push({ path: 'optiongrid', message: 'an option grid tool needs its option grid' })
  if (tool.optiongrid) issues.push(...optionGridIssues(tool, known))
  return issues.length ? { ok: false, issues } : { ok: true, tool }
}

const TEMPLATE_NAME = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g
/** Placeholders every template may use besides outcome names. */
export const TEMPLATE_FACTS = ['toolName', 'version', 'modified'] as const

/** The {{name}} placeholders of a template. */
export function templateNames(template: string): string[] {
  return [...template.matchAll(TEMPLATE_NAME)].map((m) => m[1]!)
}

/**
 * What the option grid schema cannot say: options, overrides, answers, graphs and citations
 * point at things that exist; every option is answered in every row; numbers share the aid's
 * denominator; dates are in order.
 */
function optionGridIssues(tool: ToolDefinition, known: Set<string>): DefinitionIssue[] {
  const grid = tool.optiongrid!
  const issues: DefinitionIssue[] = []
  const at = 'optiongrid'
  const keys = grid.options.map((o) => o.optionKey)
  const optionKeys = new Set(keys)
  if (optionKeys.size !== keys.length) issues.push({ path: `${at}.options`, message: 'an optionKey is used twice' })
  const references = new Set(tool.references.map((r) => r.id))
  const cites = (path: string, ids: string[]) => {
    for (const [i, id] of ids.entries()) if (!references.has(id)) issues.push({ path: `${path}.${i}`, message: `no reference with id "${id}"` })
  }

  // Overrides set inputs: the cpdn must belong to an input field and a choice must be one of its labels.
  const inputs = new Map<string, (typeof tool.controls)[string]>()
  for (const f of Object.values(tool.controls)) {
    if (!isInputType(f.type)) continue
    inputs.set(f.name, f)
    if (f.cpdn) inputs.set(f.cpdn, f)
  }
  const checkValues = (path: string, values: Record<string, string | number | boolean>) => {
    for (const [cpdn, value] of Object.entries(values)) {
      const field = inputs.get(cpdn)
      if (!field) {
        issues.push({ path: `${path}.${cpdn}`, message: `no input field with cpdn "${cpdn}"` })
        continue
      }
      const labels = field.attributes?.fieldInfo?.labels
      if (labels && !labels.some((l) => String(l.value) === String(value))) {
        issues.push({ path: `${path}.${cpdn}`, message: `"${String(value)}" is not a choice of "${cpdn}"` })
      }
    }
  }
  checkValues(`${at}.cpdnDefaults`, grid.cpdnDefaults)
  for (const [i, option] of grid.options.entries()) checkValues(`${at}.options.${i}.cpdnOverrides`, option.cpdnOverrides)
  for (const [i, key] of (grid.selected ?? []).entries()) {
    if (!optionKeys.has(key)) issues.push({ path: `${at}.selected.${i}`, message: `no option "${key}"` })
  }
  if (grid.doNothingReasonable && !grid.options.some((o) => o.doNothing)) {
    issues.push({ path: `${at}.options`, message: 'doing nothing is reasonable here, so one option must be it (doNothing)' })
  }
  if (!grid.doNothingReasonable && !grid.doNothingRationale) {
    issues.push({ path: `${at}.doNothingRationale`, message: 'say why doing nothing is not a reasonable option' })
  }
  if (grid.singleColumn && grid.options.length !== 1 && grid.questions.some((q) => q.answers.length > 1)) {
    // A single-column grid shows one answer per row.
    issues.push({ path: `${at}.singleColumn`, message: 'a single-column grid has one answer per question' })
  }

  const denominator = grid.naturalFrequency.denominator
  for (const [q, question] of grid.questions.entries()) {
    const answered = new Set<string>()
    for (const [a, answer] of question.answers.entries()) {
      const path = `${at}.questions.${q}.answers.${a}`
      if (!optionKeys.has(answer.optionKey)) issues.push({ path: `${path}.optionKey`, message: `no option "${answer.optionKey}"` })
      if (answered.has(answer.optionKey)) issues.push({ path: `${path}.optionKey`, message: `"${answer.optionKey}" is answered twice` })
      answered.add(answer.optionKey)
      for (const name of templateNames(answer.answer)) {
        if (!known.has(name) && !(TEMPLATE_FACTS as readonly string[]).includes(name)) {
          issues.push({ path: `${path}.answer`, message: `refers to "${name}", which is not a field` })
        }
      }
      cites(`${path}.citations`, answer.citations)
      const graph = answer.graph
      if (graph) {
        if (graph.denominator !== denominator) {
          issues.push({ path: `${path}.graph.denominator`, message: `the aid counts out of ${denominator}` })
        }
        if (typeof graph.numerator === 'number' && graph.numerator > graph.denominator) {
          issues.push({ path: `${path}.graph.numerator`, message: 'the numerator exceeds the denominator' })
        }
        if (typeof graph.numerator === 'string' && !known.has(graph.numerator)) {
          issues.push({ path: `${path}.graph.numerator`, message: `no field named "${graph.numerator}"` })
        }
      }
    }
    if (!grid.singleColumn) {
      for (const key of keys) {
        if (!answered.has(key)) issues.push({ path: `${at}.questions.${q}.answers`, message: `no answer for option "${key}"` })
      }
    }
  }
  for (const [i, entry] of grid.evidenceDocument.entries.entries()) cites(`${at}.evidenceDocument.entries.${i}.citations`, entry.citations)
  if (grid.lastReviewed < grid.publicationDate) issues.push({ path: `${at}.lastReviewed`, message: 'cannot be before the publication date' })
  if (grid.nextReviewDue <= grid.lastReviewed) issues.push({ path: `${at}.nextReviewDue`, message: 'must be after the last review' })
  return issues
}
