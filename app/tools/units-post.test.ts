import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { cpdnOf } from '#engine/schema/fields.ts'
import { isInputType } from '#engine/schema/field-types.ts'
import type { FieldDefinition, ToolDefinition } from '#engine/schema/tool.ts'
import { toolLibrary } from '#engine/library.ts'
import { convertUnit } from '#engine/units.ts'

import { CHOICE_SUFFIX, containerOf, TYPED_SUFFIX, TYPED_UNIT_SUFFIX, UNIT_SUFFIX } from './form-inputs.ts'
import { handleToolPost } from './tool-page.server.ts'

/**
 * The form-post path (with and without JavaScript the page posts the same form): a quantity
 * typed in any unit, with any unit chosen to show, gives the result of the same quantity typed
 * in the canonical unit.
 */

type Case = { tool: ToolDefinition; field: FieldDefinition; base: Record<string, unknown> }

function cases(): Case[] {
  const out: Case[] = []
  for (const tool of toolLibrary().values()) {
    const base = tool.testVectors[0]?.inputs ?? {}
    for (const field of Object.values(tool.controls)) {
      if (!isInputType(field.type) || (field.attributes?.measureInfo?.labels.length ?? 0) < 2) continue
      if (typeof base[cpdnOf(field)] !== 'number') continue
      out.push({ tool, field, base })
    }
  }
  return out
}

/** The form a browser posts for canonical inputs: every answered field under its own name, each measured value with its unit. */
function formFor(tool: ToolDefinition, inputs: Record<string, unknown>): [string, string][] {
  const entries: [string, string][] = [['from', 'patient']]
  for (const field of Object.values(tool.controls)) {
    if (!isInputType(field.type)) continue
    const value = inputs[cpdnOf(field)] ?? inputs[field.name]
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) entries.push([field.name, String(v)])
    const canonical = field.attributes?.measureInfo?.labels[0]?.value
    if (canonical) entries.push([`${field.name}${UNIT_SUFFIX}`, canonical])
  }
  return entries
}

const post = (tool: ToolDefinition, entries: [string, string][]) => {
  const form = new FormData()
  for (const [k, v] of [...entries, ['intent', 'update'] as [string, string]]) form.append(k, v)
  return handleToolPost(tool, form).state
}

function replace(entries: [string, string][], name: string, value: string): [string, string][] {
  return [...entries.filter(([k]) => k !== name), [name, value]]
}

describe('a posted quantity means the same whatever unit it is typed in and whatever unit is chosen', () => {
  test.each(cases().map((c) => [`${c.tool.slug}: ${c.field.name}`, c] as const))('%s', (_, { tool, field, base }) => {
    const labels = field.attributes!.measureInfo!.labels
    const canonical = labels[0]!.value
    const container = containerOf(tool, field)
    const choices = container ? ['imperial', 'metric'] : labels.map((l) => l.value)
    const canonicalPrecision = field.attributes!.measureInfo!.precisions[canonical] ?? 1
    const baseValue = base[cpdnOf(field)] as number
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Math.round(baseValue * 2 * 10 ** canonicalPrecision) }).map((n) => n / 10 ** canonicalPrecision),
        fc.constantFrom(...labels.map((l) => l.value)),
        fc.constantFrom(...choices),
        (quantity, unit, choice) => {
          const reference = post(tool, formFor(tool, { ...base, [cpdnOf(field)]: quantity }))
          let entries = formFor(tool, base)
          entries = replace(entries, field.name, String(convertUnit(quantity, canonical, unit)!))
          entries = replace(entries, `${field.name}${UNIT_SUFFIX}`, unit)
          entries = replace(entries, `${container?.name ?? field.name}${CHOICE_SUFFIX}`, choice)
          const state = post(tool, entries)
          expect(state.evaluation.outcome).toEqual(reference.evaluation.outcome)
          expect(state.evaluation.errorCount).toBe(reference.evaluation.errorCount)
          // Shown again in the chosen unit and back: the next post means the same quantity.
          const again = post(tool, Object.entries(state.entered).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : [[k, v] as [string, string]])).concat([['from', 'patient']]))
          expect(again.evaluation.outcome).toEqual(reference.evaluation.outcome)
        },
      ),
      { numRuns: 25 },
    )
  })

  test('what is shown after a unit switch carries what was typed', () => {
    const tool = toolLibrary().get('bmi-bsa') ?? [...toolLibrary().values()].find((t) => t.slug === 'bmi-bsa')!
    const state = post(tool, [
      ['height__ft', '5'],
      ['height__in', '9'],
      ['height.unit', 'in'],
      ['weight', '180'],
      ['weight.unit', 'lb'],
      ['height_weight__unit', 'metric'],
    ])
    expect(state.entered).toMatchObject({ weight: '81.6', 'weight.unit': 'kg', [`weight${TYPED_SUFFIX}`]: '180', [`weight${TYPED_UNIT_SUFFIX}`]: 'lb' })
    expect(Number(state.evaluation.outcome.bmi)).toBeCloseTo(26.58, 2)
  })
})
