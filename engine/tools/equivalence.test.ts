import { readFileSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { definitionsJson, parsedDefinitions, sortKeys } from '#tests/support/definitions-json.ts'

import { evaluateTool } from '../evaluate.ts'
import { execute } from '../execute.ts'
import { isChoiceType, isDateType, isInputType, isMultiSelectType, isNumericInputType } from '../schema/field-types.ts'
import { cpdnOf } from '../schema/fields.ts'
import { ToolDefinitionSchema, type ToolDefinition } from '../schema/tool.ts'

/**
 * Rewriting a definition must not change it: its parsed JSON equals the fixture's, except
 * that an expression may be written differently — and then it must behave the same on many
 * inputs (every combination of small choice sets, each numeric field across its range and at
 * its bounds, seeded random profiles and the reference vectors).
 */
const before = JSON.parse(readFileSync(new URL('./__fixtures__/definitions-before.json', import.meta.url), 'utf8')) as Record<string, unknown>
const now = parsedDefinitions()

/** Members whose string value is a rule expression. */
const EXPRESSION_KEYS = new Set(['value', 'rule', 'condition', 'visibility', 'minValue', 'maxValue', 'maxValuePolicy'])

/** Paths where the two differ; an expression written differently is reported apart. */
function differences(a: unknown, b: unknown, path = ''): { structural: string[]; expressions: string[] } {
  const out = { structural: [] as string[], expressions: [] as string[] }
  const walk = (x: unknown, y: unknown, p: string, key: string) => {
    if (typeof x === 'string' && typeof y === 'string') {
      if (x !== y) (EXPRESSION_KEYS.has(key) ? out.expressions : out.structural).push(p)
      return
    }
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) out.structural.push(`${p} (length ${x.length} → ${y.length})`)
      else x.forEach((v, i) => walk(v, y[i], `${p}[${i}]`, key))
      return
    }
    if (x && y && typeof x === 'object' && typeof y === 'object' && !Array.isArray(x) && !Array.isArray(y)) {
      const keys = new Set([...Object.keys(x), ...Object.keys(y)])
      for (const k of keys) walk((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${p}.${k}`, k)
      return
    }
    if (x !== y) out.structural.push(`${p} (${JSON.stringify(x)} → ${JSON.stringify(y)})`)
  }
  walk(a, b, path, '')
  return out
}

/** Mulberry32: a small seeded generator, so that failures reproduce. */
function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const TODAY = '2026-06-15'
const numberOr = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback)

/** Inputs keyed by cpdn: exhaustive over small choice sets, sweeps of each numeric field, random profiles. */
function generatedInputs(tool: ToolDefinition, seed = 1): Record<string, unknown>[] {
  const rand = random(seed)
  const inputs = Object.values(tool.controls).filter((f) => isInputType(f.type))
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T
  const numericSample = (min: number, max: number, integer: boolean) => {
    const x = min + rand() * (max - min)
    return integer ? Math.round(x) : Math.round(x * 100) / 100
  }
  const valueOf = (field: (typeof inputs)[number]): unknown => {
    const info = field.attributes?.fieldInfo
    const labels = info?.labels ?? []
    if (isChoiceType(field.type)) return labels.length ? pick(labels).value : undefined
    if (isMultiSelectType(field.type)) return labels.filter(() => rand() < 0.4).map((l) => String(l.value))
    if (isDateType(field.type)) return new Date(Date.UTC(2026, 0, 1) + Math.floor(rand() * 400 - 200) * 86_400_000).toISOString().slice(0, 10)
    if (isNumericInputType(field.type)) {
      const c = info?.constraints ?? {}
      const min = numberOr(c.minValue, 0)
      const max = numberOr(c.maxValue, Math.max(min + 100, min * 2))
      return numericSample(min, max, c.integer === true)
    }
    return undefined
  }
  const profile = () => {
    const p: Record<string, unknown> = {}
    for (const f of inputs) if (rand() > 0.03) p[cpdnOf(f)] = valueOf(f)
    return p
  }

  const out: Record<string, unknown>[] = tool.testVectors.map((v) => ({ ...v.inputs }))
  const bases = out.length ? [...out] : [profile()]

  // Every combination of the choice fields when there are few.
  const choices = inputs.filter((f) => isChoiceType(f.type) && (f.attributes?.fieldInfo?.labels?.length ?? 0) > 0)
  const combinations = choices.reduce((n, f) => n * (f.attributes!.fieldInfo!.labels!.length + 1), 1)
  if (combinations <= 20_000) {
    let partial: Record<string, unknown>[] = [{}]
    for (const f of choices) {
      const values: unknown[] = [...f.attributes!.fieldInfo!.labels!.map((l) => l.value), undefined]
      partial = partial.flatMap((p) => values.map((v) => ({ ...p, [cpdnOf(f)]: v })))
    }
    for (const combination of partial) out.push({ ...profile(), ...combination })
  }

  // Each numeric field at, inside and just outside its bounds, the others from a base profile.
  for (const f of inputs.filter((f) => isNumericInputType(f.type))) {
    const c = f.attributes?.fieldInfo?.constraints ?? {}
    const values: unknown[] = [undefined, '', 'x', -1, 0]
    const lo = typeof c.minValue === 'number' ? c.minValue : undefined
    const hi = typeof c.maxValue === 'number' ? c.maxValue : undefined
    for (const b of [lo, hi, typeof c.maxValuePolicy === 'number' ? c.maxValuePolicy : undefined]) {
      if (b === undefined) continue
      values.push(b, b - 1, b + 1, b - 0.01, b + 0.01)
    }
    const min = lo ?? 0
    const max = hi ?? min + 200
    for (let i = 0; i <= 20; i++) values.push(Math.round((min + ((max - min) * i) / 20) * 100) / 100)
    for (let i = 0; i < 10; i++) values.push(numericSample(min, max, c.integer === true))
    for (const base of bases) for (const v of values) out.push({ ...base, [cpdnOf(f)]: v })
  }

  for (let i = 0; i < 400; i++) out.push(profile())
  // Undefined members stand for a missing input.
  return out.map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)))
}

/** What a user can see of an evaluation: values, labels, visibility and findings of every field, and the outcome. */
function observable(tool: ToolDefinition, inputs: Record<string, unknown>) {
  const evaluation = evaluateTool(tool, inputs, { today: TODAY })
  return { execute: execute(tool, inputs, { today: TODAY }), fields: evaluation.fields, outcome: evaluation.outcome }
}

function behaviourDiffers(previous: ToolDefinition, current: ToolDefinition): string | null {
  for (const inputs of [...generatedInputs(previous, 1), ...generatedInputs(current, 2)]) {
    const a = JSON.stringify(sortKeys(observable(previous, inputs)))
    const b = JSON.stringify(sortKeys(observable(current, inputs)))
    if (a !== b) return `inputs ${JSON.stringify(inputs)}:\nbefore ${a}\nnow    ${b}`
  }
  return null
}

describe('definitions are unchanged by their rewriting', () => {
  test('the fixture is the same set of definitions', () => {
    expect([...now.keys()]).toEqual(Object.keys(before))
  })

  describe.each([...now.keys()])('%s', (key) => {
    // Replaying a rewritten expression can take minutes (the Pneumonia Severity Index: about four on a busy two-core machine).
    test('same parsed definition, or the same behaviour where an expression is written differently', () => {
      const current = sortKeys(JSON.parse(JSON.stringify(now.get(key))))
      const previous = before[key]
      const { structural, expressions } = differences(previous, current)
      expect(structural).toEqual([])
      if (expressions.length === 0) return
      const failure = behaviourDiffers(ToolDefinitionSchema.parse(previous), ToolDefinitionSchema.parse(current))
      expect(failure, `expressions rewritten at ${expressions.join(', ')}`).toBeNull()
    }, 600_000)
  })

  test('the fixture reproduces from the definitions written before the rewriting', () => {
    // Guards the comparison itself: sorting keys and parsing the fixture must round-trip.
    const previous = ToolDefinitionSchema.parse(before['cha2ds2-vasc:en-US'])
    expect(JSON.stringify(sortKeys(JSON.parse(JSON.stringify(previous))))).toBe(JSON.stringify(before['cha2ds2-vasc:en-US']))
    expect(typeof definitionsJson()).toBe('string')
  })
})
