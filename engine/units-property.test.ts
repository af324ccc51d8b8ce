import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { execute } from './execute.ts'
import { cpdnOf } from './schema/fields.ts'
import { isInputType } from './schema/field-types.ts'
import type { FieldDefinition, ToolDefinition } from './schema/tool.ts'
import { toolLibrary } from './library.ts'
import { convertUnit, UNIT_SUFFIX } from './units.ts'

const TODAY = '2026-06-01'

/** Every released tool's measured inputs, each with the first test vector that gives it in its canonical unit. */
function measuredCases(): { tool: ToolDefinition; field: FieldDefinition; base: Record<string, unknown> }[] {
  const cases = []
  for (const tool of toolLibrary().values()) {
    for (const field of Object.values(tool.controls)) {
      if (!isInputType(field.type) || !field.attributes?.measureInfo || field.attributes.measureInfo.labels.length < 2) continue
      const cpdn = cpdnOf(field)
      const base = tool.testVectors.find((v) => typeof v.inputs[cpdn] === 'number' && v.inputs[`${cpdn}${UNIT_SUFFIX}`] === undefined)?.inputs
      if (base) cases.push({ tool, field, base })
    }
  }
  return cases
}

const cases = measuredCases()

/** Canonical quantities around the field's range (inside and a little outside), at the canonical precision. */
function quantities(field: FieldDefinition, around: number) {
  const c = field.attributes?.fieldInfo?.constraints
  const min = typeof c?.minValue === 'number' ? c.minValue : around / 2
  const max = typeof c?.maxValue === 'number' ? c.maxValue : around * 2
  const canonical = field.attributes!.measureInfo!.labels[0]!.value
  const decimals = field.attributes!.measureInfo!.precisions[canonical] ?? 1
  const scale = 10 ** decimals
  const span = max - min
  return fc.integer({ min: Math.round((min - span / 10) * scale), max: Math.round((max + span / 10) * scale) }).map((n) => n / scale)
}

describe('the executor: a quantity means the same in every unit', () => {
  test('every tool with a unit choice is covered', () => {
    const slugs = new Set(cases.map((c) => c.tool.slug))
    for (const slug of ['bmi-bsa', 'body-surface-area', 'cockcroft-gault', 'ideal-body-weight', 'adjusted-body-weight', 'maintenance-fluids', 'prevent', 'ckd-epi-2021', 'meld-na', 'child-pugh', 'anion-gap', 'delta-gap', 'curb-65', 'glasgow-blatchford', 'homa-ir', 'sirs-criteria', 'news2', 'pneumonia-severity-index', 'apache-ii', 'sofa-score']) {
      expect(slugs, slug).toContain(slug)
    }
  })

  test.each(cases.map((c) => [`${c.tool.slug}: ${c.field.name}`, c] as const))('%s', (_, { tool, field, base }) => {
    const cpdn = cpdnOf(field)
    const labels = field.attributes!.measureInfo!.labels
    const canonical = labels[0]!.value
    fc.assert(
      fc.property(quantities(field, base[cpdn] as number), fc.constantFrom(...labels.map((l) => l.value)), (quantity, unit) => {
        const inUnit = convertUnit(quantity, canonical, unit)!
        const given = execute(tool, { ...base, [cpdn]: inUnit, [`${cpdn}${UNIT_SUFFIX}`]: unit }, { today: TODAY })
        const asCanonical = execute(tool, { ...base, [cpdn]: quantity }, { today: TODAY })
        expect(given).toEqual(asCanonical)
      }),
      { numRuns: 40 },
    )
  })
})

describe('the executor: units of values', () => {
  const bmi = toolLibrary().get('bmi-bsa') ?? [...toolLibrary().values()].find((t) => t.slug === 'bmi-bsa')!

  test('180 lb and 69 in, or 81.65 kg and 175.26 cm: BMI 26.6, BSA 1.99', () => {
    const imperial = execute(bmi, { height: 69, weight: 180 })
    const metric = execute(bmi, { height: 175.26, 'height.unit': 'cm', weight: 81.6466266, 'weight.unit': 'kg' })
    expect(imperial.ok && metric.ok).toBe(true)
    if (!imperial.ok || !metric.ok) return
    expect(Number(imperial.outcome.bmi)).toBeCloseTo(26.58, 2)
    expect(Number(imperial.outcome.bsa)).toBeCloseTo(1.99, 2)
    expect(Number(metric.outcome.bmi)).toBeCloseTo(Number(imperial.outcome.bmi), 9)
    expect(Number(metric.outcome.bsa)).toBeCloseTo(Number(imperial.outcome.bsa), 9)
  })

  test('a value without its unit is in the canonical unit (the executor contract)', () => {
    const r = execute(bmi, { height: 69, weight: 180 })
    expect(r.ok && Number(r.outcome.bmi)).toBeCloseTo(26.58, 2)
  })

  test('a unit the field does not have is refused on that field, never guessed', () => {
    for (const unit of ['stone', 'KG', '', 5, null]) {
      const r = execute(bmi, { height: 69, weight: 80, 'weight.unit': unit })
      if (unit === '' || unit === null) {
        // An empty unit is no unit: the canonical unit, as without one.
        expect(r.ok, String(unit)).toBe(true)
        continue
      }
      expect(r.ok, String(unit)).toBe(false)
      if (!r.ok) expect(r.errors.weight).toEqual([{ type: 'error', kind: 'unit' }])
    }
  })

  test('a unit beside a unitless answer is refused; beside a fixed-unit number it must be that unit', () => {
    const ckd = [...toolLibrary().values()].find((t) => t.slug === 'ckd-epi-2021')!
    const base = ckd.testVectors[0]!.inputs
    const age = Object.values(ckd.controls).find((f) => cpdnOf(f) === 'age')!
    expect(execute(ckd, { ...base, 'age.unit': age.attributes?.fieldInfo?.units ?? 'years' }).ok).toBe(true)
    const wrong = execute(ckd, { ...base, 'age.unit': 'months' })
    expect(!wrong.ok && wrong.errors.age).toEqual([{ type: 'error', kind: 'unit' }])
  })
})
