import { expect } from 'vitest'

import { evaluateTool, type Evaluation, type ValidationResult } from '#engine/evaluate.ts'
import { execute, type ExecuteResult } from '#engine/execute.ts'
import type { RuleValue } from '#engine/rules/index.ts'
import { ToolDefinitionSchema, type ToolDefinition } from '#engine/schema/tool.ts'

export type Inputs = Record<string, unknown>

export type ToolHarness = {
  /** The definition, parsed (defaults applied). */
  tool: ToolDefinition
  /** Executes with `base` under `inputs` (a member set to undefined is left out). */
  run(inputs?: Inputs): ExecuteResult
  /** The outcome; throws with the errors when the inputs are refused. */
  outcome(inputs?: Inputs): Record<string, RuleValue>
  /** The errors by cpdn; {} when the inputs are accepted. */
  errors(inputs?: Inputs): Record<string, ValidationResult[]>
  /** The cpdns of the refused fields, sorted; [] when accepted. */
  refused(inputs?: Inputs): string[]
  /** The full evaluation (field states, labels, visibility), with `base` under `inputs`. */
  evaluate(inputs?: Inputs): Evaluation
  /** Asserts that `field` accepts `min` and `max` and refuses, naming only itself, `below` and `above`. */
  expectRange(field: string, min: unknown, max: unknown, below: unknown, above: unknown, inputs?: Inputs): void
  /** Asserts that leaving out any one of `fields` refuses it alone, as required. */
  expectEachRequired(fields: string[]): void
}

/**
 * What a tool's test needs, in one place: `const { run, outcome, refused } = toolHarness(definition,
 * { base, today })`. `base` holds a valid profile the inputs of each call change; `today` is the
 * date `today()` answers. The definition is taken as its file exports it: each file checks it with
 * `satisfies ToolDefinitionInput`, and the types inferred from those literals can be narrower
 * than the input type (see engine/tools/all.ts); parsing checks it again.
 */
/**
 * The inputs of the definition's test vector whose description starts with `description`, as a
 * base profile: the library test checks that vector's expected outcome, so a test that starts
 * from it starts from a checked profile. Throws unless exactly one vector matches.
 */
export function vectorInputs(definition: object, description: string): Inputs {
  const matching = ToolDefinitionSchema.parse(definition).testVectors.filter((v) => v.description.startsWith(description))
  const [vector] = matching
  if (matching.length !== 1 || vector === undefined) throw new Error(`${matching.length} test vectors start with "${description}"`)
  return { ...vector.inputs }
}

export function toolHarness(definition: object, options: { base?: Inputs; today?: string } = {}): ToolHarness {
  const tool = ToolDefinitionSchema.parse(definition)
  const base = options.base ?? {}
  const dated = options.today === undefined ? {} : { today: options.today }
  const merged = (inputs: Inputs) => Object.fromEntries(Object.entries({ ...base, ...inputs }).filter(([, v]) => v !== undefined))
  const run = (inputs: Inputs = {}) => execute(tool, merged(inputs), dated)
  return {
    tool,
    run,
    outcome(inputs = {}) {
      const r = run(inputs)
      if (!r.ok) throw new Error(JSON.stringify(r.errors))
      return r.outcome
    },
    errors(inputs = {}) {
      const r = run(inputs)
      return r.ok ? {} : r.errors
    },
    refused(inputs = {}) {
      const r = run(inputs)
      return r.ok ? [] : Object.keys(r.errors).sort()
    },
    evaluate: (inputs = {}) => evaluateTool(tool, merged(inputs), dated),
    expectRange(field, min, max, below, above, inputs = {}) {
      expect(run({ ...inputs, [field]: min }).ok).toBe(true)
      expect(run({ ...inputs, [field]: max }).ok).toBe(true)
      for (const value of [below, above]) {
        const r = run({ ...inputs, [field]: value })
        expect(r.ok ? [] : Object.keys(r.errors).sort()).toEqual([field])
      }
    },
    expectEachRequired(fields) {
      for (const field of fields) {
        const r = run({ [field]: undefined })
        expect(r.ok ? {} : r.errors, field).toEqual({ [field]: [expect.objectContaining({ kind: 'required' })] })
      }
    },
  }
}
