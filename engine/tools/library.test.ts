import { describe, expect, test } from 'vitest'

import { execute } from '../execute.ts'
import { computationOrder, evaluateTool } from '../evaluate.ts'
import { validateToolDefinition } from '../schema/validate.ts'
import { TOOL_DEFINITIONS, toolLibrary } from './index.ts'

describe('the tool library', () => {
  test('slugs are unique', () => {
    const slugs = TOOL_DEFINITIONS.map((d) => d.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  describe.each(TOOL_DEFINITIONS.map((d) => [d.slug, d] as const))('%s', (_slug, definition) => {
    test('validates against the schema and its own references', () => {
      const result = validateToolDefinition(definition)
      expect(result.ok ? [] : result.issues).toEqual([])
    })

    const tool = toolLibrary().get(definition.slug)!

    test('computed fields have no cycles', () => {
      expect(() => computationOrder(tool)).not.toThrow()
    })

    test.each(tool.testVectors.map((v) => [v.description, v] as const))('reference vector: %s', (_d, vector) => {
      const result = execute(tool, vector.inputs)
      expect(result.ok ? null : result.errors).toBeNull()
      if (!result.ok) return
      for (const [key, expected] of Object.entries(vector.expected)) {
        const actual = result.outcome[key]
        if (typeof expected === 'number') {
          expect(typeof actual, `${key} (${vector.source})`).toBe('number')
          expect(Math.abs((actual as number) - expected), `${key}: ${String(actual)} vs ${expected} (${vector.source})`).toBeLessThanOrEqual(
            vector.tolerance ?? 1e-9,
          )
        } else {
          expect(actual, `${key} (${vector.source})`).toEqual(expected)
        }
      }
    })

    test('an empty form calculates nothing and flags every required field', () => {
      const evaluation = evaluateTool(tool, {})
      expect(evaluation.outcome).toEqual({})
      const required = Object.values(tool.controls).filter((f) => {
        const r = f.attributes?.fieldInfo?.constraints?.required
        return (r === true || r === 'yes') && !f.visibility && !f.attributes?.fieldInfo?.['ui-default']?.length
      })
      for (const f of required) {
        expect(evaluation.fields[f.name]?.validations.map((v) => v.kind), f.name).toContain('required')
      }
    })
  })
})
