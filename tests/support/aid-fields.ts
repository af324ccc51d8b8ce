import { formulaFunctions } from '#engine/formulas/index.ts'
import { evaluateRule, type RuleValue } from '#engine/rules/index.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

/**
 * Evaluates one computed field's expression of an aid with chosen values for the names it
 * reads (for hand-computed checks at exact risks), computing any other computed field it
 * reads from the same values.
 */
export function evaluateField(aid: ToolDefinition, name: string, given: Record<string, RuleValue>): RuleValue {
  const cache = new Map<string, RuleValue>(Object.entries(given))
  const get = (key: string): RuleValue => {
    if (cache.has(key)) return cache.get(key)!
    const field = aid.controls[key]
    const source = field?.attributes?.fieldInfo?.value
    if (typeof source !== 'string') return null
    const value = evaluateRule(source, { get }, formulaFunctions)
    cache.set(key, value)
    return value
  }
  return get(name)
}
