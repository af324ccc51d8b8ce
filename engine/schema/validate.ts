import type { z } from 'zod'

import { formulaFunctionNames } from '../formulas/index.ts'
import { BUILTIN_FUNCTION_NAMES, checkRule, referencedFunctions, referencedNames } from '../rules/index.ts'
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
  if (tool.tabs && new Set(tool.tabs).size !== tool.tabs.length) issues.push({ path: 'tabs', message: 'a tab is listed twice' })
  return issues.length ? { ok: false, issues } : { ok: true, tool }
}
